"""Reading hits back: the fused chunks with their neighbours' text, and the window around them.

I/O rim of ``search``: takes the session, returns ``Hit`` dataclasses.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np
from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.retrieval.fusion import Fused
from footnote.shared.retrieval.page_boxes import boxes_for
from footnote.shared.retrieval.types import Hit

_HIT_COLUMNS = """
    ch.id, ch.chunk_uid, ch.source_id, ch.chunk_index, ch.granularity, ch.text, ch.source_type, ch.title,
    ch.author, ch.url, ch.page_number, ch.chapter, ch.section, ch.paragraph_index, ch.sentence_index,
    ch.prev_chunk_uid, ch.next_chunk_uid, ch.char_start, ch.char_end, ch.timestamp_start,
    ch.timestamp_end, ch.speaker, ch.tags, ch.source_hash, ch.ingested_at, ch.anchors
"""

# The fused chunks, with their similarity to the query (also for keyword-only ones, so the
# threshold applies to every hit), their vectors (diversity) and, for sentence hits, the
# neighbouring sentences' text.
FETCH_HITS_SQL = text(
    f"""
SELECT {_HIT_COLUMNS},
       1 - (ch.embedding <=> :embedding) AS similarity,
       ch.embedding,
       CASE WHEN ch.granularity = 'sentence' THEN prev.text END AS previous_text,
       CASE WHEN ch.granularity = 'sentence' THEN nxt.text END AS next_text
FROM chunks ch
LEFT JOIN chunks prev ON prev.chunk_uid = ch.prev_chunk_uid
LEFT JOIN chunks nxt ON nxt.chunk_uid = ch.next_chunk_uid
WHERE ch.tenant_id = :tenant_id AND ch.id = ANY(CAST(:ids AS bigint[]))
"""
)

# Window expansion: chunks of the same document and granularity whose index lies within
# [lo, hi] of some hit (one row per hit in the unnest). The tenant is checked on the source (a
# source's chunks share its tenant), so the planner reads chunks by (source_id, chunk_index)
# only -- with ``ch.tenant_id`` here it ANDed in a bitmap of the whole tenant (13 ms at 100k).
FETCH_NEIGHBOURS_SQL = text(
    f"""
SELECT DISTINCT {_HIT_COLUMNS}
FROM unnest(CAST(:source_ids AS text[]), CAST(:granularities AS text[]),
            CAST(:los AS int[]), CAST(:his AS int[])) AS w(source_id, granularity, lo, hi)
JOIN sources src ON src.id = w.source_id AND src.tenant_id = :tenant_id
JOIN chunks ch ON ch.source_id = w.source_id AND ch.granularity = w.granularity
              AND ch.chunk_index BETWEEN w.lo AND w.hi
"""
)


def hit_from_row(row: Any, **extra: Any) -> Hit:
    paragraph_ref = f"{row.source_id}#p{row.paragraph_index}" if row.paragraph_index is not None else None
    return Hit(
        chunk_uid=row.chunk_uid,
        source_id=row.source_id,
        chunk_index=row.chunk_index,
        granularity=row.granularity,
        text=row.text,
        source_type=row.source_type,
        title=row.title,
        author=row.author,
        url=row.url,
        page_number=row.page_number,
        chapter=row.chapter,
        section=row.section,
        paragraph_index=row.paragraph_index,
        sentence_index=row.sentence_index,
        prev_chunk_uid=row.prev_chunk_uid,
        next_chunk_uid=row.next_chunk_uid,
        char_start=row.char_start,
        char_end=row.char_end,
        timestamp_start=row.timestamp_start,
        timestamp_end=row.timestamp_end,
        speaker=row.speaker,
        tags=tuple(row.tags or ()),
        source_hash=row.source_hash,
        ingested_at=row.ingested_at.isoformat() if row.ingested_at is not None else "",
        paragraph_ref=paragraph_ref,
        anchors=getattr(row, "anchors", None),
        **extra,
    )


def as_tuple(vec: Any) -> tuple[float, ...] | None:
    """pgvector's Vector (binary protocol) or an ndarray -> a tuple of floats."""
    if vec is None:
        return None
    if hasattr(vec, "to_numpy"):
        vec = vec.to_numpy()
    return tuple(np.asarray(vec, dtype=np.float32).tolist())


def fetch_hits(
    *, session: Session, tenant_id: str, fused: Sequence[Fused], query_embedding: np.ndarray
) -> list[Hit]:
    """Rows for ``fused`` (in that order) as Hits carrying the fused score and the embedding."""
    if not fused:
        return []
    rows = session.execute(
        FETCH_HITS_SQL,
        {"embedding": query_embedding, "tenant_id": tenant_id, "ids": [f.chunk_id for f in fused]},
    ).all()
    by_id = {int(r.id): r for r in rows}
    out = []
    for f in fused:
        r = by_id.get(f.chunk_id)
        if r is not None:
            out.append(
                hit_from_row(
                    r, score=f.score, similarity=float(r.similarity) if r.similarity is not None else None,
                    bm25=f.bm25, previous_text=r.previous_text, next_text=r.next_text,
                    embedding=as_tuple(r.embedding),
                )
            )
    return out


def with_boxes(session: Session, tenant_id: str, hits: list[Hit]) -> list[Hit]:
    """``hits`` with the boxes of their words on the page, where their source has them (PDFs):
    the hit's ``anchors`` gain "b" (start, end, page, x0, y0, x1, y1 per word) and "ps" (page
    sizes), so a citation can give the rectangles of its exact quote."""
    if not hits:
        return hits
    found = boxes_for(session=session, tenant_id=tenant_id,
                      ranges=[(h.source_id, h.char_start, h.char_end) for h in hits])
    if not found:
        return hits
    out = []
    for h in hits:
        extra = found.get((h.source_id, h.char_start, h.char_end))
        out.append(replace(h, anchors={**(h.anchors or {}), **extra}) if extra else h)
    return out

"""A quote's whole paragraph ("further reading"): its exact text and place, read from the stored
document text -- by a character offset (``paragraph_at``), or by a sentence chunk's paragraph
index (``paragraph``). I/O rim."""

from __future__ import annotations

from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

_PARAGRAPH_SQL = text(
    """
    SELECT src.id, src.title, src.author, src.url, src.source_type,
           min(ch.char_start) AS char_start, max(ch.char_end) AS char_end,
           min(ch.page_number) AS page_number, max(coalesce(ch.page_end, ch.page_number)) AS page_end,
           min(ch.timestamp_start) AS timestamp_start, max(ch.timestamp_end) AS timestamp_end,
           (array_agg(ch.chapter ORDER BY ch.char_start))[1] AS chapter,
           (array_agg(ch.section ORDER BY ch.char_start))[1] AS section,
           count(*) AS sentences
    FROM sources src
    JOIN chunks ch ON ch.source_id = src.id AND ch.granularity = 'sentence' AND ch.paragraph_index = :index
    WHERE src.id = :source_id AND src.tenant_id = :tenant_id
    GROUP BY src.id
    """
)


AROUND = 20_000  # characters read on each side of the offset to find its paragraph's edges

_AT_SQL = text(
    """
    SELECT src.id, src.title, src.author, src.url, src.source_type, length(src.text) AS length,
           substr(src.text, greatest(:at - :around, 0) + 1, 2 * :around) AS near,
           greatest(:at - :around, 0) AS near_start
    FROM sources src WHERE src.id = :source_id AND src.tenant_id = :tenant_id
    """
)
_PLACE_SQL = text(
    """
    SELECT page_number, chapter, section, paragraph_index, anchors->'p' AS pages FROM chunks
    WHERE source_id = :source_id AND char_start <= :at AND char_end > :at
    ORDER BY granularity = 'sentence' DESC LIMIT 1
    """
)


def paragraph_at(*, session: Session, tenant_id: str, source_id: str, at: int) -> dict[str, Any] | None:
    """The paragraph holding character ``at`` of the stored text (a citation's ``char_start``):
    the text between the blank lines around it (parsers join a document's paragraphs, headings
    and listings with one), with the place of the chunk there. None: no such source for this
    tenant, or ``at`` is past its end."""
    row = session.execute(_AT_SQL, {"source_id": source_id, "tenant_id": tenant_id, "at": at,
                                    "around": AROUND}).first()
    if row is None or not 0 <= at < row.length:
        return None
    rel = at - row.near_start
    start = row.near.rfind("\n\n", 0, rel + 1)
    start = 0 if start < 0 else start + 2
    end = row.near.find("\n\n", rel)
    end = len(row.near) if end < 0 else end
    place = session.execute(_PLACE_SQL, {"source_id": source_id, "at": at}).first()
    page = place.page_number if place else None
    for offset, number in (place.pages or []) if place else ():
        if offset <= at:
            page = number
    return {
        "source_id": row.id, "paragraph_index": place.paragraph_index if place else None,
        "text": row.near[start:end], "char_start": row.near_start + start, "char_end": row.near_start + end,
        "sentences": None, "title": row.title, "author": row.author, "source_type": row.source_type, "url": row.url,
        "page_number": page, "page_end": page, "chapter": place.chapter if place else None,
        "section": place.section if place else None, "timestamp_start": None, "timestamp_end": None,
    }


def paragraph(*, session: Session, tenant_id: str, source_id: str, index: int) -> dict[str, Any] | None:
    """Paragraph ``index`` (0-based, as citations' ``paragraph_index``) of the tenant's source,
    or None (no such source for this tenant, or no such paragraph)."""
    row = session.execute(_PARAGRAPH_SQL, {"tenant_id": tenant_id, "source_id": source_id, "index": index}).first()
    if row is None:
        return None
    body = session.execute(
        text("SELECT substr(text, :start + 1, :length) FROM sources WHERE id = :id"),
        {"id": row.id, "start": row.char_start, "length": row.char_end - row.char_start},
    ).scalar_one()
    return {
        "source_id": row.id, "paragraph_index": index, "text": body, "char_start": row.char_start,
        "char_end": row.char_end, "sentences": row.sentences, "title": row.title, "author": row.author,
        "source_type": row.source_type, "url": row.url, "page_number": row.page_number, "page_end": row.page_end,
        "chapter": row.chapter, "section": row.section, "timestamp_start": row.timestamp_start,
        "timestamp_end": row.timestamp_end,
    }

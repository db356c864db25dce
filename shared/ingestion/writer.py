"""Bulk write of chunk rows: binary COPY into a staging table, then one INSERT ... SELECT that
computes the tsvector and document length in SQL (``bm25_stats.CHUNK_TSV_SQL``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from sqlalchemy import text
from sqlalchemy.orm import Session

from shared.retrieval.bm25_stats import CHUNK_TSV_SQL, DOC_LEN_SQL

# (column, postgres type) in staging order
_COLUMNS: tuple[tuple[str, str], ...] = (
    ("chunk_uid", "text"),
    ("chunk_index", "int4"),
    ("granularity", "text"),
    ("text", "text"),
    ("embed_text", "text"),
    ("source_type", "text"),
    ("title", "text"),
    ("author", "text"),
    ("url", "text"),
    ("page_number", "int4"),
    ("page_end", "int4"),
    ("chapter", "text"),
    ("section", "text"),
    ("paragraph_index", "int4"),
    ("sentence_index", "int4"),
    ("prev_chunk_uid", "text"),
    ("next_chunk_uid", "text"),
    ("char_start", "int4"),
    ("char_end", "int4"),
    ("timestamp_start", "float8"),
    ("timestamp_end", "float8"),
    ("speaker", "text"),
    ("tags", "text[]"),
    ("embedding", "vector"),
)
_NAMES = [c for c, _ in _COLUMNS]
_STAGE_DDL = (
    "CREATE TEMP TABLE IF NOT EXISTS chunk_stage ("
    + ", ".join(f"{c} {'vector' if t == 'vector' else t}" for c, t in _COLUMNS)
    + ") ON COMMIT DROP"
)
_INSERT = text(
    f"""
    INSERT INTO chunks (tenant_id, source_id, source_hash, {", ".join(_NAMES)}, tsv, doc_len)
    SELECT :tenant_id, :source_id, :source_hash, {", ".join("s." + n for n in _NAMES)},
           {CHUNK_TSV_SQL}, {DOC_LEN_SQL}
    FROM chunk_stage s
    ORDER BY s.chunk_index
    """
)


@dataclass(frozen=True)
class ChunkRow:
    chunk_uid: str
    chunk_index: int
    granularity: str
    text: str
    embed_text: str
    source_type: str
    title: str | None
    author: str | None
    url: str | None
    page_number: int | None
    page_end: int | None
    chapter: str | None
    section: str | None
    paragraph_index: int | None
    sentence_index: int | None
    prev_chunk_uid: str | None
    next_chunk_uid: str | None
    char_start: int
    char_end: int
    timestamp_start: float | None
    timestamp_end: float | None
    speaker: str | None
    tags: list[str]


def write_chunks(
    *,
    session: Session,
    tenant_id: str,
    source_id: str,
    source_hash: str,
    rows: Sequence[ChunkRow],
    embeddings: np.ndarray,
    ts_config: str,
) -> None:
    if len(rows) != len(embeddings):
        raise ValueError(f"{len(rows)} chunk rows but {len(embeddings)} embeddings")
    if not rows:
        return
    raw = session.connection().connection.driver_connection
    with raw.cursor() as cur:
        cur.execute(_STAGE_DDL)
        cur.execute("TRUNCATE chunk_stage")
        with cur.copy(f"COPY chunk_stage ({', '.join(_NAMES)}) FROM STDIN WITH (FORMAT BINARY)") as cp:
            cp.set_types([t for _, t in _COLUMNS])
            for row, vec in zip(rows, embeddings, strict=True):
                cp.write_row([getattr(row, n) for n in _NAMES[:-1]] + [vec])
    session.execute(
        _INSERT,
        {"tenant_id": tenant_id, "source_id": source_id, "source_hash": source_hash, "ts_config": ts_config},
    )
    with raw.cursor() as cur:
        cur.execute("TRUNCATE chunk_stage")

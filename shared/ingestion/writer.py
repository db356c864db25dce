"""Bulk write of chunk rows: binary COPY into a staging table, then one INSERT ... SELECT that
computes the tsvector and document length in SQL (``bm25_stats.CHUNK_TSV_SQL``)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.retrieval.bm25_stats import CHUNK_TSV_SQL, DOC_LEN_FROM_TSV_SQL

# (column, postgres type) in staging order
_COLUMNS: tuple[tuple[str, str], ...] = (
    ("source_id", "text"),
    ("source_hash", "text"),
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
    ("anchors", "text"),  # JSON, cast to jsonb on insert
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
    INSERT INTO chunks (tenant_id, {", ".join(_NAMES)}, tsv, doc_len)
    SELECT :tenant_id, {", ".join("CAST(s.anchors AS jsonb)" if n == "anchors" else "s." + n for n in _NAMES)},
           t.tsv, {DOC_LEN_FROM_TSV_SQL}
    FROM chunk_stage s CROSS JOIN LATERAL (SELECT {CHUNK_TSV_SQL} AS tsv) t
    ORDER BY s.source_id, s.chunk_index
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
    anchors: dict | None = None


@dataclass(frozen=True)
class SourceChunks:
    source_id: str
    source_hash: str
    rows: Sequence[ChunkRow]


def _cell(row: ChunkRow, name: str) -> object:
    value = getattr(row, name)
    return json.dumps(value, separators=(",", ":")) if name == "anchors" and value is not None else value


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
    """One source's chunks (see ``write_chunk_batches``)."""
    write_chunk_batches(
        session=session,
        tenant_id=tenant_id,
        batches=[SourceChunks(source_id, source_hash, rows)],
        embeddings=embeddings,
        ts_config=ts_config,
    )


def write_chunk_batches(
    *,
    session: Session,
    tenant_id: str,
    batches: Sequence[SourceChunks],
    embeddings: np.ndarray,
    ts_config: str,
) -> None:
    """Every source's chunks in one COPY and one INSERT ... SELECT (per-source round trips
    cost more than the embedding of short documents). ``embeddings`` follow the rows in order."""
    n_rows = sum(len(b.rows) for b in batches)
    if n_rows != len(embeddings):
        raise ValueError(f"{n_rows} chunk rows but {len(embeddings)} embeddings")
    if not n_rows:
        return
    raw = session.connection().connection.driver_connection
    vectors = iter(embeddings)
    with raw.cursor() as cur:
        cur.execute(_STAGE_DDL)
        cur.execute("TRUNCATE chunk_stage")
        with cur.copy(f"COPY chunk_stage ({', '.join(_NAMES)}) FROM STDIN WITH (FORMAT BINARY)") as cp:
            cp.set_types([t for _, t in _COLUMNS])
            for batch in batches:
                for row in batch.rows:
                    cp.write_row(
                        [batch.source_id, batch.source_hash]
                        + [_cell(row, n) for n in _NAMES[2:-1]]
                        + [next(vectors)]
                    )
    session.execute(_INSERT, {"tenant_id": tenant_id, "ts_config": ts_config})
    with raw.cursor() as cur:
        cur.execute("TRUNCATE chunk_stage")

"""The embedding index metadata row: which model made the stored vectors.

On the first ingest the row is written, ``chunks.embedding`` becomes ``vector(<dim>)`` and the
HNSW index (cosine metric, ``vector_cosine_ops``) is built. Any later start with a different
model, dimension or instruction-prefix hash fails fast with ``ReindexRequired``.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.orm import Session

from shared.errors import ReindexRequired

HNSW_M = 16
HNSW_EF_CONSTRUCTION = 64


@dataclass(frozen=True)
class EmbeddingSpec:
    model_id: str
    dimension: int
    prefix_hash: str
    text_search_config: str


def read_meta(*, session: Session) -> EmbeddingSpec | None:
    row = session.execute(
        text("SELECT model_id, dimension, prefix_hash, text_search_config FROM index_meta WHERE id = 1")
    ).first()
    return EmbeddingSpec(*row) if row else None


def mismatch_message(stored: EmbeddingSpec, wanted: EmbeddingSpec) -> str | None:
    if stored.dimension != wanted.dimension:
        return (
            f"Embedding dimension changed from {stored.dimension} to {wanted.dimension}; "
            "reindex required (footnote reindex)"
        )
    if stored.model_id != wanted.model_id:
        return (
            f"Embedding model changed from {stored.model_id} to {wanted.model_id}; "
            "reindex required (footnote reindex)"
        )
    if stored.prefix_hash != wanted.prefix_hash:
        return "Embedding instruction prefixes changed; reindex required (footnote reindex)"
    if stored.text_search_config != wanted.text_search_config:
        return (
            f"Text search configuration changed from {stored.text_search_config} to "
            f"{wanted.text_search_config}; reindex required (footnote reindex)"
        )
    return None


def check_meta(*, session: Session, wanted: EmbeddingSpec) -> None:
    """Raise ReindexRequired if stored vectors were made differently. No row: nothing to check."""
    stored = read_meta(session=session)
    if stored is not None:
        message = mismatch_message(stored, wanted)
        if message:
            raise ReindexRequired(message)


def ensure_meta(*, session: Session, wanted: EmbeddingSpec) -> None:
    """Write the row and fix the vector column on first use; otherwise just check it."""
    session.execute(text("LOCK TABLE index_meta IN EXCLUSIVE MODE"))
    stored = read_meta(session=session)
    if stored is None:
        set_meta(session=session, spec=wanted)
        return
    message = mismatch_message(stored, wanted)
    if message:
        raise ReindexRequired(message)


def set_meta(*, session: Session, spec: EmbeddingSpec) -> None:
    """(Re)declare the model: column type, HNSW index and the row. Clears old vectors if the
    dimension changes; callers re-embed afterwards (``footnote reindex``)."""
    stored = read_meta(session=session)
    if stored is None or stored.dimension != spec.dimension:
        session.execute(text("DROP INDEX IF EXISTS ix_chunks_embedding_hnsw"))
        session.execute(text("UPDATE chunks SET embedding = NULL WHERE embedding IS NOT NULL"))
        session.execute(text("DELETE FROM embedding_cache"))
        session.execute(text(f"ALTER TABLE chunks ALTER COLUMN embedding TYPE vector({int(spec.dimension)})"))
        session.execute(
            text(
                "CREATE INDEX ix_chunks_embedding_hnsw ON chunks USING hnsw (embedding vector_cosine_ops) "
                f"WITH (m = {HNSW_M}, ef_construction = {HNSW_EF_CONSTRUCTION})"
            )
        )
    session.execute(
        text(
            """
            INSERT INTO index_meta (id, model_id, dimension, prefix_hash, text_search_config)
            VALUES (1, :model_id, :dimension, :prefix_hash, :cfg)
            ON CONFLICT (id) DO UPDATE SET model_id = EXCLUDED.model_id, dimension = EXCLUDED.dimension,
                prefix_hash = EXCLUDED.prefix_hash, text_search_config = EXCLUDED.text_search_config,
                created_at = now()
            """
        ),
        {
            "model_id": spec.model_id,
            "dimension": spec.dimension,
            "prefix_hash": spec.prefix_hash,
            "cfg": spec.text_search_config,
        },
    )

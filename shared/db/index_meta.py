"""The embedding index metadata row: which model made the stored vectors.

On the first ingest the row is written and ``chunks.embedding`` becomes ``vector(<dim>)``. Any
later start with a different model, dimension or instruction-prefix hash fails fast with
``ReindexRequired``.

The HNSW index (cosine metric, ``vector_cosine_ops``) is built by ``ensure_vector_index`` *after*
the first ingest (or a reindex) has written its rows, in the same transaction: one in-memory
build over the loaded rows costs far less Postgres CPU than inserting each row into the graph
(SciFact's 22,471 MiniLM vectors: a 4.3 s build vs 32 s of inserts, ``benchmarks/ingest_stages.py``;
end to end, ``benchmarks/ingest.py`` 0.92 on a fresh store vs 0.79 with ``--into-existing``).
Later ingests insert into the index.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.errors import ReindexRequired

HNSW_M = 16
HNSW_EF_CONSTRUCTION = 64
VECTOR_INDEX = "ix_chunks_embedding_hnsw"


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
        return (
            "Embedding instruction prefixes changed (FOOTNOTE_EMBEDDING_QUERY_PREFIX or "
            "FOOTNOTE_EMBEDDING_DOC_PREFIX); reindex required (footnote reindex)"
        )
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
    """Write the row and fix the vector column on first use; otherwise just check it.

    Only the first use locks (until its commit), so concurrent first ingests declare the model
    once; later ingests of different tenants do not wait for each other here."""
    stored = read_meta(session=session)
    if stored is None:
        session.execute(text("LOCK TABLE index_meta IN EXCLUSIVE MODE"))
        stored = read_meta(session=session)  # another first ingest may have committed meanwhile
    if stored is None:
        set_meta(session=session, spec=wanted)
        return
    message = mismatch_message(stored, wanted)
    if message:
        raise ReindexRequired(message)


def set_meta(*, session: Session, spec: EmbeddingSpec) -> None:
    """(Re)declare the model: column type and the row. Clears old vectors if the dimension
    changes; callers re-embed afterwards (``footnote reindex``) and then ``ensure_vector_index``.
    Whenever the vectors will be rewritten (new model, dimension or prefixes) the HNSW index is
    dropped here, to be built once over the new vectors."""
    stored = read_meta(session=session)
    if stored is None or (stored.model_id, stored.dimension, stored.prefix_hash) != (
        spec.model_id, spec.dimension, spec.prefix_hash
    ):
        session.execute(text(f"DROP INDEX IF EXISTS {VECTOR_INDEX}"))
    if stored is None or stored.dimension != spec.dimension:
        session.execute(text("UPDATE chunks SET embedding = NULL WHERE embedding IS NOT NULL"))
        session.execute(text("DELETE FROM embedding_cache"))
        session.execute(text(f"ALTER TABLE chunks ALTER COLUMN embedding TYPE vector({int(spec.dimension)})"))
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


def vector_index_exists(*, session: Session) -> bool:
    return session.execute(text("SELECT to_regclass(:name)"), {"name": VECTOR_INDEX}).scalar() is not None


def ensure_vector_index(*, session: Session, build_memory_mb: int = 512) -> bool:
    """Build the HNSW index if it is missing (after a first ingest or a reindex wrote its rows).
    ``build_memory_mb`` is the transaction's ``maintenance_work_mem``: while the graph fits, the
    build runs in memory. Returns whether it built. Blocks other writers to ``chunks`` (not
    readers) until the caller commits; the build is one-off per deployment and per reindex."""
    if vector_index_exists(session=session):
        return False
    session.execute(text("SELECT set_config('maintenance_work_mem', :m, true)"), {"m": f"{int(build_memory_mb)}MB"})
    session.execute(
        text(
            f"CREATE INDEX IF NOT EXISTS {VECTOR_INDEX} ON chunks USING hnsw (embedding vector_cosine_ops) "
            f"WITH (m = {HNSW_M}, ef_construction = {HNSW_EF_CONSTRUCTION})"
        )
    )
    return True

"""Re-embed (and re-tokenize) stored chunks with the configured model: ``footnote reindex``.

The embedding model is one per deployment (one vector column, one HNSW index). If the
configured model differs from the recorded one, every tenant's chunks are re-embedded and the
metadata row is updated; otherwise only the named tenant is refreshed.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.config import Settings
from footnote.shared.db.index_meta import ensure_vector_index, mismatch_message, read_meta, set_meta
from footnote.shared.db.tenants import bump_corpus_version
from footnote.shared.embeddings.base import Embedder
from footnote.shared.embeddings.cache import embed_documents_cached
from footnote.shared.ingestion.anchors_backfill import backfill_anchors
from footnote.shared.ingestion.pipeline import Progress, embedding_spec, lock_tenant
from footnote.shared.retrieval.bm25_stats import CHUNK_TSV_SQL, DOC_LEN_SQL, rebuild_tenant_stats

_SLAB = 4096


def reindex(
    *, session: Session, tenant_id: str, embedder: Embedder, settings: Settings, progress: Progress | None = None
) -> dict[str, Any]:
    wanted = embedding_spec(embedder, settings)
    stored = read_meta(session=session)
    reason = mismatch_message(stored, wanted) if stored else None
    if reason or stored is None:
        set_meta(session=session, spec=wanted)
        tenants = [r[0] for r in session.execute(text("SELECT DISTINCT tenant_id FROM chunks ORDER BY 1"))]
    else:
        tenants = [tenant_id]
    total = 0
    for t in tenants:
        lock_tenant(session=session, tenant_id=t)
        total += _reembed_tenant(session=session, tenant_id=t, embedder=embedder, settings=settings, progress=progress)
        retokenize_tenant(session=session, tenant_id=t, ts_config=settings.text_search_config)
        backfill_anchors(session=session, tenant_id=t)
        bump_corpus_version(session=session, tenant_id=t)
    ensure_vector_index(session=session, build_memory_mb=settings.hnsw_build_memory_mb)
    return {"tenants": tenants, "chunks": total, "reason": reason or "refresh", "model": embedder.model_id}


def _reembed_tenant(
    *, session: Session, tenant_id: str, embedder: Embedder, settings: Settings, progress: Progress | None
) -> int:
    rows = session.execute(
        text("SELECT id, embed_text FROM chunks WHERE tenant_id = :t ORDER BY id"), {"t": tenant_id}
    ).all()
    if progress:
        progress.start(len(rows), f"re-embedding {tenant_id}")
    raw = session.connection().connection.driver_connection
    for start in range(0, len(rows), _SLAB):
        part = rows[start : start + _SLAB]
        vectors = embed_documents_cached(
            session=session,
            embedder=embedder,
            texts=[r.embed_text for r in part],
            use_cache=settings.embedding_cache,
            progress=progress.advance if progress else None,
        )
        with raw.cursor() as cur:
            cur.execute("CREATE TEMP TABLE IF NOT EXISTS reembed_stage (id bigint, e vector) ON COMMIT DROP")
            cur.execute("TRUNCATE reembed_stage")
            with cur.copy("COPY reembed_stage (id, e) FROM STDIN WITH (FORMAT BINARY)") as cp:
                cp.set_types(["int8", "vector"])
                for r, v in zip(part, vectors, strict=True):
                    cp.write_row((r.id, v))
            cur.execute("UPDATE chunks c SET embedding = s.e FROM reembed_stage s WHERE c.id = s.id")
    return len(rows)


def retokenize_tenant(*, session: Session, tenant_id: str, ts_config: str) -> None:
    """Recompute tsvectors and rebuild the tenant's BM25 statistics (terms, postings, corpus)."""
    params = {"t": tenant_id, "ts_config": ts_config}
    session.execute(
        text(f"UPDATE chunks s SET tsv = {CHUNK_TSV_SQL}, doc_len = {DOC_LEN_SQL} WHERE s.tenant_id = :t"), params
    )
    rebuild_tenant_stats(session=session, tenant_id=tenant_id)

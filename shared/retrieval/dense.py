"""Dense side: pgvector nearest neighbours by **cosine distance** (``<=>``), HNSW index
``ix_chunks_embedding_hnsw`` built with ``vector_cosine_ops`` (shared/db/index_meta.py).

The metric is locked: embeddings are L2-normalised and every similarity this module reports
is ``similarity = 1 - cosine_distance`` (1 = same direction, 0 = orthogonal).

Filtered search. pgvector 0.6 has no iterative index scan: HNSW produces ``hnsw.ef_search``
candidates and the ``WHERE`` clause is applied *afterwards*, so a selective filter (another
tenant's rows, one composer's tag, one source) silently returns fewer than ``limit`` rows.
``dense_search`` therefore:

1. counts the filtered rows up to ``exact_max_rows`` (``keyword.count_filtered``: a
   ``LIMIT``-capped count served by the btree ``(tenant_id, granularity)``, the covering
   ``ix_chunks_tenant_id_filters`` or the GIN ``tags`` index; the caller may pass it in). It counts
   chunks without a vector too (a reindex in progress): an over-count only means the HNSW
   path, which still ends in the exact scan when HNSW comes back short;
2. if the filtered set is that small, ranks it exactly (a ``MATERIALIZED`` CTE so the planner
   cannot take the HNSW index) -- exact and cheap for a few thousand rows;
3. otherwise uses HNSW with ``hnsw.ef_search = max(ef_search, limit)``, raised when a tag,
   source-type or source filter applies: the index holds every tenant's rows, so a filter that
   keeps a fraction f of them leaves about ``f * ef`` survivors, and ef starts at
   ``1.5 * limit / f`` with f the planner's estimate (``estimate_fraction``: its statistics of
   tags and columns, no rows read; ``FILTERED_EF_FACTOR`` times ef without one) -- and, if that
   still returns fewer than
   ``limit`` rows, retries with ``ef_search`` scaled by the survivors it saw (at least 2x;
   pgvector's maximum is 1000) and finally falls back to the exact scan. ``ef_search`` is set
   with ``set_config(..., true)``, i.e. ``SET LOCAL``: it ends with the caller's transaction.

The strategy taken is returned so ``retrieval_debug`` can show it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.retrieval.fusion import Candidate
from footnote.shared.retrieval.keyword import FILTER_SQL, count_filtered, filter_params
from footnote.shared.retrieval.types import SearchFilters

METRIC = "cosine"
SIMILARITY_LABEL = "1 - cosine_distance"
EXACT_MAX_ROWS = 5000
HNSW_MAX_EF_SEARCH = 1000
FILTERED_EF_FACTOR = 2  # 20% of a tenant: ~2 * limit survivors from the first pass

HNSW_SQL = text(
    """
SELECT ch.id, 1 - (ch.embedding <=> :embedding) AS similarity
FROM chunks ch
WHERE ch.embedding IS NOT NULL AND """
    + FILTER_SQL
    + """
ORDER BY ch.embedding <=> :embedding
LIMIT :limit
"""
)

EXACT_SQL = text(
    """
WITH filtered AS MATERIALIZED (
    SELECT ch.id, ch.embedding
    FROM chunks ch
    WHERE ch.embedding IS NOT NULL AND """
    + FILTER_SQL
    + """
)
SELECT id, 1 - (embedding <=> :embedding) AS similarity
FROM filtered
ORDER BY embedding <=> :embedding, id
LIMIT :limit
"""
)

SET_EF_SQL = text("SELECT set_config('hnsw.ef_search', :ef, true)")

# The planner's row estimate for the filter (statistics only: nothing is read) and the table's size.
ESTIMATE_SQL = text("EXPLAIN (FORMAT JSON) SELECT 1 FROM chunks ch WHERE ch.embedding IS NOT NULL AND " + FILTER_SQL)
TABLE_ROWS_SQL = text("SELECT reltuples FROM pg_class WHERE oid = CAST('chunks' AS regclass)")


def estimate_fraction(*, session: Session, params: dict[str, object]) -> float | None:
    """The planner's estimate of the fraction of all chunks (every tenant: what the HNSW index
    holds) passing the filters in ``params``; None before the table has statistics."""
    total = session.execute(TABLE_ROWS_SQL).scalar()
    if not total or total <= 0:
        return None
    plan = session.execute(ESTIMATE_SQL, params).scalar()
    rows = float(plan[0]["Plan"]["Plan Rows"])
    return min(1.0, max(rows, 1.0) / float(total))


@dataclass(frozen=True)
class DenseResult:
    candidates: list[Candidate]
    strategy: str  # "exact" | "hnsw" | "hnsw+ef<N>" | "hnsw->exact"
    ef_search: int | None
    filtered_rows_capped: int


def _run(session: Session, sql, params: dict[str, object]) -> list[Candidate]:  # type: ignore[no-untyped-def]
    rows = session.execute(sql, params).all()
    return [Candidate(chunk_id=int(r.id), score=float(r.similarity)) for r in rows]


def dense_search(
    *,
    session: Session,
    tenant_id: str,
    embedding: np.ndarray,
    limit: int,
    filters: SearchFilters,
    ef_search: int = 100,
    exact_max_rows: int = EXACT_MAX_ROWS,
    filtered_rows: int | None = None,
    fraction: float | None = None,
) -> DenseResult:
    """Top ``limit`` chunks by cosine similarity, best first; never silently short.
    ``filtered_rows``: the caller's count of chunks passing ``filters``, capped at ``exact_max_rows``.
    ``fraction``: the caller's ``estimate_fraction`` for ``filters`` (estimated here if needed)."""
    params = {
        **filter_params(tenant_id=tenant_id, filters=filters),
        "embedding": np.asarray(embedding, dtype=np.float32),
        "limit": limit,
    }
    n = filtered_rows
    if n is None:
        n = count_filtered(session=session, params=params, cap=exact_max_rows)
    if n < exact_max_rows:
        return DenseResult(_run(session, EXACT_SQL, params), "exact", None, n)
    ef = max(ef_search, limit)
    if filters.tags or filters.source_types or filters.source_ids:
        if fraction is None:
            fraction = estimate_fraction(session=session, params=params)
        ef = max(ef, math.ceil(1.5 * limit / fraction)) if fraction else ef * FILTERED_EF_FACTOR
    ef = min(ef, HNSW_MAX_EF_SEARCH)
    session.execute(SET_EF_SQL, {"ef": str(ef)})
    found = _run(session, HNSW_SQL, params)
    strategy = "hnsw"
    while len(found) < limit and ef < HNSW_MAX_EF_SEARCH:
        # survivors per candidate estimate the filter's selectivity: aim at 1.5x limit survivors
        ef = min(max(2 * ef, math.ceil(1.5 * ef * limit / max(len(found), 1))), HNSW_MAX_EF_SEARCH)
        session.execute(SET_EF_SQL, {"ef": str(ef)})
        found = _run(session, HNSW_SQL, params)
        strategy = f"hnsw+ef{ef}"
    if len(found) < limit:
        found = _run(session, EXACT_SQL, params)
        strategy = "hnsw->exact"
    return DenseResult(found, strategy, ef, n)

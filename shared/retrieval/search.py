"""Hybrid search: the orchestration (I/O rim) around the pure fusion and post-processing.

    query -> [query embedding (cached)] -> keyword top-N (BM25, keyword.py)
                                        -> dense top-N (pgvector cosine, dense.py)
          -> fuse (fusion.py) -> fetch rows -> threshold, diversity, transcript overlap,
             top_k, chronological order (postprocess.py) -> adjacent-chunk window
          -> SearchResult(hits, context_hits, retrieval_debug)

N = ``max(settings.fusion_candidates, k)``. The caller owns the session and its transaction;
this module only reads (plus ``SET LOCAL`` of planner settings, scoped to the transaction).

Both sides at once. With ``side_session`` (a factory of read sessions, e.g. ``Runtime.session``)
and ``settings.retrieval_parallel_sides``, the dense side runs on its own connection in a
thread while the keyword side runs on the caller's, so the wait is the slower side, not the
sum (two Postgres backends, two cores). Only for callers whose transaction has no uncommitted
chunk writes: the side session sees committed rows only.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager
from dataclasses import asdict, replace
from typing import Any

import numpy as np
from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.config import Settings
from footnote.shared.db.tenants import CORPUS_VERSION_SQL
from footnote.shared.embeddings.base import Embedder
from footnote.shared.errors import ValidationError
from footnote.shared.retrieval import postprocess as pp
from footnote.shared.retrieval.cache import ProcessLRU, RetrievalCache, request_key
from footnote.shared.retrieval.dense import EXACT_MAX_ROWS, METRIC, SIMILARITY_LABEL, dense_search, estimate_fraction
from footnote.shared.retrieval.fusion import FUSION_METHODS, fuse
from footnote.shared.retrieval.index_check import check_index
from footnote.shared.retrieval.keyword import count_filtered, filter_params, keyword_search
from footnote.shared.retrieval.rows import FETCH_NEIGHBOURS_SQL, fetch_hits, hit_from_row, with_boxes
from footnote.shared.retrieval.types import Hit, SearchFilters, SearchResult

SessionFactory = Callable[[], AbstractContextManager[Session]]


class _SidePool:
    """Threads for the dense side, created on first use and forgotten in a forked child (a
    prefork worker must not inherit a pool whose threads did not survive the fork)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pool: ThreadPoolExecutor | None = None
        os.register_at_fork(after_in_child=self._forget)

    def _forget(self) -> None:
        self._lock = threading.Lock()
        self._pool = None

    def get(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=16, thread_name_prefix="dense-side")
            return self._pool


_SIDES = _SidePool()
# (tenant, corpus_version, filters, cap) -> (filtered chunks counted up to cap, the planner's
# estimate of the index fraction when over cap): a repeated filter (one school's books, one
# composer) is counted once per corpus version, not once per query
_FILTER_COUNTS = ProcessLRU(maxsize=4096)




def _ms(t0: float) -> float:
    return round((time.perf_counter() - t0) * 1000, 2)


def _validate(k: int, settings: Settings) -> None:
    if k < 1:
        raise ValidationError("k", f"k ({k}) must be at least 1")
    if settings.fusion not in FUSION_METHODS:
        raise ValidationError("fusion", f"{settings.fusion!r} is not one of {', '.join(FUSION_METHODS)}")


def embed_query(*, query: str, embedder: Embedder, cache: RetrievalCache | None) -> tuple[np.ndarray, bool]:
    from footnote.shared.embeddings.cache import model_key

    key = model_key(embedder)
    if cache is not None:
        found = cache.get_embedding(key, query)
        if found is not None and found.shape == (embedder.dimension,):
            return found, True
    vec = np.asarray(embedder.embed_query(query), dtype=np.float32)
    if cache is not None:
        cache.put_embedding(key, query, vec)
    return vec, False


def search(
    *,
    session: Session,
    tenant_id: str,
    query: str,
    k: int | None,
    filters: SearchFilters,
    settings: Settings,
    embedder: Embedder,
    cache: RetrievalCache | None = None,
    debug: bool = True,
    chronological: bool = False,
    query_embedding: np.ndarray | None = None,
    side_session: SessionFactory | None = None,
) -> SearchResult:
    """Hybrid search over one tenant's chunks. ``k`` None -> ``settings.top_k``.

    ``chronological`` groups video hits by video in time order. ``query_embedding`` lets a
    caller that already embedded the query (evaluation, benchmarks) skip the embedder.
    ``side_session`` lets the dense side run beside the keyword side (module docstring).
    ``debug=False`` drops the per-item ``dropped`` list from ``retrieval_debug`` (counts stay).
    """
    t_total = time.perf_counter()
    top_k = settings.top_k if k is None else int(k)
    _validate(top_k, settings)
    check_index(session, embedder, settings)  # vectors made by another model: fail, never rank by them
    n_cand = max(settings.fusion_candidates, top_k)
    timings: dict[str, float] = {}

    cache_state = "off"
    key = None
    version = None
    if cache is not None:
        t0 = time.perf_counter()
        version = session.execute(CORPUS_VERSION_SQL, {"tenant_id": tenant_id}).scalar()
        key = request_key(
            tenant_id=tenant_id,
            corpus_version=int(version or 0),
            request={
                "query": query, "k": top_k, "filters": asdict(filters), "chronological": chronological,
                "debug": debug, "model": embedder.model_id, "settings": _retrieval_settings(settings),
            },
        )
        cached = cache.get_result(key)
        timings["cache_lookup"] = _ms(t0)
        if cached is not None:
            dbg = {**cached.retrieval_debug, "cache": "hit", "timings_ms": {**timings, "total": _ms(t_total)}}
            return replace(cached, retrieval_debug=dbg)
        cache_state = "miss"

    t0 = time.perf_counter()
    emb_cached = query_embedding is not None
    if query_embedding is None:
        query_embedding, emb_cached = embed_query(query=query, embedder=embedder, cache=cache)
    timings["embed"] = _ms(t0)

    session.execute(text("SELECT set_config('plan_cache_mode', 'force_custom_plan', true)"))
    # one count of the chunks passing a tag/source filter serves both sides' plan choices
    # The count only steers plan choices (exact vs HNSW, restrict vs probe); results never depend on it.
    filtered_rows = None
    fraction = None
    count_cached = False
    if filters.tags or filters.source_types or filters.source_ids:
        t0 = time.perf_counter()
        if version is None:
            version = session.execute(CORPUS_VERSION_SQL, {"tenant_id": tenant_id}).scalar()
        count_key = (tenant_id, int(version or 0), filters, EXACT_MAX_ROWS)
        known = _FILTER_COUNTS.get(count_key)
        count_cached = known is not None
        if known is None:
            params = filter_params(tenant_id=tenant_id, filters=filters)
            n = count_filtered(session=session, params=params, cap=EXACT_MAX_ROWS)
            known = (n, None if n < EXACT_MAX_ROWS else estimate_fraction(session=session, params=params))
            _FILTER_COUNTS.put(count_key, known)
        filtered_rows, fraction = known
        timings["filter_count"] = _ms(t0)
    def dense_side(on: Session) -> tuple[Any, float]:
        t = time.perf_counter()
        if on is not session:
            on.execute(text("SELECT set_config('plan_cache_mode', 'force_custom_plan', true)"))
        found = dense_search(
            session=on, tenant_id=tenant_id, embedding=query_embedding, limit=n_cand, filters=filters,
            ef_search=settings.hnsw_ef_search, filtered_rows=filtered_rows, fraction=fraction,
        )
        return found, _ms(t)

    def dense_beside() -> tuple[Any, float]:
        assert side_session is not None
        with side_session() as side:
            return dense_side(side)

    t_sides = time.perf_counter()
    beside = _SIDES.get().submit(dense_beside) if side_session and settings.retrieval_parallel_sides else None
    t0 = time.perf_counter()
    kw = keyword_search(
        session=session, tenant_id=tenant_id, query=query, limit=n_cand, filters=filters,
        k1=settings.bm25_k1, b=settings.bm25_b, config=settings.text_search_config, filtered_rows=filtered_rows,
    )
    timings["keyword"] = _ms(t0)
    dense, timings["dense"] = beside.result() if beside is not None else dense_side(session)
    timings["sides"] = _ms(t_sides)  # wall time of both sides (their max when run beside each other)

    t0 = time.perf_counter()
    fused = fuse(
        kw, dense.candidates, method=settings.fusion, rrf_k=settings.rrf_k,
        keyword_weight=settings.keyword_weight, dense_weight=settings.dense_weight, candidates=n_cand,
    )
    timings["fuse"] = _ms(t0)

    # Fetch fused chunks in rank order, a batch at a time, until top_k survive post-processing
    # (threshold, diversity, transcript overlap) or the fused list is exhausted.
    fetch_ms = post_ms = 0.0
    hits: list[Hit] = []
    kept: list[Hit] = []
    dropped_t: list[pp.Dropped] = []
    dropped_d: list[pp.Dropped] = []
    dropped_o: list[pp.Dropped] = []
    dropped_f: list[pp.Dropped] = []
    batch = max(2 * top_k, 10)
    pos = 0
    while pos < len(fused) and (pos == 0 or len(kept) < top_k):
        t0 = time.perf_counter()
        hits.extend(
            fetch_hits(session=session, tenant_id=tenant_id, fused=fused[pos : pos + batch],
                       query_embedding=query_embedding)
        )
        pos += batch
        batch *= 2
        fetch_ms += time.perf_counter() - t0
        t0 = time.perf_counter()
        kept, dropped_t = pp.apply_threshold(hits, settings.min_similarity)
        kept, dropped_d = pp.diversify(kept, near_duplicate(settings, embedder))
        kept, dropped_f = pp.fuse_facets(kept, settings.rrf_k)
        kept, dropped_o = pp.drop_transcript_overlaps(kept, settings.transcript_overlap_ratio)
        post_ms += time.perf_counter() - t0
    timings["fetch"] = round(fetch_ms * 1000, 2)
    t0 = time.perf_counter()
    n_filtered = len(kept)
    final = kept[:top_k]
    if chronological:
        final = pp.order_chronologically(final)
    timings["postprocess"] = round(post_ms * 1000 + (time.perf_counter() - t0) * 1000, 2)

    t0 = time.perf_counter()
    context: list[Hit] = []
    window = settings.retrieval_window
    if window > 0 and final:
        ranges = pp.window_ranges(final, window)
        nrows = session.execute(
            FETCH_NEIGHBOURS_SQL,
            {
                "tenant_id": tenant_id,
                "source_ids": [w.source_id for w in ranges],
                "granularities": [w.granularity for w in ranges],
                "los": [w.lo for w in ranges],
                "his": [w.hi for w in ranges],
            },
        ).all()
        final, context = pp.select_context(final, [hit_from_row(r) for r in nrows], window, settings.max_context_chunks)
    timings["expand"] = _ms(t0)
    t0 = time.perf_counter()
    boxed = with_boxes(session, tenant_id, [*final, *context])  # one read for the hits and their window
    final, context = boxed[: len(final)], boxed[len(final):]
    timings["boxes"] = _ms(t0)
    between_hits = pp.mean_pairwise_cosine(final)  # the collapse signal, while the embeddings are here
    final = [replace(h, embedding=None) for h in final]
    timings["total"] = _ms(t_total)

    dropped = [*dropped_t, *dropped_d, *dropped_f, *dropped_o]
    retrieval_debug: dict[str, Any] = {
        "top_k": top_k,
        "window": window,
        "min_similarity": settings.min_similarity,
        "similarity_metric": f"{METRIC}: similarity = {SIMILARITY_LABEL}",
        "fusion": {
            "method": settings.fusion, "rrf_k": settings.rrf_k, "candidates_per_side": n_cand,
            "keyword_weight": settings.keyword_weight, "dense_weight": settings.dense_weight,
        },
        "bm25": {"k1": settings.bm25_k1, "b": settings.bm25_b, "text_search_config": settings.text_search_config},
        "dense_strategy": {"strategy": dense.strategy, "ef_search": dense.ef_search},
        "filtered_rows": None if filtered_rows is None else {
            "counted_up_to": EXACT_MAX_ROWS, "rows": filtered_rows, "cached": count_cached,
            "index_fraction_estimate": fraction,
        },
        "diversity_threshold": near_duplicate(settings, embedder),
        "counts": {
            "keyword_hits": len(kw),
            "dense_hits": len(dense.candidates),
            "fused": len(fused),
            "fetched": len(hits),
            "dropped_threshold": len(dropped_t),
            "dropped_diversity": len(dropped_d),
            "folded_facets": len(dropped_f),
            "dropped_transcript_overlap": len(dropped_o),
            "filtered": n_filtered,
            "final": len(final),
            "expanded": len(context),
        },
        "similarity": {**pp.similarity_stats(final), "between_hits": between_hits},
        "timings_ms": timings,
        "cache": cache_state,
        "query_embedding_cached": emb_cached,
    }
    if debug:
        retrieval_debug["dropped"] = [d.to_dict() for d in dropped]
    result = SearchResult(hits=tuple(final), retrieval_debug=retrieval_debug, context_hits=tuple(context))
    if cache is not None and key is not None:
        cache.put_result(key, result)
    return result


def near_duplicate(settings: Settings, embedder: Embedder) -> float:
    """The diversity filter's cosine: the setting, else the embedder's own (its cosines' scale)."""
    return settings.diversity_threshold if settings.diversity_threshold is not None else embedder.near_duplicate


def _retrieval_settings(settings: Settings) -> dict[str, Any]:
    names: Sequence[str] = (
        "bm25_k1", "bm25_b", "fusion", "rrf_k", "fusion_candidates", "keyword_weight", "dense_weight",
        "min_similarity", "retrieval_window", "max_context_chunks", "diversity_threshold",
        "transcript_overlap_ratio", "hnsw_ef_search", "text_search_config",
    )
    return {n: getattr(settings, n) for n in names}

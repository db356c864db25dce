"""Retrieval quality on a tenant's own library, measured where it is: the ``evaluate_library`` job.

``footnote eval CORPUS --synthetic`` measures a BEIR folder in a scratch tenant. A school or a
studio wants the same answer about the library its students are cited from, without exporting
it: this runs the synthetic queries (``footnote.shared.evaluation.synthetic``: one sentence per
sampled passage at the ``exact``, ``light`` and ``heavy`` levels) against the tenant's own chunks
through the product's keyword, dense and hybrid search. A passage is found when a hit is that
passage, or another passage holding the same sentence (a source ingested twice).

Nothing is written: the tenant's sources, chunks and statistics are only read.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import numpy as np
from sqlalchemy import text

from footnote.shared.config import Settings
from footnote.shared.errors import InputError
from footnote.shared.evaluation import synthetic as syn
from footnote.shared.evaluation.beir import BeirData, BeirDoc
from footnote.shared.retrieval.dense import dense_search
from footnote.shared.retrieval.keyword import keyword_search
from footnote.shared.retrieval.metrics import dedupe
from footnote.shared.retrieval.types import SearchFilters

DEPTH = 10  # Recall@10 and MRR@10 are what the report gives
PROGRESS_EVERY = 10  # queries between progress reports
Progress = Callable[[float, str], None]


def library_docs(session: Any, tenant_id: str) -> tuple[list[BeirDoc], str]:
    """The tenant's passages as documents (the granularity citations quote from), or its sentence
    chunks when it has no passages; and which granularity that is."""
    rows = session.execute(
        text(
            "SELECT ch.chunk_uid, ch.granularity, ch.text, so.title FROM chunks ch "
            "JOIN sources so ON so.id = ch.source_id WHERE ch.tenant_id = :t ORDER BY ch.id"
        ),
        {"t": tenant_id},
    ).all()
    if not rows:
        raise InputError(
            "the library has no sources to evaluate: add sources first (footnote ingest, or POST /v1/sources)"
        )
    granularity = "passage" if any(r.granularity == "passage" for r in rows) else "sentence"
    docs = [BeirDoc(r.chunk_uid, (r.title or "").strip(), r.text.strip())
            for r in rows if r.granularity == granularity and r.text.strip()]
    return docs, granularity


def _found(ranking: list[str], target: str, sentence: str, texts: dict[str, str]) -> list[str]:
    """The ranking with any passage that holds the query's sentence counted as the target."""
    return dedupe([target if uid == target or sentence in texts.get(uid, "") else uid for uid in ranking])


def evaluate_library(
    *,
    sessions: Callable[[], Any],
    tenant_id: str,
    settings: Settings,
    embedder: Any,
    sample: int,
    progress: Progress | None = None,
    generator: Any | None = None,
) -> dict[str, Any]:
    """Recall@1/5/10 and MRR@10 per level (hybrid, with every mode under ``by_mode``), the shape
    ``footnote eval --synthetic --json`` prints. ``progress(share, stage)`` every
    ``PROGRESS_EVERY`` queries; ``generator``: an LLM writes the light and heavy queries."""
    from footnote.shared.evaluation.runs import llm_paraphrases
    from footnote.shared.retrieval.search import search

    say = progress or (lambda share, stage: None)
    t0 = time.perf_counter()
    with sessions() as s:
        docs, granularity = library_docs(s, tenant_id)
        ids = dict(s.execute(text("SELECT id, chunk_uid FROM chunks WHERE tenant_id = :t"), {"t": tenant_id}).all())
    if not docs:
        raise InputError("the library's sources have no text to make queries from")
    data = BeirData(tuple(docs), {}, {}, fingerprint="")
    queries = syn.make_queries(data, sample)
    if not queries:
        raise InputError(
            f"no sampled passage has a sentence of {syn.MIN_CONTENT_WORDS} or more content words to make a query "
            "from; nothing to evaluate"
        )
    texts = {d.doc_id: d.text for d in docs}
    queries, paraphraser = llm_paraphrases(queries, generator, texts, lambda line: say(0.02, line))
    say(0.05, f"{len(queries)} queries from {min(sample, len(docs))} sampled passages")
    vectors = embedder.embed_queries([q.text for q in queries])
    filters = SearchFilters(granularity=granularity)
    flat = settings.model_copy(update={"retrieval_window": 0})  # a hit is one passage, as it was stored
    runs: dict[str, dict[str, list[str]]] = {"keyword": {}, "dense": {}, "hybrid": {}}
    t1 = time.perf_counter()
    for n, (q, vec) in enumerate(zip(queries, vectors, strict=True), 1):
        vec = np.asarray(vec, dtype=np.float32)
        with sessions() as s:
            kw = keyword_search(session=s, tenant_id=tenant_id, query=q.text, limit=DEPTH * 3, filters=filters,
                                k1=settings.bm25_k1, b=settings.bm25_b, config=settings.text_search_config)
            de = dense_search(session=s, tenant_id=tenant_id, embedding=vec, limit=DEPTH * 3, filters=filters,
                              ef_search=settings.hnsw_ef_search)
            hy = search(session=s, tenant_id=tenant_id, query=q.text, k=DEPTH, filters=filters, settings=flat,
                        embedder=embedder, cache=None, debug=False, query_embedding=vec)
        rankings = {
            "keyword": [ids[c.chunk_id] for c in kw if c.chunk_id in ids],
            "dense": [ids[c.chunk_id] for c in de.candidates if c.chunk_id in ids],
            "hybrid": [h.chunk_uid for h in hy.hits],
        }
        for mode, ranking in rankings.items():
            runs[mode][q.qid] = _found(ranking, q.doc_id, q.sentence, texts)[:DEPTH]
        if n % PROGRESS_EVERY == 0 or n == len(queries):
            say(0.05 + 0.9 * n / len(queries), f"searched {n}/{len(queries)} queries")
    by_level = syn.level_metrics(runs, queries)
    return {
        "levels": {lvl: {**modes["hybrid"], "by_mode": modes} for lvl, modes in by_level.items()},
        "examples": {lvl: next(({"passage": q.doc_id, "query": q.text, "sentence": q.sentence}
                                for q in queries if q.level == lvl), None) for lvl in syn.LEVELS},
        "meta": {
            "passages": len(docs), "granularity": granularity, "sampled_passages": min(sample, len(docs)),
            "n_queries": len(queries), "paraphraser": paraphraser, "embedding_model": embedder.model_id,
            "timings_s": {"make_queries": round(t1 - t0, 1), "queries": round(time.perf_counter() - t1, 1)},
        },
    }

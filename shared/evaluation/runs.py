"""``footnote eval``: retrieval quality on a BEIR-format folder, with baselines from the same run.

1. The corpus is ingested (passage granularity, one paragraph block per doc, a chunk size large
   enough that each doc is one chunk) into a scratch tenant named after the content hash, the
   embedding model and the text-search config -- an unchanged corpus is not ingested again.
2. Each query runs through the product's own code: ``keyword_search`` (BM25 in Postgres),
   ``dense_search`` (pgvector) and ``search`` (hybrid, with the configured fusion and
   post-processing). A doc is scored by its best chunk.
3. Baselines on the same docs and queries: ``bm25s`` (PyStemmer English, English stop words,
   the same k1/b) and exact cosine over numpy embeddings of the raw doc text ("dense_exact").
"""

from __future__ import annotations

import hashlib
import logging
import time
from array import array
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from sqlalchemy import text

from footnote.shared.config import Settings
from footnote.shared.embeddings.base import Embedder
from footnote.shared.evaluation.beir import BeirData, doc_id_of, doc_ids, texts_of, to_loaded
from footnote.shared.retrieval.dense import dense_search
from footnote.shared.retrieval.keyword import keyword_search
from footnote.shared.retrieval.metrics import Metrics, dedupe, evaluate
from footnote.shared.retrieval.types import SearchFilters

log = logging.getLogger(__name__)

MODES = ("keyword", "dense", "hybrid")
DEPTH = 100  # ranking depth per query (Recall@100)
# above this many docs the two baselines are left out unless asked for: bm25s holds every doc's
# tokens in Python lists and the exact baseline every doc's vector (1.2 GB at 100,000 docs)
BASELINE_MAX_DOCS = 50_000
INGEST_BATCH = 256
QUERY_BATCH = 100  # queries whose candidates are held before their documents are looked up
PASSAGE = SearchFilters(granularity="passage")


@dataclass
class EvalRuns:
    """Rankings of BEIR doc ids per query, per mode / baseline, plus raw candidate scores
    (chunk-level, for offline fusion studies; only with ``run_eval(keep_scores=True)``)."""

    runs: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    keyword_scores: dict[str, list[tuple[str, float]]] = field(default_factory=dict)
    dense_scores: dict[str, list[tuple[str, float]]] = field(default_factory=dict)
    timings_s: dict[str, float] = field(default_factory=dict)


def eval_settings(settings: Settings, data: BeirData) -> Settings:
    longest = max((len(d.text or d.title) for d in data.docs), default=0) + 1
    return settings.model_copy(
        update={
            "chunk_size_chars": max(settings.chunk_size_chars, longest),
            "max_merge_chars": max(settings.max_merge_chars, longest),
            "retrieval_window": 0,  # neighbours do not change the ranking
        }
    )


def scratch_tenant(data: BeirData, embedder: Embedder, settings: Settings) -> str:
    raw = "|".join(
        [data.fingerprint, embedder.model_id, embedder.prefix_hash, settings.text_search_config,
         str(settings.chunk_size_chars)]
    )
    return "eval-" + hashlib.sha256(raw.encode()).hexdigest()[:16]


def ensure_ingested(
    *, runtime: Any, data: BeirData, tenant_id: str, settings: Settings, say: Callable[[str], None]
) -> bool:
    """Ingest unless the tenant already holds every doc. Returns True if it ingested."""
    from footnote.shared.ingestion.pipeline import ingest_documents

    with runtime.session() as s:
        have = s.execute(text("SELECT count(*) FROM sources WHERE tenant_id = :t"), {"t": tenant_id}).scalar_one()
    if have == len(data.docs):
        return False
    started = time.perf_counter()
    for i in range(0, len(data.docs), INGEST_BATCH):
        batch = [to_loaded(d) for d in data.docs[i : i + INGEST_BATCH]]
        with runtime.session() as s:
            ingest_documents(
                session=s, tenant_id=tenant_id, documents=batch, embedder=runtime.embedder,
                settings=settings, granularities="passage",
            )
        say(f"ingested {min(i + INGEST_BATCH, len(data.docs))}/{len(data.docs)} docs "
            f"({time.perf_counter() - started:.0f}s)")
    return True


def _run_queries(
    s: Any, er: EvalRuns, qids: Sequence[str], *, data: BeirData, tenant_id: str, settings: Settings,
    embedder: Embedder, query_vecs: Mapping[str, np.ndarray], wanted: set[str], keep_scores: bool,
) -> None:
    """One batch of queries through each mode, into ``er``. The sides' chunk ids are kept until the
    batch ends and their documents looked up together, so memory follows the batch, not the corpus."""
    from footnote.shared.retrieval.search import search

    kw_hits: dict[str, tuple[array, array]] = {}  # (chunk ids, scores)
    de_hits: dict[str, tuple[array, array]] = {}
    hy_hits: dict[str, list[str]] = {}  # source ids
    for qid in qids:
        query = data.queries[qid]
        if {"keyword", "hybrid"} & wanted:
            kw = keyword_search(
                session=s, tenant_id=tenant_id, query=query, limit=DEPTH * 3, filters=PASSAGE,
                k1=settings.bm25_k1, b=settings.bm25_b, config=settings.text_search_config,
            )
            kw_hits[qid] = (array("q", [c.chunk_id for c in kw]), array("d", [c.score for c in kw]))
        if {"dense", "hybrid"} & wanted:
            de = dense_search(
                session=s, tenant_id=tenant_id, embedding=query_vecs[qid], limit=DEPTH * 3,
                filters=PASSAGE, ef_search=settings.hnsw_ef_search,
            ).candidates
            de_hits[qid] = (array("q", [c.chunk_id for c in de]), array("d", [c.score for c in de]))
        if "hybrid" in wanted:
            hy_hits[qid] = []
            for k in (10, DEPTH):  # the top 10 as a user gets them, then depth for recall
                res = search(
                    session=s, tenant_id=tenant_id, query=query, k=k, filters=PASSAGE, settings=settings,
                    embedder=embedder, cache=None, debug=False, query_embedding=query_vecs[qid],
                )
                hy_hits[qid].extend(h.source_id for h in res.hits)
    chunk_doc = _docs_of(s, "chunks", tenant_id, {c for side in (kw_hits, de_hits) for ids, _ in side.values()
                                                 for c in ids})
    source_doc = _docs_of(s, "sources", tenant_id, {x for v in hy_hits.values() for x in v})
    for mode, side, scores in (("keyword", kw_hits, er.keyword_scores), ("dense", de_hits, er.dense_scores)):
        for qid, (ids, values) in side.items():
            er.runs[mode][qid] = dedupe([chunk_doc[c] for c in ids])[:DEPTH]
            if keep_scores:
                scores[qid] = [(chunk_doc[c], v) for c, v in zip(ids, values, strict=True)]
    for qid, sources in hy_hits.items():
        er.runs["hybrid"][qid] = dedupe([source_doc[x] for x in sources])[:DEPTH]


def _docs_of(session: Any, table: str, tenant_id: str, ids: set) -> dict:
    """BEIR doc ids of the chunks (``table="chunks"``) or sources found, looked up together."""
    if not ids:
        return {}
    sql = ("SELECT ch.id, so.origin FROM chunks ch JOIN sources so ON so.id = ch.source_id "
           "WHERE ch.tenant_id = :t AND ch.id = ANY(:ids)") if table == "chunks" else (
           "SELECT id, origin FROM sources WHERE tenant_id = :t AND id = ANY(:ids)")
    rows = session.execute(text(sql), {"t": tenant_id, "ids": sorted(ids)}).all()
    return {r.id: doc_id_of(r.origin) for r in rows}


def bm25s_run(data: BeirData, qids: Sequence[str], *, k1: float, b: float, depth: int = DEPTH) -> dict[str, list[str]]:
    import bm25s
    import Stemmer

    logging.getLogger("bm25s").setLevel(logging.WARNING)
    stemmer = Stemmer.Stemmer("english")
    corpus_tokens = bm25s.tokenize(
        [d.full_text for d in data.docs], stopwords="en", stemmer=stemmer, show_progress=False
    )
    retriever = bm25s.BM25(k1=k1, b=b)
    retriever.index(corpus_tokens, show_progress=False)
    out: dict[str, list[str]] = {}
    k = min(depth, len(data.docs))
    ids = doc_ids(data.docs)
    for qid in qids:
        q_tokens = bm25s.tokenize([data.queries[qid]], stopwords="en", stemmer=stemmer, show_progress=False)
        if not q_tokens.ids[0]:
            out[qid] = []
            continue
        docs, scores = retriever.retrieve(q_tokens, k=k, show_progress=False, n_threads=1)
        out[qid] = [ids[int(j)] for j, s in zip(docs[0], scores[0], strict=True) if s > 0]
    return out


def doc_embeddings(*, data: BeirData, embedder: Embedder, cache_dir: Path) -> np.ndarray:
    """Embeddings of the raw doc texts for the exact baseline, cached on disk."""
    from footnote.shared.embeddings.cache import model_key

    path = cache_dir / f"{data.fingerprint[:16]}-{model_key(embedder)}.npy"
    if path.exists():
        arr = np.load(path)
        if arr.shape == (len(data.docs), embedder.dimension):
            return arr
    arr = embedder.embed_documents([d.full_text for d in data.docs]).astype(np.float32)
    cache_dir.mkdir(parents=True, exist_ok=True)
    np.save(path, arr)
    return arr


def exact_dense_run(
    data: BeirData, doc_vecs: np.ndarray, query_vecs: dict[str, np.ndarray], depth: int = DEPTH
) -> dict[str, list[str]]:
    out = {}
    ids = doc_ids(data.docs)
    for qid, qv in query_vecs.items():
        sims = doc_vecs @ qv
        order = np.lexsort((np.arange(len(sims)), -sims))[:depth]
        out[qid] = [ids[int(j)] for j in order]
    return out


def run_eval(
    *,
    runtime: Any,
    data: BeirData,
    settings: Settings,
    modes: Sequence[str] = MODES,
    say: Callable[[str], None] = log.info,
    baselines: bool | None = None,
    keep_scores: bool = False,
) -> tuple[dict[str, Any], EvalRuns]:
    """Returns ({"modes": {...}, "baselines": {...}, ...}, the runs behind it). ``baselines``:
    run bm25s and exact dense (None: when the corpus has at most ``BASELINE_MAX_DOCS`` docs).
    ``keep_scores``: keep each side's candidates with their scores too (for fusion studies).
    Memory grows with the queries (a few KB each), not with the corpus."""

    embedder = runtime.embedder
    settings = eval_settings(settings, data)
    tenant_id = scratch_tenant(data, embedder, settings)
    er = EvalRuns()
    t0 = time.perf_counter()
    ensure_ingested(runtime=runtime, data=data, tenant_id=tenant_id, settings=settings, say=say)
    er.timings_s["ingest"] = round(time.perf_counter() - t0, 1)

    qids = sorted(q for q in data.qrels if q in data.queries)
    t0 = time.perf_counter()
    qtexts = [data.queries[q] for q in qids]
    qmat = embedder.embed_queries(qtexts) if qids else np.zeros((0, 1))
    query_vecs = {q: np.asarray(qmat[i], dtype=np.float32) for i, q in enumerate(qids)}
    er.timings_s["embed_queries"] = round(time.perf_counter() - t0, 1)

    wanted = set(modes)
    t0 = time.perf_counter()
    er.runs = {"keyword": {}, "dense": {}, "hybrid": {}}
    with runtime.session() as s:
        for start in range(0, len(qids), QUERY_BATCH):
            _run_queries(s, er, qids[start : start + QUERY_BATCH], data=data, tenant_id=tenant_id, settings=settings,
                         embedder=embedder, query_vecs=query_vecs, wanted=wanted, keep_scores=keep_scores)
        n_chunks = s.execute(text("SELECT count(*) FROM chunks WHERE tenant_id = :t"), {"t": tenant_id}).scalar_one()
    er.timings_s["queries"] = round(time.perf_counter() - t0, 1)

    notes = []
    if baselines is None:
        baselines = len(data.docs) <= BASELINE_MAX_DOCS
        if not baselines:
            notes.append(f"baselines left out: {len(data.docs)} docs is over {BASELINE_MAX_DOCS} (their memory grows "
                         "with the corpus); pass --baselines to run them")
            say(notes[-1])
    if baselines:
        t0 = time.perf_counter()
        er.runs["bm25s"] = bm25s_run(data, qids, k1=settings.bm25_k1, b=settings.bm25_b)
        er.timings_s["bm25s"] = round(time.perf_counter() - t0, 1)
        t0 = time.perf_counter()
        doc_vecs = doc_embeddings(data=data, embedder=embedder, cache_dir=settings.home / "eval-cache")
        er.runs["dense_exact"] = exact_dense_run(data, doc_vecs, query_vecs)
        er.timings_s["dense_exact"] = round(time.perf_counter() - t0, 1)

    def metrics(name: str) -> Metrics:
        return evaluate(er.runs[name], data.qrels, qids)

    report = {
        "modes": {m: metrics(m).to_dict() for m in MODES if m in wanted},
        "baselines": {b: metrics(b).to_dict() for b in ("bm25s", "dense_exact") if b in er.runs},
        "notes": notes,
        "n_queries": len(qids),
        "n_docs": len(data.docs),
        "n_chunks": n_chunks,
        "tenant": tenant_id,
        "embedding_model": embedder.model_id,
        "settings": {
            "bm25_k1": settings.bm25_k1, "bm25_b": settings.bm25_b, "fusion": settings.fusion,
            "rrf_k": settings.rrf_k, "fusion_candidates": settings.fusion_candidates,
            "keyword_weight": settings.keyword_weight, "dense_weight": settings.dense_weight,
        },
        "timings_s": er.timings_s,
    }
    return report, er


def llm_paraphrases(
    queries: list[Any], generator: Any | None, texts: Mapping[str, str], say: Callable[[str], None]
) -> tuple[list[Any], str]:
    """The light and heavy queries rewritten by an LLM generator (not the extractive one), where
    its reply is usable (``synthetic.with_generated``); and a line saying who paraphrased."""
    from footnote.shared.evaluation import synthetic as syn

    if generator is None or getattr(generator, "extractive", True):
        return queries, "deterministic"
    from footnote.shared.generation.generators.base import GenerationRequest

    todo = [q for q in queries if q.level in syn.PROMPTS]
    say(f"asking {generator.name} for {len(todo)} paraphrases")
    replies = generator.generate([
        GenerationRequest(kind="synthetic_query", prompt=syn.PROMPTS[q.level].format(s=q.sentence),
                          max_tokens=80, temperature=0.0)
        for q in todo
    ])
    written = syn.with_generated(queries, {q.qid: r.text for q, r in zip(todo, replies, strict=True)}, texts)
    changed = sum(1 for a, b in zip(queries, written, strict=True) if a.text != b.text)
    model = generator.model or generator.name
    return written, f"llm:{model} ({changed} of {len(todo)} paraphrases; the rest deterministic)"


def run_synthetic(
    *,
    runtime: Any,
    data: BeirData,
    settings: Settings,
    sample: int,
    generator: Any | None = None,
    say: Callable[[str], None] = log.info,
    baselines: bool | None = None,
) -> dict[str, Any]:
    """``footnote eval --synthetic``: queries made from the corpus itself (``footnote.shared.evaluation.
    synthetic``), run through every mode; Recall@1/5/10 and MRR per level. ``generator``: an LLM
    (not extractive) writes the light and heavy paraphrases."""
    from footnote.shared.evaluation import synthetic as syn

    t0 = time.perf_counter()
    queries = syn.make_queries(data, sample)
    if not queries:
        from footnote.shared.errors import InputError

        raise InputError(
            f"no sampled document has a sentence of {syn.MIN_CONTENT_WORDS} or more content words (and at most "
            f"{syn.MAX_SENTENCE_CHARS} characters) to make a query from; nothing to evaluate"
        )
    queries, source = llm_paraphrases(queries, generator, texts_of(data.docs, {q.doc_id for q in queries}), say)
    made_s = time.perf_counter() - t0
    say(f"{len(queries)} synthetic queries from {min(sample, len(data.docs))} sampled docs ({source})")
    report, er = run_eval(runtime=runtime, data=syn.as_beir(data, queries), settings=settings, say=say,
                          baselines=baselines)
    by_level = syn.level_metrics(er.runs, queries)
    levels = {lvl: {**modes["hybrid"], "by_mode": modes} for lvl, modes in by_level.items()}
    examples = {lvl: next(({"doc": q.doc_id, "query": q.text, "sentence": q.sentence}
                           for q in queries if q.level == lvl), None) for lvl in syn.LEVELS}
    return {
        "levels": levels,
        "examples": examples,
        "meta": {
            "n_docs": len(data.docs), "sampled_docs": min(sample, len(data.docs)), "n_queries": len(queries),
            "paraphraser": source, "embedding_model": report["embedding_model"], "tenant": report["tenant"],
            "settings": report["settings"],
            "timings_s": {"make_queries": round(made_s, 1), **report["timings_s"]},
        },
    }


def run_judge(
    *,
    run: Mapping[str, Sequence[str]],
    data: BeirData,
    generator: Any,
    say: Callable[[str], None] = log.info,
    batch: int = 20,
) -> dict[str, Any]:
    """``footnote eval --judge``: the LLM grades each query's top ``JUDGE_DEPTH`` (``judge``);
    graded nDCG@10 from its grades, and its agreement with the human judgements when there are
    any. Progress is reported every ``batch`` pairs; a reply without a grade leaves its pair out."""
    from footnote.shared.evaluation import judge as jg
    from footnote.shared.generation.generators.base import GenerationRequest

    texts = texts_of(data.docs, {d for ranking in run.values() for d in ranking[: jg.JUDGE_DEPTH]})
    todo = [(q, d) for q, ranking in run.items() for d in ranking[: jg.JUDGE_DEPTH] if d in texts]
    grades: dict[str, dict[str, int]] = {}
    unparsed = 0
    t0 = time.perf_counter()
    for start in range(0, len(todo), batch):
        part = todo[start : start + batch]
        replies = generator.generate([
            # room for a grade's label when a model writes that instead of its digit
            GenerationRequest(kind="judge", prompt=jg.grade_prompt(data.queries[q], texts[d]), system=jg.SYSTEM,
                              max_tokens=24, temperature=0.0)
            for q, d in part
        ])
        for (q, d), reply in zip(part, replies, strict=True):
            grade = jg.parse_grade(reply.text)
            if grade is None:
                unparsed += 1
            else:
                grades.setdefault(q, {})[d] = grade
        say(f"judged {min(start + batch, len(todo))}/{len(todo)} pairs")
    out: dict[str, Any] = {
        **jg.judged_scores(run, grades),
        "graded_pairs": len(todo) - unparsed,
        "unparsed_replies": unparsed,
        "judge": getattr(generator, "model", "") or getattr(generator, "name", "llm"),
        "seconds": round(time.perf_counter() - t0, 1),
    }
    if any(data.qrels.values()):
        out["agreement_with_human"] = jg.agreement(grades, data.qrels)
    return out

"""Hybrid query latency on synthetic corpora (excluding query embedding).

    python benchmarks/query_latency.py --sizes 100000 [--home DIR] [--queries 200]

Builds, once per size (kept in ``--home``, default /tmp/footnote-bench), a tenant of N passage
chunks bulk-loaded with COPY (no embedding model involved):

* text: Zipf(1.07) draws over a 50k-word vocabulary whose top ranks are real English stop words
  (which the ``english`` configuration drops, as it would in prose) and the rest pronounceable
  pseudo-words, 60-200 tokens per chunk -- so GIN posting lists have realistic lengths;
* vectors: 384-dim, 200 Gaussian clusters + noise, L2-normalised; HNSW (m=16,
  ef_construction=64, cosine) built after the load, as ``index_meta`` defines it;
* tags: 1% of chunks carry ``composer:rare`` (the selective-filter case), 20% ``composer:common``.

Queries: 3-6 words drawn from a random chunk's text, with a vector near that chunk's vector.
Each query runs ``footnote.shared.retrieval.search.search`` (keyword + dense + fusion + fetch +
post-processing + window expansion) with the query vector passed in, the dense side on its own
connection beside the keyword side (``side_session``, as the API and workers run it). Prints
p50/p95 per stage. Before measuring, the server is warmed like one that has been serving
(``warm``; ``--cold`` measures right after a start instead).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np
from sqlalchemy import text

DIM = 384
VOCAB = 50_000
ZIPF_S = 1.07
STOP = (
    "the of and to a in is that for it as was with be by on not he i this are or his from at which but "
    "have an they you were her she there been one all we their has would when if so no will more can "
    "its out into than them only other some time could these two may then do first any my now such like "
    "our over man me even most made after also did many before must through back years where much your "
    "way well down should because each just those people how too little state good very make world still "
    "own see men work long get here between both life being under never day same another know while last "
    "might us great old year off come since against go came right used take three"
).split()
SYLL = [c + v for c in "bdfgklmnprstvz" for v in "aeiou"]


def vocabulary(rng: np.random.Generator) -> list[str]:
    words = list(dict.fromkeys(STOP))
    seen = set(words)
    while len(words) < VOCAB:
        w = "".join(rng.choice(SYLL, size=int(rng.integers(2, 5))))
        if w not in seen:
            seen.add(w)
            words.append(w)
    return words


def zipf_probs() -> np.ndarray:
    p = 1.0 / np.arange(1, VOCAB + 1) ** ZIPF_S
    return p / p.sum()


def untitled(sql: str) -> str:
    """A chunk-row expression for the bench rows, which have no title, chapter or section."""
    return sql.replace("s.title", "NULL::text").replace("s.chapter", "NULL::text").replace("s.section", "NULL::text")


def build(*, rt, tenant: str, n: int, seed: int = 7) -> None:  # type: ignore[no-untyped-def]
    from footnote.shared.db.index_meta import EmbeddingSpec, ensure_meta
    from footnote.shared.retrieval.bm25_stats import CHUNK_TSV_SQL, DOC_LEN_SQL

    rng = np.random.default_rng(seed)
    words = np.array(vocabulary(rng))
    probs = zipf_probs()
    centroids = rng.normal(size=(200, DIM)).astype(np.float32)
    t0 = time.perf_counter()
    with rt.session() as s:
        ensure_meta(session=s, wanted=EmbeddingSpec("bench-random-384", DIM, "none", rt.settings.text_search_config))
        s.execute(
            text("INSERT INTO tenants (id, name) VALUES (:t, :name) ON CONFLICT DO NOTHING"),
            {"t": tenant, "name": tenant},
        )
        s.execute(text("DROP INDEX IF EXISTS ix_chunks_embedding_hnsw"))
    per_source = 10_000
    for start in range(0, n, per_source):
        m = min(per_source, n - start)
        source_id = f"{tenant}-src-{start // per_source:04d}"
        lens = rng.integers(60, 201, size=m)
        tokens = rng.choice(words, size=int(lens.sum()), p=probs)
        cuts = np.cumsum(lens)[:-1]
        texts = [" ".join(t) for t in np.split(tokens, cuts)]
        clusters = rng.integers(0, len(centroids), size=m)
        vecs = centroids[clusters] + rng.normal(scale=1.2, size=(m, DIM)).astype(np.float32)
        vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
        u = rng.random(m)
        with rt.session() as s:
            s.execute(
                text(
                    "INSERT INTO sources (id, tenant_id, origin, source_hash, source_type, title, text, granularities,"
                    " chunk_count) VALUES (:id, :t, :origin, :hash, 'book', :title, '', ARRAY['passage'], :n)"
                ),
                {"id": source_id, "t": tenant, "origin": source_id, "hash": source_id, "title": source_id, "n": m},
            )
            raw = s.connection().connection.driver_connection
            with raw.cursor() as cur:
                cur.execute(
                    "CREATE TEMP TABLE bench_stage (chunk_index int4, text text, tags text[], embedding vector)"
                    " ON COMMIT DROP"
                )
                with cur.copy("COPY bench_stage FROM STDIN WITH (FORMAT BINARY)") as cp:
                    cp.set_types(["int4", "text", "text[]", "vector"])
                    for i in range(m):
                        tags = ["composer:rare"] if u[i] < 0.01 else (["composer:common"] if u[i] < 0.21 else [])
                        cp.write_row([i, texts[i], tags, vecs[i]])
            s.execute(
                text(
                    f"""
                    INSERT INTO chunks (tenant_id, source_id, chunk_uid, chunk_index, granularity, text, embed_text,
                        source_type, title, char_start, char_end, tags, source_hash, tsv, doc_len, embedding)
                    SELECT :t, :sid, CAST(:uid_prefix AS text) || s.chunk_index, s.chunk_index, 'passage', s.text,
                        s.text, 'book', CAST(:title AS text), 0, length(s.text), s.tags, :hash,
                        {untitled(CHUNK_TSV_SQL)}, {untitled(DOC_LEN_SQL)}, s.embedding
                    FROM bench_stage s
                    """
                ),
                {"t": tenant, "sid": source_id, "uid_prefix": f"{source_id}:", "title": source_id, "hash": source_id,
                 "ts_config": rt.settings.text_search_config},
            )
        print(f"  loaded {start + m}/{n} chunks ({time.perf_counter() - t0:.0f}s)", flush=True)
    finish(rt=rt, tenant=tenant)


def finish(*, rt, tenant: str) -> None:  # type: ignore[no-untyped-def]
    """BM25 statistics, the HNSW index and planner statistics (idempotent)."""
    from footnote.shared.retrieval.bm25_stats import rebuild_tenant_stats

    with rt.session() as s:
        rebuild_tenant_stats(session=s, tenant_id=tenant)
    t1 = time.perf_counter()
    with rt.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
        c.execute(text("SET maintenance_work_mem = '2GB'"))
        c.execute(text("SET max_parallel_maintenance_workers = 2"))
        c.execute(
            text(
                "CREATE INDEX IF NOT EXISTS ix_chunks_embedding_hnsw ON chunks USING hnsw "
                "(embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64)"
            )
        )
        c.execute(text("VACUUM ANALYZE chunks"))
        c.execute(text("VACUUM ANALYZE bm25_postings"))  # visibility map: index-only scans
        c.execute(text("ANALYZE bm25_terms"))
    print(f"  stats + HNSW + analyze {time.perf_counter() - t1:.0f}s", flush=True)


def ensure_corpus(*, rt, n: int) -> str:  # type: ignore[no-untyped-def]
    """The tenant ``bench-<n>`` with n chunks, its statistics and index: built if missing or of
    another size, finished if interrupted. Returns the tenant id."""
    tenant = f"bench-{n}"
    with rt.session() as s:
        have = s.execute(text("SELECT count(*) FROM chunks WHERE tenant_id = :t"), {"t": tenant}).scalar_one()
    if have != n:
        print(f"building {tenant} ...", flush=True)
        with rt.session() as s:
            s.execute(text("DELETE FROM sources WHERE tenant_id = :t"), {"t": tenant})
        build(rt=rt, tenant=tenant, n=n)
        return tenant
    with rt.session() as s:
        ready = s.execute(
            text("SELECT EXISTS (SELECT 1 FROM bm25_corpus WHERE tenant_id = :t) "
                 "AND EXISTS (SELECT 1 FROM bm25_postings) "
                 "AND to_regclass('ix_chunks_embedding_hnsw') IS NOT NULL"), {"t": tenant}
        ).scalar_one()
    if not ready:
        finish(rt=rt, tenant=tenant)
    return tenant


def warm(*, rt, tenant: str) -> None:  # type: ignore[no-untyped-def]
    """Bring the server to the state of one that has been serving queries: the index files in
    the OS page cache (read server-side with ``pg_read_binary_file``; pgserver ships no
    pg_prewarm), then the tenant's rows (heap, TOASTed tsvectors and vectors) read through an
    index scan so they land in shared_buffers, then 500 HNSW searches from the tenant's own
    vectors so the graph's pages do too. ``--cold`` skips this (a freshly restarted server)."""
    t0 = time.perf_counter()
    with rt.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
        for rel in ("ix_chunks_embedding_hnsw", "pk_bm25_postings", "chunks"):
            path = c.execute(text("SELECT pg_relation_filepath(CAST(:r AS regclass))"), {"r": rel}).scalar_one()
            for segment in [path] + [f"{path}.{i}" for i in range(1, 64)]:
                if c.execute(text("SELECT pg_stat_file(:p, true)"), {"p": segment}).scalar() is None:
                    break
                size = c.execute(text("SELECT size FROM pg_stat_file(:p)"), {"p": segment}).scalar_one()
                for offset in range(0, size, 2**26):
                    c.execute(text("SELECT length(pg_read_binary_file(:p, :o, :n))"),
                              {"p": segment, "o": offset, "n": 2**26})
    with rt.session() as s:
        s.execute(text("SET LOCAL enable_seqscan = off"))
        s.execute(text("SET LOCAL enable_bitmapscan = off"))
        s.execute(
            text("SELECT sum(length(tsv)), sum(vector_dims(embedding)) FROM chunks WHERE tenant_id = :t"),
            {"t": tenant},
        )
    with rt.session() as s:
        vectors = s.execute(
            text("SELECT embedding FROM chunks WHERE tenant_id = :t ORDER BY random() LIMIT 500"), {"t": tenant}
        ).scalars().all()
        for v in vectors:
            s.execute(
                text("SELECT id FROM chunks WHERE tenant_id = :t ORDER BY embedding <=> :v LIMIT 20"),
                {"t": tenant, "v": v},
            )
    print(f"  warmed {tenant} in {time.perf_counter() - t0:.0f}s", flush=True)


def make_queries(  # type: ignore[no-untyped-def]
    *, rt, tenant: str, count: int, content_only: bool, seed: int = 11
) -> list[tuple[str, np.ndarray]]:
    """``content_only``: skip the 200 most frequent vocabulary ranks (stop words and words in
    >~10% of chunks), as typed keyword queries mostly do; otherwise any token of the chunk."""
    common = set(vocabulary(np.random.default_rng(7))[:200]) if content_only else set()
    rng = np.random.default_rng(seed)
    with rt.session() as s:
        rows = s.execute(
            text("SELECT text, embedding FROM chunks WHERE tenant_id = :t ORDER BY random() LIMIT :n"),
            {"t": tenant, "n": count},
        ).all()
    out = []
    for r in rows:
        toks = [t for t in r.text.split() if t not in common]
        q = " ".join(rng.choice(toks, size=min(len(toks), int(rng.integers(3, 7))), replace=False))
        v = np.asarray(r.embedding.to_numpy() if hasattr(r.embedding, "to_numpy") else r.embedding, np.float32)
        v = v + rng.normal(scale=0.03, size=DIM).astype(np.float32)
        out.append((q, v / np.linalg.norm(v)))
    return out


def pct(values: list[float], p: float) -> float:
    return float(np.percentile(values, p)) if values else float("nan")


def measure(*, rt, tenant: str, queries, settings, filters, label: str) -> dict[str, float]:  # type: ignore[no-untyped-def]
    from footnote.shared.embeddings.fake import HashingEmbedder
    from footnote.shared.retrieval.search import search

    embedder = HashingEmbedder(DIM)  # never called: the query vector is passed in
    stages: dict[str, list[float]] = {}
    strategies: dict[str, int] = {}
    for i, (q, v) in enumerate(queries):
        with rt.session() as s:
            t0 = time.perf_counter()
            res = search(
                session=s, tenant_id=tenant, query=q, k=settings.top_k, filters=filters, settings=settings,
                embedder=embedder, cache=None, query_embedding=v, side_session=rt.session,
            )
            wall = (time.perf_counter() - t0) * 1000
        if i < 10:  # warm-up
            continue
        dbg = res.retrieval_debug
        strategy = dbg["dense_strategy"]["strategy"].split("+ef")[0]  # "hnsw+ef<N>": retried at ef N
        strategy += "+retry" if "+ef" in dbg["dense_strategy"]["strategy"] else ""
        strategies[strategy] = strategies.get(strategy, 0) + 1
        for k, ms in dbg["timings_ms"].items():
            stages.setdefault(k, []).append(ms)
        stages.setdefault("wall", []).append(wall)
        assert len(res.hits) == min(settings.top_k, dbg["counts"]["fused"])
    row = {f"{k}_p50": pct(v, 50) for k, v in stages.items()} | {f"{k}_p95": pct(v, 95) for k, v in stages.items()}
    print(
        f"{label:<32} total p50 {row['total_p50']:6.1f} ms  p95 {row['total_p95']:6.1f} ms | "
        f"keyword p50 {row['keyword_p50']:5.1f} p95 {row['keyword_p95']:5.1f} | "
        f"dense p50 {row['dense_p50']:5.1f} p95 {row['dense_p95']:5.1f} | "
        f"both sides p50 {row['sides_p50']:5.1f} p95 {row['sides_p95']:5.1f} | "
        f"rest p50 {row['total_p50'] - row['sides_p50']:4.1f} "
        f"(count {row.get('filter_count_p50', 0.0):.1f}, fetch {row['fetch_p50']:.1f}, "
        f"expand {row['expand_p50']:.1f}) | dense strategy {strategies}",
        flush=True,
    )
    return row


def compare_keyword(*, rt, tenant: str, queries, settings, filters, label: str) -> None:  # type: ignore[no-untyped-def]
    """Keyword side only, the postings and the tsvector statement alternating query by query
    (so both see the same machine load); asserts they return the same top N."""
    from footnote.shared.retrieval.keyword import keyword_search

    n_cand = max(settings.fusion_candidates, settings.top_k)
    times: dict[str, list[float]] = {"postings": [], "tsvector": []}
    for i, (q, _) in enumerate(queries):
        got = {}
        for method in ("postings", "tsvector") if i % 2 else ("tsvector", "postings"):
            with rt.session() as s:
                t0 = time.perf_counter()
                got[method] = keyword_search(
                    session=s, tenant_id=tenant, query=q, limit=n_cand, filters=filters, k1=settings.bm25_k1,
                    b=settings.bm25_b, config=settings.text_search_config, method=method,
                )
                if i >= 10:
                    times[method].append((time.perf_counter() - t0) * 1000)
        assert got["postings"] == got["tsvector"], (q, got)
    print(f"{label:<32} keyword postings p50 {pct(times['postings'], 50):5.1f} p95 {pct(times['postings'], 95):5.1f}"
          f" | tsvector+pruning p50 {pct(times['tsvector'], 50):5.1f} p95 {pct(times['tsvector'], 95):5.1f}"
          f" | identical top {n_cand}: {len(queries)}/{len(queries)}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="100000")
    ap.add_argument("--home", default="/tmp/footnote-bench")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--shared-buffers", default="2GB", help="Postgres shared_buffers for the bench server "
                    "(the embedded default is 128MB; a production server is sized to hold its hot set)")
    ap.add_argument("--set", dest="overrides", action="append", default=[],
                    help="override a retrieval setting, e.g. --set fusion_candidates=20 (repeatable)")
    ap.add_argument("--also", action="append", default=[],
                    help="a second configuration timed on the same queries in the same process, right after "
                         "the first, e.g. --also fusion_candidates=20,keyword_weight=1.5 (repeatable)")
    ap.add_argument("--cold", action="store_true", help="measure right after the server starts (no warm-up)")
    ap.add_argument("--compare-keyword", action="store_true",
                    help="also time the keyword side alone: postings vs tsvector statement, interleaved")
    args = ap.parse_args()

    from footnote.shared.config import Settings
    from footnote.shared.retrieval.types import SearchFilters
    from footnote.shared.runtime import open_runtime

    overrides = dict(o.split("=", 1) for o in args.overrides)
    settings = Settings(home=Path(args.home), embedding_model="fake-hashing-384", **overrides)
    rt = open_runtime(settings, redis=False)
    if args.shared_buffers:
        with rt.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
            current = c.execute(text("SHOW shared_buffers")).scalar_one()
            if current != args.shared_buffers:
                c.execute(text(f"ALTER SYSTEM SET shared_buffers = '{args.shared_buffers}'"))
        if current != args.shared_buffers:
            from footnote.shared.store import stop_embedded

            rt.close()
            stop_embedded()  # restart the embedded server with the new setting
            rt = open_runtime(settings, redis=False)
    with rt.engine.connect() as c:
        print(f"shared_buffers = {c.execute(text('SHOW shared_buffers')).scalar_one()}")
    try:
        for n in [int(x) for x in args.sizes.split(",")]:
            tenant = ensure_corpus(rt=rt, n=n)
            if not args.cold:
                warm(rt=rt, tenant=tenant)
            print(f"--- {n} chunks, {args.queries} queries per row, top_k {settings.top_k}, "
                  f"N {settings.fusion_candidates} per side, fusion {settings.fusion}")
            variants = [("", settings)] + [
                (f" [{v}]", Settings(home=Path(args.home), embedding_model="fake-hashing-384",
                                     **{**overrides, **dict(o.split("=", 1) for o in v.split(","))}))
                for v in args.also
            ]
            for content_only in (True, False):
                queries = make_queries(rt=rt, tenant=tenant, count=args.queries + 10, content_only=content_only)
                kind = "content words" if content_only else "any words"
                rows = ((SearchFilters(), "tenant only"), (SearchFilters(tags=("composer:rare",)), "1% tag filter"),
                        (SearchFilters(tags=("composer:common",)), "20% tag filter"))
                for flt, name in rows:
                    for tag, cfg in variants:
                        measure(rt=rt, tenant=tenant, queries=queries, settings=cfg, filters=flt,
                                label=f"{kind}, {name}{tag}")
                if args.compare_keyword:
                    for flt, name in ((SearchFilters(), "tenant only"), (SearchFilters(tags=("composer:common",)),
                                                                          "20% tag filter")):
                        compare_keyword(rt=rt, tenant=tenant, queries=queries, settings=settings, filters=flt,
                                        label=f"{kind}, {name}")
    finally:
        rt.close()
        from footnote.shared.store import stop_embedded

        stop_embedded()


if __name__ == "__main__":
    main()

"""What one Postgres serves for retrieval: CPU per hybrid query, throughput by concurrency, and
bytes per chunk, on the synthetic corpora of ``query_latency.py`` (same store, same queries).

    python benchmarks/read_capacity.py --sizes 10000,100000 [--home /tmp/footnote-bench] [--seconds 20]
    python benchmarks/read_capacity.py --storage-of HOME   # bytes per chunk of any existing store

* CPU per query: the CPU time all Postgres processes spent (psutil, server side only) over
  ``--queries`` hybrid searches from one client, divided by the count - what a replica's cores
  must supply per query, independent of how many cores this machine has;
* throughput: ``--clients`` threads, each a connection pair (keyword + dense side), searching for
  ``--seconds``; queries per second and p95, and the Python side's share of the CPU;
* storage: heap, TOAST and every index of ``chunks`` plus the BM25 postings, per chunk - what a
  server's memory must hold for queries to stay in memory (the HNSW graph above all).

``docs/scaling.md`` turns these into where one primary plus replicas stops being enough.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from pathlib import Path

import numpy as np
import psutil
from sqlalchemy import text

sys.path.insert(0, str(Path(__file__).resolve().parent))
from query_latency import DIM, ensure_corpus, make_queries, pct, warm  # noqa: E402


def postgres_cpu_s(rt) -> float:  # type: ignore[no-untyped-def]
    """User + system CPU seconds of the postmaster and all its children (backends, workers)."""
    with rt.engine.connect() as c:
        pid = c.execute(text("SELECT pg_backend_pid()")).scalar_one()
    root = psutil.Process(pid).parent()
    total = 0.0
    for p in [root, *root.children(recursive=True)]:
        try:
            t = p.cpu_times()
            total += t.user + t.system
        except psutil.NoSuchProcess:
            pass
    return total


def one_search(rt, tenant, q, v, settings, embedder):  # type: ignore[no-untyped-def]
    from footnote.shared.retrieval.search import search
    from footnote.shared.retrieval.types import SearchFilters

    with rt.read_session() as s:
        return search(session=s, tenant_id=tenant, query=q, k=settings.top_k, filters=SearchFilters(),
                      settings=settings, embedder=embedder, cache=None, query_embedding=v,
                      side_session=rt.read_session)


def cpu_per_query(rt, tenant, queries, settings, embedder) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    for q, v in queries[:10]:
        one_search(rt, tenant, q, v, settings, embedder)
    pg0, py0, t0 = postgres_cpu_s(rt), time.process_time(), time.perf_counter()
    for q, v in queries[10:]:
        one_search(rt, tenant, q, v, settings, embedder)
    n = len(queries) - 10
    pg_ms = (postgres_cpu_s(rt) - pg0) * 1000 / n
    py_ms = (time.process_time() - py0) * 1000 / n
    print(f"  one client: {n / (time.perf_counter() - t0):6.1f} q/s | Postgres CPU {pg_ms:5.2f} ms/query | "
          f"Python (fusion, embedding excluded) {py_ms:5.2f} ms/query", flush=True)
    return pg_ms, py_ms


def throughput(rt, tenant, queries, settings, embedder, clients: int, seconds: float) -> None:  # type: ignore[no-untyped-def]
    stop = time.monotonic() + seconds
    lat: list[float] = []
    lock = threading.Lock()

    def loop(offset: int) -> None:
        i = offset
        while time.monotonic() < stop:
            q, v = queries[i % len(queries)]
            t0 = time.perf_counter()
            one_search(rt, tenant, q, v, settings, embedder)
            with lock:
                lat.append((time.perf_counter() - t0) * 1000)
            i += clients

    pg0, t0 = postgres_cpu_s(rt), time.perf_counter()
    threads = [threading.Thread(target=loop, args=(c,)) for c in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - t0
    pg_ms = (postgres_cpu_s(rt) - pg0) * 1000 / max(1, len(lat))
    print(f"  {clients} clients: {len(lat) / wall:6.1f} q/s, p50 {pct(lat, 50):6.1f} ms, p95 {pct(lat, 95):6.1f} ms, "
          f"Postgres CPU {pg_ms:5.2f} ms/query", flush=True)


def storage(rt, tenant: str, n: int) -> None:  # type: ignore[no-untyped-def]
    with rt.engine.connect() as c:
        rows = c.execute(text("""
            SELECT c.relname, pg_total_relation_size(c.oid) AS total, pg_relation_size(c.oid) AS main
            FROM pg_class c WHERE c.relname IN ('chunks', 'bm25_postings', 'ix_chunks_embedding_hnsw')
        """)).all()
        tenants = c.execute(text("SELECT count(*) FROM chunks")).scalar_one()
    sizes = {r.relname: (r.total, r.main) for r in rows}
    share = n / max(1, tenants)  # the store may hold other tenants: this tenant's share of it
    hnsw = sizes.get("ix_chunks_embedding_hnsw", (0, 0))[1] * share
    chunks_total = sizes.get("chunks", (0, 0))[0] * share
    postings = sizes.get("bm25_postings", (0, 0))[0] * share
    print(f"  storage per chunk: chunks with TOAST and all indexes {chunks_total / n:7.0f} B "
          f"(of which HNSW {hnsw / n:5.0f} B) + BM25 postings {postings / n:5.0f} B "
          f"= {(chunks_total + postings) / n / 1024:4.1f} KiB", flush=True)


def storage_of(home: Path) -> None:
    """Bytes per chunk, relation by relation, of an existing store (real text, real embeddings)."""
    from footnote.shared.config import Settings
    from footnote.shared.runtime import open_runtime
    from footnote.shared.store import stop_embedded

    rt = open_runtime(Settings(home=home, database_url=None, redis_url=None), redis=False)
    try:
        with rt.engine.connect() as c:
            n = c.execute(text("SELECT count(*) FROM chunks")).scalar_one()
            avg = c.execute(text("SELECT avg(length(text)) FROM chunks")).scalar_one()
            rels = c.execute(text("""
                SELECT relname, pg_total_relation_size(oid) FROM pg_class
                WHERE relname IN ('chunks', 'bm25_postings', 'bm25_terms', 'bm25_corpus', 'sources')
            """)).all()
            hnsw = c.execute(text("SELECT pg_relation_size('ix_chunks_embedding_hnsw')")).scalar_one()
        total = sum(size for _, size in rels)
        print(f"{home}: {n} chunks, {float(avg):.0f} characters on average")
        for name, size in sorted(rels, key=lambda r: -r[1]):
            print(f"  {name:<14} {size / n:7.0f} B per chunk (with TOAST and indexes)")
        print(f"  of which HNSW {hnsw / n:7.0f} B; in all {total / n / 1024:.1f} KiB per chunk")
    finally:
        rt.close()
        stop_embedded()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--home", default="/tmp/footnote-bench")
    ap.add_argument("--queries", type=int, default=300)
    ap.add_argument("--clients", default="1,2,4")
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--storage-of", type=Path, help="only report bytes per chunk of the store in this home")
    args = ap.parse_args()
    if args.storage_of:
        storage_of(args.storage_of)
        return

    from footnote.shared.config import Settings
    from footnote.shared.embeddings.fake import HashingEmbedder
    from footnote.shared.runtime import open_runtime
    from footnote.shared.store import stop_embedded

    settings = Settings(home=Path(args.home), embedding_model="fake-hashing-384")
    embedder = HashingEmbedder(DIM)  # never called: the query vector is passed in
    rt = open_runtime(settings, redis=False)
    with rt.engine.connect() as c:
        print(f"{psutil.cpu_count()} CPUs here; shared_buffers {c.execute(text('SHOW shared_buffers')).scalar_one()}")
    try:
        for n in [int(x) for x in args.sizes.split(",")]:
            tenant = ensure_corpus(rt=rt, n=n)
            warm(rt=rt, tenant=tenant)
            queries = make_queries(rt=rt, tenant=tenant, count=args.queries + 10, content_only=True)
            print(f"--- {n} chunks, top_k {settings.top_k}, {settings.fusion_candidates} candidates a side")
            cpu_per_query(rt, tenant, queries, settings, embedder)
            for c in [int(x) for x in args.clients.split(",")]:
                throughput(rt, tenant, queries, settings, embedder, c, args.seconds)
            storage(rt, tenant, n)
    finally:
        rt.close()
        stop_embedded()


if __name__ == "__main__":
    np.seterr(all="ignore")
    main()

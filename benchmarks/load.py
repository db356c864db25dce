"""Load and isolation figures for the job service, with real processes on loopback.

    python benchmarks/load.py [--submissions 1000] [--batch-jobs 10000] [--probes 100]

Starts its own stack (embedded Postgres + Redis in a temp FOOTNOTE_HOME, gunicorn, one
real-time and one batch Celery worker, the sweeper; fake-hashing embedder, extractive generator),
ingests the sample corpus over HTTP, then measures from this (second) process:

1. ``--submissions`` concurrent ``POST /v1/jobs``: enqueue latency p50/p95 (client round trip and
   the handler's own time to broker, from the ``Server-Timing`` header), then waits for all and
   counts lost (not succeeded) and duplicated (claimed more than once) jobs in Postgres.
2. Priority isolation: real-time job latency p95 (``finished_at - queued_at``) over ``--probes``
   sequential jobs with the batch queue empty, then with ``--batch-jobs`` batch jobs queued: once
   right after they are inserted (the sweeper publishing their tokens, the batch pool starting)
   and once in the steady state (tokens published, batch workers busy) -- the headline ratio.
3. RSS per process type.

Prints one table per figure. Bounded: every wait has a deadline. Everything stops on exit.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from footnote.services.stack import Stack, allowlist_env, service_env  # noqa: E402

QUESTIONS = [
    "When should I change the pedal in a Chopin nocturne?",
    "How do I practise legato?",
    "What is rubato?",
    "How should I voice a melody over the accompaniment?",
]


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def table(title: str, rows: list[tuple[str, str]]) -> None:
    width = max(len(k) for k, _ in rows)
    print(f"\n{title}\n" + "-" * (width + 24))
    for k, v in rows:
        print(f"{k:<{width}}  {v}")


async def submit_many(
    base: str, key: str, n: int, concurrency: int
) -> tuple[list[str], list[float], list[float], list[float]]:
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    ids: list[str] = []
    client_ms: list[float] = []
    server_ms: list[float] = []
    db_ms: list[float] = []
    async with httpx.AsyncClient(
        base_url=base, headers={"Authorization": f"Bearer {key}"}, limits=limits, timeout=120
    ) as client:

        async def one(i: int) -> None:
            t0 = time.perf_counter()
            r = await client.post(
                "/v1/jobs", json={"kind": "question", "input": {"question": QUESTIONS[i % len(QUESTIONS)]}}
            )
            client_ms.append((time.perf_counter() - t0) * 1000)
            r.raise_for_status()
            ids.append(r.json()["id"])
            timing = dict(re.findall(r"(\w+);dur=([\d.]+)", r.headers.get("Server-Timing", "")))
            if "enqueue" in timing:
                server_ms.append(float(timing["enqueue"]))
                db_ms.append(float(timing["db"]))

        await asyncio.gather(*(one(i) for i in range(n)))
    return ids, client_ms, server_ms, db_ms


def wait_all(runtime, ids: list[str], timeout_s: float) -> dict:  # type: ignore[no-untyped-def]
    from sqlalchemy import text

    deadline = time.monotonic() + timeout_s
    while True:
        with runtime.session() as s:
            row = s.execute(
                text(
                    "SELECT count(*) FILTER (WHERE status = 'succeeded') AS ok, "
                    "count(*) FILTER (WHERE status IN ('failed', 'cancelled')) AS bad, "
                    "count(*) FILTER (WHERE attempts > 1) AS dup, count(*) AS n FROM jobs WHERE id = ANY(:ids)"
                ),
                {"ids": ids},
            ).one()
        if row.ok + row.bad == len(ids) or time.monotonic() > deadline:
            return {"succeeded": row.ok, "failed": row.bad, "claimed_twice": row.dup, "rows": row.n}
        time.sleep(0.5)


def probe(client: httpx.Client, runtime, n: int) -> tuple[list[float], list[float]]:  # type: ignore[no-untyped-def]
    """Sequential real-time jobs; latency from the rows (queued_at -> finished_at), and the
    part of it before a worker claimed the job (queued_at -> started_at)."""
    from sqlalchemy import text

    latencies = []
    pickups = []
    for i in range(n):
        job_id = client.post("/v1/jobs", json={"kind": "question", "input": {"question": QUESTIONS[i % 4]}}).json()[
            "id"
        ]
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if client.get(f"/v1/jobs/{job_id}").json()["status"] in ("succeeded", "failed"):
                break
            time.sleep(0.02)
        with runtime.session() as s:
            row = s.execute(
                text("SELECT extract(epoch FROM finished_at - queued_at) * 1000 AS total, "
                     "extract(epoch FROM started_at - queued_at) * 1000 AS pickup FROM jobs WHERE id = :id"),
                {"id": job_id},
            ).one()
        latencies.append(float(row.total))
        pickups.append(float(row.pickup))
    return latencies, pickups


def queue_batch(runtime, tenants: dict[str, int]) -> None:  # type: ignore[no-untyped-def]
    """Insert queued batch jobs straight into Postgres (the sweeper issues their tokens)."""
    from sqlalchemy import text

    with runtime.session() as s:
        for tenant, n in tenants.items():
            s.execute(
                text("""
                INSERT INTO jobs (id, tenant_id, kind, queue, priority, input, request_hash, max_attempts)
                SELECT gen_random_uuid()::text, CAST(:t AS text), 'question', 'batch', 'batch',
                       jsonb_build_object('question', 'How do I practise legato? #' || g),
                       md5(g::text) || md5(CAST(:t AS text)), 5
                FROM generate_series(1, :n) AS g
                """),
                {"t": tenant, "n": n},
            )


def wait_for_tokens(runtime, depth: int, timeout_s: float = 120) -> float:  # type: ignore[no-untyped-def]
    """Seconds until the broker holds its batch tokens (up to ``depth``: the sweeper seeds them,
    each one that finds work passes itself on), plus 2 s: the headline isolation figure is the steady state with
    the batch queue full; the burst right after queueing is reported beside it."""
    from sqlalchemy import text

    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout_s:
        with runtime.session() as s:
            queued = s.execute(text("SELECT count(*) FROM jobs WHERE queue = 'batch' AND status = 'queued'")).scalar()
        if runtime.redis.llen("batch") >= 0.95 * min(depth, queued or 0):
            break
        time.sleep(0.2)
    time.sleep(2)
    return time.monotonic() - t0


def rss_by_type(stack: Stack) -> list[tuple[str, str]]:
    import psutil

    rows = []
    for name, proc in stack.procs.items():
        try:
            parent = psutil.Process(proc.pid)
            children = parent.children(recursive=True)
        except psutil.NoSuchProcess:
            continue
        rows.append((f"{name} (main)", f"{parent.memory_info().rss / 2**20:.0f} MiB"))
        for i, child in enumerate(children):
            rows.append((f"{name} (child {i + 1})", f"{child.memory_info().rss / 2**20:.0f} MiB"))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--submissions", type=int, default=1000)
    parser.add_argument("--concurrency", type=int, default=1000, help="client connections in flight")
    parser.add_argument("--batch-jobs", type=int, default=10_000)
    parser.add_argument("--probes", type=int, default=100)
    parser.add_argument("--nice-batch", type=int, default=10,
                        help="CPU niceness of the batch pool and the sweeper (background work; on Kubernetes "
                             "they run in their own pods with their own CPU requests)")
    parser.add_argument("--timeout", type=float, default=900)
    args = parser.parse_args()

    from footnote.shared.config import Settings
    from footnote.shared.jobs.keys import create_key
    from footnote.shared.runtime import open_runtime
    from footnote.shared.store import stop_embedded

    home = Path(tempfile.mkdtemp(prefix="footnote-load-"))
    settings = Settings(home=home, embedding_model="fake-hashing-64")
    runtime = open_runtime(settings)
    env = service_env(
        database_url=runtime.urls.database_url,
        redis_url=runtime.urls.redis_url,
        home=home,
        extra={
            "FOOTNOTE_EMBEDDING_MODEL": "fake-hashing-64",
            "FOOTNOTE_RATE_LIMIT_PER_MINUTE": "0",
            "FOOTNOTE_WEBHOOK_ALLOWLIST": allowlist_env(["127.0.0.1"]),
            "FOOTNOTE_SWEEPER_INTERVAL_S": "1",
        },
    )
    stack = Stack(env=env, log_dir=home / "logs")
    try:
        with runtime.session() as s:
            key = create_key(session=s, tenant_id="load")
            for t in ("school-big", "school-small"):
                create_key(session=s, tenant_id=t)
        stack.start_api(workers=2)
        stack.start_worker("worker-realtime", "realtime,ingest")
        stack.start_worker("worker-batch", "batch", nice=args.nice_batch)
        stack.start_sweeper(interval_s=1.0, nice=args.nice_batch)
        stack.wait_ready(timeout_s=120)
        client = httpx.Client(base_url=stack.base_url, headers={"Authorization": f"Bearer {key}"}, timeout=60)
        for path in sorted((ROOT / "examples" / "corpus").rglob("*")):
            if path.is_file() and path.suffix != ".json":
                job = client.post("/v1/sources", files={"file": (path.name, path.read_bytes())}).json()
                while client.get(f"/v1/jobs/{job['id']}").json()["status"] in ("queued", "running"):
                    time.sleep(0.2)

        t0 = time.perf_counter()
        ids, client_ms, server_ms, db_ms = asyncio.run(
            submit_many(stack.base_url, key, args.submissions, args.concurrency)
        )
        submit_s = time.perf_counter() - t0
        outcome = wait_all(runtime, ids, args.timeout)
        drain_s = time.perf_counter() - t0
        table(
            f"1. {args.submissions} concurrent submissions ({args.concurrency} in flight)",
            [
                ("enqueue latency, handler p50 / p95", f"{pct(server_ms, 0.5):.1f} / {pct(server_ms, 0.95):.1f} ms"),
                ("  of which row written + committed p50 / p95", f"{pct(db_ms, 0.5):.1f} / {pct(db_ms, 0.95):.1f} ms"),
                (
                    "round trip incl. client queueing p50 / p95",
                    f"{pct(client_ms, 0.5):.1f} / {pct(client_ms, 0.95):.1f} ms",
                ),
                ("submission throughput", f"{len(ids) / submit_s:.0f} jobs/s"),
                ("all done after", f"{drain_s:.1f} s"),
                (
                    "succeeded / lost / duplicated",
                    f"{outcome['succeeded']} / {len(ids) - outcome['succeeded']} / {outcome['claimed_twice']}",
                ),
                ("distinct job ids", str(len(set(ids)))),
            ],
        )

        empty, empty_pickup = probe(client, runtime, args.probes)
        queue_batch(runtime, {"school-big": args.batch_jobs - 30, "school-small": 30})
        # right away: the sweeper is publishing batch tokens and the batch pool starts
        burst, _ = probe(client, runtime, args.probes)
        settle_s = wait_for_tokens(runtime, settings.batch_token_depth)
        loaded, loaded_pickup = probe(client, runtime, args.probes)
        from sqlalchemy import text

        with runtime.session() as s:
            small_done = s.execute(
                text("SELECT count(*) FROM jobs WHERE tenant_id = 'school-small' AND status = 'succeeded'")
            ).scalar_one()
            big_done = s.execute(
                text("SELECT count(*) FROM jobs WHERE tenant_id = 'school-big' AND status = 'succeeded'")
            ).scalar_one()
        ratio = pct(loaded, 0.95) / pct(empty, 0.95)
        table(
            "2. Priority isolation (real-time latency, queued -> finished)",
            [
                ("p50 / p95, batch queue empty", f"{pct(empty, 0.5):.1f} / {pct(empty, 0.95):.1f} ms"),
                (f"p50 / p95, {args.batch_jobs} batch queued", f"{pct(loaded, 0.5):.1f} / {pct(loaded, 0.95):.1f} ms"),
                ("ratio of p95 (target <= 1.5)", f"{ratio:.2f}"),
                (
                    "  right after queueing (tokens being published) p50 / p95, ratio",
                    f"{pct(burst, 0.5):.1f} / {pct(burst, 0.95):.1f} ms, {pct(burst, 0.95) / pct(empty, 0.95):.2f}",
                ),
                ("  steady state measured from", f"{settle_s:.1f} s after queueing"),
                (
                    "  of which queued -> claimed p50 / p95, empty vs loaded",
                    f"{pct(empty_pickup, 0.5):.1f} / {pct(empty_pickup, 0.95):.1f} vs "
                    f"{pct(loaded_pickup, 0.5):.1f} / {pct(loaded_pickup, 0.95):.1f} ms",
                ),
                (
                    "fair share meanwhile: small / big done",
                    f"{small_done} of 30 / {big_done} of {args.batch_jobs - 30}",
                ),
            ],
        )
        table("3. RSS per process", rss_by_type(stack))
        print(
            json.dumps(
                {
                    "enqueue_p95_ms": pct(server_ms, 0.95),
                    "roundtrip_p95_ms": pct(client_ms, 0.95),
                    "lost": len(ids) - outcome["succeeded"],
                    "duplicated": outcome["claimed_twice"],
                    "isolation_ratio": ratio,
                    "isolation_ratio_burst": pct(burst, 0.95) / pct(empty, 0.95),
                    "median_ms": statistics.median(server_ms),
                }
            )
        )
        client.close()
    finally:
        stack.stop()
        runtime.close()
        stop_embedded()


if __name__ == "__main__":
    main()

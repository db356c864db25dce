"""How much work waits for each worker pool, read from the truth (the ``jobs`` table).

The broker is the wrong place to look: the batch queue holds a few dozen capacity tokens
however large the backlog, and a generate job waits in Postgres until a CPU worker forwards it.
``SCALER_SQL`` is the query the Helm chart gives KEDA's PostgreSQL scaler for a pool (its
queues substituted), so what the autoscaler sees is what ``footnote queue-depth`` prints and
what the tests run against real Postgres.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from sqlalchemy import text
from sqlalchemy.orm import Session

# queued + running jobs (helm/values.yaml autoscaling.query); the chart appends the pool's queues
SCALER_BASE = "SELECT count(*) FROM jobs WHERE status IN ('queued', 'running')"
SCALER_SQL = SCALER_BASE + " AND queue IN ({queues})"
_BY_QUEUE = text(
    """
    SELECT queue, count(*) FILTER (WHERE status = 'queued') AS queued,
           count(*) FILTER (WHERE status = 'running') AS running,
           max(EXTRACT(EPOCH FROM clock_timestamp() - queued_at)) FILTER (WHERE status = 'queued') AS oldest_s
    FROM jobs WHERE status IN ('queued', 'running') GROUP BY queue
    """
)


def scaler_query(queues: Iterable[str]) -> str:
    names = [q for q in queues if q.replace("_", "").isalnum()]  # queue names are identifiers
    return SCALER_SQL.format(queues=", ".join(f"'{q}'" for q in names))


def pool_depths(*, session: Session, pools: Mapping[str, Iterable[str]]) -> dict[str, dict]:
    """Per pool: queued, running, their sum (what KEDA scales on) and the oldest queued job's age."""
    rows = {r.queue: r for r in session.execute(_BY_QUEUE).all()}
    out = {}
    for pool, queues in pools.items():
        mine = [rows[q] for q in queues if q in rows]
        queued = sum(int(r.queued) for r in mine)
        running = sum(int(r.running) for r in mine)
        ages = [float(r.oldest_s) for r in mine if r.oldest_s is not None]
        out[pool] = {
            "queues": list(queues),
            "queued": queued,
            "running": running,
            "depth": queued + running,
            "oldest_queued_s": round(max(ages), 3) if ages else 0.0,
        }
    return out

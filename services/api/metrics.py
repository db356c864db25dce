"""What ``/metrics`` reads from the truth at scrape time (Postgres and the broker), beside the
counters and histograms the processes emit where the work happens (``shared/metrics.py``):

    footnote_jobs_in_flight{state,queue}              gauge: queued / running jobs now
    footnote_queue_depth{queue}                       gauge: messages waiting in the broker
    footnote_queue_oldest_age_seconds{queue}          gauge: how long the oldest queued job has waited

Gauges of the present, identical on every replica by construction; no rates are computed here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from sqlalchemy import text

from footnote.services.workers import queues

IN_FLIGHT = ("queued", "running")

_SQL = """
SELECT status, queue, count(*) AS n,
       max(EXTRACT(EPOCH FROM clock_timestamp() - queued_at)) FILTER (WHERE status = 'queued') AS oldest_s
FROM jobs WHERE status IN ('queued', 'running') GROUP BY status, queue
"""


def read_truth(*, session: Any, redis: Any) -> dict[str, Any]:
    rows = session.execute(text(_SQL)).all()
    depth: dict[str, int | None] = {}
    for q in queues.all():
        try:
            depth[q] = int(redis.llen(q))
        except Exception:  # noqa: BLE001 - broker down: report no sample rather than fail
            depth[q] = None
    return {
        "in_flight": {(r.status, r.queue): int(r.n) for r in rows},
        "oldest_s": {r.queue: float(r.oldest_s) for r in rows if r.oldest_s is not None},
        "depth": depth,
    }


class TruthCollector:
    """A ``prometheus_client`` collector over ``read`` (a callable returning ``read_truth``'s dict)."""

    def __init__(self, read: Callable[[], dict[str, Any]]) -> None:
        self.read = read

    def collect(self) -> Iterator[Any]:
        from prometheus_client.core import GaugeMetricFamily

        data = self.read()
        jobs = GaugeMetricFamily("footnote_jobs_in_flight", "Jobs queued or running now.", labels=["state", "queue"])
        for q in queues.all():
            for state in IN_FLIGHT:
                jobs.add_metric([state, q], data["in_flight"].get((state, q), 0))
        yield jobs
        depth = GaugeMetricFamily("footnote_queue_depth", "Messages waiting in the broker.", labels=["queue"])
        for q, n in data["depth"].items():
            if n is not None:
                depth.add_metric([q], n)
        yield depth
        oldest = GaugeMetricFamily(
            "footnote_queue_oldest_age_seconds", "Age of the oldest queued job.", labels=["queue"]
        )
        for q in queues.all():
            oldest.add_metric([q], data["oldest_s"].get(q, 0.0))
        yield oldest

"""``/metrics`` in Prometheus text format, computed from the truth (Postgres) and the broker,
so every API replica reports the same numbers without a shared metrics registry:

    footnote_jobs{state,queue}                         gauge: jobs per state and queue
    footnote_queue_depth{queue}                        gauge: messages waiting in the broker
    footnote_stage_latency_ms{stage,quantile}          summary over jobs finished in the last hour
    footnote_webhook_deliveries_total{outcome}         counter: delivery attempts by outcome
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

from services.workers import queues

QUANTILES = (0.5, 0.95, 0.99)
STAGES = ("queue_wait_ms", "run_ms", "retrieval_ms", "generation_ms", "verify_ms", "ingest_ms")

_STAGE_SQL = """
WITH recent AS (
    SELECT extract(epoch FROM (started_at - queued_at)) * 1000 AS queue_wait_ms, timings
    FROM jobs WHERE finished_at > now() - interval '1 hour' AND status = 'succeeded'
), samples AS (
    SELECT 'queue_wait_ms' AS stage, queue_wait_ms AS v FROM recent WHERE queue_wait_ms IS NOT NULL
    UNION ALL
    SELECT key, value::text::float8 FROM recent, jsonb_each(timings) WHERE jsonb_typeof(value) = 'number'
)
SELECT stage, count(*) AS n, sum(v) AS total,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY v) AS q50,
       percentile_cont(0.95) WITHIN GROUP (ORDER BY v) AS q95,
       percentile_cont(0.99) WITHIN GROUP (ORDER BY v) AS q99
FROM samples GROUP BY stage
"""


def collect(*, session: Session, redis: Any) -> dict[str, Any]:
    jobs = session.execute(text("SELECT status, queue, count(*) AS n FROM jobs GROUP BY status, queue")).all()
    stages = session.execute(text(_STAGE_SQL)).all()
    hooks = session.execute(text("SELECT outcome, count(*) AS n FROM webhook_deliveries GROUP BY outcome")).all()
    depth: dict[str, int | None] = {}
    for q in queues.all():
        try:
            depth[q] = int(redis.llen(q))
        except Exception:  # noqa: BLE001 - broker down: report no sample rather than fail
            depth[q] = None
    return {
        "jobs": [(r.status, r.queue, r.n) for r in jobs],
        "stages": [(r.stage, r.n, r.total, (r.q50, r.q95, r.q99)) for r in stages],
        "webhooks": [(r.outcome, r.n) for r in hooks],
        "depth": depth,
    }


def _esc(v: str) -> str:
    return v.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def render(data: dict[str, Any]) -> str:
    """Pure: the collected numbers as Prometheus exposition text."""
    lines = ["# HELP footnote_jobs Jobs by state and queue.", "# TYPE footnote_jobs gauge"]
    seen = {(s, q): n for s, q, n in data["jobs"]}
    for q in queues.all():
        for s in ("queued", "running", "succeeded", "failed", "cancelled"):
            lines.append(f'footnote_jobs{{state="{s}",queue="{q}"}} {seen.get((s, q), 0)}')
    lines += [
        "# HELP footnote_queue_depth Messages waiting in the broker per queue.",
        "# TYPE footnote_queue_depth gauge",
    ]
    for q, n in data["depth"].items():
        if n is not None:
            lines.append(f'footnote_queue_depth{{queue="{q}"}} {n}')
    lines += [
        "# HELP footnote_stage_latency_ms Stage latency of jobs finished in the last hour.",
        "# TYPE footnote_stage_latency_ms summary",
    ]
    for stage, n, total, qs in data["stages"]:
        for quantile, v in zip(QUANTILES, qs, strict=True):
            lines.append(f'footnote_stage_latency_ms{{stage="{_esc(stage)}",quantile="{quantile}"}} {float(v):.3f}')
        lines.append(f'footnote_stage_latency_ms_sum{{stage="{_esc(stage)}"}} {float(total):.3f}')
        lines.append(f'footnote_stage_latency_ms_count{{stage="{_esc(stage)}"}} {n}')
    lines += [
        "# HELP footnote_webhook_deliveries_total Webhook delivery attempts by outcome.",
        "# TYPE footnote_webhook_deliveries_total counter",
    ]
    got = dict(data["webhooks"])
    for outcome in ("delivered", "failed", "refused"):
        lines.append(f'footnote_webhook_deliveries_total{{outcome="{outcome}"}} {got.get(outcome, 0)}')
    return "\n".join(lines) + "\n"

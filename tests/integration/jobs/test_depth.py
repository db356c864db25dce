"""Queue depth per pool from the jobs table: what `footnote queue-depth` prints and the exact
query the Helm chart hands KEDA's PostgreSQL scaler, run against real Postgres."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
import yaml
from sqlalchemy import text

from footnote.shared.jobs.depth import SCALER_BASE, pool_depths, scaler_query

pytestmark = pytest.mark.integration
VALUES = Path(__file__).resolve().parents[3] / "helm" / "values.yaml"


def _job(s, tenant, queue, status):  # type: ignore[no-untyped-def]
    job_id = str(uuid.uuid4())
    s.execute(
        text(
            "INSERT INTO jobs (id, tenant_id, kind, queue, priority, input, request_hash, max_attempts, status,"
            " queued_at) VALUES (:id, :t, 'question', :q, 'batch', '{}'::jsonb, :h, 3, :st,"
            " clock_timestamp() - interval '30 seconds')"
        ),
        {"id": job_id, "h": job_id, "t": tenant, "q": queue, "st": status},
    )


def test_depth_counts_queued_and_running_per_pool_and_the_scaler_query_agrees(runtime, tenant):
    values = yaml.safe_load(VALUES.read_text())
    with runtime.session() as s:
        s.execute(text("DELETE FROM jobs WHERE status IN ('queued', 'running')"))
        s.execute(
            text("INSERT INTO tenants (id, name) VALUES (:t, :n) ON CONFLICT DO NOTHING"), {"t": tenant, "n": tenant}
        )
        for queue, status, n in [("batch", "queued", 40), ("batch", "running", 3), ("realtime", "queued", 2),
                                 ("realtime", "succeeded", 9), ("generate", "running", 1)]:
            for _ in range(n):
                _job(s, tenant, queue, status)
        pools = {name: w["queues"] for name, w in values["workers"].items()}
        depths = pool_depths(session=s, pools=pools)
        assert depths["batch"]["depth"] == 43 and depths["batch"]["queued"] == 40
        assert depths["realtime"]["depth"] == 2 and depths["realtime"]["oldest_queued_s"] >= 29
        assert depths["generate"]["depth"] == 1 and depths["ingest"]["depth"] == 0
        for name, w in values["workers"].items():
            # the chart's trigger query for this pool is the project's own, and counts the same
            assert values["autoscaling"]["query"] == SCALER_BASE
            assert s.execute(text(scaler_query(w["queues"]))).scalar_one() == depths[name]["depth"]
        s.rollback()

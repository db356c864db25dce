"""With a class of 10,000 batch jobs queued, a batch claim and the real-time check read a handful
of rows -- whether or not the table's statistics have caught up with the burst (migration 0004).

The measure is the plan's own row counts (EXPLAIN ANALYZE), not a time: the old claim fetched and
sorted every queued job of the tenant (9,968 rows), the old check scanned the table."""

from __future__ import annotations

import json
import uuid

import pytest
from sqlalchemy import text

from footnote.shared.jobs import fairshare

pytestmark = pytest.mark.integration

QUEUED = 10_000


def _max_rows(plan: dict) -> float:
    rows = plan.get("Actual Rows", 0) * plan.get("Actual Loops", 1)
    return max([rows, *(_max_rows(child) for child in plan.get("Plans", []))])


def _explain(s, sql: str, params: dict) -> dict:  # type: ignore[no-untyped-def]
    raw = s.execute(text("EXPLAIN (ANALYZE, FORMAT JSON) " + sql), params).scalar_one()
    return (json.loads(raw) if isinstance(raw, str) else raw)[0]["Plan"]


@pytest.mark.parametrize("analyzed", [False, True], ids=["stale-statistics", "fresh-statistics"])
def test_claim_and_realtime_check_read_a_handful_of_rows(runtime, analyzed: bool) -> None:  # type: ignore[no-untyped-def]
    prefix = uuid.uuid4().hex[:6]
    big, small = f"{prefix}-big", f"{prefix}-small"
    session_cm = runtime.session()
    s = session_cm.__enter__()
    try:  # one transaction, rolled back: other tests never see these jobs
        s.execute(text("UPDATE jobs SET status = 'succeeded' WHERE status IN ('queued', 'running')"))
        for tenant in (big, small):
            s.execute(text("INSERT INTO tenants (id, name) VALUES (:t, :n)"), {"t": tenant, "n": tenant})
        s.execute(
            text(
                "INSERT INTO jobs (id, tenant_id, kind, queue, priority, input, request_hash, max_attempts) "
                "SELECT gen_random_uuid()::text, "
                "CASE WHEN g <= 30 THEN CAST(:small AS text) ELSE CAST(:big AS text) END, 'question', 'batch', "
                "'batch', '{}'::jsonb, md5(g::text || CAST(:big AS text)), 3 FROM generate_series(1, :n) AS g"
            ),
            {"small": small, "big": big, "n": QUEUED},
        )
        if analyzed:
            s.execute(text("ANALYZE jobs"))
        claim_plan = _explain(s, fairshare._FAIR_CLAIM, {"lease_s": 60})
        check_plan = _explain(s, fairshare._REALTIME_IN_FLIGHT.text, {"recent_s": 30})
        assert _max_rows(claim_plan) <= 10, json.dumps(claim_plan)[:2000]
        assert _max_rows(check_plan) <= 10, json.dumps(check_plan)[:2000]
        # and the claim still took the fairest tenant's oldest job
        claim = fairshare.claim_batch(session=s, lease_s=60, help_realtime=False)
        assert claim is not None and claim.tenant_id in (big, small)
    finally:
        s.rollback()
        session_cm.__exit__(None, None, None)

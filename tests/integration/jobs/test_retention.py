"""The sweeper's retention pass deletes finished jobs past ``job_retention_days`` -- with their
uploads and webhook attempts -- and nothing else."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import text

from footnote.shared.jobs.sweep import purge_finished

pytestmark = pytest.mark.integration


def test_only_settled_jobs_past_retention_are_deleted_with_their_rows(runtime, tenant) -> None:  # type: ignore[no-untyped-def]
    session_cm = runtime.session()
    s = session_cm.__enter__()
    try:  # one transaction, rolled back
        s.execute(
            text("INSERT INTO tenants (id, name) VALUES (:t, :n) ON CONFLICT DO NOTHING"), {"t": tenant, "n": tenant}
        )
        jobs = {
            "old_done": ("succeeded", 40, None),
            "old_failed": ("failed", 40, "failed"),
            "old_cancelled": ("cancelled", 40, None),
            "recent_done": ("succeeded", 10, None),
            "old_webhook_retrying": ("succeeded", 40, "retrying"),
            "old_queued": ("queued", None, None),
        }
        ids = {name: str(uuid.uuid4()) for name in jobs}
        for name, (status, age_days, hook) in jobs.items():
            s.execute(
                text(
                    "INSERT INTO jobs (id, tenant_id, kind, queue, priority, input, request_hash, max_attempts, status,"
                    " queued_at, finished_at, webhook_state) VALUES (:id, :t, 'question', 'realtime', 'realtime',"
                    " '{}'::jsonb, :h, 3, :st, now() - interval '60 days',"
                    " CASE WHEN CAST(:age AS float8) IS NULL THEN NULL"
                    "      ELSE now() - make_interval(days => CAST(:age AS integer)) END, :hook)"
                ),
                {"id": ids[name], "h": ids[name], "t": tenant, "st": status, "age": age_days, "hook": hook},
            )
        s.execute(
            text("INSERT INTO job_payloads (job_id, name, data) VALUES (:id, 'a.txt', 'x')"), {"id": ids["old_done"]}
        )
        s.execute(
            text("INSERT INTO webhook_deliveries (job_id, attempt, outcome) VALUES (:id, 1, 'failed')"),
            {"id": ids["old_failed"]},
        )
        assert purge_finished(session=s, older_than_days=0) == 0  # 0 keeps everything
        purged = purge_finished(session=s, older_than_days=30, limit=100)
        left = set(s.execute(text("SELECT id FROM jobs WHERE id = ANY(:ids)"), {"ids": list(ids.values())}).scalars())
        assert {n for n, i in ids.items() if i not in left} == {"old_done", "old_failed", "old_cancelled"}
        assert purged >= 3
        assert s.execute(
            text("SELECT count(*) FROM job_payloads WHERE job_id = :id"), {"id": ids["old_done"]}
        ).scalar() == 0
        assert s.execute(
            text("SELECT count(*) FROM webhook_deliveries WHERE job_id = :id"), {"id": ids["old_failed"]}
        ).scalar() == 0
    finally:
        s.rollback()
        session_cm.__exit__(None, None, None)

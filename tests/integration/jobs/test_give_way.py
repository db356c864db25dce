"""Batch work gives way to real-time work: the in-flight probe and the per-statement hook."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import text

from footnote.services.workers.runner import give_way_before_statements, giving_way
from footnote.shared.jobs.fairshare import realtime_in_flight

pytestmark = pytest.mark.integration


def test_realtime_in_flight_sees_queued_and_running_realtime_jobs_only(runtime, tenant) -> None:  # type: ignore[no-untyped-def]
    rt = runtime
    session_cm = rt.session()
    s = session_cm.__enter__()
    try:
        # inside one transaction that is rolled back: other tests' jobs are set aside first
        s.execute(text("UPDATE jobs SET status = 'succeeded' WHERE status IN ('queued', 'running')"))
        s.execute(
            text("INSERT INTO tenants (id, name) VALUES (:t, :n) ON CONFLICT DO NOTHING"), {"t": tenant, "n": tenant}
        )
        assert realtime_in_flight(session=s) is False

        def add(queue: str, status: str) -> None:
            s.execute(
                text(
                    "INSERT INTO jobs (id, tenant_id, kind, queue, priority, input, request_hash, max_attempts, status)"
                    " VALUES (:id, :t, 'question', :q, :p, '{}'::jsonb, :h, 3, :st)"
                ),
                {"id": str(uuid.uuid4()), "t": tenant, "q": queue, "p": queue, "h": uuid.uuid4().hex, "st": status},
            )

        add("batch", "queued")
        add("batch", "running")
        add("realtime", "succeeded")
        assert realtime_in_flight(session=s) is False  # batch work and finished jobs do not count
        add("realtime", "queued")
        assert realtime_in_flight(session=s) is True
        s.execute(text("UPDATE jobs SET status = 'running', started_at = now() WHERE queue = 'realtime' "
                       "AND status = 'queued'"))
        assert realtime_in_flight(session=s) is True
        # one started long ago is stuck (or its pool saturated): it no longer holds batch work back
        s.execute(text("UPDATE jobs SET started_at = now() - interval '5 minutes' WHERE queue = 'realtime' "
                       "AND status = 'running'"))
        assert realtime_in_flight(session=s, recent_s=30) is False
    finally:
        s.rollback()
        session_cm.__exit__(None, None, None)


def test_the_hook_runs_before_every_statement_of_that_session_only(runtime) -> None:  # type: ignore[no-untyped-def]
    calls: list[int] = []
    with runtime.session() as s:
        give_way_before_statements(s, lambda: calls.append(1) or 0.0)
        for _ in range(3):
            s.execute(text("SELECT 1"))
    assert len(calls) == 3
    with runtime.session() as other:  # a later checkout of the pooled connection has no hook
        other.execute(text("SELECT 1"))
    assert len(calls) == 3


def test_giving_way_hooks_every_session_a_batch_job_opens(runtime) -> None:  # type: ignore[no-untyped-def]
    """A batch job's claim, progress, retrieval and finish each open a session: all give way."""
    calls: list[int] = []
    scope = giving_way(runtime.session, lambda: calls.append(1) or 0.0)
    with scope() as s:
        s.execute(text("SELECT 1"))
    with scope() as s:
        s.execute(text("SELECT 1"))
        s.execute(text("SELECT 2"))
    assert len(calls) == 3
    with runtime.session() as plain:  # the runtime's own sessions are untouched
        plain.execute(text("SELECT 1"))
    assert len(calls) == 3


def test_a_batch_token_helps_only_a_realtime_job_that_has_waited(runtime, tenant) -> None:  # type: ignore[no-untyped-def]
    from footnote.shared.jobs.fairshare import claim_batch

    session_cm = runtime.session()
    s = session_cm.__enter__()
    try:
        s.execute(text("UPDATE jobs SET status = 'succeeded' WHERE status IN ('queued', 'running')"))
        s.execute(
            text("INSERT INTO tenants (id, name) VALUES (:t, :n) ON CONFLICT DO NOTHING"), {"t": tenant, "n": tenant}
        )
        fresh, waited, batch = (str(uuid.uuid4()) for _ in range(3))
        for job_id, queue, age_s in ((fresh, "realtime", 0), (waited, "realtime", 5), (batch, "batch", 60)):
            s.execute(
                text(
                    "INSERT INTO jobs (id, tenant_id, kind, queue, priority, input, request_hash, max_attempts,"
                    " queued_at) VALUES (:id, :t, 'question', :q, :p, '{}'::jsonb, :h, 3,"
                    " now() - make_interval(secs => :age))"
                ),
                {"id": job_id, "t": tenant, "q": queue, "p": queue, "h": job_id, "age": age_s},
            )
        first = claim_batch(session=s, lease_s=60, help_after_s=1.0)
        second = claim_batch(session=s, lease_s=60, help_after_s=1.0)
        third = claim_batch(session=s, lease_s=60, help_after_s=1.0)
        # the real-time job waiting 5 s first (its pool is saturated), then batch work; the one
        # queued just now is left to the real-time pool
        assert [c.id if c else None for c in (first, second, third)] == [waited, batch, None]
    finally:
        s.rollback()
        session_cm.__exit__(None, None, None)


def test_batch_claims_in_sql_follow_the_pure_fair_order(runtime) -> None:  # type: ignore[no-untyped-def]
    from datetime import UTC, datetime, timedelta

    from footnote.shared.jobs.fairshare import QueuedJob, claim_batch, fair_order

    base = datetime(2026, 1, 1, tzinfo=UTC)
    prefix = uuid.uuid4().hex[:6]
    queued = [
        QueuedJob(f"{prefix}-{t}-{i}", f"{prefix}-{t}", base + timedelta(seconds=10 * i + off))
        for t, n, off in (("a", 3, 0), ("b", 3, 1), ("c", 1, 2))
        for i in range(n)
    ]
    session_cm = runtime.session()
    s = session_cm.__enter__()
    try:
        s.execute(text("UPDATE jobs SET status = 'succeeded' WHERE status IN ('queued', 'running')"))
        for tenant in sorted({j.tenant_id for j in queued}):
            s.execute(text("INSERT INTO tenants (id, name) VALUES (:t, :n)"), {"t": tenant, "n": tenant})
        for j in queued:
            s.execute(
                text(
                    "INSERT INTO jobs (id, tenant_id, kind, queue, priority, input, request_hash, max_attempts,"
                    " queued_at) VALUES (:id, :t, 'question', 'batch', 'batch', '{}'::jsonb, :h, 3, :q)"
                ),
                {"id": j.id, "t": j.tenant_id, "h": j.id, "q": j.queued_at},
            )
        claimed = []
        while (c := claim_batch(session=s, lease_s=60)) is not None:
            claimed.append(c.id)
        assert claimed == fair_order(queued)  # a, b, c, a, b, a, b
    finally:
        s.rollback()
        session_cm.__exit__(None, None, None)

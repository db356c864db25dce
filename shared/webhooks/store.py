"""Webhook delivery state on the job row plus one ``webhook_deliveries`` row per attempt.

A due delivery is *claimed* by pushing ``webhook_next_at`` forward (SKIP LOCKED), so the worker
that finished the job and the sweeper never send the same attempt twice concurrently.
Retries back off exponentially (``next_delay_s``) until ``webhook_max_age_s`` after the job
finished (~24 h by default); then the state is ``failed``.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

MAX_DELAY_S = 3600.0


def next_delay_s(attempt: int, base_s: float) -> float:
    """Delay after failed attempt number ``attempt`` (1-based): base, 2x, 4x, ... capped at 1 h."""
    return min(MAX_DELAY_S, base_s * (2 ** max(0, attempt - 1)))


_CLAIM = """
UPDATE jobs SET webhook_next_at = clock_timestamp() + make_interval(secs => CAST(:hold_s AS float8))
WHERE id IN (SELECT id FROM jobs WHERE webhook_state IN ('pending', 'retrying') AND webhook_next_at <= clock_timestamp()
             {only} ORDER BY webhook_next_at LIMIT :limit FOR UPDATE SKIP LOCKED)
RETURNING id, tenant_id, webhook_url, webhook_attempts
"""


def claim_due(*, session: Session, limit: int, hold_s: float) -> list[Any]:
    return session.execute(text(_CLAIM.format(only="")), {"limit": limit, "hold_s": hold_s}).all()


def claim_one(*, session: Session, job_id: str, hold_s: float) -> Any | None:
    return session.execute(
        text(_CLAIM.format(only="AND id = :id")), {"id": job_id, "limit": 1, "hold_s": hold_s}
    ).first()


def record_attempt(
    *,
    session: Session,
    job_id: str,
    outcome: str,
    status_code: int | None,
    error: str | None,
    duration_ms: int,
    base_s: float,
    max_age_s: float,
) -> str:
    """Store the attempt and move the job's webhook state on; returns the new state."""
    attempt = session.execute(
        text("UPDATE jobs SET webhook_attempts = webhook_attempts + 1 WHERE id = :id RETURNING webhook_attempts"),
        {"id": job_id},
    ).scalar_one()
    session.execute(
        text(
            "INSERT INTO webhook_deliveries (job_id, attempt, outcome, status_code, error, duration_ms) "
            "VALUES (:id, :a, :o, :c, :e, :d)"
        ),
        {
            "id": job_id,
            "a": attempt,
            "o": outcome,
            "c": status_code,
            "e": (error or None) and error[:500],
            "d": duration_ms,
        },
    )
    if outcome == "delivered":
        state_sql = "webhook_state = 'delivered', webhook_next_at = NULL"
        params: dict = {}
    else:
        state_sql = (
            "webhook_state = CASE WHEN finished_at + make_interval(secs => CAST(:max_age AS float8)) "
            "< clock_timestamp() + make_interval(secs => CAST(:delay AS float8)) THEN 'failed' ELSE 'retrying' END, "
            "webhook_next_at = CASE WHEN finished_at + make_interval(secs => CAST(:max_age AS float8)) "
            "< clock_timestamp() + make_interval(secs => CAST(:delay AS float8)) THEN NULL "
            "ELSE clock_timestamp() + make_interval(secs => CAST(:delay AS float8)) END"
        )
        params = {"max_age": max_age_s, "delay": next_delay_s(attempt, base_s)}
    return session.execute(
        text(f"UPDATE jobs SET {state_sql} WHERE id = :id RETURNING webhook_state"), {"id": job_id, **params}
    ).scalar_one()


def list_deliveries(*, session: Session, job_id: str) -> list[dict]:
    rows = session.execute(
        text(
            "SELECT attempt, attempted_at, outcome, status_code, error, duration_ms FROM webhook_deliveries "
            "WHERE job_id = :id ORDER BY attempt"
        ),
        {"id": job_id},
    ).all()
    return [
        {
            "attempt": r.attempt,
            "attempted_at": r.attempted_at.isoformat(),
            "outcome": r.outcome,
            "status_code": r.status_code,
            "error": r.error,
            "duration_ms": r.duration_ms,
        }
        for r in rows
    ]


def redeliver(*, session: Session, tenant_id: str, job_id: str) -> bool:
    """Send a finished job's webhook again now (an integrator's retry button): due at once for
    the sweeper, whatever its state; False when the job is not the tenant's, has no webhook or
    has not finished."""
    row = session.execute(
        text("UPDATE jobs SET webhook_state = 'retrying', webhook_next_at = clock_timestamp() "
             "WHERE id = :id AND tenant_id = :t AND webhook_url IS NOT NULL "
             "AND status IN ('succeeded', 'failed', 'cancelled') RETURNING id"),
        {"id": job_id[:64], "t": tenant_id},
    ).first()
    return row is not None

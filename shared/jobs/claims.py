"""Worker-side job state changes: claim, progress, finish, fail, release for retry, resume.

Each is one SQL statement guarded by the state it expects; ``attempts`` is the fencing token
(``claim`` increments it, the others only apply while the caller holds the latest attempt).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session


@dataclass(frozen=True)
class Claim:
    """What a worker holds after a successful claim."""

    id: str
    tenant_id: str
    kind: str
    queue: str
    input: dict
    attempt: int
    max_attempts: int


_CLAIM_RETURNING = "RETURNING id, tenant_id, kind, queue, input, attempts, max_attempts"


def _claim_from(row: Any) -> Claim | None:
    if row is None:
        return None
    return Claim(row.id, row.tenant_id, row.kind, row.queue, row.input, row.attempts, row.max_attempts)


def claim_job(*, session: Session, job_id: str, lease_s: int) -> Claim | None:
    """Atomically take a job: queued, or running with an expired lease (its worker died).

    Returns None when someone else holds it or it is finished, so a redelivered message
    never runs a finished job twice.
    """
    row = session.execute(
        text(
            f"""
            UPDATE jobs SET status = 'running', attempts = attempts + 1, started_at = clock_timestamp(),
                   lease_expires_at = clock_timestamp() + make_interval(secs => CAST(:lease_s AS float8)),
                   stage = 'claimed'
            WHERE id = :id AND attempts < max_attempts
              AND (status = 'queued' OR (status = 'running' AND lease_expires_at < clock_timestamp()))
            {_CLAIM_RETURNING}
            """
        ),
        {"id": job_id, "lease_s": lease_s},
    ).first()
    return _claim_from(row)


def renew_lease(*, session: Session, claim: Claim, lease_s: float) -> bool:
    """Extend a running job's lease (its worker is alive), never shorten it (a job handed to the
    generate queue holds a longer one). False: cancelled or re-claimed."""
    row = session.execute(
        text(
            "UPDATE jobs SET lease_expires_at = GREATEST(lease_expires_at,"
            " clock_timestamp() + make_interval(secs => CAST(:lease_s AS float8))) "
            "WHERE id = :id AND status = 'running' AND attempts = :attempt RETURNING id"
        ),
        {"id": claim.id, "attempt": claim.attempt, "lease_s": lease_s},
    ).first()
    return row is not None


def record_progress(
    *, session: Session, claim: Claim, progress: float, stage: str, lease_s: int, timings: dict | None = None
) -> bool:
    """Report progress and extend the lease. False: the job was cancelled or re-claimed; stop."""
    row = session.execute(
        text(
            """
            UPDATE jobs SET progress = :p, stage = :stage,
                   timings = timings || CAST(:timings AS jsonb),
                   lease_expires_at = clock_timestamp() + make_interval(secs => CAST(:lease_s AS float8))
            WHERE id = :id AND status = 'running' AND attempts = :attempt
            RETURNING id
            """
        ),
        {
            "id": claim.id,
            "attempt": claim.attempt,
            "p": max(0.0, min(1.0, progress)),
            "stage": stage,
            "lease_s": lease_s,
            "timings": json.dumps(timings or {}),
        },
    ).first()
    return row is not None


def _finish(
    *,
    session: Session,
    claim: Claim,
    status: str,
    result: dict | None,
    reason: str | None,
    timings: dict | None,
) -> bool:
    row = session.execute(
        text(
            """
            WITH handoff_done AS (DELETE FROM job_handoffs WHERE job_id = :id AND attempt = :attempt)
            UPDATE jobs SET status = CAST(:status AS text), finished_at = clock_timestamp(), lease_expires_at = NULL,
                   progress = CASE WHEN CAST(:status AS text) = 'succeeded' THEN 1 ELSE progress END,
                   stage = CAST(:status AS text), result = CAST(:result AS jsonb), failure_reason = :reason,
                   timings = timings || CAST(:timings AS jsonb),
                   webhook_state = CASE WHEN webhook_url IS NULL THEN NULL ELSE 'pending' END,
                   webhook_next_at = CASE WHEN webhook_url IS NULL THEN NULL ELSE clock_timestamp() END
            WHERE id = :id AND status = 'running' AND attempts = :attempt
            RETURNING id
            """
        ),
        {
            "id": claim.id,
            "attempt": claim.attempt,
            "status": status,
            "result": json.dumps(result) if result is not None else None,
            "reason": reason,
            "timings": json.dumps(timings or {}),
        },
    ).first()
    return row is not None


def finish_job(*, session: Session, claim: Claim, result: dict, timings: dict | None = None) -> bool:
    """Record success. False when this attempt no longer holds the job (cancelled/re-claimed)."""
    return _finish(session=session, claim=claim, status="succeeded", result=result, reason=None, timings=timings)


def fail_job(*, session: Session, claim: Claim, reason: str, timings: dict | None = None) -> bool:
    return _finish(session=session, claim=claim, status="failed", result=None, reason=reason[:2000], timings=timings)


def release_for_retry(*, session: Session, claim: Claim, reason: str, delay_s: float, lease_s: int) -> bool:
    """A transient failure: back to queued; the broker redelivers after ``delay_s``, and the
    lease makes the sweeper enqueue it again should that message be lost."""
    row = session.execute(
        text(
            """
            UPDATE jobs SET status = 'queued', stage = 'retrying', failure_reason = :reason,
                   lease_expires_at = CASE WHEN queue = 'batch' THEN NULL
                       ELSE clock_timestamp()
                            + make_interval(secs => CAST(:delay_s AS float8) + CAST(:lease_s AS float8)) END
            WHERE id = :id AND status = 'running' AND attempts = :attempt
            RETURNING id
            """
        ),
        {
            "id": claim.id,
            "attempt": claim.attempt,
            "reason": reason[:2000],
            "delay_s": delay_s,
            "lease_s": lease_s,
        },
    ).first()
    return row is not None


def save_handoff(*, session: Session, claim: Claim, data: dict) -> None:
    """Store this attempt's retrieved evidence for the ``generate`` stage (replacing an earlier
    attempt's); it goes with the job's next commit."""
    session.execute(
        text(
            """
            INSERT INTO job_handoffs (job_id, attempt, data) VALUES (:id, :attempt, CAST(:data AS jsonb))
            ON CONFLICT (job_id) DO UPDATE SET attempt = EXCLUDED.attempt, data = EXCLUDED.data,
                created_at = clock_timestamp()
            """
        ),
        {"id": claim.id, "attempt": claim.attempt, "data": json.dumps(data)},
    )


def load_handoff(*, session: Session, claim: Claim) -> dict | None:
    """This attempt's stored evidence, or None (none stored, or an earlier attempt's)."""
    return session.execute(
        text("SELECT data FROM job_handoffs WHERE job_id = :id AND attempt = :attempt"),
        {"id": claim.id, "attempt": claim.attempt},
    ).scalar()


def load_blob(*, session: Session, job_id: str) -> tuple[str, bytes] | None:
    row = session.execute(
        text("SELECT name, data FROM job_payloads WHERE job_id = :id AND part = 'file'"), {"id": job_id}
    ).first()
    return (row.name, bytes(row.data)) if row else None


def load_parts(*, session: Session, job_id: str) -> dict[str, tuple[str, bytes]]:
    """The upload's companions (``slide_deck``, ``code``), by part."""
    rows = session.execute(
        text("SELECT part, name, data FROM job_payloads WHERE job_id = :id AND part <> 'file'"), {"id": job_id}
    ).all()
    return {r.part: (r.name, bytes(r.data)) for r in rows}


def delete_blob(*, session: Session, job_id: str) -> None:
    """An ingested upload is in sources and chunks now; its bytes need not stay in the job."""
    session.execute(text("DELETE FROM job_payloads WHERE job_id = :id"), {"id": job_id})


def resume_claim(*, session: Session, job_id: str, attempt: int, lease_s: int) -> Claim | None:
    """Hand a running job to the next stage (e.g. the ``generate`` queue) under the same attempt,
    extending the lease; None when that attempt no longer holds the job."""
    row = session.execute(
        text(
            f"""
            UPDATE jobs SET stage = 'generating',
                   lease_expires_at = clock_timestamp() + make_interval(secs => CAST(:lease_s AS float8))
            WHERE id = :id AND status = 'running' AND attempts = :attempt
            {_CLAIM_RETURNING}
            """
        ),
        {"id": job_id, "attempt": attempt, "lease_s": lease_s},
    ).first()
    return _claim_from(row)

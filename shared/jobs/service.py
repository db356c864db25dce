"""Job lifecycle on the ``jobs`` table: create, read, list, cancel, claim, progress, finish, fail.

Every state change is one SQL statement guarded by the state it expects, so concurrent actors
(API, redelivered messages, a second worker after a lost lease, the sweeper) cannot both win:

    queued --claim--> running --finish--> succeeded
      ^                  |    --fail----> failed
      |                  |    --retry---> queued      (TransientError, attempts left)
      +-- sweep (lease expired) --+
    queued|running --cancel--> cancelled

``attempts`` is a fencing token: ``claim`` increments it and ``finish``/``fail``/``progress``
only apply when the caller still holds the latest attempt. This module holds the API side
(create, read, list, cancel); ``footnote.shared.jobs.claims`` the worker side.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.errors import Conflict, NotFound, ValidationError

STATUSES = ("queued", "running", "succeeded", "failed", "cancelled")
TERMINAL = ("succeeded", "failed", "cancelled")
ACTIVE = ("queued", "running")

JOB_COLUMNS = (
    "id, tenant_id, kind, queue, priority, status, input, idempotency_key, request_hash, attempts, "
    "max_attempts, progress, stage, timings, result, failure_reason, enqueue_error, webhook_url, "
    "webhook_state, webhook_attempts, webhook_next_at, queued_at, started_at, finished_at, lease_expires_at, "
    "rating"
)


def request_hash(kind: str, payload: dict, priority: str, webhook_url: str | None) -> str:
    """Fingerprint of a submission, to tell a retry from a different request under the same key."""
    canonical = json.dumps(
        {"kind": kind, "input": payload, "priority": priority, "webhook_url": webhook_url},
        sort_keys=True,
        separators=(",", ":"),
    )
    return hashlib.sha256(canonical.encode()).hexdigest()


def _iso(v: datetime | None) -> str | None:
    return v.isoformat() if v is not None else None


def to_public(row: Any, deliveries: list[dict] | None = None) -> dict:
    """The job as the API and the webhook show it (no internal hashes or leases)."""
    m = row._mapping if hasattr(row, "_mapping") else row
    out = {
        "id": m["id"],
        "kind": m["kind"],
        "priority": m["priority"],
        "queue": m["queue"],
        "status": m["status"],
        "progress": round(float(m["progress"]), 4),
        "stage": m["stage"],
        "attempts": m["attempts"],
        "queued_at": _iso(m["queued_at"]),
        "started_at": _iso(m["started_at"]),
        "finished_at": _iso(m["finished_at"]),
        "result": m["result"],
        "failure_reason": m["failure_reason"],
        "enqueue_error": m["enqueue_error"],
        "rating": m["rating"],  # a reader's thumbs, once given (PUT /v1/jobs/<id>/rating)
    }
    if m["webhook_url"]:
        out["webhook"] = {
            "url": m["webhook_url"],
            "state": m["webhook_state"],
            "attempts": m["webhook_attempts"],
            "next_attempt_at": _iso(m["webhook_next_at"]),
        }
        if deliveries is not None:
            out["webhook"]["deliveries"] = deliveries
    return out


def create_job(
    *,
    session: Session,
    tenant_id: str,
    kind: str,
    queue: str,
    priority: str,
    payload: dict,
    webhook_url: str | None,
    idempotency_key: str | None,
    lease_s: int,
    max_attempts: int,
    blob: tuple[str, bytes] | None = None,
    parts: Mapping[str, tuple[str, bytes]] | None = None,
) -> tuple[Any, bool]:
    """Insert the job row (and its uploaded file, and ``parts``: companions such as a recording's
    slide deck). Returns ``(row, created)``.

    With an ``idempotency_key`` already used by this tenant, returns the existing row and
    ``created=False`` when the request is the same, and raises ``Conflict`` when it differs.
    A queued job's lease is its enqueue deadline: if no worker claims it by then the sweeper
    enqueues it again (lost message). Batch jobs have none: the sweeper tops up batch tokens.
    """
    rhash = request_hash(kind, payload, priority, webhook_url)
    for _part, (_name, data) in ([("file", blob)] if blob is not None else []) + sorted((parts or {}).items()):
        rhash = hashlib.sha256((rhash + _part + hashlib.sha256(data).hexdigest()).encode()).hexdigest()
    job_id = str(uuid.uuid4())
    row = session.execute(
        text(
            f"""
            INSERT INTO jobs (id, tenant_id, kind, queue, priority, input, idempotency_key, request_hash,
                              max_attempts, webhook_url, lease_expires_at)
            VALUES (:id, :tenant_id, :kind, :queue, :priority, CAST(:input AS jsonb), :idem, :rhash,
                    :max_attempts, :webhook_url,
                    clock_timestamp() + make_interval(secs => CAST(:lease_s AS float8)))
            ON CONFLICT ON CONSTRAINT uq_jobs_tenant_idempotency DO NOTHING
            RETURNING {JOB_COLUMNS}
            """
        ),
        {
            "id": job_id,
            "tenant_id": tenant_id,
            "kind": kind,
            "queue": queue,
            "priority": priority,
            "input": json.dumps(payload),
            "idem": idempotency_key,
            "rhash": rhash,
            "max_attempts": max_attempts,
            "webhook_url": webhook_url,
            "lease_s": None if queue == "batch" else lease_s,
        },
    ).first()
    if row is None:
        existing = session.execute(
            text(f"SELECT {JOB_COLUMNS} FROM jobs WHERE tenant_id = :t AND idempotency_key = :k"),
            {"t": tenant_id, "k": idempotency_key},
        ).one()
        if existing.request_hash != rhash:
            raise Conflict(
                f"Idempotency-Key {idempotency_key!r} was already used for a different request "
                f"(job {existing.id}); use a new key for a new request"
            )
        return existing, False
    for part, (name, data) in ([("file", blob)] if blob is not None else []) + sorted((parts or {}).items()):
        session.execute(
            text("INSERT INTO job_payloads (job_id, part, name, data) VALUES (:id, :part, :name, :data)"),
            {"id": job_id, "part": part, "name": name, "data": data},
        )
    return row, True


def mark_enqueued(*, session: Session, job_id: str) -> None:
    session.execute(text("UPDATE jobs SET enqueue_error = NULL WHERE id = :id"), {"id": job_id})


def mark_enqueue_failed(*, session: Session, job_id: str, error: str) -> None:
    """The row says the broker refused it; the sweeper retries once the lease has passed."""
    session.execute(
        text("UPDATE jobs SET enqueue_error = :e WHERE id = :id AND status = 'queued'"),
        {"id": job_id, "e": error[:500]},
    )


def get_job(*, session: Session, tenant_id: str, job_id: str) -> Any:
    row = session.execute(
        text(f"SELECT {JOB_COLUMNS} FROM jobs WHERE id = :id AND tenant_id = :t"), {"id": job_id, "t": tenant_id}
    ).first()
    if row is None:
        raise NotFound(f"job {job_id} not found")
    return row


def get_job_any_tenant(*, session: Session, job_id: str) -> Any:
    row = session.execute(text(f"SELECT {JOB_COLUMNS} FROM jobs WHERE id = :id"), {"id": job_id}).first()
    if row is None:
        raise NotFound(f"job {job_id} not found")
    return row


def list_jobs(
    *,
    session: Session,
    tenant_id: str,
    status: str | None,
    kind: str | None,
    limit: int,
    cursor: str | None,
) -> tuple[list[Any], str | None]:
    """Newest first, keyset-paginated: ``cursor`` is the last page's ``next_cursor``."""
    if status is not None and status not in STATUSES:
        raise ValidationError("status", f"{status!r} is not one of {', '.join(STATUSES)}")
    after_ts, after_id = decode_cursor(cursor) if cursor is not None else (None, None)
    rows = session.execute(
        text(
            f"""
            SELECT {JOB_COLUMNS} FROM jobs
            WHERE tenant_id = :t
              AND (CAST(:status AS text) IS NULL OR status = CAST(:status AS text))
              AND (CAST(:kind AS text) IS NULL OR kind = CAST(:kind AS text))
              AND (CAST(:after_ts AS timestamptz) IS NULL
                   OR (queued_at, id) < (CAST(:after_ts AS timestamptz), CAST(:after_id AS text)))
            ORDER BY queued_at DESC, id DESC
            LIMIT :limit
            """
        ),
        {
            "t": tenant_id,
            "status": status,
            "kind": kind,
            "after_ts": after_ts,
            "after_id": after_id,
            "limit": limit + 1,
        },
    ).all()
    next_cursor = None
    if len(rows) > limit:
        rows = rows[:limit]
        next_cursor = encode_cursor(rows[-1].queued_at, rows[-1].id)
    return rows, next_cursor


CURSOR_PATTERN = r"^[0-9]{1,16}_[A-Za-z0-9-]{1,64}$"  # published in the OpenAPI document


def encode_cursor(queued_at: datetime, job_id: str) -> str:
    """``<queued_at in unix microseconds>_<job id>``: every string of that shape decodes."""
    from datetime import UTC, timedelta

    epoch = datetime(1970, 1, 1, tzinfo=UTC)
    return f"{(queued_at - epoch) // timedelta(microseconds=1)}_{job_id}"


def decode_cursor(cursor: str) -> tuple[datetime, str]:
    """The (queued_at, id) a page ends at; the earlier ``<iso time>|<id>`` form still reads."""
    import re
    from datetime import UTC, timedelta

    try:
        if re.match(CURSOR_PATTERN, cursor):
            micros, job_id = cursor.split("_", 1)
            return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(microseconds=int(micros)), job_id
        ts, job_id = cursor.split("|", 1)
        return datetime.fromisoformat(ts), job_id
    except (ValueError, OverflowError, OSError):
        raise ValidationError("cursor", f"{cursor!r} is not a cursor from a previous page") from None


def cancel_job(*, session: Session, tenant_id: str, job_id: str) -> Any:
    """Cancel a queued or running job (a running worker's finish then no longer applies)."""
    row = session.execute(
        text(
            f"""
            UPDATE jobs SET status = 'cancelled', finished_at = clock_timestamp(), lease_expires_at = NULL,
                   failure_reason = 'cancelled by the client',
                   webhook_state = CASE WHEN webhook_url IS NULL THEN NULL ELSE 'pending' END,
                   webhook_next_at = CASE WHEN webhook_url IS NULL THEN NULL ELSE clock_timestamp() END
            WHERE id = :id AND tenant_id = :t AND status IN ('queued', 'running')
            RETURNING {JOB_COLUMNS}
            """
        ),
        {"id": job_id, "t": tenant_id},
    ).first()
    if row is None:
        existing = get_job(session=session, tenant_id=tenant_id, job_id=job_id)
        raise Conflict(f"job {job_id} already finished ({existing.status}); only queued or running jobs cancel")
    return row

"""The sweeper's repairs, so nothing needs hand cleaning:

* a job whose lease expired (lost broker message, dead worker, broker restarted empty) goes back
  to ``queued`` with a fresh lease and is returned for enqueueing again;
* one that has used all its attempts fails with a reason instead;
* finished jobs older than the retention period are deleted, with their uploads, handoffs and
  webhook attempts (``purge_finished``);
* batch tokens are topped up to the number of queued batch jobs, at most ``batch_token_depth``
  in the broker (``batch_tokens_missing``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy import text
from sqlalchemy.orm import Session


@dataclass
class SweepResult:
    requeue: list[tuple[str, str]] = field(default_factory=list)  # (job id, queue)
    gave_up: list[str] = field(default_factory=list)
    queued_batch: int = 0


def sweep(*, session: Session, lease_s: int, limit: int = 1000, count_batch_up_to: int | None = None) -> SweepResult:
    """One pass. ``count_batch_up_to``: count queued batch jobs only up to this many (the
    token depth cap: more are never needed, and a class of 100,000 need not be counted)."""
    result = SweepResult()
    rows = session.execute(
        text(
            """
            UPDATE jobs SET status = 'failed', finished_at = clock_timestamp(), lease_expires_at = NULL,
                   stage = 'failed',
                   failure_reason = 'gave up after ' || attempts || ' attempts: the worker was lost or '
                                    || 'timed out each time',
                   webhook_state = CASE WHEN webhook_url IS NULL THEN NULL ELSE 'pending' END,
                   webhook_next_at = CASE WHEN webhook_url IS NULL THEN NULL ELSE clock_timestamp() END
            WHERE id IN (SELECT id FROM jobs
                         WHERE status IN ('queued', 'running') AND lease_expires_at < clock_timestamp()
                           AND attempts >= max_attempts
                         LIMIT :limit FOR UPDATE SKIP LOCKED)
            RETURNING id
            """
        ),
        {"limit": limit},
    ).all()
    result.gave_up = [r.id for r in rows]
    rows = session.execute(
        text(
            """
            UPDATE jobs SET status = 'queued', stage = 'requeued',
                   lease_expires_at = CASE WHEN queue = 'batch' THEN NULL
                                           ELSE clock_timestamp() + make_interval(secs => CAST(:lease_s AS float8)) END
            WHERE id IN (SELECT id FROM jobs
                         WHERE status IN ('queued', 'running') AND lease_expires_at < clock_timestamp()
                         ORDER BY lease_expires_at LIMIT :limit FOR UPDATE SKIP LOCKED)
            RETURNING id, queue
            """
        ),
        {"lease_s": lease_s, "limit": limit},
    ).all()
    result.requeue = [(r.id, r.queue) for r in rows if r.queue != "batch"]
    result.queued_batch = session.execute(
        text(
            "SELECT count(*) FROM (SELECT 1 FROM jobs WHERE queue = 'batch' AND status = 'queued' "
            "LIMIT CAST(:cap AS bigint)) AS queued"
        ),
        {"cap": count_batch_up_to},
    ).scalar_one()
    return result


def purge_finished(*, session: Session, older_than_days: float, limit: int = 500) -> int:
    """Delete up to ``limit`` jobs that finished more than ``older_than_days`` ago and whose
    webhook is settled (index ``ix_jobs_finished``); returns how many. 0 days: keep everything."""
    if older_than_days <= 0:
        return 0
    rows = session.execute(
        text(
            """
            DELETE FROM jobs WHERE id IN (
                SELECT id FROM jobs
                WHERE status IN ('succeeded', 'failed', 'cancelled')
                  AND finished_at < clock_timestamp() - make_interval(secs => CAST(:age_s AS float8))
                  AND (webhook_state IS NULL OR webhook_state IN ('delivered', 'failed'))
                ORDER BY finished_at LIMIT :limit FOR UPDATE SKIP LOCKED)
            RETURNING id
            """
        ),
        {"age_s": older_than_days * 86400, "limit": limit},
    ).all()
    return len(rows)


def batch_tokens_missing(*, queued_batch: int, broker_depth: int, max_depth: int) -> int:
    """Tokens to add so the broker holds one per queued batch job, up to ``max_depth`` (extra
    tokens are harmless no-ops). The cap keeps a pass short and the broker small when a class of
    10,000 arrives at once: workers take tokens faster than they need more only if they drain
    ``max_depth`` within one sweeper interval."""
    return max(0, min(queued_batch, max_depth) - broker_depth)

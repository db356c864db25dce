"""Thin Celery tasks, declared at module level (``shared_task`` with an explicit ``name=``):
each takes a job id and makes one call into ``footnote.services.workers.runner`` (claim, one domain
call, persist). Their dependencies come from the app they run under (``app.footnote``, a
``WorkerContext`` built once per worker); the retry policy -- transient failures only,
exponential backoff with jitter -- is applied by ``retrying`` from that worker's settings."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from celery import Celery

RETRY_BACKOFF_MAX_S = 600
TASK_OPTIONS: dict[str, Any] = {"bind": True, "acks_late": True, "reject_on_worker_lost": True}


def context(task: Any) -> Any:
    """The worker's ``WorkerContext`` (settings, runtime, generator, deps)."""
    return task.app.footnote


def backoff_s(settings: Any, retries: int) -> float:
    """``job_retry_backoff_s`` x 2^retries, capped, with full jitter."""
    top = min(RETRY_BACKOFF_MAX_S, max(1.0, settings.job_retry_backoff_s) * 2**retries)
    return random.uniform(top / 2, top)


def retrying(task: Any, work: Callable[[], str]) -> str:
    """Run ``work``; a ``TransientError`` re-publishes this message later (Celery's retry)
    instead of failing it, at most ``job_max_attempts`` times."""
    from footnote.shared.errors import TransientError

    settings = context(task).settings
    try:
        return work()
    except TransientError as err:
        raise task.retry(
            exc=err, countdown=backoff_s(settings, task.request.retries), max_retries=settings.job_max_attempts
        ) from err


def run_by_id(task: Any, job_id: str, *, stage: str) -> str:
    """The body of a task whose message names its job: claim that job, run it, persist."""
    from footnote.services.workers import runner
    from footnote.shared.jobs.claims import claim_job

    ctx = context(task)
    lease_s = ctx.settings.job_lease_s
    return retrying(
        task, lambda: runner.run(ctx, lambda s: claim_job(session=s, job_id=job_id, lease_s=lease_s), stage=stage)
    )


def register_all(app: Celery) -> None:
    """Import the task modules so their ``shared_task``s bind to ``app``."""
    from footnote.services.workers.tasks import generate, ingest, jobs  # noqa: F401

    app.footnote.celery = app  # type: ignore[attr-defined]

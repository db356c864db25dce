"""Thin Celery tasks: an explicit ``name=``, the retry policy in the decorator, the body a
single call into ``services.workers.runner`` (claim by id, one domain call, persist)."""

from __future__ import annotations

from celery import Celery

from shared.config import Settings


def retry_policy(settings: Settings) -> dict:
    """Transient failures only, exponential backoff with jitter."""
    from shared.errors import TransientError

    return {
        "autoretry_for": (TransientError,),
        "retry_backoff": max(1, int(settings.job_retry_backoff_s)),
        "retry_backoff_max": 600,
        "retry_jitter": True,
        "max_retries": settings.job_max_attempts,
        "acks_late": True,
        "reject_on_worker_lost": True,
    }


def register_all(app: Celery, settings: Settings) -> None:
    from services.workers.tasks import generate, ingest, jobs

    jobs.register(app, settings)
    ingest.register(app, settings)
    generate.register(app, settings)

"""Source ingestion jobs on the ``ingest`` queue."""

from __future__ import annotations

from celery import Celery

from services.workers import queues, runner
from services.workers.tasks import retry_policy
from shared.config import Settings
from shared.jobs.claims import claim_job


def register(app: Celery, settings: Settings) -> None:
    ctx = app.footnote  # type: ignore[attr-defined]
    lease_s = settings.job_lease_s

    @app.task(name=queues.TASK_INGEST, queue=queues.INGEST, **retry_policy(settings))
    def ingest_source(job_id: str) -> str:
        return runner.run(ctx, lambda s: claim_job(session=s, job_id=job_id, lease_s=lease_s), stage="ingest")

"""Source ingestion jobs on the ``ingest`` queue."""

from __future__ import annotations

from celery import shared_task

from services.workers import queues, runner
from services.workers.tasks import TASK_OPTIONS, context, retrying
from shared.jobs.claims import claim_job


@shared_task(name=queues.TASK_INGEST, **TASK_OPTIONS)
def ingest_source(self, job_id: str) -> str:  # type: ignore[no-untyped-def]
    ctx = context(self)
    lease_s = ctx.settings.job_lease_s
    return retrying(
        self, lambda: runner.run(ctx, lambda s: claim_job(session=s, job_id=job_id, lease_s=lease_s), stage="ingest")
    )

"""Source ingestion jobs on the ``ingest`` queue."""

from __future__ import annotations

from celery import shared_task

from footnote.services.workers import queues
from footnote.services.workers.tasks import TASK_OPTIONS, run_by_id


@shared_task(name=queues.TASK_INGEST, **TASK_OPTIONS)
def ingest_source(self, job_id: str) -> str:  # type: ignore[no-untyped-def]
    return run_by_id(self, job_id, stage="ingest")

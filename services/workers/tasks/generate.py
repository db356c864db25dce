"""LLM generation on the ``generate`` queue (GPU workers next to vLLM), for jobs a CPU worker
claimed and forwarded because ``settings.generator`` is not the inline extractive one."""

from __future__ import annotations

from celery import Celery

from services.workers import queues, runner
from services.workers.tasks import retry_policy
from shared.config import Settings
from shared.jobs.claims import resume_claim


def register(app: Celery, settings: Settings) -> None:
    ctx = app.footnote  # type: ignore[attr-defined]
    lease_s = settings.job_lease_s

    @app.task(name=queues.TASK_GENERATE, queue=queues.GENERATE, bind=True, **retry_policy(settings))
    def generate(self, job_id: str, attempt: int = 0) -> str:  # type: ignore[no-untyped-def]
        return runner.run(
            ctx,
            lambda s: resume_claim(session=s, job_id=job_id, attempt=attempt, lease_s=lease_s),
            stage="generate",
            retries=self.request.retries or 0,
        )

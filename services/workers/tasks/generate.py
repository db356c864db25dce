"""LLM generation on the ``generate`` queue (GPU workers next to vLLM), for jobs a CPU worker
claimed and forwarded because ``settings.generator`` is not the inline extractive one."""

from __future__ import annotations

from celery import shared_task

from footnote.services.workers import queues, runner
from footnote.services.workers.tasks import TASK_OPTIONS, context, retrying
from footnote.shared.jobs.claims import resume_claim


@shared_task(name=queues.TASK_GENERATE, **TASK_OPTIONS)
def generate(self, job_id: str, attempt: int = 0) -> str:  # type: ignore[no-untyped-def]
    ctx = context(self)
    lease_s = ctx.settings.job_lease_s
    return retrying(
        self,
        lambda: runner.run(
            ctx,
            lambda s: resume_claim(session=s, job_id=job_id, attempt=attempt, lease_s=lease_s),
            stage="generate",
            retries=self.request.retries or 0,
        ),
    )

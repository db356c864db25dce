"""Generation jobs on the ``realtime`` queue (one message per job id) and ``batch`` (tokens)."""

from __future__ import annotations

import logging
from typing import Any

from celery import shared_task

from footnote.services.workers import queues, runner
from footnote.services.workers.tasks import TASK_OPTIONS, context, retrying, run_by_id
from footnote.shared.jobs.fairshare import claim_batch

log = logging.getLogger(__name__)


@shared_task(name=queues.TASK_RUN_JOB, **TASK_OPTIONS)
def run_job(self, job_id: str) -> str:  # type: ignore[no-untyped-def]
    return run_by_id(self, job_id, stage="cpu")


@shared_task(name=queues.TASK_RUN_BATCH, **TASK_OPTIONS)
def run_batch(self, job_id_hint: str | None = None) -> str:  # type: ignore[no-untyped-def]
    """A batch message is a unit of capacity: claim the fairest queued job, not necessarily the
    hint. The token's work gives way to real-time work in flight before every statement, its
    claim included (batch_yield_max_s in all per token)."""
    ctx = context(self)
    settings = ctx.settings

    def work() -> str:
        pause = runner.realtime_pause(ctx, every_s=settings.batch_yield_poll_s)
        return runner.run(
            ctx,
            lambda s: claim_batch(
                session=s, lease_s=settings.job_lease_s, help_after_s=settings.batch_help_realtime_after_s
            ),
            stage="cpu",
            pause=pause,
        )

    outcome = retrying(self, work)
    if outcome != runner.NOTHING_TO_CLAIM:
        pass_token_on(ctx, self.app)
    return outcome


def pass_token_on(ctx: Any, app: Any) -> None:
    """This token found work, so more may wait: replace it (while the broker holds fewer than
    ``batch_token_depth``). Tokens then circulate at the batch pool's own pace, and the sweeper
    only seeds and heals the population instead of publishing thousands when a class arrives.
    A token that finds nothing is not replaced: the chain ends with the queue."""
    try:
        if int(ctx.runtime.redis.llen(queues.BATCH)) < ctx.settings.batch_token_depth:
            app.send_task(queues.TASK_RUN_BATCH, args=[None], queue=queues.BATCH)
    except Exception:  # noqa: BLE001 - the sweeper tops tokens up on its next pass
        log.warning("could not pass a batch token on; the sweeper will top tokens up", exc_info=True)

"""The sweeper loop (``footnote sweeper``): every ``interval_s`` it

1. re-enqueues jobs whose lease expired (lost message, dead worker, broker restarted empty) and
   fails those out of attempts (``footnote.shared.jobs.sweep``);
2. seeds batch tokens, up to min(queued batch jobs, ``batch_token_depth``) in the broker (tokens
   that find work pass themselves on; this heals lost ones and starts a newly queued class);
3. delivers due webhook retries (exponential backoff, ~24 h);
4. deletes jobs finished more than ``job_retention_days`` ago (a bounded batch per pass).

Each step is safe to run from several sweepers at once (SKIP LOCKED claims; surplus tokens
are no-ops). Errors (database or broker down) are logged and the loop goes on.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from footnote.services.workers import queues
from footnote.services.workers.celery_app import enqueue
from footnote.shared.config import Settings
from footnote.shared.jobs.service import mark_enqueue_failed
from footnote.shared.jobs.sweep import batch_tokens_missing, purge_finished, sweep
from footnote.shared.webhooks.deliver import deliver_due

log = logging.getLogger(__name__)


def sweep_once(*, runtime: Any, celery: Any, settings: Settings) -> dict[str, int]:
    stats = {"requeued": 0, "gave_up": 0, "tokens": 0, "webhooks": 0, "purged": 0}
    with runtime.session() as s:
        result = sweep(session=s, lease_s=settings.job_lease_s, count_batch_up_to=settings.batch_token_depth)
    stats["gave_up"] = len(result.gave_up)
    for job_id, queue in result.requeue:
        try:
            enqueue(celery, job_id=job_id, queue=queue)
            stats["requeued"] += 1
        except Exception as err:  # noqa: BLE001 - the row says so; the next lease expiry retries
            with runtime.session() as s:
                mark_enqueue_failed(session=s, job_id=job_id, error=f"{type(err).__name__}: {err}")
    depth = int(runtime.redis.llen(queues.BATCH))
    missing = batch_tokens_missing(
        queued_batch=result.queued_batch, broker_depth=depth, max_depth=settings.batch_token_depth
    )
    for _ in range(missing):
        celery.send_task(queues.TASK_RUN_BATCH, args=[None], queue=queues.BATCH)
    stats["tokens"] = missing
    stats["webhooks"] = deliver_due(session_scope=runtime.session, settings=settings)
    with runtime.session() as s:
        stats["purged"] = purge_finished(session=s, older_than_days=settings.job_retention_days)
    return stats


def run_forever(*, runtime: Any, celery: Any, settings: Settings, interval_s: float, stop: threading.Event) -> None:
    log.info("sweeper running every %.1f s", interval_s)
    while not stop.is_set():
        try:
            stats = sweep_once(runtime=runtime, celery=celery, settings=settings)
            if any(stats.values()):
                log.info("sweep: %s", stats)
        except Exception:  # noqa: BLE001 - keep sweeping; the next pass retries
            log.warning("sweep failed; retrying next pass", exc_info=True)
        stop.wait(interval_s)

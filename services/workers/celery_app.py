"""``make_celery(settings)``: the Celery app every worker pool and the API's enqueuer use.

Delivery guarantees come from Postgres, not from Celery: messages carry only a job id (or a
batch token), tasks claim the row atomically, and no result backend is configured. Celery is
set for at-least-once delivery: ``acks_late`` + reject on worker loss + prefetch 1, so a
killed worker's message goes back to the queue; the claim makes the second delivery harmless.
"""

from __future__ import annotations

import threading
from typing import Any

from celery import Celery
from kombu import Exchange, Queue

from footnote.services.workers import queues
from footnote.shared.config import Settings, get_settings


class WorkerContext:
    """Per-process resources, opened lazily in the process that runs tasks (after fork)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._lock = threading.Lock()
        self._runtime: Any = None
        self._generator: Any = None
        self._deps: Any = None

    @property
    def runtime(self) -> Any:
        with self._lock:
            if self._runtime is None:
                from footnote.shared.runtime import open_runtime

                self._runtime = open_runtime(self.settings, redis=True)
            return self._runtime

    @property
    def generator(self) -> Any:
        if self._generator is None:
            from footnote.shared.generation.generators.base import make_generator

            self._generator = make_generator(self.settings)
        return self._generator

    def retrieval_cache(self) -> Any:
        from footnote.shared.retrieval.cache import RetrievalCache

        return RetrievalCache(
            self.runtime.redis,
            retrieval_ttl_s=self.settings.retrieval_cache_ttl_s,
            embedding_ttl_s=self.settings.query_embedding_cache_ttl_s,
        )

    @property
    def deps(self) -> Any:
        """Everything a job's work needs, built once per worker process (``footnote.shared.deps``)."""
        if self._deps is None:
            from footnote.shared.deps import Deps

            rt = self.runtime
            self._deps = Deps(
                self.settings, rt.embedder, self.generator, rt.redis, self.retrieval_cache(), rt.read_session
            )
        return self._deps

    def close(self) -> None:
        self._deps = None
        if self._runtime is not None:
            self._runtime.close()
            self._runtime = None


def kombu_url(redis_url: str) -> str:
    """redis-py's ``unix:///path?db=0`` is kombu's ``redis+socket:///path``; others pass through."""
    if redis_url.startswith("unix://"):
        return "redis+socket://" + redis_url[len("unix://") :].split("?", 1)[0]
    return redis_url


def broker_url(settings: Settings) -> str:
    from footnote.shared.store import resolve_redis_urls

    return kombu_url(resolve_redis_urls(settings)[1])


def make_celery(settings: Settings | None = None, *, broker: str | None = None) -> Celery:
    settings = settings or get_settings()
    app = Celery("footnote", set_as_current=False)
    app.conf.update(
        broker_url=kombu_url(broker) if broker else broker_url(settings),
        broker_connection_retry_on_startup=True,
        broker_connection_timeout=2,
        broker_transport_options={
            # a message unacked this long is redelivered; the claim makes that harmless
            "visibility_timeout": max(3600, settings.job_hard_time_limit_s * 4, settings.ingest_hard_time_limit_s * 2),
            "socket_timeout": 5,
            "socket_connect_timeout": 2,
        },
        task_queues=[Queue(name, Exchange(name, type="direct"), routing_key=name) for name in queues.all()],
        task_default_queue=queues.REALTIME,
        task_routes={name: {"queue": queue} for name, queue in queues.TASK_QUEUES.items()},
        task_ignore_result=True,
        result_backend=None,
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        task_acks_on_failure_or_timeout=True,
        worker_prefetch_multiplier=1,
        task_soft_time_limit=settings.job_soft_time_limit_s,
        task_time_limit=settings.job_hard_time_limit_s,
        # an ingest reads a whole recording (an hour: about 6 min on 2 cores with tiny.en)
        task_annotations={queues.TASK_INGEST: {"soft_time_limit": settings.ingest_soft_time_limit_s,
                                               "time_limit": settings.ingest_hard_time_limit_s}},
        task_publish_retry=True,
        task_publish_retry_policy={"max_retries": 2, "interval_start": 0.1, "interval_step": 0.2},
        worker_hijack_root_logger=False,
        worker_send_task_events=False,
        worker_cancel_long_running_tasks_on_connection_loss=False,
        task_serializer="json",
        accept_content=["json"],
    )
    app.footnote = WorkerContext(settings)  # type: ignore[attr-defined]
    from footnote.services.workers.tasks import register_all

    register_all(app)
    return app


def enqueue(app: Celery, *, job_id: str, queue: str) -> None:
    """Send a job id (or, for ``batch``, a token hinting at it) to its queue."""
    app.send_task(queues.task_for_queue(queue), args=[job_id], queue=queue)

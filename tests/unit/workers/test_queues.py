"""Every declared queue is consumed by a worker pool and listed in the Helm values; the Celery
app carries the delivery settings the job design relies on."""

from pathlib import Path

import pytest

from footnote.services.workers import queues
from footnote.services.workers.celery_app import make_celery
from footnote.shared.config import Settings

HELM_VALUES = Path(__file__).resolve().parents[3] / "helm" / "values.yaml"


def test_every_queue_has_a_task_and_a_pool():
    consumed = {q for pool in queues.POOLS.values() for q in pool}
    assert set(queues.all()) == consumed == set(queues.TASK_QUEUES.values())
    for q in queues.all():
        assert queues.task_for_queue(q) in queues.TASK_QUEUES


def test_every_queue_is_listed_in_helm_values_with_a_deployment():
    import yaml

    values = yaml.safe_load(HELM_VALUES.read_text())
    assert set(values["queues"]) == set(queues.all())
    helm_consumed = {q for pool in values["workers"].values() if pool.get("enabled", True)
                     for q in pool["queues"]}
    assert helm_consumed == set(queues.all())
    assert values["workers"]["realtime"]["queues"] == [queues.REALTIME]  # never batch work
    assert "batch" not in values["workers"]["realtime"]["queues"]


def test_helm_settings_name_real_settings_with_valid_values():
    import yaml

    values = yaml.safe_load(HELM_VALUES.read_text())["settings"]
    fields = {name.upper() for name in Settings.model_fields}
    unknown = [k for k in values if k.removeprefix("FOOTNOTE_") not in fields]
    assert unknown == []  # a typo here would be silently ignored by pydantic-settings
    Settings(**{k.removeprefix("FOOTNOTE_").lower(): v for k, v in values.items()})  # and the values parse


def test_parse_queues():
    assert queues.parse_queues("realtime, ingest") == ["realtime", "ingest"]
    for bad in ("", "realtime,bogus"):
        with pytest.raises(ValueError):
            queues.parse_queues(bad)


def test_celery_app_delivery_settings():
    settings = Settings(job_soft_time_limit_s=10, job_hard_time_limit_s=12)
    app = make_celery(settings, broker="memory://")
    conf = app.conf
    assert conf.task_acks_late and conf.task_reject_on_worker_lost
    assert conf.worker_prefetch_multiplier == 1
    assert (conf.task_soft_time_limit, conf.task_time_limit) == (10, 12)
    assert conf.task_ignore_result and not conf.result_backend
    assert {q.name for q in conf.task_queues} == set(queues.all())
    for name, queue in queues.TASK_QUEUES.items():
        task = app.tasks[name]  # declared at module level (shared_task), bound to this app
        assert conf.task_routes[name]["queue"] == queue
        assert task.acks_late and task.reject_on_worker_lost
        assert task.app is app and task.app.footnote.settings is settings


def test_transient_failures_are_retried_with_backoff_and_others_are_not():
    from footnote.services.workers.tasks import backoff_s, retrying
    from footnote.shared.errors import TransientError, ValidationError

    settings = Settings(job_max_attempts=3, job_retry_backoff_s=5)
    app = make_celery(settings, broker="memory://")
    calls: list[int] = []

    @app.task(bind=True)
    def flaky(self, exc_type):  # type: ignore[no-untyped-def]
        def work():  # type: ignore[no-untyped-def]
            calls.append(self.request.retries)
            raise exc_type("down")
        return retrying(self, work)

    result = flaky.apply(args=[TransientError])  # eager: each retry runs at once
    assert result.state == "FAILURE" and isinstance(result.result, TransientError)
    assert calls == [0, 1, 2, 3]  # the first run and job_max_attempts retries
    calls.clear()
    result = flaky.apply(args=[lambda msg: ValidationError("input", msg)])
    assert result.state == "FAILURE" and calls == [0]  # a job's own error is not retried
    assert 2.5 <= backoff_s(settings, 0) <= 5 and 20 <= backoff_s(settings, 3) <= 40
    assert backoff_s(settings, 20) <= 600


def test_kombu_url_for_unix_sockets():
    from footnote.services.workers.celery_app import kombu_url

    assert kombu_url("unix:///tmp/r.sock?db=0") == "redis+socket:///tmp/r.sock"
    assert kombu_url("redis://127.0.0.1:6379/0") == "redis://127.0.0.1:6379/0"


def test_every_registered_kind_sends_its_jobs_to_declared_queues_with_a_pool():
    from footnote.shared.jobs.kinds import KINDS

    for name, kind in KINDS.items():
        for priority, queue in kind.queues.items():
            assert queue in queues.all(), f"kind {name} sends {priority} jobs to undeclared queue {queue}"

"""Crash and broker-loss recovery with real processes: nothing needs hand cleaning."""

from __future__ import annotations

import signal
import time

import pytest
from sqlalchemy import text

from tests.integration.service.harness import wait_for

pytestmark = pytest.mark.integration

QUESTION = {"question": "How should I use the damper pedal?"}


def test_worker_sigkilled_mid_job_then_job_completes_exactly_once(service):
    stack = service.stack
    service.stop_workers()
    # a worker that sleeps inside every job (under the 4 s soft limit), so we can kill it mid-job
    stack.start_worker("worker-slow", "realtime", extra_env={"FOOTNOTE_JOB_FAULT_DELAY_S": "3.5"})
    r = service.alpha.submit("question", QUESTION, webhook_url=service.receiver.url("/crash"))
    job_id = r.json()["id"]
    service.alpha.wait(job_id, until=("running",), timeout_s=30)
    stack.kill("worker-slow", signal.SIGKILL)  # the whole process group, pool processes included
    service.start_workers()
    job = service.alpha.wait(job_id, timeout_s=60)
    assert job["status"] == "succeeded", job
    assert job["attempts"] == 2  # the killed attempt and the one that finished
    wait_for(lambda: service.receiver.for_job(job_id), timeout_s=20, what="webhook")
    time.sleep(2)
    assert len(service.receiver.for_job(job_id)) == 1  # finished (and announced) exactly once
    with service.runtime.session() as s:
        assert s.execute(text("SELECT count(*) FROM webhook_deliveries WHERE job_id = :id"),
                         {"id": job_id}).scalar_one() == 1


def test_redis_restarted_empty_with_jobs_queued_then_all_complete(service):
    service.stop_workers()
    ids = [service.alpha.submit("question", {"question": f"What is pedal question {i}?"}).json()["id"]
           for i in range(4)]
    ids += [service.beta.submit("question", {"question": f"Batch question {i}?"}, priority="batch").json()["id"]
            for i in range(3)]
    service.redis.kill()  # no persistence: every queued message is lost
    service.redis.start()
    service.start_workers()
    for job_id in ids[:4]:
        assert service.alpha.wait(job_id, timeout_s=60)["status"] == "succeeded"
    for job_id in ids[4:]:
        assert service.beta.wait(job_id, timeout_s=60)["status"] == "succeeded"
    with service.runtime.session() as s:
        rows = s.execute(text("SELECT id, attempts FROM jobs WHERE id = ANY(:ids)"), {"ids": ids}).all()
    assert len(rows) == len(ids) and all(r.attempts == 1 for r in rows)  # each ran once


def test_enqueue_failure_is_recorded_on_the_row_and_recovered(service):
    service.redis.kill()
    try:
        r = service.alpha.submit("question", QUESTION)
        assert r.status_code == 202, r.text
        job = r.json()
        assert job["status"] == "queued" and job["enqueue_error"]
    finally:
        service.redis.start()
    assert service.alpha.wait(job["id"], timeout_s=60)["status"] == "succeeded"

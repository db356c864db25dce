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
    killed = time.monotonic()
    service.start_workers()
    job = service.alpha.wait(job_id, timeout_s=60)
    # re-run within the lease (6 s here) + the sweeper's interval (1 s) + a worker's start
    print(f"killed worker's job finished {time.monotonic() - killed:.1f} s after the kill")
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


def test_a_live_workers_lease_is_renewed_so_a_long_job_is_not_taken_from_it(service):
    """Lease 2 s, a job that takes 3.5 s: without the heartbeat the sweeper would hand it to
    another worker mid-run (attempts 2); with it, the job finishes on its first attempt."""
    stack = service.stack
    service.stop_workers()
    env = {"FOOTNOTE_JOB_FAULT_DELAY_S": "3.5", "FOOTNOTE_JOB_LEASE_S": "2", "FOOTNOTE_JOB_HEARTBEAT_S": "0.5"}
    stack.start_worker("worker-beat-a", "realtime", extra_env=env)
    stack.start_worker("worker-beat-b", "realtime", extra_env=env)
    try:
        job_id = service.alpha.submit("question", {"question": "What does a steady pulse do?"}).json()["id"]
        job = service.alpha.wait(job_id, timeout_s=60)
        assert job["status"] == "succeeded" and job["attempts"] == 1, job
    finally:
        for name in ("worker-beat-a", "worker-beat-b"):
            stack.kill(name, signal.SIGTERM)
        service.start_workers()


def test_redis_at_its_memory_limit_loses_nothing_and_never_answers_500(service):
    """Redis refuses writes (maxmemory reached, noeviction): submissions are still accepted and
    recorded (or refused with a 503 and Retry-After), never a 500; once memory is freed every job
    runs exactly once."""
    import redis as redis_lib

    r = redis_lib.Redis.from_url(service.redis.url)
    service.stop_workers()
    used = int(r.info("memory")["used_memory"])
    r.config_set("maxmemory-policy", "noeviction")
    r.config_set("maxmemory", str(used + 1024))
    accepted, refused, unqueued = [], 0, 0
    try:
        for i in range(20):
            resp = service.alpha.submit("question", {"question": f"How steady is pulse number {i}?"})
            assert resp.status_code != 500, resp.text
            if resp.status_code == 503:
                assert resp.headers.get("Retry-After"), resp.headers
                refused += 1
            else:
                assert resp.status_code == 202, resp.text
                accepted.append(resp.json()["id"])
                unqueued += bool(resp.json().get("enqueue_error"))
        assert unqueued, "the memory limit never refused a write: the test did not test it"
        assert service.alpha.client.get("/v1/jobs?limit=5").status_code == 200  # reads still work
    finally:
        r.config_set("maxmemory", "0")
    freed = time.monotonic()
    print(f"at the memory limit: {len(accepted)} accepted ({unqueued} not yet enqueued), {refused} refused (503)")
    service.start_workers()
    for job_id in accepted:
        assert service.alpha.wait(job_id, timeout_s=90)["status"] == "succeeded"
    print(f"all {len(accepted)} done {time.monotonic() - freed:.1f} s after memory was freed")
    with service.runtime.session() as s:
        rows = s.execute(text("SELECT attempts FROM jobs WHERE id = ANY(:ids)"), {"ids": accepted}).all()
    assert len(rows) == len(accepted) and all(row.attempts == 1 for row in rows)


def test_a_worker_sent_sigterm_mid_job_finishes_it_before_exiting(service):
    """Kubernetes stops a pod with SIGTERM to its main process, then waits the grace period
    (300 s in the chart). Celery's warm shutdown: the job in hand finishes (once, on its first
    attempt), no new one is taken, and the process exits on its own well within the grace."""
    stack = service.stack
    service.stop_workers()
    proc = stack.start_worker("worker-term", "realtime", extra_env={"FOOTNOTE_JOB_FAULT_DELAY_S": "2.5"})
    try:
        first = service.alpha.submit("question", {"question": "What does legato mean for the pedal?"}).json()["id"]
        second = service.alpha.submit("question", {"question": "How slowly should I practise?"}).json()["id"]
        service.alpha.wait(first, until=("running",), timeout_s=60)
        proc.send_signal(signal.SIGTERM)  # the main process only, as the kubelet does
        signalled = time.monotonic()
        proc.wait(timeout=60)
        print(f"worker exited {time.monotonic() - signalled:.1f} s after SIGTERM")
        job = service.alpha.wait(first, timeout_s=5)
        assert job["status"] == "succeeded" and job["attempts"] == 1, job
        assert service.alpha.client.get(f"/v1/jobs/{second}").json()["status"] == "queued"  # not taken
    finally:
        stack.procs.pop("worker-term", None)
        service.start_workers()
    assert service.alpha.wait(second, timeout_s=60)["status"] == "succeeded"

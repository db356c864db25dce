"""Jobs over HTTP against real gunicorn + Celery worker processes."""

from __future__ import annotations

import time

import pytest
from standardwebhooks import Webhook
from standardwebhooks.webhooks import WebhookVerificationError

from footnote.shared.webhooks.sign import ID_HEADER, LEGACY_SIGNATURE_HEADER, new_secret, verify

pytestmark = pytest.mark.integration

KIND_INPUTS = {
    "question": {"question": "How should I use the damper pedal in Chopin?"},
    "essay_feedback": {
        "essay": "My essay argues that practice matters. Practice builds skill over time. "
                 "In conclusion, practice matters because skill grows with it.",
        "prompt": "Why does practice matter?",
    },
    "performance_feedback": {
        "piece": "Nocturne Op. 9 No. 2", "composer": "Chopin",
        "scores": {"timing": 0.3, "pedal_amount": 0.8},
    },
}


@pytest.mark.parametrize("kind", sorted(KIND_INPUTS))
def test_each_kind_runs_to_a_cited_result(service, kind):
    r = service.alpha.submit(kind, KIND_INPUTS[kind])
    assert r.status_code == 202, r.text
    job = r.json()
    assert r.headers["Location"] == f"/v1/jobs/{job['id']}"
    assert job["status"] in ("queued", "running", "succeeded")
    done = service.alpha.wait(job["id"])
    assert done["status"] == "succeeded", done
    assert done["progress"] == 1
    assert done["started_at"] and done["finished_at"]
    assert isinstance(done["result"], dict) and done["result"]


def test_batch_priority_job_completes(service):
    r = service.alpha.submit("question", KIND_INPUTS["question"], priority="batch")
    assert r.status_code == 202, r.text
    assert r.json()["queue"] == "batch"
    assert service.alpha.wait(r.json()["id"])["status"] == "succeeded"


def test_batch_tokens_pass_themselves_on_without_a_sweeper(service):
    """Five batch jobs written straight to Postgres (no tokens) and one submitted over HTTP (one
    token): with the sweeper stopped, only tokens passed on by the jobs they ran finish them all."""
    import signal
    import uuid

    from sqlalchemy import text

    stack = service.stack
    stack.kill("sweeper", signal.SIGTERM)
    try:
        service.runtime.redis.delete("batch")  # no stray tokens from earlier tests
        direct = [str(uuid.uuid4()) for _ in range(5)]
        with service.runtime.session() as s:
            for job_id in direct:
                s.execute(
                    text(
                        "INSERT INTO jobs (id, tenant_id, kind, queue, priority, input, request_hash, max_attempts)"
                        " VALUES (:id, 'alpha', 'question', 'batch', 'batch', CAST(:input AS jsonb), :h, 3)"
                    ),
                    {"id": job_id, "h": job_id, "input": '{"question": "How do I practise legato?"}'},
                )
        r = service.alpha.submit("question", KIND_INPUTS["question"], priority="batch")
        assert r.status_code == 202, r.text
        for job_id in [*direct, r.json()["id"]]:
            assert service.alpha.wait(job_id, timeout_s=60)["status"] == "succeeded", job_id
    finally:
        stack.start_sweeper(interval_s=1.0)


def test_signed_webhook_is_received_and_verifies(service):
    url = service.receiver.url("/signed")
    r = service.alpha.submit("question", KIND_INPUTS["question"], webhook_url=url)
    assert r.status_code == 202, r.text
    job_id = r.json()["id"]
    service.alpha.wait(job_id)
    deadline = time.monotonic() + 20
    while not service.receiver.for_job(job_id) and time.monotonic() < deadline:
        time.sleep(0.1)
    [got] = service.receiver.for_job(job_id)
    event = Webhook(service.alpha_secret).verify(got.body, dict(got.headers))  # the standard library
    assert event["type"] == "job.succeeded" and event["data"]["id"] == job_id
    assert event["timestamp"] == event["data"]["finished_at"]
    with pytest.raises(WebhookVerificationError):
        Webhook(new_secret()).verify(got.body, dict(got.headers))
    assert got.headers[ID_HEADER] == f"{job_id}:succeeded"
    # the deprecated Footnote header still verifies for receivers written against it
    assert verify(service.alpha_secret, got.body, got.headers[LEGACY_SIGNATURE_HEADER], now=int(time.time()))
    job = service.alpha.client.get(f"/v1/jobs/{job_id}").json()
    assert job["webhook"]["state"] == "delivered"
    assert [d["outcome"] for d in job["webhook"]["deliveries"]] == ["delivered"]


def test_failed_webhook_deliveries_are_retried_and_recorded(service):
    service.receiver.fail_first["/flaky"] = 2
    r = service.alpha.submit("question", {"question": "What is a steady pulse?"},
                             webhook_url=service.receiver.url("/flaky"))
    job_id = r.json()["id"]
    service.alpha.wait(job_id)
    deadline = time.monotonic() + 30
    job = {}
    while time.monotonic() < deadline:
        job = service.alpha.client.get(f"/v1/jobs/{job_id}").json()
        if job["webhook"]["state"] == "delivered":
            break
        time.sleep(0.2)
    assert [d["outcome"] for d in job["webhook"]["deliveries"]] == ["failed", "failed", "delivered"], job
    assert [d["status_code"] for d in job["webhook"]["deliveries"]] == [500, 500, 200]


def test_idempotent_resubmission_returns_the_same_job(service):
    payload = {"question": "What does a strong essay state first?"}
    first = service.alpha.submit("question", payload, idempotency_key="idem-1")
    again = service.alpha.submit("question", payload, idempotency_key="idem-1")
    assert first.status_code == again.status_code == 202
    assert first.json()["id"] == again.json()["id"]
    assert again.headers.get("Idempotent-Replayed") == "true"
    different = service.alpha.submit("question", {"question": "Something else?"}, idempotency_key="idem-1")
    assert different.status_code == 409
    listed = service.alpha.client.get("/v1/jobs", params={"limit": 200}).json()["jobs"]
    assert sum(1 for j in listed if j["id"] == first.json()["id"]) == 1


def test_cancel_queued_job_then_409_once_finished(service):
    service.stop_workers()
    try:
        r = service.alpha.submit("question", KIND_INPUTS["question"])
        job_id = r.json()["id"]
        cancelled = service.alpha.client.delete(f"/v1/jobs/{job_id}")
        assert cancelled.status_code == 200
        assert cancelled.json()["status"] == "cancelled"
        assert service.alpha.client.delete(f"/v1/jobs/{job_id}").status_code == 409
    finally:
        service.start_workers()
    time.sleep(2)  # the stale message reaches a worker and is dropped by the claim
    assert service.alpha.client.get(f"/v1/jobs/{job_id}").json()["status"] == "cancelled"


def test_list_jobs_filters_and_paginates(service):
    for _ in range(3):
        service.alpha.submit("question", KIND_INPUTS["question"])
    page = service.alpha.client.get("/v1/jobs", params={"kind": "question", "limit": 2}).json()
    assert len(page["jobs"]) == 2 and page["next_cursor"]
    nxt = service.alpha.client.get("/v1/jobs", params={"kind": "question", "limit": 2,
                                                       "cursor": page["next_cursor"]}).json()
    assert not {j["id"] for j in page["jobs"]} & {j["id"] for j in nxt["jobs"]}
    assert all(j["kind"] == "question" for j in page["jobs"] + nxt["jobs"])
    bad = service.alpha.client.get("/v1/jobs", params={"status": "bogus"})
    assert bad.status_code == 422 and bad.json()["error"]["field"] == "status"


def test_a_rotated_secret_keeps_verifying_during_the_overlap(service):
    from tests.integration.service.harness import Api

    admin = Api(service.alpha.base_url, service.admin_key)
    created = admin.client.post("/v1/tenants", json={"id": "rotating", "name": "Rotating school"}).json()
    tenant = Api(service.alpha.base_url, created["api_key"])
    try:
        old = created["webhook_secret"]
        r = tenant.client.post("/v1/webhook-secret/rotate")
        assert r.status_code == 201, r.text
        new = r.json()["webhook_secret"]
        assert new != old and new.startswith("whsec_") and r.json()["previous_secret_valid_until"]
        hook = service.receiver.url("/rot")
        job_id = tenant.submit("question", KIND_INPUTS["question"], webhook_url=hook).json()["id"]
        tenant.wait(job_id)
        deadline = time.monotonic() + 20
        while not service.receiver.for_job(job_id) and time.monotonic() < deadline:
            time.sleep(0.1)
        [got] = service.receiver.for_job(job_id)
        for secret in (new, old):  # a receiver holding either secret verifies the same delivery
            assert Webhook(secret).verify(got.body, dict(got.headers))["data"]["id"] == job_id
        assert tenant.client.post("/v1/webhook-secret/rotate").json()["webhook_secret"] not in (new, old)
        assert admin.client.post("/v1/webhook-secret/rotate").status_code == 403  # admin keys hold no tenant
    finally:
        tenant.close()
        admin.close()


def test_worker_and_api_log_json_lines_with_job_request_and_tenant_ids(service):
    import json as _json

    r = service.alpha.client.post(
        "/v1/jobs", json={"kind": "question", "input": {"question": "What does the metronome teach?"}},
        headers={"X-Request-Id": "req-logs-1"},
    )
    assert r.headers["X-Request-Id"] == "req-logs-1"
    job_id = r.json()["id"]
    service.alpha.wait(job_id)

    def records(name):
        out = []
        for line in service.stack.log_tail(name, lines=4000).splitlines():
            try:
                out.append(_json.loads(line))
            except ValueError:
                continue  # gunicorn's and celery's own start-up lines
        return out

    worker = [x for x in records("worker-realtime") if x.get("job_id") == job_id]
    assert worker and all(x["tenant_id"] == "alpha" for x in worker), records("worker-realtime")[-5:]
    api = [x for x in records("api") if x.get("request_id") == "req-logs-1"]
    assert api and api[-1]["tenant_id"] == "alpha" and api[-1]["status"] == 202

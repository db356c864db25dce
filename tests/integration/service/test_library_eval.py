"""``evaluate_library`` through the API: a job on the ingest queue of a real worker, reporting
progress, whose result is the tenant's own retrieval quality."""

from __future__ import annotations

import time

import pytest

pytestmark = pytest.mark.integration


def test_a_tenant_measures_its_own_library_as_a_job(service):
    r = service.alpha.client.post("/v1/jobs", json={"kind": "evaluate_library", "input": {"sample": 10}})
    assert r.status_code == 202, r.text
    job_id = r.json()["id"]
    assert r.json()["queue"] == "ingest"
    stages: list[str] = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        job = service.alpha.client.get(f"/v1/jobs/{job_id}").json()
        if job["status"] == "running" and job["stage"] and (not stages or stages[-1] != job["stage"]):
            stages.append(job["stage"])
        if job["status"] in ("succeeded", "failed"):
            break
        time.sleep(0.02)
    assert job["status"] == "succeeded", (job["failure_reason"], service.stack.log_tail("worker-realtime", 60))
    levels = job["result"]["levels"]
    assert set(levels) == {"exact", "light", "heavy"}
    assert levels["exact"]["by_mode"]["keyword"]["recall@10"] == 1.0  # its own sentences, word for word
    assert all(0.0 <= lv["mrr"] <= 1.0 for lv in levels.values())
    assert job["result"]["meta"]["passages"] >= 3
    print(f"stages seen: {stages}")


def test_an_empty_library_fails_the_job_with_a_reason_and_bad_input_is_a_422(service):
    before = service.beta.client.get("/v1/sources").json()
    r = service.beta.client.post("/v1/jobs", json={"kind": "evaluate_library", "input": {"sample": 5}})
    assert r.status_code == 202, r.text
    job = service.beta.wait(r.json()["id"], timeout_s=60)
    if not before.get("sources"):  # beta's library is empty unless another test gave it sources
        assert job["status"] == "failed" and "no sources" in job["failure_reason"]
    else:
        assert job["status"] == "succeeded"
    for bad in ({"sample": 0}, {"sample": 3000}, {"sample": "ten"}, {"sample": 10, "extra": 1}):
        r = service.alpha.client.post("/v1/jobs", json={"kind": "evaluate_library", "input": bad})
        assert r.status_code == 422, (bad, r.text)

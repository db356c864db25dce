"""Auth, tenant isolation, bad input, limits, health and metrics over real HTTP."""

from __future__ import annotations

import json

import httpx
import pytest

pytestmark = pytest.mark.integration

QUESTION = {"question": "How should I use the damper pedal?"}


def test_requests_without_a_valid_key_are_401(service):
    base = service.stack.base_url
    assert httpx.get(base + "/v1/jobs").status_code == 401
    r = httpx.get(base + "/v1/jobs", headers={"Authorization": "Bearer fn_nope_nope"})
    assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"


def test_a_key_sees_only_its_tenants_jobs_and_sources(service):
    job_id = service.alpha.submit("question", QUESTION).json()["id"]
    assert service.beta.client.get(f"/v1/jobs/{job_id}").status_code == 404
    assert service.beta.client.delete(f"/v1/jobs/{job_id}").status_code == 404
    assert job_id not in {j["id"] for j in service.beta.client.get("/v1/jobs").json()["jobs"]}
    assert job_id in {j["id"] for j in service.alpha.client.get("/v1/jobs").json()["jobs"]}
    assert service.beta.client.get("/v1/sources").json()["sources"] == []
    assert service.source_id in {s["id"] for s in service.alpha.client.get("/v1/sources").json()["sources"]}
    assert service.beta.client.delete(f"/v1/sources/{service.source_id}").status_code == 404
    hits = service.beta.client.post("/v1/search", json={"query": "damper pedal"}).json()["hits"]
    assert hits == []


def test_admin_scope_manages_tenants_and_tenant_keys_cannot(service):
    admin = httpx.Client(base_url=service.stack.base_url, headers={"Authorization": f"Bearer {service.admin_key}"})
    with admin:
        r = admin.post("/v1/tenants", json={"id": "gamma", "name": "Gamma school"})
        assert r.status_code == 201, r.text
        key = r.json()["api_key"]
        assert admin.post("/v1/tenants", json={"id": "gamma"}).status_code == 409
        assert admin.get("/v1/jobs").status_code == 403
    assert service.alpha.client.post("/v1/tenants", json={"id": "delta"}).status_code == 403
    gamma = httpx.get(service.stack.base_url + "/v1/jobs", headers={"Authorization": f"Bearer {key}"})
    assert gamma.status_code == 200 and gamma.json()["jobs"] == []


@pytest.mark.parametrize(
    ("body", "status", "field"),
    [
        (b"{not json", 400, None),
        (b"[]", 400, None),
        (b"", 400, None),
        (json.dumps({"kind": "question", "input": QUESTION, "colour": "red"}).encode(), 422, "colour"),
        (json.dumps({"kind": "poem", "input": {}}).encode(), 422, "kind"),
        (json.dumps({"kind": "question"}).encode(), 422, "input"),
        (json.dumps({"kind": "question", "input": {"question": ""}}).encode(), 422, "question"),
        (json.dumps({"kind": "question", "input": {"question": "x", "extra": 1}}).encode(), 422, "extra"),
        (json.dumps({"kind": "question", "input": QUESTION, "priority": "urgent"}).encode(), 422, "priority"),
        (json.dumps({"kind": "performance_feedback",
                     "input": {"piece": "p", "composer": "c", "scores": {"timing": 7}}}).encode(), 422,
         "scores.timing"),
    ],
)
def test_malformed_requests_are_4xx_naming_the_field(service, body, status, field):
    r = service.alpha.client.post("/v1/jobs", content=body, headers={"Content-Type": "application/json"})
    assert r.status_code == status, r.text
    err = r.json()["error"]
    if field is not None:
        assert err["field"] == field, err


@pytest.mark.parametrize("path", ["/v1/jobs", "/v1/search", "/v1/verify", "/v1/sources"])
def test_bodies_nested_past_the_limit_are_400_not_500(service, path):
    deep = b'{"query": ' + b"[" * 1000 + b"]" * 1000 + b"}"  # about 2 KB, 1000 levels
    r = service.alpha.client.post(path, content=deep, headers={"Content-Type": "application/json"})
    assert r.status_code == 400, r.text
    assert "nested more than 32 levels" in r.json()["detail"]


def test_a_body_not_sent_as_json_is_415(service):
    body = json.dumps({"query": "damper pedal"})
    for headers in ({"Content-Type": "text/plain"}, {}):
        r = service.alpha.client.post("/v1/search", content=body, headers=headers)
        assert r.status_code == 415 and r.json()["code"] == "unsupported_media_type", r.text


def test_a_boolean_is_not_a_number(service):
    r = service.alpha.client.post("/v1/search", json={"query": "damper pedal", "k": True})
    assert r.status_code == 422 and r.json()["field"] == "k", r.text


def test_errors_are_problem_details_and_405_names_the_allowed_methods(service):
    r = service.alpha.client.post("/v1/jobs", json={"kind": "poem", "input": {}})
    assert r.headers["Content-Type"].startswith("application/problem+json")
    p = r.json()
    assert p["status"] == 422 and p["code"] == "validation_error" and p["field"] == "kind"
    assert p["type"] == "urn:footnote:problem:validation_error" and p["instance"] == "/v1/jobs" and p["detail"]
    r = service.alpha.client.put("/v1/jobs")
    assert r.status_code == 405 and set(r.headers["Allow"].split(", ")) >= {"GET", "POST"}


def test_oversized_body_is_413(service):
    big = json.dumps({"kind": "question", "input": {"question": "x" * (300 * 1024)}})
    r = service.alpha.client.post("/v1/jobs", content=big, headers={"Content-Type": "application/json"})
    assert r.status_code == 413
    assert r.json()["error"]["code"] == "too_large"


@pytest.mark.parametrize(
    "url",
    ["http://10.0.0.5/hook", "http://169.254.169.254/latest/meta-data", "http://[::1]:8080/x",
     "ftp://example.com/x", "http://user:pw@127.0.0.1/x", "http://localhost.invalid./x"],
)
def test_unsafe_webhook_urls_are_refused_at_submission(service, url):
    r = service.alpha.submit("question", QUESTION, webhook_url=url)
    assert r.status_code == 422, r.text
    assert r.json()["error"]["field"] == "webhook_url"


def test_sources_upload_list_and_delete_removes_chunks(service):
    files = {"file": ("extra.md", b"# Scales\n\nPractise scales hands separately before hands together.\n")}
    r = service.alpha.client.post("/v1/sources", files=files, data={"title": "Scales", "source_type": "notes"})
    assert r.status_code == 202, r.text
    job = service.alpha.wait(r.json()["id"], timeout_s=60)
    assert job["status"] == "succeeded", job
    source_id = job["result"]["outcomes"][0]["source_id"]
    from sqlalchemy import text

    with service.runtime.session() as s:  # the upload's bytes went into chunks; the job keeps none
        assert s.execute(text("SELECT count(*) FROM job_payloads WHERE job_id = :id"), {"id": job["id"]}).scalar() == 0
    listed = {s["id"]: s for s in service.alpha.client.get("/v1/sources").json()["sources"]}
    assert listed[source_id]["chunk_count"] > 0
    deleted = service.alpha.client.delete(f"/v1/sources/{source_id}")
    assert deleted.status_code == 200 and deleted.json()["chunks_removed"] > 0
    assert source_id not in {s["id"] for s in service.alpha.client.get("/v1/sources").json()["sources"]}
    assert service.alpha.client.delete(f"/v1/sources/{source_id}").status_code == 404


def test_unsupported_upload_is_422(service):
    r = service.alpha.client.post("/v1/sources", files={"file": ("image.exe", b"MZ\x00\x01")})
    assert r.status_code == 422 and r.json()["error"]["field"] == "name"
    r = service.alpha.client.post("/v1/sources", json={"text": "hello", "name": "a.txt", "bogus": 1})
    assert r.status_code == 422 and r.json()["error"]["field"] == "bogus"


def test_search_returns_cited_hits(service):
    r = service.alpha.client.post("/v1/search", json={"query": "damper pedal Chopin", "k": 3})
    assert r.status_code == 200, r.text
    hits = r.json()["hits"]
    assert hits and all(h["source_id"] and h["char_end"] > h["char_start"] for h in hits)


def test_rate_limit_answers_429_with_retry_after(service):
    import time

    import redis as redis_lib

    from footnote.services.api import ratelimit

    # exhaust beta's window directly in Redis (the limit is high for the other tests)
    r = redis_lib.Redis.from_url(service.redis.url)
    minute, _ = ratelimit.window(time.time())
    key = f"footnote:rl:beta:{minute}"
    r.set(key, 10**9, ex=120)
    r.set(f"footnote:rl:beta:{minute + 1}", 10**9, ex=180)
    resp = service.beta.client.get("/v1/jobs")
    assert resp.status_code == 429
    assert 1 <= int(resp.headers["Retry-After"]) <= 60
    r.delete(key, f"footnote:rl:beta:{minute + 1}")
    assert service.alpha.client.get("/v1/jobs").status_code == 200


def test_health_ready_metrics(service):
    base = service.stack.base_url
    assert httpx.get(base + "/healthz").json() == {"status": "ok"}
    ready = httpx.get(base + "/readyz")
    assert ready.status_code == 200 and ready.json()["checks"] == {"database": "ok", "broker": "ok"}
    job_id = service.alpha.submit("question", QUESTION).json()["id"]
    service.alpha.wait(job_id)
    text = httpx.get(base + "/metrics").text
    samples = _samples(text)
    # emitted where the work happened: the worker process (gunicorn and Celery children alike)
    assert samples[("footnote_jobs_finished_total", (("kind", "question"), ("queue", "realtime"),
                                                     ("status", "succeeded")))] >= 1
    assert samples[("footnote_jobs_finished_total", (("kind", "ingest_source"), ("queue", "ingest"),
                                                     ("status", "succeeded")))] >= 1
    assert any(n == "footnote_job_stage_duration_seconds_count" and dict(lab).get("stage") == "retrieval"
               for n, lab in samples)
    # citation quality, per tenant: the answer's outcome and its sentences' verdicts
    assert sum(v for (n, lab), v in samples.items()
               if n == "footnote_answers_total" and dict(lab).get("tenant") == "alpha") >= 1
    assert sum(v for (n, lab), v in samples.items()
               if n == "footnote_answer_sentences_total" and dict(lab).get("tenant") == "alpha") >= 1
    # the collapse signal: how alike each search's passages were, one observation per answer
    assert sum(v for (n, lab), v in samples.items()
               if n == "footnote_evidence_similarity_count" and dict(lab).get("tenant") == "alpha") >= 1
    assert any(n == "footnote_http_request_duration_seconds_bucket" and dict(lab).get("route") == "/v1/jobs"
               for n, lab in samples)
    # read from the truth at scrape time
    assert ("footnote_queue_depth", (("queue", "realtime"),)) in samples
    assert ("footnote_jobs_in_flight", (("queue", "batch"), ("state", "queued"))) in samples
    assert ("footnote_queue_oldest_age_seconds", (("queue", "realtime"),)) in samples
    # a counter never goes down between scrapes (nothing is computed from pruned tables)
    again = _samples(httpx.get(base + "/metrics").text)
    assert all(again.get(k, 0) >= v for k, v in samples.items() if k[0].endswith("_total"))


def _samples(text):
    from prometheus_client.parser import text_string_to_metric_families

    out = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            out[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return out


def test_openapi_document_is_served(service):
    doc = httpx.get(service.stack.base_url + "/v1/openapi.json").json()
    assert doc["openapi"].startswith("3.")
    assert {"/v1/jobs", "/v1/jobs/{job_id}", "/v1/sources", "/v1/search"} <= set(doc["paths"])


def test_verify_endpoint_gives_verdicts_in_order_and_refuses_bad_items(service):
    ev = "Lift the pedal just after the chord."
    items = [
        {"id": "q", "claim": "Lift the pedal just after the chord.", "evidence": ev},
        {"id": "n", "claim": "Never lift the pedal after the chord.", "evidence": ev},
    ]
    r = service.alpha.client.post("/v1/verify", json={"items": items})
    assert r.status_code == 200, r.text
    assert [(x["id"], x["verdict"]) for x in r.json()["results"]] == [("q", "supported"), ("n", "contradicted")]
    bad = service.alpha.client.post("/v1/verify", json={"items": [{"claim": 1, "evidence": "x"}]})
    assert bad.status_code in (400, 422) and "claim" in bad.text
    assert httpx.post(service.stack.base_url + "/v1/verify", json={"items": items}).status_code == 401


def test_cancel_is_a_post_and_the_job_stays_readable(service):
    job_id = service.alpha.submit("question", QUESTION, priority="batch").json()["id"]
    r = service.alpha.client.post(f"/v1/jobs/{job_id}/cancel")
    assert r.status_code in (200, 409), r.text  # 409 when it finished first
    assert service.alpha.client.get(f"/v1/jobs/{job_id}").status_code == 200


def test_list_filters_are_checked_not_ignored(service):
    c = service.alpha.client
    assert c.get("/v1/jobs", params={"kind": "poem"}).json()["field"] == "kind"
    assert c.get("/v1/jobs", params={"status": ""}).status_code == 422
    assert c.get("/v1/jobs", params={"cursor": "not-a-cursor"}).json()["field"] == "cursor"
    page = c.get("/v1/jobs", params={"limit": 1}).json()
    assert c.get("/v1/jobs", params={"limit": 1, "cursor": page["next_cursor"]}).status_code == 200


def test_a_whole_number_written_with_a_point_is_still_a_number(service):
    r = service.alpha.client.post("/v1/search", json={"query": "damper pedal", "k": 2.0})
    assert r.status_code == 200 and len(r.json()["hits"]) <= 2
    assert service.alpha.client.post("/v1/search", json={"query": "pedal", "k": 2.5}).status_code == 422


def test_read_only_bodies_tolerate_characters_a_database_cannot_keep(service):
    r = service.alpha.client.post("/v1/verify", json={"items": [{"claim": "a\u0000b", "evidence": "a b"}]})
    assert r.status_code == 200, r.text
    r = service.alpha.submit("question", {"question": "pedal\u0000"})
    assert r.status_code == 422 and r.json()["field"] == "question"  # a job's input is stored


def test_a_recorded_lecture_uploaded_over_http_is_transcribed_and_searchable(service):
    from pathlib import Path

    audio = (Path(__file__).resolve().parents[2] / "fixtures" / "lecture-pointers.ogg").read_bytes()
    r = service.alpha.client.post("/v1/sources", files={"file": ("pointers-lecture.ogg", audio)},
                                  data={"url": "https://www.youtube.com/watch?v=lec2"})
    assert r.status_code == 202, r.text
    job = service.alpha.wait(r.json()["id"], timeout_s=120)
    assert job["status"] == "succeeded", job
    source_id = job["result"]["outcomes"][0]["source_id"]
    query = {"query": "dereference the pointer with the star operator", "filters": {"source_ids": [source_id]}}
    hits = service.alpha.client.post("/v1/search", json=query).json()["hits"]
    assert hits and hits[0]["timestamp_start"] is not None and "C language" in " ".join(h["text"] for h in hits)
    service.alpha.client.delete(f"/v1/sources/{source_id}")

"""Readers rate an answer over real HTTP: thumbs and a reason, stored on the job, counted in the
metrics; only a finished answer of the rater's own tenant can be rated, and bad ratings are 4xx."""

from __future__ import annotations

import httpx
import pytest

pytestmark = pytest.mark.integration


def _ratings(base: str, **labels: str) -> float:
    total = 0.0
    for line in httpx.get(base + "/metrics").text.splitlines():
        if line.startswith("footnote_ratings_total{") and all(f'{k}="{v}"' in line for k, v in labels.items()):
            total += float(line.rsplit(" ", 1)[1])
    return total


def test_a_reader_rates_an_answer_and_the_rating_is_kept_and_counted(service):
    base = service.stack.base_url
    job_id = service.alpha.submit("question", {"question": "How should I use the damper pedal?"}).json()["id"]
    assert service.alpha.wait(job_id, timeout_s=90)["status"] == "succeeded"
    before = _ratings(base, tenant="alpha", kind="question", rating="down", reason="wrong_place")

    r = service.alpha.client.put(f"/v1/jobs/{job_id}/rating",
                                 json={"rating": "down", "reason": "wrong_place", "comment": "  page 3, not 4 "})
    assert r.status_code == 200, r.text
    rating = r.json()["rating"]
    assert {k: rating[k] for k in ("rating", "reason", "comment")} == {
        "rating": "down", "reason": "wrong_place", "comment": "page 3, not 4"}
    assert service.alpha.client.get(f"/v1/jobs/{job_id}").json()["rating"] == rating  # stored with the job
    assert _ratings(base, tenant="alpha", kind="question", rating="down", reason="wrong_place") == before + 1

    r = service.alpha.client.put(f"/v1/jobs/{job_id}/rating", json={"rating": "up"})  # a change of mind replaces it
    assert r.status_code == 200 and r.json()["rating"]["rating"] == "up" and r.json()["rating"]["reason"] is None
    assert service.alpha.client.get(f"/v1/jobs/{job_id}").json()["rating"]["rating"] == "up"

    # another tenant can neither rate nor see it
    assert service.beta.client.put(f"/v1/jobs/{job_id}/rating", json={"rating": "down"}).status_code == 404
    assert service.alpha.client.get(f"/v1/jobs/{job_id}").json()["rating"]["rating"] == "up"


@pytest.mark.parametrize("body, field", [
    ({"rating": "sideways"}, "rating"),
    ({"rating": "down", "reason": "because"}, "reason"),
    ({"rating": "down", "comment": "x" * 1001}, "comment"),
    ({"rating": "up", "stars": 5}, "stars"),
    ({}, "rating"),
])
def test_a_bad_rating_is_a_422_naming_the_field(service, body, field):
    job_id = service.alpha.submit("question", {"question": "What is a steady pulse?"}).json()["id"]
    service.alpha.wait(job_id, timeout_s=90)
    r = service.alpha.client.put(f"/v1/jobs/{job_id}/rating", json=body)
    assert r.status_code == 422 and field in r.text, r.text
    assert service.alpha.client.get(f"/v1/jobs/{job_id}").json()["rating"] is None  # nothing stored


def test_only_a_finished_answer_can_be_rated(service):
    r = service.alpha.client.post("/v1/sources", json={"text": "Breathe before the phrase.", "name": "b.md"})
    ingest = service.alpha.wait(r.json()["id"], timeout_s=60)
    r = service.alpha.client.put(f"/v1/jobs/{ingest['id']}/rating", json={"rating": "up"})
    assert r.status_code == 409 and "not an answer" in r.text
    service.alpha.client.delete(f"/v1/sources/{ingest['result']['outcomes'][0]['source_id']}")
    assert service.alpha.client.put("/v1/jobs/no-such-job/rating", json={"rating": "up"}).status_code == 404


def test_a_comment_keeps_what_it_can_and_replaces_what_a_database_cannot(service):
    job_id = service.alpha.submit("question", {"question": "What is a steady pulse?"}).json()["id"]
    service.alpha.wait(job_id, timeout_s=90)
    r = service.alpha.client.put(f"/v1/jobs/{job_id}/rating",
                                 content=b'{"rating": "down", "comment": "bad\\u0000quote \\ud83c here"}',
                                 headers={"Content-Type": "application/json"})
    assert r.status_code == 200, r.text
    assert r.json()["rating"]["comment"] == "bad\ufffdquote \ufffd here"

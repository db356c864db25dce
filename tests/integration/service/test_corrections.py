"""A tenant's own caption corrections over real HTTP: set, read back, applied to the tenant's
next transcript (and only its own), bad sets refused whole."""

from __future__ import annotations

import pytest
from sqlalchemy import text

pytestmark = pytest.mark.integration

VTT = """WEBVTT

00:00:01.000 --> 00:00:06.000
Madam Lesheticky taught the weight of the arm before any scale.

00:00:06.500 --> 00:00:11.000
Then play it rue bato, and let the melody breathe.
"""


def _ingest(api, name: str) -> str:
    r = api.client.post("/v1/sources", json={"text": VTT, "name": name, "title": name})
    assert r.status_code == 202, r.text
    job = api.wait(r.json()["id"], timeout_s=60)
    assert job["status"] == "succeeded", job
    return job["result"]["outcomes"][0]["source_id"]


def _text(service, source_id: str) -> str:
    with service.runtime.session() as s:
        return s.execute(text("SELECT text FROM sources WHERE id = :id"), {"id": source_id}).scalar_one()


def test_a_tenants_corrections_fix_its_own_next_transcript_only(service):
    before = service.alpha.client.get("/v1/corrections").json()
    assert before["corrections"] == {} and before["packaged"] > 20  # the shipped dictionary is there too
    mine = {"Madam  Lesheticky": "Madame Leschetizky", "rue bato": "rubato (as we say it)"}
    r = service.alpha.client.put("/v1/corrections", json={"corrections": mine})
    assert r.status_code == 200, r.text
    assert r.json()["corrections"] == {"Madam Lesheticky": "Madame Leschetizky", "rue bato": "rubato (as we say it)"}
    ids = []
    try:
        assert service.alpha.client.get("/v1/corrections").json()["corrections"] == r.json()["corrections"]
        assert service.beta.client.get("/v1/corrections").json()["corrections"] == {}  # theirs are their own
        ids.append(("alpha", _ingest(service.alpha, "lesson-a.vtt")))
        ids.append(("beta", _ingest(service.beta, "lesson-b.vtt")))
        ours, theirs = _text(service, ids[0][1]), _text(service, ids[1][1])
        assert "Madame Leschetizky taught" in ours and "play it rubato (as we say it)," in ours  # tenant's wins
        assert "Madam Lesheticky" in theirs and "play it rubato," in theirs  # the packaged fix only
    finally:
        assert service.alpha.client.put("/v1/corrections", json={"corrections": {}}).json()["corrections"] == {}
        for who, source_id in ids:
            getattr(service, who).client.delete(f"/v1/sources/{source_id}")


@pytest.mark.parametrize("body, field", [
    ({"corrections": {"   ": "x"}}, "corrections"),
    ({"corrections": {"x": ""}}, "corrections"),
    ({"corrections": {"x" * 101: "y"}}, "corrections"),
    ({"corrections": {f"w{i}": "y" for i in range(501)}}, "corrections"),
    ({"corrections": ["not", "an", "object"]}, "corrections"),
    ({}, "corrections"),
])
def test_a_bad_set_is_a_422_and_changes_nothing(service, body, field):
    assert service.alpha.client.put("/v1/corrections", json={"corrections": {"keep me": "kept"}}).status_code == 200
    try:
        r = service.alpha.client.put("/v1/corrections", json=body)
        assert r.status_code == 422 and field in r.text, r.text
        assert service.alpha.client.get("/v1/corrections").json()["corrections"] == {"keep me": "kept"}
    finally:
        service.alpha.client.put("/v1/corrections", json={"corrections": {}})

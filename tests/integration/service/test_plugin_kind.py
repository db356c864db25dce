"""A kind registered from one file (``FOOTNOTE_PLUGINS=tests.support.toy_kind``) over real HTTP,
a real broker and a real worker process: submitted, run, cited, and in the OpenAPI document."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration


def test_a_plugin_kind_runs_end_to_end(service):
    doc = service.alpha.client.get("/v1/openapi.json").json()
    assert "definition" in doc["components"]["schemas"]["JobCreate"]["discriminator"]["mapping"]
    r = service.alpha.submit("definition", {"term": "legato"}, priority="batch")
    assert r.status_code == 202, r.text
    assert r.json()["queue"] == "batch"
    job = service.alpha.wait(r.json()["id"])
    assert job["status"] == "succeeded", job
    result = job["result"]
    assert result["kind"] == "definition" and result["citations"], result["plain_text"]
    assert result["plain_text"].startswith("The sources define legato this way:")
    bad = service.alpha.submit("definition", {"term": " "})
    assert bad.status_code == 422 and bad.json()["field"] == "term"

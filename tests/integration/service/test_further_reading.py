"""A citation's further reading (the cited sentence's whole paragraph) over real HTTP, only for
the source's own tenant; and a tenant purging its own cached results, not another's."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration

NOTES = """# Wrist rotation

Rotation frees the hand in broken octaves. Let the forearm turn a little toward each note, so
the fingers never push from a locked wrist. The motion is small and becomes invisible at speed.
"""


def test_a_cited_sentence_opens_its_whole_paragraph_for_its_tenant_only(service):
    r = service.alpha.client.post("/v1/sources", json={"text": NOTES, "name": "rotation.md", "title": "Rotation",
                                                             "granularity": "both"})
    source_id = service.alpha.wait(r.json()["id"], timeout_s=60)["result"]["outcomes"][0]["source_id"]
    try:
        job = service.alpha.submit("question", {"question": "How does forearm rotation help broken octaves?",
                                                "scope": {"source_ids": [source_id]}}).json()["id"]
        result = service.alpha.wait(job, timeout_s=90)["result"]
        assert result["citations"], result["plain_text"]
        cited = next(c for c in result["citations"] if c["further_reading"])
        assert cited["further_reading"] == f"/v1/sources/{source_id}/paragraphs/at/{cited['char_start']}"
        r = service.alpha.client.get(cited["further_reading"])
        assert r.status_code == 200, r.text
        para = r.json()
        assert cited["quote_text"] in para["text"]
        assert para["text"].startswith("Rotation frees the hand") and para["text"].endswith("invisible at speed.")
        assert para["char_start"] <= cited["char_start"] < cited["char_end"] <= para["char_end"]
        assert service.beta.client.get(cited["further_reading"]).status_code == 404  # another school's
        assert service.alpha.client.get(f"/v1/sources/{source_id}/paragraphs/at/99999").status_code == 404
        by_index = service.alpha.client.get(f"/v1/sources/{source_id}/paragraphs/{para['paragraph_index']}").json()
        assert (by_index["text"], by_index["sentences"]) == (para["text"], 3)  # a sentence's paragraph_ref
        # the tenant's cached results go when it asks, another tenant's purge leaves them
        service.beta.client.post("/v1/cache/purge")  # another tenant's purge...
        purged = service.alpha.client.post("/v1/cache/purge").json()  # ...left this one's results
        assert purged["retrieval"] + purged["feedback"] >= 1, purged
        assert service.alpha.client.post("/v1/cache/purge").json() == {"retrieval": 0, "feedback": 0}
    finally:
        service.alpha.client.delete(f"/v1/sources/{source_id}")

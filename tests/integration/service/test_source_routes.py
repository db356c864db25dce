"""Source routes over real HTTP: a citation's further reading (the whole paragraph around the
quote), only for the source's own tenant; a tenant purging its own cached results, not
another's; a YouTube URL as a source (captions from a local fake of YouTube's endpoints)."""

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


def test_a_youtube_url_becomes_a_source_cited_at_the_second_and_a_bad_one_is_refused(service):
    from tests.support.fake_youtube import MANUAL, NOCAPS

    r = service.alpha.client.post("/v1/sources", json={"url": f"https://youtu.be/{MANUAL}"})
    assert r.status_code == 202, r.text
    job = service.alpha.wait(r.json()["id"], timeout_s=60)
    assert job["status"] == "succeeded", job
    outcome = job["result"]["outcomes"][0]
    assert (outcome["title"], outcome["source_type"]) == ("Rubato in Chopin", "video")
    try:
        hits = service.alpha.client.post("/v1/search", json={"query": "rubato steals time and gives it back",
                                                             "filters": {"source_ids": [outcome["source_id"]]}})
        hit = hits.json()["hits"][0]
        assert hit["url"] == f"https://www.youtube.com/watch?v={MANUAL}" and "Rubato steals time" in hit["text"]
        assert 4.0 in [t for _, t in hit["anchors"]["t"]]  # the caption's second, for the quote's deep link
        failed = service.alpha.wait(service.alpha.client.post(
            "/v1/sources", json={"url": f"https://www.youtube.com/watch?v={NOCAPS}"}).json()["id"], timeout_s=60)
        assert failed["status"] == "failed" and "no captions" in failed["failure_reason"], failed
        for body in ({"url": "http://169.254.169.254/latest/meta-data"}, {}):  # never fetched: refused at once
            refused = service.alpha.client.post("/v1/sources", json=body)
            assert refused.status_code == 422 and "YouTube" in refused.text, refused.text
    finally:
        service.alpha.client.delete(f"/v1/sources/{outcome['source_id']}")

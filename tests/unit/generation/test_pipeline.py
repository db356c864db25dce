import re

import pytest

from footnote.shared.errors import ValidationError
from footnote.shared.generation.generators.extractive import ExtractiveGenerator
from footnote.shared.generation.generators.scripted import ScriptedGenerator
from footnote.shared.generation.pipeline import NO_EVIDENCE_MESSAGE, run_job, validate_payload
from footnote.shared.retrieval.types import SearchResult
from tests.support.memory_retrieve import MemoryRetriever
from tests.unit.generation.factories import assert_consistent, corpus, embedder, settings

PERF = {
    "performer": "Mia",
    "piece": "Nocturne in E-flat major, Op. 9 No. 2",
    "composer": "Frédéric Chopin",
    "scores": {"articulation_length": 0.31, "pedal_clarity": 0.42, "timing": 0.8},
}
ESSAY = {
    "essay": "Solar and wind power are cheap now, and they will replace coal soon.\n\n"
    "Coal workers will lose their jobs, so governments should pay for retraining programs.\n\n"
    "A carbon tax is fair because polluters pay for the damage."
}
QUESTION = {"question": "When should I change the pedal after a new chord?"}


def job(kind, payload, generator=None, retrieve=None, **kw):
    emb = embedder()
    return run_job(
        kind,
        payload,
        tenant_id="t1",
        retrieve=retrieve or MemoryRetriever(corpus(), emb),
        generator=generator or ExtractiveGenerator(),
        embedder=emb,
        settings=settings(**kw),
    )


@pytest.mark.parametrize(
    ("kind", "payload"), [("performance_feedback", PERF), ("essay_feedback", ESSAY), ("question", QUESTION)]
)
def test_extractive_reads_well_and_is_fully_grounded(kind, payload):
    out = job(kind, payload)
    assert_consistent(out)
    assert out["status"] == "grounded" and out["message"] is None
    assert 1 <= len(out["paragraphs"]) <= 4
    assert out["verification"]["citation_coverage"] == 1.0
    assert out["verification"]["citation_precision"] == 1.0
    assert out["generator"]["name"] == "extractive"
    assert set(out["retrieval_debug"]["timings"]) >= {"retrieval_ms", "generation_ms", "verify_ms"}


def test_performance_feedback_names_weakest_dimensions_and_composer():
    text = job("performance_feedback", PERF)["plain_text"]
    assert "articulation length (legato/staccato), which scored 0.31" in text
    assert "pedal clarity, which scored 0.42" in text
    assert "timing, which scored 0.80" in text
    assert "Chopin in particular" in text


def test_performance_composer_tag_filter_then_fallback():
    retrieve = MemoryRetriever(corpus(), embedder())
    job("performance_feedback", {**PERF, "composer": "Liszt"}, retrieve=retrieve)
    tagged = [r for r in retrieve.requests if r.filters.tags]
    assert tagged and all(r.filters.tags == ("composer:liszt",) for r in tagged)
    assert any(not r.filters.tags and r.purpose in ("improve", "composer") for r in retrieve.requests)


def test_essay_uses_sentence_hits_and_top_k_is_paragraph_count():
    retrieve = MemoryRetriever(corpus(), embedder())
    out = job("essay_feedback", ESSAY, retrieve=retrieve)
    assert all(r.search_filters().granularity == "sentence" and r.k == 1 for r in retrieve.requests)
    assert len(out["evidence"]) <= 3
    assert "Evidence #1" in out["plain_text"] and '<section class="evidence">' in out["html"]


def test_question_video_citations_are_timestamp_links():
    out = job("question", QUESTION)
    video = [c for c in out["citations"] if c["source_type"] == "video"]
    assert video and re.search(r"youtube\.com/watch\?v=\w+.*&t=\d+s$", video[0]["url"])
    assert "Watch at 0:15" in out["plain_text"]


def test_no_evidence_gives_friendly_message_and_no_citations():
    out = job("question", QUESTION, retrieve=lambda req: SearchResult((), {}))
    assert out["status"] == "no_evidence" and out["message"] == NO_EVIDENCE_MESSAGE
    assert out["citations"] == [] and "rephras" in out["plain_text"]


def test_model_citing_missing_sources_is_cleaned():
    gen = ScriptedGenerator(['Change the pedal "just after the new harmony is struck" [2][9].\n\nSee [5].'])
    out = job("question", QUESTION, generator=gen, top_k=4, video_top_k=4)  # its best passage is a video
    assert_consistent(out)
    assert out["out_of_range"] == ["9", "5"]
    # a marker naming no source is never a link: struck through in HTML, named in the sentence's flag
    assert '<span class="cite-missing" title="not among the sources">[9]</span>' in out["html"]
    assert 'data-cite="9"' not in out["html"] and "[5]" not in out["plain_text"]
    flags = [f for p in out["paragraphs"] for s in p["sentences"] for f in s["flags"]]
    assert any("source 9, which is not among the sources" in f for f in flags)
    assert any("source 5, which is not among the sources" in f for f in flags)
    assert "Valid evidence numbers are 1, 2, 3 and 4" in gen.requests[0].system


def test_uncited_model_output_gets_inferred_citations():
    gen = ScriptedGenerator(["You want to change the pedal a fraction later, after the chord has sounded."])
    out = job("question", QUESTION, generator=gen)
    assert out["citations"] and all(c["inferred"] for c in out["citations"])
    assert out["verification"]["inferred"] == 1


def test_hyde_runs_only_with_a_real_generator():
    gen = ScriptedGenerator(["Pedal after the chord sounds.", "Change it late [1]."])
    retrieve = MemoryRetriever(corpus(), embedder())
    out = job("question", QUESTION, generator=gen, retrieve=retrieve, hyde=True)
    assert gen.requests[0].kind == "hyde"
    assert [r.purpose for r in retrieve.requests] == ["question", "hyde"]
    assert out["retrieval_debug"]["hyde"] == "Pedal after the chord sounds."
    retrieve2 = MemoryRetriever(corpus(), embedder())
    job("question", QUESTION, retrieve=retrieve2, hyde=True)  # extractive: no HyDE
    assert [r.purpose for r in retrieve2.requests] == ["question"]


@pytest.mark.parametrize(
    ("kind", "payload", "field"),
    [
        ("performance_feedback", {**PERF, "scores": {"pedal": 0.2}}, "scores.pedal"),
        ("performance_feedback", {**PERF, "scores": {"timing": 2}}, "scores.timing"),
        ("performance_feedback", {k: v for k, v in PERF.items() if k != "piece"}, "piece"),
        ("essay_feedback", {"essay": "  "}, "essay"),
        ("essay_feedback", {"essay": "x", "top_k": 0}, "top_k"),
        ("question", {"question": 3}, "question"),
        ("question", {"question": "q", "scope": {"videos": []}}, "scope.videos"),
        ("question", {"question": "q", "colour": 1}, "colour"),
        ("poem", {}, "kind"),
    ],
)
def test_bad_payloads_name_the_field(kind, payload, field):
    with pytest.raises(ValidationError) as err:
        validate_payload(kind, payload, settings=settings())
    assert err.value.field == field


def test_scope_restricts_sources():
    retrieve = MemoryRetriever(corpus(), embedder())
    out = job("question", {**QUESTION, "scope": {"video": "lecture-3"}}, retrieve=retrieve)
    assert {e["source_id"] for e in out["evidence"]} == {"lecture-3"}


def test_unciteable_model_output_is_marked_ungrounded():
    gen = ScriptedGenerator(["Mozart was born in Salzburg in 1756."])
    out = job("question", QUESTION, generator=gen)
    assert out["status"] == "ungrounded" and out["citations"] == []
    assert out["paragraphs"][0]["sentences"][0]["status"] == "uncited"
    assert "not backed" in out["plain_text"]


def test_every_score_low_still_celebrates_the_best_one():
    payload = {**PERF, "scores": {"articulation_length": 0.2, "pedal_clarity": 0.3, "timing": 0.4}}
    text = job("performance_feedback", payload)["plain_text"]
    assert "at its best in timing, which scored 0.40" in text


def test_no_tip_about_another_composer_and_no_invented_composer_insight():
    payload = {**PERF, "piece": "Ballade No. 1", "scores": {"drama": 0.75, "pedal_amount": 0.35}}
    out = job("performance_feedback", payload)
    assert "Beethoven" not in out["plain_text"].split("Sources")[0]
    mozart = job("performance_feedback", {**PERF, "composer": "Mozart", "piece": "Sonata K. 545"})
    assert "On playing Mozart" not in mozart["plain_text"]  # no source says anything about Mozart


def test_off_topic_question_gets_the_no_evidence_message_not_unrelated_quotes():
    from dataclasses import replace

    hits = corpus()[:3]

    def retrieve_at(similarity):
        return lambda request: SearchResult(tuple(replace(h, similarity=similarity) for h in hits), {})

    off = job("question", {"question": "Who won the 1998 world cup?"}, retrieve=retrieve_at(0.12))
    assert off["status"] == "no_evidence" and off["message"] == NO_EVIDENCE_MESSAGE and off["citations"] == []
    on = job("question", QUESTION, retrieve=retrieve_at(0.55))
    assert on["status"] == "grounded" and on["citations"]
    strict = job("question", QUESTION, retrieve=retrieve_at(0.55), min_similarity=0.6)
    assert strict["status"] == "no_evidence"

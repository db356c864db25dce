"""The evidence a CPU worker retrieved reaches the ``generate`` worker through JSON unchanged:
composing from the stored half gives the same output as running the job in one go."""

import dataclasses
import json

import pytest

from footnote.shared.generation import handoff
from footnote.shared.generation.generators.scripted import ScriptedGenerator
from footnote.shared.generation.pipeline import compose, run_job, select_evidence
from tests.support.memory_retrieve import MemoryRetriever
from tests.unit.generation.factories import corpus, embedder, settings
from tests.unit.generation.test_pipeline import ESSAY, PERF, QUESTION


def _without_timings(out: dict) -> dict:
    out = json.loads(json.dumps(out, default=str))
    out["retrieval_debug"].pop("timings", None)
    out["generator"].pop("latency_ms", None)
    return out


def _answer(request) -> str:  # type: ignore[no-untyped-def]
    # cites the first two evidence numbers it was given, so citations and verification run
    return "Keep the melody singing above the accompaniment [1]. Change the pedal with the harmony [2]."


@pytest.mark.parametrize(
    ("kind", "payload"), [("performance_feedback", PERF), ("essay_feedback", ESSAY), ("question", QUESTION)]
)
def test_composing_from_a_stored_half_equals_running_the_job(kind, payload):
    emb, cfg = embedder(), settings()
    whole = run_job(
        kind, payload, tenant_id="t1", retrieve=MemoryRetriever(corpus(), emb),
        generator=ScriptedGenerator(_answer), embedder=emb, settings=cfg,
    )
    first = select_evidence(
        kind, payload, tenant_id="t1", retrieve=MemoryRetriever(corpus(), emb),
        generator=ScriptedGenerator(_answer), embedder=emb, settings=cfg,
    )
    keyed = dataclasses.replace(first, cache_key="footnote:feedback:k")
    stored = json.loads(json.dumps(handoff.dump(keyed)))  # as Postgres keeps it
    evidence = handoff.load(stored)
    assert evidence is not None and evidence.cache_key == "footnote:feedback:k"
    assert [h.chunk_uid for h in evidence.hits] == [h.chunk_uid for h in first.hits]
    assert evidence.hits == first.hits  # every field but the embedding
    assert all(h.embedding is None for h in evidence.hits)
    assert (evidence.facts, evidence.debug, evidence.timings) == (first.facts, first.debug, first.timings)
    split = compose(
        kind, payload, evidence, tenant_id="t1", generator=ScriptedGenerator(_answer), embedder=emb,
        settings=cfg,
    )
    assert first.hits, "the fixture corpus should give evidence"
    assert _without_timings(split) == _without_timings(whole)
    assert set(split["retrieval_debug"]["timings"]) >= {"retrieval_ms", "generation_ms", "verify_ms"}


@pytest.mark.parametrize("data", [None, {}, {"version": 0, "hits": []}, "text", []])
def test_a_handoff_from_another_version_is_not_read(data):
    assert handoff.load(data) is None

"""Every Generator honours the same contract (extractive, a scripted fake; the openai one
runs this contract against SmolLM2 in tests/integration/test_smollm2.py)."""

from __future__ import annotations

import pytest

from footnote.shared.generation.evidence import number_evidence
from footnote.shared.generation.generators.base import Generation, GenerationRequest, Generator
from footnote.shared.generation.generators.extractive import ExtractiveGenerator
from footnote.shared.generation.generators.scripted import ScriptedGenerator
from tests.unit.generation.factories import make_hit, video_hit

EVIDENCE = number_evidence(
    [
        make_hit("a", "Keep each finger on its key until the next one has sounded. Practice slowly."),
        video_hit("b", "Change the pedal a fraction after the new chord has sounded."),
    ]
)
REQUESTS = [
    GenerationRequest(
        kind="question",
        prompt="Question: How do I play legato?\n\n[1] ...\n\nVideo 2 ...",
        system="Cite [1] or [2].",
        evidence=EVIDENCE,
        inputs={"question": "How do I play legato?"},
        max_tokens=120,
    ),
    GenerationRequest(
        kind="performance_feedback",
        prompt="Feedback please.",
        evidence=EVIDENCE,
        inputs={
            "performer": "Mia",
            "piece": "Nocturne",
            "composer": "Chopin",
            "scores": {"articulation_length": 0.3, "timing": 0.9},
            "labels": {"articulation_length": "legato", "timing": "timing"},
            "technique": {"articulation_length": ["legato"], "timing": ["steady pulse"]},
            "improve": ["articulation_length"],
            "celebrate": "timing",
            "roles": {},
        },
        max_tokens=120,
    ),
]


def check_contract(generator: Generator, requests=REQUESTS) -> list[Generation]:
    out = generator.generate(requests)
    assert isinstance(out, list) and len(out) == len(requests)
    for g in out:
        assert isinstance(g, Generation)
        assert isinstance(g.text, str) and g.text.strip()
        assert isinstance(g.model, str) and g.model
        assert g.latency_ms >= 0
    assert generator.generate([]) == []
    assert isinstance(generator.name, str) and generator.name
    return out


@pytest.fixture(params=["extractive", "scripted"])
def generator(request) -> Generator:
    if request.param == "extractive":
        return ExtractiveGenerator()
    return ScriptedGenerator(lambda r: f"A scripted answer for {r.kind} [1].")


def test_generator_contract(generator):
    check_contract(generator)


def test_extractive_is_deterministic_and_cites_only_valid_numbers():
    a = ExtractiveGenerator().generate(REQUESTS)
    b = ExtractiveGenerator().generate(REQUESTS)
    assert [g.text for g in a] == [g.text for g in b]
    import re

    for g in a:
        assert {int(n) for n in re.findall(r"\[(\d+)\]", g.text)} <= {1, 2}

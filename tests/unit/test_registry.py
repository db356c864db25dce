"""The one registration mechanism (``shared/registry.py``)."""

import pytest

from footnote.shared.registry import Registry


def test_register_lookup_and_a_helpful_unknown():
    r: Registry[int] = Registry("things", unknown=lambda name, known: LookupError(f"{name}: {', '.join(known)}"))
    r.register("a", 1)
    assert r.get("a") == 1 and "a" in r and r.names() == ("a",)
    with pytest.raises(LookupError, match="b: a"):
        r.get("b")
    with pytest.raises(ValueError, match="already registered"):
        r.register("a", 2)
    r.register("a", 2, replace=True)
    assert r.get("a") == 2


WIDGETS: Registry[str] = Registry("widgets")


def test_a_plugin_module_named_in_the_environment_registers_itself(tmp_path, monkeypatch):
    (tmp_path / "footnote_widget_plugin.py").write_text(
        "from tests.unit.test_registry import WIDGETS\nWIDGETS.register('plugged', 'p')\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("FOOTNOTE_PLUGINS", " footnote_widget_plugin ,")
    assert WIDGETS.get("plugged") == "p"  # imported on the first lookup


def test_every_builtin_kind_generator_and_parser_is_registered():
    from footnote.shared.generation.generators.base import GENERATORS
    from footnote.shared.ingestion.parsers import registered_extensions
    from footnote.shared.jobs.kinds import KINDS

    assert {"question", "essay_feedback", "performance_feedback", "ingest_source"} <= set(KINDS.names())
    assert {"extractive", "openai", "vllm"} <= set(GENERATORS.names())
    assert {".md", ".pdf", ".vtt", ".srt", ".html"} <= set(registered_extensions())


def test_embedder_families_register_through_the_same_mechanism():
    from footnote.shared.config import Settings
    from footnote.shared.embeddings import EMBEDDERS, family_of, make_embedder
    from footnote.shared.embeddings.fake import HashingEmbedder

    assert family_of("fake-hashing-64") == "fake-hashing"
    assert family_of("all-MiniLM-L6-v2") == "sentence-transformers"
    EMBEDDERS.register("toy", lambda s: HashingEmbedder(8))
    try:
        assert make_embedder(Settings(embedding_model="toy-v1")).dimension == 8
    finally:
        EMBEDDERS.unregister("toy")

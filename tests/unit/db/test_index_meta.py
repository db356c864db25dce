from __future__ import annotations

from footnote.shared.db.index_meta import EmbeddingSpec, mismatch_message


def test_dimension_change_message_is_the_documented_one() -> None:
    old = EmbeddingSpec("all-MiniLM-L6-v2", 384, "p", "english")
    new = EmbeddingSpec("bge-base", 768, "p", "english")
    expected = "Embedding dimension changed from 384 to 768; reindex required (footnote reindex)"
    assert mismatch_message(old, new) == expected


def test_model_prefix_and_config_changes_are_detected() -> None:
    base = EmbeddingSpec("a", 384, "p", "english")
    assert "model changed from a to b" in (mismatch_message(base, EmbeddingSpec("b", 384, "p", "english")) or "")
    assert "prefixes" in (mismatch_message(base, EmbeddingSpec("a", 384, "q", "english")) or "")
    assert "simple" in (mismatch_message(base, EmbeddingSpec("a", 384, "p", "simple")) or "")
    assert mismatch_message(base, base) is None

"""Embedding of ingest groups: order kept, each distinct text encoded once, longest first."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from footnote.shared.embeddings import cache
from footnote.shared.embeddings.cache import _waves, embed_groups_cached
from footnote.shared.embeddings.fake import HashingEmbedder


class Recording(HashingEmbedder):
    def __init__(self) -> None:
        super().__init__(16)
        self.calls: list[list[str]] = []

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(list(texts))
        return super().embed_batch(texts)


@pytest.mark.parametrize("overlap", [False, True])
def test_vectors_follow_each_group_and_repeats_are_encoded_once(monkeypatch, overlap: bool) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(cache, "SLAB", 2)
    monkeypatch.setattr(cache, "OVERLAP_WAVE", 3)  # several waves, the next encoded while one is consumed
    groups = [["a b", "a much longer text", "a b"], ["mid text", "a much longer text"], ["x"]]
    emb = Recording()
    got: dict[int, np.ndarray] = {}
    advanced: list[int] = []
    embed_groups_cached(session=None, embedder=emb, groups=groups, consume=got.__setitem__, progress=advanced.append,
                        overlap_writes=overlap)
    assert list(got) == [0, 1, 2]
    for i, g in enumerate(groups):
        np.testing.assert_allclose(got[i], HashingEmbedder(16).embed_batch(g))
    encoded = [t for call in emb.calls for t in call]
    assert sorted(encoded) == sorted({t for g in groups for t in g})  # each distinct text once
    if not overlap:  # one wave: longest first
        assert [len(t) for t in encoded] == sorted((len(t) for t in encoded), reverse=True)
    assert sum(advanced) == sum(len(g) for g in groups)


def test_waves_keep_groups_whole_and_in_order() -> None:
    assert _waves([3, 3, 3, 10, 1], 6) == [[0, 1], [2], [3], [4]]
    assert _waves([], 6) == []
    assert [i for w in _waves([5] * 20, 12) for i in w] == list(range(20))

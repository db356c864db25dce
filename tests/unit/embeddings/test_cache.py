"""Embedding of ingest groups: order kept, each distinct text encoded once, longest first."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from shared.embeddings import cache
from shared.embeddings.cache import _waves, embed_groups_cached
from shared.embeddings.fake import HashingEmbedder


class Recording(HashingEmbedder):
    def __init__(self) -> None:
        super().__init__(16)
        self.calls: list[list[str]] = []

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(list(texts))
        return super().embed_batch(texts)


def test_vectors_follow_each_group_and_repeats_are_encoded_once(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(cache, "SLAB", 2)
    groups = [["a b", "a much longer text", "a b"], ["mid text", "a much longer text"], ["x"]]
    emb = Recording()
    got: dict[int, np.ndarray] = {}
    advanced: list[int] = []
    embed_groups_cached(session=None, embedder=emb, groups=groups, consume=got.__setitem__, progress=advanced.append)
    assert list(got) == [0, 1, 2]
    for i, g in enumerate(groups):
        np.testing.assert_allclose(got[i], HashingEmbedder(16).embed_batch(g))
    encoded = [t for call in emb.calls for t in call]
    assert sorted(encoded) == sorted({t for g in groups for t in g})  # each distinct text once
    assert [len(t) for t in encoded] == sorted((len(t) for t in encoded), reverse=True)  # longest first
    assert sum(advanced) == sum(len(g) for g in groups)


def test_waves_keep_groups_whole_and_in_order() -> None:
    assert _waves([3, 3, 3, 10, 1], wave=6) == [[0, 1], [2], [3], [4]]
    assert _waves([], wave=6) == []
    assert [i for w in _waves([5] * 20, wave=12) for i in w] == list(range(20))

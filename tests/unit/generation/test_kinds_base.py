from footnote.shared.generation.kinds.base import RetrievalRequest, diversify, fuse
from footnote.shared.retrieval.types import SearchFilters
from tests.unit.generation.factories import embedder, make_hit


def test_fuse_dedupes_and_rewards_agreement():
    a, b, c = make_hit("a"), make_hit("b", "Other text."), make_hit("c", "Third text.")
    assert [h.chunk_uid for h in fuse([[a, b], [b, c]])] == ["b", "a", "c"]


def test_diversity_drops_near_duplicates_of_better_hits():
    a = make_hit("a", "Change the pedal just after the chord.")
    dup = make_hit("dup", "Change the pedal just after the chord!")
    other = make_hit("o", "Practice scales with a metronome every day.")
    kept, dropped = diversify([a, dup, other], embedder(), 0.9)
    assert [h.chunk_uid for h in kept] == ["a", "o"] and dropped == ["dup"]


def test_diversity_prefers_stored_embeddings():
    a = make_hit("a", "x", embedding=(1.0, 0.0))
    b = make_hit("b", "x", embedding=(0.0, 1.0))
    kept, _ = diversify([a, b], embedder(), 0.9)  # same text, orthogonal stored vectors
    assert len(kept) == 2


def test_retrieval_request_applies_granularity():
    req = RetrievalRequest("q", 1, SearchFilters(tags=("composer:chopin",)), granularity="sentence")
    assert req.search_filters() == SearchFilters(tags=("composer:chopin",), granularity="sentence")

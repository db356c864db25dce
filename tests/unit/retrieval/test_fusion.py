import pytest

from footnote.shared.retrieval.fusion import Candidate, fuse


def c(*pairs):
    return [Candidate(i, s) for i, s in pairs]


def test_rrf_sums_reciprocal_ranks_with_weights():
    kw = c((1, 9.0), (2, 5.0))
    de = c((2, 0.9), (3, 0.8))
    out = fuse(kw, de, method="rrf", rrf_k=60, keyword_weight=1.0, dense_weight=2.0)
    scores = {f.chunk_id: f.score for f in out}
    assert scores[1] == pytest.approx(1 / 61)
    assert scores[2] == pytest.approx(1 / 62 + 2 / 61)
    assert scores[3] == pytest.approx(2 / 62)
    assert [f.chunk_id for f in out] == [2, 3, 1]
    two = next(f for f in out if f.chunk_id == 2)
    assert (two.keyword_rank, two.dense_rank, two.bm25, two.similarity) == (2, 1, 5.0, 0.9)


def test_score_fusion_min_max_normalises_each_side():
    kw = c((1, 10.0), (2, 6.0), (3, 2.0))
    de = c((3, 0.9), (1, 0.5))
    out = fuse(kw, de, method="score", keyword_weight=1.0, dense_weight=1.0)
    scores = {f.chunk_id: f.score for f in out}
    assert scores == pytest.approx({1: 1.0 + 0.0, 2: 0.5, 3: 0.0 + 1.0})
    assert [f.chunk_id for f in out] == [1, 3, 2]  # tie on 1.0 broken by chunk id


def test_candidates_cuts_each_side_before_fusing():
    kw = c((1, 3.0), (2, 2.0), (3, 1.0))
    out = fuse(kw, [], candidates=2)
    assert [f.chunk_id for f in out] == [1, 2]


def test_deterministic_and_rejects_unknown_method():
    kw = c((5, 1.0), (4, 1.0))
    de = c((4, 0.5), (5, 0.5))
    assert fuse(kw, de) == fuse(kw, de)
    with pytest.raises(ValueError, match="fusion"):
        fuse(kw, de, method="max")


def test_single_candidate_side_normalises_to_one():
    out = fuse(c((7, 3.3)), [], method="score")
    assert out[0].score == 1.0


def test_zscore_standardises_each_side_and_floors_a_missing_side():
    kw = c((1, 10.0), (2, 6.0), (3, 2.0))  # mean 6, population stdev sqrt(32/3)
    de = c((3, 0.9), (4, 0.5))  # mean 0.7, stdev 0.2: z = +1, -1
    out = fuse(kw, de, method="zscore", keyword_weight=1.0, dense_weight=1.0)
    sd = (32 / 3) ** 0.5
    scores = {f.chunk_id: f.score for f in out}
    # chunk 4 was not a keyword candidate: it takes the keyword side's lowest z (chunk 3's)
    assert scores == pytest.approx({1: 4 / sd - 1, 2: 0.0 - 1, 3: -4 / sd + 1, 4: -4 / sd - 1})
    assert [f.chunk_id for f in out] == [1, 3, 2, 4]


def test_zscore_lets_a_confident_side_outweigh_an_evenly_spread_one():
    # keyword: one hit far above nine near-equal ones; dense: ten evenly spaced hits, chunk 1 last.
    # Min-max puts chunk 2 (dense first, keyword ~0) level with chunk 1; the z-scores see that the
    # keyword side's top hit stands three deviations out and the dense side's first barely 1.6.
    kw = c((1, 20.0), *((i, 5.0 - 0.01 * i) for i in range(2, 11)))
    de = c(*((i, 0.63 - 0.01 * i) for i in range(2, 11)), (1, 0.52))
    assert fuse(kw, de, method="zscore")[0].chunk_id == 1
    minmax = {f.chunk_id: f.score for f in fuse(kw, de, method="score")}
    assert minmax[2] >= minmax[1] - 0.01


def test_zscore_flat_side_contributes_nothing():
    out = fuse(c((1, 2.0), (2, 2.0)), c((2, 0.9), (1, 0.1)), method="zscore")
    assert [f.chunk_id for f in out] == [2, 1]

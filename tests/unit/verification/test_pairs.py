"""Many pairs at once, and cosines put on the scale the thresholds are set on."""

import numpy as np

from footnote.shared.embeddings.fake import HashingEmbedder
from footnote.shared.verification.judge import PARAPHRASE_SIMILARITY, PARTIAL_SIMILARITY
from footnote.shared.verification.pairs import calibrated, judge_pairs


def test_a_models_points_map_onto_the_thresholds_and_minilm_is_left_as_it_is():
    emb = HashingEmbedder()
    cos = np.array([0.5, 0.857, 0.874, 0.891, 0.95])
    np.testing.assert_allclose(calibrated(cos, emb), cos)  # no points: the reference scale
    emb.similarity_points = (0.857, 0.891)
    out = calibrated(cos, emb)
    assert out[1] == PARTIAL_SIMILARITY and out[3] == PARAPHRASE_SIMILARITY
    assert out[0] < out[1] < out[2] < out[3] < out[4] < 1.0  # monotone, between and beyond the points


def test_a_high_sitting_model_does_not_pass_what_minilm_would_not():
    """A model whose cosines sit high (E5's unrelated sentences reach 0.85) would pass a loose
    rewording as a close paraphrase on MiniLM's thresholds; its points put it back."""
    claim, ev = "The tuner checks every string twice.", "Tuners check the strings before the concert, once each."
    emb = HashingEmbedder()
    sim_raw = judge_pairs([(claim, ev, "")], emb)[0].scores["similarity"]
    emb.similarity_points = (sim_raw + 0.01, sim_raw + 0.05)  # as if this cosine were a low one for the model
    assert judge_pairs([(claim, ev, "")], emb)[0].scores["similarity"] < PARTIAL_SIMILARITY

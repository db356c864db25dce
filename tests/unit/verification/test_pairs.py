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
    claim = "Before the recital each string gets looked at."  # a rewording: its verdict turns on the similarity
    ev = "Tuners check the strings before the concert, once each."
    emb = HashingEmbedder()
    sim_raw = judge_pairs([(claim, ev, "")], emb)[0].scores["similarity"]
    emb.similarity_points = (sim_raw + 0.01, sim_raw + 0.05)  # as if this cosine were a low one for the model
    assert judge_pairs([(claim, ev, "")], emb)[0].scores["similarity"] < PARTIAL_SIMILARITY


class _Counting(HashingEmbedder):
    def __init__(self):
        super().__init__()
        self.seen: list[str] = []

    def embed_documents(self, texts):
        self.seen += list(texts)
        return super().embed_documents(texts)


def test_only_the_pairs_whose_verdict_turns_on_the_similarity_are_embedded():
    ev = "Lift the pedal just after the new chord sounds, then press it again. Keep the wrist loose."
    quote = "Lift the pedal just after the new chord sounds."
    flipped = "Never lift the pedal after the new chord sounds."
    reworded = "Raise your foot from the damper once the next harmony is heard."
    emb = _Counting()
    got = judge_pairs([(quote, ev, ""), (flipped, ev, ""), (reworded, ev, "")], emb)
    assert reworded in emb.seen and quote not in emb.seen and flipped not in emb.seen
    assert [v.verdict for v in got[:2]] == ["supported", "contradicted"]
    assert "similarity" in got[2].scores and "similarity" not in got[0].scores


def test_an_overstatement_of_a_partly_said_claim_needs_no_embedding():
    ev = "In the trial, some pupils who practised daily improved their sight-reading within a term."
    claim = "All pupils who practised every day always improved their reading at sight."  # 71% of its words
    emb = _Counting()
    got = judge_pairs([(claim, ev, "")], emb)[0]
    assert got.verdict == "partial" and "overgeneral" in got.reason and emb.seen == []


def test_deferring_the_similarity_gives_the_verdicts_judge_gives_with_it():
    from footnote.shared.verification.judge import judge
    from footnote.shared.verification.pairs import FRAMING, align

    ev = "Slow practice is not soft practice: play at full tone, only slower. Each hand alone first."
    claims = ["Practise slowly but at full tone.", "Play softly when practising slowly.",
              "Take each hand separately before putting them together.", "Slow work needs a full sound."]
    emb = HashingEmbedder()
    got = judge_pairs([(c, ev, "") for c in claims], emb)
    for c, v in zip(claims, got, strict=True):
        span = ev[slice(*align(c, ev, FRAMING))]
        sim = float(emb.embed_documents([c])[0] @ emb.embed_documents([span])[0])
        assert v.verdict == judge(c, ev, similarity=sim, discount=FRAMING).verdict

"""An effect made large where the source calls it small (``effects``), on examples written for these tests."""

from footnote.shared.verification.effects import overstated_effect
from footnote.shared.verification.judge import judge

EV = "Runners who trained uphill ran faster races than those who trained on the flat, though the difference was small."


def test_a_large_effect_for_a_small_one_is_overstated():
    claim = "Training uphill greatly improved race times compared with training on the flat."
    assert overstated_effect(claim, EV)
    assert judge(claim, EV, similarity=0.8).verdict == "partial"


def test_an_effect_said_without_size_or_a_large_one_the_source_gives_is_not():
    assert overstated_effect("Training uphill improved race times.", EV) is None
    assert overstated_effect("Training uphill greatly improved race times.",
                             "Training uphill improved race times by a wide margin.") is None

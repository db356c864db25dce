"""A thing said with the other word of an opposite pair (``subjects``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.subjects import subject_flip

EV = ("Most metals expand when heated, which is why rails have gaps between them. Water below four degrees "
      "contracts instead as it warms, so a lake's coldest water rises to the top.")


def test_the_other_word_said_of_the_claim_s_thing_is_a_flip():
    claim = "Water below four degrees expands as it warms."
    assert subject_flip(claim, EV) is not None
    verdict = judge(claim, EV, similarity=0.85)
    assert verdict.verdict == "contradicted" and "'contracts'" in verdict.reason


def test_the_claim_s_word_said_of_the_thing_too_is_no_flip():
    assert subject_flip("Metals expand when they are heated.", EV) is None
    ev = "Most metals expand when heated. Zinc expands too, although zinc contracts slightly at first."
    assert subject_flip("Zinc expands when heated.", ev) is None


def test_a_pronoun_that_may_be_the_thing_is_no_flip():
    ev = "Sales fell in the first year. In the second year they grew quickly."
    assert subject_flip("Sales grew in the second year.", ev) is None

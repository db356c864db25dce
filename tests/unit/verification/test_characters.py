"""A deed given to a character named by a common noun (``characters``), on examples written for these tests."""

from footnote.shared.verification.characters import other_character
from footnote.shared.verification.judge import judge

EV = "Sir Aldous, riding ahead of the army, finds the bridge burned, and the king orders a ford to be found."


def test_a_person_noun_doing_what_a_named_person_does_is_misattributed():
    assert other_character("The king finds the bridge burned.", EV) == ("the king", "Sir Aldous")
    verdict = judge("The king finds the bridge burned.", EV, similarity=0.9)
    assert verdict.verdict == "unsupported" and "Sir Aldous" in verdict.reason


def test_the_nouns_own_deed_and_a_noun_that_describes_the_doer_are_not():
    assert other_character("The king orders a ford to be found.", EV) is None
    assert other_character("The knight finds the bridge burned.", EV) is None  # the source has no knight do anything
    ev = "Tom, a poor boy, finds the treasure in the cave, and the boy later shares it."
    assert other_character("The boy finds the treasure.", ev) is None

"""Colour names (``colours``), on examples written for these tests."""

from footnote.shared.verification.colours import other_colour
from footnote.shared.verification.judge import judge

EV = "Broken links are shown in red, and visited links turn purple."


def test_a_colour_the_source_does_not_name_is_another_thing():
    assert other_colour("Broken links are shown in green.", EV) == ("green", "red")
    assert judge("Broken links are shown in green.", EV, similarity=0.85).verdict == "unsupported"


def test_the_sources_own_colours_and_idioms_are_no_substitution():
    assert other_colour("Visited links turn purple.", EV) is None
    assert other_colour("The change was held up by red tape.", EV) is None
    assert other_colour("Broken links are shown in red.", "Broken links are flagged.") is None  # no colour to swap

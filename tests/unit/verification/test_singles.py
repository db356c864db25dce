"""One thing and none (``singles``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.negation import negation_flip
from footnote.shared.verification.singles import none_of, one_as_single, other_single
from footnote.shared.verification.words import canon


def test_one_is_written_single_only_where_the_source_says_a_single():
    assert one_as_single("It flows as one steady jet.", "in bursts rather than a single steady jet") == \
        "It flows as single steady jet."
    assert one_as_single("It flows as one steady jet.", "in bursts, never one steady jet") == \
        "It flows as one steady jet."


def test_a_closing_none_denies_the_thing_its_verb_acted_on_before():
    words = "heating the wire gives off light . cooling it gave off none".split()
    assert none_of(words, len(words) - 1) == {canon("light")}
    assert none_of("the others found none".split(), 3) == set()  # no earlier "found": nothing named


def test_a_single_said_of_two_different_things_is_not_one_denial():
    span = "The cells keep the two salts in separate sacs, and the charge leaves in pulses rather than a single wave."
    assert other_single("The cells keep the salts in a single sac.", span) == {canon("single")}
    assert other_single("The charge leaves as a single wave.", span) == set()
    assert negation_flip("The cells keep the two salts in a single sac.", span) is None  # the sac is not the wave
    assert judge("The cells keep the two salts mixed together in a single sac.", span,
                 similarity=0.8).verdict == "contradicted"  # "together" where the source says "separate"

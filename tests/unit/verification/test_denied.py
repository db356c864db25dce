"""What one side denies that the other does not affirm (``denied``), on examples written for these tests."""

from footnote.shared.verification.denied import contrasted
from footnote.shared.verification.negation import negation_flip
from footnote.shared.verification.words import canon

SPAN = ("The beetles roll dung and grass into balls on which they lay eggs, and the dung, not the grass, feeds "
        "the grubs.")


def test_a_thing_the_source_denies_only_one_deed_of_may_do_another():
    assert contrasted("The beetles lay eggs on rolled balls of grass.", SPAN) == {canon("grass")}
    assert negation_flip("The beetles lay eggs on rolled balls of grass.", SPAN) is None
    assert negation_flip("The grass feeds the grubs.", SPAN)  # the very deed the source denies it


def test_an_aside_with_a_participle_after_it_denies_no_doer():
    span = "Strike the bell from the shoulder, not the wrist, letting the hammer fall freely."
    assert contrasted("Keep the wrist loose while striking the bell.", span) == set()


def test_the_alternative_denied_after_a_repeated_preposition_is_one_denial():
    from footnote.shared.verification.denied import same_alternative

    span = "Wolf pups copy the howls of other packs. They learn to hunt from their parents rather than from the packs."
    claim = "Pups learn to hunt from their parents, not from the wolves they copy."
    assert same_alternative(claim, span) == {canon("wolves")}
    assert negation_flip(claim, span) is None


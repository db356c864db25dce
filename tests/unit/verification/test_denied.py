"""What one side denies that the other does not affirm (``denied``), on examples written for these tests."""

from footnote.shared.verification.denied import contrasted, otherwise_parts
from footnote.shared.verification.judge import judge
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



def test_what_must_be_done_or_else_a_result_says_the_result_follows_without_it():
    ev = "The dough must rest for an hour before shaping, or the loaf tears in the oven. Bake it on a hot stone."
    assert otherwise_parts(ev)[0][1] >= {canon("loaf"), canon("tears")}
    assert judge("Without enough rest, the loaf tears in the oven.", ev, similarity=0.85).verdict == "supported"
    assert otherwise_parts("Pick the red one, or the blue one if it is sold out.") == []


def test_a_change_that_must_be_made_or_else_is_no_denied_change():
    ev = "The water in the tank must be changed every week, or the fish sicken. Feed them twice a day."
    assert judge("Without enough changes of water, the fish sicken.", ev, similarity=0.85).verdict == "supported"

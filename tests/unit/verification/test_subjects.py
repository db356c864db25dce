"""A thing said with the other word of an opposite pair (``subjects``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.subjects import complement_flip, sentences_crossed, subject_flip

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


def test_a_thing_put_after_the_other_word_of_a_pair():
    ev = "In a pipe organ, the notes are loudest near the pipe's mouth and softest at the closed end."
    assert complement_flip("The notes are loudest at the closed end.", ev) == \
        "the source says 'softest' there, not 'loudest'"
    assert complement_flip("The notes are softest at the closed end.", ev) is None
    assert judge("The notes are loudest at the closed end.", ev, similarity=0.85).verdict == "contradicted"


def test_words_of_the_sentence_with_the_other_word_of_a_pair():
    ev = ("Heating the flask warms the air inside, which expands and pushes the balloon up. Cooling the flask "
          "lets the air shrink again, and the balloon falls.")
    assert sentences_crossed("Cooling the flask makes the balloon rise.", ev) is None  # "up", not "rise"
    ev = ("Heating the flask warms the air inside, and the balloon rises. Cooling the flask lets the air shrink "
          "again, and the balloon sinks.")
    assert sentences_crossed("Cooling the flask makes the balloon rise.", ev) == \
        "the source says 'sinks' there, not 'rise'"
    assert sentences_crossed("Heating the flask makes the balloon rise.", ev) is None
    assert judge("Cooling the flask makes the balloon rise.", ev, similarity=0.85).verdict == "contradicted"



def test_a_word_of_a_pair_that_describes_or_is_not_the_outcome_is_left_alone():
    ev = "Only speed the scale up once each note is clear; a fast scale with smudged notes is worse than a slow one."
    assert complement_flip("A slow, clean scale is better than a fast, smudged one.", ev) is None
    ev = "The old ship sank in the harbour in 1628. Divers raised the wreck in 1961, and it is now a museum."
    assert sentences_crossed("The ship rose from the harbour in 1961.", ev) is None

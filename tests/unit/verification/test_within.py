"""Roles traded inside one sentence of a longer span (``within``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.within import sentence_swapped

SPAN = ("Male fiddler crabs wave one huge claw beside their burrow to attract females. Females inspect several "
        "burrows before mating, and males with larger claws were chosen more often.")


def test_two_things_traded_in_one_sentence_of_several_are_caught():
    claim = "Female fiddler crabs wave a huge claw before mating to attract males."
    found = sentence_swapped(claim, SPAN)
    assert found.startswith("the claim swaps the roles the source gives") and "(source: “Male fiddler" in found
    assert judge(claim, SPAN, similarity=0.8).verdict == "contradicted"  # both sentences aligned: each word twice


def test_the_same_roles_or_a_single_sentence_are_left_alone():
    claim = "Male fiddler crabs wave a huge claw before mating to attract females."
    assert sentence_swapped(claim, SPAN) is None
    assert judge(claim, SPAN, similarity=0.8).verdict == "supported"
    assert sentence_swapped("Herons eat frogs.", "Frogs eat herons.") is None  # one sentence: the whole span's check

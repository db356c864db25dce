"""Whose thing it is, by a name before it or after "of" (examples written for these tests)."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.owners import of_place, other_named_owner, same_name

EV = ("Stranded on Corvo, the pilot is held by the Corvans. He later helps the Corvans by sinking the war fleet "
      "of Mardel, but when he refuses to invade Mardel itself he is exiled.")


def test_a_thing_given_to_the_other_side_the_source_names_is_misattributed():
    assert other_named_owner("The pilot sinks the Corvan fleet for Mardel.", EV) == ("Corvan", "Mardel")
    assert judge("The pilot sinks the Corvan fleet for Mardel.", EV, similarity=0.8).verdict == "unsupported"


def test_the_owner_the_source_gives_or_a_name_it_never_uses_is_left_alone():
    assert other_named_owner("The pilot sinks the Mardel fleet for the Corvans.", EV) is None
    # "French" is no name the source uses: the same owner in other words, not another side
    assert other_named_owner("The French fleet sailed at dawn.", "The fleet of France sailed at dawn.") is None


def test_a_place_and_its_people_are_one_name_and_a_longer_name_is_not():
    assert same_name("Mordane's", "Mordanians") and same_name("Corvan", "Corvans") and same_name("Rome", "Romans")
    assert not same_name("John", "Johnson") and not same_name("Anne", "Annette")


def test_a_place_adjective_ending_in_an_names_a_place_ending_in_o():
    ev = "Some of the oldest casinos in Monaco still use tables built in 1910."
    assert judge("Some Monacan casinos still use tables built in 1910.", ev, similarity=0.85).verdict == "supported"
    assert of_place("monacan", ev.lower()) and not of_place("monacan", "the casinos of monte carlo")

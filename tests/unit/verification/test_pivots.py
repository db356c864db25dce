"""Swaps around a shared word (``pivots``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.pivots import parts_crossed, pivot_swapped


def test_two_things_on_swapped_sides_of_a_shared_verb():
    assert pivot_swapped("Herons eat frogs in the marsh.", "Frogs eat herons in the marsh.")
    assert not pivot_swapped("Herons eat frogs in the marsh.", "In the marsh, herons eat frogs.")
    assert not pivot_swapped("Frogs are eaten by herons.", "Herons eat frogs.")  # a passive turns roles legitimately


def test_the_thing_a_deed_is_done_with_said_as_its_doer_is_no_swap():
    ev = "Beekeepers with old hives kept them sealed with wax until spring."
    assert not pivot_swapped("Wax kept the old hives sealed until spring.", ev)
    assert pivot_swapped("Old hives kept beekeepers sealed until spring.",
                         "Beekeepers kept old hives sealed until spring.")


def test_a_passive_by_turned_into_the_other_doer():
    from footnote.shared.verification.pivots import agent_swapped

    ev = "The disease is spread by spores carried by the wind, and the leaves are eaten by beetles."
    assert agent_swapped("The spores carry the wind.", ev)
    assert agent_swapped("The leaves eat beetles.", ev)
    assert not agent_swapped("The wind carries the spores.", ev)
    assert not agent_swapped("Beetles eat the leaves.", ev)
    assert agent_swapped("Beetles are eaten by the leaves.", "Beetles eat the leaves.")
    assert not agent_swapped("The leaves are eaten by beetles.", "Beetles eat the leaves.")


def test_things_in_numbered_places_traded():
    from footnote.shared.verification.pivots import slots_traded

    ev = "In this waltz the left hand plays a low octave on the first beat and a light chord on the second."
    assert slots_traded("The left hand plays a chord on the first beat and an octave on the second.", ev)
    assert not slots_traded("The left hand plays an octave on the first beat and a chord on the second.", ev)
    assert not slots_traded("The left hand plays a trill on the first beat.", ev)  # another thing, not a swap


def test_they_after_and_is_the_plural_thing_the_sentence_opens_with():
    from footnote.shared.verification.pivots import they_named

    ev = "Ants eat the seeds that the shrubs drop, and in return they spread the shrubs across the forest."
    assert pivot_swapped("Shrubs spread the ants across the forest.", ev)
    assert not pivot_swapped("Ants spread the shrubs across the forest.", ev)
    assert they_named("The hens lay eggs, and then they rest.") == "The hens lay eggs. then hens rest."


def test_the_word_that_sets_a_contrasted_part_apart_traded_for_the_other_parts():
    evidence = "Otter sightings rose by a third along rural rivers over ten years but stayed level in cities."
    assert judge("Otter sightings rose by a third in cities but stayed level along rural rivers.", evidence,
                 similarity=0.9).verdict == "contradicted"
    assert judge("In cities otter sightings stayed level, while along rural rivers they rose by a third.", evidence,
                 similarity=0.8).verdict == "supported"  # the same two parts, put the other way round
    assert parts_crossed("Male beetles carry the fungus out, while the flightless females stay inside.",
                         "Female beetles carry the fungus out, while the flightless males never leave.")
    assert not parts_crossed("Female beetles carry the fungus out, while the flightless males stay inside.",
                             "Female beetles carry the fungus out, while the flightless males never leave.")


def test_an_of_phrase_for_a_possessive_is_the_same_relation_turned_round():
    evidence = "Tom Reed, a Bristol dock worker's son, joins the navy at fifteen."
    assert judge("Tom is the son of a dock worker in Bristol.", evidence, similarity=0.8).verdict == "supported"
    assert not pivot_swapped("Tom is the son of a dock worker in Bristol.", evidence)
    assert pivot_swapped("Sea urchins eat sea otters in the kelp.", "Sea otters eat sea urchins in the kelp.")


def test_a_hyphened_like_word_trades_places_as_the_adjective_it_is():
    evidence = "The carved figure at the gate joins a human head to a lion-like body."
    assert judge("The figure joins a lion-like head to a human body.", evidence,
                 similarity=0.9).verdict == "contradicted"
    assert judge("The figure at the gate joins a human head to a lion-like body.", evidence,
                 similarity=0.9).verdict == "supported"


def test_a_participle_after_a_comma_is_done_by_the_sentences_subject():
    evidence = "The captain wrote to his sister, begging her to stay ashore."
    assert not pivot_swapped("The captain begs his sister to stay ashore.", evidence)
    assert pivot_swapped("The captain begs his sister to stay ashore.", "It is his sister who begs him to stay ashore.")



def test_most_given_to_what_the_source_gives_only_a_few():
    from footnote.shared.verification.pivots import share_crossed

    evidence = "In the trial most seedlings survived the frost, but a few wilted within a week."
    assert share_crossed("Most of the seedlings wilted within a week.", evidence)
    assert judge("Most of the seedlings wilted within a week.", evidence, similarity=0.8).verdict == "contradicted"
    assert not share_crossed("Most seedlings survived the frost.", evidence)
    assert not share_crossed("A few seedlings wilted.", evidence)
    assert judge("Most of the seedlings survived the frost.", evidence, similarity=0.8).verdict == "supported"
    evidence = "Few pilgrims walked the whole route; supplies usually passed through many villages."
    assert not share_crossed("Most pilgrims walked the whole route.", evidence)  # "many villages" is no share


def test_a_kind_before_the_noun_said_after_it_with_in_is_no_swap():
    span = "Exam results in those towns fell slightly in science, and parents complained about the tests."
    assert not pivot_swapped("Science results dropped a little in those towns.", span)
    assert judge("Science results dropped a little in those towns.", span, similarity=0.8).verdict == "supported"


def test_what_a_thing_changes_with_is_what_changes_it():
    ev = "Shoppers' spending changes with how loud the music in the shop is."
    assert not pivot_swapped("How loud the music in the shop is changes what shoppers spend.", ev)
    assert judge("How loud the music in the shop is changes what shoppers spend.", ev, similarity=0.85).verdict \
        == "supported"


def test_a_kind_of_thing_said_after_it_with_at_is_no_swap():
    ev = "Since last January, our library has charged no fines at weekends."
    verdict = judge("There have been no weekend fines at our library since last January.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    assert pivot_swapped("Herons eat frogs at night.", "Frogs eat herons at night.")


def test_a_count_on_either_side_of_its_noun_and_phrases_of_other_clauses_are_no_swap():
    ev = "Our school's choir has grown from twelve singers to about sixty in three years."
    verdict = judge("The choir now has roughly sixty singers, up from twelve three years ago.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    ev = "On the violin, keep the bow arm loose and relaxed, and do not press the strings hard."
    verdict = judge("Play without pressing the strings hard, with a loose, relaxed bow arm.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    assert pivot_swapped("Foxes chase rabbits and owls.", "Rabbits chase foxes and owls.")


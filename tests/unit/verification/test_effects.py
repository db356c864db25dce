"""An effect made large where the source calls it small (``effects``), on examples written for these tests."""

from footnote.shared.verification.effects import (
    all_kinds,
    cause_claimed,
    mainly_the_lesser,
    minor_cause,
    overstated_effect,
    settled_question,
    than_opposed,
    than_turned,
)
from footnote.shared.verification.judge import judge

EV = "Runners who trained uphill ran faster races than those who trained on the flat, though the difference was small."


def test_a_large_effect_for_a_small_one_is_overstated():
    claim = "Training uphill greatly improved race times compared with training on the flat."
    assert overstated_effect(claim, EV)
    assert judge(claim, EV, similarity=0.8).verdict == "partial"


def test_an_effect_said_without_size_or_a_large_one_the_source_gives_is_not():
    assert overstated_effect("Training uphill improved race times.", EV) is None
    assert overstated_effect("Training uphill greatly improved race times.",
                             "Training uphill improved race times by a wide margin.") is None


EV2 = "Deer approached fences and hedges equally often, but jumped fences far less, stopping short of them."


def test_more_or_less_often_where_the_source_says_equally_often_is_contradicted():
    from footnote.shared.verification.effects import unequal_flip
    assert unequal_flip("Deer approached fences much less often than hedges.", EV2)
    assert judge("Deer approached fences much less often than hedges.", EV2, similarity=0.8).verdict == "contradicted"
    assert unequal_flip("Deer jumped fences less often than hedges.", "Foxes crossed roads as often as rivers.") is None


def test_far_before_a_comparative_is_a_degree_and_came_near_is_approached():
    assert judge("Deer came near the fences as often as they came near the hedges.", EV2,
                 similarity=0.8).verdict == "supported"


def test_equally_often_where_the_source_says_more_often_is_contradicted():
    from footnote.shared.verification.effects import unequal_flip
    ev = "Bees visited blue flowers far more often than yellow ones, though the difference was small."
    assert unequal_flip("Bees visited blue and yellow flowers equally often.", ev)
    assert unequal_flip("Bees visited blue flowers more often than yellow ones.", ev) is None


def test_every_species_from_a_study_of_one_is_overgeneralised():
    from footnote.shared.verification.effects import all_kinds
    ev = "Grey seals hauled out on the beach more often when the tide was low."
    assert all_kinds("All seal species haul out at low tide.", ev)
    assert all_kinds("Grey seals hauled out more often at low tide.", ev) is None
    assert all_kinds("All three species hauled out at low tide.", "In all three species tested, seals hauled out.") \
        is None
    assert judge("All seal species haul out at low tide.", ev, similarity=0.75).verdict != "supported"


def test_a_cause_named_outright_where_the_source_gives_none_is_overstated():
    from footnote.shared.verification.effects import cause_claimed
    ev = "Foxes in the city ate more bread, and city foxes also had shorter snouts."
    assert cause_claimed("Eating bread is what makes city foxes' snouts shorter.", ev)
    assert judge("Eating bread is what makes city foxes' snouts shorter.", ev, similarity=0.75).verdict != "supported"
    assert cause_claimed("Eating bread is what makes their snouts shorter.", "Eating bread makes snouts shorter.") \
        is None


def test_made_one_do_it_is_a_cause_named_outright():
    from footnote.shared.verification.effects import cause_claimed
    ev = "Birds that sang longer also learned new songs faster, linking song length to learning."
    assert cause_claimed("Singing longer made the birds learn faster.", ev)
    assert cause_claimed("Singing longer made the birds learn faster.", "Singing longer makes birds learn faster.") \
        is None


def test_no_animal_from_a_study_of_one_kind_is_overgeneralised():
    from footnote.shared.verification.effects import all_kinds
    ev = "In captive herds of Przewalski's horses, foals born in spring grew faster than foals born in autumn."
    assert all_kinds("No animal born in autumn grows as fast as one born in spring.", ev)
    assert all_kinds("All animals in the study were fed the same hay.", "All animals in the study were fed hay.") \
        is None


def test_a_comparison_given_to_its_other_side_is_turned():
    from footnote.shared.verification.effects import than_turned
    ev = ("Foals in the herd spend hours at play each day. Young foals sleep longer, often stretched out flat on "
          "the grass.")
    assert than_turned("Grown horses sleep longer than young foals.", ev)
    assert not than_turned("Young foals sleep longer than grown horses.", ev)
    assert judge("Grown horses sleep longer than young foals.", ev, similarity=0.8).verdict == "contradicted"


def test_a_cause_the_source_gives_for_another_effect_does_not_back_a_claimed_cause():
    ev = ("The peregrine falcon reaches over 300 km an hour in a dive. It folds its wings tight to the body, so "
          "the wind cannot tear its feathers.")
    assert cause_claimed("Folding its wings tight is what makes the falcon reach 300 km an hour.", ev) is not None
    # the cause the source gives, for the effect it gives it for
    assert cause_claimed("Folding its wings tight is the reason the wind cannot tear its feathers.", ev) is None


def test_no_other_kind_is_said_by_only():
    ev = "Koalas are the only animals that feed almost entirely on eucalyptus leaves."
    assert all_kinds("No other animal feeds almost entirely on eucalyptus leaves.", ev) is None
    assert all_kinds("No animal feeds almost entirely on eucalyptus leaves.", ev) is not None


def test_a_cause_the_source_says_played_little_part_is_contradicted():
    ev = "Crop losses in the valley came mostly from late frosts; rainfall had little role in the poor harvest."
    assert minor_cause("The poor harvest was caused mainly by low rainfall.", ev)
    assert judge("The poor harvest was caused mainly by low rainfall.", ev, similarity=0.8).verdict == "contradicted"
    assert minor_cause("Rainfall had little role in the poor harvest.", ev) is None
    assert minor_cause("The poor harvest was caused mainly by late frosts.", ev) is None


def test_a_comparative_against_the_sources_own_opposite_quality():
    ev = "Tuning every string by ear is slow and breaks the flow of a lesson."
    claim = "Tuning every string by ear makes the lesson move faster than a clip-on tuner does."
    assert than_opposed(claim, ev) == "the claim says 'faster' where the source says 'slow'"
    assert judge(claim, ev, similarity=0.8).verdict == "contradicted"
    assert than_opposed("Tuning every string by ear makes the lesson move slower than a tuner does.", ev) is None
    assert than_opposed("A clip-on tuner is faster than tuning by ear.", ev) is None  # another subject


def test_mainly_what_the_source_says_mattered_less():
    ev = "Yields in the trial depended more on the timing of the first frost than on the amount of fertiliser."
    claim = "Yields in the trial depended mainly on the amount of fertiliser."
    assert mainly_the_lesser(claim, ev)
    assert judge(claim, ev, similarity=0.8).verdict == "contradicted"
    assert mainly_the_lesser("Yields depended mainly on the timing of the first frost.", ev) is None


def test_a_reason_the_source_never_gives_in_any_words():
    ev = "Tree frogs grip wet leaves through capillary forces between the leaf and the soft pads on their toes."
    assert cause_claimed("Tree frogs grip wet leaves because they secrete a sticky glue.", ev)
    assert judge("Tree frogs grip wet leaves because they secrete a sticky glue.", ev,
                 similarity=0.8).verdict == "partial"
    # the source's own reason in near words is no new reason
    ev = "Uploads resume only after the connection succeeds, so a dropped link never loses finished parts."
    assert cause_claimed("Finished parts are never lost, because uploads wait for a successful connection.", ev) is None


def test_a_reason_of_one_unsaid_word_or_a_deed_through_which_is_not_given():
    span = "The squire lost his estate when the bank holding it failed."
    assert cause_claimed("The squire lost his estate through drinking.", span) is not None
    assert cause_claimed("The squire lost his estate because the bank failed.", span) is None
    span = "The monks burned their books centuries ago, fearing the books would corrupt them."
    assert judge("The monks burned their books because they ran short of firewood.", span,
                 similarity=0.8).verdict != "supported"


def test_a_comparative_opening_the_source_names_the_group_that_does_it_more():
    span = "Thirstier seedlings grow more quickly."
    assert than_turned("Rested seedlings grow more quickly than thirsty ones.", span)
    assert not than_turned("Thirsty seedlings grow more quickly than rested ones.",
                           "Thirstier seedlings grow more quickly.")


def test_a_question_the_source_leaves_open_is_not_settled_in_the_claim():
    ev = ("Dog owners tend to walk more, though it is not known whether owning a dog makes people fitter or fitter "
          "people get dogs.")
    assert settled_question("Owning a dog makes people fitter.", ev) is not None
    assert judge("Owning a dog has been proven to make people fitter.", ev, similarity=0.8).verdict != "supported"
    assert settled_question("It is not known whether owning a dog makes people fitter.", ev) is None
    assert settled_question("Owning a dog may make people fitter.", ev) is None
    assert settled_question("Dog owners tend to walk more.", ev) is None


def test_a_comparison_given_to_the_other_thing_alone_in_a_later_clause():
    ev = "Parents often fear strangers most, even though traffic is far more dangerous to children."
    assert than_turned("Strangers are more dangerous than traffic to children.", ev)
    verdict = judge("Strangers are more dangerous than traffic to children.", ev, similarity=0.85)
    assert verdict.verdict == "contradicted", verdict.reason
    assert not than_turned("Traffic is more dangerous than strangers to children.", ev)


def test_a_comparison_whose_own_thing_follows_the_other_in_the_source_is_not_turned():
    from footnote.shared.verification.effects import than_turned
    ev = "The verses are in D minor over a walking bass, and the chorus in D major is louder."
    assert not than_turned("The chorus, in D major, is clearly louder than the verses.", ev)
    ev2 = "Keep the rests short and exact, and let the last bar be noticeably slower."
    assert not than_turned("The last bar should be plainly slower than the rests.", ev2)
    assert judge("The chorus, in D major, is clearly louder than the verses.", ev, similarity=0.8).verdict \
        != "contradicted"


def test_a_reason_that_says_the_deed_again_as_do_so_adds_no_word():
    ev = "Herding is the tendency to buy a share because many other investors already have."
    assert judge("Herding is buying a share because many other investors have done so.", ev,
                 similarity=0.8).verdict == "supported"

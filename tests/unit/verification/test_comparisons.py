"""Comparisons (examples written for these tests, not the benchmark)."""

from footnote.shared.verification.comparisons import (
    amount_flip,
    comparative,
    inverse_flip,
    kept_same,
    likelihood_flip,
    turned_round,
)
from footnote.shared.verification.judge import judge


def test_comparatives_of_the_opposite_pairs():
    assert comparative("warmer") and comparative("fewer")
    assert not comparative("after") and not comparative("corner")


def test_a_comparison_from_the_other_end_is_the_same_statement():
    span = "Seedlings kept in shade grew more leaves than seedlings kept in full sun."
    assert turned_round("Seedlings kept in full sun grew fewer leaves.", span)
    assert not turned_round("Seedlings kept in shade grew fewer leaves.", span)


def test_more_or_less_of_a_thing_the_source_finds_did_not_differ():
    from footnote.shared.verification.comparisons import amount_flip

    span = "Trout in the cooled pools grew 30% faster. Survival rates did not differ between the pools."
    assert amount_flip("Trout in the cooled pools had higher survival than the others.", span)
    assert amount_flip("Survival was the same in both kinds of pool.", span) is None
    # the thing found not to differ is named whole: "survival rates", not any survival-related word
    span = "Pupils who slept longer felt less tired. Their test marks did not differ."
    assert amount_flip("Pupils who slept longer felt less tired in tests.", span) is None
    assert amount_flip("Pupils who slept longer got higher test marks.", span)


def test_the_same_comparison_the_other_way():
    from footnote.shared.verification.comparisons import comparison_flip

    span = "This winter the ice on the lake grew twice as fast as in the previous ten winters."
    assert comparison_flip("The ice grew more slowly this winter than in the previous ten winters.", span)
    assert comparison_flip("The ice grew faster this winter than in the previous ten winters.", span) is None
    assert comparison_flip("The ice grew more slowly than the snow.", span) is None  # compared with something else


def test_an_unchanged_intake_against_more_of_it():
    from footnote.shared.verification.comparisons import amount_flip

    span = "Cyclists given the new saddle rode 10% further. Water intake was unchanged."
    assert amount_flip("Cyclists given the new saddle also drank more water.", span)


def test_a_change_to_what_the_source_finds_unchanged():
    from footnote.shared.verification.comparisons import changed_flip
    from footnote.shared.verification.degrees import equal_flip

    ev = "The new fertiliser raised wheat yields, but soil acidity in the upper layer was unchanged."
    reason = changed_flip("The fertiliser lowered soil acidity in the upper layer.", ev)
    assert reason and "'soil acidity in the upper layer was unchanged'" in reason  # quoted from its clause
    assert changed_flip("The fertiliser did not lower soil acidity in the upper layer.", ev) is None
    assert changed_flip("The fertiliser raised wheat yields.", ev) is None
    # "as X as" against "less X than", for any adjective
    ev = "In the trial, the cheaper lens was as sharp as the expensive one."
    assert equal_flip("The cheaper lens was less sharp than the expensive one.", ev) is not None
    assert equal_flip("The cheaper lens was sharper than the expensive one.", ev) is not None
    assert equal_flip("The cheaper lens was cheaper than the expensive one.", ev) is None


def test_things_the_source_kept_identical_each_against_more_of_it():
    from footnote.shared.verification.comparisons import amount_flip

    ev = "Fish in the warm tank grew faster than fish in the cool tank. Feed and lighting were identical in both tanks."
    assert amount_flip("The warm tank's fish were given more feed than the cool tank's.", ev) is not None
    assert amount_flip("The warm tank had more lighting than the cool tank.", ev) is not None
    assert amount_flip("Fish in the warm tank grew more than those in the cool tank.", ev) is None


def test_a_thing_that_did_not_differ_said_to_be_lower():
    from footnote.shared.verification.comparisons import amount_flip

    ev = "Commuters who cycled reported more energy than those who drove. Blood pressure did not differ between groups."
    assert amount_flip("Blood pressure was lower in the cycling group.", ev) is not None
    assert amount_flip("Energy was higher in the cycling group.", ev) is None


def test_a_thing_found_alike_after_although_and_two_comparisons_with_different_numbers():
    from footnote.shared.verification.comparisons import amount_flip
    from footnote.shared.verification.degrees import equal_flip

    ev = "Treated hives made 40% less honey than untreated hives, although brood sizes were similar in both."
    assert amount_flip("Treated hives had much smaller broods than untreated ones.", ev) is not None
    ev = "Pupils as young as five sat the test until the 1990 rule barred pupils under seven."
    assert equal_flip("The 1990 rule barred pupils younger than seven.", ev) is None
    assert equal_flip("Pupils younger than five sat the test.", ev) is not None
    # "at the same moment" is a time, not an amount
    ev = "Both runners started at the same moment, and the lighter one finished more quickly."
    assert amount_flip("The runners set off at the same moment.", ev) is None


def test_a_thing_the_groups_did_not_differ_in_is_no_comparison():
    from footnote.shared.verification.comparisons import amount_flip, changed_flip

    ev = ("Swimmers reported better mood than non-swimmers, but the groups did not differ in resting heart rate "
          "or sleep quality.")
    assert amount_flip("Swimmers slept better than non-swimmers.", ev)
    assert amount_flip("Swimmers had a lower resting heart rate than non-swimmers.", ev)
    assert amount_flip("Swimmers felt better than non-swimmers.", ev) is None
    assert changed_flip("Swimming improved sleep quality.", ev)
    assert changed_flip("Swimming improved mood.", ev) is None


def test_doing_less_of_what_did_not_change():
    from footnote.shared.verification.comparisons import changed_flip

    ev = "Noise did not change how much the mice ate."
    assert changed_flip("Noise made the mice eat less.", ev)
    assert changed_flip("The noisy mice ate less, which slowed their healing.", ev)
    assert changed_flip("The noisy mice slept less.", ev) is None


def test_what_did_not_differ_ends_before_in_either():
    from footnote.shared.verification.comparisons import amount_flip

    ev = ("Bilingual children switched tasks faster, but the groups did not differ in vocabulary size in either "
          "language.")
    assert amount_flip("Bilingual children had larger vocabularies than monolingual children.", ev)


def test_a_thing_going_down_where_the_source_has_it_constant():
    from footnote.shared.verification.comparisons import changed_flip

    ev = "During the fast, body temperature stays constant while blood sugar falls."
    assert changed_flip("During the fast, body temperature keeps falling.", ev)
    assert changed_flip("During the fast, blood sugar keeps falling.", ev) is None


def test_no_change_said_as_staying_constant():
    from footnote.shared.verification.polarity import polarity

    ev = "During the fast, body temperature stays constant while the hormones change blood sugar."
    assert polarity("During the fast, body temperature does not change.", ev) is None
    assert polarity("During the fast, the hormones do not change blood sugar.", ev)


def test_the_comparisons_than_is_the_one_after_the_claims_word():
    from footnote.shared.verification.sides import swapped_sides
    from footnote.shared.verification.words import tokens

    ev = tokens("Pupils who read less than an hour a day scored lower marks than those who read for two hours.")
    assert not swapped_sides(tokens("Pupils who read under an hour a day scored lower marks than pupils who read "
                                    "for two hours."), ev, forms=True)
    assert swapped_sides(tokens("Pupils who read for two hours scored lower marks than pupils who read under an "
                                "hour a day."), ev, forms=True)


def test_did_not_differ_said_as_were_similar():
    from footnote.shared.verification.judge import judge

    assert judge("Reaction times did not differ.", "In the trial, reaction times were similar.").verdict == "supported"
    assert judge("Reaction times did not differ.", "In the trial, accuracy was similar.").verdict != "supported"


def test_saw_no_fall_is_no_change_done():
    from footnote.shared.verification.comparisons import changed_flip

    ev = "Shops that cut prices sold more, while shops that did not change their prices saw no fall in sales."
    assert changed_flip("Where prices stayed the same, sales did not fall.", ev) is None


def test_a_word_both_groups_share_does_not_turn_the_comparison_round():
    span = ("Pupils aged 7 to 9 who were taught in classrooms next to a busy road scored 6 points lower on "
            "reading tests than pupils in quiet classrooms.")
    assert not turned_round("Pupils in classrooms next to a busy road scored higher on reading tests.", span)
    assert turned_round("Pupils in quiet classrooms scored higher on reading tests.", span)


def test_the_comparative_given_to_what_the_source_compares_with():
    from footnote.shared.verification.comparisons import other_end

    span = "Readers given the printed text were better than readers on tablets at recalling the plot a week later."
    assert other_end("Readers on tablets were better at recalling the plot a week later.", span)
    assert not other_end("Readers given printed text were better at recalling the plot a week later.", span)


def test_the_groups_on_two_sides_of_a_comparison_are_no_flipped_word():
    from footnote.shared.verification.sides import across_than

    span = "Toddlers raised with two languages were faster than monolingual toddlers at sorting."
    claim = "Bilingual toddlers sorted more quickly than toddlers who spoke one language."
    assert across_than("bilingual", "monolingual", claim, span)
    assert not across_than("bilingual", "monolingual", "Bilingual toddlers were faster at sorting.", span)


def test_a_thing_found_not_to_differ_is_named_without_its_condition():
    from footnote.shared.verification.comparisons import amount_flip

    span = "Children who napped and children who stayed awake did not differ in word recall when tested the next day."
    assert amount_flip("Children who napped had higher word recall when tested the next day.", span)


def test_a_comparison_in_another_sentence_or_of_an_amount_places_no_group():
    from footnote.shared.verification.comparisons import other_end
    from footnote.shared.verification.sides import across_than

    span = "Shaded streets were 3 degrees cooler than streets without trees. The effect was smaller at night."
    assert not across_than("larger", "smaller", "The effect was larger at night than in the afternoon.", span)
    span = "Blocks with more than 30% canopy were cooler on summer afternoons than blocks with little canopy."
    assert not other_end("Blocks with more canopy were warmer on summer afternoons.", span)


def test_a_comma_between_two_describing_words_breaks_no_comparison():
    span = "A quick sketch with messy lines is worse than a slow careful one."
    assert turned_round("A slow, careful sketch is better than a quick, messy one.", span)


def test_a_thing_said_to_stay_the_same_by_a_whole_subject_that_did_not_change():
    from footnote.shared.verification.comparisons import alike_said

    span = "Sales fell by 8% in the north, while sales in southern shops without the new rule did not change."
    assert alike_said("In southern shops with no rule, sales stayed the same.", span) >= {"stay", "same"}


def test_fewer_given_to_the_other_group_and_a_loss_where_nothing_changed():
    from footnote.shared.verification.comparisons import changed_flip, other_end

    span = ("Drivers given the new app spent 20 fewer minutes a week in traffic than drivers without it. Their fuel "
            "costs fell slightly, but there was no measurable change in stress.")
    assert other_end("Drivers without the app spent 20 fewer minutes a week in traffic.", span)
    assert changed_flip("Drivers given the app lost a measurable amount of stress.", span)
    assert changed_flip("Drivers given the app saw no measurable change in stress.", span) is None


def test_no_difference_was_found_in_a_thing_against_it_being_slower():
    from footnote.shared.verification.comparisons import amount_flip

    span = "Memory improved in the rested group, but no difference was found in reaction time."
    assert amount_flip("Reaction time was slower in the tired group.", span)
    assert amount_flip("Memory was better in the rested group.", span) is None


def test_an_aside_after_the_subject_is_no_subject_of_its_own():
    ev = ("Runners who trained uphill, from spring to summer to autumn, ran faster races than those who trained on "
          "the flat, though the gap was small.")
    assert judge("Training uphill from spring to summer to autumn went with faster race times.", ev,
                 similarity=0.8).verdict == "supported"
    assert judge("Runners who trained on the flat ran faster races than those who trained uphill.", ev,
                 similarity=0.8).verdict == "contradicted"


def test_a_passive_turns_a_relations_sides_round():
    from footnote.shared.verification.sides import swapped_sides
    from footnote.shared.verification.words import tokens
    ev = tokens("Floods caused most of the 900 road closures, and frost damaged the rest.")
    assert not swapped_sides(tokens("Most of the 900 road closures were caused by floods."), ev)
    assert swapped_sides(tokens("Most of the floods were caused by the 900 road closures."), ev)


def test_less_than_said_the_other_way_round_is_no_swap():
    ev = "In the old town the lanes are less wide than the canals, and the bridges are lower than the houses."
    assert judge("The canals are wider than the lanes.", ev, similarity=0.8).verdict == "supported"
    assert judge("The lanes are wider than the canals.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("The canals are more wide than the lanes.", ev, similarity=0.8).verdict != "contradicted"


def test_a_thing_held_steady_in_one_place_is_not_contradicted_by_its_fall_in_another():
    evidence = "Sales of paper tickets fell sharply in cities but held steady in villages over the decade."
    assert judge("In villages, sales of paper tickets stayed stable.", evidence, similarity=0.8).verdict == "supported"
    assert judge("In cities, sales of paper tickets stayed stable.", evidence, similarity=0.8).verdict == "contradicted"


def test_more_of_another_thing_is_no_flip_of_the_same_amount():
    from footnote.shared.verification.comparisons import amount_flip

    span = "Critics argue that the same money spent directly on schools would produce more benefit."
    assert amount_flip("Critics say the money would do more good spent directly on schools.", span) is None
    assert amount_flip("Critics say more money should be spent directly on schools.", span) is not None


def test_things_that_stay_the_same_in_the_present_and_a_total_of_them():
    span = "Critics of the four-term year note that total holiday weeks stay the same and costs rise."
    assert amount_flip("The four-term year gives pupils more holiday weeks.", span) is not None
    assert amount_flip("The four-term year gives pupils the same holiday weeks.", span) is None
    assert kept_same("Critics note that the total number of holiday weeks does not change.", span)


def test_a_thing_that_barely_changed_is_unchanged():
    span = "Ticket sales at the box office fell, but total attendance barely changed because people booked online."
    assert kept_same("Total attendance did not change.", span)


def test_after_which_is_what_follows_not_a_side_of_after():
    ev = "You can set the lamp to Bright for five minutes, after which it returns to Dim on its own."
    assert judge("The Bright setting returns to Dim by itself after five minutes.", ev, similarity=0.9).verdict == \
        "supported"


def test_at_the_same_price_is_an_amount_not_a_moment():
    ev = "The bakery sells the small loaf at the same price as the large one, so most customers take the large one."
    assert amount_flip("The small loaf is sold at a lower price than the large one.", ev) is not None
    verdict = judge("The small loaf sells at a lower price than the large one.", ev, similarity=0.8).verdict
    assert verdict == "contradicted"
    assert amount_flip("The small loaf costs the same as the large one.", ev) is None
    assert amount_flip("At the same moment the oven was cleaned sooner than before.", "At the same moment the oven "
                       "was cleaned.") is None


def test_less_likely_where_the_source_says_more_likely_of_the_same_deed():
    ev = "Drivers who text make more mistakes than others, and they are more likely to crash at night."
    assert likelihood_flip("Drivers who text are less likely to crash at night.", ev) is not None
    assert judge("Drivers who text are less likely to crash at night.", ev, similarity=0.85).verdict == "contradicted"
    assert likelihood_flip("Drivers who text are more likely to crash at night.", ev) is None
    assert likelihood_flip("Drivers who text are less likely to arrive on time.", ev) is None


def test_inversely_proportional_where_the_source_says_proportional():
    ev = "The pendulum's period is proportional to the square root of its length."
    claim = "The period is inversely proportional to the square root of the pendulum's length."
    assert inverse_flip(claim, ev) is not None
    assert judge(claim, ev, similarity=0.85).verdict == "contradicted"
    assert inverse_flip("The period is proportional to the square root of the length.", ev) is None


def test_leaving_a_thing_unchanged_against_a_source_that_reverses_it():
    ev = "Swapping the two wires reverses the direction of the motor."
    verdict = judge("Swapping the two wires leaves the direction of the motor unchanged.", ev, similarity=0.85)
    assert verdict.verdict == "contradicted", verdict.reason
    ev = "You can move the meeting to another room without changing its start time."
    verdict = judge("Moving the meeting to another room leaves its start time unchanged.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_a_comparative_before_its_noun_is_said_of_that_noun():
    from footnote.shared.verification.judge import judge
    ev = "Keep the drone softer than the chant and let the chant lead the singers."
    assert judge("The chant should ring out above a softer drone.", ev, similarity=0.8).verdict == "supported"
    assert judge("The drone should ring out above a softer chant.", ev, similarity=0.8).verdict == "contradicted"

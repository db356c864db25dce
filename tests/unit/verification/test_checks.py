"""Specifics a claim adds (checks), on examples written for these tests, not the benchmark."""

from footnote.shared.verification.attribution import attribution_check
from footnote.shared.verification.checks import (
    proper_names,
    strength_check,
    substitution,
)
from footnote.shared.verification.judge import judge


def test_a_places_adjective_is_the_place_the_source_names():
    ev = "The engines were built to designs from Italy and Japan, and sold across Europe."
    assert proper_names("Italian and Japanese designs were sold across Europe.", ev, "") == []
    assert proper_names("The engines were sold to European and Canadian buyers.", ev, "") == ["Canadian"]


def test_only_then_orders_and_does_not_overgeneralise():
    from footnote.shared.verification.checks import strength_check

    ev = "Read the question twice before you start writing."
    assert strength_check("Read the question twice, and only then start writing.", ev) is None
    assert strength_check("Only read the question once.", ev)


def test_most_before_an_adjective_is_a_superlative_not_a_hedge():
    from footnote.shared.verification.checks import strength_check

    ev = "The five most recent backups are kept."
    assert strength_check("The five newest backups are always kept.", ev) != (
        "overgeneralised", "overgeneralises: the claim says 'always' where the source says 'most'")
    assert strength_check("Backups always succeed.", "Most backups succeed.")[1].endswith("'most'")


def test_one_of_the_sources_words_put_in_anothers_frame():
    from footnote.shared.verification.checks import crossed_word

    ev = "Summer rainfall rose in the north, while winter rainfall fell. Plan irrigation by the lowest summer rainfall."
    assert crossed_word("Plan irrigation by the lowest winter rainfall.", ev) == (
        "lowest winter rainfall", "lowest summer rainfall")
    assert crossed_word("Plan irrigation by the lowest summer rainfall.", ev) is None
    ev = "Light, fast passages need a loose wrist."
    assert crossed_word("Light, quick passages need a loose wrist.", ev) is None  # one sense, other words
    ev = "POST requests are never retried unless retry_post is set; idempotent requests are retried."
    assert crossed_word("With retry_post set, the client will retry POST requests.", ev) is None


def test_all_one_hears_is_says_only():
    from footnote.shared.verification.judge import judge

    ev = "The guard, who hears only that the prisoner has escaped, sounds the alarm."
    assert judge("All the guard hears is that the prisoner has escaped.", ev, similarity=0.7).verdict == "supported"
    assert judge("The guard hears all that the prisoner said.", ev).verdict != "supported"


def test_a_material_after_a_possessive_and_an_adjective_is_a_thing_in_its_frame():
    from footnote.shared.verification.checks import substitution

    ev = "The museum keeps Stradivari's famous maple violin in a sealed case."
    claim = "The museum keeps Stradivari's famous spruce violin in a sealed case."
    assert substitution(claim, ev, ev, set()) == ("spruce", "maple")
    assert substitution("The museum keeps Stradivari's famous maple violin in a sealed case.", ev, ev, set()) is None


def test_a_denied_forever_is_no_universal_and_a_longer_form_of_a_source_word_is_no_new_term():
    from footnote.shared.verification.checks import strength_check
    from footnote.shared.verification.usage import unknown_terms

    ev = "A job that holds the lock too long is stopped; locks are never held indefinitely."
    assert strength_check("Locks are not kept forever.", ev) is None
    assert strength_check("Locks are kept forever.", ev) is not None
    ev = "Chlorophyll absorbs red and blue light for photosynthesis."
    assert "photosynthesise" not in unknown_terms("Chlorophyll lets leaves photosynthesise.", ev, "")


def test_a_pair_said_turned_round_in_the_source_is_no_crossed_word():
    from footnote.shared.verification.checks import crossed_word

    ev = "Pupils who read aloud at school reported lower anxiety in the evening than pupils who read silently."
    assert crossed_word("Reading aloud gave less reported evening anxiety than reading silently.", ev) is None
    ev = "Pupils who read aloud reported lower evening anxiety. Their morning anxiety did not change."
    assert crossed_word("Pupils who read aloud reported lower morning anxiety.", ev) is not None


def test_a_pronouns_letter_after_the_name_credits_it_and_a_hyphenated_header_is_its_parts():
    from footnote.shared.verification.attribution import attribution_check
    from footnote.shared.verification.checks import added_details

    ev = "Marianne refuses Brandon's offer in March. His note the next week explains his reasons."
    assert attribution_check("Brandon writes to explain his reasons.", ev, "") is None
    ev2 = "His note the next week explains his reasons to Brandon."  # the name after the letter: not its writer
    assert attribution_check("Brandon writes to explain his reasons.", ev2, "") is not None
    ev = "A throttled client receives a Set-Cookie header naming the next window."
    assert added_details("The client gets a Set-Cookie header that names the next window.", ev, set()) == []


def test_a_substitution_at_the_claims_end_stays_in_the_sources_clause():
    ev = "In 1830 labourers burned the threshing machines that let landowners replace them. The magistrates answered."
    assert substitution("In 1830 labourers burned the threshing machines that let landowners take their jobs.", ev, ev,
                        set()) is None


def test_eliminated_overstates_fewer():
    ev = "In 20 offices, a quiet hour each morning led to fewer interruptions over the quarter."
    assert judge("A quiet hour each morning eliminated interruptions in the offices.", ev).verdict == "partial"


def test_always_of_a_kind_says_all_of_it():
    from footnote.shared.verification.checks import strength_check

    ev = "Writes always go to the primary; reads can be sent to replicas."
    assert strength_check("All writes go to the primary.", ev) is None
    assert strength_check("All reads go to the primary.", ev)


def test_a_cause_where_the_source_reports_a_difference_between_groups():
    from footnote.shared.verification.checks import strength_check

    ev = "Bilingual children switched between tasks faster than monolingual peers."
    assert strength_check("Learning a second language causes children to switch tasks faster.", ev)
    assert strength_check("Bilingual children switched tasks faster than monolingual ones.", ev) is None
    trial = "Children randomised to language lessons switched between tasks faster than controls."
    assert strength_check("Language lessons cause children to switch tasks faster.", trial) is None


def test_a_name_opening_the_claim_that_the_source_never_gives():
    ev = "Wallace, working in the Malay Archipelago, proposed natural selection in 1858."
    assert proper_names("Darwin proposed natural selection in 1858.", ev, "") == ["Darwin"]
    assert proper_names("Working in the archipelago, Wallace proposed it.", ev, "") == []
    assert proper_names("Among the ideas was natural selection.", ev, "") == []


def test_only_before_an_order_is_no_overgeneralisation():
    from footnote.shared.verification.checks import strength_check

    ev = "The gate opens after the alarm has been cleared by a guard."
    assert strength_check("The gate is only opened after the alarm has been cleared.", ev, ev) is None
    assert strength_check("Only a guard can clear the alarm.", ev, ev)


def test_at_any_time_of_day_is_always():
    from footnote.shared.verification.checks import strength_check

    ev = "Take the tablet an hour before breakfast with a glass of water."
    assert strength_check("Take the tablet at any time of day with water.", ev, ev)
    said = "The tablet can be taken at any time of day with water."
    assert strength_check("Take the tablet at any time with water.", said, said) is None


def test_what_a_thing_requires_is_the_only_thing_that_allows_it():
    span = "Members can book rooms and invite guests; cancelling a booking requires the owner role."
    assert strength_check("Only the owner role lets a member cancel a booking.", span, span) is None
    assert strength_check("Only members can book rooms.", span, span)  # what a member can do is not all they do


def test_a_cause_from_any_comparison_of_groups_is_overstated():
    span = "Farms using cover crops lost less soil than conventional farms during heavy storms."
    assert strength_check("Cover crops cause farms to lose less soil in heavy storms.", span, span)[0] == "causal"
    assert strength_check("Farms with cover crops lose less soil in heavy storms.", span, span) is None


def test_a_cause_from_a_comparison_naming_two_outcomes_is_overstated():
    span = "Children who read daily showed better vocabulary and spelling than children who did not."
    assert strength_check("Reading daily causes better spelling.", span, span)[0] == "causal"


def test_a_name_made_of_two_of_the_sources_names():
    span = "She trained at Kingsley College and later taught at Marlow Academy for ten years."
    assert proper_names("She taught at Kingsley Academy for ten years.", span, "") == ["Kingsley Academy"]
    assert proper_names("She taught at Marlow Academy for ten years.", span, "") == []


def test_one_describing_word_for_another_is_no_substituted_thing():
    span = "The boy was raised by his cruel uncle in a small village."
    assert judge("The boy was raised by his unkind uncle in a small village.", span).verdict == "supported"
    assert judge("The boy was raised by his cruel aunt in a small village.", span).verdict != "supported"


def test_not_eliminating_a_thing_claims_no_universal():
    ev = "Mulching cut weed growth by half compared with bare soil, though some weeds still came through."
    assert strength_check("Mulching reduced, but did not eliminate, weed growth.", ev) is None
    assert strength_check("Mulching eliminated weed growth.", ev)[0] == "overgeneralised"


def test_a_pronoun_that_tells_it_after_the_name_credits_that_person():
    ev = ("Nora's husband Torvald reads the letter in a rage. When he calms down, it is Nora who leaves, and she "
          "tells him she must learn to think for herself.")
    assert judge("Nora says she must learn to think for herself.", ev).verdict == "supported"
    ev = "Mrs Reed keeps Jane locked in the red room, and her son John hits her."
    assert "attribution" in judge("Jane says the red room is haunted.", ev).checks


def test_a_place_word_for_another_is_another_thing():
    ev = "To pair the remote, hold its middle button for five seconds until the light blinks."
    assert judge("To pair the remote, hold its left button for five seconds.", ev).verdict == "unsupported"
    assert judge("Hold the remote's middle button for five seconds to pair it.", ev).verdict == "supported"


def test_writing_someone_a_letter_is_a_deed_not_a_saying():
    ev = "Years later Mr Knightley returns from London and at last writes Emma a long letter asking her to marry him."
    assert judge("Mr Knightley writes Emma a letter asking her to marry him.", ev).verdict == "supported"
    assert "attribution" in judge("Mr Knightley writes that Emma is vain.", "Mr Knightley returns from London.").checks


def test_showing_signs_is_a_state_and_a_country_adjective_names_its_country():
    ev = "After the count arrives, Mina falls ill, and the doctor recognises the signs of the illness."
    assert attribution_check("Mina shows signs of the illness, and the doctor sees them.", ev, "") is None
    assert proper_names("The merchant travels to Lisbon to buy an English ship.",
                        "The merchant travels to Lisbon to buy a ship built in England.", "") == []
    assert proper_names("The merchant buys a Danish ship.", "The merchant buys a ship built in England.", "") == [
        "Danish"]


def test_whenever_you_like_only_a_little_and_a_place_name():
    assert judge("You can pause a build whenever you like.", "Builds can be paused at any time; a paused build keeps "
                 "its workspace.", similarity=0.7).verdict == "supported"
    assert judge("The padding absorbed only a little of the blow.", "Tests found that the padding absorbed little of "
                 "the blow.", similarity=0.8).verdict == "supported"
    assert judge("He lives in a village in the Andes.", "He lives in an Andean village.", similarity=0.8).verdict == \
        "supported"


def test_any_said_of_a_thing_says_every_one_of_it():
    ev = "A session ends after 20 minutes idle; any click resets the clock."
    assert judge("The clock is reset by every click.", ev, similarity=0.7).verdict == "supported"


def test_only_x_is_said_by_those_who_are_not_x_cannot():
    ev = ("Closing an account freezes it for 14 days before its data is deleted for good. During that time a manager "
          "can reopen it; staff who are not managers cannot reopen accounts.")
    assert judge("Only managers can reopen a closed account.", ev, similarity=0.9).verdict == "supported"
    plain = "Managers can export accounts."
    assert judge("Only managers can export accounts.", plain, similarity=0.9).verdict == "partial"


def test_a_name_with_an_aside_before_its_verb_is_credited():
    ev = "In May 1931 Anna Berg, funded by Lord Hale, found the entrance to a flooded cave near Bath."
    assert judge("Anna Berg found the entrance to a flooded cave near Bath in May 1931.", ev,
                 similarity=0.9).verdict == "supported"


def test_a_plural_noun_opening_a_sentence_is_no_name():
    ev = "Collars fitted to the deer showed that they walk about 40 km a day in spring."
    assert judge("Collars showed the deer walk about 40 km a day in spring.", ev, similarity=0.9).verdict == "supported"
    assert attribution_check("Hodges showed the deer walk about 40 km a day.", ev, "")


def test_due_within_says_must():
    ev = "Fees are charged on the last day of each term and are due within 10 days."
    claim = "Fees are charged on the last day of each term and must be paid within 10 days."
    assert judge(claim, ev, similarity=0.9).verdict == "supported"


def test_orders_it_to_be_done_says_must():
    ev = "After the fire, the mayor orders the old mill to be pulled down, but a builder saves it."
    assert judge("After the fire, the mayor says the old mill must be pulled down.", ev,
                 similarity=0.85).verdict == "supported"


def test_all_in_above_all_or_before_a_superlative_claims_nothing_of_all():
    span = "Most of the damage came from hail, mainly the storm of 12 June; the roof tiles cracked worst."
    assert strength_check("The damage came from hail, above all the storm of 12 June.", span, span) is None
    assert strength_check("Of all the parts, the roof tiles cracked worst.", span, span) is None
    assert strength_check("All the damage came from hail.", span, span) is not None


def test_a_man_of_a_people_is_named_by_the_peoples_adjective():
    ev = "The ship's doctor, a Dutch surgeon named Pieter, kept the only journal of the voyage."
    assert proper_names("The ship's doctor was a Dutchman named Pieter.", ev, "") == []
    assert proper_names("The ship's doctor was a Frenchman named Pieter.", ev, "") == ["Frenchman"]


def test_a_single_thing_says_only():
    ev = "The parrot answers every visitor with the single word 'Hello', and then falls silent."
    assert judge("The parrot greets every visitor with only the word 'Hello'.", ev, similarity=0.8).verdict \
        == "supported"
    assert judge("Only the parrot greets visitors.", "The parrot greets visitors at the gate.",
                 similarity=0.8).verdict != "supported"


def test_being_asked_to_says_must():
    ev = "You can store up to 20 drafts; at the limit you are asked to delete one first."
    assert judge("At the limit you must delete a draft first.", ev, similarity=0.8).verdict == "supported"
    assert judge("You must store 20 drafts.", "You can store up to 20 drafts.", similarity=0.8).verdict != "supported"


def test_a_names_generic_head_before_a_name_the_source_says():
    ev = "The regiment was destroyed at Inkerman, and its colonel was captured."
    assert proper_names("The regiment was destroyed at the Battle of Inkerman.", ev, "") == []
    assert proper_names("The regiment was destroyed at the Battle of Balaclava.", ev, "") != []


def test_the_study_and_the_authors_are_one_voice():
    ev = "The authors suggest that longer daylight, not warmth alone, may trigger the early flowering."
    assert substitution("The study suggests that longer daylight may trigger the early flowering.", ev, ev, set()) \
        is None
    assert substitution("The gardeners suggest that longer daylight may trigger the early flowering.", ev, ev,
                        set()) is not None


def test_for_good_says_permanently():
    ev = "Archived posts stay hidden for 60 days before they are deleted for good."
    assert strength_check("Archived posts are hidden for 60 days and then permanently deleted.", ev, ev) is None
    ev = "Archived posts stay hidden for 60 days before they are deleted."
    assert strength_check("Archived posts are hidden for 60 days and then permanently deleted.", ev, ev) is not None


def test_a_letter_that_names_a_thing_is_a_specific():
    ev = "Patients given vitamin D and the drug labelled Plan C recovered faster."
    assert proper_names("Patients given vitamin E recovered faster.", ev, "") == ["'E'"]
    assert proper_names("Patients on Plan C recovered faster.", ev, "") == []
    assert proper_names("Patients given vitamin D recovered faster, I think.", ev, "") == []
    assert judge("Patients given vitamin B recovered faster.", ev, similarity=0.9).verdict != "supported"


def test_nearly_all_is_no_universal_where_the_source_says_almost():
    span = "The low drone lasts through almost the whole hymn."
    assert judge("A low drone lasts through nearly all of the hymn.", span, similarity=0.95).verdict == "supported"
    assert judge("A low drone lasts through nearly all of the hymn.", "A low drone opens the hymn.",
                 similarity=0.9).verdict != "supported"


def test_an_owner_is_not_a_speaker_and_a_pronoun_speaks_after_and():
    span = ("Woolf's novel opens on a June morning in London. It follows many minds, and its notes point readers "
            "to the war.")
    assert judge("Woolf's notes point the reader to the war.", span, similarity=0.7).verdict == "supported"
    span = ("In 1909 Ada Marsh dropped a weight from a tower. She timed the fall with a water clock and showed that "
            "it took two seconds.")
    assert judge("Marsh showed the fall took two seconds.", span, similarity=0.7).verdict == "supported"


def test_marking_a_score_credits_its_writer_and_getting_nothing_is_getting_no_x():
    span = "Satie marked his pieces 'very slow', and the waltz loses its charm when it is hurried."
    assert judge("Satie wrote 'very slow' on his pieces.", span, similarity=0.75).verdict == "supported"
    span = "The vault opens only for the exact key it was cut for, so a copied key gets nothing."
    assert judge("A copied key receives no access.", span, similarity=0.7).verdict != "contradicted"
    assert judge("A copied key gets access to the vault.", span, similarity=0.7).verdict == "contradicted"


def test_any_or_all_for_what_the_source_s_verb_takes_only():
    ev = "Each filter removes only the particles larger than a grain of sand, so fine silt passes through."
    assert strength_check("Each filter removes the particles of any pond.", ev)[0] == "overgeneralised"
    assert strength_check("Each filter removes all particles, even silt.", ev)[0] == "overgeneralised"
    assert strength_check("Each filter removes only particles larger than a grain of sand.", ev) is None
    denied = strength_check("The filter does not remove all particles.", "The filter removes only coarse grit.")
    assert denied is None  # (a denial says what "only" does: "not all" is no universal)


def test_sole_is_only_and_names_no_thing_of_its_own():
    ev = "The tuatara is the only living member of an order of reptiles that thrived with the dinosaurs."
    assert judge("The tuatara is the sole surviving member of its order of reptiles.", ev,
                 similarity=0.75).verdict == "supported"


def test_merely_and_simply_say_only():
    ev = "The critics warn that the new scoring may simply have rewarded longer essays."
    assert strength_check("The critics warn that the new scoring might only have rewarded longer essays.", ev) is None
    assert strength_check("The new scoring only rewarded longer essays.", "The new scoring rewarded longer essays.")


def test_a_universal_a_few_words_after_a_denial_is_no_overgeneralisation():
    ev = "The warming trend has not always shown up in the smaller lakes."
    assert strength_check("The warming trend has not shown up in every small lake.", ev) is None
    assert strength_check("The warming trend doesn't show up in all the small lakes.", ev) is None
    assert strength_check("The warming trend has shown up in every small lake.", ev)[0] == "overgeneralised"


def test_any_where_a_later_clause_of_the_source_says_only_if():
    ev = "A seed can sprout in the dark, but only if the soil stays warm for a week."
    assert strength_check("Any seed sprouts in the dark.", ev)[0] == "overgeneralised"
    assert strength_check("A seed can sprout in the dark if the soil stays warm.", ev) is None


def test_all_the_time_is_said_by_constantly():
    ev = "The sensor samples the air constantly, even at night."
    assert strength_check("The sensor samples the air all the time.", ev) is None
    assert strength_check("The sensor samples the air all the time.", "The sensor samples the air at night.")


def test_every_thing_where_the_source_says_only_before_it():
    ev = "The two echoes strengthen each other only at certain distances from the wall."
    assert strength_check("The two echoes strengthen each other at every distance.", ev)[0] == "overgeneralised"
    ev = "For long trills, change the fingering on each repetition, and let the key rise only halfway."
    assert strength_check("Change the fingering for every repetition of a long trill.", ev) is None


def test_all_the_way_and_all_along_are_no_universals():
    ev = "Hold the sustain pedal throughout the final chord so it rings until the sound dies."
    assert strength_check("Keep the sustain pedal down all the way through the final chord.", ev) is None
    assert strength_check("Keep the sustain pedal down in all the final chords.", ev) is not None
    ev = "The narrator turns out to have been the murderer from the start."
    assert strength_check("The narrator was the murderer all along.", ev) is None


def test_all_of_a_group_where_the_source_says_a_few_of_it():
    ev = "A few coastal towns now ban cars from their centres on Sundays."
    found = strength_check("All coastal towns now ban cars from their centres on Sundays.", ev)
    assert found and "'A few coastal towns'" in found[1]
    assert strength_check("Some coastal towns now ban cars from their centres on Sundays.", ev) is None
    ev = "Some coastal towns ban cars on Sundays, and all coastal towns charge for parking."
    assert strength_check("All coastal towns charge for parking.", ev) is None


def test_limited_to_says_only():
    ev = "The museum limited photography to the ground-floor galleries."
    assert strength_check("Photography was allowed only in the ground-floor galleries.", ev) is None
    ev = "The museum allowed photography in the ground-floor galleries."
    assert strength_check("Photography was allowed only in the ground-floor galleries.", ev) is not None


def test_every_thing_except_one_is_bounded():
    ev = ("Quiet hours silence your alerts. Choose Starred only to hear only alerts from starred contacts, or "
          "Calls only to silence everything except calls.")
    verdict = judge("With Calls only, every alert except calls is silenced.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    assert judge("With Starred only, you hear every alert.", ev, similarity=0.85).verdict != "supported"


def test_nearly_eliminates_is_no_absolute_where_the_source_says_almost():
    ev = "Waxing the skis almost removes the drag on fresh snow, and the runners glide much further."
    assert strength_check("Waxing the skis nearly eliminates the drag on fresh snow.", ev) is None
    assert strength_check("Waxing the skis eliminates the drag on fresh snow.", ev)


def test_all_afternoon_is_a_length_not_everything():
    ev = "On Sundays the keeper spends the afternoon feeding the seals, while visitors watch from the rail."
    assert strength_check("On Sundays the keeper feeds the seals all afternoon.", ev) is None
    assert strength_check("On Sundays the keeper feeds all the seals.", ev)


def test_a_title_and_surname_name_the_person_with_middle_names():
    ev = "Mrs Ada Florence Pike runs the corner shop, and on Fridays she gives the children broken biscuits."
    assert proper_names("At the shop, Mrs Pike gives the children broken biscuits.", ev, "") == []
    assert proper_names("At the shop, Ada Pike gives the children broken biscuits.", ev, "") == []
    assert proper_names("At the shop, Mrs Ada Smith gives the children biscuits.", ev, "")


def test_clearly_before_a_comparative_the_source_grades_says_how_much_not_how_sure():
    ev = "Keep the opening bars light, and let the closing bars be markedly louder."
    assert judge("The closing bars should be clearly louder than the opening.", ev, similarity=0.8).verdict \
        == "supported"
    hedged = "The new dressing may be better than gauze for small burns."
    assert judge("The new dressing is clearly better than gauze for small burns.", hedged,
                 similarity=0.8).verdict != "supported"  # a certainty the source does not give


def test_a_word_crossed_in_from_elsewhere_on_the_same_side_of_a_pair_is_no_substitution():
    ev = ("Pupils in the trial slept less than usual in the week before the test. Pupils who kept a regular "
          "bedtime reported lower anxiety than those who revised late into the night.")
    assert judge("Pupils with a regular bedtime reported less anxiety than those revising late.", ev,
                 similarity=0.8).verdict == "supported"

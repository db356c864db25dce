"""Opposites and swaps (polarity), on examples written for these tests, not the benchmark."""

import pytest

from footnote.shared.verification import swaps
from footnote.shared.verification.judge import judge
from footnote.shared.verification.polarity import polarity
from footnote.shared.verification.rewrites import done_named, switched
from footnote.shared.verification.words import passive


def test_two_clauses_said_in_the_other_order_swap_nothing():
    ev = "In 1911 the new council gave the park to the town and ended the tram service."
    claim = "The new council of 1911 brought the tram service to an end and gave the park to the town."
    assert polarity(claim, ev) is None
    assert judge(claim, ev).verdict == "supported"
    # within one clause the same words still trade places
    ev = "In 1911 the new council gave the park to the town."
    assert judge("In 1911 the town gave the park to the new council.", ev).verdict == "contradicted"


def test_a_comparison_whose_subject_takes_the_other_groups_word_is_swapped():
    ev = "Seedlings in pots watered at dawn grew about 3 cm taller than seedlings in ordinary pots."
    swapped = judge("Seedlings in ordinary pots grew about 3 cm taller than seedlings in early-morning pots.", ev)
    assert swapped.verdict == "contradicted" and "swapped_roles" in swapped.checks
    assert judge("Seedlings in watered pots grew about 3 cm taller than seedlings in ordinary pots.", ev).verdict \
        == "supported"


def test_a_claim_that_repeats_the_sources_opposite_word_beside_its_own_keeps_it():
    ev = "Hives fed with sugar syrup produced 40% fewer drones than hives fed with honey."
    assert judge("Hives given sugar syrup raised far fewer drones, about 40% fewer, than hives fed with honey.",
                 ev, similarity=0.8).verdict == "supported"
    assert judge("Hives fed with sugar syrup produced 40% more drones than hives fed with honey.",
                 ev).verdict == "contradicted"


def test_a_noun_in_apposition_is_no_pivot():
    ev = "The reward went to Hana, the guide Tomas helped in the pass as a child."
    assert judge("As a child in the pass, Tomas helped the guide Hana.", ev).verdict != "contradicted"


def test_encourage_against_stop_and_falling_on_is_no_drop():
    ev = "The city raised parking fees downtown to discourage driving into the centre."
    assert judge("The city raised parking fees to encourage driving into the centre.", ev).verdict == "contradicted"
    ev = "When the forearm rises on the leap, the stress lands on the wrong beat."
    assert judge("If the forearm rises on the leap, the stress falls on the wrong beat.", ev,
                 similarity=0.8).verdict == "supported"


def test_a_word_before_a_noun_said_after_it_in_the_source():
    ev = "When retail demand keeps falling while warehouse stock starts to rise, production is cut."
    assert judge("Falling retail demand alongside rising warehouse stock means production is cut.", ev,
                 similarity=0.85).verdict == "supported"
    assert judge("Rising retail demand alongside falling warehouse stock means production is cut.", ev,
                 similarity=0.85).verdict == "contradicted"


def test_rose_against_fell_and_a_particle_that_carries_no_direction():
    ev = "After the new bridge opened, ferry fares fell sharply."
    assert judge("After the new bridge opened, ferry fares rose sharply.", ev).verdict == "contradicted"
    ev = "A cache speeds up lookups that hit the stored keys, but every write must also refresh the cache."
    assert judge("A cache slows down lookups that hit the stored keys.", ev).verdict == "contradicted"
    assert judge("A cache speeds up lookups of stored keys.", ev, similarity=0.9).verdict == "supported"


def test_a_condition_is_no_side_of_the_comparison():
    ev = "Writes are slower than reads if the disk is nearly full."
    assert polarity("Assuming the disk is nearly full, writes are slower than reads.", ev) is None
    assert polarity("Given that the disk is nearly full, writes are slower than reads.", ev) is None
    flip = polarity("If the disk is nearly full, reads are slower than writes.", "When the disk is nearly full, "
                    "writes are slower than reads.")
    assert flip and flip[0] == "swapped_roles"


def test_a_verb_of_going_on_is_no_neighbour_and_abandon_is_no_stay():
    ev = "Stretching the spring lengthens it only up to its limit; beyond that, the coil deforms and the force drops."
    flip = polarity("Beyond its limit, the spring's force keeps rising.", ev)
    assert flip and "'rising'" in flip[1]
    assert judge("The captain stays with the ship as it sinks.", "The captain abandons the ship as it sinks.").verdict \
        == "contradicted"


def test_allowed_against_banned():
    ev = "The 1902 law banned selling spirits to anyone under sixteen."
    assert judge("The 1902 law allowed selling spirits to anyone under sixteen.", ev).verdict == "contradicted"


def test_a_length_of_time_sooner_or_later_is_an_amount_not_an_order():
    ev = "Patients who walked for ten minutes after lunch left hospital two days sooner than those who rested."
    flip = judge("Patients who walked after lunch left hospital two days later than those who rested.", ev)
    assert flip.verdict == "contradicted" and "'sooner'" in flip.reason
    assert judge("Patients who walked after lunch left hospital two days earlier than those who rested.", ev).verdict \
        == "supported"


def test_a_change_by_only_some_figure_is_a_slight_one():
    ev = "After the new timetable, the average commute fell by only 3 minutes across the city."
    flip = judge("The new timetable dramatically shortened the average commute across the city.", ev)
    assert flip.verdict == "contradicted" and "by only 3 minutes" in flip.reason
    assert judge("After the new timetable the average commute fell by just 3 minutes.", ev).verdict == "supported"


def test_a_negation_reaches_through_anyone():
    ev = "Deleting a shared folder requires a confirmation from the folder's owner."
    assert judge("Deleting a shared folder does not need anyone's confirmation.", ev).verdict == "contradicted"


def test_a_word_in_two_opposite_pairs_flips_once():
    ev = "Northern slopes get the least sunlight in winter, while southern slopes get the most."
    flip = polarity("Northern slopes get the smallest amount of sunlight in winter.", ev)
    assert flip is None
    ev = "Desert rodents lose the smallest amount of water at night and the largest at midday."
    assert judge("Desert rodents lose the largest amount of water at night.", ev).verdict == "contradicted"


def test_calm_against_terrified():
    ev = "Woken by the alarm, the children, terrified, ran down the stairs into the street."
    assert judge("Woken by the alarm, the children calmly walked down the stairs.", ev).verdict == "contradicted"


def test_keeping_the_same_thing_is_not_changing_it_and_all_the_way_is_not_halfway():
    ev = "When sawing thin boards, change blades every hour so the cut stays clean."
    assert judge("When sawing thin boards, keep the same blade all day.", ev).verdict == "contradicted"
    ev = "Open the valve only halfway while the tank fills."
    flip = judge("Open the valve all the way while the tank fills.", ev)
    assert flip.verdict == "contradicted" and "'all the way'" in flip.reason


def test_a_describing_word_put_on_the_case_the_source_describes_with_its_antonym():
    ev = ("Concave mirrors bring light to a focus, as in the shaving mirror of a hotel bathroom. Convex mirrors "
          "spread light out, as in the wing mirror of a car.")
    flip = judge("The shaving mirror of a hotel bathroom is a convex mirror.", ev)
    assert flip.verdict == "contradicted" and "'concave'" in flip.reason
    assert judge("The shaving mirror of a hotel bathroom is a concave mirror.", ev).verdict == "supported"
    # the antonym the source negates says what the claim's word says ("never acknowledged")
    ev = ("The queue pauses a consumer once 50 messages are unacknowledged. Messages that are never acknowledged "
          "are sent again after the two-minute visibility timeout.")
    assert judge("Unacknowledged messages are sent again after the two-minute visibility timeout.", ev).verdict \
        == "supported"


def test_an_adjective_before_a_noun_against_the_claims_predicate():
    ev = ("In AD 410 the river buried the village under deep silt, while nearby Harlow was struck by colder "
          "floodwaters that destroyed barns and even mills.")
    flip = judge("The floodwaters at Harlow were warmer than the silt that buried the village.", ev)
    assert flip.verdict == "contradicted" and "'colder'" in flip.reason
    assert judge("The floodwaters at Harlow were colder than the silt that buried the village.", ev).verdict \
        == "supported"


def test_a_comparisons_other_side_ends_where_its_clause_does():
    ev = ("Frogs near highways called at a higher minimum pitch than frogs in quiet ponds, and their tadpoles "
          "grew to lower weights.")
    assert judge("Near highways, frogs' calls had a higher lowest pitch than in calm ponds.", ev).verdict == "supported"


def test_a_word_linked_to_its_thing_is_placed_where_the_source_puts_it_before_that_thing():
    ev = ("Hold the scales with a loose elbow, letting the shoulder carry the weight, and keep the wrist and thumb "
          "firm so the scale does not wobble.")
    assert judge("The shoulder should carry the weight while the elbow stays loose in the scales.", ev).verdict \
        == "supported"


def test_gain_against_lose_and_a_lie_against_the_truth():
    ev = "If the rival chains cut prices too, the small shops lose customers."
    assert judge("If the rival chains cut prices too, the small shops gain customers.", ev).verdict == "contradicted"
    ev = "The clerk's shaky answers convinced the jury that the witness told the truth."
    assert judge("The clerk's shaky answers convinced the jury that the witness lied.", ev).verdict == "contradicted"


def test_the_same_against_varying():
    ev = "Readings from a calibrated gauge are accurate, though they still vary from day to day."
    assert judge("Readings from a calibrated gauge are the same from day to day.", ev).verdict == "contradicted"


def test_an_opposite_order_and_a_negated_purpose_do_not_cancel():
    ev = "Hold the pedal through the low bell tones so they ring under the chords."
    assert polarity("Lift the pedal between the low bell tones so they do not ring under the chords.", ev)
    assert polarity("Do not lift the pedal during the low bell tones, so they ring under the chords.", ev) is None


def test_a_clause_put_first_is_read_where_the_source_puts_it():
    ev = "Finish with a turn, and let the left hand keep strict time while the right hand trills."
    assert polarity("While the right hand trills, the left hand should stay strictly in time.", ev) is None
    assert polarity("While the left hand trills, the right hand should stay strictly in time.", ev)


def test_causing_against_preventing():
    ev = "Removing any one of the four conditions prevents deadlock."
    assert polarity("Removing one of the conditions causes deadlock.", ev)
    assert polarity("Removing one of the conditions averts deadlock.", ev) is None


def test_discarding_where_the_source_keeps():
    ev = "After a restart the cache keeps its expired entries until the next sweep."
    assert polarity("After a restart the cache discards its expired entries until the next sweep.", ev)
    assert polarity("After a restart the cache retains its expired entries until the next sweep.", ev) is None


def test_a_fronted_around_phrase_is_put_back():
    ev = "Freud's book on dreams, published in Vienna around 1900, used his own dreams as cases."
    assert polarity("Around 1900 in Vienna, Freud published a book on dreams that used his own dreams as cases.",
                    ev) is None


def test_a_year_trading_places_with_a_name_is_no_swap():
    ev = "In 1932 Ames and Cole mapped the reef under Hart's direction."
    assert polarity("Under Hart, Ames and Cole mapped the reef in 1932.", ev) is None
    assert polarity("In 1932 Hart mapped the reef under the direction of Ames and Cole.", ev)


def test_a_capital_names_its_government():
    from footnote.shared.verification import lexicon as lx

    assert lx.aliases("moscow", "soviet") and lx.aliases("washington", "american")
    assert not lx.aliases("moscow", "american")


def test_pardoned_where_the_source_has_executed():
    assert polarity("The rebel leader was pardoned in May 1798.", "The rebel leader was executed in May 1798.")


def test_two_opposites_in_two_clauses_do_not_cancel():
    ev = "Play the last note late, as if it belonged to the next bar."
    assert polarity("Play the last note early, as if it belonged to the previous bar.", ev)
    assert polarity("Play the last note late, as though it belonged to the following bar.", ev) is None


def test_impossible_to_is_cannot():
    ev = "The archive is encrypted; if the key is lost, the files can no longer be opened."
    assert polarity("Losing the key makes the archived files impossible to open.", ev) is None


def test_barely_against_sharply():
    assert polarity("In the dry year, wheat prices rose sharply.", "In the dry year, wheat prices barely rose.")


def test_a_comparison_swapped_before_a_so_clause_that_names_both_sides():
    span = "At noon the sand gets hotter than the water, so a breeze blows from the water towards the sand."
    assert polarity("At noon the water gets hotter than the sand.", span)
    assert polarity("At noon the sand gets hotter than the water.", span) is None


@pytest.mark.parametrize("claim, verdict", [
    ("Viewers can import reports.", "contradicted"),  # "import" is the source's own word, denied: one flip
    ("Viewers can export reports.", "supported"),
    ("Viewers cannot import reports.", "supported"),
])
def test_a_word_the_source_denies_is_not_cancelled_by_its_opposite(claim, verdict):
    assert judge(claim, "Viewers can read and export reports but cannot import or delete them.").verdict == verdict


@pytest.mark.parametrize("claim, verdict", [
    ("Bilingual toddlers sorted the cards more quickly than monolingual toddlers.", "supported"),
    ("Monolingual toddlers sorted the cards more quickly than toddlers raised with two languages.", "contradicted"),
])
def test_a_comparison_whose_groups_are_named_in_other_words(claim, verdict):
    span = "Toddlers raised with two languages were faster than monolingual toddlers at sorting the cards."
    assert judge(claim, span).verdict == verdict


def test_nearest_and_farthest_are_opposites():
    span = "Of the three stations, the school is nearest to the harbour and farthest from the airport."
    assert polarity("The school is farthest from the harbour.", span)
    assert polarity("The school is closest to the harbour.", span) is None


def test_two_opposites_in_two_clauses_joined_by_and_do_not_cancel():
    span = ("Check the proofs in short batches, starting from the end of the book and working backwards, so the "
            "closing pages get the freshest eyes.")
    assert judge("Check the proofs from the beginning of the book and work forwards to the end.", span).verdict \
        == "contradicted"


def test_strengthening_against_a_decline_is_an_opposite():
    ev = "The strikes of 1926 failed, and the defeat marked the decline of the miners' union for a decade."
    v = judge("The defeat strengthened the miners' union for a decade.", ev)
    assert v.verdict == "contradicted" and "opposite" in v.checks
    assert judge("The defeat weakened the miners' union for a decade.", ev).verdict != "contradicted"


def test_more_and_less_of_different_things_are_no_flip_and_going_up_is_rising():
    span = ("If the price of petrol rises, people drive less and some take the bus instead, so bus ridership goes "
            "up. Transport planners call these substitutes.")
    assert polarity("When petrol gets more expensive, some people take the bus, so bus ridership rises.", span) is None
    kind, reason = polarity("When the price of petrol rises, bus ridership falls.", span)
    assert kind == "opposite" and "'goes up'" in reason


def test_twice_as_many_is_more():
    span = "Schools with breakfast clubs had twice as many pupils arriving on time as schools without them."
    kind, reason = polarity("Schools with breakfast clubs had fewer pupils arriving on time than other schools.", span)
    assert kind == "opposite" and "'twice as many'" in reason
    assert polarity("Schools without breakfast clubs had half as many pupils arriving on time as schools with them.",
                    span) is None


def test_a_comparison_flipping_a_word_the_source_says_outside_any_comparison():
    span = ("Pupils who wrote by hand recalled more lecture points a week later than those who typed. The effect was "
            "smaller for diagrams.")
    kind, _ = polarity("Typing had a larger effect on diagrams than on lecture points.", span)
    assert kind == "opposite"


def test_a_titled_name_is_one_person_and_the_doer_made_the_one_done_to():
    span = "Lady Grantham comforts Grantham at the funeral."
    assert polarity("Grantham comforts Lady Grantham at the funeral.", span)[0] == "swapped_roles"
    assert polarity("Lady Grantham comforts her husband at the funeral.", span) is None
    span = "After the storm, it is Elena who warns him about the flood."
    assert polarity("Marco warns Elena about the flood.", span)[0] == "swapped_roles"
    assert polarity("Elena warns Marco about the flood.", span) is None
    span = "The nurse gives Juliet a potion that makes her appear dead."
    assert polarity("The potion makes Juliet seem dead.", span) is None


def test_by_accident_against_on_purpose():
    span = "In the second act Rosa accidentally breaks her brother's violin and hides the pieces."
    assert polarity("Rosa breaks her brother's violin on purpose.", span)[0] == "opposite"
    assert polarity("Rosa breaks her brother's violin by accident.", span) is None


def test_more_of_a_thing_against_less_of_a_doing_the_claim_does_not_name():
    span = "If tickets get dearer, people travel less and some walk instead, so footfall in the town centre goes up."
    assert polarity("When tickets get dearer, more people walk, so footfall in the town centre rises.", span) is None
    assert polarity("When tickets get dearer, people travel more.", span)[0] == "opposite"


def test_keeping_against_abolishing_and_forming_against_destroying():
    span = "In 1790 the assembly abolished the old provinces and divided the country into departments."
    assert polarity("The assembly kept the old provinces.", span)[0] == "opposite"
    assert polarity("The assembly did away with the old provinces.", span) is None
    span = "As the glacier retreats, meltwater forms new lakes in the valley."
    assert polarity("As the glacier retreats, meltwater destroys the lakes in the valley.", span)[0] == "opposite"
    assert polarity("Meltwater from the retreating glacier creates new lakes in the valley.", span) is None


def test_almost_no_of_a_thing_is_one_flip_with_its_negation():
    span = "For the chorale, take almost no rubato, so that the inner voices stay together."
    assert polarity("Take plenty of rubato so that the inner voices stay together.", span)[0] == "opposite"


def test_joining_two_things_is_putting_them_together():
    span = "Rehearse the sopranos and altos separately at first, and only join them once each part can sing its line."
    assert polarity("Put the sopranos and altos together only when each part can sing its line.", span) is None
    assert polarity("Rehearse the sopranos and altos together at first.", span)[0] == "opposite"


def test_cutting_a_thing_is_the_opposite_of_raising_it():
    span = "Moving the servers to one region cuts network costs, but adds latency for distant users."
    assert polarity("Moving the servers to one region raises network costs.", span)[0] == "opposite"
    assert polarity("Moving the servers to one region lowers network costs.", span) is None


def test_a_change_compared_with_another_thing_is_a_comparison():
    span = "Drip irrigation lowered water use compared with sprinklers, with no loss of yield."
    assert polarity("Sprinklers had a lower water use than drip irrigation.", span)[0] == "swapped_roles"
    assert polarity("Drip irrigation used less water than sprinklers.", span) is None


def test_rarest_against_most_common_and_most_against_few():
    span = "Few pilgrims walked the whole route; most joined it for the last hundred miles, where inns were commonest."
    assert polarity("Most pilgrims walked the whole route.", span)[0] == "opposite"
    assert polarity("Inns were rarest along the last hundred miles.", span)[0] == "opposite"
    assert polarity("Only a few pilgrims walked the whole route.", span) is None


def test_up_and_down_traded_between_two_halves_of_one_sentence():
    span = "Upwards, tap the rail with a knuckle as you climb. Downwards, slide the palm along it instead."
    assert polarity("Slide the palm going up and tap with a knuckle coming down.", span)[0] == "swapped_roles"
    assert polarity("Tap with a knuckle going up and slide the palm coming down.", span) is None


def test_back_up_after_being_down_is_no_flip():
    span = ("If the printer is down when a job arrives, the job is printed as soon as the printer comes back, "
            "however long it was off.")
    assert polarity("After downtime, the job is printed when the printer is back up.", span) is None
    assert polarity("Back up the printer settings before the update.", "Back up the printer settings first.") is None


def test_two_descriptions_traded_where_the_source_adds_one_word_to_one_of_them():
    ev = ("Judges rejected 30 percent of poorly argued practice essays but only 4 percent of well-argued ones, "
          "suggesting that argument matters.")
    claim = "Judges rejected 30 percent of well-argued essays but only 4 percent of poorly argued ones."
    assert judge(claim, ev, similarity=0.8).verdict == "contradicted"


def test_a_the_more_the_more_claim_in_either_order_is_no_swap():
    ev = "Keep the bow light on the string, and the phrases should get shorter as the room gets louder."
    assert judge("The louder the room, the shorter the phrases should be.", ev, similarity=0.8).verdict == "supported"


def test_two_groups_traded_against_the_same_things_are_swapped_once():
    ev = "Goats fed hay gave less milk than the same goats fed grass."
    assert judge("Goats fed grass gave less milk than goats fed hay.", ev, similarity=0.8).verdict == "contradicted"
    ev2 = "Cows kept in closed barns gave less milk than the same cows in open barns."
    assert judge("Cows in open barns gave less milk than cows in closed barns.", ev2,
                 similarity=0.8).verdict == "contradicted"  # an opposite pair traded is one swap


def test_an_irregular_passive_and_a_phrase_put_first_turn_no_roles_round():
    ev = "The mill opened in 1850. Its taxes paid for schools in the valley, and the mill was later sold."
    assert judge("Schools in the valley were paid for with its taxes.", ev, similarity=0.8).verdict == "supported"
    ev2 = "The queue holds 20 jobs at start-up and holds at most 80 at night."
    assert judge("At night the queue can hold no more than 80 jobs.", ev2, similarity=0.8).verdict == "supported"


def test_two_things_trading_what_two_sentences_in_a_row_give_them_is_a_swap():
    ev = ("A sprint start is held for a single breath before the gun, so the runner stays low. A standing start "
          "is different: the runner rises early and takes the first stride upright.")
    swapped = "The sprint start takes the first stride upright, while the standing start is held for a breath."
    assert polarity(swapped, ev)[0] == "swapped_roles"
    straight = "The standing start takes the first stride upright, while the sprint start is held for a breath."
    assert polarity(straight, ev) is None


def test_less_of_one_thing_beside_more_of_another_is_still_a_flip():
    ev = "Hens given more grit also laid more eggs, which were heavier."
    assert polarity("Hens given more grit laid fewer eggs.", ev)[0] == "opposite"
    assert polarity("Hens given more grit laid more eggs.", ev) is None


def test_longest_for_shortest_is_an_opposite_and_kept_for_lost():
    assert polarity("The oldest bells ring the longest notes.", "The oldest bells ring the shortest notes.")
    ev = "Unsaved edits are lost when the tab closes unless autosave is on."
    assert judge("Unsaved edits are kept when the tab closes, even with autosave off.", ev,
                 similarity=0.7).verdict == "contradicted"


def test_a_participle_and_its_particle_before_by_is_a_passive():
    ev = "In 1907 the club built a new stand beside the river, on land paid for by the town council."
    assert polarity("The town council paid for the land beside the river.", ev) is None


def test_denser_and_thinned_are_opposites():
    ev = "Crowds grew larger and denser when the band came on."
    assert polarity("Crowds spread out and thinned when the band came on.", ev)[0] == "opposite"


def test_no_two_the_same_is_each_different():
    ev = "The museum holds over 300 masks, and no two of the masks have the same pattern."
    assert polarity("Each of the masks has a different pattern.", ev) is None
    assert judge("Each of the masks has a different pattern.", ev, similarity=0.6).verdict == "supported"
    assert polarity("All the masks have the same pattern.", ev)


def test_steady_against_speeding_up_and_most_against_little():
    assert polarity("Speed up the closing scale.", "Keep the closing scale steady until the end.")
    assert polarity("The foam soaked up most of the water.", "The foam soaked up little of the water.")


def test_two_things_traded_are_one_swap_though_the_source_also_denies_a_word():
    ev = ("A kiosk session ends after 20 minutes without activity; any tap resets the timer. Sessions on the tablet "
          "app last 7 days, and logging out on one tablet does not end sessions on others.")
    claim = "Kiosk sessions last 7 days, while tablet sessions end after 20 minutes of inactivity."
    assert polarity(claim, ev)[0] == "swapped_roles"


def test_one_at_a_time_against_together_is_quoted_as_written():
    check, reason = polarity("Raise the arms one at a time.", "Raise the arms together, then lower them slowly.")
    assert check == "opposite" and "'one at a time'" in reason


def test_stay_the_same_leave_out_and_rightly_against_the_sources_words():
    assert polarity("Passwords stay the same when the user signs in.",
                    "Passwords are rotated when the user signs in.")[0] == "negation"
    check, reason = polarity("Requests may leave out the signature.", "Every request must include the signature.")
    assert check == "opposite" and "'leave out'" in reason
    assert polarity("The two are rightly blamed for the fire.", "The two are wrongly blamed for the fire.")


def test_darkest_against_brightest():
    assert polarity("Moths flew towards the darkest window.", "Moths flew towards the brightest window.")


def test_an_irregular_participle_after_were_and_before_by_is_a_passive():
    ev = "The gale of 1881 sank forty boats, most of them off Eyemouth."
    assert polarity("Forty boats were sunk by the gale of 1881, most of them off Eyemouth.", ev) is None


def test_a_shape_named_the_other_way_round_is_no_swap():
    ev = "Keep the hand shaped to the chord between changes, and practise slowly."
    assert polarity("Hold the hand in the chord shape between changes.", ev) is None
    assert judge("Helen dies of typhus during a cholera outbreak.",
                 "Helen dies of cholera during a typhus outbreak.", similarity=0.9).verdict == "contradicted"


def test_a_flip_of_another_persons_state_is_not_the_claims():
    ev = "After Lord Ashby is found dead in the house, Reed questions the staff."
    assert judge("Reed questions the staff while living in the house.", ev, similarity=0.7).verdict == "supported"
    assert judge("Lord Ashby is found living in the house.", ev, similarity=0.8).verdict == "contradicted"


def test_two_people_trading_what_their_who_clauses_give_them_is_a_swap():
    ev = ("At the fair the children meet the Baker, who wants a new oven, the Miller, who wants rain, and the Mayor, "
          "who wants a bridge.")
    assert judge("The Baker wants rain and the Miller wants a new oven.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("The Baker wants a new oven and the Miller wants rain.", ev, similarity=0.8).verdict == "supported"


def test_two_halves_joined_by_and_with_one_verb_can_trade_their_things():
    ev = ("The length of each bar on the screen sets the tempo, and the height of the bar encodes volume: taller bars "
          "mean louder notes.")
    assert judge("The height of each bar sets the tempo and its length sets the volume.", ev,
                 similarity=0.8).verdict == "contradicted"
    assert judge("The length of each bar sets the tempo and its height sets the volume.", ev,
                 similarity=0.8).verdict == "supported"


def test_a_thing_done_at_once_that_the_source_has_wait_is_contradicted():
    ev = ("Closing an account freezes it for 14 days before its data is deleted for good. During that time a manager "
          "can reopen it.")
    claim = "Closing an account deletes its data for good immediately."
    assert judge(claim, ev, similarity=0.9).verdict == "contradicted"
    assert judge("Closing an account freezes it at once.", ev, similarity=0.9).verdict == "supported"


def test_rich_in_is_high_in_against_low_in():
    ev = "Hedgehogs sleep through winter, largely because the beetles they eat are scarce and low in fat."
    verdict = judge("Hedgehogs sleep through winter because the beetles they eat are rich in fat.", ev, similarity=0.9)
    assert verdict.verdict == "contradicted" and "'rich in'" in verdict.reason
    claim = "Hedgehogs sleep through winter because the beetles they eat are scarce and poor in fat."
    assert judge(claim, ev, similarity=0.9).verdict == "supported"


def test_not_primarily_denies_what_follows():
    ev = "Geckos climb walls mainly by using tiny hairs on their toes, not primarily by suction."
    assert judge("Geckos climb walls mainly by suction.", ev, similarity=0.9).verdict == "contradicted"
    claim = "Geckos climb walls mainly by using tiny hairs on their toes."
    assert judge(claim, ev, similarity=0.9).verdict == "supported"


def test_join_the_things_is_placed_like_the_things_together():
    ev = ("Rehearse a hard routine dancers separately until each dancer can do it without stopping, then put the "
          "dancers together at a slower count than either dancer managed alone.")
    claim = "When you join the dancers, use a slower count than either dancer managed on their own."
    assert judge(claim, ev, similarity=0.8).verdict == "supported"
    claim = "Keep the dancers apart at a slower count than either dancer managed alone."
    assert judge(claim, ev, similarity=0.8).verdict == "contradicted"


def test_a_journey_run_the_other_way_is_a_swap():
    ev = ("In June 1919 Alcock and Brown took off from St John's in Newfoundland and landed in a bog at Clifden in "
          "Ireland.")
    verdict = judge("Alcock and Brown took off from Clifden and landed in Newfoundland.", ev, similarity=0.8)
    assert verdict.verdict == "contradicted" and "swapped_roles" in verdict.checks
    assert judge("Alcock and Brown flew from Newfoundland to Ireland in June 1919.", ev,
                 similarity=0.8).verdict == "supported"


def test_who_clauses_are_read_in_linear_time():
    import time

    from footnote.shared.verification.swaps import things_traded
    span = " ".join(["Word Another Thing and more text here"] * 400) + ", who wants a brain."
    start = time.perf_counter()
    things_traded("The Scarecrow wants a heart and the Tin Woodman wants a brain.", span)
    assert time.perf_counter() - start < 2.0  # the first reading of who-clauses took 14 s on this span


def test_a_denied_deed_and_an_opposite_in_two_clauses_of_the_source_do_not_cancel():
    # "never reached" sits in its own "though" clause, apart from the "opened" the claim's
    # "closed" turns over: two faults, not one
    ev = ("The mountain road was opened in 1932 and closed again in winter, though the army never reached "
          "the pass.")
    verdict = judge("The army reached the pass and closed the mountain road.", ev, similarity=0.8)
    assert verdict.verdict == "contradicted"


def test_going_in_where_the_source_comes_out_is_a_swapped_route():
    ev = ("The cavers entered the system through Gaping Gill and, two days later, climbed out of Ingleborough Cave "
          "after the flood had passed.")
    assert swaps.route_swapped("They went in through Ingleborough Cave and came out of Gaping Gill.", ev)
    assert judge("They went in through Ingleborough Cave and came out of Gaping Gill.", ev,
                 similarity=0.8).verdict == "contradicted"
    assert not swaps.route_swapped("They went in through Gaping Gill and came out of Ingleborough Cave.", ev)


def test_carrying_on_is_continuing_against_a_source_that_stops():
    ev = "The sync halts at the first file it cannot read, and nothing after it is copied."
    verdict = judge("Files it cannot read are passed over and the sync carries on.", ev, similarity=0.9)
    assert verdict.verdict == "contradicted" and "'carries on'" in verdict.reason
    # with a thing carried, "carry on" is no verb of going on
    assert switched("Porters carry on their backs what the mules cannot.") == \
        "Porters carry on their backs what the mules cannot."


def test_keeping_the_original_is_no_switch_to_another():
    ev = "Exported maps keep their original labels when the interface language is changed."
    assert judge("Exported maps switch to translated labels when the interface language is changed.", ev,
                 similarity=0.85).verdict == "contradicted"
    assert judge("Exported maps do not change their labels when the interface language is changed.", ev,
                 similarity=0.85).verdict == "supported"
    assert switched("Switch to the new tab.") == "Change to the new tab."


def test_a_superlative_and_a_number_moved_about_their_noun_swap_nothing():
    ev = "Anna set the fastest lap that day, 71 seconds."
    assert judge("Anna's 71-second lap was the fastest of the day.", ev, similarity=0.9).verdict == "supported"
    assert swaps.describing_only({"fastest", "71", "second"}, ["anna", "71", "second", "lap", "fastest"])
    # a superlative that moves to another thing still swaps
    ev = "Start with the plums and the pears, which ripen most quickly; the apples are the slowest to ripen."
    assert judge("The plums are the slowest to ripen, and the apples ripen most quickly.", ev,
                 similarity=0.9).verdict == "contradicted"


def test_out_loud_against_silently_and_surviving_against_being_killed():
    ev = "Read the passage through silently once before the class discusses it."
    assert judge("Read the passage through out loud once before the class discusses it.", ev,
                 similarity=0.9).verdict == "contradicted"
    ev = "The pilot was killed trying to land the damaged plane on the beach."
    assert judge("The pilot lands the damaged plane on the beach and survives.", ev,
                 similarity=0.7).verdict == "contradicted"


def test_rarely_against_often_and_many_against_fewer():
    ev = "Owls most often hunt at dusk, and in wet winters they made fewer but longer flights."
    assert judge("Owls rarely hunt at dusk.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("Owls seldom hunt at dusk.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("Owls frequently hunt at dusk.", ev, similarity=0.8).verdict == "supported"
    assert judge("In wet winters owls made many short flights.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("In wet winters owls made fewer flights.", ev, similarity=0.8).verdict == "supported"
    ev = "Cranes ring the bell only after the load lands."
    assert judge("Cranes ring the bell before the load lifts.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("Younger trees grow more slowly than older trees.", "Older trees grow faster than younger trees.",
                 similarity=0.8).verdict == "supported"  # two flips of one comparison still cancel


def test_an_event_called_off_did_not_happen():
    ev = "Fog closed in over the bay, and the race to the island was called off; the crews rowed back to the harbour."
    assert judge("Despite the fog the crews still raced to the island.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("Because of the fog, the race to the island was cancelled.", ev, similarity=0.8).verdict == "supported"
    assert judge("The organisers called off the race to the island.", ev, similarity=0.8).verdict != "contradicted"
    assert "no race" in switched("The club cancelled the race.") and "no race" in switched("The race was scrapped.")


def test_the_possessor_of_the_sources_thing_made_its_doer():
    ev = "Ada, a weaver's daughter, becomes the apprentice of an old clockmaker who lives by the river."
    assert swaps.genitive_swapped("The clockmaker becomes Ada's apprentice.", ev)
    assert judge("The clockmaker becomes Ada's apprentice.", ev, similarity=0.8).verdict == "contradicted"
    assert not swaps.genitive_swapped("Ada becomes the clockmaker's apprentice.", ev)
    assert judge("Ada becomes the old clockmaker's apprentice.", ev, similarity=0.8).verdict == "supported"
    ev = "Young crows copy the alarm calls of older birds long before they can fly."
    assert swaps.genitive_swapped("Older birds copy the alarm calls of young crows.", ev)
    assert not swaps.genitive_swapped("Young crows copy the calls of older birds.", ev)


def test_a_deeper_colour_against_a_pale_one():
    ev = "Leaves kept in the dark turned pale green within a week, while those in sunlight stayed glossy."
    assert judge("Leaves kept in the dark turned a deeper green.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("Leaves kept in the dark turned pale green.", ev, similarity=0.8).verdict == "supported"


def test_lifted_against_lowered():
    ev = "Barges are lifted ten metres by the boat lift to the upper canal and lowered again at the far end."
    assert judge("Barges are lowered to the upper canal and then lifted again at the far end.", ev,
                 similarity=0.8).verdict == "contradicted"
    assert judge("Barges are lifted to the upper canal and lowered again at the far end.", ev,
                 similarity=0.8).verdict == "supported"


def test_an_irregular_participle_before_by_is_a_passive():
    for said in ("Ruiz himself was shot by a French archer", "the mast was struck by lightning",
                 "the boy was bitten by a dog"):
        assert passive(said.lower().split())
    assert not passive("the boy was bitten".split())
    ev = ("The defenders lost no towers, while the besiegers lost nine, but Ruiz himself was shot by a French "
          "archer and died before the siege ended.")
    assert judge("A French bowman shot Ruiz, who died before the fighting was over.", ev,
                 similarity=0.8).verdict == "supported"


def test_a_role_named_before_a_name_is_the_name():
    ev = "Two years later she vanished over the glacier with her guide, Olav Bjaaland, while trying to reach the pole."
    assert judge("Olav Bjaaland was guiding when she vanished over the glacier.", ev,
                 similarity=0.8).verdict == "supported"


def test_a_journey_between_two_things_turned_round_is_a_swap():
    ev = "Water moved from the wet soil to the dry pots through the wick, though slowly."
    assert judge("Water moved from the dry pots to the wet soil.", ev, similarity=0.9).verdict == "contradicted"
    assert judge("Water moved to the dry pots from the wet soil.", ev, similarity=0.9).verdict == "supported"


def test_younger_against_eldest_and_outside_for_external():
    ev = "Tomas, the younger son of the miller, ran the ferry."
    assert judge("Tomas is the miller's eldest son.", ev, similarity=0.8).verdict == "contradicted"
    ev = "Staff inside the company can edit the page at two levels. People outside the company can only read it."
    assert judge("External people can only read the page.", ev, similarity=0.6).verdict == "supported"
    ev = "Marta sails to the island with Jon Berg, who is engaged to her friend Ines, and comes back alone."
    assert judge("Jon Berg is Ines's fiancé.", ev, similarity=0.6).verdict == "supported"


def test_the_owner_of_what_another_took_made_the_taker():
    ev = "The council later seized the boats of several smugglers to repay the harbour fund."
    assert judge("The smugglers seized the boats of the fishermen.", ev, similarity=0.85).verdict == "contradicted"
    assert judge("The council seized the boats of the smugglers.", ev, similarity=0.85).verdict == "supported"


def test_slower_against_sooner_and_alive_against_dying():
    ev = "Herds that fed near the river noticed lions sooner, and the old bulls gave most of the warning calls."
    assert judge("Herds feeding near the river were slower to notice lions.", ev, similarity=0.7).verdict \
        == "contradicted"
    ev = "The knight rode home through the storm and was found dead at the gate."
    assert judge("The knight was found alive at the gate.", ev, similarity=0.7).verdict == "contradicted"


def test_a_note_value_for_another():
    ev = "The bass of a march moves in steady quarter notes, one per beat, under the tune."
    assert judge("The bass of a march moves in steady eighth notes.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("The bass of a march moves in steady crotchets.", ev, similarity=0.8).verdict == "supported"


AUTOSAVE = "Autosave is off by default for shared drives and on by default for personal drives."


def test_a_setting_said_of_the_second_of_two_conjuncts_that_share_a_subject():
    assert "enabled" in switched(AUTOSAVE)  # "and on by default": a setting, though no verb comes before it
    assert polarity("For personal drives, autosave is on by default.", AUTOSAVE) is None
    assert polarity("Autosave is on by default for shared drives.", AUTOSAVE) is not None


def test_turn_off_before_its_object_is_a_particle_not_a_setting():
    assert "disabled" not in switched("Turn off your location history.")
    ev = "If you turn location history off, you also stop seeing your timeline."
    assert judge("You can turn off your location history and still see your timeline.", ev,
                 similarity=0.9).verdict == "contradicted"


def test_following_a_route_orders_nothing():
    ev = "The second column marched in May, two days before the first, but the first took a faster road and passed it."
    assert polarity("The first column followed a quicker road and passed the other.", ev) is None
    assert polarity("The second column followed the first.", ev) is not None


def test_a_passive_aside_given_the_other_way_round_is_a_swap():
    ev = "The tale follows a squire who, trained by his uncle, rides north and wins the tournament."
    assert swaps.aside_swapped("The squire trains his uncle for the tournament.", ev)
    assert not swaps.aside_swapped("The uncle trains his squire for the tournament.", ev)
    assert judge("The squire trains his uncle.", ev, similarity=0.75).verdict == "contradicted"


def test_sped_up_is_the_opposite_of_slowed():
    ev = "Cold water slowed the cure of the resin during the test."
    claim = "Cold water sped up the cure of the resin during the test."
    assert judge(claim, ev, similarity=0.87).verdict == "contradicted"


def test_without_a_thing_negates_the_thing_not_the_verb_after_it():
    ev = "Plants at the shaded, dry end of the bed grew more slowly than the rest."
    assert polarity("Plants without water grew faster.", ev) is not None


def test_a_negator_in_other_words_counts_as_said():
    ev = "The speaker praises the city's unbreakable walls. The gate is old."
    assert judge("The speaker gives praise for walls that cannot be broken.", ev, similarity=0.5,
                 names="Course reader: the city poem").verdict == "supported"


def test_an_opposite_the_claim_also_denies_is_one_fault():
    ev = "Press the key just after the new note sounds, and lift it at the moment you play the next note."
    assert polarity("Hold the key down through the next note without lifting it.", ev) is not None


def test_wider_is_the_opposite_of_smaller():
    ev = "Begin with a wide swing of the arm, then make the swing smaller as the tempo rises."
    assert polarity("Make the swing wider as the tempo rises.", ev) is not None
    assert polarity("Begin with a large swing of the arm.", ev) is None


def test_the_old_one_is_the_old_thing_the_new_one_names():
    ev = "While the key stays down, slide the new finger onto it and lift the old one."
    assert polarity("Put the new finger on the key while it is down, then take the old finger off.", ev) is None
    assert polarity("Place the old finger on the key, then lift the new finger.", ev) is not None


def test_leaving_one_place_for_another_is_a_route():
    ev = "The family moves from a farm in the west of Ireland to the busy port of Liverpool after the harvest fails."
    assert swaps.route_swapped("The family leaves the port of Liverpool for a western farm.", ev)
    assert not swaps.route_swapped("The family leaves a farm in the west for the port of Liverpool.", ev)


def test_staying_in_the_same_place_is_not_changing_place():
    ev = "Over the winter the tagged seals changed position every few days along the ice edge."
    assert polarity("The tagged seals stayed in the same place all winter.", ev) is not None
    assert polarity("The tagged seals changed position every few days.", ev) is None
    assert polarity("The tagged seals stayed in the same place all winter.",
                    "Over the winter the tagged seals did not change position.") is None


def test_the_old_one_is_read_wherever_its_pair_stands():
    from footnote.shared.verification.rewrites import ones_named

    assert ones_named("The new bow goes in the case and the old one on the stand.") == \
        "The new bow goes in the case and the old bow on the stand."
    assert ones_named("Put the new bow in the case and the old one on the stand.") == \
        "Put the new bow in the case and the old bow on the stand."


def test_no_before_a_noun_does_not_reach_a_verb_past_and():
    evidence = "Newly hatched chicks are blind and bare, and they never leave the nest until they can fly."
    # "no feathers" denies the feathers; "stay" is affirmed, and says what "never leave" says
    assert judge("The chicks have no feathers and stay in the nest until they can fly.", evidence,
                 similarity=0.8).verdict == "supported"
    assert judge("The chicks leave the nest before they can fly.", evidence,
                 similarity=0.8).verdict == "contradicted"


def test_an_opposite_is_placed_by_the_neighbours_of_its_own_sentence():
    evidence = ("The museum was founded in 1852, soon after the Great Exhibition. Its opening room shows steam "
                "engines, and the tour ends in the garden.")
    # "Exhibition" ends the first sentence: it is no neighbour of the second's "opening"
    assert judge("The museum was founded in 1852, soon after the Great Exhibition ended.", evidence,
                 similarity=0.8).verdict == "supported"
    assert judge("The tour opens in the garden.", evidence, similarity=0.8).verdict == "contradicted"


def test_a_denied_done_is_the_deed_it_stands_for():
    evidence = "Each player must sign the register before the match, which Carter did not do, so he was dropped."
    assert judge("Carter did not sign the register, so he was dropped.", evidence,
                 similarity=0.8).verdict == "supported"
    assert judge("Carter signed the register before the match.", evidence, similarity=0.8).verdict == "contradicted"
    assert done_named("You must pay first, which Ann did not do.") == "You must pay first, which Ann did not pay."
    assert done_named("You must pay first, which Ann has done.") == "You must pay first, which Ann has done."
    evidence = "Every ship must pass a safety inspection before it sails, which the Marigold has not done."
    assert judge("The Marigold has passed its safety inspection.", evidence, similarity=0.8).verdict == "contradicted"


def test_the_word_of_a_phrase_put_first_moves_nothing():
    evidence = "The story ends with her weeping as the bells wake her."
    assert polarity("At the close, the bells wake her and she weeps.", evidence) is None
    assert polarity("In the marsh, herons eat frogs.", "Frogs eat herons in the marsh.")


def test_overturning_an_idea_is_the_opposite_of_supporting_it():
    ev = "Careful counts of the eggs overturned the idea that the birds lay only in spring."
    assert polarity("The egg counts supported the idea that the birds lay only in spring.", ev)
    assert polarity("The egg counts overturned the idea that the birds lay only in spring.", ev) is None


def test_giving_up_a_title_is_the_opposite_of_keeping_it():
    ev = "Maria Vane, a Dutch heiress who gave up her fortune, is arrested in Ghent during the siege."
    assert polarity("Maria Vane keeps her great fortune.", ev)  # "a Dutch heiress" names no other person
    assert polarity("Maria Vane gives up her fortune.", ev) is None


def test_an_instead_of_aside_ends_at_its_comma():
    span = "Tests showed that a crow hides food, burying nuts instead of seeds, less often when rivals are near."
    assert judge("Crows hide food more often when rivals are near.", span, similarity=0.8).verdict == "contradicted"
    assert judge("Crows hide food less often when rivals are near.", span, similarity=0.8).verdict == "supported"


def test_making_ones_own_is_no_opposite_of_single():
    span = "Anna Berg, a Lund watchmaker, cut single gears that turned about forty times a minute."
    assert judge("Anna Berg was a watchmaker in Lund who made her own gears.", span,
                 similarity=0.8).verdict == "supported"
    assert polarity("Each gear sits in its own case.", "The gears sit in a single case.") is not None


def test_male_and_female_centre_and_outer_guarding_and_abandoning_are_opposites():
    span = ("Male sticklebacks build a nest of weeds on the river bed. Females lay eggs in its centre, and the male "
            "then guards the eggs.")
    assert judge("Female sticklebacks build the nest, and males lay the eggs.", span,
                 similarity=0.8).verdict == "contradicted"
    assert judge("Females lay their eggs on the outer rim of the nest.", span, similarity=0.6).verdict == "contradicted"
    assert judge("The male deserts the eggs once they are laid.", span, similarity=0.6).verdict == "contradicted"
    assert judge("Females lay eggs in the centre of the nest, which the male guards.", span,
                 similarity=0.8).verdict == "supported"


def test_the_sources_word_said_in_its_own_place_stands_against_no_other_claim_word():
    span = "The suite pairs a slow introduction with a lively finale."
    assert polarity("The suite pairs a slow introduction with a quicker finale.", span) is None
    assert polarity("The suite pairs a quick introduction with a slow finale.",
                    "The suite pairs a slow introduction with a quick finale.") is not None  # a swap stays one


def test_a_quality_the_source_lowers_is_its_opposite():
    span = "At night the app lowers display brightness and mutes alerts."
    assert polarity("At night the display is dimmed and alerts are muted.", span) is None
    assert polarity("At night the app makes the display brighter.", span) is not None


def test_more_of_what_the_source_keeps_the_same_is_one_flip():
    span = ("Pupils who spread their practice over several weeks remembered more a month later than pupils who "
            "practised the same hours in one night.")
    assert judge("Pupils who practised in one night practised for more hours in total.", span,
                 similarity=0.7).verdict == "contradicted"


def test_the_alternative_rather_than_rules_out_is_one_contradiction():
    span = "Greet each returning guest differently every time rather than treating them identically."
    assert polarity("Treat each returning guest the same way every time.", span) is not None


def test_a_fronted_when_clause_is_the_condition_not_a_side():
    span = "Satellite texting lets you send messages over a radio link when cellular coverage is missing."
    assert judge("When cellular coverage is missing, you can send messages over satellite.", span,
                 similarity=0.8).verdict == "supported"


def test_free_is_the_opposite_of_charged():
    span = "Parcels to addresses abroad are charged at the standard international rate."
    assert judge("Parcels to addresses abroad are sent free.", span, similarity=0.7).verdict == "contradicted"


def test_recovering_is_the_opposite_of_losing():
    span = "After losing her seat on the council through a scandal, Marta retires to the coast."
    assert judge("Marta recovers her seat on the council.", span, similarity=0.7).verdict == "contradicted"


def test_welcoming_is_the_opposite_of_dismissing_and_resisting():
    span = "Critics at first dismissed the play, and the town council resisted its staging."
    assert judge("Critics welcomed the play at first.", span, similarity=0.7).verdict == "contradicted"
    assert judge("The town council welcomed its staging.", span, similarity=0.7).verdict == "contradicted"


def test_an_opposite_said_by_the_source_before_the_same_word_is_no_flip():
    evidence = ("In the final bars, keep the inner voices quiet, because the melody loses its glow if they are "
                "brought out.")
    assert judge("If the inner voices are brought out, the final bars lose their glow.", evidence,
                 similarity=0.8).verdict == "supported"
    assert judge("If the inner voices are brought out, the melody keeps its glow.", evidence,
                 similarity=0.8).verdict == "contradicted"


def test_a_denied_instruction_and_the_fault_the_source_names_are_one_fault_not_two_that_cancel():
    evidence = "Keep the bow light near the bridge, and never press hard, since a scratchy tone ruins the phrase."
    assert judge("Press hard near the bridge.", evidence, similarity=0.8).verdict == "contradicted"
    assert judge("Never press hard near the bridge.", evidence, similarity=0.8).verdict == "supported"


def test_letting_in_and_blocking_and_extending_and_shortening_are_opposites():
    evidence = "Open mode lets road noise in, and the boost setting shortens battery life to four hours."
    assert judge("Open mode blocks road noise.", evidence, similarity=0.8).verdict == "contradicted"
    assert judge("The boost setting extends battery life.", evidence, similarity=0.8).verdict == "contradicted"


def test_a_compound_opens_with_its_side_of_an_opposite_pair():
    ev = "The grant went mostly to lower-income households in the northern districts."
    found = polarity("The grant went mostly to the highest-income households in the north.", ev, set(), ev)
    assert found and found[0] == "opposite"
    assert polarity("The grant went mostly to lower-income households in the north.", ev, set(), ev) is None
    ev = "Water flows from the high-pressure tank into the pipe at the bottom."
    found = polarity("Water flows into the pipe from the tank where pressure is lower.", ev, set(), ev)
    assert found and found[0] == "opposite"


def test_hands_traded_in_compounds_are_one_swap_not_two_flips_that_cancel():
    ev = "In the trio the tune moves to the left hand beneath quiet right-hand chords."
    found = polarity("In the trio the right hand takes the tune, with quiet left-hand chords.", ev, set(), ev)
    assert found and found[0] == "swapped_roles"


def test_dip_is_the_other_way_from_rise():
    ev = "Cold air sinks at night, so the temperature at the valley floor dips before dawn."
    found = polarity("The temperature at the valley floor rises before dawn.", ev, set(), ev)
    assert found and found[0] == "opposite"


def test_an_extreme_the_source_names_is_not_flipped_by_its_comparison_of_other_things():
    ev = ("Rotation helps the soil most in the first three seasons, and its effect on yield is smaller than "
          "its effect on erosion.")
    assert polarity("Its effect is greatest in the first three seasons.", ev, set(), ev) is None
    assert polarity("Its effect is smallest in the first three seasons.", ev, set(), ev) is not None


def test_more_against_smaller_in_the_same_comparison():
    ev = "The drug's effect on sleep is smaller than its effect on mood."
    found = polarity("The drug affects sleep more than it affects mood.", ev, set(), ev)
    assert found and found[0] == "opposite"


def test_a_time_phrase_moved_across_the_verb_is_no_swap():
    ev = "Pupils who read more tended, years later, to have higher exam scores."
    assert polarity("Those who read more tended to score higher on exams years later.", ev, set(), ev) is None
    ev = "The later songs set French poems, and the early ones set German poems."
    found = polarity("The early songs set French poems, and the later ones set German poems.", ev, set(), ev)
    assert found and found[0] == "swapped_roles"


@pytest.mark.parametrize("claim, ev", [
    ("The trick works with two identical coins.", "The trick works with two different coins."),
    ("Mara admires her sister's calm.", "Mara is appalled by her sister's calm."),
    ("Texts from family are silenced like all others.",
     "In Focus mode texts from family still ring; others are silenced."),
])
def test_opposite_pairs_written_for_this_test(claim, ev):
    assert judge(claim, ev, similarity=0.85).verdict == "contradicted"


def test_forbidding_what_the_source_invites_is_contradicted():
    ev = "Bach left the ornaments to the player, and he invited performers to add their own."
    assert judge("Bach forbade performers to add their own ornaments.", ev, similarity=0.85).verdict == "contradicted"


def test_a_comparison_in_a_concessive_clause_is_a_side_of_its_own():
    ev = "Parents often fear strangers most, even though traffic is more dangerous to children than strangers are."
    verdict = judge("Strangers are more dangerous to children than traffic is.", ev, similarity=0.85)
    assert verdict.verdict == "contradicted", verdict.reason


def test_generous_and_harsh_are_opposites():
    ev = "Judges new to the competition tend to score their own students generously."
    assert judge("New judges tend to score their own students harshly.", ev, similarity=0.85).verdict == "contradicted"


def test_openly_for_secretly():
    ev = "On some nights the guard secretly opened the north gate and let the rebels in."
    assert judge("The guard openly opened the north gate.", ev, similarity=0.85).verdict == "contradicted"
    verdict = judge("The guard covertly opened the north gate.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    ev = "Pull requests opened by members run the tests; secrets are given only to the deploy job."
    verdict = judge("Pull requests opened by members run the tests.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason  # "opened" is no "openly", "secrets" no "secretly"


def test_the_reason_quotes_the_source_sentence_that_says_otherwise():
    ev = ("The old bridge over the river opened in 1990, after six years of work by builders from the town. "
          "Its deck is not made of steel.")
    verdict = judge("The old bridge over the river has a deck made of steel.", ev, similarity=0.85)
    assert verdict.verdict == "contradicted"
    assert "Its deck is not made of steel" in verdict.reason, verdict.reason


def test_separating_for_staying_attached_and_tall_for_short():
    ev = "The film of oil tends to stay attached to a warm curved surface."
    assert judge("The film of oil tends to separate from a warm curved surface.", ev,
                 similarity=0.85).verdict == "contradicted"
    ev = "In the north of the valley the pines are short and bent by the wind."
    assert judge("In the north of the valley the pines are tall and bent by the wind.", ev,
                 similarity=0.85).verdict == "contradicted"



def test_both_words_of_a_pair_named_together_on_both_sides():
    ev = "A thermos keeps heat in with a silver coating on the inside of the flask and another on the outside."
    verdict = judge("A thermos keeps heat in with a silver coating inside and outside the flask.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    ev = "Use more weight at the tip of the bow and less near the frog."
    assert judge("Use less weight at the tip of the bow and more near the frog.", ev, similarity=0.85).verdict == \
        "contradicted"


def test_a_flip_the_source_answers_in_a_closer_sentence_or_a_place_word_turned_round():
    ev = ("The pump keeps running as long as the float is below the line in the upper tank. If the float is lifted "
          "above that line, the pump stops.")
    verdict = judge("Lifting the float above the line stops the pump.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    ev = "The climber wakes tied to a ledge beneath an overhanging, ice-covered boulder that slowly slides."
    verdict = judge("An ice-covered, overhanging boulder hangs above the climber and slowly slides.", ev,
                    similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    ev = "The climber hangs beneath the ledge."
    assert judge("The climber hangs above the ledge.", ev, similarity=0.85).verdict == "contradicted"


def test_roughly_before_a_number_is_about():
    ev = ("In many price lists the leading digit is 1 about 30 percent of the time, while 9 leads less than 5 percent "
          "of the time. Clerks who make up prices tend to spread the first digits evenly.")
    verdict = judge("In many price lists the first digit is 1 roughly 30 percent of the time.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_more_strongly_against_weakens():
    ev = "Cooling the wire strengthens its pull on the needle, and warming it weakens its pull on the needle."
    assert polarity("Warming the wire gives a stronger pull on the needle.", ev)
    assert polarity("Warming the wire gives a weaker pull on the needle.", ev) is None


def test_a_clause_s_verb_said_as_the_other_s_participle_is_no_swap():
    ev = "The ranger expects the deer to cross at dusk, so she spends the evening watching the ford."
    assert polarity("The ranger watches the ford all evening, expecting the deer to cross at dusk.", ev) is None
    assert judge("The ranger watches the ford all evening, expecting the deer to cross at dusk.", ev,
                 similarity=0.85).verdict == "supported"


def test_an_ing_noun_is_not_its_verb():
    ev = "In the storm the river flooded the lower fields and swept away a building."
    assert polarity("The flooding river destroyed one of the farm's buildings.", ev) is None
    assert polarity("In the storm the river built up the lower fields.", "In the storm the river destroyed the lower "
                    "fields.")


def test_joining_a_meeting_is_no_putting_together():
    ev = ("When the lobby is enabled, guests who join a call wait in a separate screen until the host admits them. "
          "The host can admit people one at a time or click Admit all.")
    assert polarity("With the lobby on, guests who join wait on a separate screen until the host lets them in.", ev) \
        is None
    assert polarity("The host can admit guests one by one or all at once with Admit all.", ev) is None
    assert polarity("Join the two notes smoothly.", "Play the two notes separately.")


def test_an_opposite_said_of_one_subject_is_placed_by_that_subject_however_far_before_is():
    ev = "The verses are in D minor over a walking bass, and the chorus in the relative major is louder."
    assert judge("The chorus is quieter than the verses.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("The bridge of the new song is quieter.", "The bridge is short, and the coda in the home key is "
                 "louder.", similarity=0.8).verdict != "contradicted"  # another subject: nothing placed
    assert judge("The chorus is louder than the verses.", ev, similarity=0.8).verdict == "supported"


def test_show_against_hide_and_a_wait_made_longer_against_one_cut():
    ev = "Reading mode lets you hide the sidebar and comments while you read an article."
    assert judge("Reading mode shows the sidebar and comments while you read.", ev, similarity=0.8).verdict \
        == "contradicted"
    assert judge("Reading mode hides the sidebar while you read.", ev, similarity=0.8).verdict == "supported"
    ev = "Clinics that added an evening session cut the average wait for an appointment to four days."
    assert judge("Adding an evening session made the average wait longer.", ev, similarity=0.8).verdict \
        == "contradicted"
    assert judge("Adding an evening session shortened the average wait.", ev, similarity=0.8).verdict == "supported"


def test_an_opposite_is_placed_by_the_clause_said_alike_after_it():
    ev = ("Gedike's Miniature, from his 60 Easy Pieces for Beginners, Op. 36, puts the melody in the left hand "
          "while the right hand plays repeated chords above it.")
    assert judge("The right hand plays the melody while the left hand plays repeated chords.", ev,
                 similarity=0.8).verdict == "contradicted"


def test_a_correlative_says_no_roles_by_its_order():
    ev = "The higher the kite flies, the greater the pull."
    assert judge("The pull grows as the kite flies higher.", ev, similarity=0.8).verdict == "supported"
    assert judge("The lower the kite flies, the greater the pull.", ev, similarity=0.8).verdict == "contradicted"

"""Numbers the evidence does or does not give (examples written for these tests, not the benchmark)."""

from footnote.shared.verification.frequencies import frequency_check
from footnote.shared.verification.judge import judge
from footnote.shared.verification.numbers import bounds_said, number_words, numbers_check
from footnote.shared.verification.words import canon


def test_a_number_the_source_gives_for_the_same_unit_contradicts():
    ev = "The ferry sails three times a day and takes 40 minutes."
    assert numbers_check("The ferry takes 40 minutes.", ev, "") is None
    assert numbers_check("The ferry takes 50 minutes.", ev, "")[0] == "contradicted"
    assert numbers_check("The ferry carries 200 cars.", ev, "")[0] == "unsupported"


def test_one_thing_with_an_article_in_the_source_is_no_new_number():
    assert numbers_check("Each visitor gets one ticket.", "Each visitor gets a single ticket.", "") is None


def test_how_often_is_compared_by_unit():
    assert frequency_check("Water the seedlings weekly.", "Water the seedlings every day.", "")[0] == "contradicted"
    assert frequency_check("Water the seedlings daily.", "Water the seedlings every day.", "") is None


def test_a_number_in_the_sentence_of_another_group_has_moved():
    from footnote.shared.verification.counts import number_moved

    ev = "Among nurses, sick days fell by 20 percent. Among porters, sick days fell by 4 percent."
    moved = number_moved("Sick days fell by 20 percent among porters, and by 4 percent among nurses.", ev)
    assert moved and moved[0] == "contradicted" and "'porters'" in moved[2]
    assert number_moved("Sick days fell by 20 percent among nurses, and by 4 percent among porters.", ev) is None
    assert number_moved("Sick days fell by 20 percent among nurses.", ev) is None  # one clause moves nothing


def test_half_the_time_is_twice_as_long_from_the_other_end():
    ev = "Tired drivers took twice as long to brake as rested drivers."
    assert numbers_check("Rested drivers braked in half the time.", ev, "") is None


def test_a_number_the_source_gives_for_something_else():
    from footnote.shared.verification.numbers import numbers_check

    ev = "The pump checks pressure every 4 minutes and shuts down after two failed checks."
    assert numbers_check("The pump shuts down after four failed checks.", ev, "")[0] == "contradicted"
    assert numbers_check("The pump checks pressure every four minutes.", ev, "") is None


def test_years_later_counts_from_the_year_before():
    ev = "The bridge opened in 1932. Fifty years later it was widened to six lanes."
    assert numbers_check("The bridge was widened in 1982.", ev, "") is None
    assert numbers_check("The bridge was widened in 1972.", ev, "")[0] != "supported"


def test_daily_is_said_by_once_a_day():
    from footnote.shared.verification.frequencies import frequencies_said

    assert frequencies_said("The index is rebuilt daily.", "The index is rebuilt once a day at midnight.")
    assert not frequencies_said("The index is rebuilt weekly.", "The index is rebuilt once a day.")


def test_one_at_a_time_is_a_manner_not_a_count():
    ev = "Tighten the wheel nuts separately, in a star pattern, before lowering the car."
    assert numbers_check("Tighten the wheel nuts one at a time, in a star pattern.", ev, "") is None
    assert numbers_check("Tighten the wheel nuts one by one, in a star pattern.", ev, "") is None
    assert numbers_check("Tighten the wheel nuts one bolt at a time.", ev, "") is None
    assert numbers_check("Tighten one wheel nut, in a star pattern.", ev, "") is not None


def test_one_way_among_others_is_no_count():
    from footnote.shared.verification.numbers import _numbers

    ev = "Stretch the hamstrings gently after a run; holding each stretch for thirty seconds is enough."
    assert numbers_check("One way to look after the hamstrings is a gentle stretch after a run.", ev, "") is None
    assert numbers_check("One reason to stretch after a run is the hamstrings.", ev, "") is None
    assert "1" not in _numbers("One way to practise is slowly.") and "1" in _numbers("Take one tablet at night.")


def test_numbers_that_label_things_are_the_ordinals_that_name_them():
    ev = "Play bars 5 and 6 with the pedal held, and lift it at the start of the seventh bar."
    assert numbers_check("Hold the pedal through the fifth and sixth bars.", ev, "") is None
    assert numbers_check("Hold the pedal through the eighth bar.", ev, "") is not None
    ev = "Practise the scale for 5 minutes, then rest before the seventh exercise."
    assert numbers_check("Rest before the fifth exercise.", ev, "") is not None  # "5 minutes" is a count


def test_one_day_as_some_day_and_the_two_things_the_source_compares():
    ev = "The brothers dream of owning a boat. Catches did not differ between the crews."
    assert numbers_check("The brothers hope one day to own a boat.", ev, "") is None
    assert numbers_check("The brothers fish one day a week.", ev, "") is not None
    assert numbers_check("The two crews had similar catches.", ev, "") is None
    assert numbers_check("The three crews had similar catches.", ev, "") is not None


def test_a_number_before_and_is_a_list_not_a_count_of_ands():
    ev = "Trill with fingers two and three, never three and four."
    v = numbers_check("Trill with fingers four and five.", ev, "")
    assert v is not None and " and," not in v[2] and "5" in v[2]


def test_up_to_a_figure_says_a_maximum():
    ev = "Set max_retries to choose how many times a failed upload is tried again, up to 12."
    assert bounds_said("The retries are capped at a maximum of 12.", ev) == {"cap", "maximum"}
    assert bounds_said("There is a minimum of 12 retries.", ev) == set()
    assert judge("Uploads that fail are tried again up to a maximum of 12 times.", ev).verdict == "supported"
    assert judge("Uploads that fail are tried again up to a maximum of 20 times.", ev).verdict != "supported"


def test_a_range_of_percentages_gives_its_unit_to_both_ends():
    ev = "Over the decade the share of rail freight grew from 12% to 19% of all goods moved."
    assert numbers_check("Rail's share of goods moved rose from 12 to 19 percent over the decade.", ev, "") is None
    assert numbers_check("Rail's share of goods moved rose from 12 to 29 percent over the decade.", ev, "")


def test_fifty_percent_more_is_no_half_of_twice():
    ev = "Twice a week the volunteers swept the beach, and their bags held 15% more plastic than in the spring."
    assert numbers_check("Their bags held 50% more plastic than in the spring.", ev, "")


def test_a_number_and_a_half_in_words():
    ev = "About 3.5 million visitors came to the fair in its first year."
    assert numbers_check("Roughly three and a half million visitors came to the fair.", ev, "") is None
    assert numbers_check("Roughly four and a half million visitors came to the fair.", ev, "")


def test_the_same_thing_is_one_thing_and_a_list_gives_its_count():
    ev = "The charter sets out the same oath in Latin, French and English."
    assert numbers_check("One oath is given in the charter.", ev, "") is None
    assert numbers_check("The oath appears three times: in Latin, in French and in English.", ev, "") is None
    assert numbers_check("The oath appears four times: in Latin, in French, in Welsh and in English.", ev, "")


def test_twice_a_week_counts_times_per_week():
    ev = "Over 10 weeks, adults who swam in cold water twice a week reported better mood than non-swimmers."
    assert numbers_check("Adults swimming twice weekly for 10 weeks reported better mood.", ev, "") is None
    assert numbers_check("Adults swimming five times a week for 10 weeks reported better mood.", ev, "")


def test_a_hyphenated_fraction_is_a_share():
    ev = "Resizing the table when it is about 75% full keeps collisions rare."
    assert numbers_check("Grow the table once it is around three-quarters full.", ev, "") is None
    assert numbers_check("Grow the table once it is around two-thirds full.", ev, "")


def test_a_number_in_the_sources_name_does_not_say_a_count_the_source_gives_otherwise():
    ev = "A deadlock needs four conditions at once: mutual exclusion, hold and wait, no preemption and circular wait."
    name = "Operating systems lecture 3: deadlock"
    assert numbers_check("A deadlock needs three conditions at once.", ev, name)
    assert numbers_check("Lecture 3 says a deadlock needs four conditions at once.", ev, name) is None


def test_a_year_from_a_clause_that_shares_far_fewer_of_the_claims_words():
    ev = ("The Factory Act 1905 gave workers shorter shifts in the mills. Workers won a free Saturday afternoon in "
          "the mills only in 1919.")
    assert judge("Workers won a free Saturday afternoon in the mills in 1905.", ev).verdict == "contradicted"
    assert judge("Workers won a free Saturday afternoon in the mills in 1919.", ev).verdict == "supported"


def test_a_factor_said_as_a_fold():
    ev = "The new dose raised the hormone level tenfold within a week."
    assert numbers_check("The new dose raised the hormone level by a factor of ten within a week.", ev, "") is None
    assert numbers_check("The new dose raised the hormone level by a factor of five within a week.", ev, "")


def test_consecutive_counts_the_thing_after_it():
    span = "A job that fails four runs in a row is paused, and it resumes after two consecutive clean runs."
    assert numbers_check("Four consecutive failed runs pause a job.", span, "") is None
    assert numbers_check("Three consecutive failed runs pause a job.", span, "")


def test_one_time_is_once():
    span = "A failed upload is retried once after a short pause."
    assert numbers_check("A failed upload is retried one time.", span, "") is None
    assert numbers_check("A failed upload is retried one time.", "Once the upload fails, it is logged.", "")


def test_a_fifth_time_is_an_ordinal_not_a_share():
    span = "A job that fails is retried four times; after the fifth failure it is parked."
    assert numbers_check("A job that fails a fifth time is parked.", span, "") is None
    assert numbers_check("A fifth of the jobs are parked.", span, "") is not None


def test_more_likely_is_said_by_more_often():
    from footnote.shared.verification.frequencies import frequencies_said
    ev = "Seedlings planted deeper survived the drought more often."
    assert frequencies_said("Seedlings planted deeper were more likely to survive.", ev)
    assert not frequencies_said("Seedlings planted deeper were less likely to survive.", ev)


def test_a_bare_number_counts_the_thing_its_sentence_counts_and_no_other():
    ev = "The queue holds 20 jobs at start-up and holds at most 80 at night."
    assert numbers_check("At night the queue holds up to 80 jobs.", ev, "") is None
    ev2 = "Backups are taken when the disk reaches 100 GB or once a week. The ten most recent backups are kept."
    assert numbers_check("Backups are taken when the disk reaches 10 GB.", ev2, "")


def test_half_of_the_way_is_said_by_halfway():
    ev = "Lower the lid only halfway before the hinge clicks."
    assert judge("Lower the lid only half of the way before the hinge clicks.", ev, similarity=0.8).verdict != \
        "unsupported"


def test_a_hyphenated_tens_and_units_number_is_its_sum():
    ev = "On the first day, 41 of the 60 riders finished the stage."
    assert judge("Forty-one riders finished the first stage.", ev, similarity=0.8).verdict == "supported"
    assert judge("Forty-two riders finished the first stage.", ev, similarity=0.8).verdict != "supported"


def test_the_part_of_a_whole_counts_the_wholes_things_and_no_two_is_no_count():
    ev = "Of the 40 riders, 31 finished the stage before dark."
    assert judge("31 riders finished the stage before dark.", ev, similarity=0.8).verdict == "supported"
    assert judge("35 riders finished the stage before dark.", ev, similarity=0.8).verdict != "supported"
    assert judge("31 riders finished the stage.", "31 of the 40 riders finished the stage.",
                 similarity=0.8).verdict == "supported"
    ev = "Each shell grows along its own spiral, so every one ends with a different pattern."
    assert judge("No two shells end with the same pattern.", ev, similarity=0.8).verdict == "supported"


def test_the_wholes_number_given_to_what_a_part_did_is_contradicted():
    ev = "31 of the 40 riders finished the stage before dark."
    assert judge("40 riders finished the stage before dark.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("31 riders finished the stage before dark.", ev, similarity=0.8).verdict == "supported"
    assert judge("The race had 40 riders.", ev, similarity=0.8).verdict != "contradicted"
    assert judge("40 riders finished the stage.", "Of the 40 riders, 31 finished the stage.",
                 similarity=0.8).verdict == "contradicted"


def test_the_two_of_a_pair_the_source_names():
    ev = "The storm stranded Nell and Rosa at the lighthouse, where the keeper sheltered them for a week."
    assert numbers_check("The keeper sheltered the two girls for a week.", ev, "") is None
    assert numbers_check("The keeper sheltered the three girls for a week.", ev, "") is not None
    ev = "The storm stranded Nell, Rosa and Kit at the lighthouse."
    assert numbers_check("The storm stranded the two girls at the lighthouse.", ev, "") is not None


def test_an_nth_birthday_is_an_age_and_an_nth_century_its_hundreds():
    ev = "Marta was given the farm on her sixteenth birthday, in a house built in the fourteenth century."
    assert numbers_check("Marta got the farm when she turned sixteen.", ev, "") is None
    assert numbers_check("Marta got the farm when she turned 16.", ev, "") is None
    assert numbers_check("Marta got the farm on her twenty-first birthday.", ev, "") is not None
    assert numbers_check("The house dates from the 1300s.", ev, "") is None
    assert numbers_check("The house dates from the 1400s.", ev, "") is not None
    assert numbers_check("Marta got the farm when she turned sixteen.", "Marta got the farm in her sixteenth year.",
                         "") is not None  # an ordinal of another noun is no age


def test_ordinal_words_say_their_numbers():
    from footnote.shared.verification.numerals import ordinal_value
    said = [ordinal_value(w) for w in ("eighteenth", "twenty-first", "12th", "fifth", "ninetieth")]
    assert said == [18, 21, 12, 5, 90]
    assert [ordinal_value(w) for w in ("last", "twenty-twelfth", "tenthly", "fast")] == [None, None, None, None]


def test_a_peak_is_said_by_up_to():
    span = "The kiln is fired at up to 1,300 degrees for the glaze."
    assert {canon("peak"), canon("reach")} <= bounds_said("The kiln's temperature can reach a peak of 1,300 degrees.",
                                                          span)
    assert bounds_said("The kiln reaches 1,300 degrees.", "The kiln is fired at 1,300 degrees.") == set()


def test_musical_names_are_not_amounts():
    ev = "A waltz is in three-four time, and its melody often moves by semitones."
    assert numbers_check("A waltz is in triple time.", ev, "") is None
    assert numbers_check("The melody moves by half steps.", ev, "") is None
    assert numbers_check("Half the melody moves by semitones.", ev, "") is not None


def test_one_per_beat_is_a_count_and_the_two_of_them_is_not():
    ev = "A march moves in steady half notes, usually one per bar, and the drummers keep it even."
    assert numbers_check("A march usually plays one half note in each bar.", ev, "") is None
    ev = "She asks her brother that they forgive one another."
    assert numbers_check("She asks that the two of them forgive each other.", ev, "") is None


def test_a_day_and_a_half_is_a_length_not_a_share():
    ev = "The ferry did not sail from the island until about 36 hours later, when the storm had passed."
    assert judge("The ferry sailed roughly a day and a half later.", ev, similarity=0.7).verdict == "supported"
    assert judge("The ferry sailed roughly a week and a half later.", ev, similarity=0.7).verdict == "contradicted"


def test_a_count_of_the_things_the_source_lists():
    ev = "The survey found the wrecks of 1702, 1744, 1790 and 1811 lying within a mile of the reef."
    assert numbers_check("Four recorded wrecks lie near the reef.", ev, "") is None
    assert numbers_check("Five recorded wrecks lie near the reef.", ev, "") is not None
    assert numbers_check("Four divers searched the reef.", ev, "") is not None  # the list is of wrecks


def test_one_before_an_amount_is_no_count():
    ev = "Each pupil has 5 GB of space, shared across notes, files and recordings."
    assert numbers_check("Notes, files and recordings share one 5 GB allowance.", ev, "") is None
    assert numbers_check("Notes, files and recordings share one allowance each.", ev, "") is not None


def test_from_one_to_the_next_counts_nothing():
    ev = "The swallows' nests were checked every evening, and the count changed from night to night."
    assert numbers_check("The count of nests changed from one night to the next.", ev, "") is None
    assert numbers_check("The count of nests changed over one night.", ev, "") is not None


def test_a_count_is_not_said_by_a_list_in_another_sentence():
    ev = "After each rehearsal, note one thing that went badly. Before the next one, read the note and start there."
    assert numbers_check("Note three things that went badly after each rehearsal.", ev, "") is not None
    ev2 = "The museum shows three works by her: a quilt, a chair and a drawing."
    assert numbers_check("The museum shows three of her works that were made by hand.", ev2, "") is None


def test_the_two_of_them_for_one_and_his_other():
    ev = "Each autumn the keeper and his brother repaint the lighthouse."
    assert numbers_check("Each autumn the two men repaint the lighthouse.", ev, "") is None
    assert numbers_check("Each autumn the three men repaint the lighthouse.", ev, "") is not None


def test_one_described_thing_is_said_by_a_single_one():
    evidence = "The fountain sends water up in short bursts rather than a single continuous jet."
    assert numbers_check("The water rises in bursts, not one steady jet.", evidence, "") is None
    assert numbers_check("The water rises in bursts, not two steady jets.", evidence, "")


def test_two_named_people_are_the_two_women():
    span = "In Bath, Anne Elliot and her friend Lady Russell are offered a carriage, and Mr Walker lends it to them."
    assert numbers_check("Mr Walker lends a carriage to the two women.", span, "") is None
    assert numbers_check("Mr Walker lends a carriage to the three women.", span, "") is not None


def test_halving_is_half():
    assert numbers_check("Cutting the budget in half saved the programme.", "Halving the budget saved the programme.",
                         "") is None
    assert numbers_check("Doubling the staff halves the wait.", "Doubling the staff cuts the wait by a third.",
                         "") is not None


def test_a_number_after_a_noun_is_its_ordinal():
    span = "The heroine does not appear until the second act."
    assert numbers_check("The heroine does not appear until act two.", span, "") is None
    assert numbers_check("The heroine does not appear until act three.", span, "") is not None


def test_one_another_is_each_other_not_a_count():
    ev = "Young crabs kept in a tank fight each other for shelter."
    assert numbers_check("Young crabs kept together fight one another.", ev, "") is None
    assert numbers_check("Young crabs kept together fight one rival.", ev, "") is not None


def test_an_approximate_word_before_a_share_says_the_number():
    assert canon("around") in number_words("The rope stretches by around a quarter.")
    assert canon("around") in number_words("The rope stretches by around 25%.")
    assert canon("around") not in number_words("The rope stretches around a post.")


def test_two_times_is_twice():
    ev = "The choir rehearsed the anthem twice before the service."
    assert numbers_check("The choir rehearsed the anthem two times before the service.", ev, "") is None
    assert numbers_check("The choir rehearsed the anthem three times before the service.", ev, "") is not None


def test_a_hyphenated_percentage_in_words_is_its_whole_number():
    ev = "In the survey, 85 percent of the nurses said the new rota was fairer."
    assert numbers_check("Eighty-five percent of the nurses found the new rota fairer.", ev, "") is None
    assert numbers_check("Sixty-five percent of the nurses found the new rota fairer.", ev, "") is not None
    verdict = judge("Eighty-five percent of the nurses found the new rota fairer.", ev, similarity=0.7).verdict
    assert verdict == "supported"


def test_one_to_one_and_one_off_are_kinds_not_counts():
    ev = "Evening classes cost less than private tuition, and the college charges a single enrolment fee."
    assert numbers_check("Evening classes are cheaper than one-to-one tuition.", ev, "") is None
    assert numbers_check("The college charges a one-off enrolment fee.", ev, "") is None
    assert numbers_check("Evening classes cost less than two private lessons.", ev, "") is not None


def test_one_thing_in_four_is_a_quarter():
    ev = ("The seeds were sown in March in a cold frame. About a third of the seeds sprouted within "
          "a month, and most of those survived.")
    verdict = judge("Roughly one seed in three sprouted.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    assert judge("Roughly one seed in four sprouted.", ev, similarity=0.85).verdict != "supported"


def test_two_times_in_three_is_two_thirds():
    ev = "In the trial, the new seed drill sowed evenly two times in three, the old one only one time in three."
    verdict = judge("The new seed drill sowed evenly two thirds of the time.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    assert judge("The new seed drill sowed evenly three quarters of the time.", ev, similarity=0.85).verdict != \
        "supported"


def test_one_and_the_other_is_one_of_two_not_a_count():
    ev = "Each chick was given two perches: one of bare metal near the lamp, and one of soft felt in the shade."
    verdict = judge("One perch was bare metal near the lamp; the other was soft felt in the shade.", ev,
                    similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    assert judge("Each chick was given one perch of bare metal.", ev, similarity=0.85).verdict != "supported"


def test_two_of_a_deed_done_twice_and_an_amount_per_other_unit():
    ev = "The signal is amplified twice before it reaches the speaker. The unit runs for ten minutes a day."
    assert numbers_check("Two amplifications happen before the signal reaches the speaker.", ev, "") is None
    assert numbers_check("Three amplifications happen before the signal reaches the speaker.", ev, "")
    assert frequency_check("The unit runs for ten minutes a week.", ev, "")
    assert frequency_check("The unit runs for ten minutes every day.", ev, "") is None


def test_a_count_of_thousands_is_one_number():
    ev = "The museum's appeal raised twenty-five thousand pounds in its first month and 1.2 million by the end."
    found = judge("The appeal raised a thousand pounds in its first month.", ev, similarity=0.8)
    assert found.verdict != "supported" and "25,000" in found.reason
    assert judge("The appeal raised 25,000 pounds in its first month.", ev, similarity=0.8).verdict == "supported"
    assert judge("By the end the appeal had raised 1,200,000.", ev, similarity=0.8).verdict == "supported"


def test_no_n_of_a_set_is_its_nth():
    ev = "The Butterfly is the first of Grieg's Lyric Pieces, Op. 43, published in 1886."
    assert judge("The Butterfly is No. 1 of Grieg's Lyric Pieces, Op. 43.", ev, similarity=0.8).verdict == "supported"
    assert judge("The Butterfly is No. 2 of Grieg's Lyric Pieces, Op. 43.", ev, similarity=0.8).verdict != "supported"


def test_times_a_day_against_another_count_a_day():
    ev = "Stand the trap at least twice as far from a hedge as the hedge is tall. Empty it once a week, on a Monday."
    found = judge("Empty the trap twice a week.", ev, similarity=0.8)
    assert found.verdict == "contradicted" and "'once a week'" in found.reason
    assert judge("Empty the trap once a week.", ev, similarity=0.8).verdict == "supported"


def test_an_ordinal_past_twelfth_and_one_after_a_describing_word():
    ev = "Of the set's twenty waltzes, the seventeenth is the best known. The slow final waltz closes the set quietly."
    assert judge("The best-known waltz is the thirteenth.", ev, similarity=0.8).verdict != "supported"
    assert judge("The last waltz closes the set quietly.", ev, similarity=0.8).verdict == "supported"

"""A number put where the source has another in the same words (``counts``), on examples written for these tests."""

from footnote.shared.verification.counts import number_in_frame, number_moved, once_check, other_factor
from footnote.shared.verification.judge import judge

SPAN = "For a waltz, count each bar in three. Accent beat one and keep beats two and three light."


def test_a_bare_number_after_the_sources_words_for_another():
    found = number_in_frame("Count each bar in two for a waltz.", SPAN)
    assert found and found[0] == "contradicted" and "3" in found[2]
    assert judge("Count each bar in two for a waltz.", SPAN).verdict == "contradicted"
    assert number_in_frame("For a waltz, count each bar in three.", SPAN) is None


def test_a_number_with_its_unit_is_no_bare_count():
    span = "Backups are kept for 14 days; weekly ones are kept for 8 weeks."
    assert number_in_frame("Weekly backups are kept for 2 months.", span) is None


def test_a_year_dated_to_the_month_the_source_gives_stays_in_its_clause():
    from footnote.shared.verification.counts import _number_elsewhere

    ev = ("When the Soviet Union blockaded West Berlin in June 1948, the Western Allies supplied the city by air. "
          "The blockade was lifted in May 1949.")
    assert _number_elsewhere("The Soviet blockade of West Berlin ended in May 1949.", "1949", ev) is None
    assert _number_elsewhere("The Soviet Union blockaded West Berlin in 1949.", "1949", ev)


def test_a_length_of_time_from_another_finding_is_moved_though_both_give_hours():
    from footnote.shared.verification.counts import number_moved

    ev = ("Patients who walked at least 20 minutes a day slept better than those who did not walk. Sleep gains "
          "levelled off above 45 minutes, whatever the patients' age.")
    assert number_moved("Sleep gains levelled off above 20 minutes a day.", ev)
    assert number_moved("Sleep gains levelled off above 45 minutes a day.", ev) is None
    assert number_moved("Patients who walked 20 minutes a day slept better.", ev) is None


def test_an_ordinal_between_the_words_the_source_puts_around_another():
    ev = "The drummer plays a kick on the first beat and plays the snare on the second beat."
    assert number_in_frame("The drummer plays the snare on the first beat.", ev)
    assert number_in_frame("The drummer plays the kick on the first beat.", ev) is None


def test_as_many_times_as_needed_where_the_source_says_used_once():
    from footnote.shared.verification.counts import once_check
    ev = "Backup keys can each be used once; the console shows how many are left."
    assert once_check("Backup keys can be used as many times as needed.", ev)
    assert once_check("Each backup key works only one time.", ev) is None
    assert once_check("Keys are checked once the console starts.", "Keys can be reused.") is None


def test_one_thing_where_the_source_counts_several():
    ev = "Herons swallow several small frogs whole on each dive, then fly back to the nest."
    assert once_check("Herons swallow a single frog on each dive.", ev) is not None
    assert once_check("Herons swallow frogs whole on each dive.", ev) is None
    assert once_check("Herons swallow a single frog on each dive.",
                      "Herons swallow several small frogs on some dives and a single frog on others.") is None
    ev = "The plan names one main goal."
    assert once_check("The plan names several main goals.", ev) is not None


def test_every_one_where_the_source_says_all_but_one():
    ev = "When the alarm sounded, all but two of the climbers reached the hut before dark."
    assert once_check("Every climber reached the hut before dark.", ev) is not None
    assert once_check("All but two climbers reached the hut before dark.", ev) is None
    assert once_check("All but one of the climbers reached the hut before dark.",
                      "Every climber reached the hut before dark.") is not None
    assert once_check("Every climber carried a rope.", ev) is None  # another thing said of every climber


def test_as_often_as_you_like_where_the_source_caps_it():
    ev = "Each library card can renew a book online. A book cannot be renewed more than three times."
    assert once_check("You can renew a book as many times as you want.", ev) is not None
    assert once_check("A book can be renewed up to three times.", ev) is None
    assert once_check("A book can be renewed at most twice.", "You can renew a book as often as you like.")
    assert once_check("A book can be renewed up to five times.", "You can renew a book as often as you like.")
    assert once_check("You can borrow as many books as you want.", ev) is None  # no cap on how often


def test_another_factor_verb_for_the_same_thing():
    span = "After the redesign, visits to the library website tripled within a year."
    assert other_factor("Visits to the library website doubled after the redesign.", span) is not None
    assert other_factor("Visits to the library website tripled after the redesign.", span) is None
    assert other_factor("Loans doubled.", span) is None  # about another thing


def test_each_time_a_deed_is_done_against_only_once():
    ev = "The welcome text is sent to each new member only once, on the day they join."
    assert once_check("The welcome text is sent every time a member logs in.", ev)[0] == "contradicted"
    assert once_check("The welcome text goes out for every visit they make.", ev)[0] == "contradicted"
    assert once_check("The welcome text is sent only once.", ev) is None
    assert once_check("She studies only once the children are asleep.", "She studies every night they sleep early.") \
        is None


def test_a_number_from_the_clause_after_and_with_its_own_subject():
    ev = "The standard loan is 14 days, and you can extend it to 21 or 28 days online."
    assert number_moved("The standard loan lasts 28 days.", ev)[0] == "contradicted"
    assert number_moved("You can extend a loan to 28 days online.", ev) is None
    ev = "Halley saw that comets returned about every 76 years, and predicted the next would appear in 1758."
    assert number_moved("Halley forecast the comet's return for 1758.", ev) is None  # 76 years is no year


def test_twice_as_many_and_one_in_twenty_count_nothing_as_one_or_many():
    ev = "About one warning in twenty is serious. At weekends the figure is almost twice as high."
    assert once_check("At weekends there are almost twice as many serious warnings.", ev) is None
    assert once_check("At weekends there are many serious warnings.", "At weekends one serious warning came.")
    ev2 = "The committee raised one main objection to the plan."
    assert once_check("The committee raised several main objections to the plan.", ev2)

"""Dates in a clause and which comes first, on examples written for these tests."""

import pytest

from footnote.shared.verification.dates import clock_times, date_of, earlier, gap_said
from footnote.shared.verification.judge import judge


def test_a_clause_gives_its_year_month_and_day():
    assert date_of("the treaty was signed on 3 march 1918") == (1918, 3, 3)  # read in lower case
    assert date_of("the siege ended in may of that year") == (None, 5, None)
    assert date_of("pompey fled in 48 bc") == (-48, None, None)
    assert date_of("the sonata was finished quickly") is None


def test_which_of_two_dates_comes_first():
    assert earlier((1917, 11, None), (1918, 3, 3)) is True
    assert earlier((-44, None, None), (-49, None, None)) is False
    assert earlier((None, 5, None), (1918, None, None)) is None  # nothing both give


def test_not_done_until_a_year_dates_the_doing_to_that_year():
    from footnote.shared.verification.dates import not_until
    from footnote.shared.verification.judge import judge

    ev = "In 1930 Gandhi led the Salt March to protest the British salt tax, but the tax was not abolished until 1947."
    assert not_until("The British abolished the salt tax soon after the march in 1930.", ev)
    assert not_until("The salt tax was abolished in 1947.", ev) is None
    assert judge("The salt tax was abolished in 1947.", ev).verdict == "supported"
    assert judge("The salt tax was never abolished.", ev).verdict == "contradicted"


@pytest.mark.parametrize("text, times", [
    ("The build starts at 02:00.", {"02:00": None}),
    ("The build starts at 2 a.m.", {"02:00": None}),
    ("the shop shuts at 9pm", {"21:00": None}),
    ("lunch at 12:30 p.m.", {"12:30": None}),
    ("a 5 amp fuse", {}),
])
def test_times_of_day_on_one_clock(text, times):
    assert clock_times(text)[1] == times


def test_one_time_written_two_ways_is_one_number():
    source = "The nightly export runs at 23:30 and the report is mailed at 06:00."
    assert judge("The export runs every night at 11:30 p.m.", source).verdict == "supported"
    assert judge("The report is mailed at 6 p.m.", source).verdict != "supported"


def test_early_or_late_in_a_year_said_by_its_month():
    from footnote.shared.verification.dates import part_of_year_said
    from footnote.shared.verification.words import canon

    ev = "The expedition left Hobart in February 1912 and returned in November 1913."
    assert canon("early") in part_of_year_said("Early in 1912 the expedition left Hobart.", ev)
    assert canon("late") in part_of_year_said("It returned late in 1913.", ev)
    assert not part_of_year_said("It returned early in 1913.", ev)
    assert not part_of_year_said("The expedition left Hobart late in 1912.", ev)


def test_a_gap_in_years_is_said_by_two_years_that_far_apart():
    evidence = "Digging on the canal began in 1802, and the canal opened in 1811."
    assert judge("Digging began in 1802, and the canal opened nine years later.", evidence,
                 similarity=0.8).verdict == "supported"
    assert judge("Digging began in 1802, and the canal opened five years later.", evidence,
                 similarity=0.8).verdict != "supported"
    assert gap_said("It opened nine years later.", evidence) == {"nine", "year", "later"}
    assert gap_said("It opened 9 years later.", "It was begun in 1802.") == set()


def test_dates_from_says_only_the_year():
    span = "Ravel finished the suite in 1917. Each movement honours a friend killed in the war."
    assert judge("The suite dates from 1917.", span, similarity=0.5).verdict == "supported"
    assert judge("The suite dates from 1971.", span, similarity=0.5).verdict != "supported"


def test_dates_from_a_time_the_source_gives_in_words():
    span = "Fauré wrote the barcarolles in his last years, when his hearing was failing."
    assert judge("The late barcarolles date from Fauré's last years.", span, similarity=0.5).verdict == "supported"
    assert judge("The late barcarolles date from Fauré's student years.", span, similarity=0.5).verdict != "supported"

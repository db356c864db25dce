"""A number put where the source has another in the same words (``counts``), on examples written for these tests."""

from footnote.shared.verification.counts import number_in_frame
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

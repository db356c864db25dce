"""Comparisons (examples written for these tests, not the benchmark)."""

from footnote.shared.verification.comparisons import comparative, turned_round


def test_comparatives_of_the_opposite_pairs():
    assert comparative("warmer") and comparative("fewer")
    assert not comparative("after") and not comparative("corner")


def test_a_comparison_from_the_other_end_is_the_same_statement():
    span = "Seedlings kept in shade grew more leaves than seedlings kept in full sun."
    assert turned_round("Seedlings kept in full sun grew fewer leaves.", span)
    assert not turned_round("Seedlings kept in shade grew fewer leaves.", span)

"""Specifics a claim adds (checks), on examples written for these tests, not the benchmark."""

from footnote.shared.verification.checks import proper_names


def test_a_places_adjective_is_the_place_the_source_names():
    ev = "The engines were built to designs from Italy and Japan, and sold across Europe."
    assert proper_names("Italian and Japanese designs were sold across Europe.", ev, "") == []
    assert proper_names("The engines were sold to European and Canadian buyers.", ev, "") == ["Canadian"]

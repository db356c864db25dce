from footnote.shared.verification.changes import change_flip, changes, range_reversed
from footnote.shared.verification.judge import judge


def test_a_change_read_from_one_end_to_the_other():
    assert changes("The district moved start times from 7:50 to 8:45.") == [("7:50", "8:45")]


def test_a_change_run_the_other_way_is_a_flip():
    span = "Last autumn the district moved start times from 7:50 to 8:45."
    assert change_flip("The district moved start times from 8:45 to 7:50.", span)
    assert change_flip("The district moved start times from 7:50 to 8:45.", span) is None


def test_a_range_between_two_opposite_words_run_the_other_way_is_a_flip():
    span = "The ski lift carries riders from low to high ground in under ten minutes."
    assert range_reversed("The lift carries riders from high to low ground.", span)
    assert range_reversed("The lift carries riders from low to high ground.", span) is None
    assert range_reversed("The lift carries riders to low ground.", span)  # where the source's range starts
    verdict = judge("The ski lift carries riders from high to low ground.", span, similarity=0.85)
    assert verdict.verdict == "contradicted"


def test_where_a_range_ends_is_no_opposite_of_where_it_starts():
    span = "In the siphon, water flows from the high tank to the low tank once the tube is full."
    verdict = judge("In the siphon, water flows to the low tank once the tube is full.", span, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    assert judge("In the siphon, water flows to the high tank once the tube is full.", span,
                 similarity=0.85).verdict != "supported"


def test_a_route_between_named_places_with_articles_run_the_other_way():
    assert changes("The ferry runs from the main harbour to the west pier.") == [("main harbour", "west")]
    span = "Every hour the tram climbs from the lower village to the upper village."
    assert change_flip("The tram climbs from the upper village to the lower village.", span)
    assert change_flip("The tram climbs from the lower village to the upper village.", span) is None

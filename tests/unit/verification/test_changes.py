from footnote.shared.verification.changes import change_flip, changes


def test_a_change_read_from_one_end_to_the_other():
    assert changes("The district moved start times from 7:50 to 8:45.") == [("7:50", "8:45")]


def test_a_change_run_the_other_way_is_a_flip():
    span = "Last autumn the district moved start times from 7:50 to 8:45."
    assert change_flip("The district moved start times from 8:45 to 7:50.", span)
    assert change_flip("The district moved start times from 7:50 to 8:45.", span) is None

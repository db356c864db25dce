"""How often (``frequencies``), on examples written for these tests."""

from footnote.shared.verification.frequencies import frequency_check


def test_times_per_unit_against_another_count_per_unit():
    ev = "Water the seedlings twice a day until they root, then once a week."
    found = frequency_check("Water the seedlings three times a day until they root.", ev, "")
    assert found and "'twice a day'" in found[2]
    assert frequency_check("Water the seedlings twice a day until they root.", ev, "") is None

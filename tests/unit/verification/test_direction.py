"""Which way a thing went (``direction``), on examples written for these tests, not the benchmark."""

import pytest

from footnote.shared.verification.direction import converse_place, direction_flip, inside_out
from footnote.shared.verification.judge import judge


@pytest.mark.parametrize("claim, flipped", [
    ("After the factory opened, rents rose sharply.", True),  # the source names lower rents
    ("After the factory opened, rents fell.", False),
    ("After the factory opened, rents kept rising.", True),  # the going on is no direction of its own
    ("After the factory opened, rents kept falling.", False),
    ("After the factory opened, rents did not rise.", False),  # denied, not said
    ("After the factory opened, the number of tenants grew.", False),  # another thing
])
def test_a_thing_that_went_one_way_where_the_other_side_names_it_the_other_way(claim, flipped):
    span = "After the factory opened, tenants in the old town paid lower rents."
    assert bool(direction_flip(claim, span)) is flipped


def test_a_claim_that_a_thing_fell_where_the_source_has_more_of_it_is_contradicted():
    span = "The drought that followed left fewer workers, so the survivors could demand higher prices for grain."
    verdict = judge("After the drought, grain prices fell.", span)
    assert verdict.verdict == "contradicted" and "higher prices" in verdict.reason


def test_more_of_a_thing_the_source_finds_unrelated():
    from footnote.shared.verification.direction import unrelated_flip

    span = "Across 60 schools, reading scores rose with the hours of library time but were unrelated to class size."
    assert unrelated_flip("Smaller classes had higher reading scores.", span)
    assert unrelated_flip("More library time went with higher reading scores.", span) is None
    assert unrelated_flip("Class size was not linked to reading scores.", span) is None
    assert unrelated_flip("Class size was linked to higher reading scores.", span)
    # "not associated with" is a negation, which the negation check reads (counting it here would cancel it)
    assert unrelated_flip("Size was linked to higher scores.", "Size was not associated with higher scores.") is None


def test_a_placing_read_from_its_other_end_is_no_flip():
    span = "Lay the heavy stones first and stack the light bricks above them."
    assert converse_place("under", "above", "The heavy stones go under the light bricks.", span)
    assert not converse_place("under", "above", "The light bricks go under the heavy stones.", span)
    assert judge("The heavy stones go under the light bricks.", span).verdict != "contradicted"
    span = "A price set below the market price has no effect."
    assert not converse_place("above", "below", "A price set above the market price has no effect.", span)


def test_one_way_said_twice_is_one_flip():
    span = "The lift drops to the floor below when the call button is pressed."
    verdict = judge("The lift goes up to the floor above when the call button is pressed.", span)
    assert verdict.verdict == "contradicted"
    assert judge("The lift goes down to the floor below when the call button is pressed.", span).verdict != \
        "contradicted"


def test_an_up_or_down_that_says_done_or_a_bound_says_no_direction():
    ev = "Washed ashore on the island, the sailor gives in, tied down with ropes."
    assert judge("The sailor gives up on the island, tied down with ropes.", ev, similarity=0.8).verdict == "supported"
    from footnote.shared.verification.particles import carried
    assert carried("cut by up to 30 degrees".split(), 2)  # a bound
    assert not carried("it went up to 30 degrees".split(), 2)  # a motion
    assert not carried("it climbs up".split(), 2)


def test_high_above_a_thing_is_the_opposite_of_close_to_it():
    ev = "Keep the bow close to the bridge and let the wrist stay loose."
    assert judge("Hold the bow high above the bridge.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("Keep the bow near the bridge.", ev, similarity=0.8).verdict == "supported"


def test_a_thing_put_outside_what_the_source_puts_it_in():
    ev = "Guest passes can be printed only by staff in the main office."
    assert "in the main office" in inside_out("Guest passes are printed by staff outside the main office.", ev)
    assert inside_out("Guest passes are printed by staff in the main office.", ev) is None
    ev = "Bikes must be parked outside the school gates."
    assert inside_out("Bikes must be parked within the school gates.", ev)
    both = "Members inside the club pay less than visitors from outside the club."
    assert inside_out("Visitors from outside the club pay more.", both) is None


def test_inside_against_outside_is_read_once_not_twice():
    ev = "Only staff inside the main office can print guest passes."
    v = judge("Only staff outside the main office can print guest passes.", ev, similarity=0.9)
    assert v.verdict == "contradicted"

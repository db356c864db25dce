import pytest

from footnote.shared.verification.frames import belief_check, duration_check, other_frame, when_check
from footnote.shared.verification.judge import judge

MARKET = "The farmers' market opens on Saturday mornings in spring and summer, and closes at noon."


@pytest.mark.parametrize("claim, verdict", [
    ("The market opens on Saturdays in the summer.", None),
    ("The market closes at noon on Saturday.", None),
    ("The market opens on Sunday mornings.", "contradicted"),  # another day
    ("The market opens in winter.", "contradicted"),  # another season
    ("The market opens on Saturday evenings.", "contradicted"),  # another time of day
])
def test_a_time_the_source_does_not_give_is_caught(claim, verdict):
    found = when_check(claim, MARKET, "")
    assert (found and found[0]) == verdict


def test_a_time_the_source_gives_no_kind_of_is_an_added_detail_and_the_users_own_is_known():
    assert when_check("Register at dawn.", "Register before the race begins.", "")[0] == "partial"
    assert when_check("Register at dawn.", "Register before the race begins.", "I race at dawn") is None


NOVEL = "Emma is convinced that Mr Elton loves Harriet, but in fact he has been courting Emma herself."


@pytest.mark.parametrize("claim, caught", [
    ("Mr Elton loves Harriet.", True),  # a mistaken belief stated as a fact
    ("Emma wrongly thinks that Mr Elton loves Harriet.", False),  # reported as her belief
    ("Mr Elton has been courting Emma.", False),  # what the source says is so
])
def test_a_mistaken_belief_stated_as_a_fact_is_unsupported(claim, caught):
    found = belief_check(claim, NOVEL, set())
    assert (found is not None and found[0] == "unsupported") is caught


def test_a_belief_the_source_leaves_standing_is_not_this_checks_business():
    assert belief_check("Wages rose slowly before 1830.", "Historians think that wages rose slowly before 1830.",
                        set()) is None


@pytest.mark.parametrize("claim, verdict", [
    ("The fishing boats set out early in the morning.", None),  # dawn is in the morning
    ("The fishing boats set out at the weekend.", None),  # Sunday is in the weekend
    ("The fishing boats set out in the evening.", "contradicted"),
])
def test_a_time_inside_the_one_the_claim_gives_backs_it(claim, verdict):
    found = when_check(claim, "The fishing boats set out at dawn every Sunday.", "")
    assert (found and found[0]) == verdict
    narrower = when_check("The boats set out at sunrise.", "The boats set out in the morning.", "")
    assert narrower and narrower[0] == "partial"  # a more exact time than the source gives


@pytest.mark.parametrize("claim, verdict", [
    ("The dough rests for 45 minutes.", None),  # the same length in other units
    ("The dough rests for about three quarters of an hour or an hour.", None),
    ("The dough rests for two hours.", "contradicted"),
    ("The dough rests for a day.", "contradicted"),
    ("The dough rests for half an hour.", "contradicted"),
])
def test_a_length_of_time_the_source_gives_otherwise_is_contradicted(claim, verdict):
    found = duration_check(claim, "Cover the dough and let it rest for forty-five minutes to an hour.", "")
    assert (found and found[0]) == verdict


def test_a_range_of_lengths_covers_both_ends_and_counts_are_not_lengths():
    assert duration_check("Revise for two hours a day.", "Revise for an hour or two a day.", "") is None
    assert duration_check("Stretch twice a day for a week.", "Stretch twice a day for seven days.", "") is None


def test_before_or_after_an_event_the_source_has_it_happen_during():
    from footnote.shared.verification.frames import during_flip

    ev = "The drummer counts the band in during the first chorus, and the singer joins on the second."
    reason = during_flip("The drummer counts the band in after the first chorus.", ev)
    assert reason and "'during the first chorus'" in reason and "'after the first chorus'" in reason
    assert during_flip("The drummer counts the band in after the second verse.", ev) is None
    assert during_flip("The drummer counts the band in after the first bridge.", ev) is None  # another thing
    assert during_flip("The singer joins after the other.", ev) is None  # no thing named
    ev = "The drummer counts in during the chorus; after the chorus the singer joins."
    assert during_flip("The singer joins after the chorus.", ev) is None  # the source says "after" too


def test_two_clauses_joined_by_so_with_their_predicates_exchanged():
    ev = "In a waltz the second beat should be the lightest, so the first beat carries the pulse of the bar."
    flip = judge("The second beat carries the pulse of the bar, so the first beat should be the lightest.", ev)
    assert flip.verdict == "contradicted" and "swapped_roles" in flip.checks
    assert judge("Keep the second beat lightest so the first beat carries the pulse.", ev).verdict == "supported"


def test_the_following_unit_is_one_of_it():
    ev = "Exports from the port doubled over the following decade."
    assert judge("Over the next ten years, exports from the port doubled.", ev).verdict == "supported"
    assert judge("Over the next five years, exports from the port doubled.", ev).verdict != "supported"


def test_an_approximate_number_near_the_sources():
    from footnote.shared.verification.frames import roughly_said

    assert roughly_said("33%", {"32%": None}, "About a third of the fish had plastic in them.")
    assert not roughly_said("33%", {"32%": None}, "A third of the fish had plastic in them.")
    assert not roughly_said("50%", {"32%": None}, "About half of the fish had plastic in them.")
    assert roughly_said("1452", {"1450": None}, "The press was working by about 1452.")
    assert not roughly_said("1550", {"1450": None}, "The press was working by about 1550.")


@pytest.mark.parametrize("claim, found", [
    ("On Sundays the reading room fills with students by nine.",
     "the source says this 'On weekdays', not 'On Sundays'"),
    ("On weekdays the reading room fills with students by nine.", None),
    ("On Sundays only the book drop is open.", None),
    ("In the evening the reading room fills with students by nine.", None),  # a frame the source never gives
])
def test_what_the_source_says_under_one_opening_frame_said_under_another(claim, found):
    source = ("On weekdays the library opens at eight and the reading room fills with students by nine. On Sundays "
              "the library stays closed and only the book drop is open.")
    got = other_frame(claim, source)
    assert (got and got[2]) == found


def test_fewer_minutes_is_a_length_of_time():
    span = "Pupils with a later start slept for 40 more minutes a night after a year than pupils starting at eight."
    assert duration_check("After a year, pupils with a later start slept about 40 minutes longer each night.", span,
                          "") is None


def test_a_day_after_a_length_and_a_comparative_is_a_rate():
    ev = "Pupils given tablets read on average 20 minutes more per day than pupils without tablets."
    assert duration_check("Pupils with tablets read about 20 minutes more a day than pupils without them.", ev,
                          "") is None
    assert duration_check("Pupils read for a year.", "Pupils read for 20 minutes more per day for a week.", "")


def test_a_hedged_length_fits_within_its_hedge():
    ev = "The ferry was delayed for ten days by the storm."
    assert duration_check("The ferry was delayed for a little over a week.", ev, "") is None
    assert duration_check("The ferry was delayed for about nine days.", ev, "") is None
    assert duration_check("The ferry was delayed for nearly two weeks.", ev, "") is not None  # 14 days, not 10
    assert duration_check("The ferry was delayed for over a month.", ev, "") is not None
    assert duration_check("The ferry was delayed for a week.", ev, "") is not None


def test_lunchtime_is_a_time_of_day_and_the_reason_quotes_each_side_as_written():
    ev = "The bakery bakes its bread overnight and sells it at the morning market."
    assert when_check("The bakery bakes its bread at lunchtime.", ev, "")[2] == (
        "contradicted: the source says 'overnight', not 'lunchtime'")
    ev = "The bakery sells its bread at the morning market."
    assert when_check("The bakery sells its bread at markets in the evenings.", ev, "")[2] == (
        "contradicted: the source says 'morning', not 'evenings'")


def test_a_bound_the_source_gives_with_the_claims_hedge_is_the_one_it_names():
    ev = "The app deletes messages kept in the bin for more than 30 days; you can change this to 7, 14 or 90 days."
    claim = "The app deletes messages kept in the bin for more than 10 days."
    assert duration_check(claim, ev, "") is not None
    assert judge(claim, ev, similarity=0.85).verdict == "contradicted"
    assert duration_check("The app deletes messages kept in the bin for more than 30 days.", ev, "") is None
    assert duration_check("You can have the app delete messages kept in the bin for about two weeks.", ev, "") is None


def test_the_rest_of_a_thing_is_not_another_thing():
    from footnote.shared.verification.frames import whole_of
    assert whole_of("rest", "month", "He has little money for the rest of the month.")
    assert whole_of("length", "session", "Alerts stay silent for the length of the focus session.")
    assert not whole_of("half", "month", "He has little money for half of the month.")
    ev = "The farmer sells the crop with nearly all the grain he has left for the winter."
    assert judge("Selling the crop leaves the farmer with little grain for the rest of the winter.", ev,
                 similarity=0.8).verdict == "supported"

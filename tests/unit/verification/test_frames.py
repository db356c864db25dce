import pytest

from footnote.shared.verification.frames import belief_check, when_check

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

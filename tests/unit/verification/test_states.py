"""A thing left on where the source turns it off (``states``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.states import on_off_flip, on_off_traded

EV = "During a firmware update the status light turns off, and the fan stays on until the update ends."


def test_a_thing_left_on_that_the_source_turns_off_is_contradicted():
    assert on_off_flip("The status light stays on during a firmware update.", EV) is not None
    verdict = judge("The status light stays on during a firmware update.", EV, similarity=0.85)
    assert verdict.verdict == "contradicted" and "'the status light turns off'" in verdict.reason.lower()


def test_the_state_the_source_gives_is_no_flip():
    assert on_off_flip("The fan stays on while the firmware updates.", EV) is None
    assert on_off_flip("The status light turns off during an update.", EV) is None
    assert judge("The fan stays on until the update ends.", EV, similarity=0.85).verdict == "supported"


def test_switching_another_thing_off_is_not_a_state():
    ev = "The timer switches off the heating at ten."
    assert on_off_flip("The timer stays on until ten.", ev) is None  # the timer switches the heating off


def test_on_and_off_given_each_other_s_times_are_traded():
    ev = "The porch lamp can be set to switch on at dusk and off at midnight."
    claim = "The porch lamp can be set to switch on at midnight and off at dusk."
    assert on_off_traded(claim, ev) is not None
    verdict = judge(claim, ev, similarity=0.85)
    assert verdict.verdict == "contradicted" and "'on at midnight'" in verdict.reason
    assert on_off_traded("The lamp can switch on at dusk and off at midnight.", ev) is None
    verdict = judge("The porch lamp can come on at dusk and go off at midnight.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_a_preposition_on_is_no_state():
    ev = "Quiet hours turn off at seven and stay on during the night on weekdays."
    assert on_off_traded("Quiet hours stay on during the night and turn off at seven on weekdays.", ev) is None

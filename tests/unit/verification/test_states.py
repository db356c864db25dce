"""A thing left on where the source turns it off (``states``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.states import on_off_flip

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

"""A person who died before an event, said to have lived to see it (``lifetimes``); examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.lifetimes import not_lived_to_see, outlived

EV = "The architect drew the plans in 1880. She died in 1901, three years before the cathedral was finished."


def test_living_to_see_what_came_after_the_death_is_contradicted():
    assert outlived("The architect lived to see the cathedral finished.", EV)
    assert judge("The architect lived to see the cathedral finished.", EV, similarity=0.65).verdict == "contradicted"


def test_not_living_to_see_it_is_said_by_the_death_before_it():
    claim = "The architect did not live to see the cathedral finished."
    assert outlived(claim, EV) is None
    assert {"live", "see"} <= not_lived_to_see(claim, EV)
    assert judge(claim, EV, similarity=0.55, names="Guide: the cathedral").verdict == "supported"


def test_another_event_is_not_read():
    assert outlived("The architect lived to see the plans approved.", EV) is None
    assert not not_lived_to_see("The architect did not live to see the bridge built.", EV)

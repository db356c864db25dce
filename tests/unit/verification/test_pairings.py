"""Two opposites paired the other way round (``pairings``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.pairings import pairs_crossed

EV = ("A hot-air balloon carries a burner under its envelope. Firing the burner heats the air inside, which "
      "expands and the balloon rises. When the pilot lets the air cool, the balloon slowly sinks.")


def test_each_clause_pairing_the_other_sides_is_crossed():
    found = pairs_crossed("The balloon sinks when the air is heated and rises when it cools.", EV)
    assert found and "'sinks'" in found and "'heated'" in found
    assert judge("The balloon sinks when the air is heated and rises when it cools.", EV,
                 similarity=0.8).verdict == "contradicted"


def test_the_sources_own_pairing_is_not_crossed():
    assert pairs_crossed("The balloon rises when the air is heated and sinks when it cools.", EV) is None
    assert judge("The balloon rises when the air is heated and sinks when it cools.", EV,
                 similarity=0.8).verdict == "supported"


def test_one_clause_is_not_enough():
    assert pairs_crossed("The balloon sinks when the air is heated.", EV) is None


def test_two_amounts_said_to_move_against_each_other_where_the_source_has_them_move_together():
    from footnote.shared.verification.pairings import correlative_flip
    ev = "A wind turbine turns the wind into power. The stronger the wind blows, the greater the output."
    assert correlative_flip("The output shrinks as the wind blows stronger.", ev)
    assert correlative_flip("The output grows as the wind blows stronger.", ev) is None
    assert judge("The output falls as the wind gets stronger.", ev, similarity=0.8).verdict == "contradicted"

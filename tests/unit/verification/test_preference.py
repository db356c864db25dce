from footnote.shared.verification.judge import judge
from footnote.shared.verification.preference import preference, preference_flip


def test_better_than_prefers_one_side_to_the_other():
    ev = "Walking to school, rather than being driven, leads to better concentration in morning lessons."
    assert preference("Walking gives better concentration than being driven.")[1].keys() >= {"drive"}
    assert preference_flip("Being driven gives better concentration than walking to school.", ev)
    assert preference_flip("Walking gives better concentration than being driven.", ev) is None


def test_a_side_before_a_comma_is_the_preferred_one():
    sides = preference("Sketching the plan by hand, rather than on a screen, helps pupils remember it.")
    assert "sketch" in sides[0] and "screen" in sides[1]


def test_what_a_better_than_claim_passes_over_is_not_affirmed():
    ev = "Reading aloud to a partner, rather than reciting alone, improves pronunciation."
    assert judge("Reading to a partner improves pronunciation better than reciting alone.", ev,
                 similarity=0.8).verdict != "contradicted"


def test_better_than_ever_names_no_other_side():
    assert preference("The orchestra played better than ever.") is None

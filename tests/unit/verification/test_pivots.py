"""Swaps around a shared word (``pivots``), on examples written for these tests."""

from footnote.shared.verification.pivots import pivot_swapped


def test_two_things_on_swapped_sides_of_a_shared_verb():
    assert pivot_swapped("Herons eat frogs in the marsh.", "Frogs eat herons in the marsh.")
    assert not pivot_swapped("Herons eat frogs in the marsh.", "In the marsh, herons eat frogs.")
    assert not pivot_swapped("Frogs are eaten by herons.", "Herons eat frogs.")  # a passive turns roles legitimately

"""The two sides of a comparison (``sides``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.sides import than_traded


def test_groups_traded_across_than_after_another_clause_are_one_swap():
    ev = "Sound travels through the hull, and higher notes are absorbed far more quickly than lower ones."
    v = judge("Lower notes are absorbed more quickly than higher ones.", ev, similarity=0.9)
    assert v.verdict == "contradicted" and v.checks == ("swapped_roles",)
    assert than_traded("lower", "higher", "Lower notes are absorbed more quickly than higher ones.", ev)
    assert not than_traded("lower", "higher", "Lower notes are absorbed slowly.", ev)
    assert judge("Higher notes are absorbed more quickly than lower ones.", ev, similarity=0.9).verdict == "supported"

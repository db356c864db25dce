"""The two sides of a comparison (``sides``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.sides import swapped_sides, than_traded


def test_groups_traded_across_than_after_another_clause_are_one_swap():
    ev = "Sound travels through the hull, and higher notes are absorbed far more quickly than lower ones."
    v = judge("Lower notes are absorbed more quickly than higher ones.", ev, similarity=0.9)
    assert v.verdict == "contradicted" and v.checks == ("swapped_roles",)
    assert than_traded("lower", "higher", "Lower notes are absorbed more quickly than higher ones.", ev)
    assert not than_traded("lower", "higher", "Lower notes are absorbed slowly.", ev)
    assert judge("Higher notes are absorbed more quickly than lower ones.", ev, similarity=0.9).verdict == "supported"


def test_a_manner_said_as_an_adverb_on_the_other_side_is_no_side_traded():
    from footnote.shared.verification.negation import PUNCT_WORD
    c = PUNCT_WORD.findall("careless blows from the hammer cause the cracks.")
    e = PUNCT_WORD.findall("the cracks come from the hammer striking the plate carelessly.")
    assert not swapped_sides(c, e, forms=True)
    assert swapped_sides(PUNCT_WORD.findall("white lamps attract more moths than amber lamps."),
                         PUNCT_WORD.findall("amber lamps attract more moths than white lamps."), forms=True)


def test_what_a_comparison_is_made_to_do_is_not_a_side():
    ev = "They are harder to grade reliably than essays, since different examiners set different questions."
    assert judge("Oral exams are harder than essays to grade reliably.", ev, similarity=0.85).verdict == "supported"
    ev = "Interviews are harder to score fairly than written tests, since different interviewers ask different things."
    assert judge("Written tests are harder than interviews to score fairly.", ev, similarity=0.85).verdict \
        == "contradicted"

"""A negated word said plainly in other words (``reworded``), on examples written for these tests."""

from footnote.shared.verification.reworded import reworded
from footnote.shared.verification.words import canon


def test_a_plain_word_meaning_what_the_other_side_negates_is_found():
    claim, span = "Night shifts were linked to weight gain.", "Night shifts were not associated with weight gain."
    said = {canon(w) for w in ("night", "shifts", "were", "weight", "gain", "associated")}
    assert reworded(claim, span, {canon("associated")}, said) == {canon("linked")}
    assert reworded("Night shifts were followed by weight gain.", span, {canon("associated")}, said) == set()

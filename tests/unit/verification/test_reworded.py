"""A negated word said plainly in other words (``reworded``), on examples written for these tests."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.reworded import denied_alike, reworded
from footnote.shared.verification.words import canon


def test_a_plain_word_meaning_what_the_other_side_negates_is_found():
    claim, span = "Night shifts were linked to weight gain.", "Night shifts were not associated with weight gain."
    said = {canon(w) for w in ("night", "shifts", "were", "weight", "gain", "associated")}
    assert reworded(claim, span, {canon("associated")}, said) == {canon("linked")}
    assert reworded("Night shifts were followed by weight gain.", span, {canon("associated")}, said) == set()


def test_a_negated_word_the_source_denies_in_another_form_is_one_denial():
    ev = "Drafts are kept for a month, but attachments larger than 20 MB are not uploaded."
    assert judge("Attachments over 20 MB get no upload.", ev, similarity=0.85).verdict == "supported"
    assert denied_alike("Attachments over 20 MB get no upload.", ev, {canon("upload")}, {canon("uploaded")}) == {
        canon("upload")}


def test_a_word_denied_as_the_alternative_is_one_denial_with_the_phrase_the_source_denies():
    ev = "Marta studies painting and has no interest in the shop; her brother runs the store after 1920."
    assert judge("Marta cares about painting rather than the store.", ev, similarity=0.85).verdict == "supported"
    ev2 = "Cards with no photo attached are printed only if the office approves them."
    assert judge("Cards with no photo attached are never printed, whatever the office says.", ev2,
                 similarity=0.9).verdict != "supported"  # the phrase "no photo attached" ends at its verb

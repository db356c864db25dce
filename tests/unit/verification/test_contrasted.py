"""One of two contrasted clauses read for the other (``contrasted``), on examples written for these tests."""

from footnote.shared.verification.contrasted import contrast_flip
from footnote.shared.verification.judge import judge

EV = ("At the tasting, most guests chose the wine served in a heavy bottle, but most rejected the same wine poured "
      "from a carton.")


def test_the_word_of_the_other_clause_is_a_flip():
    claim = "Most guests chose the wine poured from a carton."
    assert contrast_flip(claim, EV) is not None
    assert judge(claim, EV, similarity=0.85).verdict == "contradicted"


def test_each_clause_with_its_own_word_is_no_flip():
    assert contrast_flip("Most guests chose the wine served in a heavy bottle.", EV) is None
    assert contrast_flip("Most guests rejected the wine poured from a carton.", EV) is None
    assert judge("Most guests rejected the wine poured from a carton.", EV, similarity=0.85).verdict == "supported"


def test_a_claim_of_two_clauses_or_both_words_is_left_to_the_other_checks():
    ev = "Let the right hand take time, while the left hand keeps a steady beat."
    assert contrast_flip("The left hand keeps a steady beat as the right hand takes time.", ev) is None
    assert contrast_flip("The right hand takes time, and the left hand keeps a steady beat.", ev) is None


def test_a_word_the_clause_denies_is_not_said_there():
    ev = ("In 1900 the engineer Ada Rowe found that faster trams had not reduced the city's traffic but increased "
          "it, because cheaper travel led to far more trips.")
    verdict = judge("Rowe found in 1900 that faster trams increased the city's traffic.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    assert judge("Rowe found that faster trams reduced the city's traffic.", ev, similarity=0.85).verdict != "supported"

"""A claim's "A, not B, does it" (``contrasts``), on examples written for these tests."""

from footnote.shared.verification.contrasts import contrast_denied
from footnote.shared.verification.judge import judge
from footnote.shared.verification.words import canon

SPAN = ("The old sailor envies the gulls because they can never be caught. "
        "The song closes with the gull calling that the sea is home.")


def test_the_claim_denies_b_the_deed_the_source_gives_it():
    assert contrast_denied("The song closes with the sailor, not the gull, calling that the sea is home.", SPAN) \
        == {canon("gull")}
    assert contrast_denied("The song closes with the gull, not the sailor, calling that the sea is home.", SPAN) \
        == set()
    assert contrast_denied("It ends with the sailor, not the gull, calling.", "The gull is not calling.") == set()


def test_the_judge_contradicts_the_contrast_reversed():
    assert judge("The song closes with the sailor, not the gull, calling that the sea is home.", SPAN,
                 similarity=0.75).verdict == "contradicted"
    assert judge("The song closes with the gull, not the sailor, calling that the sea is home.", SPAN,
                 similarity=0.75).verdict == "supported"

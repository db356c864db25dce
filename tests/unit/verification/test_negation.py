import pytest

from footnote.shared.verification.negation import negation_flip

SOURCE = "Pupils from other schools use the library but not the archive, because the archive needs a pass that " \
         "visitors cannot get."


@pytest.mark.parametrize("claim, flip", [
    ("Pupils from other schools use the library without using the archive.", None),  # one denial, read wide
    ("Visitors cannot get the pass the archive needs, so it is closed to them.", None),
    ("Visitors cannot get the pass the archive needs, so it does not open to them.", None),  # "it" = the archive
    ("The archive is excluded for pupils from other schools.", None),  # a verb of leaving out denies it too
    ("Pupils from other schools use the archive.", "the source negates what the claim affirms"),
    ("Pupils from other schools do not use the library.", "the claim negates what the source affirms"),
    ("Pupils from other schools use the archive but not the library.", "swapped"),
])
def test_a_denial_said_in_other_words_is_the_same_denial(claim, flip):
    assert negation_flip(claim, SOURCE, SOURCE) == flip

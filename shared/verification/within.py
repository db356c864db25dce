"""Roles traded inside one sentence of a longer cited span (pure): "Female bowerbirds build the
bowers to attract males" against "Male bowerbirds build a structure ... to attract females.
Females visit several bowers ..., and males with more blue objects were chosen": across the
whole span each traded word is named twice, so only the sentence that holds the claim's
relation shows the two things changing places."""

from __future__ import annotations

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.verification.polarity import polarity
from footnote.shared.verification.words import content


def sentence_swapped(claim: str, span: str) -> str | None:
    """The reason, where the claim trades two things' roles against one sentence of a span of
    several, and against no other sentence of it says anything else contradicted."""
    pieces = [span[a:b] for a, b in split_sentences(span)]
    ours = content(claim)
    if len(pieces) < 2 or sum(len(ours & content(piece)) >= 2 for piece in pieces) < 2:
        return None  # not two sentences with the claim's things: each is read alone only where both name them
    swap = None
    for piece in pieces:  # read one at a time: a second swap or anything else found ends it
        found = polarity(claim, piece)
        if found is not None and (found[0] != "swapped_roles" or swap is not None):
            return None
        swap = swap or found
    return None if swap is None else swap[1].removeprefix("contradicted: ")  # with the sentence it is read against

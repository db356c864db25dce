"""A finding moved to another labelled thing (pure): "Treatment A was more successful overall" where
the source's sentence with those words says "treatment B appeared more successful overall". Things
told apart by a letter or a number ("group 2", "option B") share every other word, so the word
checks see the claim's words all said; only the label the sentence about them gives tells them apart."""

from __future__ import annotations

import re

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.verification.words import content

_NOUNS = ("treatment|group|option|condition|type|step|phase|stage|level|version|model|plan|team|class|room|zone"
          "|cohort|arm|drug|method|sample|site|school|route|setting|mode|variant|strategy|scenario")
_LABEL = re.compile(rf"\b({_NOUNS})s?\s+([A-HJ-Z]|\d{{1,2}})\b(?![.'’]\w)", re.I)
LABEL_ABOUT = 3  # content words the claim shares with the source sentence, besides the labelled thing's


def _labels(text: str) -> set[tuple[str, str]]:
    return {(m.group(1).lower(), m.group(2).upper()) for m in _LABEL.finditer(text)}


def other_label(claim: str, evidence: str) -> str | None:
    """The reason, where the source sentence that shares most of the claim's words (and clearly more
    than any other) gives the claim's labelled thing another label, and never the claim's own."""
    ours = _labels(claim)
    if len(ours) != 1:
        return None
    noun, mine = next(iter(ours))
    words = content(_LABEL.sub(" ", claim))
    scored = sorted(((len(content(_LABEL.sub(" ", evidence[a:b])) & words), evidence[a:b])
                     for a, b in split_sentences(evidence)), key=lambda x: -x[0])
    if not scored or scored[0][0] < LABEL_ABOUT or len(scored) > 1 and scored[1][0] >= scored[0][0]:
        return None
    theirs = {label for n, label in _labels(scored[0][1]) if n == noun}
    if mine in theirs or not theirs or re.search(rf"\b{re.escape(mine)}\b", scored[0][1]):
        return None  # (also "A and B" after the thing's name: the claim's label said bare)
    return f"the source says this of {noun} {sorted(theirs)[0]}, not {noun} {mine}"

"""How a deed is done, openly or in secret (pure): "The experimenter openly swapped the cards" where
the source says "secretly swapped". The adverbs' stems are nouns and verbs too ("opened", "secrets"), so
they are read as written, not through ``lexicon.OPPOSITES``."""

from __future__ import annotations

import re

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.verification.words import content

_OPEN = re.compile(r"\b(?:openly|publicly|overtly|in\s+public|in\s+the\s+open)\b", re.I)
_HIDDEN = re.compile(r"\b(?:secretly|covertly|privately|in\s+secret|in\s+private|behind\s+\w+\s+backs?)\b", re.I)
MANNER_ABOUT = 2  # content words the claim shares with the source's sentence, besides the adverbs


def manner_flip(claim: str, span: str) -> str | None:
    """The claim has a deed done openly where a source sentence about it has it done in secret, or the
    other way round (neither side saying both)."""
    for ours, theirs in ((_OPEN, _HIDDEN), (_HIDDEN, _OPEN)):
        mine = ours.search(claim)
        if not mine or theirs.search(claim):
            continue
        said = content(ours.sub(" ", claim))
        for a, b in split_sentences(span):
            sentence = span[a:b]
            other = theirs.search(sentence)
            if other and not ours.search(sentence) and len(content(theirs.sub(" ", sentence)) & said) >= MANNER_ABOUT:
                return f"the claim says {mine.group(0)!r} where the source says {other.group(0)!r}"
    return None

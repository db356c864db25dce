"""How a deed is done, openly or in secret, by itself or by hand, and which way up a thing is (pure):
"The experimenter openly swapped the cards" where the source says "secretly swapped"; "you must copy
it to the clipboard yourself" where "the snip is copied to the clipboard automatically"; "it appears
upside down" where "it is the right way up". The adverbs' stems are nouns and
verbs too ("opened", "secrets", "self"), so they are read as written, not through ``lexicon.OPPOSITES``."""

from __future__ import annotations

import re

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.verification.words import content

_OPEN = re.compile(r"\b(?:openly|publicly|overtly|in\s+public|in\s+the\s+open)\b", re.I)
_HIDDEN = re.compile(r"\b(?:secretly|covertly|privately|in\s+secret|in\s+private|behind\s+\w+\s+backs?)\b", re.I)
_BY_ITSELF = re.compile(r"\b(?:automatically|by\s+itself|on\s+its\s+own)\b", re.I)
_BY_HAND = re.compile(r"\b(?:manually|by\s+hand|(?<!by\s)yourself|(?<!by\s)yourselves)\b", re.I)
_UPRIGHT = re.compile(r"\b(?:upright|(?:the\s+)?right\s+way\s+up|right\s+side\s+up)\b", re.I)
_UPSIDE_DOWN = re.compile(r"\b(?:upside[\s-]down|inverted|(?:the\s+)?wrong\s+way\s+up)\b", re.I)
_MANNERS = ((_OPEN, _HIDDEN), (_HIDDEN, _OPEN), (_BY_ITSELF, _BY_HAND), (_BY_HAND, _BY_ITSELF),
            (_UPRIGHT, _UPSIDE_DOWN), (_UPSIDE_DOWN, _UPRIGHT))
_CLAUSES = re.compile(r",\s+(?:and|but|while|so|then)\s+|;\s*")  # "saved automatically, and you copy it yourself"
MANNER_ABOUT = 2  # content words the claim shares with the source's sentence, besides the adverbs


def manner_flip(claim: str, span: str) -> str | None:
    """A clause of the claim has a deed done openly where a source clause about it has it done in
    secret, or by itself where it is done by hand, or a thing upside down where it is the right way up,
    or the other way round (neither saying both)."""
    for ours, theirs in _MANNERS:
        clause = next((c for c in _CLAUSES.split(claim) if ours.search(c) and not theirs.search(c)), None)
        if clause is None:
            continue
        mine, said = ours.search(clause), content(ours.sub(" ", clause))
        for sentence in (c for a, b in split_sentences(span) for c in _CLAUSES.split(span[a:b])):
            other = theirs.search(sentence)
            if other and not ours.search(sentence) and len(content(theirs.sub(" ", sentence)) & said) >= MANNER_ABOUT:
                return f"the claim says {mine.group(0)!r} where the source says {other.group(0)!r}"
    return None

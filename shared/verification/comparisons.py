"""Comparisons (pure): comparatives of the lexicon's opposite pairs, and a claim that makes the
source's comparison from the other end ("B is worse than A" for "A is better than B")."""

from __future__ import annotations

from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.negation import PUNCT_WORD
from footnote.shared.verification.words import content

COMPARING = frozenset("more less fewer better worse".split())
ORDER_WORDS = lx.OPPOSITES[lx.ORDER_PAIR][0] | lx.OPPOSITES[lx.ORDER_PAIR][1]
GRADED = frozenset().union(*(a | b for n, (a, b) in enumerate(lx.OPPOSITES) if n != lx.ORDER_PAIR))


def comparative(word: str) -> bool:
    """"more", "better", "cooler": a comparative of one of the opposite pairs (not "after")."""
    return word in COMPARING or (word.endswith("er") and lx.stem(word) in GRADED)


def _opposed(a: str, b: str) -> bool:
    return lx.opposed(lx.stem(a), lx.stem(b))


def _stems(words: list[str]) -> list[str]:
    """The words' content stems in order ("tree-covered" gives its parts, as ``content`` does)."""
    return list(dict.fromkeys(st for w in words for st in sorted(content(w))))


def _comparison(words: list[str], need_than: bool) -> tuple[str, list[str], list[str]] | None:
    """The first comparison in ``words``: (its comparative, what is compared, what it is compared
    with after "than"), each side within the comparative's clause; with ``need_than``, the
    comparative nearest before a "than" ("more tree cover were cooler than ..." is "cooler")."""
    cuts = [i for i, w in enumerate(words) if w in ".,;:!?"]
    for k, w in enumerate(words):
        if not comparative(w):
            continue
        start = max((i + 1 for i in cuts if i < k), default=0)
        end = min((i for i in cuts if i > k), default=len(words))
        than = next((i for i in range(k + 1, end) if words[i] == "than"), None)
        if need_than and (than is None or any(comparative(x) for x in words[k + 1 : than])):
            continue
        return w, _stems(words[start:k]), _stems(words[than + 1 : end]) if than is not None else []
    return None


def turned_round(claim: str, span: str) -> bool:
    """The claim makes the source's comparison from the other end: its subject is what the source
    compares with, and its comparative the opposite ("students who stayed awake remembered fewer
    words" for "students who slept recalled more words than students who stayed awake")."""
    theirs = _comparison(PUNCT_WORD.findall(span.lower()), need_than=True)
    ours = _comparison(PUNCT_WORD.findall(claim.lower()), need_than=False)
    if not theirs or not ours or not _opposed(ours[0], theirs[0]):
        return False
    # the things compared are the clause's opening words, as many as the "than" phrase has ("runners
    # who trained with a coach" against "runners who trained alone"), not the verb after them
    n = max(len(theirs[2]), 1)
    subject, other = set(theirs[1][:n]), set(theirs[2])
    our_subject, our_other = set(ours[1][:n]), set(ours[2])
    if len(our_subject & (other - subject)) <= len(our_subject & (subject - other)):
        return False
    return not our_other or len(our_other & subject) >= len(our_other & other)

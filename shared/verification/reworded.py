"""A word one side negates, said plainly by the other in words of the same meaning (pure):
"linked to" for "not associated with", "lag" for "never fall behind"."""

from __future__ import annotations

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import senses, wordnet
from footnote.shared.verification.words import canon, one_root, tokens


def reworded(one: str, other: str, negated: set[str], said: set[str]) -> set[str]:
    """Stems of words ``one`` says plainly, ``other`` does not use, and which mean what a word
    ``other`` negates means ("linked" for "not associated", "lag" for "never fall behind")."""
    theirs = {w.lower() for w in tokens(other) if canon(w) in negated}
    mine = {w.lower() for w in tokens(one) if canon(w) not in said and w.lower() not in STOPWORDS and len(w) > 2}
    return {canon(w) for w in mine
            if any(senses.synonym(w, t) or _one_side(w, t) for t in theirs) or senses.phrasal_said(other, w) & negated}


def _one_side(a: str, b: str) -> bool:
    """Two words on one side of one of the lexicon's opposite pairs of qualities ("stiffen" and
    "rigid"); not of order or amount, whose sides hold many events ("loss" and "reduced")."""
    sa, sb = lx.stem(a), lx.stem(b)
    return any(sa in side and sb in side for n, pair in enumerate(lx.OPPOSITES)
               if n != lx.ORDER_PAIR and not {lx.stem("less"), lx.stem("more")} & (pair[0] | pair[1]) for side in pair)


def denied_alike(one: str, other: str, negated: set[str], denied: set[str]) -> set[str]:
    """Stems of ``negated`` (what ``one`` negates) whose words are, in another form, a word that
    ``other`` negates too (``denied``): "get no transcript" for "are not transcribed"."""
    net = wordnet.load()
    if net is None or not negated or not denied:
        return set()
    theirs = {w.lower() for w in tokens(other) if canon(w) in denied}
    found = {canon(w) for w in tokens(one) if canon(w) in negated
             and any(net.derived(w.lower(), t) or one_root(w.lower(), t, SAME_ROOT, SAME_ROOT_SHARE) for t in theirs)}
    # "music rather than the firm" for "has no interest in the business": a word of the denied phrase, in other words
    phrase = _denied_phrases(other)
    return found | {canon(w) for w in tokens(one) if canon(w) in negated - found
                    and any(net.relation(w.lower(), t) in ("same", "broader", "narrower") for t in phrase)}


_VERB_NEXT = frozenset("is are was were be been has have had can could will would shall should must may might do does "
                       "did".split())
DENIED_PHRASE = 5  # words after "no", within its clause, that its phrase may hold ("no interest in the business")


def _denied_phrases(text: str) -> set[str]:
    words = [w.lower() for w in tokens(text)]
    out: set[str] = set()
    for k, w in enumerate(words):
        if w in ("no", "without"):  # a denied noun phrase ("no interest in the business"), not a denied verb's
            for nxt in words[k + 1 : k + 1 + DENIED_PHRASE]:
                if nxt in ".,;:!?" or nxt in lx.NEGATORS or nxt in _VERB_NEXT:
                    break  # the phrase ends where its clause's verb comes ("no expiry set | are evicted")
                out |= set() if nxt in STOPWORDS else {nxt}
    return out


SAME_ROOT = 7  # letters two words must open with alike to be one word in two forms ("transcri-pt", "-bed") ...
SAME_ROOT_SHARE = 0.8  # ... and the share of the shorter word those letters are


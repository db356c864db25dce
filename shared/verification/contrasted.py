"""One of two contrasted clauses read for the other (pure): "most chose the treatment described as
letting 400 die" where the source says "most chose a treatment described as saving 200, but most
rejected the same treatment described as letting 400 die"."""

from __future__ import annotations

import re

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.words import content, negated_before, tokens

_CONTRAST = re.compile(r",?\s+(?:but|while|whereas|yet)\s+|\s*;\s*", re.I)
CLAUSE_MARGIN = 1  # more of the claim's other words the clause it is about shares than any other clause


def contrast_flip(claim: str, span: str) -> str | None:
    """The claim gives the clause of the source it shares most words with the word of an opposite pair
    that the source gives another clause of the sentence, where that clause says the other word."""
    if _CONTRAST.search(claim) or "," in claim or not _CONTRAST.search(span):
        return None  # a claim of two clauses has each word in its own place (and a source of one has none)
    ours = [(p, lx.stem(p)) for w in tokens(claim) for p in {w, *w.split("-")} if p]  # "left-hand": "left"
    if {w for w, _ in ours} & lx.NEGATORS:
        return None  # (a denial is read by ``negation``)
    stems = {s for _, s in ours}
    pairs = [(w, a if s in a else b, b if s in a else a) for w, s in ours if s in lx.OPPOSITE_STEMS
             for a, b in lx.OPPOSITES if s in a or s in b]  # (the stem looked up once before the pairs are read)
    pairs = [(w, mine, other) for w, mine, other in pairs if not stems & other]  # "the left hand ... as the right
    # hand takes time": both of the pair, each in its own place
    if not pairs:
        return None
    words = content(claim)
    for s, e in split_sentences(span):
        clauses = [c for c in _CONTRAST.split(span[s:e]) if c.strip()]
        if len(clauses) < 2:
            continue
        for word, mine, other in pairs:
            rest = words - mine - other  # the claim's other words
            shared = [len((content(c) - mine - other) & rest) for c in clauses]
            best = max(range(len(clauses)), key=shared.__getitem__)
            if any(k != best and shared[k] + CLAUSE_MARGIN > shared[best] for k in range(len(clauses))):
                continue
            cut = tokens(clauses[best])  # ("had not reduced it but increased it": the denied word is not said)
            said = {lx.stem(w) for k, w in enumerate(cut) if not negated_before(cut, k)}
            elsewhere = {lx.stem(w) for k, c in enumerate(clauses) if k != best for w in tokens(c)}
            if said & other and not said & mine and elsewhere & mine:
                return f"the source says {clauses[best].strip()!r}, not {word!r}"
    return None

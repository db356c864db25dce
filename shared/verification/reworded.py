"""A word one side negates, said plainly by the other in words of the same meaning (pure):
"linked to" for "not associated with", "lag" for "never fall behind"."""

from __future__ import annotations

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import senses
from footnote.shared.verification.words import canon, tokens


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

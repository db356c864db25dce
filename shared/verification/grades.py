"""What a "more" and a "less" grade (pure; WordNet at the rim): one thing, or two ("gets *more
expensive*" against "buy *less coffee*")."""

from __future__ import annotations

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import wordnet
from footnote.shared.verification.senses import adjective, synonym
from footnote.shared.verification.words import canon

_DEGREE = frozenset({"more", "less", "fewer"})


def grade_other(cw: list[str], i: int, ew: list[str], j: int) -> bool:
    """A "more" and a "less" that grade different things ("gets *more expensive*" against "buy *less
    coffee*", "drive less"): not one place, unless the two things are one in other words ("more rapidly" / "less
    quickly" is still a flip)."""
    if cw[i].lower() not in _DEGREE or ew[j].lower() not in _DEGREE:
        return False
    heads = [_graded_head(w, k) for w, k in ((cw, i), (ew, j))]
    if all(heads) and (canon(heads[0]) == canon(heads[1]) or synonym(heads[0], heads[1])):
        return False
    # two things graded, or one a quality ("more *expensive*") and the other an amount ("drive less"),
    # or a thing ("more *people*") and a doing the other side does not name ("*drive* less")
    if all(heads) or any(h and adjective(h) for h in heads):
        return True
    words, k, other = (ew, j, cw) if heads[0] else (cw, i, ew)
    verb = words[k - 1].lower() if k else ""
    net = wordnet.load()
    return any(heads) and net is not None and net.pos_of(verb) == "v" and verb not in {w.lower() for w in other}


# "fewer incidents of bullying" grades the bullying: a count of a thing is that thing, more or less of it
_COUNTED = frozenset("incidents cases instances episodes reports acts levels amounts number".split())


def _graded_head(w: list[str], k: int) -> str:
    """The thing ``w[k]`` ("more", "fewer") grades: the next word ("more *people*"), or what a count of
    it counts ("fewer incidents of *bullying*"); "" where the next word is none."""
    head = w[k + 1].lower() if k + 1 < len(w) and w[k + 1].isalpha() and w[k + 1].lower() not in STOPWORDS else ""
    if head in _COUNTED and w[k + 2 : k + 3] == ["of"] and k + 3 < len(w):
        after = w[k + 4] if w[k + 3].lower() == "the" and k + 4 < len(w) else w[k + 3]
        head = after.lower() if after.isalpha() and after.lower() not in STOPWORDS else head
    return head

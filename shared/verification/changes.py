"""A change or a route from one end to the other (pure): "moved start times from 7:50 to 8:45",
"from Paris to Lyon", "from high to low pressure"; a claim that runs it the other way is contradicted
(``change_flip``), a negation of the old end is no denial of the new (``negation``), and a claim's word
for where it ends is no opposite of where it starts (``range_start``)."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.words import canon

# "from 7:50 to 8:45", "from 20% to 35%", "from Paris to Lyon": a change or a route, each end a
# number or a word or two (the words after "to" stop at a clause break or a preposition)
_CHANGE = re.compile(
    r"\bfrom\s+(?:the\s+)?((?:[\w$£€.:%'-]+\s+){0,1}?[\w$£€.:%'-]+)\s+(?:to|into)\s+"  # ("from the lower
    r"([\w$£€.:%'-]+(?:\s+(?!on\b|in\b|at\b|by\b|for\b)"  # town": its two words; "to the upper": "upper")
    r"[a-z%]+)?)", re.I
)


def changes(text: str) -> list[tuple[str, str]]:
    """(from, to) of each change or route, as canonical stems ("from 7:50 to 8:45")."""
    def norm(s: str) -> str:
        return " ".join(canon(w) for w in re.findall(r"[\w$£€.:%'-]+", s.lower()) if w not in STOPWORDS).strip(".,")

    return [(norm(m.group(1)), norm(m.group(2))) for m in _CHANGE.finditer(text)]


def change_flip(claim: str, span: str) -> str | None:
    """A reason when the claim runs a change or a route the other way ("moved start times from
    8:45 to 7:50" against "from 7:50 to 8:45")."""
    theirs = changes(span)
    for a, b in changes(claim):
        if lx.opposed(a.split()[0] if a else "", b.split()[0] if b else ""):
            continue  # "from south to north": the opposite words' own swap (or ``range_reversed``)
        if a and b and a != b and any(_same_end(a, y) and _same_end(b, x) for x, y in theirs) and not any(
                _same_end(a, x) and _same_end(b, y) for x, y in theirs):
            return f"the claim has it go from {a} to {b}, the source from {b} to {a}"
    return None


def _same_end(one: str, other: str) -> bool:
    """One end of a route, said with or without its noun ("lower town" and "lower")."""
    return one == other or (bool(one) and bool(other) and one.split()[0] == other.split()[0])


RANGE_REACH = 3  # words after a range's start within which its "to" comes ("from high to low")


def range_start(cw: list[str], i: int, ew: list[str], es: list[str], j: int, own: frozenset[str]) -> bool:
    """The source's word opens a range "from X to Y" whose end is on the claim word's side (``own``:
    stems), and the claim's word is an end something goes "to": "pushed to lower pressure" for
    "from high to low pressure" names where it ends, not the start the source also names."""
    if "from" not in [w.lower() for w in ew[max(0, j - 2) : j]]:
        return False
    after = [w.lower() for w in ew[j + 1 : j + 1 + RANGE_REACH]]
    if "to" not in after:
        return False
    k = j + 1 + after.index("to")
    return any(st in own for st in es[k + 1 : k + 3]) and "to" in [w.lower() for w in cw[max(0, i - 2) : i]]


def ends_range(claim: str, span: str, word: str, start: str) -> bool:
    """The claim's ``word`` is where something goes "to", in a range the source runs "from ``start``
    to ``word``" ("flows to the low tank" for "from the high tank to the low tank")."""
    art = r"(?:the\s+|an?\s+)?"
    w, s = re.escape(word), re.escape(start)
    return bool(re.search(rf"\bto\s+{art}{w}\b", claim, re.I)) and bool(
        re.search(rf"\bfrom\s+{art}{s}\b(?:\s+[\w-]+){{0,2}}?\s+to\s+{art}{w}\b", span, re.I))


_RANGE = re.compile(r"\bfrom\s+(?:the\s+|an?\s+)?([a-z]+)\s+(?:[a-z]+\s+)?to\s+(?:the\s+|an?\s+)?([a-z]+)", re.I)


def _one_side(a: str, b: str) -> bool:
    return a == b or any((a in x and b in x) or (a in y and b in y) for x, y in lx.OPPOSITES)


_TO = re.compile(r"\bto\s+(?:the\s+|an?\s+)?([a-z]+)", re.I)


def range_reversed(claim: str, span: str) -> str | None:
    """A range between the two sides of an opposite pair run the other way ("from low to high
    pressure" for "from high to low pressure"), or said to end where the source's starts ("flows to
    the high tank" for "from the high tank to the low tank")."""
    theirs = [(lx.stem(o.group(1)), lx.stem(o.group(2)), o.group(0)) for o in _RANGE.finditer(span)]
    if not theirs:
        return None
    ranges = list(_RANGE.finditer(claim))
    for m in ranges:
        a, b = lx.stem(m.group(1)), lx.stem(m.group(2))
        if not lx.opposed(a, b):
            continue
        for u, v, said in theirs:
            if _one_side(a, v) and _one_side(b, u):
                return f"the claim has {m.group(0)!r} where the source says {said!r}"
    for m in _TO.finditer(claim):
        if any(r.start() <= m.start() < r.end() for r in ranges):
            continue  # the end of the claim's own range
        end = lx.stem(m.group(1))
        for u, v, said in theirs:
            if lx.opposed(u, v) and _one_side(end, u) and not _one_side(end, v):
                return f"the claim has it go {m.group(0)!r} where the source says {said!r}"
    return None

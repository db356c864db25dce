"""Opposites paired the other way round (pure): the claim joins one side of an opposite pair to one
side of another ("the wax sinks when it is heated and rises when it cools") where the source's
sentences join each to the other side ("heats the wax, which ... rises. ... the wax cools, contracts
and sinks"); or has two amounts move against each other ("shrinks as the aircraft flies faster")
that the source has move together ("the faster ..., the greater ...")."""

from __future__ import annotations

import re

from footnote.shared.verification import lexicon as lx

# the claim's clauses: "..., and ...", "...; ...", "..., while ..."
_CLAUSES = re.compile(r",?\s+and\s+(?=\w+\s+(?:\w+\s+)?(?:when|if|as|once|while)\b)|;\s+|,\s+(?:but|while|whereas)\s+"
                      r"|(?<=[.!?])\s+", re.I)
_SENTENCES = re.compile(r"(?<=[.!?;])\s+")
PAIRED_WORDS = 2  # opposites a claim clause must join: one side of each of two pairs


# a change and its undoing, which the lexicon leaves out of its opposites ("the air is heated" and "lets
# the air cool" are no opposite words said of one thing), but which pair with outcomes
_CHANGES = tuple((frozenset(map(lx.stem, a.split())), frozenset(map(lx.stem, b.split()))) for a, b in (
    ("heats heated heating warms warmed warming", "cools cooled cooling chills chilled"),
    ("melts melted melting", "freezes froze frozen freezing"),
))
_PAIRS = lx.OPPOSITES + _CHANGES
_STEMS = lx.OPPOSITE_STEMS.union(*(a | b for a, b in _CHANGES))


def _marks(text: str) -> dict[tuple[int, int], str]:
    """(pair, side) for each opposite word of ``text`` (not "before"/"after": an order, which
    ``order`` reads), with the word as written."""
    out: dict[tuple[int, int], str] = {}
    for word in re.findall(r"[a-z]+", text.lower()):
        stem = lx.stem(word)
        if stem not in _STEMS:
            continue
        for n, sides in enumerate(_PAIRS):
            for side, stems in enumerate(sides):
                if stem in stems and n != lx.ORDER_PAIR:
                    out.setdefault((n, side), word)
    return out


def _joined(marks: dict[tuple[int, int], str]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Each two marks of different pairs, one side of each, in one clause (both ways round)."""
    keys = sorted(marks)
    pairs = {n for n, _ in keys}
    return [(a, b) for a in keys for b in keys if a[0] != b[0]
            and sum(1 for n, _ in keys if n == a[0]) == 1 and sum(1 for n, _ in keys if n == b[0]) == 1
            and len(pairs) >= PAIRED_WORDS]


def pairs_crossed(claim: str, span: str) -> str | None:
    """The reason, where each of two claim clauses joins sides of the same two opposite pairs that
    a source sentence joins the other way: for each clause, a source sentence has its second word
    with the other side of the first pair, and not the clause's own side."""
    clauses = [c for c in _CLAUSES.split(claim) if c and c.strip()]
    if len(clauses) < PAIRED_WORDS:
        return None
    ours = [_marks(c) for c in clauses]
    theirs = [_marks(s) for s in _SENTENCES.split(span) if s.strip()]

    def against(a: tuple[int, int], b: tuple[int, int]) -> str | None:  # a sentence with b and a's other side
        other = (a[0], 1 - a[1])
        return next((s[other] for s in theirs if b in s and other in s and a not in s), None)

    for k, marks in enumerate(ours):
        for a, b in _joined(marks):
            said = against(a, b)
            if not said:
                continue
            rest = [m for m in ours[k + 1 :] if (a[0], 1 - a[1]) in m and (b[0], 1 - b[1]) in m]
            if any(against((a[0], 1 - a[1]), (b[0], 1 - b[1])) for _ in rest):
                return (f"the claim has {marks[a]!r} with {marks[b]!r}; the source says {said!r} with "
                        f"{marks[b]!r}")
    return None


# "the faster ..., the greater ...": two amounts that move together, and "X grows as Y gets faster"
_UP = frozenset("more greater larger bigger higher faster longer stronger louder warmer hotter heavier wider deeper "
                "grow grows grew rise rises rose increase increases increased".split())
_DOWN = frozenset("less fewer smaller lower slower shorter weaker softer quieter cooler colder lighter narrower "
                  "shallower shrink shrinks shrank fall falls fell drop drops dropped decrease decreases "
                  "decreased".split())
_THE_MORE = re.compile(r"^\s*the\s+(\w+)\s+(.+?),\s+the\s+(\w+)\s+(.+?)[.!?]?\s*$", re.I)
_AS_MORE = re.compile(r"^\s*(.+?)\s+(?:gets?\s+|becomes?\s+|grows?\s+)?(\w+)\s+as\s+(.+?)\s+(?:gets?\s+|becomes?\s+)?"
                      r"(\w+)[.!?]?\s*$", re.I)


def _way(word: str) -> int:
    low = word.lower()
    return 1 if low in _UP else -1 if low in _DOWN else 0


def correlative_flip(claim: str, span: str) -> str | None:
    """The reason, where the claim has one amount move against another ("The difference shrinks as the
    aircraft flies faster") that a source sentence has move with it ("The faster the aircraft flies, the
    greater the difference"), or the other way round."""
    ours = _AS_MORE.match(claim)
    if not ours or not _way(ours.group(2)) or not _way(ours.group(4)):
        return None
    for sentence in _SENTENCES.split(span):
        theirs = _THE_MORE.match(sentence)
        if not theirs or not _way(theirs.group(1)) or not _way(theirs.group(3)):
            continue
        cause, effect = (set(re.findall(r"[a-z]{3,}", g.lower())) for g in (theirs.group(2), theirs.group(4)))
        mover, by = (set(re.findall(r"[a-z]{3,}", g.lower())) for g in (ours.group(1), ours.group(3)))
        if not (mover & effect and by & cause or mover & cause and by & effect):
            continue
        if _way(ours.group(2)) * _way(ours.group(4)) != _way(theirs.group(1)) * _way(theirs.group(3)):
            return (f"the claim has {ours.group(2).lower()!r} with {ours.group(4).lower()!r}; the source says "
                    f"'the {theirs.group(1).lower()} ..., the {theirs.group(3).lower()} ...'")
    return None

"""Which way a thing went (pure): one side says a thing went up or down of itself ("wages fell"),
the other names more or less of it the other way ("peasants demanded higher wages")."""

from __future__ import annotations

import re

from footnote.shared.verification.comparisons import WENT
from footnote.shared.verification.words import canon

_GOING_ON = frozenset("keep keeps kept continue continues continued to".split())
_UP = re.compile(r"\b(?:increas|ris|rose|gr[oe]w|climb)", re.I)
_HIGHER = re.compile(
    r"\b(?:(higher|greater|larger|bigger|increased|rising)|(lower|smaller|reduced|falling))\s+([a-z]+)", re.I
)


def direction_flip(claim: str, span: str) -> str | None:
    """A thing one side says went up or down of itself ("wages fell") where the other names it as
    more or less of it the other way ("demand higher wages")."""
    for went_side, named_side, says in ((claim, span, "the claim says"), (span, claim, "the source says")):
        named = {canon(m.group(3)): (bool(m.group(1)), m.group(0)) for m in _HIGHER.finditer(named_side)}
        for m in WENT.finditer(went_side):
            verb = m.group(0)[len(m.group(1)) :]
            words = [w for w in m.group(1).split() if w.lower() not in _GOING_ON]  # "rents kept rising": rents
            thing = canon(words[-1].strip("'’")) if words else ""
            if thing in named and "chang" not in verb.lower() and bool(_UP.search(verb)) != named[thing][0]:
                if not re.search(r"\b(?:not|n't|never|no)\b", went_side[max(0, m.start() - 30) : m.end()], re.I):
                    other = "the source" if went_side is claim else "the claim"
                    return f"{says} {m.group(0).strip()!r} where {other} says {named[thing][1]!r}"
    return None

"""A deed the claim gives to a character named by a common noun ("The king finds the bridge
burned") where the source has a named person do it and the king do something else ("Sir Aldous
... finds the bridge burned, and the king orders a ford to be found") (pure)."""

from __future__ import annotations

import re

from footnote.shared.verification import wordnet
from footnote.shared.verification.people import named_doers

_OPENER = re.compile(r"^\s*the\s+([a-z]+)\s+(?:\w+ly\s+)?([a-z]+s)\b", re.I)


def other_character(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's "the <noun>", the source's doer) where the claim opens with a person noun doing
    a verb the source gives a named person, and the source has that noun do something else ("the
    king orders"); a noun that describes the doer ("Tom, a poor boy, finds") is the doer."""
    net = wordnet.load()
    m = _OPENER.match(claim)
    if net is None or not m or not net.person(m.group(1).lower()):
        return None
    noun, verb = m.group(1).lower(), m.group(2).lower()
    own = re.search(rf"\b(?:the|a|an)\s+{noun}\s+(?:\w+ly\s+)?([a-z]+s)\b", evidence, re.I)
    if not own or own.group(1).lower() == verb:
        return None  # the source does not have the noun do anything else, or has it do this
    family = net.family(verb)
    for fam, who in named_doers(evidence):
        described = re.search(rf"\b{re.escape(who)}\b[^.;]{{0,60}}?\b{noun}\b", evidence, re.I)
        if fam & family and not described:
            return f"the {noun}", who
    return None

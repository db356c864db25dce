"""Colour names (pure): "underlines misspelled words in blue" where the source says "in red". A colour
is rarely reworded, so one the source never names, where it names another, is another thing."""

from __future__ import annotations

import re

_COLOURS = ("red green blue yellow orange purple violet pink brown black white grey gray gold silver "
            "scarlet crimson turquoise").split()
_COLOUR = re.compile(rf"\b({'|'.join(_COLOURS)})\b", re.I)
_IDIOMS = re.compile(r"\b(?:white\s+noise|black\s+(?:box|hole|market)|red\s+tape|grey\s+matter|gr[ae]y\s+area|"
                     r"silver\s+lining|gold(?:en)?\s+standard|green\s+light|in\s+the\s+red|in\s+the\s+black)\b", re.I)


def _colours(text: str) -> dict[str, str]:
    return {m.group(1).lower().replace("gray", "grey"): m.group(1) for m in _COLOUR.finditer(_IDIOMS.sub(" ", text))}


def other_colour(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's colour, one the source names) where the claim names a colour the source does not."""
    ours = _colours(claim)
    if not ours:
        return None
    theirs = _colours(evidence)
    missing = [k for k in ours if k not in theirs]
    return (ours[missing[0]], next(iter(theirs.values()))) if missing and theirs else None

"""How often (pure): "daily", "every day" and "once a day" name one unit; "twice a day" against "once
a day" and "weekly" against "daily" are other frequencies (``frequency_check``)."""

from __future__ import annotations

import re

from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.words import canon, tokens

_UNITS = "hour|day|night|week|fortnight|month|quarter|year"
EVERY = re.compile(
    rf"\b(?:every|each|per|once a|twice a|times a|(?:hours?|minutes?|days?|nights?|lessons?|sessions?)\s+an?)"
    rf"\s+({_UNITS})\b"  # "an hour a week"
    r"|\b(hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually|annual)\b",
    re.I,
)
_ADVERB_UNIT = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "fortnightly": "fortnight",
                "monthly": "month", "quarterly": "quarter", "yearly": "year", "annually": "year", "annual": "year"}


def _frequencies(text: str) -> dict[str, str]:
    """How often, by unit: "daily" and "every day" are both "day"."""
    out = {}
    for m in EVERY.finditer(text):
        unit = m.group(1).lower() if m.group(1) else _ADVERB_UNIT[m.group(2).lower()]
        out.setdefault(unit, m.group(0))
    return out


_CHANCE = re.compile(r"\b(more|less) likely\b", re.I)
_OFTEN = re.compile(r"\b(more|less) (?:often|frequently)\b", re.I)


def frequencies_said(claim: str, span: str) -> set[str]:
    """Stems of the claim's "daily", "weekly" ... whose unit the span gives in other words ("once a
    day"); "likely" of "more likely to survive" where the span says "survived more often"."""
    theirs = _frequencies(span)
    out = {canon(w) for w in tokens(claim) if _ADVERB_UNIT.get(w) in theirs}
    often = {m.group(1).lower() for m in _OFTEN.finditer(span)}
    return out | ({canon("likely")} if any(m.group(1).lower() in often for m in _CHANCE.finditer(claim)) else set())


_TIMES_PER = re.compile(r"\b(once|twice|thrice|(\w+)\s+times)\s+(?:a|an|per|each|every)\s+([a-z]+?)s?\b", re.I)
_TIMES_WORDS = {"once": "1", "twice": "2", "thrice": "3"}


def _times_per(text: str) -> dict[str, tuple[str, str]]:
    """How many times per unit: "twice a day" {"day": ("2", "twice a day")}."""
    out = {}
    for m in _TIMES_PER.finditer(text):
        word = (m.group(2) or m.group(1)).lower()
        count = _TIMES_WORDS.get(word) or lx.NUMBER_WORDS.get(word) or (word if word.isdigit() else None)
        if count:
            out.setdefault(m.group(3).lower(), (count, m.group(0)))
    return out


def frequency_check(claim: str, evidence: str, known: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a claim that does something weekly where the source does it daily,
    or twice a day where it does it once a day."""
    given = _times_per(evidence)
    for unit, (count, said) in _times_per(claim).items():
        if unit in given and given[unit][0] != count and count not in _times_per(known).get(unit, ("",))[:1]:
            return "contradicted", "number", f"contradicted: the source says {given[unit][1]!r}, not {said!r}"
    theirs, ours = _frequencies(evidence), _frequencies(known)
    for unit, said in _frequencies(claim).items():
        if unit not in theirs and unit not in ours and theirs:
            other = next(iter(theirs.values()))
            return "contradicted", "number", f"contradicted: the source says {other!r}, not {said!r}"
    return None

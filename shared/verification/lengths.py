"""Lengths of time said without a number (pure): "a few days", "several weeks", "took months".
A claim that gives one in another unit than the source's, for the same thing, changes it ("a
scribe could copy a book in a few days" where the source says a book "could take a scribe
months"). Lengths with numbers are ``frames.duration_check``'s.
"""

from __future__ import annotations

import re

from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.frames import gives_a_length
from footnote.shared.verification.words import CLAUSES, content

_UNITS = "second|minute|hour|day|week|fortnight|month|year|decade"
_COUNTS = "|".join(w for w, v in lx.NUMBER_WORDS.items() if v.isdigit())

# a unit in the plural with no number before it, or after a word that counts loosely
_VAGUE = re.compile(
    rf"\b(?:(?:a\s+few|a\s+couple\s+of|several|some|many|few)\s+)?"
    rf"(?P<unit>{_UNITS})s\b|\bcenturies\b|\b(?:a\s+)?(?:split|fraction\s+of\s+an?)\s+(?P<part>second|minute)\b",
    re.I,
)  # ("a fraction of a second": less than one, in seconds)
_NUMBERED = re.compile(rf"(?:\d|\b(?:{_COUNTS}))[\s-]+$", re.I)
LENGTH_ABOUT = 2  # content words the source's clause with its length must share with the claim


def _vague(text: str) -> list[tuple[str, str]]:
    """(unit, words) for each length in ``text`` with no number ("months", "a few days")."""
    return [((m.group("unit") or m.group("part") or "century").lower(), m.group(0)) for m in _VAGUE.finditer(text)
            if not _NUMBERED.search(text[: m.start()])]


def vague_length(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) where the claim's length without a number is in another unit than
    every such length the source gives in its clauses about the claim's things, and the source
    gives none with a number in the claim's unit (those ``duration_check`` compares): "takes weeks
    to revive" for "revives within hours", though it also says "for up to four years"."""
    ours = _vague(claim)
    units = {m.group(1).lower() for m in re.finditer(rf"\b({_UNITS})s?\b", evidence, re.I)}
    if not ours or gives_a_length(evidence) and {u for u, _ in ours} & units:
        return None  # (a length with a number in the claim's unit: ``duration_check`` compares it)
    words = content(claim)
    theirs = [t for clause in CLAUSES.split(evidence) if len(content(clause) & words) >= LENGTH_ABOUT
              for t in _vague(clause)]
    if not theirs or {u for u, _ in ours} & {u for u, _ in theirs}:
        return None
    return "contradicted", "number", f"contradicted: the source says {theirs[0][1]!r}, not {ours[0][1]!r}"

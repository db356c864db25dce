"""Measures in another unit (pure): "each about ten micrometres across" where the source says "about
ten nanometres", "raises the craft about a metre" where it says "a few centimetres". The number
checks compare numbers; a measure's unit can be wrong with the number right, and a paraphrase
may convert it ("150 centimetres" for "1.5 metres"), so the two are compared as amounts."""

from __future__ import annotations

import re

from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.words import CLAUSES, content

# unit word (singular, both spellings, abbreviations) -> (kind, size in the kind's base unit)
_SIZES: dict[str, tuple[str, float]] = {}
for _kind, _table in {
    "length": {"nanometre nanometer nm": 1e-9, "micrometre micrometer micron µm": 1e-6,
               "millimetre millimeter mm": 1e-3, "centimetre centimeter cm": 1e-2, "metre meter m": 1.0,
               "kilometre kilometer km": 1e3, "inch": 0.0254, "foot feet ft": 0.3048, "yard yd": 0.9144,
               "mile mi": 1609.0},
    "mass": {"milligram mg": 1e-6, "gram g": 1e-3, "kilogram kg kilo": 1.0, "tonne ton": 1e3,
             "ounce oz": 0.02835, "lb": 0.4536},
    "volume": {"millilitre milliliter ml": 1e-3, "centilitre centiliter cl": 1e-2, "litre liter": 1.0,
               "gallon": 3.785, "pint": 0.568},
    "data": {"byte": 1.0, "kilobyte kb": 1e3, "megabyte mb": 1e6, "gigabyte gb": 1e9, "terabyte tb": 1e12},
    "frequency": {"hertz hz": 1.0, "kilohertz khz": 1e3, "megahertz mhz": 1e6, "gigahertz ghz": 1e9},
    "power": {"watt w": 1.0, "kilowatt kw": 1e3, "megawatt mw": 1e6, "gigawatt gw": 1e9},
}.items():
    for _names, _size in _table.items():
        for _name in _names.split():
            _SIZES[_name] = (_kind, _size)

_ABBREVIATIONS = frozenset(n for n in _SIZES if len(n) <= 3 and n not in ("ton", "kilo"))  # only after a digit
_VAGUE = {"a few": (2.0, 10.0), "a couple of": (2.0, 3.0), "several": (3.0, 10.0), "a handful of": (3.0, 8.0)}
_FULL = "|".join(sorted((n for n in _SIZES if n not in _ABBREVIATIONS), key=len, reverse=True))
_SHORT = "|".join(sorted(_ABBREVIATIONS, key=len, reverse=True))
_AMOUNT = r"\d+(?:[.,]\d+)?|" + "|".join(w for w in lx.NUMBER_WORDS if w.isalpha() and w not in ("a", "an"))
_MEASURE = re.compile(
    rf"\b(?P<amount>{_AMOUNT}|half\s+an?|an?|{'|'.join(_VAGUE)})(?:\s+|-)(?P<unit>(?:{_FULL})(?:e?s)?)\b"
    rf"|\b(?P<digits>\d+(?:\.\d+)?)\s?(?P<short>{_SHORT})\b(?!['’])",
    re.I,
)
_BODY_OR_MONEY = frozenset("foot feet ounce".split())  # "a foot on the pedal": a number needed ("pounds" are money too)
MEASURE_SHARED = 2  # content words the claim shares with the source's clause that gives the other measure
_CLOSE = 1.3  # amounts within this factor of each other say the same measure (rounded on conversion)


def _unit(word: str) -> str | None:
    low = word.lower()
    for form in (low, low[:-2] if low.endswith("es") else low, low[:-1] if low.endswith("s") else low):
        if form in _SIZES:
            return form
    return None


def _measures(text: str) -> list[tuple[str, float, float, str, str, str]]:
    """(kind, lowest, highest amount in the kind's base unit, unit, words, the number as the number
    checks write it or "") per measure in ``text``."""
    out = []
    for m in _MEASURE.finditer(text):
        unit = _unit(m.group("unit") or m.group("short") or "")
        if unit is None:
            continue
        kind, size = _SIZES[unit]
        raw = (m.group("amount") or m.group("digits")).lower()
        low = high = None
        value = ""
        if raw in _VAGUE:
            low, high = _VAGUE[raw]
        elif raw.startswith("half"):
            low = high = 0.5
        elif raw in ("a", "an") and unit not in _BODY_OR_MONEY:
            low = high = 1.0
        elif raw.replace(",", "").replace(".", "", 1).isdigit():  # "1,500" (thousands) or "1,5" (a decimal comma)
            value = raw.replace(",", "") if len(raw.split(",")[-1]) == 3 else raw.replace(",", ".")
            low = high = float(value)
        elif raw in lx.NUMBER_WORDS and lx.NUMBER_WORDS[raw].isdigit():
            value = lx.NUMBER_WORDS[raw]
            low = high = float(value)
        if low is not None:
            out.append((kind, low * size, high * size, unit, m.group(0), value))
    return out


def converted(claim: str, evidence: str) -> set[str]:
    """The claim's numbers of measures the source gives in another unit ("150 centimetres" for "1.5 metres")."""
    theirs = _measures(evidence)
    return {value for m in _measures(claim) if any(t[0] == m[0] and t[3] != m[3] and _close(m, t) for t in theirs)
            for value in m[5:] if value}


def units_only(words: str) -> bool:
    """Every word of ``words`` names a unit ("centimetres")."""
    return bool(words.split()) and all(_unit(w) for w in words.split())


def _close(a: tuple[str, float, float, str, str, str], b: tuple[str, float, float, str, str, str]) -> bool:
    return a[1] <= b[2] * _CLOSE and b[1] <= a[2] * _CLOSE


def other_unit(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) where the claim gives a measure the source never gives in its unit and the source's
    clause about the claim's things gives a measure of the same kind that is another amount
    ("ten micrometres" for "ten nanometres"; "about a metre" for "a few centimetres")."""
    ours = _measures(claim)
    if not ours:
        return None
    given = _measures(evidence)
    words = content(claim)
    for mine in ours:
        if any(_SIZES[t[3]] == _SIZES[mine[3]] and _close(mine, t) for t in given):
            continue  # the source's own measure (the claim's amount in another unit: "3 cm" for "20 cm" is not)
        for clause in CLAUSES.split(evidence):
            theirs = [t for t in _measures(clause) if t[0] == mine[0]]
            if theirs and len(content(clause) & words) >= MEASURE_SHARED and not any(_close(mine, t) for t in theirs):
                return "contradicted", "number", f"contradicted: the source says {theirs[0][4]!r}, not {mine[4]!r}"
    return None

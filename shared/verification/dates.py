"""Dates in a clause, and which of two comes first (pure): how the order check reads "in 49 BC
... in 44 BC" when a source gives events their dates instead of an order word."""

from __future__ import annotations

import re

from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.words import canon, content, tokens

_MONTHS = {m: i for i, m in enumerate(
    "january february march april may june july august september october november december".split(), 1)}
MONTH_NAMES = frozenset(_MONTHS)
DATED_CLAUSES = re.compile(r"(?<=[.;:!?])\s+|,\s+(?:and|but|while|then|so)\s+|;\s*")
YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b")
_DAY_MONTH = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(" + "|".join(_MONTHS) + r")\b"
                        r"|\b(" + "|".join(_MONTHS) + r")\s+(\d{1,2})(?:st|nd|rd|th)?\b")
_MONTH = re.compile(r"\b(" + "|".join(m for m in _MONTHS if m != "may") + r"|may(?= \d| of| in))\b"
                    r"|\bin may\b")

Date = tuple[int | None, int | None, int | None]  # year, month, day: what the clause gives


_YEAR_BC = re.compile(r"\b([0-9]{1,4})\s*(?:bc|bce|b\.c\.)", re.I)  # "49 BC" is before "44 BC"


def date_of(clause: str) -> Date | None:
    """The year, month and day a lower-case clause gives ("in march 1848", "49 bc"), or None."""
    if m := _YEAR_BC.search(clause):
        year: int | None = -int(m.group(1))
    else:
        year = int(m.group(1)) if (m := YEAR.search(clause)) else None
    month = day = None
    if m := _DAY_MONTH.search(clause):
        day, name = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        day, month = int(day), _MONTHS[name]
    elif m := _MONTH.search(clause):
        month = _MONTHS[m.group(0).replace("in ", "").strip()]
    return (year, month, day) if year or month else None


def earlier(a: Date, b: Date) -> bool | None:
    """Whether ``a`` comes before ``b``, on the parts both give (None: they cannot be compared)."""
    if a[0] and b[0] and a[0] != b[0]:
        return a[0] < b[0]
    for k in (1, 2):
        if (a[0] == b[0] or not (a[0] and b[0])) and a[k] and b[k] and a[k] != b[k]:
            return a[k] < b[k]
    return None


_NOT_UNTIL = re.compile(
    r"\bnot\s+(?:been\s+|be\s+)?([a-z]+)\s+until\s+(?:[a-z]+\s+){0,2}(1[0-9]{3}|20[0-9]{2})\b", re.I
)


def not_until(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a claim that dates an event the source says did not happen
    until a later year ("abolished ... in 1930" where "the tax was not abolished until 1947")."""
    ours = {canon(w) for w in tokens(claim)}
    for m in _NOT_UNTIL.finditer(evidence):
        said = {int(y) for y in YEAR.findall(claim)}
        if canon(m.group(1)) in ours and said and max(said) < int(m.group(2)) and "until" not in claim.lower():
            return "contradicted", "number", f"contradicted: the source says {m.group(0)!r}"
    return None


# a time of day: "02:00", "2 a.m.", "9pm", "2:30 p.m." (not "5 amps": "m" ends the word)
_CLOCK = re.compile(
    r"(?<![\w.:])(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?|(?<![\w.:])(\d{1,2}):(\d{2})(?![\d:])", re.I
)


def clock_times(text: str) -> tuple[str, dict[str, None]]:
    """``text`` with its times of day taken out, and those times on a 24-hour clock ("02:00" for
    "2 a.m."), so that one time written two ways is one number."""
    times: dict[str, None] = {}

    def take(m: re.Match) -> str:
        if m.group(4):
            hour, minute, half = int(m.group(4)), int(m.group(5)), ""
        else:
            hour, minute, half = int(m.group(1)), int(m.group(2) or 0), m.group(3).lower()
        hour = hour + 12 if half == "p" and hour < 12 else 0 if half == "a" and hour == 12 else hour
        times[f"{hour:02d}:{minute:02d}"] = None
        return " "

    return _CLOCK.sub(take, text), times


# "early in 1610" where the source says "in January 1610": a part of the year its month falls in
_PART_OF_YEAR = re.compile(r"\b(early|late|mid|middle)(?:\s+in|\s*-)?\s+(?:the\s+year\s+)?(?:of\s+)?"
                           r"(1[0-9]{3}|20[0-9]{2})\b", re.I)
_PARTS = {"early": range(1, 5), "mid": range(5, 9), "middle": range(5, 9), "late": range(9, 13)}


def part_of_year_said(claim: str, span: str) -> set[str]:
    """Stems of "early" ("late", "mid") where the span dates the claim's year in a month of that part."""
    out = set()
    for m in _PART_OF_YEAR.finditer(claim):
        part, year = m.group(1).lower(), m.group(2)
        months = [_MONTHS[n.group(1).lower()] for n in re.finditer(
            rf"\b({'|'.join(_MONTHS)})\s+(?:\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?{year}\b", span, re.I)]
        if months and all(k in _PARTS[part] for k in months):
            out |= {canon(w) for w in tokens(m.group(0)) if not w.isdigit()}
    return out


GAP = re.compile(r"\b([a-z]+|\d+)\s+(years?)\s+(later|after|afterwards|earlier|before)\b", re.I)


def gap_said(claim: str, evidence: str) -> set[str]:
    """Stems of the claim's "four years later" where two years of the source lie that far apart
    ("began in 1933 and it opened in 1937"): said by the two years, not missing words."""
    apart = years_apart(evidence)
    return {canon(w.lower()) for m in GAP.finditer(claim)
            if (m.group(1).isdigit() or m.group(1).lower() in lx.NUMBER_WORDS) and _counted(m.group(1)) in apart
            for w in m.groups()}


def years_apart(text: str) -> set[str]:
    """How many years lie between any two years ``text`` gives ("1933" and "1937": "4")."""
    years = sorted({int(y) for y in YEAR.findall(text)})
    return {str(b - a) for i, a in enumerate(years) for b in years[i + 1 :]}


def _counted(word: str) -> str:
    return str(int(word)) if word.isdigit() else str(lx.NUMBER_WORDS[word.lower()])



_DATES_FROM = re.compile(r"\b(dates?|dated|dating)\s+(?:back\s+)?(?:from|to)\s+([^.;:!?]+)", re.I)


def dates_from_said(claim: str, evidence: str) -> set[str]:
    """The verb of "dates from 1912" or "date from his last years" where the source gives that time
    (its year or every word of it): it says only when, which the source's words say ("In the Mists
    dates from 1912" for "Janacek wrote In the Mists in 1912")."""
    out = set()
    for m in _DATES_FROM.finditer(claim):
        when, words = m.group(2), content(m.group(2))
        year = re.match(r"(?:about\s+|around\s+|c\.\s*)?(\d{3,4})s?\b", when)
        said = re.search(rf"\b{year.group(1)}\b", evidence) if year else words and words <= content(evidence)
        out |= {canon(m.group(1).lower())} if said else set()
    return out


# words that say when, which move about a sentence without changing its roles ("tended, years later, to have")
WHEN = frozenset(f(w) for w in "year years afterwards ago day days week weeks month months decade decades then "
                 "eventually morning afternoon evening hour hours minute minutes".split() for f in (canon, lx.stem))
_LATER = frozenset(f(w) for w in ("later", "earlier") for f in (canon, lx.stem))  # "years later", not "later pieces"


def untimed(stems: set[str]) -> set[str]:
    """``stems`` less the words that say when ("years later"; "later" only beside a unit of time)."""
    return stems - WHEN - (_LATER if stems & WHEN else frozenset())

"""Ages (pure): the ages a school stage or an age word names, against the ages a source gives
("secondary school pupils" is not backed by a study of pupils aged 7 to 9). The ranges are general
knowledge, rounded wide so that any school system's stage fits."""

from __future__ import annotations

import re

from footnote.shared.verification.words import canon

# (words that name the stage, youngest age, oldest age)
STAGES = (
    (r"pre-?schoolers?|pre-?school\s+(?:children|pupils|kids)|nursery\s+(?:children|pupils)", 2, 5),
    (r"kindergarten(?:ers)?", 4, 6),
    (r"(?:primary|elementary|grade)[\s-]school(?:ers)?|primary\s+(?:pupils|children|students)", 4, 12),
    (r"middle[\s-]school(?:ers)?|junior[\s-]high", 10, 15),
    (r"(?:secondary|high)[\s-]school(?:ers)?|secondary\s+(?:pupils|students)|sixth[\s-]formers?", 11, 19),
    (r"teenagers?|teens|adolescents?", 12, 19),
    (r"(?:university|college)\s+students|undergraduates?|postgraduates?", 17, 99),
    (r"toddlers?", 1, 3),
    (r"infants?|babies|newborns?", 0, 1),
)
_STAGES = [(re.compile(rf"\b(?:{words})\b", re.I), lo, hi) for words, lo, hi in STAGES]
_N = r"(\d{1,2})"
_AGES = re.compile(
    rf"\b(?:aged|ages|age)\s+(?:between\s+)?{_N}\s*(?:to|-|–|and)\s*{_N}\b"  # "aged 7 to 9"
    rf"|\b{_N}(?:-year-olds?|-)?\s*(?:to|-|–)\s*{_N}[\s-]years?[\s-]olds?\b"  # "7- to 9-year-olds", "7-9 year olds"
    rf"|\b{_N}\s*(?:to|-|–)\s*{_N}\s+years\s+(?:old|of\s+age)\b"  # "7 to 9 years old"
    rf"|\b(?:aged\s+{_N}|{_N}[\s-]years?[\s-]olds?)\b",  # "aged 8", "8-year-olds"
    re.I,
)


def ages(text: str) -> tuple[int, int] | None:
    """The youngest and oldest age ``text`` gives its people, if it gives any."""
    found = [int(n) for m in _AGES.finditer(text) for n in m.groups() if n]
    return (min(found), max(found)) if found else None


def stage(text: str) -> tuple[str, int, int] | None:
    """The first school stage or age word in ``text``, with its ages."""
    hits = sorted((m.start(), m.group(0), lo, hi) for rx, lo, hi in _STAGES for m in [rx.search(text)] if m)
    return (hits[0][1].lower(), *hits[0][2:]) if hits else None


def age_check(claim: str, evidence: str) -> str | None:
    """The claim's people are of a stage or age the source's are not (a stage for ages the source
    gives, ages for a stage it names, or another stage)."""
    ours, theirs = stage(claim), stage(evidence)
    given, told = ages(evidence), ages(claim)
    if ours and given and (ours[2] < given[0] or ours[1] > given[1]) and not told:
        return f"the source is about people aged {given[0]} to {given[1]}; the claim is about {ours[0]}"
    if theirs and told and (told[1] < theirs[1] or told[0] > theirs[2]) and not given:
        return f"the source is about {theirs[0]}; the claim is about people aged {told[0]} to {told[1]}"
    if ours and theirs and (ours[2] < theirs[1] or ours[1] > theirs[2]):
        return f"the source is about {theirs[0]}; the claim is about {ours[0]}"
    return None


_AT_AGE = re.compile(r"\b(?:at\s+the\s+age\s+of|aged|at\s+age)\s+([a-z]+(?:-[a-z]+)?|\d{1,3})\b", re.I)


def age_said(claim: str, evidence: str) -> set[str]:
    """{"age"} (and "aged") where the claim gives an age ("at the age of nineteen") that the source
    gives as what someone was ("when he was nineteen", "a 19-year-old"): the same age, no new word."""
    for m in _AT_AGE.finditer(claim):
        n = re.escape(m.group(1))
        if re.search(rf"\b(?:was|were|is|are|turned|turns|of)\s+{n}\b|\b{n}[\s-]years?[\s-]old\b", evidence, re.I):
            return {canon("age"), canon("aged")}
    return set()

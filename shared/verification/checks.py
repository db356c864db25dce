"""What the claim adds that the evidence does not give (pure): numbers, populations, people
credited, overstatement, names and runs of new detail."""

from __future__ import annotations

import re

from shared.generation.text import STOPWORDS
from shared.verification import lexicon as lx
from shared.verification.words import canon, content, stems_of, tokens

ADDED_RUN = 3  # consecutive new content words that make an added detail

_NUMBER = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)*)\s*(%|percent\b|per cent\b)?(?:\s*([a-z]+))?", re.I)
_ATTRIB_VERBS = "|".join(sorted(lx.ATTRIBUTION_VERBS))
_ATTRIB = re.compile(
    rf"\baccording to (?:the )?([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){{0,2}})"
    rf"|\b([A-Z][a-z][\w'’-]*(?:\s+(?:van |von |de )?[A-Z][a-z][\w'’-]*)?)\s+(?:{_ATTRIB_VERBS})\b"
)
_PEOPLE = ("humans", "adults", "children")


def _numbers(text: str) -> dict[str, str | None]:
    """Numbers in ``text`` (digits and number words) -> the word after them (their unit)."""
    out: dict[str, str | None] = {}
    for m in _NUMBER.finditer(text):
        value = m.group(1).replace(",", "")
        value = value.rstrip("0").rstrip(".") if "." in value else value
        out[value + ("%" if m.group(2) else "")] = (m.group(3) or "").lower() or None
    words = tokens(text)
    for i, w in enumerate(words):
        if w in lx.NUMBER_WORDS:
            out[lx.NUMBER_WORDS[w]] = words[i + 1] if i + 1 < len(words) else None
    return out


def numbers_check(claim: str, evidence: str, known: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a number in the claim that the evidence does not give."""
    have, ours = _numbers(evidence), _numbers(known)
    for value, unit in _numbers(claim).items():
        if value in have or value in ours:
            continue
        same_unit = [v for v, u in have.items() if unit and u and canon(u) == canon(unit)]
        if same_unit:
            return "contradicted", "number", f"contradicted: the source gives {same_unit[0]} {unit}, not {value}"
        return "unsupported", "number", f"the number {value} does not appear in the source"
    return None


def _compatible(group: str, ev_groups: list[str]) -> bool:
    if group in ev_groups:
        return True
    if "cells" in ev_groups:  # "cultured human cells" is a finding in cells, not in people
        return False
    return group in _PEOPLE and any(g in _PEOPLE and "humans" in (g, group) for g in ev_groups)


def population_check(claim: str, evidence: str) -> str | None:
    cs, es = stems_of(tokens(claim)), stems_of(tokens(evidence))
    claim_groups = [name for name, words in lx.POPULATIONS if cs & words]
    if "cells" in claim_groups:
        claim_groups = [g for g in claim_groups if g not in _PEOPLE]
    ev_groups = [name for name, words in lx.POPULATIONS if es & words]
    if "cells" in ev_groups:
        ev_groups = [g for g in ev_groups if g not in _PEOPLE]
    for g in claim_groups:
        if ev_groups and not _compatible(g, ev_groups):
            return f"the source is about {ev_groups[0]}; the claim is about {g}"
    return None


def attribution_check(claim: str, evidence: str, names: str) -> str | None:
    hay = f"{evidence} {names}".lower()
    for m in _ATTRIB.finditer(claim):
        name = (m.group(1) or m.group(2) or "").strip()
        if not name or name.split()[0].lower() in lx.NOT_NAMES:
            continue
        if not any(part.lower() in hay for part in name.split() if len(part) > 2):
            return f"misattributed: the source does not credit this to {name}"
    return None


def strength_check(claim: str, span: str, evidence: str = "") -> tuple[str, str] | None:
    cw, ew = set(tokens(re.sub(r"\bat all\b", "", claim, flags=re.I))), set(tokens(span))
    strong = sorted((cw & lx.UNIVERSAL) - set(tokens(evidence or span)) - lx.NEGATORS)
    hedged = sorted((ew & lx.HEDGES) - cw)
    if strong and hedged:
        return "overgeneralised", f"overgeneralises: the claim says {strong[0]!r} where the source says {hedged[0]!r}"
    if strong:
        return "overgeneralised", f"overgeneralises: the source does not say {strong[0]!r}"
    cs, es = stems_of(list(cw)), stems_of(list(ew))
    if cs & lx.CAUSAL and es & lx.CORRELATIONAL and not es & lx.CAUSAL:
        return "causal", "overstates: the source reports an association, not a cause"
    return None


def added_details(claim: str, evidence: str, skip: set[str]) -> list[str]:
    """Runs of ``ADDED_RUN`` or more consecutive claim content words that the evidence never uses
    ("... using the left foot on the middle pedal"): details the source does not give."""
    have = content(evidence)
    runs, cur = [], []
    for w in tokens(claim):
        if w in STOPWORDS or len(w) < 2 or w[0].isdigit():
            continue
        c = canon(w)
        if c in have or c in skip:
            if len(cur) >= ADDED_RUN:
                runs.append(" ".join(cur))
            cur = []
        else:
            cur.append(w)
    if len(cur) >= ADDED_RUN:
        runs.append(" ".join(cur))
    return runs


def proper_names(claim: str, evidence: str, names: str) -> list[str]:
    hay = f"{evidence} {names}".lower()
    out = []
    for m in re.finditer(r"(?<=[a-z,;] )([A-Z][a-z]{2,}|[A-Z]{2,}[\w-]*)", claim):
        if m.group(1).lower() not in hay and m.group(1).lower() not in lx.NOT_NAMES:
            out.append(m.group(1))
    return out

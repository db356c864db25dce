"""What frames a statement in the source: when it happens ("on summer afternoons"), and whose
belief it is ("Pip believes that ..."). A claim that changes the time or states a belief as a
fact says something the source does not. (pure)"""

from __future__ import annotations

import re

from footnote.shared.verification.words import content

_WHEN = {  # when something happens, by kind: a claim's "at night" against the source's "afternoons"
    "season": "spring summer autumn winter",
    "time of day": "morning afternoon evening night midnight noon midday dawn dusk sunrise sunset daybreak nightfall",
    "day": "monday tuesday wednesday thursday friday saturday sunday weekend",
}
_WHEN_KIND = {w: kind for kind, words in _WHEN.items() for w in words.split()}
_PART_OF = {  # a time inside a wider one: "early in the morning" says "at dawn"
    "dawn": "morning", "sunrise": "morning", "daybreak": "morning", "dusk": "evening", "sunset": "evening",
    "nightfall": "evening", "midnight": "night", "saturday": "weekend", "sunday": "weekend",
}


def _whens(text: str) -> dict[str, str]:
    """When-words in ``text`` (singular, lower case) -> their kind."""
    out = {}
    for w in re.findall(r"[A-Za-z]+", text):
        w = w.lower()
        w = w[:-1] if w.endswith("s") and w[:-1] in _WHEN_KIND else w
        if w in _WHEN_KIND:
            out[w] = _WHEN_KIND[w]
    return out


def when_check(claim: str, evidence: str, known: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a season, time of day or day the claim gives and the source
    does not: another of the same kind in the source contradicts it ("at night in winter" for
    "on summer afternoons"); none at all is a detail added."""
    theirs, ours = _whens(evidence), _whens(known)
    for w, kind in _whens(claim).items():
        if w in theirs or w in ours or any(_PART_OF.get(t) == w for t in theirs):
            continue  # said, or said more exactly ("in the morning" for "at dawn")
        if _PART_OF.get(w) in theirs:
            return "partial", "specifics", f"adds details the source does not give: {w!r} (it says {_PART_OF[w]!r})"
        said = [t for t, k in theirs.items() if k == kind]
        name = str.capitalize if kind == "day" else str  # "Saturday", "summer"
        if said:
            return "contradicted", "specifics", f"contradicted: the source says {name(said[0])!r}, not {name(w)!r}"
        return "partial", "specifics", f"adds details the source does not give: {name(w)!r}"
    return None


_BELIEF = re.compile(
    r"\b(?P<holder>(?:[A-Z][\w'’-]*\s+){0,2}?[\w'’-]+)\s+(?:(?:still|firmly|wrongly|mistakenly|long)\s+)?"
    r"(?:believes?|believed|thinks?|thought|assumes?|assumed|imagines?|imagined|supposes?|supposed|"
    r"is convinced|was convinced|suspects?|suspected)\s+(?:that\s+)?(?P<belief>[^.;:]+?)"
    r"(?=,?\s+(?:but|yet|although|though|when|whereas)\b|[.;:]|$)"
)
_MISTAKEN = re.compile(
    r"\b(?:but|yet)\b[^.;]*\b(?:in fact|actually|really|in truth|in reality)\b|\b(?:wrongly|mistakenly)\b", re.I
)
_CLAIM_BELIEF = re.compile(
    r"\b(?:believ\w*|think\w*|thought|assum\w*|imagin\w*|suppos\w*|convinced|suspect\w*|wrongly|mistakenly|"
    r"belief|wrong|mistaken)\b",
    re.I,
)
BELIEF_SHARE = 0.75  # of the claim's content words that must come from the belief's own words


def belief_check(claim: str, evidence: str, skip: set[str]) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a claim that states as a fact what the source reports as a
    mistaken belief ("Pip believes that Miss Havisham is his benefactor, but the money in fact
    comes from Magwitch"). A belief the source leaves standing ("historians now think that ...")
    is the source's own account, and stating it is not checked here."""
    if _CLAIM_BELIEF.search(claim):
        return None  # the claim reports the belief too
    ours = content(claim) - skip
    if not ours:
        return None
    for m in _BELIEF.finditer(evidence):
        if len(ours & content(m.group("belief"))) / len(ours) < BELIEF_SHARE:
            continue
        if _MISTAKEN.search(m.group(0)) or _MISTAKEN.search(evidence[m.end() :][:200]):
            holder = m.group("holder").strip()
            return "unsupported", "belief", f"the source says {holder} wrongly believes this, not that it is so"
    return None

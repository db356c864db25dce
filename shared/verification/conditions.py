"""An outcome the source gives under one condition, claimed under another (pure): "If the error
rate goes above 1 percent, traffic is raised to 50 percent" where the source says "if its error
rate stays below 1 percent ..., traffic is raised to 50 percent; if the error rate goes above 1
percent, all traffic returns to the old version"."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification.words import canon, tokens

# "if/when C, R": R runs to the next condition, "otherwise", or the clause's end
_IF = re.compile(
    r"\b(?:if|when|whenever|once)\s+([^,;.]+?),\s+(?:then\s+)?([^;.]+?)(?=,\s*(?:if|when|whenever|otherwise|else)\b|[;.]|$)",
    re.I,
)
CONDITION_MARGIN = 1  # words by which the claim's condition fits another of the source's conditions better ...
OUTCOME_MARGIN = 2  # ... while its outcome fits the outcome of the first better by as many


def _words(text: str) -> set[str]:
    return {canon(w) for w in tokens(text) if w.lower() not in STOPWORDS}


def _best(scores: list[int], margin: int) -> int | None:
    """The index of the highest score, where it leads every other by ``margin``."""
    top = max(range(len(scores)), key=scores.__getitem__)
    return top if all(s + margin <= scores[top] for k, s in enumerate(scores) if k != top) else None


def other_condition(claim: str, span: str) -> str | None:
    """The reason, where the claim's "if C, R" pairs the outcome of one of the source's conditions
    with another of its conditions."""
    theirs = [(_words(c), _words(r), c.strip()) for c, r in _IF.findall(span)]
    if len(theirs) < 2:
        return None
    for cond, outcome in _IF.findall(claim):
        ours_c, ours_r = _words(cond), _words(outcome)
        by_outcome = _best([len(ours_r & r) for _, r, _ in theirs], OUTCOME_MARGIN)
        by_condition = _best([len(ours_c & c) for c, _, _ in theirs], CONDITION_MARGIN)
        if by_outcome is not None and by_condition is not None and by_outcome != by_condition:
            return f"the source gives this outcome when {theirs[by_outcome][2]!r}, not when {cond.strip()!r}"
    return None

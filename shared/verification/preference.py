"""Preferences (pure): "X rather than Y", "X matters more than Y". A claim that prefers what the
source passes over says the opposite ("retry at once rather than waiting" for "wait ... rather
than retrying at once"), and what a claim passes over it does not affirm."""

from __future__ import annotations

import re

from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.words import canon, tokens

_PREFER = re.compile(
    r"\b(?:rather than|instead of|(?:matters?|counts?|mattered|counted) more than|more important than|"
    r"(?<=[a-z] )more than(?=\s+(?:at|on|to|for|in|about|with|by)\s+(?!all\b|least\b|once\b|times?\b|first\b))|"
    r"better(?:\s+[a-z-]+){0,3}?\s+than(?!\s+(?:ever|before|expected|usual|average|chance)\b))\b",
    re.I,  # "aim at phrasing and tone more than at speed": a preference, not an amount ("more than 30");
)  # "gives better recall than rereading" prefers the one to the other ("better than ever": no other)


def preference(text: str) -> tuple[dict[str, str], dict[str, str]] | None:
    """(what is preferred, what is passed over) in the first "X rather than Y" of ``text``, each
    side within its clause, as stems -> words; function words aside, "at once" and "only" kept."""
    for clause in re.split(r"[.;:!?]", text):
        m = _PREFER.search(clause)
        if m:
            parts = clause[: m.start()].split(",")
            before = parts[-1] if parts[-1].strip() or len(parts) < 2 else parts[-2]  # "Testing X, rather than Y,"
            after = clause[m.end() :].split(",", 1)[0]
            sides = [{canon(w): w for w in tokens(part) if w not in lx.NEGATION_SKIP} for part in (before, after)]
            return sides[0], sides[1]
    return None


def preference_flip(claim: str, span: str) -> str | None:
    """The claim prefers what the source passes over, and passes over what it prefers ("retry at
    once rather than waiting" for "wait ... rather than retrying at once")."""
    ours, theirs = preference(claim), preference(span)
    if not ours or not theirs:
        return None
    a, b = ours[0].keys() - ours[1].keys(), ours[1].keys() - ours[0].keys()
    x, y = theirs[0].keys() - theirs[1].keys(), theirs[1].keys() - theirs[0].keys()
    if a & y and b & x and not (a & x and b & y):
        passed, chosen = ours[0][sorted(a & y)[0]], ours[1][sorted(b & x)[0]]
        return f"the claim prefers {passed!r}, which the source passes over for {chosen!r}"
    return None

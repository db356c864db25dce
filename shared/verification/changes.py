"""A change or a route from one end to the other (pure): "moved start times from 7:50 to 8:45",
"from Paris to Lyon"; a claim that runs it the other way is contradicted (``change_flip``), and a
negation of the old end is no denial of the new (``negation``)."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification.words import canon

# "from 7:50 to 8:45", "from 20% to 35%", "from Paris to Lyon": a change or a route, each end a
# number or a word or two (the words after "to" stop at a clause break or a preposition)
_CHANGE = re.compile(
    r"\bfrom\s+((?:[\w$£€.:%'-]+\s+){0,1}?[\w$£€.:%'-]+)\s+(?:to|into)\s+([\w$£€.:%'-]+(?:\s+(?!on\b|in\b|at\b|by\b|for\b)"
    r"[a-z%]+)?)", re.I
)


def changes(text: str) -> list[tuple[str, str]]:
    """(from, to) of each change or route, as canonical stems ("from 7:50 to 8:45")."""
    def norm(s: str) -> str:
        return " ".join(canon(w) for w in re.findall(r"[\w$£€.:%'-]+", s.lower()) if w not in STOPWORDS).strip(".,")

    return [(norm(m.group(1)), norm(m.group(2))) for m in _CHANGE.finditer(text)]


def change_flip(claim: str, span: str) -> str | None:
    """A reason when the claim runs a change or a route the other way ("moved start times from
    8:45 to 7:50" against "from 7:50 to 8:45")."""
    theirs = changes(span)
    for a, b in changes(claim):
        if a and b and a != b and (b, a) in theirs and (a, b) not in theirs:
            return f"the claim has it go from {a} to {b}, the source from {b} to {a}"
    return None

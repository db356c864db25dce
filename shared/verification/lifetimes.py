"""Lifetimes (pure): a person the source says died before an event, said to have lived to see it
("Halley lived to watch the comet return" for "He died in 1742, sixteen years before the comet
reappeared"), and "did not live to see it", which the source says in those other words."""

from __future__ import annotations

import re

from footnote.shared.verification.words import content

_DIED_BEFORE = re.compile(r"\b(?:died|dies|was\s+killed|passed\s+away)\b[^.;]{0,60}?\bbefore\s+([^.;]+)", re.I)
_LIVED_TO = re.compile(r"\b(?:(?P<no>did\s+not|didn't|never|not)\s+)?(?:live|lived|lives)\s+to\s+"
                       r"(?:see|watch|witness|hear\s+of|learn\s+of)\s+([^.;]+)", re.I)
EVENT_SHARED = 1  # content words the claim's event must share with the one the source puts after the death


def _lived_to(claim: str, span: str) -> list[tuple[bool, str]]:
    """For each "lived to see X" in the claim whose X the source says came after a death: whether
    the claim denies it ("did not live to see"), and the source's words for the death."""
    after = [(content(m.group(1)), m.group(0)) for m in _DIED_BEFORE.finditer(span)]
    return [(bool(m.group("no")), said) for m in _LIVED_TO.finditer(claim)
            for theirs, said in after if len(content(m.group(2)) & theirs) >= EVENT_SHARED]


def outlived(claim: str, span: str) -> str | None:
    """The reason, where the claim has a person live to see what the source says came after their death."""
    said = next((said for denied, said in _lived_to(claim, span) if not denied), None)
    return f"the source says {said!r}" if said else None


def not_lived_to_see(claim: str, span: str) -> set[str]:
    """Stems of "did not live to see" where the source says the death came before the event."""
    if not any(denied for denied, _ in _lived_to(claim, span)):
        return set()
    return set().union(*(content(claim[m.start() : m.start(2)]) for m in _LIVED_TO.finditer(claim) if m.group("no")))

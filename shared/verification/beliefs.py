"""What a side does not plainly affirm (pure): what it says only as someone's belief ("jumps when
he believes she is about to sink" does not say she sinks, and "because he thinks she is going to
sink" does not deny the source's "The Patna does not sink"), and what it says is seldom done ("were
less likely to visit it" leans towards the claim's "tended to avoid visiting it")."""

from __future__ import annotations

import re

from footnote.shared.verification.words import canon, content

# a verb of belief and the rest of its clause ("supposed to" is a duty, not a belief)
_BELIEF = re.compile(r"\b(?:thinks?|thought|believes?|believed|believing|fears?|feared|expects?|expected|"
                     r"assumes?|assumed|imagines?|imagined|suspects?|suspected|supposes?|supposed(?!\s+to\b))"
                     r"\b(?P<held>[^,.;:!?]*)", re.I)


def held_only(text: str) -> set[str]:
    """Stems of the content words that ``text`` says only inside what someone believes."""
    held = {w for m in _BELIEF.finditer(text) for w in content(m.group("held"))}
    plain = content(_BELIEF.sub(" ", text))
    return held - plain


def believed_denied(claim: str, span: str, denied: set[str]) -> set[str]:
    """Stems the claim states plainly that the span says only as a belief and the evidence denies
    (``denied``: its negated stems): "The Patna sinks" for "he believes she is about to sink ...
    The Patna does not sink"."""
    return (held_only(span) & content(claim) & denied) - held_only(claim) - {canon("believe")}


_SELDOM = re.compile(r"\b(?:less likely|unlikely|less inclined|reluctant|less willing)\s+to\s+([a-z]+)"
                     r"|\b(?:rarely|seldom|hardly ever|scarcely ever)\s+([a-z]+)", re.I)


def seldom_done(claim: str, text: str) -> set[str]:
    """Stems of the deeds ``text`` says are seldom done or less likely ("less likely to visit it"),
    where the claim's denial is as soft ("tended to avoid visiting"; not "never develop cancer" for
    "rarely develop cancer", which overstates)."""
    if _FLAT_DENIAL.search(claim):
        return set()
    return {canon(m.group(1) or m.group(2)) for m in _SELDOM.finditer(text)}


_FLAT_DENIAL = re.compile(r"\b(?:never|not|no|cannot|none|nothing)\b|n['’]t\b", re.I)

"""A claim's "A, not B, does it" against a source where B does it (pure): "The poem ends with the
speaker, not the urn, saying that beauty is truth" for "The poem ends with the urn saying ...". The
claim denies B the deed the source gives it; a wide reading of the source's other denials ("they can
never grow old", whose "they" are the lovers on the urn) must not pass it as one shared denial."""

from __future__ import annotations

import re

from footnote.shared.verification.words import canon

_CONTRAST = re.compile(r"\b[A-Za-z][\w'’-]*,\s+not\s+(?:the\s+|an?\s+|his\s+|her\s+|their\s+|its\s+)?"
                       r"([A-Za-z][\w'’-]*),\s+([a-z]+)")
DEED_NEAR = 3  # words after B within which the source says the claim's deed ("the urn saying")


def contrast_denied(claim: str, span: str) -> set[str]:
    """Stems of the B that the claim's "A, not B, <deed>" denies and the span has do that deed."""
    out: set[str] = set()
    for m in _CONTRAST.finditer(claim):
        other, deed = m.group(1), canon(m.group(2))
        if re.search(rf"\bnot\s+(?:\w+\s+)?{re.escape(other)}\b", span, re.I):
            continue  # the source denies it too
        for s in re.finditer(rf"\b{re.escape(other)}\b((?:\W+\w+){{1,{DEED_NEAR}}})", span, re.I):
            said = re.findall(r"[\w']+", s.group(1).lower())
            if deed in {canon(w) for w in said} and not {"not", "never", "no"} & set(said):  # "the urn is not saying"
                out.add(canon(other))
    return out


_ALTERNATIVE = re.compile(r"\b(?:rather\s+than|instead\s+of)\b", re.I)


def alternative_once(why: list[tuple[str, str]], span: str) -> list[tuple[str, str]]:
    """One flip, not two that cancel, where the source says a thing and then the alternative it
    rules out ("voiced differently each time rather than played identically"): a claim of the
    alternative ("played the same way every time") both affirms what "rather than" denies and says
    the opposite of the first, which is one contradiction."""
    kinds = {k for k, _ in why}
    if not {"negation", "opposite"} <= kinds:
        return why
    for k, r in why:
        m = re.search(r"where the source says '([^']+)'$", r) if k == "opposite" else None
        at = span.lower().find(m.group(1).lower()) if m else -1
        if at >= 0 and _ALTERNATIVE.search(span[at : at + ALTERNATIVE_REACH]):
            return [(k2, r2) for k2, r2 in why if k2 != "negation"]
    return why


ALTERNATIVE_REACH = 60  # characters after the source's word within which "rather than" names its alternative

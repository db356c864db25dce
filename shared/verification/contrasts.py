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

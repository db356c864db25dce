"""An effect the claim makes large where the source calls it small (pure): "Forward rotation
greatly improved sleep" where the source says "reported better sleep ..., though the difference
was small"."""

from __future__ import annotations

import re

_LARGE = re.compile(r"\b(?:greatly|dramatically|substantially|considerably|markedly|vastly|hugely|massively|"
                    r"strongly|sharply|far (?:better|worse|more|less|fewer))\b", re.I)
_SMALL_WORD = r"(?:small|slight|modest|minor|tiny|marginal|negligible)"
_EFFECT = r"(?:difference|effect|change|gain|improvement|benefit|increase|decrease|reduction|drop|rise)s?"
_SMALL = re.compile(rf"\b{_EFFECT}\s+(?:was|were|is|are|remained|stayed)\s+(?:\w+\s+)?{_SMALL_WORD}\b"
                    rf"|\b{_SMALL_WORD}\s+(?:but\s+\w+\s+)?{_EFFECT}\b|\bonly\s+(?:slightly|marginally)\b", re.I)


def overstated_effect(claim: str, span: str) -> str | None:
    """The reason, where the claim says an effect is large and the source that it is small."""
    large, small = _LARGE.search(claim), _SMALL.search(span)
    if large and small and not _SMALL.search(claim):
        return f"overstates: the claim says {large.group(0)!r} where the source says {small.group(0)!r}"
    return None

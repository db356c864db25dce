"""What one person urges another to do (pure): "her uncle urges her to accept" against "her uncle
urges her to refuse Henry Crawford" is the urged deed turned to its opposite, though the claim's
"refuse" is also the source's word elsewhere ("She refuses Henry Crawford's proposal")."""

from __future__ import annotations

import re

from footnote.shared.verification import lexicon as lx

_URGED = re.compile(
    r"\b(urg(?:e|es|ed|ing)|ask(?:s|ed|ing)?|tell(?:s|ing)?|told|advis(?:e|es|ed|ing)|beg(?:s|ged|ging)?|"
    r"persuad(?:e|es|ed|ing)|encourag(?:e|es|ed|ing)|want(?:s|ed|ing)?|press(?:es|ed|ing)?)\s+"
    r"(him|her|them|me|us|you|[A-Z][a-z]+)\s+to\s+([a-z]+)\b")


def _urged(text: str) -> list[tuple[str, str, str]]:
    """(urging verb's stem, the one urged, the urged deed) for each "urges her to accept"."""
    return [(lx.stem(m.group(1).lower()), m.group(2).lower(), m.group(3).lower()) for m in _URGED.finditer(text)]


def urged_flip(claim: str, span: str) -> str | None:
    """The claim has the same person urged by the same verb to the opposite deed ("urges her to
    refuse" for "urges her to accept")."""
    theirs = _urged(span)
    for verb, whom, deed in _urged(claim):
        for verb2, whom2, deed2 in theirs:
            if (verb, whom) != (verb2, whom2):
                continue
            ours, said = lx.stem(deed), lx.stem(deed2)
            if any(ours in a and said in b or ours in b and said in a for a, b in lx.OPPOSITES):
                return f"the claim urges {deed!r} where the source urges {deed2!r}"
    return None

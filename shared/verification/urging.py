"""What one person urges another to do (pure): "her uncle urges her to accept" against "her uncle
urges her to refuse Henry Crawford" is the urged deed turned to its opposite, though the claim's
"refuse" is also the source's word elsewhere ("She refuses Henry Crawford's proposal")."""

from __future__ import annotations

import re

from footnote.shared.verification import lexicon as lx

_URGED = re.compile(
    r"\b(urg(?:e|es|ed|ing)|ask(?:s|ed|ing)?|tell(?:s|ing)?|told|advis(?:e|es|ed|ing)|beg(?:s|ged|ging)?|"
    r"persuad(?:e|es|ed|ing)|encourag(?:e|es|ed|ing)|want(?:s|ed|ing)?|press(?:es|ed|ing)?)\s+"
    r"(him|her|them|me|us|you|[A-Z][a-z]+|(?:his|her|their|the)\s+[a-z]+)\s+to\s+([a-z]+)\b")
_PRONOUNS = frozenset("him her them me us you".split())
# deeds urged as each other's opposites beyond the general pairs: "urging him to fight against death" /
# "urges his father to accept death"
_DEEDS = ((frozenset("fight resist oppos".split()), frozenset("accept submit yield surrend".split())),)


def _urged(text: str) -> list[tuple[str, str, str]]:
    """(urging verb's stem, the one urged, the urged deed) for each "urges her to accept"."""
    return [(lx.stem(m.group(1).lower()), m.group(2).lower(), m.group(3).lower()) for m in _URGED.finditer(text)]


def _same_one(whom: str, claim: str, whom2: str, span: str) -> bool:
    """The one urged is the same on both sides: the same words, or a pronoun on one side for a
    person the other side's text names ("urging him" for "urges his father", where the source
    names the father)."""
    if whom == whom2:
        return True
    if whom2 in _PRONOUNS and whom not in _PRONOUNS:
        return re.search(rf"\b{re.escape(whom.split()[-1])}\b", span, re.I) is not None
    if whom in _PRONOUNS and whom2 not in _PRONOUNS:
        return re.search(rf"\b{re.escape(whom2.split()[-1])}\b", claim, re.I) is not None
    return False


def urged_flip(claim: str, span: str) -> str | None:
    """The claim has the same person urged by the same verb to the opposite deed ("urges her to
    refuse" for "urges her to accept")."""
    theirs = _urged(span)
    for verb, whom, deed in _urged(claim):
        for verb2, whom2, deed2 in theirs:
            if verb != verb2 or not _same_one(whom, claim, whom2, span):
                continue
            ours, said = lx.stem(deed), lx.stem(deed2)
            pairs = (*lx.OPPOSITES, *_DEEDS)
            if any(ours in a and said in b or ours in b and said in a for a, b in pairs):
                return f"the claim urges {deed!r} where the source urges {deed2!r}"
    return None

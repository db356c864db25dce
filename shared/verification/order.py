"""Which of two things comes first, read from the words that say so (pure).

"A before B", "B after A", "before B, A", "after A, B", "A, then B", "first A, then B",
"A followed by B", "A first and B afterwards", "only after A does B": each gives an ordered
pair of content-word sets. A claim whose pair runs the other way round from the evidence's
reverses the order the source gives, whatever words it uses to say so ("restore first, back up
afterwards" against "back up first"); one that runs the same way keeps it, even when one side
says "before" and the other "after".
"""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification.words import canon

SIDE_WORDS = 6  # content words either side of an order word that make up "A" and "B"

_CLAUSES = re.compile(r"(?<=[.;:!?])\s+|,\s+(?:and|but|while|so)\s+|\n+")
# (pattern with groups a = what happens first, b = what happens next; the word family that says it)
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^(?P<a>.+?),? after which (?P<b>.+)$"), "after"),
    (re.compile(r"^(?P<b>.+?),? before which (?P<a>.+)$"), "before"),
    (re.compile(r"^(?:only )?after (?P<a>[^,]+), (?P<b>.+)$"), "after"),
    (re.compile(r"^before (?P<b>[^,]+), (?P<a>.+)$"), "before"),
    (re.compile(r"^first,? (?P<a>.+?),? (?:and )?then (?P<b>.+)$"), "first"),
    (re.compile(r"^(?P<a>.+?) first,? (?:and )?(?:then )?(?P<b>.+?)(?: afterwards?| later| next| second)?$"), "first"),
    (re.compile(r"^(?P<a>.+?),? (?:and )?then (?P<b>.+)$"), "first"),
    (re.compile(r"^(?P<a>.+?),? followed by (?P<b>.+)$"), "after"),
    (re.compile(r"^(?P<a>.+?) before (?P<b>.+)$"), "before"),
    (re.compile(r"^(?P<b>.+?) after (?P<a>.+)$"), "after"),
    (re.compile(r"^(?P<a>.+?) precedes? (?P<b>.+)$"), "before"),
    (re.compile(r"^(?P<b>.+?) follows? (?P<a>.+)$"), "after"),
)
# a clause that only supposes an order does not state one ("if the API starts before ...")
_HYPOTHETICAL = re.compile(r"^(?:if|unless|suppose|supposing|imagine|whether)\b")


def _words(text: str) -> set[str]:
    ws = re.findall(r"[a-z][a-z'-]*", text)
    return {canon(w) for w in ws if w not in STOPWORDS and len(w) > 1}


def _near(text: str, end: bool) -> set[str]:
    """The content words of ``text`` nearest the order word (its end for A, start for B)."""
    ws = [w for w in re.findall(r"[a-z][a-z'-]*", text) if w not in STOPWORDS and len(w) > 1]
    ws = ws[-SIDE_WORDS:] if end else ws[:SIDE_WORDS]
    return {canon(w) for w in ws}


# across a comma: "first used in cottages, and only later in factories", "A first and only later B"
_FIRST_LATER = (
    re.compile(r"\bfirst (?P<a>[^.;:]+?),? (?:and |but )?(?:only )?(?:later|then|afterwards) (?P<b>[^.;:,]+)"),
    re.compile(r"(?P<a>[^.;:,]+?) first,? (?:and |but )?(?:only )?(?:later|then|afterwards) (?P<b>[^.;:,]+)"),
)


def pairs(text: str) -> list[tuple[set[str], set[str], str]]:
    """(earlier, later, word family) for each clause that states an order."""
    out = []
    for sentence in re.split(r"(?<=[.;!?])\s+", text.lower()):
        if _HYPOTHETICAL.match(sentence.strip()):
            continue
        for pattern in _FIRST_LATER:
            m = pattern.search(sentence)
            if m:
                a, b = _near(m.group("a"), end=True), _near(m.group("b"), end=False)
                a, b = a - b, b - a
                if a and b:
                    out.append((a, b, "first"))
                break
    for clause in _CLAUSES.split(text.lower()):
        clause = clause.strip().rstrip(".!?;")
        if _HYPOTHETICAL.match(clause):
            continue
        for pattern, family in _PATTERNS:
            m = pattern.match(clause)
            if m:
                first_end = m.start("a") < m.start("b")
                a = _near(m.group("a"), end=first_end)
                b = _near(m.group("b"), end=not first_end)
                a, b = a - b, b - a  # "restore the backup first, then take a fresh backup"
                if a and b:
                    out.append((a, b, family))
                break
    return out


def order_flip(claim: str, span: str) -> bool | None:
    """True when the claim orders two things the other way round from the evidence; False when
    it orders them the same way in other words ("B after A" for "A before B", where a word-level
    check would see "after" against "before"); None otherwise."""
    verdict = None
    for ca, cb, cf in pairs(claim):
        for ea, eb, ef in pairs(span):
            same, reverse = bool(ca & ea and cb & eb), bool(ca & eb and cb & ea)
            if reverse and not same:
                return True
            if same and not reverse and cf != ef:
                verdict = False
    return verdict

"""When two faults a check finds in one claim cancel (pure): a claim that negates a word and says
its opposite ("do not tense" for "relax"), or that swaps two compared things and flips the
comparative ("B is smaller than A" for "A is larger than B"), says what the source says. They do
not cancel where the source says the two things apart (``apart``).
"""

from __future__ import annotations

import re

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.verification.negation import flipped
from footnote.shared.verification.words import CLAUSES, canon, content, tokens

# what makes a source sentence a comparison whose sides a claim may trade ("than", "compared with")
_COMPARES = re.compile(r"\b(?:than|compared|relative to|versus|vs)\b", re.I)


def apart(why: list[tuple[str, str]], claim: str, span: str, evidence: str) -> bool:
    """A negation flip and an opposite word that no sentence of the span holds together ("do not introduce a new
    idea in the final sentence" and "Begin each paragraph ..." for "End each paragraph by introducing a new idea"),
    or two clauses of the claim hold apart: they do not cancel as "do not tense" and "relax" do."""
    said = [re.match(r"the claim says '([\w-]+)'", r) for _, r in why]
    if all(said) and {k for k, _ in why} <= {"opposite", "reversed_order"}:  # "play it early, as if in the beat
        a, b = (m.group(1).lower() for m in said)  # before": one opposite in each of two clauses
        theirs = [re.search(r"where the source says '([\w-]+)'", r) for _, r in why]
        pair = [m.group(1).lower() for m in theirs if m]
        if len(pair) == 2 and _beside(tokens(claim), a, b) and _beside(tokens(span), *pair):
            return True  # "many short flights" for "fewer but longer flights": two words of one thing, both turned
        return not any(a in p and b in p for p in map(tokens, re.split(r",\s*|\s+(?:as if|as though|and)\s+", claim)))
    if [k for k, _ in why] == ["opposite", "swapped_roles"]:
        return _compared_elsewhere(why[0][1], claim, span)
    if [k for k, _ in why] != ["negation", "opposite"]:
        return False
    m = re.search(r"where the source says '([\w-]+)'", why[1][1])
    negated = set().union(*flipped(claim, span, evidence))
    if not m or not negated:
        return False
    word = m.group(1).lower()
    # "Lift the pedal ... so they do not ring": the negation in the purpose clause, the opposite in the order
    mine = re.match(r"the claim says '([\w-]+)'", why[1][1])
    if mine and canon(mine.group(1)) in negated and mine.group(1).lower() in tokens(span):
        return True  # "can upload" for "can download ... but cannot upload": the source denies the word itself
    parts = [p for c in CLAUSES.split(claim) for p in _PURPOSE.split(c)]
    if mine and len(parts) > 1 and not any(mine.group(1).lower() in tokens(p) and negated & content(p) for p in parts):
        return True
    together = [span[a:b] for a, b in split_sentences(span)]
    together = [c for t in together for c in CLAUSES.split(t)]  # "built ... and abandoned ..., though the Spanish
    return not any(word in tokens(t) and negated & content(t) for t in together)  # never found it": two clauses


def _beside(words: list[str], a: str, b: str) -> bool:
    """``a`` and ``b`` stand at most one word apart ("many short", "fewer but longer")."""
    at = {w: [i for i, x in enumerate(words) if x == w] for w in (a, b)}
    return a != b and any(abs(i - j) <= 2 for i in at[a] for j in at[b])


_PURPOSE = re.compile(r",?\s+(?=so\s+(?:that\s+)?(?:they|it|he|she|you|we|the|this|these|those|its|their)\b)", re.I)


def _compared_elsewhere(reason: str, claim: str, span: str) -> bool:
    """The claim's comparison flips a word that the source says outside any comparison ("a larger
    effect on pictures than on word pairs" against "The effect was smaller for pictures"): whatever
    sides it trades are those of another sentence, so the swap does not turn the word round."""
    m = re.search(r"where the source says '([\w-]+)'", reason)
    held = [span[a:b] for a, b in split_sentences(span) if m and m.group(1).lower() in tokens(span[a:b])]
    return bool(held) and bool(_COMPARES.search(claim)) and not any(_COMPARES.search(t) for t in held)

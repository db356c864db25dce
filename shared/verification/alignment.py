"""Where a claim's words are in the evidence (pure): ``align`` finds the window of one to three
sentences (or more short caption lines) holding most of the claim's content words; ``verbatim``
and ``word_for_word`` find a quotation, which locates itself exactly."""

from __future__ import annotations

import re
from collections.abc import Iterable

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.numbers import shares_in
from footnote.shared.verification.words import NEGATED_WITHIN, content, tokens

MAX_WINDOW_SENTENCES = 3
WINDOW_CHARS = 320  # ... or more short units (caption lines) while the window stays this short
VERBATIM_MIN_WORDS = 4  # shorter quotes could match by chance
LONG_UNIT_CHARS = 300  # an unpunctuated transcript "sentence" is split into its caption lines


def units(text: str) -> list[tuple[int, int]]:
    """Sentence spans of ``text``; a long or unpunctuated run (captions) is split at its line
    breaks, so a quote from a transcript is a caption line, not the whole passage."""
    out: list[tuple[int, int]] = []
    for s, e in split_sentences(text):
        unit = text[s:e]
        if "\n" in unit and (e - s > LONG_UNIT_CHARS or not re.search(r"[.!?]", unit)):
            pos = s
            for line in text[s:e].split("\n"):
                if line.strip():
                    a = text.index(line, pos)
                    lead = len(line) - len(line.lstrip())
                    out.append((a + lead, a + len(line.rstrip())))
                    pos = a + len(line)
        else:
            out.append((s, e))
    return out or [(0, len(text))]


def verbatim(quote: str, evidence: str) -> tuple[int, int] | None:
    """Offsets of ``quote`` in ``evidence`` when it is there word for word (case, spacing, line
    breaks and a trailing ellipsis or full stop aside): a quotation locates itself exactly."""
    ws = re.findall(r"[\w'’%-]+", quote)
    low = evidence.lower()
    if len(ws) < VERBATIM_MIN_WORDS or not all(w.lower() in low for w in ws):
        return None
    m = re.search(r"\W+".join(re.escape(w) for w in ws), evidence, re.I)
    return (m.start(), m.end()) if m else None


# words before a quotation, in its sentence, that turn it round: "it is a myth that ...", "never ..."
_TURNED = re.compile(
    r"\b(?:myth|misconception|mistaken\w*|wrong\w*|false\w*|untrue|believ\w*|think\w*|thought|assum\w*|"
    r"imagin\w*|suppos\w*|convinced|suspect\w*|claim\w*|fear\w*|hope\w*|wish\w*|insist\w*|pretend\w*|"
    r"rumou?r\w*|alleg\w*|doubt\w*|if|whether|unless)\b",
    re.I,
)


def word_for_word(claim: str, evidence: str) -> bool:
    """The claim is the evidence's own words (``verbatim``), and nothing earlier in their sentence
    turns them round (a negator, "it is a myth that", "if"): a quotation the source cannot
    contradict."""
    at = verbatim(claim, evidence)
    if at is None:
        return False
    before = re.split(r"[.!?;:\n]", evidence[: at[0]])[-1]
    words = tokens(before)
    if claim.strip()[:1].isdigit() and re.search(r"\bof\s+(?:the\s+)?$", before, re.I):
        return False  # "30 pupils passed" cut from "23 of the 30 pupils passed": the count is the part's
    if re.search(r"\bby\s+$", before) and "," in evidence[at[0] : at[1]]:
        return False  # "Lord Carnarvon found the steps" cut from "Carter, funded by Lord Carnarvon, found the steps"
    return not (set(words[-NEGATED_WITHIN:]) & lx.NEGATORS) and not _TURNED.search(before)


def align(claim: str, evidence: str, discount: Iterable[str] = ()) -> tuple[int, int]:
    """The window of 1..3 consecutive units of ``evidence`` holding most of the claim's content
    words (fewest units on a tie), as offsets into ``evidence``."""
    spans = units(evidence)
    exact = verbatim(claim, evidence)
    if exact:  # the whole sentences (or caption lines) the quotation lies in: "never" stays in view
        inside = [(a, b) for a, b in spans if a < exact[1] and b > exact[0]]
        if inside and inside[-1][1] - inside[0][0] <= max(LONG_UNIT_CHARS, exact[1] - exact[0]):
            return inside[0][0], inside[-1][1]
        return exact
    want = content(claim, discount)
    if not want or len(spans) == 1:
        return spans[0][0], spans[-1][1]
    want |= shares_in(claim)  # "one swap in four" is in the sentence that says "a quarter of the swaps"
    stems = [content(evidence[s:e]) | shares_in(evidence[s:e]) for s, e in spans]
    best = (-1.0, 0, -1.0, 0, 0)
    for i in range(len(spans)):
        have: set[str] = set()
        for j in range(i, len(spans)):
            if j - i >= MAX_WINDOW_SENTENCES and spans[j][1] - spans[i][0] > WINDOW_CHARS:
                break
            have |= stems[j]
            score = round(len(want & have) / len(want), 6)
            # on a tie, the window that says least besides the claim: "It is not the probability that
            # the null hypothesis is true", not the sentence before that also names those words
            tight = round(len(want & have) / max(len(have), 1), 6)
            if (score, -(j - i), tight) > best[:3]:
                best = (score, -(j - i), tight, i, j)
    *_, i, j = best
    return spans[i][0], spans[j][1]

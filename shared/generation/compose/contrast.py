"""Does a source disagree with an essay sentence? A lexical heuristic (pure).

Two sentences on the same topic (2+ shared content words) disagree when

* exactly one of them warns against something ("a common fault is ...", "the beginner ...", "a
  waste of time", "too much") in a clause that shares 2+ content words with the other sentence:
  the essay recommends what the source warns against, or the reverse; or
* they take opposite sides of a known pair of advice words: slow vs full tempo, changing the
  pedal *with* the chord vs *after* it, a little vs a lot.

It is deliberately conservative and is phrased to the student as a question to reconsider
("the sources see this differently"), never as a verdict.
"""

from __future__ import annotations

import re

from shared.generation.text import content_stems

MIN_SHARED = 2
WARNING_CUES = re.compile(
    r"\b(fault|faults|mistake|mistakes|error|wrong|waste|avoid|spoil\w*|abuse\w*|useless|pointless|"
    r"never|don't|do not|must not|should not|cannot|no amount|too much|too late|too early|too fast|"
    r"beginner|careless|blur\w*|mud|dull|thin)\b",
    re.I,
)
# (side A, side B): a sentence using only one side disagrees with one using only the other
OPPOSITES: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(a, re.I), re.compile(b, re.I))
    for a, b in (
        (r"\b(slow|slowly|half tempo|half speed)\b", r"\b(full tempo|real speed|performance tempo|at speed|fast)\b"),
        (r"\b(same moment|same time|simultaneous\w*|together with)\b", r"\b(just after|after|later|late)\b"),
        (
            r"\b(every phrase|always|generous\w*|a lot|same amount)\b",
            r"\b(very small|small|little|sparing\w*|steady)\b",
        ),
        (r"\b(main tool|mainly|mostly)\b", r"\b(alone|only|first)\b"),
    )
)


ALIASES = {"practis": "practic", "colour": "color"}  # British and American spellings


def _topic(text: str) -> set[str]:
    """Content stems with adverbs folded into their adjective ("slowly" ~ "slow")."""
    out = set()
    for s in content_stems(text):
        s = s[:-2] if s.endswith("li") and len(s) > 5 else s
        out.add(ALIASES.get(s, s))
    return out


def shared_topic(a: str, b: str) -> set[str]:
    return _topic(a) & _topic(b)


def _warns_about(sentence: str, other: str) -> bool:
    """A clause of ``sentence`` holds a warning cue and is about what ``other`` says."""
    for clause in re.split(r"[,;:.!?]|\bbut\b", sentence):
        if WARNING_CUES.search(clause) and len(shared_topic(clause, other)) >= MIN_SHARED:
            return True
    return False


def disagreement(claim: str, evidence: str) -> float:
    """0 when they do not disagree; higher for stronger signs (a warning beats a word pair)."""
    shared = len(shared_topic(claim, evidence))
    if shared < MIN_SHARED:
        return 0.0
    if _warns_about(evidence, claim) != _warns_about(claim, evidence):
        return 2.0 + shared / 10
    for a, b in OPPOSITES:
        ca, cb, ea, eb = a.search(claim), b.search(claim), a.search(evidence), b.search(evidence)
        if (ca and not cb and eb and not ea) or (cb and not ca and ea and not eb):
            return 1.0 + shared / 10
    return 0.0


def disagrees(claim: str, evidence: str) -> bool:
    """True when ``evidence`` looks like it contradicts or qualifies ``claim``."""
    return disagreement(claim, evidence) > 0

"""Who says what (pure): the claim has one of the source's speakers say what the source has another
say ("The review found that girls take more science" where "Supporters argue that girls take more
science" and the review found something else)."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.words import canon, content

_SAYING = "|".join(sorted(lx.ATTRIBUTION_VERBS | {"say", "argue", "note", "claim", "suggest", "find", "report",
                                                  "point out", "points out", "pointed out", "believe", "insist"}))
# "A review of studies found that ...", "Supporters argue that ...", "the critics say ...": a speaker
# (its head noun, perhaps after "of ...") at the start of a clause, its verb of saying, and what it says
_SAID = re.compile(rf"(?:^|(?<=[.!?;:]\s)|(?<=,\s)|(?<=\bbut\s)|(?<=\band\s))(?:(?:the|a|an|one|many|most|some)\s+)?"
                   rf"(?:[a-z-]+\s+)?([A-Za-z]+)(?:\s+of\s+[a-z]+(?:\s+[a-z]+)?)?\s+(?:{_SAYING})(?:,\s+[a-z]+,)?\s+(?:that\s+)?"
                   r"([^.;!?]+)", re.I)
# "Some schools have stopped teaching cursive, arguing that keyboard skills matter more": the
# sentence's subject says it (what it says: the whole sentence)
_ARGUING = re.compile(r"(?:^|(?<=[.!?]\s))([^.;!?,]*)[^.;!?]*?,\s+"
                      r"(?:saying|arguing|claiming|insisting|warning|noting)\s+(?:that\s+)?[^.;!?]+", re.I)
_GROUPS = re.compile(r"(?:^|(?<=[.!?;]\s))([A-Z][a-z]{2,}s)\b")  # a plural group opening a sentence: "Officers"
SAID_SHARE = 0.8  # of the claim's words of what is said that one speaker's words in the source hold
_NOT_SPEAKERS = frozenset("it this that which who study data evidence".split())


def _sayings(text: str) -> list[tuple[str, str, set[str]]]:
    """(speaker's stem, the speaker as written, content stems of what it says) per saying in ``text``."""
    out = []
    found = [(m.group(1), m.group(2)) for m in _SAID.finditer(text)]
    found += [(next((w for w in m.group(1).split() if w.lower() not in STOPWORDS), ""), m.group(0))
              for m in _ARGUING.finditer(text)]  # (the sentence's first word of its own: "Some schools")
    net = wordnet.load()
    for written, said in found:
        who = written.lower()
        if who in STOPWORDS or who in _NOT_SPEAKERS:
            continue
        named = written[:1].isupper() and net is not None and not net.known(who)  # "Wald", not "the wald"
        out.append((canon(who), written if named else f"the {who}", content(said) - {canon(who)}))
    return out


def other_sayer(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's speaker, the source's): the claim gives what one speaker of the source says to
    another the source names as saying something else; two words for one speaker ("the review",
    "the study") are one."""
    theirs = _sayings(evidence)
    speakers = {who for who, _, _ in theirs} | {canon(w) for w in _GROUPS.findall(evidence)}  # ("Officers wanted
    net = wordnet.load()  # ..., but Wald argued": the officers are named, and say something else)
    for who, ours, words in _sayings(claim):
        if who not in speakers or len(words) < 2:
            continue
        holders = [(w, written) for w, written, said in theirs if len(words & said) >= SAID_SHARE * len(words)
                   and who not in said]  # ("surveys report more back pain among younger pupils": the pupils' own)
        if holders and who not in {w for w, _ in holders} and not any(
                net is not None and net.rewords(ours.split()[-1], written.split()[-1]) for _, written in holders):
            return ours, holders[0][1]
    return None

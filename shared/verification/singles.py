"""One thing and none (pure): "one stream" is the "single stream" a source denies; a closing
"none" denies what its verb was said to act on; a "single" denied of one thing is not denied of
another ("a single chamber" where the source says "rather than a single continuous stream");
"almost no money left" is what spending "nearly all the money" leaves."""

from __future__ import annotations

import itertools
import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification.words import canon

_A_SINGLE = re.compile(r"\b(?:a\s+single|one)\b(?=\s+[a-z]+)", re.I)
_SINGLE_HEAD = re.compile(r"\bsingle\s+(?:([a-z]+)\s+)?([a-z]+)", re.I)
_CARRY = 2  # content words a closing "none" denies: what its verb acted on ("an electric current")


def one_as_single(claim: str, span: str) -> str:
    """The claim with its "one"/"a single" written "single" where the source says "a single"."""
    return _A_SINGLE.sub("single", claim) if re.search(r"\ba single\b", span, re.I) else claim


def none_of(words: list[str], i: int) -> set[str]:
    """What a closing "none" at ``words[i]`` denies: the thing its verb was said to act on earlier
    ("produces an electric current ... produced none": no current), else nothing."""
    verb = canon(words[i - 1])
    earlier = next((k for k in range(i - 2, -1, -1) if canon(words[k]) == verb), None)
    if earlier is None:
        return set()
    after = itertools.takewhile(lambda x: x not in ".,;:!?", words[earlier + 1 : i - 1])
    return {canon(x) for x in [x for x in after if x not in STOPWORDS and len(x) > 1][:_CARRY]}


def other_single(claim: str, span: str) -> set[str]:
    """{"single"}'s stem where both sides say "single" of different things (the words after it
    share nothing): a "single" one side denies is not the other's."""
    def heads(text: str) -> set[str]:
        return {canon(w) for m in _SINGLE_HEAD.finditer(text) for w in m.groups() if w}

    ours, theirs = heads(claim), heads(span)
    return {canon("single")} if ours and theirs and not ours & theirs else set()


_NEARLY_NONE = re.compile(r"\b(?:almost|nearly|virtually|practically)\s+no\s+([a-z]+)(?:\s+([a-z]+))?", re.I)
_NEARLY_ALL = r"\b(?:almost|nearly|virtually|practically)\s+all\s+(?:of\s+)?(?:the\s+|his\s+|her\s+|their\s+|its\s+)?"


def nearly_none(claim: str, span: str) -> set[str]:
    """Stems of the things the claim says "almost no" of where the source has nearly all of them used
    up ("left with almost no money" for "pays with nearly all the money he has left"): a small amount,
    not a denial."""
    out = set()
    for m in _NEARLY_NONE.finditer(claim):
        for thing in filter(None, m.groups()):
            stem = re.escape(thing[:-1] if thing.endswith("s") else thing)
            if re.search(rf"{_NEARLY_ALL}(?:[a-z]+\s+)?{stem}", span, re.I):
                out.add(canon(thing))
    return out

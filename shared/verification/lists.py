"""Lists and what a number counts (pure): how many things a list names ("hieroglyphs, Demotic and
Greek": 3), and the words after a claim's number that say what it counts ("three recorded comets"),
so that ``numbers`` can read "three comets" as said by "the comets of 1531, 1607 and 1682"."""

from __future__ import annotations

import itertools
import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.words import canon, content, tokens

_LIST = re.compile(r"((?:[\w'’-]+(?:\s+[\w'’-]+){0,2},\s+)+)[\w'’-]+(?:\s+[\w'’-]+){0,2},?\s+(?:and|or)\s+[\w'’-]+")


def listed(text: str, things: set[str] | None = None) -> set[str]:
    """How many things each list of ``text`` names ("hieroglyphs, Demotic and Greek": 3); with
    ``things``, only lists with one of those stems in them or just before ("the comets of 1531,
    1607 and 1682")."""
    out = set()
    for m in _LIST.finditer(text):
        named = re.split(r"[.;!?]\s", text[max(0, m.start() - LIST_NAMED) : m.end()])[-1]  # in the list's sentence
        if things is None or things & content(named):
            out.add(str(m.group(1).count(",") + 2))
    if things and things & _PEOPLE and _TWO_NAMED.search(text):  # "Lucy and her cousin Charlotte": the two women
        out.add("2")
    return out


_PEOPLE = content("women men girls boys sisters brothers friends lovers children people travellers cousins")
_TWO_NAMED = re.compile(r"(?<!,\s)\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+and\s+(?:(?:his|her|their)\s+[a-z]+\s+)?"
                        r"[A-Z][a-z]+\b")


LIST_NAMED = 30  # characters before a list that may name what it lists


def counting(claim: str, value: str) -> set[str]:
    """Stems of the (up to three) content words right after the claim's number ``value``: what it counts
    ("three recorded comets"; "three things that went wrong" counts things)."""
    words = tokens(claim)
    at = next((k for k, w in enumerate(words) if (w if w.isdigit() else lx.NUMBER_WORDS.get(w.lower())) == value), None)
    after = itertools.takewhile(lambda w: w not in STOPWORDS, words[at + 1 : at + 4]) if at is not None else ()
    return content(" ".join(after))



def denied_list(words: list[str], at: int) -> set[str]:
    """Stems of every single-word item of a list right after the negator at ``at`` ("cannot forward, copy,
    print or download the message": all four are denied), where it has commas; empty otherwise."""
    def item(k: int) -> bool:
        return k < len(words) and words[k][0].isalpha() and words[k] not in STOPWORDS

    items, k, commas = [], at + 1, 0
    while item(k):
        items.append(words[k])
        k += 1
        if k < len(words) and words[k] == ",":
            commas, k = commas + 1, k + 1
        if k < len(words) and words[k] in _OR:
            # ("no pedal, and shape phrases": one thing, then a clause of its own)
            return {canon(w) for w in [*items, words[k + 1]]} if len(items) > 1 and commas and item(k + 1) else set()
        if not commas or words[k - 1] != ",":
            return set()
    return set()


_OR = frozenset("or nor and".split())

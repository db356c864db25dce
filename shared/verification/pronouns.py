"""Whom a sentence-opening "he" or "she" names (pure): the one person the sentence before opens
with ("Crusoe is shipwrecked ... After many years he rescues a prisoner"), so that the deeds of a
pronoun can be read as that person's (``people.other_agent``)."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx

_SENTENCES = re.compile(r"(?<=[.!?])\s+")
_OPENER = re.compile(r"([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)\s+(?:\w+ly\s+)?[a-z]+\b")
# "After many years he rescues": a short phrase put first, then the pronoun
_PRONOUN = re.compile(r"^((?:[A-Z][a-z]+(?:\s+[a-z]+){0,3},?\s+)?)(he|she)\b(?=\s+(?:\w+ly\s+)?[a-z]+)", re.I)
# another capitalised word in the sentence, other than a place after "of", "in", "at", "near" or "from"
_OTHER_NAME = re.compile(r"(?<!\bof )(?<!\bin )(?<!\bat )(?<!\bnear )(?<!\bfrom )(?<!\bthe )(?<=[a-z,;:] )[A-Z][a-z]+")


def carried(evidence: str) -> str:
    """The sentences of ``evidence`` that open with "he" or "she", the pronoun written as the name
    that opens the sentence before, where that sentence names nobody else ("Darcy proposes to
    Elizabeth. She refuses him": two people, left alone)."""
    sentences = _SENTENCES.split(evidence)
    out = []
    for before, sentence in zip(sentences, sentences[1:], strict=False):
        opener, pronoun = _OPENER.match(before), _PRONOUN.match(sentence)
        if not opener or not pronoun:
            continue
        name = opener.group(1)
        if name.split()[0].lower() in STOPWORDS or name.lower() in lx.NOT_NAMES:
            continue
        others = [w for w in _OTHER_NAME.findall(before[opener.end(1) :]) if w not in name.split()]
        if not others:
            out.append(f"{pronoun.group(1)}{name}{sentence[pronoun.end() :]}")
    return " ".join(out)

"""Words a claim denies that the source affirms only about something else (pure): the sentence,
or the side of ", but", that shares the most of the claim is the claim's; a word affirmed only in
another one ("Driving directions work offline, but transit and walking directions need a
connection" for "You can get driving directions without a connection") is no contradiction."""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from footnote.shared.text import STOPWORDS
from footnote.shared.verification.words import canon, tokens

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_CONTRAST = re.compile(r"\b(?:by contrast|in contrast|on the other hand|however|unlike|whereas|instead)\b", re.I)


def affirmed_elsewhere(claim: str, span: str, words: set[str]) -> set[str]:
    """The claim's negated words that the span affirms only in sentences about something else: the
    sentence that shares the most of the rest of the claim sets itself against the others ("by
    contrast") and says nothing of the word ("A revoked key stops working" where "the old key keeps
    working for 24 hours ... Revoking a key, by contrast, takes effect immediately")."""
    texts = [s for s in _SENTENCE_END.split(span) if s.strip()]
    but = len(texts) == 1 and len(_BUT.split(span)) == 2  # one sentence of two sides: "A work offline, but B need"
    texts = [s for s in _BUT.split(span) if s.strip()] if but else texts
    sentences = [{canon(w) for w in tokens(s)} for s in texts]
    if len(sentences) < 2 or not words:
        return set()
    rest = {canon(w) for w in tokens(claim) if w not in STOPWORDS} - words
    at = max(range(len(sentences)), key=lambda k: len(sentences[k] & rest))
    best = sentences[at]
    # a sentence that sets itself against the others ("by contrast") is another case; without one, a
    # sentence that shares at most one of the claim's other words is about something else ("Offline
    # maps stop working after 30 days" where only "Driving directions work offline" says "work")
    contrast = but or bool(_CONTRAST.search(texts[at]))
    out = set()
    for w in words - best:
        held = [(s, t) for s, t in zip(sentences, texts, strict=True) if w in s]
        if but and any((s & rest) - best or set(_opening(t)) & rest for s, t in held):
            continue  # the other side says more of the claim than its word ("but editing always requires an
            # account"), or is about the claim's own subject ("but the tax was not abolished until 1947")
        holding = [s for s, _ in held]
        if holding and all(len(s & rest) < len(best & rest) for s in holding) and (contrast or (
                len(best & rest) >= ELSEWHERE_BEST and all(len(s & rest) <= ELSEWHERE_SHARED for s in holding))):
            out.add(w)
    return out


_BUT = re.compile(r",\s+but\s+", re.I)
OPENING_WORDS = 2  # content words that open a side of ", but" and name what it is about


def _opening(text: str) -> list[str]:
    """The stems of the first ``OPENING_WORDS`` content words of ``text`` (its subject, mostly)."""
    return [canon(x) for x in tokens(text) if x not in STOPWORDS][:OPENING_WORDS]


ELSEWHERE_BEST = 3  # the claim's other words its own sentence must share, for another sentence's word to be elsewhere
ELSEWHERE_SHARED = 1  # ... and the most of them a sentence about something else shares


def denied_of_another_kind(claim: str, span: str, denied: set[str], negated: Callable[[str], set[str]]) -> set[str]:
    """The claim's denied words that the source denies of a thing in general but affirms of the kind of
    it the claim names ("Data Saver stops unrestricted apps from using background data" for "Data Saver
    stops apps from using mobile data ... Apps you mark as unrestricted keep using background data").
    ``negated``: the stems a text denies (``negation``)."""
    texts = [s for s in _SENTENCE_END.split(span) if s.strip()]
    if len(texts) < 2 or not denied:
        return set()
    words = [w.lower() for w in tokens(claim)]
    denials = [negated(t) for t in texts]
    out = set()
    for w in denied:
        no = [t for t, d in zip(texts, denials, strict=True) if w in d]
        yes = [t for t, d in zip(texts, denials, strict=True) if w in {canon(x) for x in tokens(t)} and w not in d]
        if not no or not yes:
            continue
        said_no = {canon(x) for t in no for x in tokens(t)}
        for t in yes:
            theirs = {canon(x) for x in tokens(t)}
            # a word only the affirming sentence has, before a thing both sentences name ("unrestricted apps")
            if any(canon(a) in theirs - said_no and canon(b) in theirs & said_no and not {a, b} & STOPWORDS
                   for a, b in pairwise(words)):
                out.add(w)
    return out


DENIED_MARGIN = 2  # more of the claim's other words the sentence affirming a word must share than any denying it


def denied_elsewhere(claim: str, span: str, words: set[str], negated: Callable[[str], set[str]]) -> set[str]:
    """The source's negated words that it also affirms in a sentence sharing clearly more of the claim
    ("did not notice the change" beside "People noticed more often when the new person was from a
    different social group", for "The change was noticed more often when ... a different social
    group"): the claim is about the sentence that affirms it."""
    texts = [s for s in _SENTENCE_END.split(span) if s.strip()]
    if len(texts) < 2 or not words:
        return set()
    rest = {canon(w) for w in tokens(claim) if w not in STOPWORDS} - words
    read = [({canon(w) for w in tokens(t)}, negated(t)) for t in texts]
    out = set()
    for w in words:
        denying = [len(s & rest) for s, neg in read if w in s and w in neg]
        affirming = [len(s & rest) for s, neg in read if w in s and w not in neg]
        if denying and affirming and max(affirming) >= max(denying) + DENIED_MARGIN:
            out.add(w)
    return out | _supposed(claim, span, words, negated)


# "in a perfect vacuum the vanes would not turn": a denial under a supposed condition
_SUPPOSED = re.compile(r"^\s*(?:in|under|at|with|without|on)\s+(?:a|an|the)?\s*([a-z -]{3,40}?)\s+(?:[a-z]+\s+){0,3}?"
                       r"(?:would|could)(?:\s+not|n't)\b", re.I)


def _supposed(claim: str, span: str, words: set[str], negated: Callable[[str], set[str]]) -> set[str]:
    """The source's words denied only in a clause that supposes a condition the claim does not name ("in
    a perfect vacuum the vanes would not turn", for "In sunlight the vanes turn"): not the claim's case."""
    ours = {canon(w) for w in tokens(claim)}
    clauses = [c for c in re.split(r"(?<=[.!?;])\s+", span) if c.strip()]
    out = set()
    for w in words:
        denying = [c for c in clauses if w in negated(c)]
        if denying and all((m := _SUPPOSED.match(c)) and not {canon(x) for x in tokens(m.group(1))} & ours
                           for c in denying):
            out.add(w)
    return out

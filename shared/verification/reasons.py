"""The reasons ``polarity`` gives, read back and written (pure): the words a flip's reason quotes,
whether they stand in two events or two groups, and the source quoted beside a verdict."""

from __future__ import annotations

import re
from collections.abc import Callable

from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import senses
from footnote.shared.verification.comparisons import ORDER_WORDS, comparative
from footnote.shared.verification.order import across_events
from footnote.shared.verification.words import canon, content

_FLIP = re.compile(r"the claim says '([\w-]+)' where the source says '([\w-]+)'")  # an opposite flip's reason


def crosses(reason: str, claim: str, span: str, across: Callable[[str, str, str, str], bool] = across_events) -> bool:
    m = _FLIP.match(reason)
    return bool(m) and across(m.group(1), m.group(2), claim, span)


def claim_word(reason: str) -> str:
    """The claim's word a flip's reason quotes ("the claim says 'larger' where ..."), or ""."""
    m = re.match(r"the claim says '([\w-]+)'", reason)
    return m.group(1) if m else ""


def describes(reason: str) -> bool:
    """The opposite word of a flip's reason is a plain adjective, not a comparative: "large" for
    "small" describes a thing, which trading places with another thing does not undo."""
    word = claim_word(reason)
    return bool(word) and not comparative(word) and lx.stem(word) not in ORDER_WORDS and senses.adjective(word)


def quote(text: str, claim: str = "", reason: str = "", n: int = 90) -> str:
    """The source beside a verdict: of several sentences, the one that says the word ``reason`` quotes
    as the source's ("where the source says 'secretly'"), or for a denial one with a negator, sharing most
    content words with ``claim`` (the first of equals): the words that say otherwise, not the passage's opening."""
    whole = " ".join(text.split())
    sentences = [s for s in re.split(r"(?<=[.!?;])\s+(?=[A-Z\d\"'“‘(])", whole) if s]
    if claim and len(sentences) > 1:
        theirs = re.search(r"the source (?:says|has them) '([^']+)'", reason)
        telling = [s for s in sentences if theirs and theirs.group(1).lower() in s.lower()]
        telling = telling or [s for s in sentences if "negat" in reason and _NEGATOR.search(s)]
        ours = content(claim)
        whole = max(telling or sentences, key=lambda s: len(content(s) & ours))
    return f"source: “{whole[:n]}{'…' if len(whole) > n else ''}”"


_NEGATOR = re.compile(r"\b(?:not|no|never|none|nor|without|cannot)\b|n't\b|\b(?:refus|declin|fail)\w* to\b", re.I)


def both_sides_said(why: list[tuple[str, str]], claim: str, span: str) -> list[tuple[str, str]]:
    """``why`` without the opposite flips whose two words both sides say ("metal foil inside and outside
    a glass jar" for "a coating on the inside of a glass jar and another on the outside")."""
    def said(text: str) -> set[str]:
        return {lx.stem(w.lower()) for w in re.findall(r"[A-Za-z]+", text)}
    theirs = said(span)

    def both(reason: str) -> bool:  # the claim names the two together ("inside and outside"), the source both
        m = _FLIP.fullmatch(reason)
        if not m or not {lx.stem(m.group(1).lower()), lx.stem(m.group(2).lower())} <= theirs:
            return False
        a, b = (re.escape(w) for w in m.groups())
        return re.search(rf"\b(?:{a}\s+(?:and|or)\s+{b}|{b}\s+(?:and|or)\s+{a})\b", claim, re.I) is not None
    return [(k, r) for k, r in why if k != "opposite" or not both(r)]


_PLACES = frozenset(lx.stem(w) for w in "above over upper top below under beneath lower bottom".split())
ELSEWHERE_MARGIN = 1  # more of the claim's words the sentence with its own word shares than the other's


def answered_elsewhere(why: list[tuple[str, str]], claim: str, span: str) -> list[tuple[str, str]]:
    """``why`` without the opposite flips the source answers itself: its own word in a sentence that
    shares clearly more of the claim ("Raising the outlet above the surface stops the flow" beside "the
    flow continues as long as the outlet is below the surface. If the outlet is raised above that surface,
    the flow stops"), or a place word said the other way round ("a pendulum swings above him" for "he
    ... beneath a swinging pendulum")."""
    sentences = [s for s in re.split(r"(?<=[.!?;])\s+", span) if s.strip()]
    ours = content(claim)

    def answered(reason: str) -> bool:
        m = _FLIP.fullmatch(reason)
        if not m:
            return False
        mine, theirs = lx.stem(m.group(1).lower()), lx.stem(m.group(2).lower())
        with_mine = [len(content(s) & ours) for s in sentences if mine in {lx.stem(w.lower()) for w in s.split()}]
        with_theirs = [len(content(s) & ours) for s in sentences if theirs in {lx.stem(w.lower()) for w in s.split()}]
        if with_mine and with_theirs and max(with_mine) >= max(with_theirs) + ELSEWHERE_MARGIN:
            return True
        if not {mine, theirs} <= _PLACES:
            return False
        at = re.search(rf"\b{re.escape(m.group(1))}\b", claim, re.I)
        before = content(claim[: at.start()]) if at else set()
        return any(len(before & content(s[t.end() :])) >= 2 and not before & content(s[: t.start()])
                   for s in sentences for t in [re.search(rf"\b{re.escape(m.group(2))}\b", s, re.I)] if t)
    return [(k, r) for k, r in why if k != "opposite" or not answered(r)]


def said_twice(why: list[tuple[str, str]], denied: set[str]) -> list[tuple[str, str]]:
    """``why`` without the opposite flips whose source word the claim also denies: "hold the pedal
    down without lifting it" for "lift it" is one fault (the denial), not two that cancel."""
    def theirs(reason: str) -> str:
        m = re.search(r"where the source says '([\w-]+)'", reason)
        return canon(m.group(1).lower()) if m else ""
    return [(k, r) for k, r in why if k != "opposite" or theirs(r) not in denied]


def once_against(found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Two claim words against one source word are one flip ("mixed together in a single chamber"
    for "separate chambers", whichever check reads each)."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    swapped = [r for k, r in found if k == "swapped_roles"]  # a pair traded: its word not flipped again
    for kind, reason in found:
        m = re.search(r"where the source says '([^']+)'$", reason) if kind == "opposite" else None
        if m and any(r.endswith(reason) for r in swapped):
            continue
        if not (m and m.group(1).lower() in seen):
            seen |= {m.group(1).lower()} if m else set()
            out.append((kind, reason))
    return out

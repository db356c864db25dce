"""Words the claim puts in quotation marks, which the source must say as they stand (pure): "Say
'show grid'" where the source says "Say 'show numbers'" quotes a command the source never gives."""

from __future__ import annotations

import re

# a quotation: in straight or curly quotes, one to six words, not an apostrophe ("Kashtanka's", "boys'")
_QUOTED = re.compile(r"(?<![\w'’])['‘\"“]([^\s'‘’\"“”][^'‘’\"“”\n]{0,60}?)['’\"”](?![\w'’])")
QUOTE_MAX_WORDS = 6


def _plain(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def quoted_elsewhere(claim: str, evidence: str, said: str = "") -> tuple[str, str, str] | None:
    """("unsupported", "specifics", reason) where the claim quotes words the source does not say (its
    title and author, ``said``, aside), naming the source's own quotation where it has one."""
    found = [m.group(1) for m in _QUOTED.finditer(claim) if len(m.group(1).split()) <= QUOTE_MAX_WORDS]
    if not found:
        return None
    whole = f" {_plain(evidence)} {_plain(said)} "
    for words in found:
        if not _plain(words) or f" {_plain(words)} " in whole:
            continue
        ours = set(_plain(words).split())
        theirs = [m.group(1) for m in _QUOTED.finditer(evidence) if len(m.group(1).split()) <= QUOTE_MAX_WORDS]
        near = max(theirs, key=lambda t: len(ours & set(_plain(t).split())), default="")  # sharing most words
        near = near if len(theirs) == 1 or ours & set(_plain(near).split()) else ""
        also = f" (the source quotes {near!r})" if near else ""
        return "unsupported", "specifics", f"the claim quotes {words!r}, which the source does not say{also}"
    return None

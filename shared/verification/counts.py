"""A number put where the source, in the same words, has another (pure): "count the bar in four"
where the source says "count the bar in six", though it says "four" elsewhere ("one and four")."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.words import tokens

FRAME_WORDS = 2  # words right before a number that name what it counts ("bar in")


def _value(word: str) -> str | None:
    return word if word.isdigit() else lx.NUMBER_WORDS.get(word)


def _framed(text: str) -> dict[tuple[str, ...], set[str]]:
    """Each bare number's ``FRAME_WORDS`` preceding words (one at least a content word), with the
    numbers they frame; a number with a unit or a thing after it ("10 minutes", "02:00") is no bare count."""
    out: dict[tuple[str, ...], set[str]] = {}
    for piece in re.split(r"[.;:!?,]+(?:\s|$)", text):  # a number before a full stop ends its phrase
        words = tokens(piece)
        for k in range(FRAME_WORDS, len(words)):
            value, frame = _value(words[k]), tuple(words[k - FRAME_WORDS : k])
            bare = k + 1 == len(words) or words[k + 1] in STOPWORDS and not _value(words[k + 1])
            if value and bare and not all(w in STOPWORDS or _value(w) for w in frame):
                out.setdefault(frame, set()).add(value)
    return out


def number_in_frame(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a claim's number after words the source puts only before another number."""
    theirs = _framed(evidence)
    for frame, values in _framed(claim).items():
        other = theirs.get(frame, set()) - values
        if other and not values & theirs[frame]:
            return ("contradicted", "number",
                    f"contradicted: the source says {' '.join(frame)!r} {sorted(other)[0]}, not {sorted(values)[0]}")
    return None

"""Pure text helpers shared by query construction, citation parsing and verification.

Sentence splitting is deliberately simple (regex + abbreviation list): it must split model
output that carries citation markers (``... pedal. [2] Next ...``) so a trailing marker
stays with the sentence it closes.
"""

from __future__ import annotations

import re
from functools import lru_cache

import Stemmer

_ABBREVIATIONS = frozenset(
    "e.g i.e dr mr mrs ms st vs etc p pp no nos op fig cf ch vol ed eds al jr sr prof approx".split()
)
# end punctuation, closing quotes/brackets, then any citation markers glued to the sentence
_BOUNDARY = re.compile(
    r"[.!?]+[\"'”’)\]]*"
    r"(?:\s*(?:\[[^\[\]\n]{1,40}\]|\((?:Evidence\s*#\s*\d+|Watch at \d{1,2}:\d{2}(?::\d{2})?)\)))*"
    r"(?=\s+|$)"
)
_NEXT_START = re.compile(r"\s+(?=[\"'“‘(\[]?[A-Z0-9])")
URL = re.compile(r"\b(?:https?://|www\.)[^\s\"'<>()\[\]]+", re.I)
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*|\d+")

STOPWORDS = frozenset(
    """a about above after again against all also am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for from further
    had has have having he her here hers herself him himself his how i if in into is it its itself
    just let me more most my myself no nor not now of off on once only or other our ours ourselves
    out over own same she should so some such than that the their theirs them themselves then there
    these they this those through to too under until up very was we were what when where which while
    who whom why will with would you your yours yourself yourselves one two may might must shall
    much many often well even still yet every via per rather""".split()
)


def split_paragraphs(text: str) -> list[str]:
    """Paragraphs are separated by blank lines; single newlines are soft wraps."""
    parts = re.split(r"\n\s*\n", text.replace("\r\n", "\n").strip())
    return [re.sub(r"\s*\n\s*", " ", p).strip() for p in parts if p.strip()]


def split_sentences(text: str) -> list[str]:
    """Split a paragraph into sentences, keeping trailing citation markers attached."""
    text = text.strip()
    if not text:
        return []
    out: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        end = m.end()
        if end >= len(text):
            break
        if not _NEXT_START.match(text, end):
            continue
        if _inside_quote(text[start : m.end()]):
            continue
        head = text[start : m.start()]
        last_word = head.rsplit(None, 1)[-1].lower() if head.split() else ""
        if text[m.start()] == "." and (
            last_word.rstrip(".") in _ABBREVIATIONS or (len(last_word) == 1 and last_word.isalpha())
        ):
            continue
        out.append(text[start:end].strip())
        start = end
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out


def _inside_quote(segment: str) -> bool:
    """True when a double quotation opened in ``segment`` is still open (do not split there)."""
    curly_open = segment.count("“") > segment.count("”")
    return curly_open or segment.count('"') % 2 == 1


@lru_cache(maxsize=1)
def _stemmer() -> Stemmer.Stemmer:
    return Stemmer.Stemmer("english")


def words(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


def stem_words(ws: list[str]) -> list[str]:
    """English Snowball stems, one per word."""
    return list(_stemmer().stemWords(ws))


def content_stems(text: str) -> set[str]:
    """Lower-cased stems of the words that carry meaning (no stopwords, no 1-letter words)."""
    ws = [w for w in words(text) if w not in STOPWORDS and len(w) > 1]
    return set(_stemmer().stemWords(ws))


def truncate_words(text: str, max_chars: int) -> str:
    """Cut at a word boundary and mark the cut with an ellipsis."""
    text = " ".join(text.split())
    if len(text) <= max_chars:
        return text
    cut = text[:max_chars].rsplit(" ", 1)[0].rstrip(",;:-")
    return cut + "…"

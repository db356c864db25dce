"""Note and key names (pure): "a B-flat" where the source's repeated note is "A-flat", "in C minor"
for "the study in A minor". A single letter is no content word, so the word overlap cannot see
the letter change; these names are compared whole."""

from __future__ import annotations

import re

# "A-flat", "G sharp", "B♭", "A minor" (a capital letter; "A minor change" at a sentence's start is
# an article, so a capital A that opens a sentence is read only with a hyphen or an accidental sign)
_NOTE = re.compile(r"(?<![\w-])([A-G])(?:(?:-|\s+)(flat|sharp|natural)\b|([♭♯♮])|\s+(major|minor)\b)")


def _names(text: str) -> dict[str, str]:
    """Each note or key name, normalised ("b flat"), to the words as written."""
    out: dict[str, str] = {}
    for m in _NOTE.finditer(text):
        letter, acc, sign, mode = m.groups()
        opens = m.start() == 0 or re.search(r"[.!?:]\s*$", text[: m.start()])
        if letter == "A" and mode and opens:
            continue  # "A minor change ..."
        quality = acc or {"♭": "flat", "♯": "sharp", "♮": "natural"}.get(sign or "", "") or mode
        out.setdefault(f"{letter.lower()} {quality.lower()}", m.group(0))
    return out


def other_pitch(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's note or key, one the source names) where the claim names one the source does not."""
    ours, theirs = _names(claim), _names(evidence)
    missing = [k for k in ours if k not in theirs]
    if not missing or not theirs:
        return None
    kind = missing[0].split()[1] in ("major", "minor")
    same_kind = [v for k, v in theirs.items() if (k.split()[1] in ("major", "minor")) == kind]
    return ours[missing[0]], (same_kind or list(theirs.values()))[0]


# an interval named as one ("in thirds", "alternating octaves", "an octave apart", "a sixth higher"), not a
# fraction ("three fifths") nor an ordinal ("the fourth finger")
_INTERVAL = re.compile(
    r"\b(thirds|fourths|fifths|sixths|sevenths|octaves?|ninths|tenths|unisons?)\b"
    r"|\b(?:an?|one)\s+(second|third|fourth|fifth|sixth|seventh|octave|ninth|tenth)\s+"
    r"(?:apart|higher|lower|above|below|leap|up|down)\b", re.I)
_AFTER = re.compile(r"(?:parallel|alternating|broken|rapid|repeated|double|in|of|and|or)\s+$", re.I)


def _intervals(text: str) -> dict[str, str]:
    """Each musical interval ``text`` names, as its singular name, to the words as written."""
    out: dict[str, str] = {}
    for m in _INTERVAL.finditer(text):
        word = (m.group(1) or m.group(2)).lower()
        if m.group(1) and not word.startswith("octave") and not _AFTER.search(text[: m.start()]):
            continue  # "thirds" only after "in", "parallel", "alternating" ...: not "two thirds of the class"
        out.setdefault(word.rstrip("s"), m.group(0))  # (not "seconds": "in seconds" is a time)
    return out


def other_interval(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's interval, one the source names) where the claim names one the source does not
    ("alternating octaves" for "alternating thirds")."""
    ours, theirs = _intervals(claim), _intervals(evidence)
    missing = [k for k in ours if k not in theirs]
    return (ours[missing[0]], next(iter(theirs.values()))) if missing and theirs else None

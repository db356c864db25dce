"""Citation markers in generated text: parse, map to evidence, renumber, infer (pure).

Recognised markers: ``[1]``, ``[1, 3]``, ``[1-3]``, ``Evidence #2``, the forms other models
write (``【2】``, ``(Source 1)``, ``[^1]``, ``^1``) and timestamp markers (``Watch at 1:23``,
``[0:15]``, ``[0:15 - 0:45]``), which map to the video evidence whose time range contains that
second. Numbers outside ``1..len(evidence)`` (and timestamps no evidence covers) are recorded in
``out_of_range`` and kept on their sentence as a marker with no evidence, so the rendering can
flag the sentence ("cites [7], which is not among the sources") instead of showing it as plain
prose. Valid numbers are renumbered in order of first use, so the inline markers and the sources
footer always agree.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from footnote.shared.generation.evidence import EvidenceItem, parse_timestamp
from footnote.shared.text import split_sentences

MAX_RANGE = 20  # "[1-300]" is a model glitch, not 300 citations
_TS = r"\d{1,2}:\d{2}(?::\d{2})?"
_NUMS = r"\d+(?:\s*[-–]\s*\d+)?(?:\s*[,;]\s*\d+(?:\s*[-–]\s*\d+)?)*"
_MARKER = re.compile(
    rf"(?P<bracket>\[\s*\^?\s*(?:Sources?\s*|Evidence\s*#?\s*)?(?P<nums>{_NUMS})\s*\])"
    rf"|【\s*(?:Sources?\s*)?(?P<nums_fw>{_NUMS})\s*】"
    rf"|\(\s*Sources?\s*#?\s*(?P<nums_src>{_NUMS})\s*\)"
    r"|(?:(?<=[A-Za-z]{2})|(?<=[.,;:!?\"”’')]))\^(?P<nums_caret>\d{1,2})\b"
    rf"|(?P<tsb>\[\s*(?P<ts1>{_TS})(?:\s*[-–]\s*{_TS})?\s*\])"
    rf"|(?P<watch>\(?\s*\bWatch at\s+(?P<ts2>{_TS})\s*\)?)"
    r"|(?P<evid>\(?\s*\bEvidence\s*#\s*(?P<en>\d+)\s*\)?)",
    re.I,
)


@dataclass(frozen=True)
class Marker:
    raw: str
    style: str  # "bracket" | "evidence" | "timestamp"
    numbers: tuple[int, ...]  # valid evidence numbers (as given to the model)
    invalid: tuple[str, ...] = ()
    seconds: int | None = None  # timestamp markers: the second the model pointed at


Segment = str | Marker


@dataclass(frozen=True)
class Claim:
    """One sentence of the response with the evidence it cites."""

    segments: tuple[Segment, ...]
    inferred: bool = False

    @property
    def cited(self) -> tuple[int, ...]:
        seen: list[int] = []
        for seg in self.segments:
            if isinstance(seg, Marker):
                seen.extend(n for n in seg.numbers if n not in seen)
        return tuple(seen)

    @property
    def invalid(self) -> tuple[str, ...]:
        """Markers that named no evidence ("[7]" with five sources)."""
        return tuple(x for seg in self.segments if isinstance(seg, Marker) for x in seg.invalid)

    @property
    def text(self) -> str:
        """The sentence without markers (what verification reads)."""
        raw = "".join(s for s in self.segments if isinstance(s, str))
        raw = re.sub(r"\s+([.,;:!?])", r"\1", " ".join(raw.split()))
        return raw.strip()


@dataclass(frozen=True)
class Paragraph:
    claims: tuple[Claim, ...]


@dataclass(frozen=True)
class ParsedAnswer:
    paragraphs: tuple[Paragraph, ...]
    out_of_range: tuple[str, ...]  # the raw markers/numbers that were dropped

    @property
    def claims(self) -> tuple[Claim, ...]:
        return tuple(c for p in self.paragraphs for c in p.claims)

    @property
    def order(self) -> tuple[int, ...]:
        """Evidence numbers in order of first use; display number = position + 1."""
        seen: list[int] = []
        for c in self.claims:
            seen.extend(n for n in c.cited if n not in seen)
        return tuple(seen)

    def display_number(self, evidence_number: int) -> int:
        return self.order.index(evidence_number) + 1

    @property
    def any_cited(self) -> bool:
        return bool(self.order)


def _expand(nums: str) -> list[int]:
    out: list[int] = []
    for part in re.split(r"\s*[,;]\s*", nums.strip()):
        bounds = re.split(r"\s*[-–]\s*", part)
        if len(bounds) == 2:
            lo, hi = int(bounds[0]), int(bounds[1])
            if lo <= hi and hi - lo <= MAX_RANGE:
                out.extend(range(lo, hi + 1))
            else:
                out.extend([lo, hi])
        elif part:
            out.append(int(part))
    return out


def _video_at(seconds: int, evidence: Sequence[EvidenceItem]) -> int | None:
    for item in evidence:
        h = item.hit
        if item.is_video and h.timestamp_start is not None:
            end = h.timestamp_end if h.timestamp_end is not None else h.timestamp_start
            if h.timestamp_start - 1 <= seconds <= end + 1:
                return item.number
    return None


def _marker(m: re.Match[str], evidence: Sequence[EvidenceItem]) -> Marker:
    n_max = len(evidence)
    raw = m.group(0)
    bracket = next((m.group(g) for g in ("nums", "nums_fw", "nums_src", "nums_caret") if m.group(g)), None)
    if bracket is not None or m.group("en") is not None:
        style = "bracket" if bracket is not None else "evidence"
        nums = _expand(bracket) if bracket is not None else [int(m.group("en"))]
        valid = tuple(dict.fromkeys(n for n in nums if 1 <= n <= n_max))
        invalid = tuple(str(n) for n in nums if not 1 <= n <= n_max)
        return Marker(raw, style, valid, invalid)
    ts = m.group("ts1") or m.group("ts2")
    seconds = parse_timestamp(ts)
    number = _video_at(seconds, evidence)
    if number is None:
        return Marker(raw, "timestamp", (), (raw.strip(" ()[]"),), seconds)
    return Marker(raw, "timestamp", (number,), (), seconds)


def _segments(sentence: str, evidence: Sequence[EvidenceItem]) -> tuple[tuple[Segment, ...], list[str]]:
    segs: list[Segment] = []
    dropped: list[str] = []
    pos = 0
    for m in _MARKER.finditer(sentence):
        if m.start() > pos:
            segs.append(sentence[pos : m.start()])
        marker = _marker(m, evidence)
        dropped.extend(marker.invalid)
        if marker.numbers or marker.invalid:
            segs.append(marker)
        pos = m.end()
    if pos < len(sentence):
        segs.append(sentence[pos:])
    return tuple(segs), dropped


_LIST_PREFIX = re.compile(r"^\s*(?:#{1,6}\s+|[-*•]\s+|\d{1,2}[.)]\s+)")
_EMPHASIS = re.compile(r"\*\*|__")


def model_paragraphs(text: str) -> list[str]:
    """Models separate paragraphs with one newline as often as with two; list bullets,
    heading marks and bold markers are layout, not content."""
    out = []
    for line in _EMPHASIS.sub("", text).splitlines():
        line = _LIST_PREFIX.sub("", line).strip()
        if line:
            out.append(line)
    return out


def parse(text: str, evidence: Sequence[EvidenceItem]) -> ParsedAnswer:
    """Split generated text into paragraphs of claims and resolve every marker."""
    paragraphs: list[Paragraph] = []
    dropped: list[str] = []
    for para in model_paragraphs(text):
        claims = []
        for sentence in split_sentences(para):
            segs, bad = _segments(sentence, evidence)
            dropped.extend(bad)
            claim = Claim(segs)
            if claim.text.strip(" .,;:"):
                claims.append(claim)
            elif (claim.cited or claim.invalid) and claims:  # a lone marker closes the previous sentence
                claims[-1] = Claim(claims[-1].segments + (" ",) + segs)
            elif (claim.cited or claim.invalid) and paragraphs:
                last = paragraphs[-1]
                merged = Claim(last.claims[-1].segments + (" ",) + segs)
                paragraphs[-1] = Paragraph(last.claims[:-1] + (merged,))
        if claims:
            paragraphs.append(Paragraph(tuple(claims)))
    return ParsedAnswer(tuple(paragraphs), tuple(dropped))


Similarity = Callable[[Sequence[str], Sequence[str]], np.ndarray]


def infer_citations(
    parsed: ParsedAnswer,
    evidence: Sequence[EvidenceItem],
    similarity: Similarity,
    *,
    min_score: float = 0.35,
) -> ParsedAnswer:
    """When the model cited nothing, attach to each sentence the evidence it is closest to
    (``similarity(claims, evidence_texts)`` -> matrix), if close enough; marked ``inferred``."""
    if parsed.any_cited or not evidence or not parsed.claims:
        return parsed
    texts = [c.text for c in parsed.claims]
    sims = np.asarray(similarity(texts, [e.hit.text for e in evidence]))
    i = 0
    paragraphs = []
    for para in parsed.paragraphs:
        claims = []
        for claim in para.claims:
            row = sims[i]
            i += 1
            j = int(np.argmax(row))
            if float(row[j]) >= min_score:
                marker = Marker("", "bracket", (evidence[j].number,))
                claim = replace(claim, segments=claim.segments + (marker,), inferred=True)
            claims.append(claim)
        paragraphs.append(Paragraph(tuple(claims)))
    return ParsedAnswer(tuple(paragraphs), parsed.out_of_range)

"""Transcripts: WebVTT, SRT and youtube-transcript-api JSON -> one ``cue`` block per cue.

Every cue block carries ``timestamp_start``/``timestamp_end`` (seconds) and ``speaker`` when
known: from a ``<v Name>`` voice tag, an upper-case ``NAME:`` / ``>> NAME:`` prefix, or a
title-case ``Name:`` prefix (up to 3 words) once some name opens 2+ cues and the word is not a
label such as "Note" or "Example"; a speaker stays in force for following cues until another
is named. Cues are joined with "\\n".

YouTube rolling auto-captions repeat the previous line at the top of each cue and mark words
with inline timing (``word<00:00:01.500><c> next</c>``); 10 ms "snapshot" cues repeat text only.
De-duplication is generic: lines that repeat the tail of the previously emitted text are
dropped (and a line that merely extends the previous one keeps only its new words), so each
word is emitted once, in the cue where it first appears, with that cue's timing. Cues left with
no new text, and cues that are only a sound annotation ("[Music]", "(applause)", "♪"), are
skipped.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from dataclasses import dataclass, field

from footnote.shared.errors import CorruptFile
from footnote.shared.ingestion.parsers.base import DocumentBuilder, Parser, decode_text, register
from footnote.shared.ingestion.types import ParsedDocument

_TS = r"(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})"
_TIMING = re.compile(rf"^\s*{_TS}\s*-->\s*{_TS}")
_VOICE = re.compile(r"<v(?:\.[\w.-]+)?\s+([^>]+)>")
_TAG = re.compile(r"<[^>]*>")
_ASS = re.compile(r"\{\\[^}]*\}")  # SRT files from subtitle editors: {\an8}, {\i1}
_SPEAKER_PREFIX = re.compile(r"^(?:>>\s*)?([A-Z][A-Z0-9 .'\-]{0,40}[A-Z0-9.]):\s+(?=\S)")
_TITLED_PREFIX = re.compile(r"^(?:>>\s*)?([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2}):\s+(?=\S)")
_NOT_SPEAKERS = frozenset(
    "Note Notes Example Warning Tip Hint Step See Update Edit Source Translation Caption Music Chorus "
    "Verse Bridge Intro Outro Summary Answer Question Q A".split()
)
_CHEVRONS = re.compile(r"^>>\s*")
_WS = re.compile(r"\s+")
_NON_SPEECH = re.compile(r"^\s*(?:\[[^\]]*\]|\([^)]*\)|\u266a+)\s*$")  # [Music], (applause), ♪


@dataclass
class Cue:
    start: float
    end: float
    lines: list[str]
    speaker: str | None = None
    # cleaned line -> its words with the second each is spoken (inline ``<00:01:21.000>`` timing)
    timed: dict[str, list[tuple[str, float]]] = field(default_factory=dict)


_INLINE_TS = re.compile(r"<(\d{1,2}:)?(\d{1,2}):(\d{2})\.(\d{3})>")


def timed_words(raw: str, start: float) -> list[tuple[str, float]]:
    """Words of a caption line with their inline timing; words before the first stamp start
    with the cue. Empty when the line carries no timing."""
    if not _INLINE_TS.search(raw):
        return []
    out: list[tuple[str, float]] = []
    t, pos = start, 0
    for m in _INLINE_TS.finditer(raw):
        out.extend((w, t) for w in _clean_line(raw[pos : m.start()])[0].split())
        h = (m.group(1) or "0:").rstrip(":")
        t, pos = _seconds(h, m.group(2), m.group(3), m.group(4)), m.end()
    out.extend((w, t) for w in _clean_line(raw[pos:])[0].split())
    return out


def _seconds(h: str | None, m: str, s: str, frac: str) -> float:
    return int(h or 0) * 3600 + int(m) * 60 + int(s) + int(frac.ljust(3, "0")) / 1000


def _clean_line(raw: str) -> tuple[str, str | None]:
    voice = _VOICE.search(raw)
    text = html.unescape(_TAG.sub("", _ASS.sub("", raw))).replace("\u200b", "")
    return _WS.sub(" ", text).strip(), (voice.group(1).strip() if voice else None)


def parse_timed_text(text: str, *, name: str) -> list[Cue]:
    """Cues of a WebVTT or SRT file (optional ids, ``,`` or ``.`` millis, hours optional).

    Line-based: a timing line opens a cue; its payload runs to the first blank line after
    some text (a whitespace-only line right after the timing, as YouTube writes, is skipped).
    Headers, NOTE/STYLE/REGION blocks and cue ids are ignored."""
    cues: list[Cue] = []
    lines = text.split("\n")
    current: Cue | None = None
    for n, raw in enumerate(lines):
        timing = _TIMING.match(raw)
        if timing:
            g = timing.groups()
            start, end = _seconds(*g[:4]), _seconds(*g[4:])
            current = Cue(start=start, end=max(end, start), lines=[])
            cues.append(current)
            continue
        if current is None:
            continue
        if not raw.strip():
            if current.lines:
                current = None
            continue
        if raw.strip().isdigit() and n + 1 < len(lines) and _TIMING.match(lines[n + 1]):
            continue  # an SRT index without the blank line before it
        clean, voice = _clean_line(raw)
        current.speaker = current.speaker or voice
        if clean:
            current.lines.append(clean)
            words = timed_words(raw, current.start)
            if words:
                current.timed[clean] = words
    if not cues and text.strip():
        raise CorruptFile(name, "no cues found (expected 'HH:MM:SS.mmm --> HH:MM:SS.mmm' timing lines)")
    return cues


def dedupe_rolling(cues: list[Cue]) -> list[Cue]:
    """Drop text that repeats what earlier cues already said (rolling captions)."""
    out: list[Cue] = []
    recent: list[str] = []  # the last few emitted lines
    for cue in cues:
        lines = list(cue.lines)
        # drop a prefix of lines equal to a suffix of what was just emitted
        for k in range(min(len(lines), len(recent)), 0, -1):
            if [_norm(x) for x in lines[:k]] == [_norm(x) for x in recent[-k:]]:
                lines = lines[k:]
                break
        # a first line that extends the last emitted line keeps only its new words
        if lines and recent and _norm(lines[0]).startswith(_norm(recent[-1]) + " "):
            lines[0] = lines[0][len(recent[-1]) :].strip()
        lines = [ln for ln in lines if ln]
        if not lines:
            continue
        recent = (recent + lines)[-4:]
        out.append(Cue(cue.start, cue.end, lines, cue.speaker, cue.timed))
    return out


def _line_times(cue: Cue) -> list[tuple[str, float]]:
    """Timed words of the cue's (de-duplicated) lines, in order; a line that kept only the tail
    of a timed line keeps that tail's times."""
    out: list[tuple[str, float]] = []
    for line in cue.lines:
        words = cue.timed.get(line)
        if words is None:
            full = next((k for k in cue.timed if k.endswith(line)), None)
            words = cue.timed[full][-len(line.split()) :] if full else [(w, cue.start) for w in line.split()]
        out.extend(words)
    return out


def word_offsets(text: str, words: list[tuple[str, float]]) -> tuple[tuple[int, float], ...]:
    """(offset in ``text``, seconds) for each timed word found in order."""
    out, pos = [], 0
    for word, t in words:
        i = text.find(word, pos)
        if i < 0:
            continue
        out.append((i, round(t, 3)))
        pos = i + len(word)
    return tuple(out)


def _norm(line: str) -> str:
    return line.casefold()


def parse_youtube_json(data: object, *, name: str) -> list[Cue]:
    items = data.get("transcript", data.get("snippets")) if isinstance(data, dict) else data
    if not isinstance(items, list) or not all(isinstance(x, dict) and "text" in x for x in items):
        raise CorruptFile(name, 'expected a list of {"text", "start", "duration"} objects')
    cues = []
    for n, item in enumerate(items):
        try:
            start = float(item.get("start", 0.0))
            end = start + float(item.get("duration", 0.0))
        except (TypeError, ValueError):
            raise CorruptFile(name, f"item {n}: start/duration must be numbers") from None
        text, _ = _clean_line(str(item["text"]).replace("\n", " "))
        cues.append(Cue(start, end, [text] if text else []))
    return cues


def build_transcript(cues: list[Cue], **meta: object) -> ParsedDocument:
    b = DocumentBuilder()
    speaker: str | None = None
    texts = [" ".join(cue.lines) for cue in cues]
    # "Teacher: ..." labels speakers only once the convention is established (some name opens
    # 2+ cues); then any such name counts, except words that usually label other things.
    titled = Counter(m.group(1) for t in texts if (m := _TITLED_PREFIX.match(t)))
    labelled = any(n >= 2 for name, n in titled.items() if name not in _NOT_SPEAKERS)
    for cue, text in zip(cues, texts, strict=True):
        if cue.speaker:
            speaker = cue.speaker
        m = _SPEAKER_PREFIX.match(text)
        t = _TITLED_PREFIX.match(text)
        if m and len(m.group(1)) >= 2 and m.group(1).strip().title() not in _NOT_SPEAKERS:
            speaker = m.group(1).strip().title()
            text = text[m.end() :]
        elif t and labelled and t.group(1) not in _NOT_SPEAKERS:
            speaker = t.group(1)
            text = text[t.end() :]
        text = _CHEVRONS.sub("", text).strip()
        if _NON_SPEECH.match(text):
            continue
        b.add(
            "cue",
            text,
            sep="\n",
            timestamp_start=round(cue.start, 3),
            timestamp_end=round(cue.end, 3),
            speaker=speaker,
            word_times=word_offsets(text, _line_times(cue)) if cue.timed else (),
        )
    return b.build(source_type="video", **meta)


class VttParser(Parser):
    """WebVTT and SRT (same cue model)."""

    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        text = decode_text(data, name=name)
        is_vtt = text.lstrip().startswith("WEBVTT")
        if name.lower().endswith(".vtt") and not is_vtt:
            raise CorruptFile(name, "a .vtt file must start with 'WEBVTT'")
        cues = sorted(parse_timed_text(text, name=name), key=lambda c: c.start)  # spoken order; stable
        if is_rolling(text, cues):
            cues = dedupe_rolling(cues)
        title = None
        if is_vtt:
            header = text.lstrip().split("\n\n", 1)[0]
            m = re.search(r"^Title:\s*(.+)$", header, re.M)
            title = m.group(1).strip() if m else None
        return build_transcript(cues, title=title)


class YoutubeJsonParser(Parser):
    """youtube-transcript-api's JSON: ``[{"text", "start", "duration"}, ...]``."""

    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        try:
            obj = json.loads(decode_text(data, name=name))
        except json.JSONDecodeError as err:
            raise CorruptFile(
                name, f"invalid JSON at line {err.lineno} column {err.colno}: {err.msg}"
            ) from None
        cues = sorted(parse_youtube_json(obj, name=name), key=lambda c: c.start)
        return build_transcript(dedupe_rolling(cues) if is_rolling("", cues) else cues)


def looks_like_youtube_json(obj: object) -> bool:
    items = obj.get("transcript", obj.get("snippets")) if isinstance(obj, dict) else obj
    return (
        isinstance(items, list)
        and bool(items)
        and all(isinstance(x, dict) and "text" in x and "start" in x for x in items)
    )


class JsonParser(Parser):
    """``.json``: a youtube-transcript-api transcript, else a data file parsed as code."""

    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        text = decode_text(data, name=name)
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as err:
            raise CorruptFile(
                name, f"invalid JSON at line {err.lineno} column {err.colno}: {err.msg}"
            ) from None
        if looks_like_youtube_json(obj):
            return YoutubeJsonParser().parse(data, name=name)
        from footnote.shared.ingestion.parsers.code import CodeParser

        return CodeParser().parse(data, name=name)


_INLINE_TIMING = re.compile(r"<\d{1,2}:\d{2}(?::\d{2})?\.\d{3}>")


def is_rolling(raw: str, cues: list[Cue]) -> bool:
    """Rolling captions: inline word timings, or many multi-line cues open with the previous
    cue's last line (a single-line cue repeating the last one is just someone repeating)."""
    if _INLINE_TIMING.search(raw):
        return True
    pairs = [(a, b) for a, b in zip(cues, cues[1:], strict=False) if a.lines and b.lines]
    repeats = sum(1 for a, b in pairs if len(b.lines) >= 2 and _norm(b.lines[0]) == _norm(a.lines[-1]))
    return bool(pairs) and repeats >= 0.3 * len(pairs)


register(VttParser(), extensions=(".vtt", ".srt"))
register(JsonParser(), extensions=(".json",))

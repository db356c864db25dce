"""Chunking (pure): a ``ParsedDocument`` -> ``ChunkDraft``s at sentence and passage granularity.

Invariant, for every chunk: ``doc.text[c.char_start:c.char_end] == c.text``.

**Sentences** -- one chunk per sentence (``footnote.shared.ingestion.sentences``), never across a
paragraph; ``paragraph_index`` counts text blocks, ``sentence_index`` counts within one, and
``prev_index``/``next_index`` link neighbours inside the paragraph (None at its edges). Headings
are not sentences (their chapter/section label the following chunks); code and tables are
skipped. In a transcript each cue is one "sentence" (the timed unit a citation points at) and
a paragraph is a run of cues by the same speaker without a pause over 2 s.

**Passages** -- windows sized in characters (``chunk_size_chars``). Text is cut at block
boundaries first, then inside an oversized block at "\\n", then at sentence ends (". "), then
at spaces; a window never straddles a heading, starts ``chunk_overlap_chars`` (snapped to a
sentence or word start) before the previous one ended, and a tail under ``min_chunk_chars`` is
merged into the previous window. Code blocks and tables are never cut unless longer than
``max_merge_chars`` (then by lines). ``page_number``/``page_end`` are the pages of a window's
first and last character.
* transcripts: windows of WHOLE cues (overlap by whole cues), with ``timestamp_start`` of the
  first cue and ``timestamp_end`` of the last;
* code: one window per ``code_unit`` (split by lines when over ``max_merge_chars``), module-level
  code packed into windows without overlap.

``chunk_index`` is unique per document: sentences first (0..n-1), then passages, in the order
``granularities`` lists them.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from footnote.shared.errors import ValidationError
from footnote.shared.ingestion.parsers.base import is_bare_number
from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.ingestion.transcript_chunking import cue_passages, cue_sentences
from footnote.shared.ingestion.types import Block, ChunkDraft, ParsedDocument

GRANULARITIES = ("sentence", "passage")
_ATOMIC = frozenset({"code", "table", "code_unit"})


@dataclass(frozen=True)
class ChunkParams:
    chunk_size_chars: int = 2000
    chunk_overlap_chars: int = 200
    min_chunk_chars: int = 200
    max_merge_chars: int = 6000
    max_silence_s: float = 10.0  # transcript passages break at a longer pause

    def __post_init__(self) -> None:
        if self.chunk_size_chars < 1:
            raise ValidationError("chunk_size_chars", f"({self.chunk_size_chars}) must be at least 1")
        if not 0 <= self.chunk_overlap_chars < self.chunk_size_chars:
            raise ValidationError(
                "chunk_overlap_chars",
                f"({self.chunk_overlap_chars}) must be >= 0 and smaller than chunk_size_chars "
                f"({self.chunk_size_chars})",
            )
        if self.max_merge_chars < self.chunk_size_chars:
            raise ValidationError(
                "max_merge_chars",
                f"({self.max_merge_chars}) must be at least chunk_size_chars ({self.chunk_size_chars})",
            )
        if self.min_chunk_chars < 0:
            raise ValidationError("min_chunk_chars", f"({self.min_chunk_chars}) must be >= 0")

    @classmethod
    def from_settings(cls, settings: Any) -> ChunkParams:
        return cls(
            chunk_size_chars=settings.chunk_size_chars,
            chunk_overlap_chars=settings.chunk_overlap_chars,
            min_chunk_chars=settings.min_chunk_chars,
            max_merge_chars=settings.max_merge_chars,
            max_silence_s=getattr(settings, "transcript_max_silence_s", 10.0),
        )


def chunk_document(
    doc: ParsedDocument, *, granularities: Sequence[str], params: ChunkParams
) -> list[ChunkDraft]:
    unknown = [g for g in granularities if g not in GRANULARITIES]
    if unknown:
        raise ValidationError("granularities", f"unknown {unknown}; use any of {list(GRANULARITIES)}")
    loc = _Locator(doc)
    out: list[ChunkDraft] = []
    for g in dict.fromkeys(granularities):
        drafts = _sentences(doc, loc) if g == "sentence" else _passages(doc, loc, params)
        base = len(out)
        out.extend(
            replace(
                d,
                chunk_index=d.chunk_index + base,
                prev_index=None if d.prev_index is None else d.prev_index + base,
                next_index=None if d.next_index is None else d.next_index + base,
            )
            for d in drafts
        )
    return out


# --------------------------------------------------------------------------- helpers


class _Locator:
    """Which block holds a given character offset."""

    def __init__(self, doc: ParsedDocument) -> None:
        self.doc = doc
        self.blocks = sorted(doc.blocks, key=lambda b: (b.char_start, b.char_end))
        self.starts = [b.char_start for b in self.blocks]

    def at(self, pos: int) -> Block | None:
        i = bisect.bisect_right(self.starts, pos) - 1
        if i < 0:
            return self.blocks[0] if self.blocks else None
        return self.blocks[i]

    def anchors(self, start: int, end: int) -> dict | None:
        """Where the words of ``[start, end)`` are in time and on which page (absolute offsets):
        a time anchor per cue start and per timed word, a page anchor where the page changes.
        None when the chunk has a single time and page (its own fields say it all)."""
        i = max(0, bisect.bisect_right(self.starts, start) - 1)
        times: list[list[float]] = []
        pages: list[list[int]] = []
        for b in self.blocks[i:]:
            if b.char_start >= end:
                break
            if b.char_end <= start:
                continue
            if b.timestamp_start is not None:
                times.append([max(b.char_start, start), b.timestamp_start])
                times.extend([off, t] for off, t in b.word_times if start <= off < end and off != times[-1][0])
            if b.page_number is not None and (not pages or pages[-1][1] != b.page_number):
                pages.append([max(b.char_start, start), b.page_number])
        out: dict = {}
        if len(times) > 1:
            out["t"] = times
        if len(pages) > 1:
            out["p"] = pages
        return out or None

    def draft(self, index: int, granularity: str, start: int, end: int, **fields: Any) -> ChunkDraft:
        first, last = self.at(start), self.at(max(start, end - 1))
        values: dict[str, Any] = {
            "page_number": first.page_number if first else None,
            "page_end": last.page_number if last else None,
            "chapter": first.chapter if first else None,
            "section": first.section if first else None,
        }
        values.update(fields)
        values.setdefault("anchors", self.anchors(start, end))
        return ChunkDraft(
            chunk_index=index,
            granularity=granularity,  # type: ignore[arg-type]
            text=self.doc.text[start:end],
            char_start=start,
            char_end=end,
            **values,
        )


def _trim(text: str, s: int, e: int) -> tuple[int, int]:
    while s < e and text[s].isspace():
        s += 1
    while e > s and text[e - 1].isspace():
        e -= 1
    return s, e


# --------------------------------------------------------------------------- sentences


_LIST_LABEL = re.compile(r"\(?(?:\d{1,3}(?:\.\d{1,3})*|[a-zA-Z]|[ivxlcdm]{1,6}|[IVXLCDM]{1,6})[.)]")


def _numbers_joined(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A list's number the splitter took for a sentence ("7." before "Build the package.", "b."
    or "iv." before an item) joins the sentence it numbers; a number alone at the end joins the
    one before."""
    out: list[tuple[int, int]] = []
    carry: int | None = None
    for s, e in spans:
        if (is_bare_number(text[s:e]) or _LIST_LABEL.fullmatch(text[s:e].strip())) and len(spans) > 1:
            if carry is None:
                carry = s
            continue
        out.append((carry if carry is not None else s, e))
        carry = None
    if carry is not None and out:
        out[-1] = (out[-1][0], spans[-1][1])
    return out


def _sentences(doc: ParsedDocument, loc: _Locator) -> list[ChunkDraft]:
    if any(b.kind == "cue" for b in loc.blocks):
        return cue_sentences(doc, loc)
    drafts: list[ChunkDraft] = []
    paragraph = -1
    heading: str | None = None
    for block in loc.blocks:
        if block.kind == "heading":
            heading = doc.block_text(block)
            continue
        if block.kind in _ATOMIC:
            continue
        spans = _numbers_joined(doc.text, split_sentences(doc.text, block.char_start, block.char_end))
        if not spans:
            continue
        paragraph += 1
        first = len(drafts)
        section = block.section
        if block.chapter is None and block.section is None:
            section = heading
        for k, (s, e) in enumerate(spans):
            drafts.append(
                loc.draft(
                    len(drafts),
                    "sentence",
                    s,
                    e,
                    chapter=block.chapter,
                    section=section,
                    page_number=block.page_number,
                    page_end=block.page_number,
                    paragraph_index=paragraph,
                    sentence_index=k,
                    prev_index=first + k - 1 if k > 0 else None,
                    next_index=first + k + 1 if k < len(spans) - 1 else None,
                    speaker=block.speaker,
                )
            )
    return drafts


# --------------------------------------------------------------------------- passages


class _Piece(NamedTuple):
    start: int
    end: int
    atomic: bool


def _passages(doc: ParsedDocument, loc: _Locator, p: ChunkParams) -> list[ChunkDraft]:
    if any(b.kind == "cue" for b in loc.blocks):
        return cue_passages(doc, loc, p)
    if any(b.kind == "code_unit" for b in loc.blocks) or doc.source_type == "code":
        windows = _code_windows(doc.text, loc.blocks, p)
    else:
        windows = _prose_windows(doc.text, loc.blocks, p)
    drafts: list[ChunkDraft] = []
    for s, e in windows:
        s, e = _trim(doc.text, s, e)
        if e > s:
            drafts.append(loc.draft(len(drafts), "passage", s, e))
    return drafts


def _prose_windows(text: str, blocks: list[Block], p: ChunkParams) -> list[tuple[int, int]]:
    runs: list[list[Block]] = []
    for block in blocks:
        if not runs or (block.kind == "heading" and any(b.kind != "heading" for b in runs[-1])):
            runs.append([block])
        else:
            runs[-1].append(block)
    windows: list[tuple[int, int]] = []
    for run in runs:
        pieces = [piece for block in run for piece in _block_pieces(text, block, p)]
        windows.extend(_merge_tail(_pack(text, pieces, p, overlap=p.chunk_overlap_chars), p))
    return windows


def _block_pieces(text: str, block: Block, p: ChunkParams) -> list[_Piece]:
    s, e = block.char_start, block.char_end
    if block.kind == "heading":
        return [_Piece(s, e, True)]  # never cut, never repeated as overlap
    if block.kind in _ATOMIC:
        if e - s <= p.max_merge_chars:
            return [_Piece(s, e, True)]
        return [_Piece(a, b, True) for a, b in _split(text, s, e, p.chunk_size_chars, ("\n", " "))]
    return [_Piece(a, b, False) for a, b in _split(text, s, e, p.chunk_size_chars, ("\n", ". ", " "))]


def _split(text: str, s: int, e: int, size: int, seps: tuple[str, ...]) -> list[tuple[int, int]]:
    """Spans of ``text[s:e]`` each at most ``size`` long, cut at the first separator that helps."""
    if e - s <= size:
        return [(s, e)]
    for i, sep in enumerate(seps):
        if sep == ". ":
            parts = split_sentences(text, s, e)
        else:
            parts, cursor = [], s
            while (k := text.find(sep, cursor, e)) >= 0:
                parts.append((cursor, k + len(sep)))
                cursor = k + len(sep)
            parts.append((cursor, e))
            parts = [(a, b) for a, b in parts if b > a]
        if len(parts) > 1:
            out: list[tuple[int, int]] = []
            for a, b in parts:
                out.extend(_split(text, a, b, size, seps[i + 1 :]) if b - a > size else [(a, b)])
            return out
    return [(k, min(k + size, e)) for k in range(s, e, size)]


def _pack(text: str, pieces: list[_Piece], p: ChunkParams, *, overlap: int) -> list[tuple[int, int]]:
    windows: list[tuple[int, int]] = []
    window: list[_Piece] = []
    cur_s = -1
    for piece in pieces:
        if not window:
            cur_s, window = piece.start, [piece]
            continue
        if piece.end - cur_s <= p.chunk_size_chars:
            window.append(piece)
            continue
        cur_e = window[-1].end
        windows.append((cur_s, cur_e))
        ov = _overlap_start(text, window, cur_s, cur_e, overlap)
        if ov is not None and piece.end - ov <= p.chunk_size_chars:
            window = [w for w in window if w.end > ov] + [piece]
            cur_s = ov
        else:
            window, cur_s = [piece], piece.start
    if window:
        windows.append((cur_s, window[-1].end))
    return windows


def _overlap_start(text: str, window: list[_Piece], cur_s: int, cur_e: int, overlap: int) -> int | None:
    """Where the next window starts so that it repeats at most ``overlap`` chars of this one:
    the earliest sentence start in reach, else a word start; never inside code or a heading."""
    if overlap <= 0:
        return None
    target = max(cur_s, cur_e - overlap)
    tail: list[_Piece] = []
    for piece in reversed(window):
        if piece.atomic:
            break
        tail.insert(0, piece)
        if piece.start <= target:
            break
    if not tail:
        return None
    lo = max(target, tail[0].start)
    starts = [s for pc in tail for s, _ in split_sentences(text, pc.start, pc.end) if s >= lo]
    if starts:
        lo = starts[0]
    else:
        k = text.find(" ", lo, cur_e)
        if k < 0:
            return None
        lo = k + 1
    lo, _ = _trim(text, lo, cur_e)
    return lo if cur_s < lo < cur_e else None


def _merge_tail(windows: list[tuple[int, int]], p: ChunkParams) -> list[tuple[int, int]]:
    if len(windows) >= 2:
        (ps, _pe), (ls, le) = windows[-2], windows[-1]
        if le - ls < p.min_chunk_chars and le - ps <= p.max_merge_chars:
            return windows[:-2] + [(ps, le)]
    return windows


def _code_windows(text: str, blocks: list[Block], p: ChunkParams) -> list[tuple[int, int]]:
    windows: list[tuple[int, int]] = []
    module: list[_Piece] = []

    def flush() -> None:
        windows.extend(_pack(text, module, p, overlap=0))
        module.clear()

    for block in blocks:
        if block.kind == "code_unit":
            flush()
            s, e = block.char_start, block.char_end
            if e - s <= p.max_merge_chars:
                windows.append((s, e))
            else:
                lines = [_Piece(a, b, True) for a, b in _split(text, s, e, p.chunk_size_chars, ("\n", " "))]
                windows.extend(_pack(text, lines, p, overlap=0))
        else:
            module.extend(
                _block_pieces(text, block, p)
                if block.kind in _ATOMIC
                else [
                    _Piece(a, b, True)
                    for a, b in _split(
                        text, block.char_start, block.char_end, p.chunk_size_chars, ("\n", " ")
                    )
                ]
            )
    flush()
    return windows

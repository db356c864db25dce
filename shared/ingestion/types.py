"""Data passed between parsers, chunkers, tagging and the ingestion pipeline (pure values).

Offsets: every ``char_start``/``char_end`` indexes ``ParsedDocument.text`` -- the stored,
normalized text of the document -- so ``doc.text[c.char_start:c.char_end] == c.text`` for
every block and chunk. That invariant is what lets a citation highlight the exact quote.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

SOURCE_TYPES = (
    "book",
    "letter",
    "masterclass",
    "journal",
    "doc",
    "video",
    "code",
    "essay_reference",
    "article",
    "notes",
    "slides",  # a slide deck: a page is a slide
)

BlockKind = Literal["paragraph", "heading", "code", "table", "list", "cue", "code_unit"]
Granularity = Literal["sentence", "passage"]


@dataclass(frozen=True)
class Block:
    """A structural unit of a parsed document: a paragraph, a heading, a fenced code block,
    a table, one transcript cue, one function/class of code."""

    kind: BlockKind
    char_start: int
    char_end: int
    page_number: int | None = None
    chapter: str | None = None
    section: str | None = None
    timestamp_start: float | None = None  # seconds, transcripts only
    timestamp_end: float | None = None
    speaker: str | None = None
    symbol: str | None = None  # function/class name for code units
    word_times: tuple[tuple[int, float], ...] = ()  # (absolute offset, seconds) of timed caption words
    # PDF words: (start, end) absolute offsets of a word and its box on ``page_number`` in PDF
    # points, origin at the page's bottom left (x0, y0, x1, y1)
    boxes: tuple[tuple[int, int, float, float, float, float], ...] = ()


@dataclass(frozen=True)
class ParsedDocument:
    """What a parser returns: normalized text plus blocks that index into it."""

    text: str
    blocks: tuple[Block, ...]
    title: str | None = None
    author: str | None = None
    source_type: str | None = None  # the parser's guess; the caller may override
    url: str | None = None  # for videos: the watch URL (citations add &t=)
    language: str | None = None  # code language
    metadata: dict[str, str] = field(default_factory=dict)
    page_count: int | None = None
    page_sizes: tuple[tuple[float, float], ...] = ()  # PDF pages: (width, height) in points, page 1 first

    def block_text(self, block: Block) -> str:
        return self.text[block.char_start : block.char_end]


@dataclass(frozen=True)
class ChunkDraft:
    """A chunk before it is stored. ``prev_index``/``next_index`` are chunk indexes of the
    neighbouring sentences within the same paragraph (None at paragraph edges)."""

    chunk_index: int
    granularity: Granularity
    text: str
    char_start: int
    char_end: int
    page_number: int | None = None
    page_end: int | None = None
    chapter: str | None = None
    section: str | None = None
    paragraph_index: int | None = None
    sentence_index: int | None = None
    prev_index: int | None = None
    next_index: int | None = None
    timestamp_start: float | None = None
    timestamp_end: float | None = None
    speaker: str | None = None
    tags: tuple[str, ...] = ()
    anchors: dict | None = None  # see ``footnote.shared.generation.spans``

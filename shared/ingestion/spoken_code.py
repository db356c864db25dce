"""A lecture's code bound to the moment it is talked about: a function or class of the given
files that the speech names ("now swap values takes two pointers") becomes a timed chunk of its
own (speaker ``CODE``) at that second, under the slide on screen, so "where does she explain
swap_values?" lands on the second and cites ``src/pointers.c:4-8``. Code a slide shows is
bound by ``slides.bind_code``/``bind_slides``; this is for code that is discussed, not shown.
Pure: a parsed transcript and {path: source} in, the transcript with code chunks out."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from footnote.shared.ingestion.types import Block, ParsedDocument
from footnote.shared.retrieval.types import CODE, ON_SCREEN, SEGMENT_SEP

# one-word names too common in speech to mean the function when said
COMMON = frozenset(
    "main init test data value values list item items node next prev start stop end size count "
    "result results input output print read write open close update create delete load save run "
    "make build check parse format index name names text line lines file files string number".split()
)


@dataclass(frozen=True)
class Unit:
    path: str
    symbol: str
    first: int  # 1-based lines of the file
    last: int
    text: str

    @property
    def where(self) -> str:
        return f"{self.path}:{self.first}-{self.last}" if self.last != self.first else f"{self.path}:{self.first}"


def units(files: dict[str, str]) -> list[Unit]:
    """The named functions and classes of the files (the code parser's units)."""
    from footnote.shared.ingestion.parsers import find_parser
    from footnote.shared.ingestion.parsers.code import CodeParser

    out = []
    for path, source in files.items():
        parser = find_parser(path)
        if not isinstance(parser, CodeParser):
            continue
        doc = parser.parse(source.encode(), name=path)
        for b in doc.blocks:
            if b.kind == "code_unit" and b.symbol:
                first = doc.text.count("\n", 0, b.char_start) + 1
                body = doc.block_text(b).rstrip()
                out.append(Unit(path, b.symbol, first, first + body.count("\n"), body))
    return out


def spoken_form(symbol: str) -> re.Pattern[str] | None:
    """How speech names ``symbol``: swap_values, swapValues -> "swap values" (or run together);
    None for a one-word name too short or too common to mean the function."""
    words = [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", symbol)]
    if not words:
        return None
    if len(words) == 1 and (len(words[0]) < 4 or words[0] in COMMON):
        return None
    return re.compile(r"(?<!\w)" + r"[\s_-]*".join(map(re.escape, words)) + r"(?!\w)", re.I)


def bind_spoken_code(doc: ParsedDocument, files: dict[str, str]) -> ParsedDocument:
    """For each unit named in a speech cue, the first time it is named under each slide: a
    ``CODE`` cue with the unit's lines, timed to that cue; not where the slide shows it."""
    found = [(u, form) for u in units(files) if (form := spoken_form(u.symbol)) is not None]
    if not found:
        return doc
    blocks = list(doc.blocks)
    text = doc.text
    seen: set[tuple[str, str | None]] = set()
    for cue in doc.blocks:
        if cue.kind != "cue" or cue.speaker in (ON_SCREEN, CODE) or cue.timestamp_start is None:
            continue
        said = doc.block_text(cue)
        for unit, form in found:
            slide = cue.section.split(SEGMENT_SEP, 1)[0] if cue.section else None
            if (unit.where, slide) in seen or not form.search(said):
                continue
            seen.add((unit.where, slide))
            if cue.section and _shows(cue.section, unit):
                continue  # the slide shows these lines: its own code chunk cites them
            text += "\n\n" if text else ""
            start = len(text)
            text += unit.text
            section = f"{slide}{SEGMENT_SEP}{unit.where}" if slide else unit.where
            blocks.append(Block(kind="cue", char_start=start, char_end=len(text), timestamp_start=cue.timestamp_start,
                                timestamp_end=cue.timestamp_end, speaker=CODE, section=section, symbol=unit.symbol))
    return replace(doc, text=text, blocks=tuple(blocks))


def _shows(section: str, unit: Unit) -> bool:
    """Whether a slide bound to "path:first-last" shows the unit's lines."""
    shown = section.split(SEGMENT_SEP, 1)[1] if SEGMENT_SEP in section else ""
    path, _, span = shown.rpartition(":")
    if path != unit.path or not span:
        return False
    first, _, last = span.partition("-")
    return int(first) <= unit.first and unit.last <= int(last or first)

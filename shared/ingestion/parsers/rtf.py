"""Rich Text Format (.rtf) through striprtf, with the structure striprtf leaves out put back.

striprtf (BSD, maintained: 0.0.35) turns RTF into plain text: code pages from the font table,
``\\uN`` characters, tables as "cell|cell|" rows; headers, footers, comments, footnotes and
pictures are destinations it skips. Chosen by measuring it on real files
(``benchmarks/format_libraries.py``): pandoc 2.17 here has no RTF reader, and ``unrtf`` is a
program, not a library. What Footnote needs beyond plain text is marked in the RTF before
striprtf reads it, with characters no RTF text uses (Unicode non-characters):

* a paragraph in a heading style (its stylesheet entry is named "heading N" or carries
  ``\\outlinelevel``) starts with HEADING: it becomes a ``heading`` block and sets ``section``;
* a footnote (``{\\footnote ...}``) is cut out of the text, its call left as a superscript
  number ("¹"), and its text appended after the body, each in section "Footnote N", as the
  Word parser does; Word's automatic call (``\\chftn``) is dropped for that number;
* running headers and footers, reviewers' comments and pictures stay out (striprtf skips them);
* table rows ("a|b|") of one table become one ``table`` block, cells joined by " | ".

A file that does not start ``{\\rtf`` is refused; one with no text says so.
"""

from __future__ import annotations

import re

from footnote.shared.errors import CorruptFile, UnsupportedFormat
from footnote.shared.ingestion.parsers.base import (
    DocumentBuilder,
    Parser,
    collapse_spaces,
    contents_lines,
    is_bare_number,
    normalize_text,
    note_mark,
    register,
)
from footnote.shared.ingestion.types import ParsedDocument

HEADING = "\ufdd0"  # non-characters: never in a document's own text
NOTE = "\ufdd1"
_HEADING_RTF = r"\u-560?"  # U+FDD0 as RTF writes a code point above 32767 (a signed 16-bit number)
_NOTE_RTF = r"\u-559?"

_STYLE_ENTRY = re.compile(r"\{[^{}]*?\\s(\d+)(?![0-9a-z])([^{}]*?);\s*\}", re.IGNORECASE)
_HEADING_NAME = re.compile(r"(?:^|\s)heading\s*\d|\\outlinelevel\d", re.IGNORECASE)
_STYLE_USE = re.compile(r"\\s(\d+)(?![0-9a-z])|\\outlinelevel\d(?![0-9a-z])", re.IGNORECASE)
_FOOTNOTE_OPEN = re.compile(r"\{(?:\\\*)?\\footnote(?![a-z])", re.IGNORECASE)
_CHFTN = re.compile(r"\\chftn(?![a-z])\s?", re.IGNORECASE)
_LIST_ITEM = re.compile(r"^(?:[\u00b7\u2022\u25aa\u25e6\u2013*-]|\(?\d{1,3}[.)]|\(?[a-z][.)])\s")
_TABLE_ROW = re.compile(r"^[^\n]*\|\s*$")
_CELL_END = re.compile(r"[ \t]*\n+[ \t]*\|")  # a cell whose last paragraph ends in \par: "a\n|" is "a|"


def _join_surrogates(text: str) -> str:
    """striprtf gives a character beyond U+FFFF as its two UTF-16 halves (\\uN twice)."""
    if not re.search("[\ud800-\udfff]", text):
        return text
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


def _group_end(rtf: str, start: int) -> int:
    """Index just past the group opening at ``start`` (braces escaped as ``\\{`` do not count)."""
    depth = 0
    i = start
    while i < len(rtf):
        c = rtf[i]
        if c == "\\":
            i += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(rtf)


def _stylesheet_span(rtf: str) -> tuple[int, int]:
    at = rtf.find("{\\stylesheet")
    return (at, _group_end(rtf, at)) if at >= 0 else (0, 0)


def _heading_styles(rtf: str, span: tuple[int, int]) -> set[str]:
    sheet = rtf[span[0] : span[1]]
    return {m.group(1) for m in _STYLE_ENTRY.finditer(sheet) if _HEADING_NAME.search(m.group(2))}


def _mark_headings(rtf: str) -> str:
    span = _stylesheet_span(rtf)
    headings = _heading_styles(rtf, span)

    def mark(m: re.Match[str]) -> str:
        inside_sheet = span[0] <= m.start() < span[1]
        heading = m.group(1) is None or m.group(1) in headings  # \outlinelevelN, or a heading style
        return m.group(0) + " " + _HEADING_RTF if heading and not inside_sheet else m.group(0)

    return _STYLE_USE.sub(mark, rtf)


def _cut_footnotes(rtf: str) -> tuple[str, list[str]]:
    """The RTF with each footnote group replaced by its call (superscript digits as ``\\uN``),
    and the footnote groups' inner RTF in order."""
    notes: list[str] = []
    parts: list[str] = []
    at = 0
    for m in _FOOTNOTE_OPEN.finditer(rtf):
        if m.start() < at:  # a footnote inside a footnote: part of the outer one
            continue
        end = _group_end(rtf, m.start())
        notes.append(_CHFTN.sub("", rtf[m.end() : end - 1]))
        parts.append(rtf[at : m.start()])
        parts.append("".join(f"\\u{ord(c)}?" for c in note_mark(len(notes))))
        at = end
    parts.append(rtf[at:])
    body = _CHFTN.sub("", "".join(parts))
    return body, notes


def _with_notes_at_end(body: str, notes: list[str]) -> str:
    if not notes:
        return body
    close = body.rstrip().rfind("}")
    tail = "".join(f"\\par\\pard\\plain {_NOTE_RTF}{{{n}}}" for n in notes)
    return body[:close] + tail + body[close:]


def rtf_text(data: bytes, *, name: str) -> str:
    """The document's text with HEADING/NOTE marks, as striprtf reads the prepared RTF."""
    from striprtf.striprtf import rtf_to_text

    if not data.lstrip()[:5] == b"{\\rtf":
        raise CorruptFile(name, "not an RTF file (it does not start with {\\rtf)")
    rtf = data.decode("latin-1")  # RTF is 7-bit; 8-bit bytes keep their value for \\'hh's sake
    body, notes = _cut_footnotes(_mark_headings(rtf))
    try:
        return rtf_to_text(_with_notes_at_end(body, notes), errors="strict")
    except (UnicodeDecodeError, LookupError):
        return rtf_to_text(_with_notes_at_end(body, notes), errors="replace")
    except (IndexError, ValueError, RecursionError) as err:
        raise CorruptFile(name, f"cannot read it as RTF ({type(err).__name__})") from None


class RtfParser(Parser):
    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        text = _CELL_END.sub("|", _join_surrogates(normalize_text(rtf_text(data, name=name))))
        b = DocumentBuilder()
        section: str | None = None
        table: list[str] = []
        notes = 0
        title: str | None = None

        def flush_table() -> None:
            if table:
                b.add("table", "\n".join(table), section=section)
                table.clear()

        raws = text.split("\n")
        typed_contents = contents_lines(raws)
        for index, raw in enumerate(raws):
            line = collapse_spaces(raw.replace(HEADING, ""))
            if index in typed_contents or (is_bare_number(line) and NOTE not in raw):
                continue
            if _TABLE_ROW.match(raw) and NOTE not in raw:
                cells = [collapse_spaces(c) for c in raw.rstrip().rstrip("|").split("|")]
                if any(cells):
                    table.append(" | ".join(cells))
                continue
            flush_table()
            if NOTE in raw:
                notes += 1
                section = f"Footnote {notes}"
                line = collapse_spaces(line.replace(NOTE, ""))
                b.add("paragraph", f"{note_mark(notes)} {line}" if line else "", section=section)
            elif not line:
                continue
            elif HEADING in raw:
                section = line
                title = title or line
                b.add("heading", line, section=section)
            elif _LIST_ITEM.match(line):
                prev = b.last
                b.add("list", line, sep="\n" if prev is not None and prev.kind == "list" else "\n\n", section=section)
            else:
                b.add("paragraph", line, section=section)
        flush_table()
        if not b.blocks:
            raise UnsupportedFormat(name, "no text in the RTF file (only pictures or objects?); nothing to ingest")
        garbled = text.count("\ufffd")
        metadata = {"undecodable_characters": str(garbled)} if garbled else {}
        return b.build(title=title, source_type="article", metadata=metadata)


register(RtfParser(), extensions=(".rtf",))

"""A PDF page's text runs -> lines in reading order (pure: geometry in, lines out).

PDFium reports a page's text as runs ("rects": text on one line in one font, with its box).
Its own text stream follows the content stream, which interleaves a two-column page line by
line ("left line 1 right line 1 ...") and glues a footnote call to its word ("pedal1"). Here:

* runs that share a baseline form a row; a run set smaller and raised (a superscript number or
  symbol) is a footnote call, written as a superscript (``note_mark``) and remembered;
* a wide gap inside a row splits it at the page's gutter when enough rows split there with
  text on both sides (two columns): then each column is read top to bottom in turn, and a
  full-width line (a title, a figure caption) closes the columns above it;
* a line in a monospaced font keeps its indentation (code is laid out by it);
* footnotes: lines at the foot of the page, set smaller than the body, that begin with a call
  seen on the page, and the small lines that follow them, become separate notes.
"""

from __future__ import annotations

import functools
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from footnote.shared.ingestion.parsers.base import note_mark

SPLIT_GAP_EM = 2.5  # a gap this many font sizes wide inside a row separates two pieces
COLUMN_ROWS = 3  # rows split at one gutter needed to read a page as two columns
COLUMN_SHARE = 0.25  # ...and this share of the page's rows
COLUMN_WIDTH = 0.3  # each line of such a row spans this share of the page's text width at least
HANGING_EM = 3.0  # a line starting this many font sizes in from its column's other lines hangs
HANGING_SHARE = 0.25  # ...and this share of a column's lines hanging makes it a table's names
COLUMN_BALANCE = 0.75  # ...and the narrower column is this share of the wider at least (a page's columns match)
SUPERSCRIPT_SIZE = 0.8  # a run smaller than this share of its row's font size may be a call
NOTE_SIZE = 0.9  # footnotes are set smaller than this share of the body size
NOTE_ZONE = 0.35  # ...in the bottom part of the page
MONO_FONTS = ("courier", "mono", "consol", "menlo", "monaco", "cmtt", "typewriter", "inconsolata", "fixed", "code")


class WordBox(NamedTuple):
    """A word as PDFium reads it, with its box in PDF points (origin at the page's bottom left)."""

    text: str
    x0: float
    y0: float
    x1: float
    y1: float


@dataclass(frozen=True)
class Run:
    text: str
    left: float
    bottom: float
    right: float
    top: float
    size: float = 0.0  # font size of its first character (0: unknown)
    mono: bool = False
    words: tuple[WordBox, ...] = ()


@dataclass
class Line:
    text: str
    top: float
    bottom: float
    left: float = 0.0
    size: float = 0.0
    mono: bool = False
    calls: tuple[str, ...] = field(default_factory=tuple)  # footnote calls made on this line
    right: float = 0.0
    words: tuple[WordBox, ...] = ()  # its words' boxes, in reading order (a call's are left out)

    @property
    def height(self) -> float:
        return self.top - self.bottom


@functools.lru_cache(maxsize=1024)
def is_mono(font_name: str, flags: int) -> bool:
    """A monospaced font: the FixedPitch flag, or a name that says so (base-14 Courier has no flag).
    Cached: a page asks it once per run, and a book has a handful of fonts."""
    return bool(flags & 1) or any(m in font_name.casefold() for m in MONO_FONTS)


def _overlap(a_top: float, a_bottom: float, b_top: float, b_bottom: float) -> bool:
    """Two boxes share a baseline band: they overlap by half the smaller height."""
    smaller = max(min(a_top - a_bottom, b_top - b_bottom), 0.1)
    return min(a_top, b_top) - max(a_bottom, b_bottom) >= 0.5 * smaller


def _stream_lines(runs: list[Run]) -> list[list[Run]]:
    """Runs (in the page stream's order) grouped into lines: a run goes on the line before it
    when it shares the line's baseline band and follows it closely to the right; a jump back
    to the left or a gap of several font sizes (another column, a table cell) starts a line."""
    out: list[list[Run]] = []
    for run in runs:
        if out:
            line, last = out[-1], out[-1][-1]
            first = line[0]
            size = max(last.size, run.size, last.top - last.bottom, 1.0)
            gap = run.left - last.right
            if _overlap(first.top, first.bottom, run.top, run.bottom) and -0.5 * size <= gap <= SPLIT_GAP_EM * size:
                line.append(run)
                continue
        out.append([run])
    return out


def _is_call(run: Run, line: list[Run]) -> bool:
    """A footnote call: a number or mark set smaller than its line and raised above its baseline."""
    body = max(r.size for r in line)
    text = run.text.strip()
    full = [r.bottom for r in line if r.size >= body * 0.95]
    base = min(full) if full else run.bottom
    return (0 < run.size < SUPERSCRIPT_SIZE * body and bool(text) and len(text) <= 3
            and (text.isdigit() or all(ch in "*\u2020\u2021\u00a7" for ch in text))
            and run.bottom > base + 0.15 * body)


def _line(runs: list[Run]) -> Line:
    parts: list[str] = []
    calls: list[str] = []
    body: list[Run] = []
    words: list[WordBox] = []
    prev: Run | None = None
    for run in runs:
        text = run.text
        if len(runs) > 1 and _is_call(run, runs):
            calls.append(text.strip())
            text = note_mark(text.strip())
        else:
            body.append(run)
            words.extend(run.words)
            if (prev is not None and parts and not parts[-1].endswith((" ", "\x02", "\ufffe"))
                    and not text.startswith(" ") and run.left - prev.right > 0.2 * max(run.size, 1.0)):
                parts.append(" ")
        parts.append(text)
        prev = run
    body = body or runs
    return Line("".join(parts).strip(), max(r.top for r in body), min(r.bottom for r in body),
                min(r.left for r in runs), max(r.size for r in body), all(r.mono for r in body), tuple(calls),
                max(r.right for r in runs), tuple(words))


def rows_of(lines: list[Line]) -> list[list[Line]]:
    """Lines that share a baseline band, top row first, each row left to right."""
    rows: list[list[Line]] = []
    for ln in sorted(lines, key=lambda x: (-x.top, x.left)):
        top, bottom = ln.top, ln.bottom
        for row in rows[-4:]:
            first = row[0]  # _overlap, inlined: this runs for every line against four rows
            smaller = max(min(first.top - first.bottom, top - bottom), 0.1)
            if min(first.top, top) - max(first.bottom, bottom) >= 0.5 * smaller:
                row.append(ln)
                break
        else:
            rows.append([ln])
    return [sorted(row, key=lambda x: x.left) for row in rows]


def gutter_of(rows: list[list[Line]]) -> float | None:
    """The x of a two-column page's gutter, or None: the middle of the gap of the rows made of
    two lines of running text, each a good share of the page's width (a table's narrow name
    column beside its descriptions is not a column of text), where enough rows agree on it and
    the two columns are about as wide as each other (a two-column page's are; a table's code
    and description columns seldom) and the left one has no hanging lines (``_hanging``)."""
    lines = [ln for row in rows for ln in row]
    span = max(ln.right for ln in lines) - min(ln.left for ln in lines) if lines else 0.0
    middles = [(row[0].right + row[1].left) / 2 for row in rows
               if len(row) == 2 and row[1].left > row[0].right
               and all(len(ln.text) >= 12 and ln.right - ln.left >= COLUMN_WIDTH * span for ln in row)]
    if len(middles) < COLUMN_ROWS or len(middles) < COLUMN_SHARE * len(rows):
        return None
    x = statistics.median(middles)
    if sum(1 for m in middles if abs(m - x) < 20) < COLUMN_ROWS:
        return None
    left = [ln for ln in lines if ln.right <= x]
    right = [ln for ln in lines if ln.left >= x]
    widths = [max(ln.right for ln in side) - min(ln.left for ln in side) for side in (left, right) if side]
    if len(widths) == 2 and min(widths) < COLUMN_BALANCE * max(widths):
        return None  # one side much narrower: a table's name and description columns, read row by row
    if _hanging(left):
        return None  # names wrapped onto indented lines: a table or definition list, read row by row
    return x


def _hanging(lines: list[Line]) -> bool:
    """Many lines start far in from where the others start (``HANGING_EM`` font sizes or more):
    the wrapped names of a table or definition list, not a column of running text, whose only
    indents are paragraphs' first lines. Code keeps its own indentation and is not counted."""
    text = [ln for ln in lines if not ln.mono]
    if len(text) < COLUMN_ROWS:
        return False
    start = min(ln.left for ln in text)
    em = statistics.median(ln.size or ln.height for ln in text) or 10.0
    return sum(1 for ln in text if ln.left - start >= HANGING_EM * em) >= HANGING_SHARE * len(text)


def lines_in_order(runs: list[Run]) -> list[Line]:
    """The page's lines in reading order: the stream's own order on a one-column page (tables
    and side-by-side listings are written cell by cell), each column top to bottom on a
    two-column one."""
    lines = [ln for ln in (_line(group) for group in _stream_lines(runs)) if ln.text]
    rows = rows_of(lines)
    gutter = gutter_of(rows)
    if gutter is None:
        return lines
    out: list[Line] = []
    left: list[Line] = []
    right: list[Line] = []
    for row in rows:
        if any(ln.left < gutter < ln.right for ln in row):  # a full-width line ends the columns above it
            out.extend(left + right)
            left, right = [], []
            out.extend(row)
            continue
        for ln in row:
            (left if ln.right <= gutter else right).append(ln)
    return out + left + right


Note = tuple[str, str, list[Line]]  # a footnote: its call, its text, its lines (the call's word left out)


def split_notes(page: list[Line], height: float, body_size: float) -> tuple[list[Line], list[Note]]:
    """The page's body lines, and its footnotes as (call, text, lines): from the first line at
    the foot of the page, set smaller than the body, that begins with a call made on the page;
    the small lines after it continue that note or begin the next."""
    calls = {c for ln in page for c in ln.calls}
    if not calls or body_size <= 0:
        return page, []
    notes: list[Note] = []
    body: list[Line] = []
    for ln in page:
        small = 0 < ln.size < NOTE_SIZE * body_size and 0 < ln.top < NOTE_ZONE * height
        first = ln.text.split(maxsplit=1)[0] if ln.text.split() else ""
        if small and first in calls:
            words = ln.words[1:] if ln.words and ln.words[0].text == first else ln.words
            notes.append((first, ln.text[len(first):].strip(), [replace(ln, words=words)]))
        elif small and notes:
            call, text, lines = notes[-1]
            text = f"{text[:-1]}{ln.text}" if text.endswith(("\x02", "\ufffe")) else f"{text} {ln.text}"
            notes[-1] = (call, text, [*lines, ln])
        else:
            body.append(ln)
    return body, notes


def code_text(block: list[Line]) -> str:
    """Monospaced lines as they are laid out: each indented by its offset from the leftmost."""
    origin = min(ln.left for ln in block)
    out = []
    for ln in block:
        width = 0.6 * ln.size if ln.size > 0 else 6.0  # a monospaced glyph is about 0.6 em wide
        out.append(" " * max(0, round((ln.left - origin) / width)) + ln.text)
    return "\n".join(out)


Box = tuple[int, int, float, float, float, float]  # start, end (into a block's text), x0, y0, x1, y1


def locate_words(text: str, lines: list[Line], clean: Callable[[str], str] = lambda w: w) -> tuple[Box, ...]:
    """Where each word of ``lines`` is in ``text`` (the block made of them), with its box: found
    in order, each a little after the last (``clean`` maps a word as PDFium reads it to the
    block's spelling: ligatures spelled out, hyphenation marks dropped). A word not found
    there (a mark written differently) is left out, never guessed."""
    out: list[Box] = []
    cursor = 0
    for ln in lines:
        for w in ln.words:
            key = clean(w.text)
            if not key:
                continue
            while cursor < len(text) and text[cursor].isspace():  # a listing's indentation, a line break
                cursor += 1
            limit = cursor + len(key) + _LOOKAHEAD
            at = text.find(key, cursor, limit)
            while at > cursor and key[0].isalnum() and text[at - 1].isalnum():  # not inside another word
                at = text.find(key, at + 1, limit)
            if at < 0:
                continue
            cursor = at + len(key)
            out.append((at, cursor, w.x0, w.y0, w.x1, w.y1))
    return tuple(out)


_LOOKAHEAD = 24  # characters a word may sit past the previous one (an indentation, a call mark)

"""Tables on a PDF page, found from the geometry of its lines (pure: lines in, tables out).

A PDF has no tables, only text placed on the page. ``pdf_layout`` already starts a new line at
a gap of several font sizes, so a table's cells arrive as separate lines that share a baseline.
Here such rows are grouped into a table when their cells line up:

* a row of two or more cells starts a table; its cells' left edges are the columns;
* the next row joins when at least two of its cells start (or end, for numbers set flush
  right) at a column, and it sits no more than ``ROW_GAP`` line heights below;
* lines right below that leave the first column empty, that follow a cell ending in a word
  broken by hyphenation, whose first line starts indented inside the first column (a long
  name wrapped), or a lone line that stays within the first column's width when the row after
  it lines up again (a header or name wrapped; a paragraph below the table runs across the
  columns, and a function's documentation between two "[Function]" headings does not line up),
  are cells' text wrapped onto the next line: each joins its cell of the row above;
* ``TABLE_ROWS`` such rows make a table. Fewer (a heading with a page number beside it) are text.

A page read as two columns (``pdf_layout``'s gutter) has its rows split by the gutter, not by
cells, so it is not searched; lines in a monospaced font are code, never cells. The table is
given back as rows of cells of lines, in reading order, for one ``table`` block that chunking
keeps whole ("cell | cell" per row, a row per line).
"""

from __future__ import annotations

from collections.abc import Callable

from footnote.shared.ingestion.parsers.pdf_layout import Line, gutter_of, rows_of

TABLE_ROWS = 2  # rows of aligned cells that make a table
CELL_ALIGN = 4.0  # points: cells of one column start (or end) this close to each other
ROW_GAP = 2.2  # a row further below the one above than this many line heights ends the table
WRAP_GAP = 0.8  # a wrapped cell line sits this close below the line above (in line heights)
FIRST_CELL_LINES = 4  # a first cell wrapped onto more lines than this is a function's or term's text, not a cell

Table = list[list[list[Line]]]  # rows -> cells -> the cell's lines


def _column(anchors: list[tuple[float, float]], line: Line) -> int | None:
    """The column ``line`` starts (or, flush right, ends) at, or None."""
    for k, (left, right) in enumerate(anchors):
        if abs(line.left - left) <= CELL_ALIGN or abs(line.right - right) <= CELL_ALIGN:
            return k
    return None


def _nearest(anchors: list[tuple[float, float]], line: Line) -> int:
    """The column a cell that does not line up belongs to: the last one starting left of it."""
    return max((k for k, (left, _) in enumerate(anchors) if left <= line.left + CELL_ALIGN), default=0)


def _within(above: list[Line], row: list[Line], heights: float) -> bool:
    """``row`` sits no more than ``heights`` line heights below ``above``: ``ROW_GAP`` for the
    next row of a table, ``WRAP_GAP`` for a cell's text wrapping at the line spacing (the
    paragraph after a table leaves more)."""
    height = max(max(ln.height for ln in above), max(ln.height for ln in row), 1.0)
    return min(ln.bottom for ln in above) - max(ln.top for ln in row) <= heights * height


def _lines_up(anchors: list[tuple[float, float]], row: list[Line]) -> bool:
    """Two or more of the row's cells start (or end) at the table's columns."""
    return len(row) >= 2 and sum(_column(anchors, ln) is not None for ln in row) >= 2


def _wrapped(anchors: list[tuple[float, float]], row: list[Line]) -> bool:
    """A row that goes on with the row above: its first line starts inside the first column,
    indented from where that column's cells start (a long name wrapped, "-80 GNUTLS E UNKNOWN
    PK -" over "ALGORITHM"), and every other line starts at a later column."""
    if len(anchors) < 2 or not row:
        return False
    first, *rest = row
    inside = anchors[0][0] + CELL_ALIGN < first.left < anchors[1][0] - CELL_ALIGN
    flush_right_number = abs(first.right - anchors[0][1]) <= CELL_ALIGN and first.text.strip()[:1].isdigit()
    return inside and not flush_right_number and all((_column(anchors, ln) or 0) > 0 for ln in rest)


def _hyphenated(row: list[list[Line]]) -> bool:
    """A cell of ``row`` ends in a word broken by hyphenation (PDFium marks the break): the row
    goes on below."""
    return any(cell and cell[-1].text.endswith(_BREAKS) for cell in row)


_BREAKS = ("\ufffe", "\x02", "\u00ad")


def find_tables(lines: list[Line]) -> list[Table]:
    """The page's tables, top first (``lines``: the page's lines in reading order)."""
    rows = rows_of([ln for ln in lines if not ln.mono])
    if gutter_of(rows) is not None:
        return []
    tables: list[Table] = []
    current: Table = []
    anchors: list[tuple[float, float]] = []
    last: list[Line] = []

    def close() -> None:
        if len(current) >= TABLE_ROWS:
            tables.append([[cell for cell in row if cell] for row in current])
        current.clear()

    pending: Line | None = None  # a lone line in the first column: that cell wrapped, if the table goes on
    for row in rows:
        near = bool(current) and _within(last, row, ROW_GAP)
        if pending is not None:
            if near and _lines_up(anchors, row):
                current[-1][0].append(pending)  # the next row lines up: the table went on past the wrap
            else:
                close()  # it did not: the lone line ended the table and is text
                anchors, near = [], False
            pending = None
        wrap = near and _within(last, row, WRAP_GAP)  # at the line spacing, not a paragraph's space below
        long_first = bool(current) and len(current[-1][0]) >= FIRST_CELL_LINES  # a term's text, not a cell
        lone_first = len(row) == 1 and _column(anchors, row[0]) == 0 and 0 < row[0].right < anchors[1][0]
        if wrap and (_wrapped(anchors, row) or lone_first) and long_first:
            close()
            anchors = []
        elif wrap and _wrapped(anchors, row):  # the first cell wrapped with an indent, the others beside it
            for ln in row:
                col = _column(anchors, ln)
                current[-1][col if col is not None and col > 0 else _nearest(anchors, ln)].append(ln)
        elif near and _lines_up(anchors, row):
            cells: list[list[Line]] = [[] for _ in anchors]
            for ln in row:
                col = _column(anchors, ln)
                cells[col if col is not None else _nearest(anchors, ln)].append(ln)
            if cells[0] and not _hyphenated(current[-1]):
                current.append(cells)
            else:  # nothing in the first column, or a word broken at a cell's end: the row above wrapped
                for k, cell in enumerate(cells):
                    current[-1][k].extend(cell)
        elif len(row) == 1 and near and (_column(anchors, row[0]) or 0) > 0:
            current[-1][_column(anchors, row[0]) or 0].append(row[0])  # a cell's text wrapped
        elif wrap and lone_first:  # within the first column's width (a paragraph runs across): the next row decides
            pending = row[0]
        elif len(row) >= 2:
            close()
            anchors = [(ln.left, ln.right) for ln in row]
            current.append([[ln] for ln in row])
        else:
            close()
            anchors = []
        last = row
    close()
    return tables


def table_text(table: Table, join: Callable[[list[str]], str]) -> tuple[str, list[Line]]:
    """The table as text (cells joined by " | ", a row per line; a wrapped cell's lines joined
    by ``join``) and its lines in that text's order, for locating each word's box."""
    rows: list[str] = []
    order: list[Line] = []
    for row in table:
        rows.append(" | ".join(join([ln.text for ln in cell]) for cell in row))
        order.extend(ln for cell in row for ln in cell)
    return "\n".join(rows), order

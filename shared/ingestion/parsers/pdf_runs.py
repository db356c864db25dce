"""A PDF page's text as runs with their geometry and font, read with PDFium (the I/O behind
``pdf_layout``, which orders them).

PDFium lists a page's text runs ("rects": text on one line in one font, with its box) in the
order of the page's text stream, and numbers every character of that stream. A run's text is
its slice of the stream, from its first character to the next run's; its font size and
whether the font is monospaced come from that first character, its height from the font's line
box. Runs that overlap on a line are one run. Where a run's first character cannot be found
after the previous run's (a table whose cells PDFium lists out of stream order), or the stream
holds characters outside the Basic Multilingual Plane (offsets would shift), the page is read
as the stream's own lines instead, with the geometry of each line's first character.

Every word keeps its box (``WordBox``: the left edge of its first glyph, the right edge of its
last, and its line's top and bottom), so a quote can be highlighted on the page.
"""

from __future__ import annotations

import re

import pypdfium2 as pdfium

from footnote.shared.ingestion.parsers.pdf_layout import Line, Run, WordBox, is_mono, lines_in_order

_Box = tuple[float, float, float, float]  # left, bottom, right, top (PDF points, origin bottom left)


def page_lines(page: pdfium.PdfPage) -> list[Line]:
    """The page's lines in reading order, from PDFium's text runs (``pdf_layout``). A run's text
    is its slice of the page's text stream (PDFium numbers the runs' characters in stream
    order); where the runs do not follow that order, the stream's own lines are used."""
    textpage = page.get_textpage()
    try:
        stream = textpage.get_text_range()
        runs = _runs(textpage, stream)
        return lines_in_order(runs) if runs is not None else _stream_lines(textpage, stream)
    finally:
        textpage.close()


def _runs(textpage: pdfium.PdfTextPage, stream: str) -> list[Run] | None:
    import ctypes

    import pypdfium2.raw as raw

    found: list[tuple[int, _Box]] = []
    for i in range(textpage.count_rects()):
        box = textpage.get_rect(i)
        if found and _same_band(found[-1][1], box) and box[0] < found[-1][1][2] - 1:
            found[-1] = (found[-1][0], _union(found[-1][1], box))  # PDFium's runs can overlap on a line: one run
            continue
        index = _first_char(textpage, box, found[-1][0] if found else -1)
        if index is None:
            return None  # no character of the run found after the previous run's: read the stream instead
        found.append((index, box))
    if len(stream) != textpage.count_chars():
        return None  # characters outside the Basic Multilingual Plane shift the offsets
    runs = []
    name, flags = ctypes.create_string_buffer(96), ctypes.c_int()
    xs = _Xs(textpage)
    for k, (index, (left, bottom, right, top)) in enumerate(found):
        end = found[k + 1][0] if k + 1 < len(found) else len(stream)
        text = stream[index:end].replace("\r", "").replace("\n", "")
        if not text.strip():
            continue
        size = float(raw.FPDFText_GetFontSize(textpage.raw, index))
        raw.FPDFText_GetFontInfo(textpage.raw, index, name, 96, ctypes.byref(flags))
        _, low, _, high = textpage.get_charbox(index, loose=True)  # the font's line box, not the glyphs'
        if high - low > 0.01:
            bottom, top = low, high
        words = xs.words(stream, index, end, bottom, top)
        runs.append(Run(text, left, bottom, right, top, size, is_mono(name.value.decode("latin-1"), flags.value),
                        words))
    return runs


_WORD = re.compile(r"[^\s\ufffe\x02]+[\ufffe\x02]?")


class _Xs:
    """The x extent of words, from their glyphs' boxes (PDFium's raw call: one per edge)."""

    def __init__(self, textpage: pdfium.PdfTextPage) -> None:
        import ctypes

        import pypdfium2.raw as raw

        self._get = raw.FPDFText_GetCharBox
        self._page = textpage.raw
        self._box = [ctypes.c_double() for _ in range(4)]
        self._left, self._right = self._box[0], self._box[1]
        self._l, self._r, self._b, self._t = (ctypes.byref(b) for b in self._box)

    def _x(self, i: int) -> tuple[float, float] | None:
        if not self._get(self._page, i, self._l, self._r, self._b, self._t):
            return None
        left, right = self._left.value, self._right.value
        return (left, right) if right > left else None

    def words(self, stream: str, start: int, end: int, bottom: float, top: float) -> tuple[WordBox, ...]:
        out = []
        x = self._x  # bound once: called twice a word, half a million times in a long manual
        for m in _WORD.finditer(stream, start, end):
            a, b = m.span()
            b -= 1
            first = x(a)
            if first is None:
                continue
            last = x(b) if b > a else first
            if last is None and b - 1 > a:  # a hyphenation mark has no glyph of its own
                last = x(b - 1)
            if last is not None and last[1] >= first[0]:
                out.append(WordBox(m.group(0), first[0], bottom, last[1], top))
        return tuple(out)


def _same_band(a: _Box, b: _Box) -> bool:
    return min(a[3], b[3]) - max(a[1], b[1]) >= 0.5 * max(min(a[3] - a[1], b[3] - b[1]), 0.1)


def _union(a: _Box, b: _Box) -> _Box:
    return min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])


def _first_char(textpage: pdfium.PdfTextPage, box: _Box, after: int) -> int | None:
    """The index of the run's first character, past ``after`` (the previous run's): the one at
    its left edge (stepping back while the character before it lies in the run too: the point
    may land on its second glyph), else the first character after the previous run's whose box
    lies in this run; None when neither is found or the run comes earlier in the stream."""
    left, bottom, right, top = box

    def inside(j: int) -> bool:
        x0, y0, x1, y1 = textpage.get_charbox(j)
        return left - 1 <= (x0 + x1) / 2 <= right + 1 and bottom - 1 <= (y0 + y1) / 2 <= top + 1 and x1 > x0

    index = textpage.get_index(left + 0.5, (bottom + top) / 2, 2, 2)
    if isinstance(index, int) and index > after:
        while index - 1 > after and inside(index - 1):
            index -= 1
        return index
    if isinstance(index, int) and 0 <= index < after - 1:
        return None  # a run listed before the stream reaches it (a table's cells): the stream's order
    return next((j for j in range(after + 1, min(after + 200, textpage.count_chars())) if inside(j)), None)


def _stream_lines(textpage: pdfium.PdfTextPage, text: str) -> list[Line]:
    lines: list[Line] = []
    xs = _Xs(textpage) if len(text) == textpage.count_chars() else None
    for m in re.finditer(r"[^\r\n]+", text):
        raw_line = m.group(0)
        stripped = raw_line.strip()
        if not stripped:
            continue
        first = m.start() + (len(raw_line) - len(raw_line.lstrip()))
        try:
            left, bottom, _, top = textpage.get_charbox(first, loose=True)
        except Exception:  # noqa: BLE001 -- geometry is a hint only
            left = bottom = top = 0.0
        words = xs.words(text, m.start(), m.end(), bottom, top) if xs is not None and top > bottom else ()
        lines.append(Line(stripped, top, bottom, left, words=words))
    return lines

"""A stored source as the reader's page shows it around a citation (pure: text and offsets in,
plain segments out).

A citation names ``char_start``/``char_end`` into the document text Footnote stored at ingest.
The page shows a window of that text around the span, the span highlighted, the page breaks
marked where the source has pages, and links to the text before and after the window. Nothing
here is HTML: the template escapes every value."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

AROUND = 6000  # characters of context shown on each side of the quote
WHOLE = 20000  # a document this short is shown whole


@dataclass(frozen=True)
class Segment:
    kind: str  # "text", "quote" (the cited words) or "page" (a page starts here; value = its number)
    value: str
    anchor: bool = False  # the quote's first segment: where the page scrolls to


@dataclass(frozen=True)
class Window:
    segments: tuple[Segment, ...]
    start: int  # the window's offsets into the document text
    end: int
    length: int  # the document's length
    quote_page: int | None  # the page of the quote's first word
    earlier: int | None  # where the window before this one starts (None: this is the beginning)
    later: int | None  # where the next window starts (None: this is the end)


def parse_offset(raw: str | None, length: int) -> int | None:
    """A query parameter as an offset into the text, clamped to it; None when absent or not a number."""
    if raw is None or not raw.strip().isdigit() or len(raw) > 12:
        return None
    return min(int(raw), length)


def _snap(text: str, at: int, *, back: bool) -> int:
    """``at`` moved to the nearest line break (within 400 characters) so a window starts or ends
    between paragraphs, not inside a word."""
    if at <= 0 or at >= len(text):
        return max(0, min(at, len(text)))
    if back:
        found = text.rfind("\n", max(0, at - 400), at)
        return found + 1 if found >= 0 else at
    found = text.find("\n", at, min(len(text), at + 400))
    return found if found >= 0 else at


def page_starts(rows: Iterable[tuple[int, int | None, Sequence[Sequence[float]] | None]]) -> list[tuple[int, int]]:
    """Where each page starts, from the source's chunks: (chunk start, its page, its page anchors)."""
    starts: dict[int, int] = {}
    for char_start, page, anchors in rows:
        for offset, number in anchors or ():
            starts.setdefault(int(number), int(offset))
            starts[int(number)] = min(starts[int(number)], int(offset))
        if page is not None:
            starts[int(page)] = min(starts.get(int(page), char_start), char_start)
    return sorted(((offset, page) for page, offset in starts.items()), key=lambda x: (x[0], x[1]))


def window(text: str, quote: tuple[int, int] | None, pages: Sequence[tuple[int, int]] = (),
           at: int | None = None) -> Window:
    """The text around ``quote`` (or from ``at``, or from the start), as segments."""
    n = len(text)
    qs, qe = quote if quote else (None, None)
    if qs is not None and qe is not None:
        qs, qe = max(0, min(qs, n)), max(0, min(qe, n))
        if qe <= qs:
            qs = qe = None
    if n <= WHOLE:
        lo, hi = 0, n
    elif at is not None:
        lo = _snap(text, max(0, min(at, n)), back=True)
        hi = _snap(text, min(n, lo + 2 * AROUND), back=False)
    elif qs is not None and qe is not None:
        lo = _snap(text, qs - AROUND, back=True)
        hi = _snap(text, qe + AROUND, back=False)
    else:
        lo, hi = 0, _snap(text, 2 * AROUND, back=False)
    cuts = {lo, hi}
    if qs is not None and qe is not None:
        cuts |= {c for c in (qs, qe) if lo < c < hi}
    inside = [(o, p) for o, p in pages if lo <= o < hi]
    cuts |= {o for o, _ in inside}
    marks = {o: p for o, p in inside}
    segments: list[Segment] = []
    bounds = sorted(cuts)
    current = [p for o, p in pages if o <= lo]
    if lo > 0 and current and lo not in marks:
        segments.append(Segment("page", str(current[-1])))  # the window opens inside this page
    for a, b in zip(bounds, bounds[1:], strict=False):
        if a in marks and not (a == 0 and marks[a] == 1):
            segments.append(Segment("page", str(marks[a])))
        if b > a:
            cited = qs is not None and qe is not None and qs <= a and b <= qe
            segments.append(Segment("quote" if cited else "text", text[a:b], anchor=cited and a == qs))
    quote_page = None
    if qs is not None:
        before = [p for o, p in pages if o <= qs]
        quote_page = before[-1] if before else (pages[0][1] if pages else None)
    earlier = _snap(text, max(0, lo - 2 * AROUND), back=True) if lo > 0 else None
    later = (hi + 1 if text[hi] == "\n" else hi) if hi < n else None  # past the line break it ends at
    return Window(tuple(segments), lo, hi, n, quote_page, earlier, later)


@dataclass(frozen=True)
class Mark:
    """A highlight on a page, in PDF points from the page's top left (as SVG draws it)."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class PageView:
    page: int
    width: float  # the page's size in points (the SVG's view box over the page's picture)
    height: float
    marks: tuple[Mark, ...]


def page_views(boxes: Iterable[dict]) -> tuple[PageView, ...]:
    """The quote's rectangles (``spans.quote_boxes``: PDF points, origin bottom left, with the
    page's size) as highlights over each page's picture, page by page in order."""
    pages: dict[int, tuple[float, float, list[Mark]]] = {}
    for b in boxes:
        width, height = b.get("page_width"), b.get("page_height")
        if not width or not height:
            continue
        pad = 0.15 * (b["y1"] - b["y0"])  # a little air around the glyphs
        _, _, marks = pages.setdefault(int(b["page"]), (float(width), float(height), []))
        marks.append(Mark(round(b["x0"] - pad, 2), round(height - b["y1"] - pad, 2),
                          round(b["x1"] - b["x0"] + 2 * pad, 2), round(b["y1"] - b["y0"] + 2 * pad, 2)))
    return tuple(PageView(page, w, h, tuple(m)) for page, (w, h, m) in sorted(pages.items()))

"""Where exactly a citation points: the quoted words, their page, their second (pure).

A check aligns each cited sentence to the smallest run of evidence words that backs it
(``verify.Check.span``, offsets into the hit's text). This module turns that into a
``QuoteSpan``: absolute ``char_start``/``char_end`` into the stored document text (so slicing the
document gives exactly ``text``), the page of the span's first word, and for transcripts the
time of its first and last word.

Times and pages come from the chunk's ``anchors`` (written at ingest): ``{"t": [[offset,
seconds], ...], "p": [[offset, page], ...]}`` with absolute offsets. Word-timed captions give an
anchor per word, other captions one per cue, PDFs one per page start. Without anchors the
chunk's first page is used, and a time read from the chunk's range at the words' position
(captions run at an even pace) -- an estimate; ingest with anchors to get the exact second.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from footnote.shared.generation.evidence import deep_link, format_timestamp, is_video, page_url
from footnote.shared.retrieval.types import Hit


@dataclass(frozen=True)
class QuoteSpan:
    char_start: int  # into the stored document text
    char_end: int
    text: str  # == document_text[char_start:char_end]
    trimmed_before: bool  # the hit has words before the span
    trimmed_after: bool
    page_number: int | None
    timestamp_start: float | None
    timestamp_end: float | None
    url: str | None
    boxes: tuple[dict[str, Any], ...] = ()  # on a PDF page: the rectangles its words cover

    @property
    def display(self) -> str:
        """The quote as shown: the span, with an ellipsis where it was cut from the passage."""
        body = " ".join(self.text.split())
        return f"{'…' if self.trimmed_before else ''}{body}{'…' if self.trimmed_after else ''}"

    @property
    def watch_label(self) -> str | None:
        return f"Watch at {format_timestamp(self.timestamp_start)}" if self.timestamp_start is not None else None

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["display"] = self.display
        d["formatted_time"] = format_timestamp(self.timestamp_start) if self.timestamp_start is not None else None
        return d


def _anchor_at(anchors: Sequence[Sequence[float]], offset: int) -> float | None:
    """The value of the last anchor at or before ``offset`` (the first one if none is)."""
    if not anchors:
        return None
    offsets = [a[0] for a in anchors]
    i = bisect.bisect_right(offsets, offset) - 1
    return float(anchors[max(i, 0)][1])


def _end_time(anchors: Sequence[Sequence[float]], end: int, fallback: float | None) -> float | None:
    """The time the span's last word ends: the first anchor after the span, else the chunk end."""
    offsets = [a[0] for a in anchors]
    i = bisect.bisect_left(offsets, end)
    return float(anchors[i][1]) if i < len(anchors) else fallback


def _paced(hit: Hit, offset: int) -> float:
    """Without anchors: the second at ``offset``, assuming captions run at an even pace."""
    start, end = hit.timestamp_start or 0.0, hit.timestamp_end
    if end is None or end <= start or not hit.text:
        return start
    return round(start + (end - start) * offset / len(hit.text), 1)


def quote_span(hit: Hit, rel: tuple[int, int] | None) -> QuoteSpan:
    """The span ``rel`` (offsets into ``hit.text``; None = the whole hit), located."""
    text = hit.text
    s, e = rel if rel else (0, len(text))
    s, e = max(0, min(s, len(text))), max(0, min(e, len(text)))
    while s < e and text[s].isspace():
        s += 1
    while e > s and text[e - 1].isspace():
        e -= 1
    if s >= e:
        s, e = 0, len(text)
    a_start, a_end = hit.char_start + s, hit.char_start + e
    anchors: Mapping[str, Any] = hit.anchors or {}
    times, pages = anchors.get("t") or [], anchors.get("p") or []
    t_start = t_end = None
    if is_video(hit) and hit.timestamp_start is not None:
        t_start = _anchor_at(times, a_start) if times else _paced(hit, s)
        t_end = _end_time(times, a_end, hit.timestamp_end) if times else hit.timestamp_end
        t_start = max(hit.timestamp_start, t_start if t_start is not None else hit.timestamp_start)
    page = _anchor_at(pages, a_start) if pages else hit.page_number
    page = int(page) if page is not None else None
    url = deep_link(hit, t_start) if t_start is not None else deep_link(hit)
    if url and page is not None and page != hit.page_number and url.endswith(f"#page={hit.page_number}"):
        url = page_url(url.rsplit("#", 1)[0], page)
    boxes = quote_boxes(anchors, a_start, a_end)
    return QuoteSpan(a_start, a_end, text[s:e], s > 0, e < len(text), page, t_start, t_end, url, boxes)


def quote_boxes(anchors: Mapping[str, Any], start: int, end: int) -> tuple[dict[str, Any], ...]:
    """The rectangles that cover the words of ``[start, end)`` on their PDF pages, one per line
    (words in a row on the same line join, unless a gutter or a table's cell gap parts them),
    from the hit's word boxes (``anchors["b"]``: start, end, page, x0, y0, x1, y1). Coordinates
    are PDF points, origin at the page's bottom left, with the page's size so a viewer can
    scale them. Empty without word boxes."""
    sizes = anchors.get("ps") or {}
    rects: list[list[float]] = []
    for w_start, w_end, page, x0, y0, x1, y1 in anchors.get("b") or ():
        if w_end <= start or w_start >= end:
            continue
        last = rects[-1] if rects else None
        near = last and last[0] == page and last[3] - 1 <= x0 <= last[3] + 1.5 * (y1 - y0)  # not past a gutter
        if near and min(y1, last[4]) - max(y0, last[2]) > 0.5 * (y1 - y0):
            last[1:] = [last[1], min(last[2], y0), x1, max(last[4], y1)]
            continue
        rects.append([page, x0, y0, x1, y1])
    out = []
    for page, x0, y0, x1, y1 in rects:
        width, height = sizes.get(str(int(page)), (None, None))
        out.append({"page": int(page), "x0": round(x0, 2), "y0": round(y0, 2), "x1": round(x1, 2), "y1": round(y1, 2),
                    "page_width": width, "page_height": height})
    return tuple(out)

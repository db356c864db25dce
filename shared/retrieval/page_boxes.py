"""The boxes of a PDF source's words on its pages, read back for hits (``footnote.shared.ingestion.pages``
writes them at ingest).

``encode``/``decode`` pack a page's words, 24 bytes each: start and end offsets into the stored
text, then x0, y0, x1, y1 in PDF points with the origin at the page's bottom left. ``boxes_for``
returns the words inside given text ranges; retrieval attaches them to its hits
(``rows.with_boxes``), so a citation carries the rectangles of its exact quote.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np
from sqlalchemy import text
from sqlalchemy.orm import Session

_WORD = np.dtype([("s", "<i4"), ("e", "<i4"), ("x0", "<f4"), ("y0", "<f4"), ("x1", "<f4"), ("y1", "<f4")])


def encode(boxes: Sequence[tuple[int, int, float, float, float, float]]) -> bytes:
    return np.array([tuple(b) for b in boxes], dtype=_WORD).tobytes()


def decode(data: bytes) -> np.ndarray:
    return np.frombuffer(data, dtype=_WORD)


Ranges = Iterable[tuple[str, int, int]]  # (source_id, char_start, char_end)


def boxes_for(*, session: Session, tenant_id: str, ranges: Ranges) -> dict[tuple[str, int, int], dict]:
    """For each range, the words inside it as ``{"b": [[start, end, page, x0, y0, x1, y1], ...],
    "ps": {page: [width, height]}}``; ranges of sources without boxes are absent."""
    wanted = list(dict.fromkeys(ranges))
    if not wanted:
        return {}
    rows = session.execute(
        text(
            """
            SELECT DISTINCT w.source_id, w.lo, w.hi, p.page, p.width, p.height, p.boxes
            FROM unnest(CAST(:sources AS text[]), CAST(:los AS int[]), CAST(:his AS int[])) AS w(source_id, lo, hi)
            JOIN source_pages p ON p.source_id = w.source_id AND p.char_start < w.hi AND p.char_end > w.lo
            WHERE p.tenant_id = :tenant_id
            """
        ),
        {"tenant_id": tenant_id, "sources": [w[0] for w in wanted], "los": [w[1] for w in wanted],
         "his": [w[2] for w in wanted]},
    ).all()
    out: dict[tuple[str, int, int], dict] = {}
    for r in sorted(rows, key=lambda r: r.page):
        words = decode(r.boxes)
        inside = words[(words["s"] >= r.lo) & (words["e"] <= r.hi)]
        if not len(inside):
            continue
        entry = out.setdefault((r.source_id, r.lo, r.hi), {"b": [], "ps": {}})
        entry["ps"][str(r.page)] = [round(float(r.width), 2), round(float(r.height), 2)]
        entry["b"].extend(
            [int(w["s"]), int(w["e"]), r.page, *(round(float(w[k]), 2) for k in ("x0", "y0", "x1", "y1"))]
            for w in inside
        )
    return out

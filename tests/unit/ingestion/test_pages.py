"""A PDF's word boxes grouped by page and packed for storage (pure)."""

from __future__ import annotations

import numpy as np

from footnote.shared.ingestion.pages import page_rows, render_page
from footnote.shared.ingestion.types import Block, ParsedDocument
from footnote.shared.retrieval.page_boxes import decode, encode


def test_boxes_pack_and_unpack_unchanged():
    words = [(0, 4, 72.0, 700.5, 95.25, 711.0), (5, 9, 98.0, 700.5, 120.0, 711.0)]
    back = decode(encode(words))
    assert [tuple(w.item()) for w in back] == words
    assert len(encode(words)) == 24 * len(words)


def test_page_rows_group_words_by_page_with_the_page_size_and_text_range():
    doc = ParsedDocument(
        text="One two\n\nthree",
        blocks=(Block("paragraph", 0, 7, page_number=1, boxes=((0, 3, 1, 2, 3, 4), (4, 7, 5, 2, 7, 4))),
                Block("paragraph", 9, 14, page_number=2, boxes=((9, 14, 1, 2, 3, 4),)),
                Block("heading", 0, 0, page_number=3)),
        page_sizes=((600.0, 800.0), (612.0, 792.0), (612.0, 792.0)),
    )
    rows = page_rows(doc)
    assert [(r.page, r.width, r.height, r.char_start, r.char_end) for r in rows] == [
        (1, 600.0, 800.0, 0, 7), (2, 612.0, 792.0, 9, 14)]  # a page without words has no row
    assert np.array_equal(decode(rows[1].boxes)["s"], [9])


def test_a_page_renders_as_a_png_and_a_missing_page_is_none():
    from pathlib import Path

    pdf = (Path(__file__).resolve().parents[2] / "fixtures" / "sample.pdf").read_bytes()
    png = render_page(pdf, 2, scale=1.0)
    assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
    assert render_page(pdf, 0, scale=1.0) is None and render_page(pdf, 99, scale=1.0) is None

"""A stored source shown around a citation: the window holds the quote, highlighted once; page
breaks are marked; a long document is windowed with links before and after; bad offsets are
ignored, never an error."""

from footnote.services.web.document import AROUND, WHOLE, page_starts, parse_offset, window


def _text(w) -> str:  # type: ignore[no-untyped-def]
    return "".join(s.value for s in w.segments if s.kind != "page")


def test_a_short_document_is_shown_whole_with_the_quote_marked_once():
    text = "First line.\nThe pedal is lifted after the chord.\nLast line.\n"
    start = text.index("The pedal")
    end = start + len("The pedal is lifted after the chord.")
    w = window(text, (start, end))
    assert _text(w) == text and (w.start, w.end, w.earlier, w.later) == (0, len(text), None, None)
    quotes = [s for s in w.segments if s.kind == "quote"]
    assert [q.value for q in quotes] == ["The pedal is lifted after the chord."] and quotes[0].anchor


def test_page_breaks_are_marked_and_a_quote_across_one_keeps_one_anchor():
    text = "a" * 50 + "b" * 50 + "c" * 50
    pages = [(0, 1), (50, 2), (100, 3)]
    w = window(text, (40, 60), pages)
    kinds = [(s.kind, s.value if s.kind == "page" else len(s.value)) for s in w.segments]
    assert kinds == [("text", 40), ("quote", 10), ("page", "2"), ("quote", 10), ("text", 40), ("page", "3"),
                     ("text", 50)]
    assert [s.anchor for s in w.segments if s.kind == "quote"] == [True, False]
    assert w.quote_page == 1  # the page of the quote's first word


def test_a_long_document_is_windowed_around_the_quote_at_line_breaks():
    lines = [f"Line {i} of a long book about the pedal." for i in range(3000)]
    text = "\n".join(lines)
    assert len(text) > WHOLE
    start = text.index("Line 1500 ")
    end = start + len(lines[1500])
    w = window(text, (start, end), [(0, 1), (start - 5, 40)])
    assert w.start < start < end < w.end and w.end - w.start <= 2 * AROUND + 2 * 400 + (end - start)
    assert text[w.start - 1] == "\n" and (w.end == len(text) or text[w.end] == "\n")  # whole lines
    assert _text(w) == text[w.start:w.end]
    assert w.segments[0] == w.segments[0].__class__("page", "1")  # the window opens inside page 1
    assert w.earlier is not None and w.earlier < w.start and w.later == w.end + 1
    following = window(text, None, [(0, 1), (start - 5, 40)], at=w.later)
    assert following.start == w.end + 1  # the next window goes on from the next line, on page 40
    assert following.segments[0].kind == "page" and following.segments[0].value == "40"


def test_offsets_out_of_range_or_not_numbers_are_ignored():
    text = "Short text."
    assert parse_offset("abc", len(text)) is None and parse_offset(None, 5) is None
    assert parse_offset("-3", len(text)) is None and parse_offset("99999", len(text)) == len(text)
    w = window(text, (8, 3))  # reversed: nothing highlighted
    assert [s.kind for s in w.segments] == ["text"] and _text(w) == text


def test_page_starts_from_chunks_and_their_anchors():
    rows = [(0, 1, None), (900, 2, [[880, 2], [1500, 3]]), (1600, 3, None)]
    assert page_starts(rows) == [(0, 1), (880, 2), (1500, 3)]


def test_page_views_turn_pdf_rectangles_into_marks_from_the_top_left():
    from footnote.services.web.document import page_views

    views = page_views([{"page": 2, "x0": 72, "y0": 700, "x1": 172, "y1": 710, "page_width": 612, "page_height": 792},
                        {"page": 1, "x0": 72, "y0": 100, "x1": 90, "y1": 110, "page_width": 612, "page_height": 792},
                        {"page": 5, "x0": 1, "y0": 1, "x1": 2, "y1": 2, "page_width": None, "page_height": None}])
    assert [v.page for v in views] == [1, 2]  # in page order; a page of unknown size is left out
    mark = views[1].marks[0]
    assert (mark.x, mark.y, mark.width, mark.height) == (70.5, 80.5, 103.0, 13.0)  # 792 - 710 - 1.5 air

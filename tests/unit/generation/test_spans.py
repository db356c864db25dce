"""Quote spans: the exact words, page and second a citation points at (pure)."""

from hypothesis import given
from hypothesis import strategies as st

from footnote.shared.generation.spans import quote_span
from footnote.shared.verification.judge import align
from tests.unit.generation.factories import make_hit, video_hit

DOC = (
    "Preface.\n\nSlow practice is not soft practice. Play slowly with a full tone. "
    "Then speed up only when every note is even. Record yourself once a week."
)


@given(st.integers(0, len(DOC)), st.integers(0, len(DOC)), st.text(max_size=80))
def test_slicing_the_document_with_a_span_gives_exactly_its_text(a, b, claim):
    start, end = sorted((a, b))
    hit = make_hit(text=DOC[start:end], char_start=start, char_end=end)
    span = quote_span(hit, align(claim, hit.text) if hit.text.strip() else None)
    assert DOC[span.char_start : span.char_end] == span.text
    assert hit.char_start <= span.char_start <= span.char_end <= hit.char_end


def test_the_quote_is_the_aligned_sentence_with_ellipses_where_cut():
    start = DOC.index("Slow")
    hit = make_hit(text=DOC[start:], char_start=start, char_end=len(DOC))
    span = quote_span(hit, align("play slowly with a full tone", hit.text))
    assert span.text == "Play slowly with a full tone."
    assert span.display == "…Play slowly with a full tone.…"


def test_word_timed_captions_link_to_the_first_quoted_word():
    text = "welcome to this masterclass\nlet the melody breathe in the rubato"
    start = 500
    second_line = start + text.index("let")
    anchors = {"t": [[start, 0.0], [start + 8, 0.6], [second_line, 80.2], [second_line + 4, 80.5]]}
    hit = video_hit(text=text, char_start=start, char_end=start + len(text), timestamp_start=0.0,
                    timestamp_end=89.0, anchors=anchors)
    span = quote_span(hit, align("let the melody breathe in the rubato", text))
    assert span.text.startswith("let the melody")
    assert abs(span.timestamp_start - 80.2) < 2
    assert span.url.endswith("&t=80s") and span.watch_label == "Watch at 1:20"


def test_pdf_span_names_its_own_page():
    text = "End of page three. Start of page four holds the quote."
    hit = make_hit(text=text, char_start=1000, char_end=1000 + len(text), page_number=3,
                   anchors={"p": [[1000, 3], [1000 + text.index("Start"), 4]]})
    span = quote_span(hit, align("page four holds the quote", text))
    assert span.page_number == 4 and span.url.endswith("#page=4")


def test_without_anchors_the_chunk_start_is_used():
    hit = video_hit(text="Change the pedal just after the chord sounds.", timestamp_start=15.0, timestamp_end=20.0)
    span = quote_span(hit, None)
    assert span.timestamp_start == 15.0 and span.url.endswith("&t=15s")


def test_a_quote_gets_one_rectangle_per_line_of_its_words_on_the_page():
    from footnote.shared.generation.spans import quote_boxes

    # words of two lines on page 3, then one on page 4: (start, end, page, x0, y0, x1, y1)
    anchors = {"b": [[0, 4, 3, 72, 700, 95, 710], [5, 9, 3, 98, 700, 120, 710], [10, 14, 3, 123, 700, 150, 710],
                     [15, 19, 3, 72, 686, 96, 696], [20, 24, 4, 72, 700, 90, 710]],
               "ps": {"3": [612, 792], "4": [612, 792]}}
    assert [(b["page"], b["x0"], b["x1"], b["y0"]) for b in quote_boxes(anchors, 5, 19)] == [
        (3, 98, 150, 700), (3, 72, 96, 686)]  # starts at its first word, not the line's
    assert quote_boxes(anchors, 15, 24)[-1] == {"page": 4, "x0": 72, "y0": 700, "x1": 90, "y1": 710,
                                                "page_width": 612, "page_height": 792}
    assert quote_boxes({}, 0, 10) == ()  # no boxes (not a PDF): none invented

"""The video answer's shape: each paragraph's citation object and the videos referenced (pure)."""

from __future__ import annotations

import pytest

from footnote.shared.generation.video_answer import paragraph_citation, videos_referenced, youtube_id


@pytest.mark.parametrize("url, expected", [
    ("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=83s", "dQw4w9WgXcQ"),
    ("https://youtu.be/dQw4w9WgXcQ?t=83", "dQw4w9WgXcQ"),
    ("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=83", "dQw4w9WgXcQ"),
    ("https://m.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"),
    ("https://example.org/watch?v=dQw4w9WgXcQ", None),  # another host is not YouTube
    ("https://www.youtube.com/watch?v=<script>", None),
    ("https://www.youtube.com/watch?v=tooshort", None),
    (None, None),
])
def test_youtube_ids(url, expected):
    assert youtube_id(url) == expected


def _sentence(*cites):  # type: ignore[no-untyped-def]
    return {"citations": [{"number": n, "quote": {"timestamp_start": t, "formatted_time": f, "display": d, "url": u}}
                          for n, t, f, d, u in cites]}


def test_a_paragraph_ends_on_its_last_quote_with_a_time():
    citations = {1: {"source_id": "book", "title": "Book", "url": None},
                 2: {"source_id": "s-video", "title": "Masterclass", "url": "https://www.youtube.com/watch?v=abcdefghijk"},
                 3: {"source_id": "s-local", "title": "Lecture", "url": None}}
    yt = "https://www.youtube.com/watch?v=abcdefghijk&t=83s"
    paragraph = {"sentences": [_sentence((2, 83.0, "1:23", "…keep the finger down…", yt)),
                               _sentence((1, None, None, "A book sentence.", None))]}
    c = paragraph_citation(paragraph, citations)
    assert c == {"number": 2, "video_id": "abcdefghijk", "source_id": "s-video", "title": "Masterclass",
                 "timestamp": 83.0, "formatted_time": "1:23", "youtube_link": yt, "link": yt,
                 "text_snippet": "…keep the finger down…"}
    local = paragraph_citation({"sentences": [_sentence((3, 12.5, "0:12", "Pointers.", None))]}, citations)
    assert local["video_id"] == "s-local" and local["youtube_link"] is None  # a recording without YouTube
    assert paragraph_citation({"sentences": [_sentence((1, None, None, "Text.", None))]}, citations) is None
    refs = videos_referenced([{"video_citation": c}, {"video_citation": None}, {"video_citation": c},
                              {"video_citation": local}])
    assert refs == [{"video_id": "abcdefghijk", "source_id": "s-video", "title": "Masterclass", "paragraphs": 2},
                    {"video_id": "s-local", "source_id": "s-local", "title": "Lecture", "paragraphs": 1}]

"""YouTube video ids from the URLs people paste (pure)."""

import pytest

from footnote.shared.ingestion.youtube import youtube_id


@pytest.mark.parametrize("url, expected", [
    ("https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"),
    ("https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=83s", "dQw4w9WgXcQ"),
    ("https://youtu.be/dQw4w9WgXcQ?t=83", "dQw4w9WgXcQ"),
    ("https://m.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"),
    ("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3", "dQw4w9WgXcQ"),
    ("  https://www.youtube.com/live/dQw4w9WgXcQ  ", "dQw4w9WgXcQ"),
    ("https://www.youtube.com/watch?v=short", None),
    ("https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ", None),
    ("https://example.org/watch?v=dQw4w9WgXcQ", None),
    ("javascript:alert(1)//youtu.be/dQw4w9WgXcQ", None),
    ("ftp://youtu.be/dQw4w9WgXcQ", None),
    ("", None),
    (None, None),
])
def test_video_ids(url, expected):
    assert youtube_id(url) == expected

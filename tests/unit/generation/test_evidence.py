import pytest

from footnote.shared.generation.evidence import (
    deep_link,
    format_block,
    format_timestamp,
    label,
    number_evidence,
    parse_timestamp,
    timestamp_url,
)
from tests.unit.generation.factories import make_hit, video_hit


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://www.youtube.com/watch?v=ID", "https://www.youtube.com/watch?v=ID&t=83s"),
        ("https://youtu.be/ID", "https://www.youtube.com/watch?v=ID&t=83s"),
        ("https://youtu.be/ID?si=share", "https://www.youtube.com/watch?v=ID&si=share&t=83s"),
        (
            "https://www.youtube.com/watch?v=ID&list=PL1&t=10s",
            "https://www.youtube.com/watch?v=ID&list=PL1&t=83s",
        ),
        ("https://www.youtube.com/embed/ID", "https://www.youtube.com/watch?v=ID&t=83s"),
        ("https://cdn.example.org/lecture.mp4?sig=x", "https://cdn.example.org/lecture.mp4?sig=x#t=83"),
    ],
)
def test_timestamp_deep_links(url, expected):
    assert timestamp_url(url, 83.7) == expected


def test_pdf_links_to_the_page():
    assert deep_link(make_hit(url="https://x.org/b.pdf?dl=1", page_number=45)) == "https://x.org/b.pdf?dl=1#page=45"


def test_video_link_uses_start_time():
    assert deep_link(video_hit(timestamp_start=83.0)) == "https://www.youtube.com/watch?v=abc123&t=83s"


def test_timestamps_round_trip():
    assert format_timestamp(83) == "1:23"
    assert format_timestamp(3725) == "1:02:05"
    assert parse_timestamp("1:02:05") == 3725


def test_seed_formats():
    book, video = number_evidence([make_hit(), video_hit(similarity=0.95)])
    assert format_block(book).startswith("[1] Piano Mastery by Harriette Brower, p.45\n")
    assert format_block(video).startswith("Video 2 [0:15 - 0:45] (Relevance: 95%)")
    sentence = number_evidence(
        [make_hit(granularity="sentence", previous_text="Before.", next_text="After.", chapter="Ch. 4")]
    )[0]
    block = format_block(sentence, style="evidence")
    assert block.splitlines()[0] == "Evidence #1: Piano Mastery by Harriette Brower, Ch. 4, p.45"
    assert "Previous: Before." in block and "Next: After." in block


def test_label_without_author_or_page():
    assert label(make_hit(author=None, page_number=None, title="Ops Guide", section="Deploying")) == (
        "Ops Guide, Deploying"
    )


def test_a_videos_moments_are_one_group_in_the_order_said_and_keep_their_numbers():
    from footnote.shared.generation.evidence import format_blocks, number_evidence

    late = video_hit("v:9", "Lift on the rest.", source_id="lesson", timestamp_start=300.0, timestamp_end=310.0)
    book = make_hit("b", "Pedal with the harmony.", source_id="book")
    early = video_hit("v:1", "Listen to the bass.", source_id="lesson", timestamp_start=20.0, timestamp_end=30.0)
    other = video_hit("w:1", "Half-pedal here.", source_id="other", title="Other talk", timestamp_start=5.0,
                      timestamp_end=9.0)
    text = format_blocks(number_evidence([late, book, early, other]))
    assert text.count("in the order it is said:") == 1  # one heading, for the video with two moments
    assert text.index("Video 3 [0:20") < text.index("Video 1 [5:00") < text.index("[2]") < text.index("Video 4 [")
    plain = format_blocks(number_evidence([late, book, other]))  # one moment per video: rank order
    assert "in the order it is said" not in plain and plain.index("Video 1") < plain.index("[2]")

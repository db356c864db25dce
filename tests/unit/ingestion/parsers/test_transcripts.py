from __future__ import annotations

import json

import pytest

from footnote.shared.errors import CorruptFile
from footnote.shared.ingestion.parsers.transcripts import JsonParser, VttParser
from tests.unit.ingestion.conftest import parse_fixture


def _cues(doc):
    return [(doc.block_text(b), b.timestamp_start, b.timestamp_end, b.speaker) for b in doc.blocks]


def test_rolling_captions_are_deduplicated_with_cue_timing() -> None:
    doc = parse_fixture("rolling_captions.vtt")
    assert _cues(doc) == [
        ("welcome back everyone today we're", 0.16, 2.47, None),
        ("going to talk about robot o", 2.48, 5.11, None),
        ("in show pan and how the left", 5.12, 7.99, None),
        ("hand keeps time & the right sings", 8.0, 10.55, None),
        ("so keep the leg auto line unbroken", 13.04, 15.99, None),  # [Music] dropped
    ]
    assert doc.text.count("welcome") == 1 and "<c>" not in doc.text and "&amp;" not in doc.text
    assert doc.source_type == "video"


def _rolling_vtt(lines: list[str]) -> str:
    """YouTube's layout: each cue shows the previous line plus the new one (with word timing),
    followed by a 10 ms cue repeating the new line."""
    out = ["WEBVTT", "Kind: captions", "Language: en", ""]
    t = 0.0

    def ts(x: float) -> str:
        return f"{int(x // 3600):02d}:{int(x % 3600 // 60):02d}:{x % 60:06.3f}"

    prev = ""
    for line in lines:
        words = line.split()
        timed = words[0] + "".join(f"<{ts(t + 0.3 * (i + 1))}><c> {w}</c>" for i, w in enumerate(words[1:]))
        out += [f"{ts(t)} --> {ts(t + 2.0)} align:start position:0%", prev or " ", timed, ""]
        out += [f"{ts(t + 2.0)} --> {ts(t + 2.01)} align:start position:0%", line, " ", ""]
        prev = line
        t += 2.01
    return "\n".join(out)


@pytest.mark.parametrize("n", [1, 3, 12])
def test_generated_rolling_captions_recover_each_line_once(n: int) -> None:
    lines = [f"line {i} says yes yes" if i % 2 else f"and then line {i} follows" for i in range(n)]
    doc = VttParser().parse(_rolling_vtt(lines).encode(), name="auto.vtt")
    assert [doc.block_text(b) for b in doc.blocks] == lines
    starts = [b.timestamp_start for b in doc.blocks]
    assert starts == sorted(starts) and starts[0] == 0.0
    assert all(b.timestamp_end - b.timestamp_start == pytest.approx(2.0) for b in doc.blocks)


def test_plain_vtt_repeats_are_kept_when_not_rolling() -> None:
    vtt = (
        "WEBVTT\n\n00:01.000 --> 00:02.000\nNo.\n\n"
        "00:02.000 --> 00:03.000\nNo.\n\n00:03.000 --> 00:04.000\nYes.\n"
    )
    doc = VttParser().parse(vtt.encode(), name="r.vtt")
    assert [doc.block_text(b) for b in doc.blocks] == ["No.", "No.", "Yes."]


def test_voice_tags_give_speakers() -> None:
    doc = parse_fixture("voices.vtt")
    assert _cues(doc) == [
        ("Play the opening bar again, slowly.", 1.0, 4.0, "Teacher"),
        ("Like this? With the pedal down?", 4.5, 7.25, "Student"),
        ("No pedal yet. Listen to the legato from your fingers alone.", 7.5, 11.0, "Teacher"),
        ("Now add the pedal, changing after each bass note.", 62.0, 65.5, "Teacher"),
    ]


def test_srt_with_name_prefixes() -> None:
    doc = parse_fixture("lecture.srt")
    cues = _cues(doc)
    assert cues[0] == ("Good evening. Tonight we look at the nocturnes.", 0.5, 3.2, "Professor Lane")
    assert cues[1][3] == "Professor Lane"  # carried forward
    assert cues[2] == ("Should the bass be softer?", 7.0, 9.8, "Student")
    assert cues[4][0] == "And that is the whole secret of rubato."


def test_hours_and_srt_commas() -> None:
    srt = "1\n01:02:03,400 --> 01:02:05,000\nLate in the lesson.\n"
    doc = VttParser().parse(srt.encode(), name="late.srt")
    assert doc.blocks[0].timestamp_start == pytest.approx(3723.4)


def test_youtube_transcript_api_json() -> None:
    doc = parse_fixture("youtube_transcript.json")
    cues = _cues(doc)
    assert cues[0] == ("today we look at voicing", 0.0, 2.4, None)
    assert cues[2][0] == "the soprano must sing above the alto"
    assert "[Music]" not in doc.text and "&amp;" not in doc.text
    assert cues[-1][1:3] == (12.8, pytest.approx(15.7))


def test_other_json_is_parsed_as_data() -> None:
    doc = JsonParser().parse(
        json.dumps({"performer": "A", "scores": {"timing": 0.5}}).encode(), name="p.json"
    )
    assert doc.source_type == "code" and doc.language == "json"


@pytest.mark.parametrize(
    ("name", "data", "reason"),
    [
        ("a.vtt", b"00:00:01.000 --> 00:00:02.000\nhi\n", "WEBVTT"),
        ("b.srt", b"just some words\nwith no timing\n", "no cues"),
        ("c.json", b'[{"text": 1', "invalid JSON"),
    ],
)
def test_malformed_transcripts(name: str, data: bytes, reason: str) -> None:
    parser = JsonParser() if name.endswith(".json") else VttParser()
    with pytest.raises(CorruptFile) as err:
        parser.parse(data, name=name)
    assert name in str(err.value) and reason in err.value.reason


def test_srt_formatting_codes_are_removed() -> None:
    srt = "1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<i>Softly</i> now\n"
    doc = VttParser().parse(srt.encode(), name="f.srt")
    assert doc.text == "Softly now"


def test_title_case_speaker_needs_two_cues() -> None:
    srt = (
        "1\n00:00:01,000 --> 00:00:02,000\nTeacher: Lift the wrist.\n\n"
        "2\n00:00:02,000 --> 00:00:03,000\nStudent: Like this?\n\n"
        "3\n00:00:03,000 --> 00:00:04,000\nTeacher: Yes.\n\n"
        "4\n00:00:04,000 --> 00:00:05,000\nNote: the pedal stays down.\n"
    )
    doc = VttParser().parse(srt.encode(), name="t.srt")
    assert _cues(doc) == [
        ("Lift the wrist.", 1.0, 2.0, "Teacher"),
        ("Like this?", 2.0, 3.0, "Student"),
        ("Yes.", 3.0, 4.0, "Teacher"),
        ("Note: the pedal stays down.", 4.0, 5.0, "Teacher"),
    ]

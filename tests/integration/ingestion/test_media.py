"""A recorded lecture (real speech, tests/fixtures/lecture-pointers.ogg) through the real Whisper
model: words land on their seconds, the term corrections apply, and a question about it is
answered with a link to the second the answer is spoken."""

from __future__ import annotations

from pathlib import Path

import pytest

from shared.ingestion.loader import IngestLimits, load_bytes
from tests.support.recordings import ask_recording

pytestmark = pytest.mark.integration
FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "lecture-pointers.ogg"


def test_speech_becomes_a_timed_corrected_transcript():
    (loaded,) = load_bytes(FIXTURE.read_bytes(), name="lecture-pointers.ogg", limits=IngestLimits())
    doc = loaded.document
    assert "the C language" in doc.text  # Whisper hears "the sea language"
    cues = [b for b in doc.blocks if b.kind == "cue"]
    assert len(cues) >= 3 and all(b.word_times for b in cues)
    at = doc.text.index("dereference")
    times = dict(w for b in cues for w in b.word_times)
    word_start = max(off for off in times if off <= at)
    # espeak-ng speaks "dereference" at about 8.9 s (15 s recording at 150 words per minute)
    assert 7.5 <= times[word_start] <= 10.5


def test_a_question_about_the_lecture_links_to_the_spoken_second(minilm_runtime, tenant):
    out = ask_recording(minilm_runtime, tenant, FIXTURE.read_bytes(), name="lecture-pointers.ogg",
                        question="How do I dereference a pointer with the star operator?",
                        url="https://www.youtube.com/watch?v=lec1")
    cited = [c for c in out["citations"] if "dereference" in (c.get("quote") or "")]
    assert cited, out["plain_text"]
    assert cited[0]["url"].startswith("https://www.youtube.com/watch?v=lec1&t=")
    assert 6 <= int(cited[0]["url"].rsplit("t=", 1)[1].rstrip("s")) <= 10

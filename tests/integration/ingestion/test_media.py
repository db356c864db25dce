"""Speech made at test time (espeak-ng, each sentence laid at a known second, half a minute of
silence before the last) through the real Whisper model: words land on their seconds, the term
corrections apply, and a question is answered with a link to the second the answer is spoken."""

from __future__ import annotations

from pathlib import Path

import pytest

from footnote.shared.ingestion.loader import IngestLimits, load_bytes
from tests.support.recordings import ask_recording
from tests.support.speech import WITH_PAUSE, Said, opening, speak

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def spoken(tmp_path_factory) -> tuple[bytes, list[Said]]:  # type: ignore[no-untyped-def]
    path = tmp_path_factory.mktemp("speech") / "lecture-pointers.wav"
    said = speak(WITH_PAUSE, path)
    return path.read_bytes(), said


def test_each_sentence_starts_within_half_a_second_of_when_it_is_spoken(spoken):
    data, said = spoken
    (loaded,) = load_bytes(data, name="lecture-pointers.wav", limits=IngestLimits())
    doc = loaded.document
    assert "the C language" in doc.text  # Whisper hears "the sea language"
    cues = [b for b in doc.blocks if b.kind == "cue"]
    assert cues and all(b.word_times for b in cues)
    words = sorted(w for b in cues for w in b.word_times)  # (offset, second), in text order
    for sentence in said:
        # the transcript's first word heard within a second of the sentence: its time is the start
        heard = [t for _, t in words if sentence.start - 1.0 <= t <= sentence.end]
        assert heard, (sentence, words)
        assert abs(heard[0] - sentence.start) <= 0.5, (sentence, heard[0])
    silent = [t for _, t in words if said[-2].end + 1.0 < t < said[-1].start - 1.0]
    assert not silent, f"words timed inside the silence: {silent}"
    at = doc.text.index("dereference")  # each word keeps its own second after the correction
    second = max((off, t) for off, t in words if off <= at)[1]
    spoken_at = next(s for s in said if "dereference" in s.text)
    assert spoken_at.start <= second <= spoken_at.end


def test_a_question_about_the_lecture_links_to_the_spoken_second(minilm_runtime, tenant, spoken):
    data, said = spoken
    out = ask_recording(minilm_runtime, tenant, data, name="lecture-pointers.wav",
                        question="How do I dereference a pointer with the star operator?",
                        url="https://www.youtube.com/watch?v=lec1")
    cited = [c for c in out["citations"] if "dereference" in (c.get("quote") or "")]
    assert cited, out["plain_text"]
    assert cited[0]["url"].startswith("https://www.youtube.com/watch?v=lec1&t=")
    second = int(cited[0]["url"].rsplit("t=", 1)[1].rstrip("s"))
    begins = opening(said, cited[0]["quote"])  # the link opens where the quoted words start
    assert abs(second - begins.start) <= 1.5, (cited[0]["url"], begins)
    assert begins.start <= next(s for s in said if "dereference" in s.text).start


def test_the_committed_opus_recording_still_decodes():
    """A real Ogg/Opus file (espeak-ng, re-encoded): the codec path the wav does not take."""
    data = (Path(__file__).resolve().parents[2] / "fixtures" / "lecture-pointers.ogg").read_bytes()
    (loaded,) = load_bytes(data, name="lecture-pointers.ogg", limits=IngestLimits())
    assert "pointer" in loaded.document.text


class _Kept:
    """A checkpoint in memory whose process 'dies' (raises) after ``die_after`` saves."""

    def __init__(self, die_after: int | None = None) -> None:
        self.windows: dict = {}
        self.saves = 0
        self.die_after = die_after

    def load(self, fingerprint):  # type: ignore[no-untyped-def]
        return {i: w for (fp, i), w in self.windows.items() if fp == fingerprint}

    def save(self, fingerprint, index, window):  # type: ignore[no-untyped-def]
        self.windows[(fingerprint, index)] = window
        self.saves += 1
        if self.die_after is not None and self.saves >= self.die_after:
            raise SystemExit("killed")


def test_a_transcription_cut_short_resumes_at_its_first_unfinished_window(spoken):
    from dataclasses import replace

    from footnote.shared.ingestion.parsers.media import AsrOptions, MediaParser

    data, _ = spoken
    options = replace(AsrOptions(), window_s=10.0)  # the 48 s recording in five windows
    whole = MediaParser().transcribe(data, name="l.wav", options=options, checkpoint=_Kept())
    kept = _Kept(die_after=2)
    with pytest.raises(SystemExit):
        MediaParser().transcribe(data, name="l.wav", options=options, checkpoint=kept)
    kept.die_after, kept.saves = None, 0
    resumed = MediaParser().transcribe(data, name="l.wav", options=options, checkpoint=kept)
    assert kept.saves == len(kept.windows) - 2 >= 2  # only the windows not finished before were heard again
    assert resumed.text == whole.text and resumed.blocks == whole.blocks  # the same words at the same seconds
    other = replace(options, language=None)  # another model setting: nothing of the first run is reused
    fresh = _Kept()
    fresh.windows = dict(kept.windows)
    MediaParser().transcribe(data, name="l.wav", options=other, checkpoint=fresh)
    assert fresh.saves == len(kept.windows)


def test_code_named_in_speech_is_bound_to_the_second_it_is_named(tmp_path):
    from footnote.shared.retrieval.types import CODE

    said = speak([(0.5, "Today we write a small function."),
                  (4.0, "Now look at swap values. It trades two integers through their pointers.")],
                 tmp_path / "swap.wav")
    source = "#include <stdio.h>\n\nvoid swap_values(int *a, int *b) {\n    int t = *a;\n    *a = *b;\n    *b = t;\n}\n"
    (loaded,) = load_bytes((tmp_path / "swap.wav").read_bytes(), name="swap.wav", limits=IngestLimits(),
                           code={"src/swap.c": source, "src/notes.txt": "swap values"})
    doc = loaded.document
    (code,) = [b for b in doc.blocks if b.speaker == CODE]
    assert code.section == "src/swap.c:3-7" and doc.block_text(code).startswith("void swap_values(")
    assert abs(code.timestamp_start - said[1].start) <= 0.5  # when "swap values" is said

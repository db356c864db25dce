"""Speech to text becomes captions with word times (the transcript path does the rest)."""

from types import SimpleNamespace as NS

import pytest

from footnote.shared.errors import CorruptFile
from footnote.shared.ingestion.parsers.media import MediaParser, to_webvtt
from footnote.shared.ingestion.parsers.transcripts import VttParser


def test_segments_become_cues_with_each_words_own_second():
    segments = [
        NS(start=0.0, end=2.5, words=[NS(word=" Hold", start=0.0), NS(word=" the", start=0.4),
                                      NS(word=" key.", start=0.7)]),
        NS(start=81.2, end=83.0, words=[NS(word=" Lift", start=81.2), NS(word=" late.", start=82.9)]),
        NS(start=90.0, end=91.0, words=[]),  # no words: no cue
    ]
    vtt = to_webvtt(segments)
    assert vtt.count("-->") == 2 and "00:01:21.200 --> 00:01:23.000" in vtt
    doc = VttParser().parse(vtt.encode(), name="talk.vtt")
    assert doc.text.startswith("Hold the key.")
    late = next(b for b in doc.blocks if b.timestamp_start == 81.2)
    assert dict(late.word_times)[doc.text.index("late.")] == 82.9


def test_a_file_that_is_not_media_is_a_corrupt_file_with_a_reason():
    with pytest.raises(CorruptFile, match="cannot read it as audio or video"):
        MediaParser().parse(b"\x00\x01 not audio at all " * 100, name="talk.mp3")


def test_audio_in_a_codec_nothing_here_decodes_is_named_with_what_to_do():
    import struct

    samples = bytes(64_000)
    fmt = struct.pack("<HHIIHH", 0x7777, 1, 16000, 32000, 2, 16)  # a WAV whose format tag no decoder knows
    body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"data" + struct.pack("<I", len(samples)) + samples
    with pytest.raises(CorruptFile, match=r"talk\.wav: its audio codec has no decoder here .*convert it to WAV"):
        MediaParser().parse(b"RIFF" + struct.pack("<I", len(body)) + body, name="talk.wav")


def _silence(seconds: int) -> bytes:
    """A 16 kHz mono wav of digital silence."""
    import io
    import wave

    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(bytes(2 * 16000 * seconds))
    return buf.getvalue()


def test_a_silent_recording_is_refused_not_heard_as_a_word():
    """Whisper alone hears "You" in 20 s of digital silence; the voice detector says nobody spoke."""
    from footnote.shared.errors import IngestError

    with pytest.raises(IngestError, match="no speech recognised in 20 s of audio"):
        MediaParser().parse(_silence(20), name="quiet.wav")


def test_a_recording_over_the_length_limit_is_refused_naming_both_lengths():
    from footnote.shared.errors import IngestError
    from footnote.shared.ingestion.parsers.media import AsrOptions

    with pytest.raises(IngestError, match=r"long\.wav: 0:36 long; the limit is 0:18 .*split the recording"):
        # 36 s against a limit of 18 s (as 4 h against 2 h)
        MediaParser().transcribe(_silence(36), name="long.wav", options=AsrOptions(max_seconds=18))

"""Captions to citations: passages break at silences, and a quote links to its own second."""

from pathlib import Path

from footnote.shared.generation.spans import quote_span
from footnote.shared.ingestion.chunking import ChunkParams, chunk_document
from footnote.shared.ingestion.parsers.transcripts import VttParser
from footnote.shared.verification.judge import align
from tests.unit.generation.factories import video_hit

VTT = Path(__file__).resolve().parents[2] / "fixtures" / "masterclass_rolling.vtt"


def _passages(**params):
    doc = VttParser().parse(VTT.read_bytes(), name=VTT.name)
    return doc, chunk_document(doc, granularities=["passage"], params=ChunkParams(**params))


def _hit(d):
    return video_hit(text=d.text, char_start=d.char_start, char_end=d.char_end, timestamp_start=d.timestamp_start,
                     timestamp_end=d.timestamp_end, anchors=d.anchors)


def test_a_passage_never_spans_the_long_silence():
    _, drafts = _passages()
    assert len(drafts) == 2
    assert drafts[0].timestamp_end < 20 and drafts[1].timestamp_start >= 79
    _, one = _passages(max_silence_s=100.0)
    assert len(one) == 1  # the setting is what splits them


def test_the_rubato_answer_links_to_its_own_second_within_two_seconds():
    doc, drafts = _passages(max_silence_s=100.0)  # even inside one long passage
    hit = _hit(drafts[0])
    span = quote_span(hit, align("The right hand may linger while the left hand keeps the pulse.", hit.text))
    assert span.text == "the right hand may linger while the left hand keeps the pulse"
    assert doc.text[span.char_start : span.char_end] == span.text
    assert abs(span.timestamp_start - 84.0) <= 2.0
    assert span.url.endswith("&t=84s") and span.watch_label == "Watch at 1:24"


def test_every_timed_word_keeps_its_own_second():
    doc, drafts = _passages()
    times = dict(drafts[1].anchors["t"])
    at = doc.text.index("linger")
    assert abs(times[at] - (84.0 + 0.3 * 4)) < 0.01


def test_cue_level_captions_fall_back_to_the_cue_start():
    srt = (
        b"1\n00:00:01,000 --> 00:00:04,000\nFirst we relax the arm.\n\n"
        b"2\n00:00:30,000 --> 00:00:33,000\nThen drop the weight.\n"
    )
    doc = VttParser().parse(srt, name="x.srt")
    drafts = chunk_document(doc, granularities=["passage"], params=ChunkParams(max_silence_s=100.0))
    hit = _hit(drafts[0])
    span = quote_span(hit, align("drop the weight", hit.text))
    assert span.timestamp_start == 30.0


def _ts(t: float) -> str:
    h, rem = divmod(t, 3600)
    m, s = divmod(rem, 60)
    return f"{int(h):02d}:{int(m):02d}:{s:06.3f}"


def test_a_three_hour_transcript_with_bad_cues_chunks_and_every_quote_stays_in_its_passage():
    cues, t = ["WEBVTT", ""], 0.0
    for i in range(2700):  # about 3 hours of 4-second cues
        start = t - 1.5 if i % 50 == 7 else t  # some cues overlap the one before
        cues += [f"{_ts(start)} --> {_ts(t + 4)}", f"line {i} about pedal number {i % 17} and legato", ""]
        if i % 97 == 3:
            cues += [f"{_ts(t + 1)} --> {_ts(t + 2)}", "", ""]  # an empty cue
        if i % 211 == 5:
            cues += [f"{_ts(max(0, t - 30))} --> {_ts(t - 26)}", f"late cue {i}", ""]  # out of order
        t += 4 + (25 if i % 400 == 399 else 0)  # a long silence now and then
    doc = VttParser().parse("\n".join(cues).encode(), name="long.vtt")
    drafts = chunk_document(doc, granularities=["passage"], params=ChunkParams())
    assert len(drafts) > 20
    for d in drafts:
        hit = _hit(d)
        span = quote_span(hit, align("pedal number 5 and legato", hit.text))
        assert doc.text[span.char_start : span.char_end] == span.text
        assert d.timestamp_start <= span.timestamp_start <= max(d.timestamp_end, d.timestamp_start)

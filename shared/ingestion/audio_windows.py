"""A recording's audio in bounded windows (I/O rim, PyAV): 16 kHz mono float32, decoded as a
stream, cut at the quietest moment near each window's end - so an hour is never in memory at
once (neither its samples nor the spectrogram Whisper computes from them), and a cut falls
between words, not through one."""

from __future__ import annotations

import io
from collections.abc import Iterator

import numpy as np

RATE = 16000
WINDOW_S = 300.0  # a window of audio handed to Whisper at a time
SEEK_S = 20.0  # the cut is chosen in the last this-many seconds of a window
QUIET_S = 0.2  # the length of the quiet stretch looked for


def quietest_cut(samples: np.ndarray, start: int) -> int:
    """The sample index, at or after ``start``, in the middle of the quietest ``QUIET_S``."""
    tail = samples[start:]
    n = int(QUIET_S * RATE)
    if len(tail) <= n:
        return len(samples)
    energy = np.convolve(tail.astype(np.float64) ** 2, np.ones(n), mode="valid")
    return start + int(np.argmin(energy)) + n // 2


def windows(data: bytes, *, window_s: float = WINDOW_S) -> Iterator[tuple[float, np.ndarray]]:
    """(offset in seconds, samples) for consecutive windows of the first audio stream."""
    import av

    size = int(window_s * RATE)
    seek = int(min(SEEK_S, window_s / 4) * RATE)
    resampler = av.AudioResampler(format="s16", layout="mono", rate=RATE)
    pending: list[np.ndarray] = []
    held = 0
    offset = 0
    with av.open(io.BytesIO(data), metadata_errors="ignore") as container:
        for frame in container.decode(audio=0):
            frame.pts = None  # let the resampler time it (some files carry broken pts)
            for out in resampler.resample(frame):
                chunk = out.to_ndarray().reshape(-1).astype(np.float32) / 32768.0
                pending.append(chunk)
                held += len(chunk)
            if held >= size + seek:
                buf = np.concatenate(pending)
                cut = quietest_cut(buf[: size + seek], size - seek)
                yield offset / RATE, buf[:cut]
                offset += cut
                pending, held = [buf[cut:]], len(buf) - cut
        for out in resampler.resample(None):  # flush
            pending.append(out.to_ndarray().reshape(-1).astype(np.float32) / 32768.0)
    if pending:
        rest = np.concatenate(pending)
        if len(rest):
            yield offset / RATE, rest

"""Audio in bounded windows: nothing lost or repeated, and each cut in a quiet stretch."""

import io
import wave

import numpy as np

from footnote.shared.ingestion.audio_windows import RATE, quietest_cut, windows

GAPS = ((8.6, 9.0), (15.2, 15.6), (23.1, 23.5))  # silences in 30 s of tone


def _wav() -> tuple[bytes, np.ndarray]:
    t = np.arange(30 * RATE) / RATE
    tone = 0.5 * np.sin(2 * np.pi * 440 * t)
    for a, b in GAPS:
        tone[int(a * RATE):int(b * RATE)] = 0.0
    pcm = (tone * 32767).astype(np.int16)
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return buf.getvalue(), pcm


def test_the_quietest_cut_is_inside_the_silence():
    samples = np.ones(10 * RATE, np.float32)
    samples[int(6.0 * RATE):int(6.5 * RATE)] = 0
    assert 6.0 <= quietest_cut(samples, 4 * RATE) / RATE <= 6.5


def test_windows_cover_the_audio_once_and_cut_in_silences():
    data, pcm = _wav()
    parts = list(windows(data, window_s=8.0))
    assert len(parts) >= 3
    offsets = [offset for offset, _ in parts]
    assert offsets[0] == 0.0
    for (offset, samples), following in zip(parts, offsets[1:], strict=False):
        assert abs(offset + len(samples) / RATE - following) < 1e-9  # contiguous: nothing lost or repeated
        assert any(a <= following <= b for a, b in GAPS), following  # the cut fell in a silence
    assert abs(sum(len(s) for _, s in parts) - len(pcm)) <= RATE // 100  # all of it (resampler edge)

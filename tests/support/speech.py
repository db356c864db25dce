"""Speech made where the test runs: espeak-ng speaks each sentence, and the sentences are laid
on a silent track at chosen seconds, so a test knows when every sentence starts (measured on
the samples espeak wrote, not guessed). ``make system-deps`` installs espeak-ng."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import wave
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

RATE = 22_050  # espeak-ng's own rate (the decoder resamples for the ASR)
WORDS_PER_MINUTE = 150

# a lecture on pointers, each sentence within the slide it belongs to in
# tests/fixtures/make_lecture_video.SLIDES (title 0-4 s, camera 4-7 s, slide 2 7-11.5 s, slide 3 11.5-16 s)
LECTURE: tuple[tuple[float, str], ...] = (
    (0.3, "Welcome to this lecture on pointers in the C language."),
    (4.0, "A pointer holds the address of another variable."),
    (7.3, "Then you dereference it with the star operator."),
    (12.0, "An array name becomes a pointer to its first element."),
)
# the same, then half a minute of silence before the last sentence (times must not drift)
WITH_PAUSE = (*LECTURE, (45.0, "Always free the memory you allocate."))


@dataclass(frozen=True)
class Said:
    start: float  # the first audible sample of the sentence, seconds
    end: float
    text: str


def speak(script: Sequence[tuple[float, str]], path: Path, *, tail_s: float = 1.0) -> list[Said]:
    """Write a mono wav to ``path`` with each (second, sentence) of ``script`` spoken from
    that second; return when each sentence is really heard."""
    exe = shutil.which("espeak-ng")
    if exe is None:
        raise RuntimeError("espeak-ng is not installed: run `make system-deps` (apt-get install espeak-ng)")
    voices = [(at, text, _voice(exe, text)) for at, text in script]
    total = max(at + len(samples) / RATE for at, _, samples in voices) + tail_s
    track = np.zeros(int(total * RATE), dtype=np.int16)
    said = []
    for at, text, samples in voices:
        first = int(at * RATE)
        track[first:first + len(samples)] = samples
        loud = np.flatnonzero(np.abs(samples.astype(np.int32)) > 500)
        said.append(Said(at + loud[0] / RATE, at + loud[-1] / RATE, text))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(track.tobytes())
    return said


def _voice(exe: str, text: str) -> np.ndarray:
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / "s.wav"
        subprocess.run([exe, "-s", str(WORDS_PER_MINUTE), "-w", str(wav), text], check=True, timeout=60)
        with wave.open(str(wav)) as w:
            rate, samples = w.getframerate(), np.frombuffer(w.readframes(w.getnframes()), dtype=np.int16)
    if rate != RATE:
        raise RuntimeError(f"espeak-ng wrote {rate} Hz audio; expected {RATE}")
    return samples


def to_opus(wav: Path, out: Path, *, bitrate: int = 16_000) -> Path:
    """The wav as Ogg/Opus (PyAV): a long recording small enough for a test service's upload limit."""
    import av

    with av.open(str(wav)) as src, av.open(str(out), "w", format="ogg") as dst:
        stream = dst.add_stream("libopus", rate=48_000)
        stream.layout, stream.bit_rate = "mono", bitrate
        resampler = av.AudioResampler(format="s16", layout="mono", rate=48_000)
        for frame in src.decode(audio=0):
            for converted in resampler.resample(frame):
                converted.pts = None
                dst.mux(stream.encode(converted))
        dst.mux(stream.encode())
    return out


def opening(said: Sequence[Said], quote: str) -> Said:
    """The sentence a quote of the transcript begins with: the one sharing most of the quote's
    first four words (what Whisper heard may differ from what was said in a word or two)."""
    words = [w.strip(".,;:!?\u2026\"'").lower() for w in quote.split()[:4]]
    return max(said, key=lambda s: sum(w in s.text.lower().split() for w in words if w))

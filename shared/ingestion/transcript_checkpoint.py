"""What a long transcription has finished, window by window, so the next attempt at the same
job (its worker killed, its lease run out) starts from the first window not done instead of
from the beginning. Pure: the port (``TranscriptCheckpoint``) and the windows' JSON; the store
is the caller's (``transcript_store`` keeps them with the job, in Postgres).

A window's saved words are reused only when the next attempt cuts the same window at the same
offset (the cuts are a pure function of the audio) and runs the same model (``fingerprint``)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class Word:
    start: float
    end: float
    word: str


@dataclass(frozen=True)
class Segment:
    start: float
    end: float
    words: tuple[Word, ...]


@dataclass(frozen=True)
class Window:
    offset: float  # seconds into the recording
    segments: tuple[Segment, ...]  # times already absolute (shifted by the offset)


class TranscriptCheckpoint(Protocol):
    def load(self, fingerprint: str) -> dict[int, Window]:
        """The windows an earlier attempt finished, by index."""
        ...

    def save(self, fingerprint: str, index: int, window: Window) -> None:
        """Keep a finished window (durably: it outlives the process)."""
        ...


def fingerprint(*, model: str, language: str | None, window_s: float) -> str:
    """What makes two transcriptions of the same audio interchangeable."""
    return hashlib.sha256(f"{model}|{language}|{window_s}".encode()).hexdigest()[:32]


def window_to_json(window: Window) -> dict[str, Any]:
    return {"offset": window.offset,
            "segments": [[s.start, s.end, [[w.start, w.end, w.word] for w in s.words]] for s in window.segments]}


def window_from_json(data: dict[str, Any]) -> Window:
    return Window(float(data["offset"]), tuple(
        Segment(float(start), float(end), tuple(Word(float(a), float(b), str(text)) for a, b, text in words))
        for start, end, words in data["segments"]
    ))

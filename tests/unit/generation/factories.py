"""Hand-built hits and helpers shared by the generation tests (no I/O)."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from footnote.shared.config import Settings
from footnote.shared.embeddings.fake import HashingEmbedder
from footnote.shared.generation.evidence import number_evidence
from footnote.shared.retrieval.types import Hit

CORPUS = Path(__file__).resolve().parents[3] / "benchmarks" / "data" / "citation_corpus.json"


def make_hit(uid: str = "h1", text: str = "Keep each finger on its key until the next one sounds.", **kw: Any) -> Hit:
    base: dict[str, Any] = dict(
        chunk_uid=uid,
        source_id=kw.pop("source_id", "book"),
        chunk_index=0,
        granularity="passage",
        text=text,
        source_type="pdf",
        title="Piano Mastery",
        author="Harriette Brower",
        url="https://example.org/piano-mastery.pdf",
        page_number=45,
        chapter=None,
        section=None,
        paragraph_index=None,
        sentence_index=None,
        prev_chunk_uid=None,
        next_chunk_uid=None,
        char_start=100,
        char_end=100 + len(text),
        timestamp_start=None,
        timestamp_end=None,
        speaker=None,
        tags=(),
        source_hash="abc",
        ingested_at="2026-11-20T10:00:00Z",
    )
    base.update(kw)
    return Hit(**base)


def video_hit(uid: str = "v1", text: str = "Change the pedal just after the chord sounds.", **kw: Any) -> Hit:
    defaults: dict[str, Any] = dict(
        source_type="video",
        title="Pedaling Lecture",
        author="Ana Ruiz",
        url="https://www.youtube.com/watch?v=abc123",
        page_number=None,
        timestamp_start=15.0,
        timestamp_end=45.0,
    )
    defaults.update(kw)
    return make_hit(uid, text, **defaults)


@lru_cache(maxsize=1)
def corpus() -> tuple[Hit, ...]:
    data = json.loads(CORPUS.read_text("utf-8"))
    return tuple(Hit(**{**h, "tags": tuple(h["tags"])}) for h in data["hits"])


def four_evidence():
    hits = [
        make_hit("a", "Keep each finger on its key until the next one has sounded, so the tones melt together."),
        make_hit("b", "Change the pedal just after the new harmony is struck, never with it.", page_number=46),
        video_hit("c", "Half pedaling lets the bass ring while the upper harmonies clear."),
        make_hit(
            "d",
            "Practice with the metronome at a slow tempo and speed up only when every note is even.",
            page_number=78,
        ),
    ]
    return number_evidence(hits)


def settings(**kw: Any) -> Settings:
    return Settings(embedding_model="fake-hashing-256", **kw)


def embedder() -> HashingEmbedder:
    return HashingEmbedder(256)


def assert_consistent(out: dict[str, Any]) -> None:
    """The peers' failures never happen: footer/inline mismatch, invented numbers, null payloads,
    missing page numbers or timestamps, unsupported claims shown as grounded."""
    body = out["html"].split('<footer class="sources">')[0].split('<section class="evidence">')[0]
    inline = sorted({int(n) for n in re.findall(r'data-cite="(\d+)"', body)})
    numbers = [c["number"] for c in out["citations"]]
    assert inline == numbers == list(range(1, len(numbers) + 1))
    footer = [int(n) for n in re.findall(r'<li id="source-(\d+)"', out["html"])]
    assert footer == numbers
    for n in re.findall(r"\[(\d+)\]", out["plain_text"]):
        assert 1 <= int(n) <= len(numbers), f"[{n}] rendered with {len(numbers)} sources"
    for c in out["citations"]:
        assert c["status"] in {"supported", "partial", "contradicted", "unsupported"}
        assert c["title"] and c["quote"] and c["label"]
        if c["source_type"] == "video":
            assert c["timestamp_start"] is not None and "t=" in (c["url"] or "t=")
        if c["source_type"] == "pdf":
            assert c["page_number"] is not None
    for p in out["paragraphs"]:
        for s in p["sentences"]:
            assert s["status"] in {"supported", "partial", "contradicted", "unsupported", "uncited", "input"}
    # every sentence that is not grounded carries a visible note in HTML and plain text
    sentences = [s for p in out["paragraphs"] for s in p["sentences"]]
    plain_ok = ("supported", "input")
    flagged = [s for s in sentences if s["status"] not in plain_ok or s["inferred"] or s["invalid_markers"]]
    assert all(s["flags"] for s in flagged) and not any(s["flags"] for s in sentences if s not in flagged)
    assert out["html"].count('class="flag" role="note"') == len(flagged)
    for s in flagged:
        assert s["flags"][0][:40] in out["plain_text"] or "; ".join(s["flags"])[:40] in out["plain_text"]


__all__ = [
    "assert_consistent",
    "corpus",
    "embedder",
    "four_evidence",
    "make_hit",
    "replace",
    "settings",
    "video_hit",
]

from __future__ import annotations

from footnote.shared.ingestion.context_header import context_header, embedding_text, format_timestamp
from footnote.shared.ingestion.types import ChunkDraft


def _draft(**kw) -> ChunkDraft:
    base = {"chunk_index": 0, "granularity": "passage", "text": "Body.", "char_start": 0, "char_end": 5}
    return ChunkDraft(**{**base, **kw})


def test_seed_book_format() -> None:
    d = _draft(page_number=45)
    assert context_header(d, title="Piano Mastery", author="Harriette Brower") == (
        "[Source: Piano Mastery by Harriette Brower, p.45]"
    )


def test_seed_context_line() -> None:
    d = _draft(
        page_number=45,
        tags=(
            "composer:chopin",
            "piece:nocturne op. 9 no. 2",
            "form:nocturne",
            "technique:legato",
            "technique:rubato",
        ),
    )
    text = embedding_text(d, title="Piano Mastery", author="Harriette Brower")
    assert text == (
        "[Source: Piano Mastery by Harriette Brower, p.45]\n"
        "[Context: Chopin - Nocturne Op. 9 No. 2 - Legato, Rubato]\n"
        "Body."
    )


def test_chapter_section_pages_and_unknown_author() -> None:
    d = _draft(page_number=3, page_end=4, chapter="Chapter IV", section="Pedaling")
    assert context_header(d, title="Notes") == "[Source: Notes, pp.3-4, ch. Chapter IV, sec. Pedaling]"


def test_transcript_timestamp() -> None:
    d = _draft(timestamp_start=83.9)
    assert context_header(d, title="Masterclass", author="A. Teacher", source_type="video") == (
        "[Source: Masterclass by A. Teacher @ 1:23]"
    )
    assert format_timestamp(3723) == "1:02:03"


def test_header_stays_short() -> None:
    d = _draft(
        page_number=1,
        chapter="C" * 300,
        section="S" * 300,
        tags=tuple(f"technique:t{i}" for i in range(50)) + tuple(f"kind{i}:v" for i in range(60)),
    )
    header = context_header(d, title="T" * 500, author="A" * 300)
    assert all(len(line) <= 200 for line in header.split("\n"))
    assert len(header) < 420


def test_kind_order_override() -> None:
    d = _draft(tags=("technique:legato", "composer:bach"))
    assert context_header(d, title="X", kind_order=("composer",)).endswith("[Context: Bach - Legato]")

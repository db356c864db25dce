from __future__ import annotations

from pathlib import Path

import pytest

from footnote.shared.ingestion.parsers import parser_for
from footnote.shared.ingestion.types import ParsedDocument

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"

# every fixture that parses to a document
GOOD_FIXTURES = (
    "article.html",
    "guide.md",
    "gutenberg.txt",
    "lecture.srt",
    "voices.vtt",
    "rolling_captions.vtt",
    "youtube_transcript.json",
    "sample.pdf",
    "no_outline.pdf",
    "sample_module.py",
    "scheduler.ts",
)


def parse_fixture(name: str) -> ParsedDocument:
    return parser_for(name).parse((FIXTURES / name).read_bytes(), name=name)


@pytest.fixture(scope="session")
def fixtures_dir() -> Path:
    return FIXTURES

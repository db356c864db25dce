from __future__ import annotations

import json
from pathlib import Path

import pytest

from shared.errors import ConfigError
from shared.ingestion.corrections import TermCorrections, load_corrections
from tests.unit.ingestion.conftest import parse_fixture


@pytest.fixture(scope="module")
def default() -> TermCorrections:
    return load_corrections(None)


@pytest.mark.parametrize(
    ("heard", "fixed"),
    [
        ("a little robot o here", "a little rubato here"),
        ("Rub Auto is stolen time", "rubato is stolen time"),
        ("play it leg auto", "play it legato"),
        ("short stack auto notes", "short staccato notes"),
        ("music by show pan.", "music by Chopin."),
        ("the rock man in off prelude", "the Rachmaninoff prelude"),
        ("the rock  man\nin off prelude", "the Rachmaninoff prelude"),
    ],
)
def test_seed_corrections(default: TermCorrections, heard: str, fixed: str) -> None:
    assert default.apply(heard) == fixed


def test_word_boundaries(default: TermCorrections) -> None:
    assert default.apply("a robot only moves") == "a robot only moves"
    assert default.apply("showpan") == "showpan"


def test_longest_phrase_first() -> None:
    c = TermCorrections({"new york": "NYC", "new york times": "NYT", "york": "Y"})
    assert c.apply("the new york times in new york, york") == "the NYT in NYC, Y"


def test_apply_to_document_keeps_offsets(default: TermCorrections) -> None:
    doc = parse_fixture("rolling_captions.vtt")
    fixed = default.apply_to_document(doc)
    texts = [fixed.block_text(b) for b in fixed.blocks]
    assert texts[1] == "going to talk about rubato" and texts[2] == "in Chopin and how the left"
    assert texts[-1] == "so keep the legato line unbroken"
    assert [b.timestamp_start for b in fixed.blocks] == [b.timestamp_start for b in doc.blocks]
    assert fixed.text == "\n".join(texts)


def test_custom_file(tmp_path: Path) -> None:
    path = tmp_path / "c.json"
    path.write_text(json.dumps({"fur elise": "Für Elise"}))
    assert load_corrections(path).apply("Fur  Elise again") == "Für Elise again"


@pytest.mark.parametrize("content", ['["a"]', '{"a": 1}', '{"": "x"}', "{oops"])
def test_bad_files(tmp_path: Path, content: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(ConfigError, match="bad.json"):
        load_corrections(path)

from __future__ import annotations

import json
from pathlib import Path

import pytest

from footnote.shared.errors import ConfigError
from footnote.shared.ingestion.corrections import TermCorrections, load_corrections
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


def test_each_word_keeps_its_second_after_a_correction_changes_the_length() -> None:
    from footnote.shared.ingestion.types import Block, ParsedDocument

    heard = "in the sea language a pointer\nthe sea language again"
    words = [(w, float(i)) for i, w in enumerate(heard.split())]
    offsets, pos = [], 0
    for w, t in words:
        pos = heard.index(w, pos)
        offsets.append((pos, t))
        pos += len(w)
    first = heard.index("\n")
    blocks = (Block("cue", 0, first, timestamp_start=0.0, word_times=tuple(o for o in offsets if o[0] < first)),
              Block("cue", first + 1, len(heard), timestamp_start=5.0,
                    word_times=tuple(o for o in offsets if o[0] > first)))
    fixed = TermCorrections({"the sea language": "the C language"}).apply_to_document(ParsedDocument(heard, blocks))
    assert fixed.text == "in the C language a pointer\nthe C language again"
    timed = {t: fixed.text[off:].split()[0] for b in fixed.blocks for off, t in b.word_times}
    # words after the shorter phrase still start on themselves; the phrase's own words start on it
    assert [timed[t] for t in (0.0, 4.0, 5.0, 9.0)] == ["in", "a", "pointer", "again"]
    assert {timed[t] for t in (1.0, 2.0, 3.0, 6.0, 7.0, 8.0)} == {"the"}


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

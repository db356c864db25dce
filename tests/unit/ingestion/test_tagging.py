from __future__ import annotations

import json
from pathlib import Path

import pytest

from footnote.shared.errors import ConfigError
from footnote.shared.ingestion.tagging import Vocabulary, load_vocabulary


@pytest.fixture(scope="module")
def piano() -> Vocabulary:
    return load_vocabulary(None)


def test_piano_example_vocabulary(piano: Vocabulary) -> None:
    tags = piano.tag("In Chopin's Nocturne Op. 9 No. 2 keep the LEGATO line and use rubato with care.")
    assert tags[:2] == ("composer:chopin", "piece:nocturne op. 9 no. 2")
    assert {"technique:legato", "technique:rubato", "form:nocturne"} <= set(tags)


def test_word_boundaries_and_diacritics(piano: Vocabulary) -> None:
    assert piano.tag("Bachelor of arts; a bachelorette") == ()
    assert "composer:dvořák" in piano.tag("Dvorak's Humoresque")
    assert "composer:dvořák" in piano.tag("DVOŘÁK")
    assert "composer:rachmaninoff" in piano.tag("Rachmaninov played it")


def test_aliases_and_patterns(piano: Vocabulary) -> None:
    assert piano.tag("careful pedalling") == ("technique:pedaling",)
    assert "piece:preludes op. 28" in piano.tag("the Preludes, Op.28, are short")
    assert "piece:op. 10 no. 3" in piano.tag("an etude (Op. 10, No. 3)")
    assert "piece:bwv 846" in piano.tag("Prelude in C, BWV 846")


def test_overlapping_terms_of_different_rules_all_tag(piano: Vocabulary) -> None:
    # "non legato" and "legato" start at different places inside one span; "half pedal" holds
    # "pedal"; each rule is tested wherever any term starts, so none hides another
    tags = piano.tag("Play it non  legato, then half\npedal the tone colour.")
    assert {"technique:non legato", "technique:legato", "technique:pedaling", "technique:tone"} <= set(tags)
    assert tags == tuple(sorted(tags, key=[f"{r.kind}:{r.tag}" for r in piano.rules].index))  # vocabulary order


def test_a_term_is_found_after_a_longer_term_fails_at_the_same_start(tmp_path: Path) -> None:
    path = tmp_path / "v.json"
    path.write_text(json.dumps({"k": ["pedal point", "pedal"], "other": ["pedal pointer"]}))
    vocab = load_vocabulary(path)
    assert vocab.tag("a pedal pointless") == ("k:pedal",)
    assert vocab.tag("the pedal point") == ("k:pedal point", "k:pedal")
    assert vocab.tag("a pedal pointer here") == ("k:pedal", "other:pedal pointer")


def test_custom_vocabulary_is_domain_free(tmp_path: Path) -> None:
    path = tmp_path / "v.json"
    path.write_text(
        json.dumps(
            {
                "_note": "ignored",
                "Language": ["Python", {"tag": "javascript", "terms": ["JS", "node.js"]}],
                "ticket": [{"tag": "jira-{match}", "pattern": r"\b[A-Z]+-\d+\b"}],
                "phrase": ["machine learning"],
            }
        )
    )
    vocab = load_vocabulary(path)
    assert vocab.kinds == ("language", "ticket", "phrase")
    tags = vocab.tag("Port the Node.js worker to python (see ENG-42, ENG-7); machine\nlearning later.")
    assert tags == (
        "language:python",
        "language:javascript",
        "ticket:jira-eng-42",
        "ticket:jira-eng-7",
        "phrase:machine learning",
    )


@pytest.mark.parametrize(
    "content",
    ["[1, 2]", '{"kind": "notalist"}', '{"kind": [42]}', '{"kind": [{"pattern": "("}]}', "{not json"],
)
def test_bad_vocabularies_raise_config_error(tmp_path: Path, content: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(ConfigError, match="bad.json"):
        load_vocabulary(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read"):
        load_vocabulary(tmp_path / "nope.json")


def test_empty_vocabulary() -> None:
    assert Vocabulary.empty().tag("Chopin") == ()

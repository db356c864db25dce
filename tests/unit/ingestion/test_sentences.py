from __future__ import annotations

import pytest

from footnote.shared.ingestion.sentences import split_sentences


def _split(text: str) -> list[str]:
    return [text[s:e] for s, e in split_sentences(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Dr. Smith arrived. He sat down.", ["Dr. Smith arrived.", "He sat down."]),
        ("Play Op. 9 No. 2 slowly. Then stop.", ["Play Op. 9 No. 2 slowly.", "Then stop."]),
        ("See p. 45 for details. Done.", ["See p. 45 for details.", "Done."]),
        ("Use e.g. scales. Also i.e. arpeggios.", ["Use e.g. scales.", "Also i.e. arpeggios."]),
        ("It lasts 3.5 minutes. Next.", ["It lasts 3.5 minutes.", "Next."]),
        ("J. S. Bach wrote it. C. P. E. Bach too.", ["J. S. Bach wrote it.", "C. P. E. Bach too."]),
        ('"Stop!" she said. "Why?" he asked.', ['"Stop!" she said.', '"Why?" he asked.']),
        ("Scales, arpeggios, etc. Then pieces.", ["Scales, arpeggios, etc.", "Then pieces."]),
        ("Wait... Then go.", ["Wait...", "Then go."]),
        ("He said no. Then left.", ["He said no.", "Then left."]),
        ("Mr. and Mrs. Jones play duets.", ["Mr. and Mrs. Jones play duets."]),
        ("Really? yes, really.", ["Really? yes, really."]),
        ("(This is aside.) The main text.", ["(This is aside.)", "The main text."]),
        ("", []),
    ],
)
def test_split(text: str, expected: list[str]) -> None:
    assert _split(text) == expected


def test_offsets_are_absolute_within_a_range() -> None:
    text = "xx One. Two. yy"
    spans = split_sentences(text, 3, 12)
    assert [text[s:e] for s, e in spans] == ["One.", "Two."]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Он играл. Она слушала.", ["Он играл.", "Она слушала."]),
        ("¿Listo? ¡Vamos! Ya.", ["¿Listo?", "¡Vamos!", "Ya."]),
        ("我们练习。然后休息。", ["我们练习。", "然后休息。"]),
    ],
)
def test_other_scripts(text: str, expected: list[str]) -> None:
    assert _split(text) == expected


def test_a_blank_line_ends_a_sentence() -> None:
    """A heading above a paragraph is not the start of its first sentence (a quote that began
    "Correcting transcripts Automatic captions ..." glued the heading to the words)."""
    text = "Correcting transcripts\n\nAutomatic captions mishear words. A file fixes them.\n\n  \nEnd"
    assert _split(text) == ["Correcting transcripts", "Automatic captions mishear words.", "A file fixes them.", "End"]

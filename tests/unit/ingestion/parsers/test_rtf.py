"""Rich Text Format: text as Word and pandoc write it, headings and footnotes put back, running
heads and comments left out, exact spans, and files that are not RTF refused."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from footnote.shared.errors import CorruptFile, UnsupportedFormat
from footnote.shared.ingestion.parsers import parser_for
from footnote.shared.ingestion.plain import document_text

# As Word writes it: a stylesheet with "heading 1" (style 1), a running header and footer, a
# footnote with Word's automatic call, a reviewer's comment, a code-page character, a
# character beyond U+FFFF as two \uN halves, a bulleted list and a two-row table.
WORD_RTF = b"\n".join([
    rb"{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\froman\fcharset0 Times New Roman;}",
    rb"{\f3\fnil\fcharset2 Symbol;}}",
    rb"{\stylesheet{\ql \widctlpar\fs24 \snext0 Normal;}",
    rb"{\s1\ql \keepn\widctlpar\outlinelevel0\b\fs32 \sbasedon0 \snext0 heading 1;}}",
    rb"{\header \pard\plain \ql Piano Pedagogy Notes - draft\par}",
    rb"{\footer \pard\plain \qc Page {\field{\*\fldinst PAGE}{\fldrslt 1}}\par}",
    rb"\pard\plain \s1\ql \keepn\widctlpar\outlinelevel0\b\fs32 Pedalling\par",
    rb"\pard\plain \ql \widctlpar\fs24 Lift the pedal as the new chord sounds{\super\chftn}",
    rb"{\footnote\pard\plain \fs20 {\super\chftn} Eigeldinger, p. 57.\par} and the caf\'e9 plays on.\par",
    rb"\pard\plain \ql The clef {\*\atnid T}{\*\annotation\pard\plain Which source says so?\par}",
    rb"\u-10188?\u-8930? is rare.\par",
    rb"{\listtext\pard\plain \f3 \'b7\tab}\pard\plain \ql Keep the bass\par",
    rb"{\listtext\pard\plain \f3 \'b7\tab}\pard\plain \ql Half pedal\par",
    rb"\trowd\cellx4000\cellx8000\pard\intbl Piece\cell Marks\cell\row",
    rb"\trowd\cellx4000\cellx8000\pard\intbl Op. 9 No. 2\cell 31\cell\row",
    rb"\pard\plain \ql After the table.\par",
    rb"}",
])


def _parse(data: bytes, name: str = "notes.rtf"):  # type: ignore[no-untyped-def]
    doc = parser_for(name).parse(data, name=name)
    for b in doc.blocks:  # exact, trimmed spans into the stored text
        span = doc.text[b.char_start : b.char_end]
        assert span and span == span.strip()
    return doc


def test_word_rtf_keeps_headings_footnotes_lists_and_tables():
    doc = _parse(WORD_RTF)
    blocks = [(b.kind, b.section, doc.block_text(b)) for b in doc.blocks]
    assert blocks[0] == ("heading", "Pedalling", "Pedalling")
    assert ("paragraph", "Pedalling", "Lift the pedal as the new chord sounds¹ and the café plays on.") in blocks
    assert ("paragraph", "Pedalling", "The clef \U0001d11e is rare.") in blocks
    assert [t for k, _, t in blocks if k == "list"] == ["· Keep the bass", "· Half pedal"]
    assert ("table", "Pedalling", "Piece | Marks\nOp. 9 No. 2 | 31") in blocks
    assert blocks[-1] == ("paragraph", "Footnote 1", "¹ Eigeldinger, p. 57.")
    assert doc.title == "Pedalling"


def test_running_heads_comments_and_fields_stay_out_of_the_text():
    text = _parse(WORD_RTF).text
    for absent in ("draft", "Page", "Which source", "PAGE"):
        assert absent not in text


def test_an_essay_in_rtf_is_read_as_its_paragraphs_without_footnotes():
    essay = document_text(WORD_RTF, name="essay.rtf")
    assert essay.startswith("Pedalling\n\nLift the pedal")
    assert "Eigeldinger" not in essay


@pytest.mark.skipif(shutil.which("pandoc") is None, reason="pandoc writes the RTF (make system-deps installs it)")
def test_rtf_written_by_pandoc_keeps_its_outline(tmp_path):
    md = tmp_path / "in.md"
    md.write_text(
        "# Pedalling\n\nLift the pedal.[^1]\n\n## Legato\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n"
        "[^1]: As Chopin taught.\n"
    )
    out = tmp_path / "out.rtf"
    subprocess.run(["pandoc", "-s", str(md), "-t", "rtf", "-o", str(out)], check=True, timeout=60)
    doc = _parse(out.read_bytes())
    blocks = [(b.kind, b.section, doc.block_text(b)) for b in doc.blocks]
    assert blocks == [
        ("heading", "Pedalling", "Pedalling"),
        ("paragraph", "Pedalling", "Lift the pedal.¹"),
        ("heading", "Legato", "Legato"),
        ("table", "Legato", "a | b\n1 | 2"),
        ("paragraph", "Footnote 1", "¹ As Chopin taught."),
    ]


@pytest.mark.parametrize(
    ("data", "error", "says"),
    [
        (b"PK\x03\x04 a renamed zip", CorruptFile, "not an RTF file"),
        (b"plain words in a .rtf", CorruptFile, "not an RTF file"),
        (rb"{\rtf1\ansi{\pict\pngblip 89504e47}}", UnsupportedFormat, "no text"),
    ],
)
def test_files_that_are_not_rtf_or_hold_no_text_are_refused(data, error, says):
    with pytest.raises(error, match=says) as err:
        parser_for("x.rtf").parse(data, name="x.rtf")
    assert "x.rtf" in str(err.value)


def test_unbalanced_braces_do_not_lose_the_text():
    doc = _parse(rb"{\rtf1\ansi Lift the pedal.\par {\b late}\par")
    assert doc.text == "Lift the pedal.\n\nlate"

"""Files written by Word, PowerPoint, OpenOffice and an EPUB toolchain, not by these tests
(Apache Tika's test documents, ``tests/fixtures/real/SOURCES.md``): every block an exact span
of the stored text, the text in reading order, footnotes apart, no contents page, no running line."""

from __future__ import annotations

from pathlib import Path

import pytest

from footnote.shared.ingestion.chunking import ChunkParams, chunk_document
from footnote.shared.ingestion.parsers import parser_for

REAL = Path(__file__).resolve().parents[3] / "fixtures" / "real"
FILES = sorted(p.name for p in REAL.iterdir() if p.suffix != ".md")


def _parse(name: str):  # type: ignore[no-untyped-def]
    return parser_for(name).parse((REAL / name).read_bytes(), name=name)


@pytest.mark.parametrize("name", FILES)
def test_every_block_and_chunk_is_an_exact_span_of_the_stored_text(name: str) -> None:
    doc = _parse(name)
    assert doc.blocks
    for b in doc.blocks:
        span = doc.text[b.char_start : b.char_end]
        assert span and span == span.strip()
    chunks = chunk_document(doc, granularities=("sentence", "passage"), params=ChunkParams())
    assert chunks and all(doc.text[c.char_start : c.char_end] == c.text for c in chunks)


@pytest.mark.parametrize("name", ["testWORD_various.docx", "testRTFVarious.rtf", "testPPT_various.pptx"])
def test_the_same_document_in_three_office_formats_reads_in_order_with_its_scripts(name: str) -> None:
    text = _parse(name).text
    assert "Row 1 Col 1 | Row 1 Col 2 | Row 1 Col 3\nRow 2 Col 1 | Row 2 Col 2 | Row 2 Col 3" in text  # whole
    gothic = "\U00010332\U0001033f\U00010344\U00010339\U00010343\U0001033a"  # beyond U+FFFF
    order = ["Footnote appears here", "Bullet 1", "Number bullet 3", "ゾルゲと尾崎、淡々と最期", gothic, "(Kramer)"]
    positions = [text.find(piece) for piece in order]
    assert -1 not in positions and positions == sorted(positions), positions


@pytest.mark.parametrize("name", ["testWORD_various.docx", "testRTFVarious.rtf"])
def test_word_footnotes_are_units_of_their_own_after_the_text(name: str) -> None:
    doc = _parse(name)
    last = doc.blocks[-1]
    assert (last.section, doc.block_text(last)) == ("Footnote 1", "¹ This is a footnote.")
    assert "Footnote appears here¹" in doc.text  # the call stays where it was made, as a superscript


def test_a_text_box_is_read_once_not_once_per_drawing_format() -> None:
    text = _parse("testWORD_various.docx").text
    assert text.count("Here is a text box") == 1
    assert "Footnote appears here¹\nHere is a text box" in text  # its own line, not "boxFootnote"


def test_word_automatic_numbers_are_printed_as_word_shows_them() -> None:
    doc = _parse("testWORD_various.docx")
    numbered = [doc.block_text(b) for b in doc.blocks if b.kind == "list" and "Number" in doc.block_text(b)]
    assert numbered == ["1) Number bullet 1", "2) Number bullet 2", "3) Number bullet 3"]
    assert "Bullet 1" in [doc.block_text(b) for b in doc.blocks]  # a bullet gets no number


def test_an_opendocument_keeps_its_heading_list_and_footnote() -> None:
    doc = _parse("testODFwithOOo3.odt")
    blocks = [(b.kind, b.section, doc.block_text(b)) for b in doc.blocks]
    assert ("heading", "Apache Tika Test Document", "Apache Tika Test Document") in blocks
    assert [t for k, _, t in blocks if k == "list"] == ["First item", "Second item", "Third item"]
    assert blocks[-1] == ("paragraph", "Footnote 1", "¹ This is of course a simple footnote")


def test_an_epub_leaves_its_contents_page_out_and_names_its_chapters() -> None:
    doc = _parse("testEPUB.epub")
    assert doc.metadata["contents_pages_left_out"] == "1"
    assert "Table of Contents" not in doc.text
    chapters = {doc.block_text(b): b.chapter for b in doc.blocks if b.kind == "paragraph"}
    assert chapters["This is the text for chapter One"] == "Chapter 1"
    assert chapters["This is the text for chapter Two"] == "Chapter 2"

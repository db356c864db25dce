from __future__ import annotations

from shared.ingestion.parsers.text import TextParser, chapter_heading, unwrap
from tests.unit.ingestion.conftest import parse_fixture


def test_gutenberg_licence_header_and_footer_are_dropped() -> None:
    doc = parse_fixture("gutenberg.txt")
    assert "Project Gutenberg" not in doc.text and "PROJECT GUTENBERG" not in doc.text
    assert "Updated editions" not in doc.text and "Produced by" not in doc.text
    assert doc.text.startswith("LETTERS ON PRACTICE")
    assert (doc.title, doc.author, doc.source_type) == ("Letters on Practice", "Edmund Vale", "book")
    assert doc.metadata["language"] == "English"


def test_gutenberg_chapters_label_following_blocks() -> None:
    doc = parse_fixture("gutenberg.txt")
    by_text = {doc.block_text(b)[:25]: b for b in doc.blocks}
    assert by_text["My dear pupil, you ask me"].chapter == "Chapter I: The First Hour"
    assert by_text["There is no art without p"].chapter == "Chapter II: On Patience"
    assert by_text["Of the proper use of the "].chapter == "Chapter III"
    headings = [b for b in doc.blocks if b.kind == "heading"]
    assert len(headings) == 3


def test_hard_wrapped_prose_is_unwrapped_but_verse_keeps_lines() -> None:
    doc = parse_fixture("gutenberg.txt")
    assert "how the first hour of the morning ought to be spent." in doc.text
    assert "Hear the note before you play it,\nThen play it as you heard it." in doc.text


def test_plain_text_without_gutenberg_markers() -> None:
    doc = TextParser().parse(
        b"Chapter 4. The Bass Line\n\nKeep it quiet.\n\nAnother paragraph.", name="n.txt"
    )
    assert doc.title is None and doc.source_type is None
    assert [b.kind for b in doc.blocks] == ["heading", "paragraph", "paragraph"]
    assert doc.blocks[1].chapter == "Chapter 4: The Bass Line"


def test_chapter_heading_shapes() -> None:
    assert chapter_heading("CHAPTER IV") == ("Chapter IV", "")
    assert chapter_heading("Chapter 4. Title") == ("Chapter 4", "Title")
    assert chapter_heading("BOOK TWO: The Return") == ("Book Two", "The Return")
    assert chapter_heading("XII.") == ("XII", "")
    assert chapter_heading("XLIV") == ("XLIV", "")
    assert chapter_heading("I.") == ("I", "")
    assert chapter_heading("I") is None  # the pronoun
    assert chapter_heading("CIVIL") is None and chapter_heading("MIX") is None
    assert chapter_heading("Chapter four was the longest, and the reader tired of it, and so on.") is None
    assert chapter_heading("It was a dark night.") is None


def test_unwrap_keeps_short_ragged_lines() -> None:
    assert unwrap("a b\nc d") == "a b\nc d"
    long = "x" * 60
    assert unwrap(f"{long}\n{long}\nend") == f"{long} {long} end"

from __future__ import annotations

from footnote.shared.ingestion.parsers.text import TextParser, chapter_heading, unwrap
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
    assert doc.title is None and doc.source_type == "book"  # it has chapters
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


LICENCE = b"""                    GNU GENERAL PUBLIC LICENSE
                       Version 3, 29 June 2007

 Everyone is permitted to copy and distribute verbatim copies of this
license document, but changing it is not allowed.

  0. Definitions.

  "This License" refers to version 3 of the GNU General Public License.

  1. Source Code.

  The "source code" for a work means the preferred form of the work
for making modifications to it.

  2. Basic Permissions.

  All rights granted under this License are granted for the term of
copyright on the Program.
"""

MANUAL = b"""TAR(1)                      GNU TAR Manual                      TAR(1)

NAME
       tar - an archiving utility

SYNOPSIS
       tar -c [-f ARCHIVE] [OPTIONS] [FILE...]

DESCRIPTION
       GNU tar saves many files together into a single tape or disk archive,
       and can restore individual files from the archive.

OPTIONS
       -x, --extract
              Extract files from an archive.
"""


def test_a_licence_keeps_its_own_title_and_numbered_sections() -> None:
    doc = TextParser().parse(LICENCE, name="gpl-3.0.txt")
    assert doc.title == "GNU GENERAL PUBLIC LICENSE, Version 3, 29 June 2007"
    assert doc.source_type == "doc"
    where = {doc.text[b.char_start : b.char_end][:12]: b.section for b in doc.blocks if b.kind == "paragraph"}
    assert where['"This Licens'] == "0. Definitions"
    assert where['The "source '] == "1. Source Code"
    assert where["All rights g"] == "2. Basic Permissions"
    assert doc.text.startswith("GNU GENERAL PUBLIC LICENSE\nVersion 3, 29 June 2007\n")


def test_a_manual_page_has_sections_and_its_name_line_as_title() -> None:
    doc = TextParser().parse(MANUAL, name="tar.txt")
    assert doc.title == "tar - an archiving utility" and doc.source_type == "doc"
    sections = [b.section for b in doc.blocks if b.kind == "paragraph"]
    assert sections == ["Name", "Synopsis", "Description", "Options"]
    assert "TAR(1)" not in doc.text  # the running header is not content


def test_plain_prose_is_an_article_and_numbered_sentences_are_not_sections() -> None:
    doc = TextParser().parse(
        b"Practice notes for the week.\n\n1. Play the scale slowly, then speed up only when it is even.\n\n"
        b"Then record yourself and listen the next day.",
        name="notes.txt",
    )
    assert doc.source_type == "article" and doc.title is None
    assert all(b.section is None for b in doc.blocks)


def test_a_citation_of_plain_text_says_where_it_is() -> None:
    from footnote.shared.generation.evidence import location
    from tests.unit.generation.factories import make_hit

    plain = make_hit("a", "Plain words.", paragraph_index=11, page_number=None, chapter=None)
    assert location(plain) == "¶ 12"
    licence = make_hit("b", "Words.", page_number=None, chapter=None, section="0. Definitions")
    assert location(licence) == "0. Definitions"


def test_a_lone_heading_line_names_the_section_that_follows() -> None:
    doc = TextParser().parse(
        b"The Practice Licence\n\nPreamble\n\nThe licenses for most software are designed to take away "
        b"your freedom to share and change it, and this one is meant to guarantee it.\n\nThanks,\n\n"
        b"See you soon and keep practising.",
        name="x.txt",
    )
    sections = {doc.text[b.char_start : b.char_end][:8]: b.section for b in doc.blocks if b.kind == "paragraph"}
    assert sections["The lice"] == "Preamble"
    assert "Thanks," in sections  # a salutation is text, not a heading

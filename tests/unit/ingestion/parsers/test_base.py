from __future__ import annotations

import pytest

from footnote.shared.errors import CorruptFile, UnsupportedFormat
from footnote.shared.ingestion.parsers import Parser, decode_text, parser_for, register, registered_extensions
from footnote.shared.ingestion.parsers.base import DocumentBuilder
from footnote.shared.ingestion.types import ParsedDocument


class _OrgParser(Parser):
    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        b = DocumentBuilder()
        b.add("paragraph", data.decode())
        return b.build(title=name)


def test_third_party_parser_registers_like_builtins() -> None:
    parser = _OrgParser()
    register(parser, extensions=("org-test",))
    assert parser_for("notes/today.ORG-TEST") is parser
    assert ".org-test" in registered_extensions()


def test_registering_an_extension_twice_needs_replace() -> None:
    with pytest.raises(ValueError, match="replace=True"):
        register(_OrgParser(), extensions=(".md",))


def test_builtins_cover_the_advertised_formats() -> None:
    for ext in (".txt", ".md", ".html", ".pdf", ".vtt", ".srt", ".json", ".py", ".ts", ".go", ".rs", ".java"):
        assert ext in registered_extensions()


def test_unknown_extension_names_file_and_supported_types() -> None:
    with pytest.raises(UnsupportedFormat) as err:
        parser_for("photos/cat.png")
    assert "photos/cat.png" in str(err.value)
    assert ".png" in err.value.reason and ".pdf" in err.value.reason


def test_decode_text_accepts_bom_and_normalizes_newlines() -> None:
    assert decode_text("\ufeffa\r\nb\rc".encode(), name="x.txt") == "a\nb\nc"


def test_decode_text_rejects_latin1_with_offset() -> None:
    with pytest.raises(CorruptFile) as err:
        decode_text("abc caf\xe9".encode("latin-1"), name="menu.txt")
    assert "menu.txt" in str(err.value)
    assert "offset 7" in err.value.reason and "UTF-8" in err.value.reason


def test_decode_text_rejects_binary() -> None:
    with pytest.raises(UnsupportedFormat, match="binary"):
        decode_text(b"\x7fELF\x00\x00\x01", name="a.txt")


def test_builder_offsets_index_the_text() -> None:
    b = DocumentBuilder()
    b.add("heading", "  Title  ")
    b.add("paragraph", "Body text.")
    b.add("list", "item", sep="\n")
    assert b.add("paragraph", "   ") is None
    doc = b.build()
    assert [doc.block_text(x) for x in doc.blocks] == ["Title", "Body text.", "item"]
    assert doc.text == "Title\n\nBody text.\nitem"


def test_utf16_text_is_named_not_called_binary() -> None:
    with pytest.raises(CorruptFile) as err:
        decode_text("\ufeffhello".encode("utf-16-le").replace(b"\xff\xfe", b"\xff\xfe", 1), name="w.srt")
    assert "UTF-16" in err.value.reason and "UTF-8" in err.value.reason


def test_junk_without_nul_bytes_is_binary_but_latin1_is_not() -> None:
    junk = bytes((i * 37 + 11) % 256 for i in range(1, 400) if (i * 37 + 11) % 256)
    assert b"\x00" not in junk
    with pytest.raises(UnsupportedFormat, match="binary"):
        decode_text(junk, name="junk.txt")
    with pytest.raises(CorruptFile, match="not valid UTF-8"):
        decode_text(("Größe und Maß, déjà vu. " * 20).encode("latin-1"), name="l.txt")


def test_a_typed_table_of_contents_is_found_with_its_title_and_a_price_list_is_not():
    from footnote.shared.ingestion.parsers.base import contents_lines, is_bare_number

    doc = ["The Pedal", "Contents", "Page", "1. Introduction\t\t3", "2. Half pedalling\t\t7",
           "3. Legato . . . . . . 12", "Chopin asked for the pedal far more often than his scores show."]
    assert contents_lines(doc) == {1, 2, 3, 4, 5}
    prices = ["Lesson prices", "Half hour\t30", "One hour\t55", "Group\t20"]  # numbers go down: a table
    assert contents_lines(prices) == set()
    arabic = ["المحتويات", "\tأولاً\t-\tمقدمة\t\t٣", "\tثانياً\t-\tالأهداف\t\t٤", "\tثالثاً\t-\tحجج\t\t٤"]
    assert contents_lines(arabic) == {0, 1, 2, 3}
    assert is_bare_number("12") and is_bare_number("[5]") and is_bare_number("7.") and not is_bare_number("7 bars")

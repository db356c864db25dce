from __future__ import annotations

from footnote.shared.ingestion.parsers.markdown import MarkdownParser
from tests.unit.ingestion.conftest import parse_fixture


def test_front_matter_and_headings() -> None:
    doc = parse_fixture("guide.md")
    assert (doc.title, doc.author, doc.source_type) == ("Practice Log Setup", "Footnote Team", "doc")
    routine = next(b for b in doc.blocks if doc.block_text(b).startswith("Start with scales"))
    assert (routine.chapter, routine.section) == ("Practice Log Setup", "Daily Routine")
    appendix = next(b for b in doc.blocks if doc.block_text(b) == "Nothing else is needed.")
    assert (appendix.chapter, appendix.section) == ("Appendix", None)


def test_code_fence_is_one_block_even_with_blank_lines() -> None:
    doc = parse_fixture("guide.md")
    code = [b for b in doc.blocks if b.kind == "code"]
    assert len(code) == 1
    text = doc.block_text(code[0])
    assert text.startswith("```bash") and text.endswith("```")
    assert "pip install practice-log\n\n# blank lines" in text and "--version" in text


def test_table_is_one_block() -> None:
    doc = parse_fixture("guide.md")
    tables = [doc.block_text(b) for b in doc.blocks if b.kind == "table"]
    assert len(tables) == 1
    assert tables[0].count("\n") == 3 and "Repetitions per passage." in tables[0]


def test_h4_keeps_nearest_h2_h3_section_and_lists_are_items() -> None:
    doc = parse_fixture("guide.md")
    items = [b for b in doc.blocks if b.kind == "list"]
    assert [doc.block_text(b) for b in items] == [
        "Use `--slow` for half tempo.",
        "Use `--hands separate` to practise each hand. Continuation lines belong to the item.",
    ]
    assert all(b.section == "Options" for b in items)


def test_inline_markup_is_stripped_from_prose() -> None:
    doc = parse_fixture("guide.md")
    assert "keep a practice log." in doc.text and "**" not in doc.text
    assert "any text editor." in doc.text and "https://example.com" not in doc.text


def test_setext_headings_and_no_front_matter() -> None:
    doc = MarkdownParser().parse(b"Big Title\n=========\n\nIntro.\n\nPart\n----\n\nBody.\n", name="s.md")
    assert doc.title == "Big Title"
    body = doc.blocks[-1]
    assert (body.chapter, body.section) == ("Big Title", "Part")


def test_unclosed_fence_runs_to_end() -> None:
    doc = MarkdownParser().parse(b"Text.\n\n```\ncode\nmore", name="u.md")
    assert doc.block_text(doc.blocks[-1]) == "```\ncode\nmore"


def test_indented_code_block() -> None:
    md = b"Run this:\n\n    make test\n\n    make lint\n\nDone.\n"
    doc = MarkdownParser().parse(md, name="i.md")
    assert [(b.kind, doc.block_text(b)) for b in doc.blocks] == [
        ("paragraph", "Run this:"),
        ("code", "make test\n\nmake lint"),
        ("paragraph", "Done."),
    ]

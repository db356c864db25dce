from __future__ import annotations

import pytest

from footnote.shared.errors import CorruptFile
from footnote.shared.ingestion.parsers.html import HtmlParser
from tests.unit.ingestion.conftest import parse_fixture


def test_boilerplate_is_dropped() -> None:
    doc = parse_fixture("article.html")
    for junk in (
        "Subscribe",
        "Home",
        "All rights reserved",
        "analytics",
        "console.log",
        "font-family",
        "Ten exercises",
        "Related",
    ):
        assert junk not in doc.text


def test_title_author_and_sections() -> None:
    doc = parse_fixture("article.html")
    assert (doc.title, doc.author) == ("Pedaling in Debussy", "Marie Leclerc")
    para = next(b for b in doc.blocks if doc.block_text(b).startswith("A half pedal"))
    assert (para.chapter, para.section) == ("Pedaling in Debussy", "Half pedaling")
    assert "Clair de lune, bars 15\u201318." in doc.block_text(para)
    last = doc.blocks[-1]
    assert last.section == "Una corda"


def test_inline_tags_do_not_add_spaces_and_blocks_have_kinds() -> None:
    doc = parse_fixture("article.html")
    assert "his music depends on it." in doc.text
    kinds = [b.kind for b in doc.blocks]
    assert kinds.count("code") == 1 and kinds.count("table") == 1 and kinds.count("list") == 2
    table = next(b for b in doc.blocks if b.kind == "table")
    assert doc.block_text(table) == "Piece | Pedal\nReflets dans l'eau | Long, layered"


def test_page_without_main_uses_body_and_charset() -> None:
    html = (
        '<html><head><meta charset="iso-8859-1"><title>T</title></head>'
        "<body><div>Caf\xe9 text<p>Para.</p></div>"
        "<footer>foot</footer></body></html>"
    )
    doc = HtmlParser().parse(html.encode("latin-1"), name="p.html")
    assert "Café text" in doc.text and "Para." in doc.text and "foot" not in doc.text


def test_line_breaks_become_spaces_not_glue() -> None:
    doc = HtmlParser().parse(b"<main><p>first line<br>second line</p></main>", name="b.html")
    assert doc.text == "first line second line"


def test_article_header_is_kept_and_form_wrapped_pages_survive() -> None:
    html = (
        b"<html><body><form id='aspnetForm'><header>Site banner</header>"
        b"<article><header><h1>Real Title</h1></header><p>Body text.</p></article>"
        b"<input type='hidden' value='x'></form></body></html>"
    )
    doc = HtmlParser().parse(html, name="asp.html")
    assert doc.title == "Real Title"
    assert doc.text == "Real Title\n\nBody text."


def test_absurdly_nested_html_is_a_clear_error() -> None:
    html = b"<html><body>" + b"<div>" * 5000 + b"x" + b"</div>" * 5000 + b"</body></html>"
    with pytest.raises(CorruptFile, match="deep.html.*nested too deeply"):
        HtmlParser().parse(html, name="deep.html")

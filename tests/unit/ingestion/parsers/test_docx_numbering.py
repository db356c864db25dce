"""Word's automatic list numbers are computed as Word prints them."""

from __future__ import annotations

import io

from lxml import etree

from footnote.shared.ingestion.parsers.docx import DocxParser
from footnote.shared.ingestion.parsers.docx_numbering import Numbering

NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _numbering(levels: str, nums: str) -> Numbering:
    return Numbering(etree.fromstring(f'<w:numbering {NS}><w:abstractNum w:abstractNumId="7">{levels}'
                                      f'</w:abstractNum>{nums}</w:numbering>'.encode()))


def _lvl(ilvl: int, fmt: str, text: str, start: int = 1) -> str:
    return (f'<w:lvl w:ilvl="{ilvl}"><w:start w:val="{start}"/><w:numFmt w:val="{fmt}"/>'
            f'<w:lvlText w:val="{text}"/></w:lvl>')


def test_levels_count_in_order_and_deeper_levels_start_again() -> None:
    n = _numbering(_lvl(0, "decimal", "%1.") + _lvl(1, "lowerLetter", "%1.%2)") + _lvl(2, "lowerRoman", "(%3)"),
                   '<w:num w:numId="1"><w:abstractNumId w:val="7"/></w:num>')
    labels = [n.label("1", lvl) for lvl in (0, 1, 1, 2, 2, 0, 1, 0)]
    assert labels == ["1.", "1.a)", "1.b)", "(i)", "(ii)", "2.", "2.a)", "3."]


def test_instances_count_apart_and_a_start_override_restarts() -> None:
    n = _numbering(_lvl(0, "upperRoman", "%1.", start=4),
                   '<w:num w:numId="1"><w:abstractNumId w:val="7"/></w:num>'
                   '<w:num w:numId="2"><w:abstractNumId w:val="7"/>'
                   '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>')
    assert [n.label("1", 0), n.label("1", 0), n.label("2", 0), n.label("1", 0)] == ["IV.", "V.", "I.", "VI."]


def test_bullets_unknown_lists_and_no_numbering_give_no_label() -> None:
    n = _numbering(_lvl(0, "bullet", "\uf0b7") + _lvl(1, "decimal", "%2."),
                   '<w:num w:numId="1"><w:abstractNumId w:val="7"/></w:num>')
    assert [n.label("1", 0), n.label("9", 0), n.label("0", 0), n.label(None, 0), n.label("1", 5)] == [""] * 5
    assert Numbering(None).label("1", 0) == ""


def test_letters_go_on_past_z_as_word_does() -> None:
    n = _numbering(_lvl(0, "lowerLetter", "%1."), '<w:num w:numId="1"><w:abstractNumId w:val="7"/></w:num>')
    assert [n.label("1", 0) for _ in range(28)][-3:] == ["z.", "aa.", "bb."]


def test_a_word_procedure_keeps_its_step_numbers() -> None:
    import docx

    d = docx.Document()
    d.add_paragraph("To voice a chord:")
    for step in ("Sit at the height of the keys.", "Drop the arm weight into the key.", "Lift the wrist after."):
        d.add_paragraph(step, style="List Number")  # numbered by its style, as Word's own button does
    d.add_paragraph("A bullet has no number.", style="List Bullet")
    buf = io.BytesIO()
    d.save(buf)
    doc = DocxParser().parse(buf.getvalue(), name="steps.docx")
    lists = [doc.block_text(b) for b in doc.blocks if b.kind == "list"]
    assert lists == ["1. Sit at the height of the keys.", "2. Drop the arm weight into the key.",
                     "3. Lift the wrist after.", "A bullet has no number."]

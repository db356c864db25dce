from __future__ import annotations

from pathlib import Path

import pytest

from footnote.shared.errors import CorruptFile, IngestError
from footnote.shared.ingestion.parsers.pdf import PdfParser
from tests.fixtures.make_fixtures import AUTHOR, PAGES, TITLE
from tests.unit.ingestion.conftest import FIXTURES, parse_fixture


@pytest.fixture(scope="module")
def doc():
    return parse_fixture("sample.pdf")


def _block_containing(doc, needle: str):
    hits = [b for b in doc.blocks if needle in doc.block_text(b)]
    assert hits, f"{needle!r} not found"
    return hits[0]


def test_metadata_and_page_count(doc) -> None:
    assert (doc.title, doc.author, doc.page_count, doc.source_type) == (TITLE, AUTHOR, 6, "book")


def test_every_paragraph_is_on_its_true_page(doc) -> None:
    for page, (_c, _s, paragraphs) in enumerate(PAGES, start=1):
        for para in paragraphs:
            opening = " ".join(para.split()[:8])
            assert _block_containing(doc, opening).page_number == page


def test_chapters_and_sections_from_outline(doc) -> None:
    assert _block_containing(doc, "Practising hands separately").chapter == "Chapter 1. Slow Practice"
    assert _block_containing(doc, "Practising hands separately").section == "Hands Separately"
    b = _block_containing(doc, "Legato is the art")
    assert (b.chapter, b.section) == ("Chapter 2. Legato and Touch", None)
    assert _block_containing(doc, "sustaining pedal").section == "Pedaling"
    headings = [doc.block_text(b) for b in doc.blocks if b.kind == "heading"]
    assert headings[:2] == ["Chapter 1. Slow Practice", "Hands Separately"]


def test_hyphenation_rejoined_and_running_page_numbers_dropped(doc) -> None:
    assert "art of practice, and no shortcut" in doc.text
    assert "prac-" not in doc.text and "prac tice" not in doc.text
    assert not any(doc.block_text(b).strip().isdigit() for b in doc.blocks)


def test_ligatures_become_letters(doc) -> None:
    # the committed fixture draws U+FB01/U+FB02 glyphs (DejaVu Sans)
    assert "\ufb01" not in doc.text and "\ufb02" not in doc.text
    assert "The finger flows; fine control comes first." in doc.text


def test_paragraphs_never_span_pages_and_offsets_hold(doc) -> None:
    for b in doc.blocks:
        assert b.page_number is not None
        text = doc.block_text(b)
        assert text == text.strip() and text


def test_without_outline_headings_come_from_lines() -> None:
    doc = parse_fixture("no_outline.pdf")
    b = _block_containing(doc, "sustaining pedal")
    assert b.chapter == "Chapter 2. Legato and Touch"
    assert b.section == "Pedaling"
    assert _block_containing(doc, "Rubato means").chapter == "Chapter 3. Rubato"


def test_encrypted_pdf_is_corrupt_with_fix() -> None:
    with pytest.raises(CorruptFile) as err:
        PdfParser().parse((FIXTURES / "encrypted.pdf").read_bytes(), name="secret.pdf")
    assert str(err.value).startswith("secret.pdf: ")
    assert "encrypted" in err.value.reason and "password" in err.value.reason


def test_truncated_pdf_is_corrupt() -> None:
    with pytest.raises(CorruptFile) as err:
        PdfParser().parse((FIXTURES / "truncated.pdf").read_bytes(), name="cut.pdf")
    assert "cut.pdf" in str(err.value) and "truncated" in err.value.reason


def test_truncated_even_when_an_eof_marker_survives() -> None:
    data = (FIXTURES / "sample.pdf").read_bytes()
    damaged = data[: len(data) // 3] + b"\n%%EOF\n"
    with pytest.raises(CorruptFile, match="broken.pdf"):
        PdfParser().parse(damaged, name="broken.pdf")


def test_not_a_pdf() -> None:
    with pytest.raises(CorruptFile, match="no %PDF- header"):
        PdfParser().parse(b"<html>nope</html>\n%%EOF", name="fake.pdf")


def test_scanned_pdf_without_text(tmp_path: Path) -> None:
    from reportlab.pdfgen import canvas

    path = tmp_path / "scan.pdf"
    c = canvas.Canvas(str(path))
    c.rect(100, 100, 200, 200, fill=1)
    c.showPage()
    c.save()
    with pytest.raises(IngestError, match="OCR"):
        PdfParser().parse(path.read_bytes(), name="scan.pdf")


def test_several_headings_on_one_page_label_the_right_paragraphs() -> None:
    """Regression: the paragraph before a heading keeps the labels it was written under."""
    examples = FIXTURES.parents[1] / "examples" / "corpus" / "piano" / "pedagogy-notes.pdf"
    doc = PdfParser().parse(examples.read_bytes(), name="pedagogy-notes.pdf")
    intro = _block_containing(doc, "These notes collect the advice")
    assert (intro.chapter, intro.section) == ("Part 1. Sound and Touch", None)
    assert _block_containing(doc, "Finger legato depends on a quiet hand").section == "Legato"
    assert _block_containing(doc, "Tone on the piano is controlled").section == "Touch and Tone"
    assert _block_containing(doc, "Good timing is not the same").chapter == "Part 2. Time and Shape"
    pages = [b.page_number for b in doc.blocks]
    assert pages == sorted(pages) and pages[-1] == doc.page_count


def test_running_headers_and_footers_are_dropped(tmp_path: Path) -> None:
    from reportlab.pdfgen import canvas

    path = tmp_path / "running.pdf"
    c = canvas.Canvas(str(path))
    for page in range(1, 6):
        c.setFont("Helvetica", 9)
        c.drawString(72, 800, "THE PRACTICE ROOM \u2014 A HANDBOOK")
        c.drawString(72, 40, f"Page {page} of 5 \u00b7 Example Press")
        chapter = "Chapter 1: Scales" if page < 3 else "Chapter 2: Arpeggios"
        c.drawString(72, 785, f"{chapter} {page}")
        c.setFont("Helvetica", 11)
        c.drawString(72, 700, f"Body text of page {page} stands alone here.")
        c.showPage()
    c.save()
    doc = PdfParser().parse(path.read_bytes(), name="running.pdf")
    assert [doc.block_text(b) for b in doc.blocks] == [
        f"Body text of page {n} stands alone here." for n in range(1, 6)
    ]
    assert [b.page_number for b in doc.blocks] == [1, 2, 3, 4, 5]


def test_contents_and_index_entries_are_not_text_to_cite(tmp_path: Path) -> None:
    """A manual's table of contents (leader dots) and index (terms with page lists) are left
    out; a body sentence that happens to end in a number stays."""
    from reportlab.pdfgen import canvas

    path = tmp_path / "manual.pdf"
    c = canvas.Canvas(str(path))
    c.setFont("Helvetica", 11)
    y = 760
    c.drawString(72, 790, "Contents")
    for entry, page in (("1 Introduction", 2), ("2 Decoding DER data", 2), ("2.1 asn1_der_decoding", 3)):
        c.drawString(72, y, f"{entry} {'. ' * (40 - len(entry) // 2)}{page}")
        y -= 16
    c.showPage()
    c.drawString(72, 760, "To decode DER data, call asn1_der_decoding with the structure to fill.")
    c.drawString(72, 744, "The function was added in version 4, and in release 4.19 it gained flags, 17")
    c.showPage()
    c.drawString(72, 790, "Index")
    y = 760
    for line in ("A", "asn1_der_decoding, 3", "asn1_der_coding, 2, 4-6", "D", "DER, 2, 3", "decoding, 3"):
        c.drawString(72, y, line)
        y -= 16
    c.showPage()
    c.save()
    doc = PdfParser().parse(path.read_bytes(), name="manual.pdf")
    texts = [doc.block_text(b) for b in doc.blocks]
    assert not any(". . ." in t or "asn1_der_coding, 2" in t for t in texts), texts
    assert any(t.startswith("To decode DER data, call asn1_der_decoding") for t in texts)
    assert any(t.endswith("it gained flags, 17") for t in texts)  # a body line, not an index page
    assert doc.metadata["contents_lines_left_out"] == str(4 + 7)  # the two pages whole, titles included


def test_a_text_layer_of_symbols_is_refused_with_ocr_advice(tmp_path: Path) -> None:
    """What a font without a character map extracts as: symbols where the page shows words."""
    from reportlab.pdfgen import canvas

    from footnote.shared.errors import IngestError
    from footnote.shared.ingestion.parsers.pdf import garbled

    path = tmp_path / "garbled.pdf"
    c = canvas.Canvas(str(path))
    for i in range(12):
        c.drawString(72, 760 - 16 * i, "#$%& *+/ 0123 <=>? @[]^ {|}~ " * 2)
    c.showPage()
    c.save()
    with pytest.raises(IngestError, match=r"text layer is unreadable \(only \d+% of its characters are letters\).*OCR"):
        PdfParser().parse(path.read_bytes(), name="garbled.pdf")
    assert garbled("\ue001\ue002\ue003 " * 100).startswith("100% of its characters are private-use")
    assert garbled("Ελληνικά κείμενα και русский текст, 中文文本。" * 10) is None  # any script's letters
    assert garbled("too short: #$%") is None


def test_a_two_thousand_page_pdf_parses_page_by_page(tmp_path: Path) -> None:
    import time

    from reportlab.pdfgen import canvas

    path = tmp_path / "long.pdf"
    c = canvas.Canvas(str(path))
    for page in range(1, 2001):
        c.drawString(72, 700, f"Paragraph on page {page} about the pedal and the harmony.")
        c.showPage()
    c.save()
    started = time.perf_counter()
    doc = PdfParser().parse(path.read_bytes(), name="long.pdf")
    seconds = time.perf_counter() - started
    assert doc.page_count == 2000 and doc.blocks[-1].page_number == 2000
    assert doc.block_text(doc.blocks[-1]) == "Paragraph on page 2000 about the pedal and the harmony."
    print(f"2000 pages in {seconds:.1f} s ({2000 / seconds:.0f} pages/s)")

"""A long PDF read on two processes gives the document one process gives, page for page, and
a child that fails, hangs or answers garbage changes nothing but the time."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from footnote.shared.ingestion.parsers import pdf_pages
from footnote.shared.ingestion.parsers.pdf import PdfParser

PAGES = pdf_pages.SPLIT_MIN_PAGES + 13


@pytest.fixture(scope="module")
def long_pdf(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    from reportlab.pdfgen import canvas

    path = tmp_path_factory.mktemp("pages") / "long.pdf"
    c = canvas.Canvas(str(path))
    for page in range(1, PAGES + 1):
        c.setFont("Helvetica", 9)
        c.drawString(72, 800, "A HANDBOOK OF PRACTICE")  # a running head: needs every page to be seen
        c.setFont("Helvetica", 11)
        c.drawString(72, 700, f"Paragraph {page} says the pedal follows the harmony, not the beat.")
        c.drawString(72, 684, f"It goes on with a second line on page {page}.")
        if page % 9 == 0:
            c.setFont("Courier", 10)
            c.drawString(72, 600, f"pedal.lift(beat={page})")
            c.drawString(72, 588, "pedal.press()")
        c.showPage()
    c.save()
    return path.read_bytes()


def _shape(doc) -> list[tuple]:
    return [(doc.block_text(b), b.kind, b.page_number, b.boxes, b.chapter, b.section) for b in doc.blocks]


@pytest.fixture(scope="module")
def one_process(long_pdf: bytes):
    return PdfParser(workers=1).parse(long_pdf, name="long.pdf")


def test_two_processes_read_what_one_reads(long_pdf: bytes, one_process, monkeypatch) -> None:
    read_here: list[int] = []
    real = pdf_pages.read_range

    def counted(pdf, indexes):
        read_here.extend(indexes)
        return real(pdf, indexes)

    monkeypatch.setattr(pdf_pages, "read_range", counted)
    two = PdfParser(workers=2).parse(long_pdf, name="long.pdf")
    assert read_here == pdf_pages.share(PAGES)[0]  # the child read the rest
    assert two.text == one_process.text and _shape(two) == _shape(one_process)
    assert (two.page_count, two.page_sizes, two.metadata) == (one_process.page_count, one_process.page_sizes,
                                                             one_process.metadata)
    assert [b.page_number for b in two.blocks if b.kind == "paragraph"] == list(range(1, PAGES + 1))
    assert "HANDBOOK" not in two.text  # the running head was counted across both processes' pages


def test_the_pages_alternate_in_runs_and_cover_the_file() -> None:
    ours, theirs = pdf_pages.share(40)
    assert sorted(ours + theirs) == list(range(40)) and not set(ours) & set(theirs)
    assert ours[:9] == [0, 1, 2, 3, 4, 5, 6, 7, 16] and theirs[:2] == [8, 9]


def _child(code: str):
    def start(path: str, count: int) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE)
    return start


@pytest.mark.parametrize("code", [
    "import sys; sys.exit(3)",  # a child that fails
    "import sys; sys.stdout.buffer.write(b'not marshal data')",  # ...or answers garbage
    "import marshal, sys; sys.stdout.buffer.write(marshal.dumps([]))",  # ...or too few pages
])
def test_a_failed_child_is_made_good_here(long_pdf: bytes, one_process, monkeypatch, code: str) -> None:
    monkeypatch.setattr(pdf_pages, "_start", _child(code))
    assert _shape(PdfParser(workers=2).parse(long_pdf, name="long.pdf")) == _shape(one_process)


def test_a_hung_child_is_stopped_and_its_pages_read_here(long_pdf: bytes, one_process, monkeypatch) -> None:
    started: list[subprocess.Popen] = []

    def start(path: str, count: int) -> subprocess.Popen:
        started.append(subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"], stdout=subprocess.PIPE))
        return started[-1]

    monkeypatch.setattr(pdf_pages, "_start", start)
    monkeypatch.setattr(pdf_pages, "CHILD_TIMEOUT_S", 0.5)
    assert _shape(PdfParser(workers=2).parse(long_pdf, name="long.pdf")) == _shape(one_process)
    assert started[0].poll() is not None  # stopped, not left running


def test_the_temporary_copy_is_removed(long_pdf: bytes) -> None:
    before = set(Path(tempfile.gettempdir()).glob("footnote-*.pdf"))
    PdfParser(workers=2).parse(long_pdf, name="long.pdf")
    assert set(Path(tempfile.gettempdir()).glob("footnote-*.pdf")) == before


def test_pages_survive_the_trip_from_the_child(long_pdf: bytes) -> None:
    pdf = pdfium.PdfDocument(long_pdf)
    try:
        pages = pdf_pages.read_range(pdf, [0, 8, 9])
    finally:
        pdf.close()
    assert pdf_pages.decode(pdf_pages.encode(pages)) == pages and pages[1].lines[0].words


def test_a_short_file_is_read_in_this_process(monkeypatch) -> None:
    from tests.unit.ingestion.conftest import FIXTURES

    monkeypatch.setattr(pdf_pages, "_start", lambda *a: pytest.fail("no child for a short file"))
    assert PdfParser(workers=2).parse((FIXTURES / "sample.pdf").read_bytes(), name="sample.pdf").page_count == 6

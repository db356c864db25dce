"""A PDF's pages read into cleaned lines, on two cores for a long file.

Reading a page (PDFium's runs -> lines with word boxes, ``pdf_runs``) is nearly all of a
parse's time, and pages are read independently. A file of ``SPLIT_MIN_PAGES`` pages or more is
split in two: a child process (``main`` here, started with ``subprocess``, not
``multiprocessing``: a Celery prefork worker is a daemonic process, which may not start a
``multiprocessing`` child) reads every other run of pages while this process reads the rest, and
returns its pages on its standard output (``encode``). Where the child cannot run or fails, this
process reads those pages itself, so the result is the same either way (tested page for page).
The child is stopped on every way out, and the temporary copy of the file removed.

Per page, lines that are never text are dropped here: a bare page number as its first or last
line, and table-of-contents and index entries (``drop_contents_lines``).
"""

from __future__ import annotations

import marshal
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from typing import NamedTuple

import pypdfium2 as pdfium

from footnote.shared.ingestion.parsers.pdf_layout import Line, WordBox
from footnote.shared.ingestion.parsers.pdf_runs import page_lines

SPLIT_MIN_PAGES = 120  # below this a child's start (about 0.2 s) costs more than it saves
SHARE_PAGES = 8  # the pages go to the two processes in alternate runs of this many
CHILD_TIMEOUT_S = 600.0  # a child that has not answered by then is stopped and its half read here

PAGE_NUMBER = re.compile(r"^(?:page\s+)?[-\u2013\u2014\s]*(\d{1,4}|[ivxlcdm]{1,7})[-\u2013\u2014\s]*$", re.I)
_LEADER = re.compile(  # "Title . . . . 17", "a_long_name. . . 367, 40": four dots, or three spaced
    r"(?:(?:\s?\.){4,}|\.(?:\s\.){2,})\s*(?:\d{1,4}|[ivxlcdm]{1,7})(?:\s*,\s*\d{1,4})*\s*$", re.I)
_PAGE_LIST = re.compile(r",\s*\d{1,4}(?:\s*[-\u2013]\s*\d{1,4})?(?:\s*,\s*\d{1,4}(?:\s*[-\u2013]\s*\d{1,4})?)*$")
CONTENTS_SHARE = 0.5  # of a page's lines being entries that make it a contents or index page


class PageRead(NamedTuple):
    lines: list[Line]
    dropped: int  # contents and index lines left out
    width: float
    height: float


def drop_page_numbers(lines: list[Line]) -> list[Line]:
    while lines and PAGE_NUMBER.match(lines[-1].text):
        lines = lines[:-1]
    while lines and PAGE_NUMBER.match(lines[0].text):
        lines = lines[1:]
    return lines


def is_entry(text: str) -> bool:
    """A table-of-contents or index entry: a title run out to a page number by leader dots, or
    a term followed by its page list ("asn1_der_decoding, 17, 21-23")."""
    return bool(_LEADER.search(text) or _PAGE_LIST.search(text))


def drop_contents_lines(lines: list[Line]) -> tuple[list[Line], int]:
    """A page's lines less its contents and index entries, and how many were dropped. Lines run
    out with leader dots go wherever they are; a term with a page list only on a page where
    entries are the majority (a body sentence may end ", 17"), together with the page's one-word
    lines (an index's letter groups, a long term wrapped onto the next line)."""
    entries = [is_entry(ln.text) for ln in lines]
    listing = len(lines) >= 4 and sum(entries) >= CONTENTS_SHARE * len(lines)
    kept = [
        ln for ln, entry in zip(lines, entries, strict=True)
        if not (_LEADER.search(ln.text) or (listing and (entry or len(ln.text.split()) <= 1)))
    ]
    return kept, len(lines) - len(kept)


def read_range(pdf: pdfium.PdfDocument, indexes: Iterable[int]) -> list[PageRead]:
    """The pages at ``indexes`` (0-based), read and cleaned, in that order."""
    out = []
    for i in indexes:
        page = pdf[i]
        try:
            lines, dropped = drop_contents_lines(drop_page_numbers(page_lines(page)))
            out.append(PageRead(lines, dropped, float(page.get_width()), float(page.get_height())))
        finally:
            page.close()
    return out


def read_pages(pdf: pdfium.PdfDocument, data: bytes, *, workers: int = 2) -> list[PageRead]:
    """Every page of ``pdf`` (opened from ``data``), the second half read by a child process
    when the file is long and ``workers`` > 1."""
    count = len(pdf)
    if workers < 2 or count < SPLIT_MIN_PAGES:
        return read_range(pdf, range(count))
    ours, theirs = share(count)
    fd, path = tempfile.mkstemp(suffix=".pdf", prefix="footnote-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        proc = _start(path, count)
        try:
            mine = read_range(pdf, ours)
            other = _collect(proc, len(theirs)) if proc is not None else None
        finally:
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait()
    finally:
        os.unlink(path)
    if other is None:
        other = read_range(pdf, theirs)
    pages: dict[int, PageRead] = dict(zip(ours, mine, strict=True)) | dict(zip(theirs, other, strict=True))
    return [pages[i] for i in range(count)]


def share(count: int) -> tuple[list[int], list[int]]:
    """Page indexes for this process and for the child: alternate runs of ``SHARE_PAGES`` pages,
    so each gets as much of a book's dense reference part as of its light front matter."""
    ours = [i for i in range(count) if (i // SHARE_PAGES) % 2 == 0]
    theirs = [i for i in range(count) if (i // SHARE_PAGES) % 2 == 1]
    return ours, theirs


def _start(path: str, count: int) -> subprocess.Popen | None:
    try:
        code = f"import sys; from {__name__} import main; sys.exit(main(sys.argv[1:]))"
        return subprocess.Popen([sys.executable, "-c", code, path, str(count)],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    except OSError:
        return None


def _collect(proc: subprocess.Popen, expected: int) -> list[PageRead] | None:
    try:
        out, _ = proc.communicate(timeout=CHILD_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return None
    if proc.returncode != 0:
        return None  # read here instead: an unreadable page then raises here, with its message
    try:
        pages = decode(out)
    except Exception:  # noqa: BLE001 -- a broken answer: read those pages here
        return None
    return pages if len(pages) == expected else None


def encode(pages: list[PageRead]) -> bytes:
    """Pages as ``marshal`` bytes: plain tuples, faster both ways than pickling the objects, and
    loading them runs no code."""
    return marshal.dumps([
        (tuple((ln.text, ln.top, ln.bottom, ln.left, ln.size, ln.mono, ln.calls, ln.right,
                tuple(tuple(w) for w in ln.words)) for ln in page.lines), page.dropped, page.width, page.height)
        for page in pages
    ])


def decode(data: bytes) -> list[PageRead]:
    word = WordBox._make
    return [
        PageRead([Line(text, top, bottom, left, size, mono, calls, right, tuple(map(word, words)))
                  for text, top, bottom, left, size, mono, calls, right, words in lines], dropped, width, height)
        for lines, dropped, width, height in marshal.loads(data)
    ]


def main(argv: list[str]) -> int:
    path, count = argv[0], int(argv[1])
    pdf = pdfium.PdfDocument(path)
    try:
        pages = read_range(pdf, share(count)[1])
    finally:
        pdf.close()
    sys.stdout.buffer.write(encode(pages))
    return 0


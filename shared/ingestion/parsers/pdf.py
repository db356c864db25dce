"""Text-based PDF -> blocks with the exact page number of every paragraph.

Library choice -- measured with ``benchmarks/pdf_parsers.py`` (50-page generated PDF, plus the
``sample.pdf`` fixture for hyphenation and ligatures; CPython 3.11, 2 shared cores)::

    library               pages/s  page_ok   order  hyphen  ligature
    pypdf                   483.0     1.00   1.000   False     False
    pypdfium2              3218.6     1.00   1.000    True      True
    pdfminer.six            138.5     1.00   1.000   False     False
    footnote (pdf.py)       ~930      1.00   1.000    True      True   (geometry, headers...)

On real manuals (``benchmarks/document_fidelity.py``: 790, 36 and 25 pages from Debian doc
packages) the full parse runs at 262-386 pages/s since lines are built from PDFium's runs with
their fonts (``pdf_runs``, ``pdf_layout``); it was 519-830 pages/s reading the text stream
alone, which interleaved two-column pages and glued footnote calls to their words. A file of
120+ pages is read on two processes (``pdf_pages``): the 790-page manual at 290-320 pages/s
against 230-250 on one, the same blocks and boxes byte for byte.

Repeated runs on a loaded machine moved the absolute numbers but kept the ratios (pypdfium2
5-8x pypdf, 14-28x pdfminer.six). All three put every marker on its page and keep word order
on single-column text, so speed and the details decide: pypdfium2 marks end-of-line
hyphenation with U+FFFE, so "prac-/tice" rejoins to "practice" without guessing (the others
return "prac-" + "tice"), and it maps "fi"/"fl" ligature glyphs to letters. It also exposes
per-character boxes (used below to find paragraph breaks from vertical gaps and page margins)
and the outline with page indexes. => pypdfium2 (a declared dependency already).

Structure:
* lines come in reading order (``pdf_layout``): a two-column page column by column, a footnote
  call as a superscript ("pedal¹"); a page's footnotes (smaller lines at its foot that begin
  with a call made on it) become their own paragraphs after the page's text, in section
  "Footnote N"; two or more consecutive lines in a monospaced font are one ``code`` block, laid
  out with their indentation and never split by chunking; a table (rows of cells that line
  up, ``pdf_tables``) is one ``table`` block, "cell | cell" a row per line, kept whole too;
* every paragraph is a block carrying its 1-based ``page_number``; a paragraph never spans
  pages (a chunk that does gets ``page_number`` of its start and ``page_end`` of its end);
* page numbers ("12", "- 12 -", "Page 12") are dropped from a page's first/last line and from
  its top/bottom margin, and so are running headers/footers (the same margin line, digits
  aside, on 3+ pages and 10%+ of the pages);
* table-of-contents and index entries are left out: a line run out to its page number with
  leader dots anywhere, and on a page that is mostly such entries, terms with page lists
  ("asn1_der_decoding, 17") and its one-word lines (``contents_lines_left_out``);
* chapter/section come from the outline (level 0 = chapter, deeper = section; a lone root
  bookmark -- the book title -- is skipped); the switch happens at the line whose text matches
  the bookmark title, else at the top of the bookmark's page;
* without an outline, "Chapter N ..." lines set the chapter and short lines set in a larger
  font than the body set the section;
* encrypted (password-protected) or truncated files raise ``CorruptFile`` with the fix.
A PDF with no extractable text (a scan) raises ``IngestError``: OCR it first.
"""

from __future__ import annotations

import os
import re
import statistics
from collections import Counter

import pypdfium2 as pdfium

from footnote.shared.errors import CorruptFile, IngestError
from footnote.shared.ingestion.parsers.base import DocumentBuilder, Parser, normalize_text, note_mark, register
from footnote.shared.ingestion.parsers.pdf_layout import Line, code_text, locate_words, split_notes
from footnote.shared.ingestion.parsers.pdf_pages import PAGE_NUMBER, read_pages
from footnote.shared.ingestion.parsers.pdf_tables import find_tables, table_text
from footnote.shared.ingestion.parsers.text import chapter_heading
from footnote.shared.ingestion.types import ParsedDocument

_LIGATURES = str.maketrans(
    {
        "\ufb00": "ff",
        "\ufb01": "fi",
        "\ufb02": "fl",
        "\ufb03": "ffi",
        "\ufb04": "ffl",
        "\ufb05": "st",
        "\ufb06": "st",
    }
)
_SOFT_HYPHENS = ("\ufffe", "\u00ad", "\x02")


_Line = Line  # a page line with its geometry (``pdf_layout``)


def _norm_title(s: str) -> str:
    return re.sub(r"\W+", " ", s).strip().casefold()


def check_pdf_bytes(data: bytes, *, name: str) -> None:
    """Cheap structural checks before handing bytes to PDFium."""
    if not data[:1024].lstrip().startswith(b"%PDF-") and b"%PDF-" not in data[:1024]:
        raise CorruptFile(name, "not a PDF (no %PDF- header); check the file type")
    if b"%%EOF" not in data[-2048:]:
        raise CorruptFile(
            name,
            "truncated PDF (no %%EOF marker at the end); the download or upload was cut "
            "off -- get a complete copy and upload again",
        )


def _open(data: bytes, name: str) -> pdfium.PdfDocument:
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError as err:
        msg = str(err)
        if "password" in msg.lower():
            raise CorruptFile(
                name,
                "encrypted PDF (password-protected); remove the password (e.g. print to "
                "PDF or `qpdf --decrypt`) and upload again",
            ) from None
        raise CorruptFile(name, f"unreadable PDF ({msg}); re-export or repair the file") from None


GARBLE_MIN_CHARS = 200  # below this, too little text to judge


def garbled(text: str) -> str | None:
    """Why a PDF's extracted text is no text at all, or None. Fonts without a character map
    give private-use or control characters, or runs of symbols, where the page shows words;
    real text in any script is mostly letters."""
    import unicodedata

    step = max(1, len(text) // 50_000)  # a spread sample of a long document is as telling
    chars = [ch for ch in text[::step] if not ch.isspace()]
    if len(chars) < GARBLE_MIN_CHARS:
        return None
    cats = Counter(unicodedata.category(ch)[0] if ch != "\ufffd" else "X" for ch in chars)
    odd = sum(1 for ch in chars if unicodedata.category(ch) in ("Co", "Cc", "Cn") or ch == "\ufffd")
    letters = cats["L"] / len(chars)
    if odd / len(chars) > 0.1:
        return f"{odd / len(chars):.0%} of its characters are private-use or control codes"
    if letters < 0.4:
        return f"only {letters:.0%} of its characters are letters"
    return None


def _running_keys(line: _Line) -> tuple[str, ...]:
    """Keys under which a margin line may recur: its text with numbers masked and, when it
    carries a page number at either end, its first and last word ("Chapter # ... #")."""
    text = re.sub(r"\d+|\b[ivxlcdm]+\b", "#", line.text.strip().casefold())
    words = text.split()
    if len(words) >= 2 and "#" in (words[0], words[-1]):
        return text, f"{words[0]} ... {words[-1]}"
    return (text,)


def _in_margin(line: _Line, height: float) -> bool:
    return height > 0 and line.top > 0 and (line.bottom > 0.88 * height or line.top < 0.12 * height)


def _drop_running_lines(pages: list[list[_Line]], heights: list[float]) -> list[list[_Line]]:
    """Drop page numbers and running headers/footers: lines in the top or bottom 12% of the
    page that are a bare page number, or whose text (numbers aside) recurs in the margins of 3+
    pages and 10%+ of the pages; a margin line that starts or ends with a number also recurs
    by its first and last word, which catches per-chapter running heads ("Chapter 2: X 3").
    Content-stream order varies, so position, not first/last place, decides."""
    counts: Counter[str] = Counter()
    for page, height in zip(pages, heights, strict=True):
        counts.update({key for ln in page if _in_margin(ln, height) for key in _running_keys(ln)})
    threshold = max(3, len(pages) / 10) if len(pages) >= 4 else float("inf")
    out = []
    for page, height in zip(pages, heights, strict=True):
        out.append([
            ln for ln in page
            if not (
                _in_margin(ln, height)
                and len(ln.text) <= 120
                and (PAGE_NUMBER.match(ln.text) or any(counts[k] >= threshold for k in _running_keys(ln)))
            )
        ])
    return out


def _join(lines: list[str]) -> str:
    out = ""
    for line in lines:
        if not out:
            out = line
        elif out.endswith(_SOFT_HYPHENS):
            out = out[:-1] + line
        else:
            out = out + " " + line
    for mark in _SOFT_HYPHENS:
        out = out.replace(mark, "")
    return normalize_text(out.translate(_LIGATURES))


def _clean(word: str) -> str:
    """A word as PDFium reads it, spelled as ``_join`` writes it."""
    if word.isascii() and "\x02" not in word:
        return word
    for mark in _SOFT_HYPHENS:
        word = word.replace(mark, "")
    return normalize_text(word.translate(_LIGATURES))


def _outline(pdf: pdfium.PdfDocument) -> list[tuple[int, str, int]]:
    """(level, title, page_index) in document order; root-only title bookmark removed."""
    entries = []
    try:
        for bm in pdf.get_toc(max_depth=4):
            dest = bm.get_dest()
            index = dest.get_index() if dest is not None else None
            title = bm.get_title().strip()
            if index is not None and title:
                entries.append((bm.level, title, index))
    except Exception:  # noqa: BLE001 -- a broken outline must not block the text
        return []
    if sum(1 for e in entries if e[0] == 0) == 1 and any(e[0] == 1 for e in entries):
        entries = [(lvl - 1, t, i) for lvl, t, i in entries if lvl > 0]
    return entries


class PdfParser(Parser):
    """``workers``: processes reading a long file's pages (``pdf_pages``); default: up to 2
    of this machine's cores."""

    def __init__(self, workers: int | None = None) -> None:
        self._workers = workers if workers is not None else min(2, os.cpu_count() or 1)

    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        check_pdf_bytes(data, name=name)
        pdf = _open(data, name)
        try:
            meta = pdf.get_metadata_dict(skip_empty=True)
            outline = _outline(pdf)
            read = read_pages(pdf, data, workers=self._workers)
        except pdfium.PdfiumError as err:
            raise CorruptFile(name, f"unreadable PDF page ({err}); re-export or repair the file") from None
        finally:
            pdf.close()
        pages, heights = [r.lines for r in read], [r.height for r in read]
        sizes = [(round(r.width, 2), round(r.height, 2)) for r in read]
        listed = sum(r.dropped for r in read)
        pages = _drop_running_lines(pages, heights)
        if not any(pages):
            raise IngestError(name, "no extractable text (a scanned PDF?); run OCR on it and upload again")
        garbage = garbled(" ".join(ln.text for page in pages for ln in page))
        if garbage:
            raise IngestError(name, f"its text layer is unreadable ({garbage}): its fonts map no real characters; "
                                    "run OCR on it (for example ocrmypdf --force-ocr) and upload again")
        builder = _build(pages, outline, heights)
        return builder.build(
            title=(meta.get("Title") or "").strip() or None,
            author=(meta.get("Author") or "").strip() or None,
            source_type="book",
            page_count=len(pages),
            page_sizes=tuple(sizes),
            metadata={"contents_lines_left_out": str(listed)} if listed else {},
        )


def _build(pages: list[list[_Line]], outline: list[tuple[int, str, int]], page_heights: list[float]) -> DocumentBuilder:
    heights = [ln.height for page in pages for ln in page if ln.height > 0]
    body_height = statistics.median(heights) if heights else 0.0
    sizes = [ln.size for page in pages for ln in page if ln.size > 0]
    body_size = statistics.median(sizes) if sizes else 0.0
    b = DocumentBuilder()
    chapter: str | None = None
    section: str | None = None

    def apply(level: int, title: str) -> None:
        nonlocal chapter, section
        if level == 0:
            chapter, section = title, None
        else:
            section = title

    by_page: dict[int, list[tuple[int, str]]] = {}
    for lvl, t, p in outline:  # once, not the whole outline scanned on every page
        by_page.setdefault(p, []).append((lvl, t))
    for index, (lines, page_height) in enumerate(zip(pages, page_heights, strict=True)):
        number = index + 1
        lines, notes = split_notes(lines, page_height, body_size)
        here = by_page.get(index, [])
        on_page = {_norm_title(ln.text) for ln in lines} if here else set()
        for lvl, title in here:
            if _norm_title(title) not in on_page:
                apply(lvl, title)
        pending = {_norm_title(t): (lvl, t) for lvl, t in here}
        gaps = [a.bottom - b_.top for a, b_ in zip(lines, lines[1:], strict=False)]
        gaps = [g for g in gaps if g > -1]
        usual_gap = statistics.median(gaps) if gaps else 0.0
        widest = max((len(ln.text) for ln in lines), default=0)
        para: list[_Line] = []
        code: list[_Line] = []
        tables: dict[int, list | None] = {id(ln): t for t in find_tables(lines) for r in t for c in r for ln in c}

        def flush(para: list[_Line] = para, code: list[_Line] = code, number: int = number) -> None:
            if len(code) == 1:  # one line in a typewriter font (a table cell, a name): text, not a listing
                para.append(code.pop())
            if para:
                text = _join([ln.text for ln in para])
                b.add("paragraph", text, page_number=number, chapter=chapter, section=section,
                      boxes=locate_words(text, para, _clean))
                para.clear()
            if code:  # a listing stays whole, laid out as set
                text = normalize_text(code_text(code))
                b.add("code", text, page_number=number, chapter=chapter, section=section,
                      boxes=locate_words(text, code, _clean))
                code.clear()

        for k, line in enumerate(lines):
            if id(line) in tables:  # a table stays whole: one block, where its first line is read
                table = tables.pop(id(line))
                if table is not None:
                    flush()
                    text, order = table_text(table, _join)
                    b.add("table", text, page_number=number, chapter=chapter, section=section,
                          boxes=locate_words(text, order, _clean))
                    tables.update({id(ln): None for row in table for cell in row for ln in cell})
                continue
            if line.mono:
                code.append(line)
                continue
            if len(code) == 1:
                para.append(code.pop())
            elif code:
                flush()
            key = _norm_title(line.text) if pending else ""
            level: int | None = None
            if key in pending:
                level = pending.pop(key)[0]
            elif not outline:
                if len(line.text) <= 80 and chapter_heading(line.text):
                    level = 0
                elif _looks_like_heading(line, body_height, body_size):
                    level = 1
            if level is not None:
                flush()  # the paragraph before the heading keeps the old labels
                apply(level, line.text)
                text = _join([line.text])
                b.add("heading", text, page_number=number, chapter=chapter, section=section,
                      boxes=locate_words(text, [line], _clean))
                continue
            if para and k > 0:
                gap = lines[k - 1].bottom - line.top
                prev = lines[k - 1].text
                big_gap = usual_gap > 0 and gap > max(usual_gap * 1.6, usual_gap + 2)
                short_end = prev[-1:] in ".!?:\"'\u201d" and len(prev) < 0.7 * widest and not usual_gap
                if big_gap or short_end:
                    flush()
            para.append(line)
        flush()
        for call, text, note_lines in notes:  # its own unit, after the page's text, linked by its call mark
            text = _join([f"{note_mark(call)} {text}"])
            b.add("paragraph", text, page_number=number, chapter=chapter, section=f"Footnote {call}",
                  boxes=locate_words(text, note_lines, _clean))
    return b


def _looks_like_heading(line: _Line, body_height: float, body_size: float = 0.0) -> bool:
    text = line.text
    larger = line.size >= 1.12 * body_size if body_size > 0 and line.size > 0 else line.height >= 1.12 * body_height
    return (
        body_height > 0
        and larger
        and len(text.split()) <= 12
        and text[-1:] not in ".,;"
    )


register(PdfParser(), extensions=(".pdf",))

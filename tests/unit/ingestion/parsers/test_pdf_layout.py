"""PDF layout read as a reader reads it: two columns one after the other even when the file
writes them line by line across the page; a footnote call as a superscript and its note as
its own unit on its page; a code listing whole, with its indentation; a table's narrow name
column is not taken for a column of text."""

from __future__ import annotations

from pathlib import Path

from footnote.shared.ingestion.parsers.pdf import PdfParser
from footnote.shared.ingestion.parsers.pdf_layout import Run, code_text, lines_in_order

LEFT = [
    "The damper pedal lifts every damper at once,",
    "so each string rings on after the key is up;",
    "the harmony it holds must change with the bass,",
    "or the chords blur into one grey sound that",
    "no listener can follow for very long at all.",
]
RIGHT = [
    "Voicing asks the hand to weigh its fingers:",
    "the melody takes the weight of the arm, and",
    "the inner voices stay light and even below,",
    "so the tune sings over its accompaniment as",
    "a singer's line floats over an orchestra.",
]


def _two_columns(path: Path) -> None:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    _w, h = A4
    c = canvas.Canvas(str(path), pagesize=A4)
    c.setFont("Helvetica", 10)
    c.drawString(72, h - 60, "Notes on the Pedal and on Voicing, Two Columns Wide")
    y = h - 100
    for left, right in zip(LEFT, RIGHT, strict=True):  # the content stream runs across the page
        c.drawString(72, y, left)
        c.drawString(320, y, right)
        y -= 13
    c.drawString(72, y - 30, "A closing line set across the whole width of the page, below both columns.")
    c.showPage()
    c.save()


def test_two_columns_written_across_the_page_are_read_column_by_column(tmp_path: Path) -> None:
    path = tmp_path / "columns.pdf"
    _two_columns(path)
    doc = PdfParser().parse(path.read_bytes(), name="columns.pdf")
    text = doc.text
    left, right = " ".join(LEFT), " ".join(RIGHT)
    assert left in text and right in text  # each column whole, in its own order
    assert text.index("Notes on the Pedal") < text.index(left) < text.index(right) < text.index("A closing line")


def test_a_footnote_call_is_a_superscript_and_its_note_its_own_unit(tmp_path: Path) -> None:
    from reportlab.pdfgen import canvas

    path = tmp_path / "notes.pdf"
    c = canvas.Canvas(str(path))
    for page in (1, 2):
        c.setFont("Helvetica", 10)
        c.drawString(72, 700, f"Page {page} body: Chopin asked for a light pedal")
        width = c.stringWidth(f"Page {page} body: Chopin asked for a light pedal", "Helvetica", 10)
        c.setFont("Helvetica", 6)
        c.drawString(72 + width, 704, str(page))  # the call, small and raised
        c.setFont("Helvetica", 10)
        c.drawString(72 + width + 4, 700, " in the nocturnes, and for the fingers to do the rest.")
        c.drawString(72, 686, "Another body line follows the call.")
        c.setFont("Helvetica", 8)
        c.drawString(72, 60, f"{page} See the letters of 1841 for his own words on page {page}.")
        c.showPage()
    c.save()
    doc = PdfParser().parse(path.read_bytes(), name="notes.pdf")
    body = [b for b in doc.blocks if not (b.section or "").startswith("Footnote")]
    notes = [b for b in doc.blocks if (b.section or "").startswith("Footnote")]
    assert "Chopin asked for a light pedal\u00b9 in the nocturnes" in doc.block_text(body[0])
    assert "pedal1" not in doc.text and "1841 for his own words on page 1" not in doc.block_text(body[0])
    assert [(b.section, b.page_number, doc.block_text(b)) for b in notes] == [
        ("Footnote 1", 1, "\u00b9 See the letters of 1841 for his own words on page 1."),
        ("Footnote 2", 2, "\u00b2 See the letters of 1841 for his own words on page 2."),
    ]
    for b in doc.blocks:  # offsets still slice the stored text exactly
        assert doc.text[b.char_start:b.char_end] == doc.block_text(b)


def test_a_code_listing_stays_whole_with_its_indentation(tmp_path: Path) -> None:
    from reportlab.pdfgen import canvas

    path = tmp_path / "code.pdf"
    c = canvas.Canvas(str(path))
    c.setFont("Helvetica", 10)
    c.drawString(72, 700, "Call it like this, once per phrase:")
    c.setFont("Courier", 9)
    y = 684
    for line in ["def lift(pedal, after):", "    if after:", "        pedal.up()", "    return pedal"]:
        indent = len(line) - len(line.lstrip())
        c.drawString(90 + 0.6 * 9 * indent, y, line.lstrip())  # laid out by position (Courier: 0.6 em a glyph)
        y -= 11
    c.setFont("Helvetica", 10)
    c.drawString(72, y - 14, "Each line of it is code, and a reader copies it as it stands. Its name,")
    c.setFont("Courier", 9)
    c.drawString(72, y - 27, "lift(pedal, after)")  # one typewriter line inside a paragraph: text
    c.setFont("Helvetica", 10)
    c.drawString(72, y - 40, "is what a reader searches for.")
    c.showPage()
    c.save()
    doc = PdfParser().parse(path.read_bytes(), name="code.pdf")
    code = [b for b in doc.blocks if b.kind == "code"]
    assert [doc.block_text(b) for b in code] == [
        "def lift(pedal, after):\n    if after:\n        pedal.up()\n    return pedal"]
    assert doc.block_text(doc.blocks[0]) == "Call it like this, once per phrase:"
    assert "Its name, lift(pedal, after) is what a reader searches for." in doc.text


def _run(text: str, left: float, top: float, size: float = 10.0, mono: bool = False) -> Run:
    return Run(text, left, top - size, left + 5.0 * len(text), top, size, mono)


def test_a_table_with_a_narrow_name_column_keeps_the_stream_order() -> None:
    runs = []
    top = 700.0
    for name, description in [("ERR_ONE_FAILED", "The first operation failed; check the input and retry it."),
                              ("ERR_TWO_FAILED", "The second operation failed; the server may be down now."),
                              ("ERR_THREE_FAILED", "The third operation failed because the key was revoked."),
                              ("ERR_FOUR_FAILED", "The fourth operation failed; the file could not be read.")]:
        runs += [_run(name, 72, top), _run(description, 250, top)]
        top -= 14
    order = [ln.text for ln in lines_in_order(runs)]
    assert order == [r.text for r in runs]  # name, description, name, description: as written


def test_code_text_lays_lines_out_by_their_offsets() -> None:
    lines = lines_in_order([_run("if x:", 90, 700, 9, True), _run("y()", 90 + 0.6 * 9 * 4, 689, 9, True)])
    assert code_text(lines) == "if x:\n    y()"


def test_every_word_keeps_its_box_on_the_page_and_pdfium_reads_it_back(tmp_path: Path) -> None:
    import re

    import pypdfium2 as pdfium

    path = tmp_path / "columns.pdf"
    _two_columns(path)
    data = path.read_bytes()
    doc = PdfParser().parse(data, name="columns.pdf")
    textpage = pdfium.PdfDocument(data)[0].get_textpage()
    words = [w for b in doc.blocks for w in b.boxes]
    assert len(words) == len(re.findall(r"\S+", doc.text))  # every word of every block, none twice
    for start, end, x0, y0, x1, y1 in words:  # the box holds exactly its word (an independent read)
        assert textpage.get_text_bounded(x0 - 0.3, y0, x1 + 0.3, y1).strip() == doc.text[start:end]
    assert doc.page_sizes == ((595.28, 841.89),)


def test_words_are_found_in_the_block_as_joined_never_guessed() -> None:
    from footnote.shared.ingestion.parsers.pdf_layout import Line, WordBox, locate_words

    def line(top: float, *words: str) -> Line:
        return Line(" ".join(words), top, top - 10, words=tuple(
            WordBox(w, 10.0 * k, top - 10, 10.0 * k + 8, top) for k, w in enumerate(words)))

    lines = [line(700, "art", "of", "prac\ufffe"), line(688, "tice", "is", "\ufb01ne", "\u00b6")]
    text = "art of practice (this) is fine"  # "this" is no word of the lines; the pilcrow is not in the text

    def clean(w: str) -> str:
        return w.replace("\ufffe", "").replace("\ufb01", "fi")

    found = [(text[s:e], x0, y1) for s, e, x0, _y0, _x1, y1 in locate_words(text, lines, clean)]
    assert found == [("art", 0, 700), ("of", 10, 700), ("prac", 20, 700), ("tice", 0, 688),
                     ("is", 10, 688), ("fine", 20, 688)]
    assert [s for s, *_ in locate_words(text, lines, clean)][4] == text.index(" is ") + 1  # not inside "this"


def _table_page(path: Path) -> None:
    """A paragraph, a three-column table whose last column wraps in one row, and a paragraph."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    _w, h = A4
    c = canvas.Canvas(str(path), pagesize=A4)
    c.setFont("Helvetica", 10)
    c.drawString(72, h - 72, "The pedal markings in the nocturnes differ from edition to edition, as follows.")
    y = h - 110
    rows = [("Edition", "Year", "Pedal marks"), ("Paderewski", "1949", "as Chopin wrote them"),
            ("Mikuli", "1879", "added by the editor where"), (None, None, "the harmony changes"),
            ("Henle", "1980", "Chopin's own, from the autographs")]
    for first, second, third in rows:
        if first:
            c.drawString(72, y, first)
            c.drawRightString(260, y, second)
        c.drawString(300, y, third)
        y -= 13
    c.drawString(72, y - 30, "Compare the editions before you decide how long to hold the pedal.")
    c.showPage()
    c.save()


def test_a_table_is_one_block_of_rows_and_cells_kept_whole(tmp_path: Path) -> None:
    path = tmp_path / "table.pdf"
    _table_page(path)
    doc = PdfParser().parse(path.read_bytes(), name="table.pdf")
    blocks = [(b.kind, doc.block_text(b)) for b in doc.blocks]
    assert blocks == [
        ("paragraph", "The pedal markings in the nocturnes differ from edition to edition, as follows."),
        ("table", "Edition | Year | Pedal marks\nPaderewski | 1949 | as Chopin wrote them\n"
                  "Mikuli | 1879 | added by the editor where the harmony changes\n"
                  "Henle | 1980 | Chopin's own, from the autographs"),
        ("paragraph", "Compare the editions before you decide how long to hold the pedal."),
    ]
    table = doc.blocks[1]
    boxed = {doc.text[s:e] for s, e, *_ in table.boxes}
    assert {"Mikuli", "1879", "harmony", "autographs"} <= boxed  # every cell's words keep their boxes


def test_two_text_columns_are_not_taken_for_a_table(tmp_path: Path) -> None:
    path = tmp_path / "columns.pdf"
    _two_columns(path)
    doc = PdfParser().parse(path.read_bytes(), name="columns.pdf")
    assert all(b.kind != "table" for b in doc.blocks)


def _parse_page(path: Path, draw) -> object:
    """One A4 page in Helvetica 10, drawn by ``draw(canvas, page_height)``, parsed."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=A4)
    c.setFont("Helvetica", 10)
    draw(c, A4[1])
    c.showPage()
    c.save()
    return PdfParser().parse(path.read_bytes(), name=path.name)


def test_a_reference_table_whose_names_wrap_indented_reads_row_by_row(tmp_path: Path) -> None:
    """An error-code table as reference manuals set it (gnutls' Appendix C): a code and a name
    that wraps onto indented lines, beside a description that wraps too. Its two columns are not
    a two-column page (the name column is much narrower), and each wrapped line joins its row."""
    rows = [(("-80 ERR UNKNOWN PUBLIC KEY -", "ALGORITHM NAME"), ("An unknown public key algo-", "rithm was met.")),
            (("-81 ERR TOO MANY HANDSHAKE -", "PACKETS SEEN"), ("Too many handshake packets", "have been received.")),
            (("-84 ERR NO TEMPORARY RSA -", "PARAMETERS", "GIVEN"), ("No temporary RSA parameters", "were found.")),
            (("-86 ERR NO SUPPORTED ALGO -", "RITHMS FOUND"), ("No supported compression", "algorithms were found."))]

    def draw(c, h: float) -> None:
        y = h - 90
        for names, descriptions in rows:
            for k in range(max(len(names), len(descriptions))):
                if k < len(names):
                    c.drawString(72 if k == 0 else 110, y, names[k])
                if k < len(descriptions):
                    c.drawString(300, y, descriptions[k])
                y -= 12
            y -= 3

    doc = _parse_page(tmp_path / "codes.pdf", draw)
    (table,) = [doc.block_text(b) for b in doc.blocks if b.kind == "table"]
    assert table.splitlines() == [
        "-80 ERR UNKNOWN PUBLIC KEY - ALGORITHM NAME | An unknown public key algorithm was met.",
        "-81 ERR TOO MANY HANDSHAKE - PACKETS SEEN | Too many handshake packets have been received.",
        "-84 ERR NO TEMPORARY RSA - PARAMETERS GIVEN | No temporary RSA parameters were found.",
        "-86 ERR NO SUPPORTED ALGO - RITHMS FOUND | No supported compression algorithms were found.",
    ]


def _small_table(c, h: float, first_cells: tuple[str, str]) -> None:
    """A header row whose first cell wraps onto a lone line, then two rows (x: 72, 220, 300)."""
    lines = [(h - 90, [first_cells[0], "Year", "Pedal marks"]), (h - 102, [first_cells[1], None, None]),
             (h - 117, ["Paderewski", "1949", "as Chopin wrote them"]),
             (h - 130, ["Henle", "1980", "from the autographs"])]
    for y, cells in lines:
        for x, text in zip((72, 220, 300), cells, strict=True):
            if text:
                c.drawString(x, y, text)


def test_a_first_column_header_that_wraps_stays_one_row(tmp_path: Path) -> None:
    def draw(c, h: float) -> None:
        _small_table(c, h, ("Edition of the", "nocturnes"))
        c.drawString(72, h - 145, "A paragraph right below the table runs across all of its columns and is not a cell.")

    doc = _parse_page(tmp_path / "header.pdf", draw)
    blocks = [(b.kind, doc.block_text(b)) for b in doc.blocks]
    assert blocks[0] == ("table", "Edition of the nocturnes | Year | Pedal marks\n"
                                  "Paderewski | 1949 | as Chopin wrote them\nHenle | 1980 | from the autographs")
    assert blocks[1][0] == "paragraph" and blocks[1][1].startswith("A paragraph right below")


def test_an_indented_paragraph_a_paragraph_space_below_a_table_is_not_its_last_cell(tmp_path: Path) -> None:
    """libidn2's note after its mapping table: indented like a wrapped name, but set a
    paragraph's space below the last row, not at the line spacing."""
    def draw(c, h: float) -> None:
        _small_table(c, h, ("Edition of the", "nocturnes"))
        c.drawString(90, h - 158, "Note that the editions differ most in the")
        c.drawString(72, h - 171, "nocturnes, where the pedal marks are densest.")

    doc = _parse_page(tmp_path / "note.pdf", draw)
    (table,) = [doc.block_text(b) for b in doc.blocks if b.kind == "table"]
    assert table.endswith("Henle | 1980 | from the autographs") and "Note that" not in table
    assert any(doc.block_text(b).startswith("Note that the editions") for b in doc.blocks if b.kind == "paragraph")


def test_function_reference_entries_are_not_a_table(tmp_path: Path) -> None:
    """A reference manual's entries (libtasn1's): a signature with "[Function]" flush right, its
    documentation indented under it. Two such headings line up, but the lines between them are
    a function's text, not a cell wrapped."""
    def draw(c, h: float) -> None:
        y = h - 80
        for name in ("copy_node", "dup_node"):
            c.drawString(72, y, f"int asn1_{name} (asn1_node dst, const char * dst_name,")
            c.drawRightString(520, y, "[Function]")
            c.drawString(110, y - 13, "asn1_node const src, const char * src_name)")
            for k, text in enumerate(("dst: Destination node.", "dst name: Field name in the destination node.",
                                      "src: Source node.", "Returns ASN1_SUCCESS on success.")):
                c.drawString(95, y - 27 - 13 * k, text)
            y -= 100

    doc = _parse_page(tmp_path / "reference.pdf", draw)
    assert all(b.kind != "table" for b in doc.blocks), [(b.kind, doc.block_text(b)[:60]) for b in doc.blocks]
    assert "[Function] asn1_node const src" in doc.text  # the signature reads on, as before

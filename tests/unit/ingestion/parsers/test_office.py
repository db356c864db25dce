"""Word, OpenDocument, EPUB and PowerPoint files, made here by the libraries that write them:
structure kept, footnotes apart, exact spans, and bad files refused with the reason."""

from __future__ import annotations

import io
import zipfile

import pytest

from footnote.shared.errors import CorruptFile, UnsupportedFormat
from footnote.shared.ingestion.parsers import parser_for


def _parse(data: bytes, name: str):  # type: ignore[no-untyped-def]
    doc = parser_for(name).parse(data, name=name)
    assert all(doc.text[b.char_start:b.char_end].strip() == doc.text[b.char_start:b.char_end] for b in doc.blocks)
    return doc


def _docx() -> bytes:
    import docx

    d = docx.Document()
    d.core_properties.author = "Mia Lee"
    d.add_paragraph("The Pedal in Chopin", style="Title")
    d.add_heading("Introduction", 1)
    d.add_paragraph("Chopin asked for the damper pedal far more often than his scores show.")
    d.add_heading("Evidence", 1)
    p = d.add_paragraph("He changed the pedal with each harmony.")
    d.add_paragraph("first point", style="List Bullet")
    d.add_paragraph("second point", style="List Bullet")
    table = d.add_table(rows=2, cols=2)
    for (r, c), value in {(0, 0): "Piece", (0, 1): "Marks", (1, 0): "Op. 9 No. 2", (1, 1): "31"}.items():
        table.cell(r, c).text = value
    d.add_comment(p.runs, text="Which source says so?", author="Teacher")
    buf = io.BytesIO()
    d.save(buf)
    return buf.getvalue()


def test_a_word_essay_keeps_its_headings_lists_and_table_and_leaves_comments_out():
    doc = _parse(_docx(), "essay.docx")
    assert doc.title == "The Pedal in Chopin" and doc.author == "Mia Lee"
    kinds = [(b.kind, b.chapter, doc.block_text(b)) for b in doc.blocks]
    assert ("paragraph", "Evidence", "He changed the pedal with each harmony.") in kinds
    assert [k for k in kinds if k[0] == "list"] == [("list", "Evidence", "first point"),
                                                    ("list", "Evidence", "second point")]
    assert ("table", "Evidence", "Piece | Marks\nOp. 9 No. 2 | 31") in kinds
    assert "Which source" not in doc.text and doc.metadata["comments_left_out"] == "1"


def _zip(files: dict[str, str | bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for path, body in files.items():
            z.writestr(path, body)
    return buf.getvalue()


ODT = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"><office:body><office:text>'
    '<text:h text:outline-level="1">Introduction</text:h>'
    '<text:p>Chopin pedalled<text:s text:c="2"/>often.<text:note text:note-class="footnote">'
    "<text:note-citation>1</text:note-citation><text:note-body><text:p>Eigeldinger, p. 57.</text:p>"
    "</text:note-body></text:note> Pianists disagree.<office:annotation><text:p>A comment</text:p>"
    "</office:annotation></text:p>"
    '<text:h text:outline-level="2">Half pedalling</text:h>'
    "<text:list><text:list-item><text:p>Lift halfway</text:p></text:list-item>"
    "<text:list-item><text:p>Keep the bass</text:p></text:list-item></text:list>"
    "</office:text></office:body></office:document-content>"
)


def test_an_opendocument_text_keeps_sections_and_puts_footnotes_apart():
    doc = _parse(_zip({"mimetype": "application/vnd.oasis.opendocument.text", "content.xml": ODT}), "essay.odt")
    body = [doc.block_text(b) for b in doc.blocks]
    assert body[1] == "Chopin pedalled  often.¹ Pianists disagree."  # text:s c=2; the comment is not the text
    assert [(b.section, doc.block_text(b)) for b in doc.blocks if b.kind == "list"] == [
        ("Half pedalling", "Lift halfway"), ("Half pedalling", "Keep the bass")]
    assert (doc.blocks[-1].section, body[-1]) == ("Footnote 1", "¹ Eigeldinger, p. 57.")


def _epub(chapters: list[tuple[str, str]], *, drm: bool = False) -> bytes:
    items = "".join(f'<item id="c{i}" href="text/c{i}.xhtml" media-type="application/xhtml+xml"/>'
                    for i in range(len(chapters)))
    spine = "".join(f'<itemref idref="c{i}"/>' for i in range(len(chapters)))
    nav = "".join(f'<li><a href="text/c{i}.xhtml">{title}</a></li>' for i, (title, _) in enumerate(chapters))
    files: dict[str, str | bytes] = {
        "mimetype": "application/epub+zip",
        "META-INF/container.xml": '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:'
        'opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" '
        'media-type="application/oebps-package+xml"/></rootfiles></container>',
        "OEBPS/content.opf": '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">'
        '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Piano Mastery</dc:title>'
        '<dc:creator>Harriette Brower</dc:creator></metadata><manifest>'
        f'<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>{items}</manifest>'
        f"<spine>{spine}</spine></package>",
        "OEBPS/nav.xhtml": '<html xmlns:epub="http://www.idpf.org/2007/ops"><body><nav epub:type="toc"><ol>'
        f"{nav}</ol></nav></body></html>",
    }
    for i, (_, body) in enumerate(chapters):
        files[f"OEBPS/text/c{i}.xhtml"] = f'<html xmlns:epub="http://www.idpf.org/2007/ops"><body>{body}</body></html>'
    if drm:
        files["META-INF/encryption.xml"] = (
            '<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" '
            'xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:EncryptionMethod '
            'Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/><enc:CipherData><enc:CipherReference '
            'URI="OEBPS/text/c0.xhtml"/></enc:CipherData></enc:EncryptedData></encryption>')
    return _zip(files)


CHAPTERS = [
    ("Chapter I. Paderewski", '<section id="pg-header"><p>The Project Gutenberg eBook of Piano Mastery</p></section>'
     '<h2>On technique</h2><p>Relaxation is the first thing.<a href="#n1" epub:type="noteref">1</a></p>'
     '<aside id="n1" epub:type="footnote"><p>Said in 1915.<a href="#r1" role="doc-backlink">↩</a></p></aside>'),
    ("Chapter II. Hofmann", "<p>Play slowly at first.</p>"),
]


def test_an_epub_reads_in_spine_order_with_its_table_of_contents_as_chapters():
    doc = _parse(_epub(CHAPTERS), "mastery.epub")
    assert (doc.title, doc.author, doc.source_type) == ("Piano Mastery", "Harriette Brower", "book")
    blocks = [(b.chapter, b.section, doc.block_text(b)) for b in doc.blocks]
    assert blocks[0] == ("Chapter I. Paderewski", "On technique", "On technique")
    assert blocks[1] == ("Chapter I. Paderewski", "On technique", "Relaxation is the first thing.¹")
    assert blocks[2] == ("Chapter II. Hofmann", None, "Play slowly at first.")
    assert blocks[3] == ("Chapter I. Paderewski", "Footnote 1", "¹ Said in 1915.")
    assert "Project Gutenberg" not in doc.text


def test_a_powerpoint_slide_is_a_page_with_its_title_and_speaker_notes():
    from pptx import Presentation

    deck = Presentation()
    slide = deck.slides.add_slide(deck.slide_layouts[1])
    slide.shapes.title.text = "Half pedalling"
    slide.placeholders[1].text_frame.text = "Lift the pedal halfway"
    slide.notes_slide.notes_text_frame.text = "Demonstrate on bar 12."
    deck.slides.add_slide(deck.slide_layouts[6])  # a picture slide: no text
    buf = io.BytesIO()
    deck.save(buf)
    doc = _parse(buf.getvalue(), "pedal.pptx")
    assert [(b.page_number, b.section, doc.block_text(b)) for b in doc.blocks] == [
        (1, "Half pedalling", "Half pedalling"), (1, "Half pedalling", "Lift the pedal halfway"),
        (1, "Half pedalling (speaker notes)", "Demonstrate on bar 12.")]
    assert doc.metadata["slides_without_text"] == "2" and doc.source_type == "slides" and doc.page_count == 2


def test_a_line_typed_on_every_slide_is_a_running_line_left_out():
    from pptx import Presentation
    from pptx.util import Inches

    deck = Presentation()
    points = ["Lift the pedal halfway", "Keep the bass ringing", "Change on the beat", "Listen to the decay"]
    for n, point in enumerate(points, start=1):
        slide = deck.slides.add_slide(deck.slide_layouts[1])
        slide.shapes.title.text = f"Pedalling {n}"
        slide.placeholders[1].text_frame.text = point
        footer = slide.shapes.add_textbox(Inches(0.5), Inches(7), Inches(4), Inches(0.4))
        footer.text_frame.text = "Piano Studio - spring term"
    buf = io.BytesIO()
    deck.save(buf)
    doc = _parse(buf.getvalue(), "pedal.pptx")
    assert "Piano Studio" not in doc.text and doc.metadata["running_lines_left_out"] == "1"
    assert all(point in doc.text for point in points)


@pytest.mark.parametrize(
    ("name", "data", "error", "reason"),
    [
        ("essay.docx", _zip({"word/media/image1.png": b"\x89PNG"}), UnsupportedFormat, "not a Word document"),
        ("essay.docx", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600), UnsupportedFormat, "password-protected"),
        ("essay.docx", b"just text, renamed", CorruptFile, "not a Word document"),
        ("book.epub", _epub(CHAPTERS, drm=True), UnsupportedFormat, "DRM"),
        ("book.epub", _zip({"a.txt": "x"}), UnsupportedFormat, "not an EPUB"),
        ("deck.pptx", _zip({"ppt/media/x.png": b"x"}), UnsupportedFormat, "not a PowerPoint deck"),
        ("essay.odt", _zip({"mimetype": "application/vnd.oasis.opendocument.spreadsheet", "content.xml": "<a/>"}),
         UnsupportedFormat, "another kind"),
    ],
)
def test_a_file_that_is_not_what_it_says_is_refused_naming_why(name, data, error, reason):
    with pytest.raises(error, match=reason):
        parser_for(name).parse(data, name=name)


def test_a_deck_of_pictures_only_is_refused_saying_so():
    from pptx import Presentation

    deck = Presentation()
    deck.slides.add_slide(deck.slide_layouts[6])
    buf = io.BytesIO()
    deck.save(buf)
    with pytest.raises(UnsupportedFormat, match="no text on any of its 1 slides"):
        parser_for("d.pptx").parse(buf.getvalue(), name="d.pptx")

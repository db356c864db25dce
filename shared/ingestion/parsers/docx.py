"""Word documents (.docx) through python-docx: the body in reading order, headings as structure,
footnotes kept apart from the text they annotate, comments left out.

* Paragraphs and tables come in the order the body has them (``iter_inner_content``). A
  paragraph styled ``Title`` is the title; ``Heading 1`` sets ``chapter`` when the document has
  several of them, else ``section``; ``Heading 2``-``3`` set ``section``. A list
  paragraph is a ``list`` block, led by its automatic number as Word prints it ("3.", "2.1",
  "b)": ``docx_numbering``); a table one ``table`` block (cells joined by " | ").
* Footnotes (``word/footnotes.xml``) become blocks after the body, each in section
  "Footnote N", so a citation of one says so; the call in the text is a superscript ("¹"), as Word shows it.
* Content controls (``w:sdt``) are opened; the table of contents and index Word generates (a
  Table of Contents control, paragraphs styled "TOC N", "Index N", "Table of Figures", and a
  contents typed by hand: titles run out to page numbers by tabs or dots) are left out and
  counted (``contents_lines_left_out``); so is a paragraph that is only a number.
* Comments are a reviewer's, not the author's: not part of the text (their count is in the
  metadata). Tracked insertions are read as the text now stands; deletions are not.
* Library, measured (``benchmarks/format_libraries.py``, 7 real Word files, 1.5 MB, best of 3):
  python-docx with this walk 0.38 s and 97.7% of pandoc's words (the rest: contents lines left
  out on purpose, and, at the time, Word's automatic list numbers, now rendered); docx2python 3.14 s,
  98.4%; mammoth 2.02 s, 95.7%; pandoc 1.87 s. python-docx is 5-8x faster and gives the styles,
  numbering properties, footnote references and comments the structure is read from.
* A file that is not a Word document (a renamed zip, a password-protected file, which Word
  stores as an OLE container) is refused naming the reason.
"""

from __future__ import annotations

import io
import zipfile
from typing import Any

from footnote.shared.errors import CorruptFile, UnsupportedFormat
from footnote.shared.ingestion.parsers.base import (
    DocumentBuilder,
    Parser,
    contents_lines,
    is_bare_number,
    normalize_text,
    note_mark,
    register,
)
from footnote.shared.ingestion.parsers.docx_numbering import Numbering, paragraph_numbering, style_numbering
from footnote.shared.ingestion.types import ParsedDocument

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"  # a drawing written twice: Choice, Fallback
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # an encrypted .docx (or an old binary .doc)
FOOTNOTES_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes"


def open_docx(data: bytes, name: str) -> Any:
    if data.startswith(OLE_MAGIC):
        raise UnsupportedFormat(name, "password-protected or an old binary .doc; save it as .docx without a password")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            if "word/document.xml" not in z.namelist():
                raise UnsupportedFormat(name, "a zip without word/document.xml: not a Word document")
    except zipfile.BadZipFile:
        raise CorruptFile(name, "not a Word document (.docx is a zip; this is not one)") from None
    import docx

    try:
        return docx.Document(io.BytesIO(data))
    except Exception as err:  # noqa: BLE001 - python-docx raises KeyError/ValueError/lxml errors
        raise CorruptFile(name, f"cannot read it as a Word document ({type(err).__name__})") from None


def _style_names(document: Any) -> tuple[dict[str, str], str]:
    """The paragraph styles' names by id, and the default paragraph style's name: read once per
    document (python-docx's ``paragraph.style`` searches the styles part for every paragraph,
    1 ms each: most of the time a class of Word essays took to read)."""
    from docx.styles import BabelFish  # Word's internal names ("heading 1") as shown ("Heading 1")

    names: dict[str, str] = {}
    default = ""
    try:
        for style in document.styles.element.iter(f"{W}style"):
            if style.get(f"{W}type") not in (None, "paragraph"):
                continue
            name_el = style.find(f"{W}name")
            name = BabelFish.internal2ui((name_el.get(f"{W}val") if name_el is not None else "") or "")
            names[style.get(f"{W}styleId") or ""] = name
            if style.get(f"{W}default") in ("1", "true", "on"):
                default = name
    except (KeyError, AttributeError):  # no styles part: every paragraph is plain
        pass
    return names, default


def _style(paragraph: Any, names: tuple[dict[str, str], str]) -> str:
    by_id, default = names
    style_id = paragraph._p.style
    return by_id.get(style_id, default) if style_id else default


def _text(paragraph: Any, numbers: dict[str, int]) -> str:
    """The paragraph as it now stands: runs, tabs, breaks and footnote calls (superscripts,
    numbered as Word shows them: by order of reference); deleted text (tracked) left out. A text
    box anchored in it is read after it, a line per box paragraph, never glued to its words."""
    fallback = {e for fb in paragraph._p.iter(f"{MC}Fallback") for e in fb.iter()}  # the same text again
    boxes = [box for box in paragraph._p.iter(f"{W}txbxContent") if box not in fallback]
    inside = {e for box in boxes for e in box.iter()}
    own = _runs_text(paragraph._p, fallback | inside, numbers)
    box_lines = [_runs_text(p, fallback, numbers) for box in boxes for p in box.iter(f"{W}p")
                 if not any(a.tag == f"{W}p" and a in inside for a in p.iterancestors())]
    return normalize_text("\n".join(x for x in [own, *box_lines] if x.strip())).strip()


def _runs_text(root: Any, skip: set[Any], numbers: dict[str, int]) -> str:
    parts = []
    for el in root.iter():
        if skip and el in skip:
            continue
        tag = el.tag
        if tag == f"{W}t" and not any(a.tag == f"{W}del" for a in el.iterancestors()):
            parts.append(el.text or "")
        elif tag == f"{W}tab":
            parts.append("\t")
        elif tag in (f"{W}br", f"{W}cr"):
            parts.append("\n")
        elif tag == f"{W}footnoteReference":
            parts.append(note_mark(numbers.get(el.get(f"{W}id") or "", "?")))
    return "".join(parts)


def _footnotes(document: Any, numbers: dict[str, int]) -> list[tuple[int, str]]:
    """(number, text) of the footnotes the body refers to (not Word's separators), by number."""
    part = next((r.target_part for r in document.part.rels.values() if r.reltype == FOOTNOTES_REL), None)
    if part is None:
        return []
    from lxml import etree

    root = etree.fromstring(part.blob)
    out = []
    for note in root.iter(f"{W}footnote"):
        if note.get(f"{W}type") in ("separator", "continuationSeparator", "continuationNotice"):
            continue
        text = " ".join("".join(t.text or "" for t in p.iter(f"{W}t")) for p in note.iter(f"{W}p"))
        text = normalize_text(text).strip()
        if text and note.get(f"{W}id") in numbers:
            out.append((numbers[note.get(f"{W}id")], text))
    return sorted(out)


GENERATED = ("toc ", "toc heading", "index ", "index heading", "table of figures", "table of authorities")
GENERATED_PARTS = ("Table of Contents", "Bibliographies")  # content controls Word fills in itself


def _body_items(document: Any) -> tuple[list[Any], int]:
    """The body's paragraphs and tables in order, content controls (``w:sdt``) opened, except
    the table of contents and bibliography Word generates; and how many of those were left out."""
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    items: list[Any] = []
    generated = 0

    def visit(parent: Any) -> None:
        nonlocal generated
        for el in parent:
            if el.tag == f"{W}p":
                items.append(Paragraph(el, document._body))  # noqa: SLF001
            elif el.tag == f"{W}tbl":
                items.append(Table(el, document._body))  # noqa: SLF001
            elif el.tag == f"{W}sdt":
                gallery = el.find(f"{W}sdtPr/{W}docPartObj/{W}docPartGallery")
                if gallery is not None and gallery.get(f"{W}val") in GENERATED_PARTS:
                    generated += 1
                    continue
                content = el.find(f"{W}sdtContent")
                if content is not None:
                    visit(content)

    visit(document.element.body)
    return items, generated


class DocxParser(Parser):
    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        document = open_docx(data, name)
        items, generated = _body_items(document)
        refs = [el.get(f"{W}id") for el in document.element.body.iter(f"{W}footnoteReference")]
        numbers = {ref: n for n, ref in enumerate(dict.fromkeys(refs), start=1)}
        names = _style_names(document)
        styles = [_style(i, names) if hasattr(i, "runs") else "" for i in items]
        top_level = sum(1 for s in styles if s == "Heading 1")
        chapters = top_level >= 2  # several top-level headings: chapters, their subheadings sections
        b = DocumentBuilder()
        title = normalize_text(document.core_properties.title or "").strip() or None
        chapter = section = None
        texts = [_text(i, numbers) if hasattr(i, "runs") else "" for i in items]
        labels = _list_labels(document, items)
        typed_contents = contents_lines(texts)
        for index, (item, style) in enumerate(zip(items, styles, strict=True)):
            if not hasattr(item, "runs"):  # a table
                rows = [" | ".join(normalize_text(c.text).strip() for c in row.cells) for row in item.rows]
                b.add("table", "\n".join(r for r in rows if r.strip(" |")), chapter=chapter, section=section)
                continue
            text = texts[index]
            if not text:
                continue
            if is_bare_number(text):  # a page number typed in the body
                continue
            if style.lower().startswith(GENERATED) or index in typed_contents:  # contents, index: page numbers
                generated += 1
                continue
            if labels[index]:  # Word's automatic number, as it prints it
                text = f"{labels[index]} {text}"
            if style == "Title":
                title = title or text
                b.add("heading", text, chapter=chapter, section=section)
            elif style.startswith("Heading"):
                level = int(style.split()[-1]) if style.split()[-1].isdigit() else 1
                if level == 1 and chapters:
                    chapter, section = text, None
                elif level <= 3:
                    section = text
                b.add("heading", text, chapter=chapter, section=section)
            elif style.startswith("List") or item._p.pPr is not None and item._p.pPr.numPr is not None:
                prev = b.last
                b.add("list", text, sep="\n" if prev is not None and prev.kind == "list" else "\n\n",
                      chapter=chapter, section=section)
            else:
                b.add("paragraph", text, chapter=chapter, section=section)
        for number, text in _footnotes(document, numbers):
            b.add("paragraph", f"{note_mark(number)} {text}", chapter=None, section=f"Footnote {number}")
        if not b.blocks:
            raise UnsupportedFormat(name, "no text in the Word document (only pictures?); nothing to ingest")
        comments = _comment_count(document)
        metadata = {"comments_left_out": str(comments)} if comments else {}
        if generated:
            metadata["contents_lines_left_out"] = str(generated)
        return b.build(title=title, author=normalize_text(document.core_properties.author or "").strip() or None,
                       source_type="article", metadata=metadata)


def _list_labels(document: Any, items: list[Any]) -> list[str]:
    """Each body item's automatic list number ("" for none, a bullet, or a table), counted in
    document order (``docx_numbering``)."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT

    parts = {r.reltype: r.target_part for r in document.part.rels.values() if not r.is_external}
    numbering_part, styles_part = parts.get(RT.NUMBERING), parts.get(RT.STYLES)
    if numbering_part is None:
        return [""] * len(items)
    numbering = Numbering(numbering_part.element, style_numbering(getattr(styles_part, "element", None)))
    labels = []
    for item in items:
        if not hasattr(item, "runs"):
            labels.append("")
            continue
        num_id, level = paragraph_numbering(item._p)
        ppr = item._p.pPr
        style_id = ppr.pStyle.val if ppr is not None and ppr.pStyle is not None else ""
        labels.append(numbering.label(num_id, level, style_id))
    return labels


def _comment_count(document: Any) -> int:
    """Reviewers' comments in the file (read without creating a comments part)."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT

    part = next((r.target_part for r in document.part.rels.values() if r.reltype == RT.COMMENTS), None)
    if part is None:
        return 0
    from lxml import etree

    return sum(1 for _ in etree.fromstring(part.blob).iter(f"{W}comment"))


register(DocxParser(), extensions=(".docx",))

"""OpenDocument text (.odt, LibreOffice and Google Docs exports): ``content.xml`` read with lxml
in document order, the same shape as a Word document (``parsers.docx``).

* ``text:h`` are headings (outline level 1 sets ``chapter`` when there are several of them,
  else ``section``; levels 2-3 set ``section``); ``text:p`` paragraphs; list items
  ``list`` blocks; a table one ``table`` block (cells joined by " | "); sections are walked.
* Footnotes and endnotes (``text:note``) leave their call (a superscript, "¹") in the text and become blocks
  after the body in section "Footnote N". Annotations (comments) are left out, and so are the
  table of contents and the indexes the word processor generates (``indexes_left_out``).
* The title is ``dc:title`` from ``meta.xml``, else a paragraph styled Title, else the first heading.
"""

from __future__ import annotations

import io
import zipfile
from typing import Any

from footnote.shared.errors import CorruptFile, UnsupportedFormat
from footnote.shared.ingestion.parsers.base import DocumentBuilder, Parser, normalize_text, note_mark, register
from footnote.shared.ingestion.types import ParsedDocument

TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
DC = "{http://purl.org/dc/elements/1.1/}"
MIMETYPE = b"application/vnd.oasis.opendocument.text"


def _read(data: bytes, name: str) -> tuple[Any, Any | None]:
    from lxml import etree

    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            names = set(z.namelist())
            if "content.xml" not in names:
                raise UnsupportedFormat(name, "a zip without content.xml: not an OpenDocument text")
            if "META-INF/manifest.xml" in names and b"encryption-data" in z.read("META-INF/manifest.xml"):
                raise UnsupportedFormat(name, "password-protected; save it without a password")
            if "mimetype" in names and not z.read("mimetype").startswith(MIMETYPE):
                raise UnsupportedFormat(name, f"an OpenDocument of another kind ({z.read('mimetype')[:60].decode()})")
            content = etree.fromstring(z.read("content.xml"))
            meta = etree.fromstring(z.read("meta.xml")) if "meta.xml" in names else None
    except zipfile.BadZipFile:
        raise CorruptFile(name, "not an OpenDocument file (.odt is a zip; this is not one)") from None
    except etree.XMLSyntaxError as err:
        raise CorruptFile(name, f"its content.xml is not well-formed XML ({err.msg})") from None
    return content, meta


# tables of contents and indexes the word processor generates: page numbers, not text to cite
GENERATED_INDEXES = frozenset(f"{TEXT}{name}" for name in (
    "table-of-content", "alphabetical-index", "illustration-index", "table-index", "object-index", "user-index",
    "bibliography"))


class _Reader:
    def __init__(self) -> None:
        self.indexes_left_out = 0
        self.b = DocumentBuilder()
        self.notes: list[tuple[str, str]] = []
        self.chapter: str | None = None
        self.section: str | None = None
        self.chapters = False
        self.title: str | None = None

    def inline(self, el: Any) -> str:
        """An element's text as it reads: spans, spaces, tabs, breaks; notes as their call (a superscript)."""
        parts = [el.text or ""]
        for child in el:
            tag = child.tag
            if tag == f"{TEXT}s":
                parts.append(" " * int(child.get(f"{TEXT}c", "1")))
            elif tag == f"{TEXT}tab":
                parts.append("\t")
            elif tag == f"{TEXT}line-break":
                parts.append("\n")
            elif tag == f"{TEXT}note":
                call = "".join(child.find(f"{TEXT}note-citation").itertext()).strip() or str(len(self.notes) + 1)
                body = child.find(f"{TEXT}note-body")
                text = " ".join(self.inline(p) for p in body.iter(f"{TEXT}p")) if body is not None else ""
                self.notes.append((call, normalize_text(text).strip()))
                parts.append(note_mark(call))
            elif tag == f"{OFFICE}annotation" or tag == f"{OFFICE}annotation-end":
                pass  # a reviewer's comment, not the text
            else:
                parts.append(self.inline(child))
            parts.append(child.tail or "")
        return "".join(parts)

    def add(self, kind: str, text: str, sep: str = "\n\n") -> None:
        self.b.add(kind, normalize_text(text).strip(), sep=sep, chapter=self.chapter,  # type: ignore[arg-type]
                   section=self.section)

    def walk(self, node: Any) -> None:
        for el in node:
            tag = el.tag
            if tag in GENERATED_INDEXES:
                self.indexes_left_out += 1
            elif tag == f"{TEXT}h":
                text = normalize_text(self.inline(el)).strip()
                level = int(el.get(f"{TEXT}outline-level", "1"))
                if level == 1 and self.chapters:
                    self.chapter, self.section = text, None
                elif level <= 3:
                    self.section = text
                self.add("heading", text)
            elif tag == f"{TEXT}p":
                text = self.inline(el)
                if (el.get(f"{TEXT}style-name") or "").lower() == "title" and not self.title:
                    self.title = normalize_text(text).strip() or None
                    self.add("heading", text)
                else:
                    self.add("paragraph", text)
            elif tag == f"{TEXT}list":
                for p in el.iter(f"{TEXT}p", f"{TEXT}h"):
                    prev = self.b.last
                    self.add("list", self.inline(p), sep="\n" if prev is not None and prev.kind == "list" else "\n\n")
            elif tag == f"{TABLE}table":
                rows = []
                for row in el.iter(f"{TABLE}table-row"):
                    cells = [normalize_text(" ".join(self.inline(p) for p in c.iter(f"{TEXT}p"))).strip()
                             for c in row.iter(f"{TABLE}table-cell")]
                    if any(cells):
                        rows.append(" | ".join(cells))
                self.add("table", "\n".join(rows))
            elif tag in (f"{TEXT}section", f"{OFFICE}text", f"{TEXT}soft-page-break") or len(el):
                self.walk(el)


class OdtParser(Parser):
    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        content, meta = _read(data, name)
        body = content.find(f"{OFFICE}body/{OFFICE}text")
        if body is None:
            raise UnsupportedFormat(name, "no text body in the OpenDocument (a spreadsheet or drawing?)")
        reader = _Reader()
        top = [h for h in body.iter(f"{TEXT}h") if h.get(f"{TEXT}outline-level", "1") == "1"]
        reader.chapters = len(top) >= 2
        reader.walk(body)
        for call, text in reader.notes:
            if text:
                reader.b.add("paragraph", f"{note_mark(call)} {text}", chapter=None, section=f"Footnote {call}")
        if not reader.b.blocks:
            raise UnsupportedFormat(name, "no text in the document (only pictures?); nothing to ingest")
        title = author = None
        if meta is not None:
            title = normalize_text("".join(meta.find(f".//{DC}title").itertext())).strip() \
                if meta.find(f".//{DC}title") is not None else None
            creator = meta.find(f".//{DC}creator")
            author = normalize_text("".join(creator.itertext())).strip() if creator is not None else None
        first = next((b for b in reader.b.blocks if b.kind == "heading"), None)
        title = title or reader.title or (reader.b.build().block_text(first) if first is not None else None)
        metadata = {"indexes_left_out": str(reader.indexes_left_out)} if reader.indexes_left_out else {}
        return reader.b.build(title=title or None, author=author or None, source_type="article", metadata=metadata)


register(OdtParser(), extensions=(".odt",))

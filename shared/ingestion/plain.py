"""A document's own words as plain paragraphs: what a student hands in (a Word, OpenDocument, RTF,
PDF, Markdown or text file) read by the registered parser and given back as text with blank
lines between paragraphs, so an essay job can point at "your second paragraph". Footnotes are
left out (their calls stay); headings stay lines of their own. Pure: bytes in, text out."""

from __future__ import annotations

from footnote.shared.errors import UnsupportedFormat

ESSAY_EXTENSIONS = (".docx", ".odt", ".rtf", ".pdf", ".md", ".markdown", ".txt", ".html", ".htm")


def document_text(data: bytes, *, name: str) -> str:
    """The text of ``data`` (named ``name``), paragraphs separated by blank lines."""
    from footnote.shared.ingestion.parsers import extension_of, find_parser

    ext = extension_of(name)
    parser = find_parser(name) if ext in ESSAY_EXTENSIONS else None
    if parser is None:
        raise UnsupportedFormat(name, f"an essay is read from {', '.join(ESSAY_EXTENSIONS)} "
                                      f"files; {ext or 'no extension'} is not one of them")
    doc = parser.parse(data, name=name)
    paragraphs = [doc.block_text(b) for b in doc.blocks if not (b.section or "").startswith("Footnote ")]
    text = "\n\n".join(p.strip() for p in paragraphs if p.strip())
    if not text:
        raise UnsupportedFormat(name, "no text in the file; nothing to give feedback on")
    return text

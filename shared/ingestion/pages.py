"""A PDF source's pages: the box of every word, and the original file (the reader shows its pages).

Pure core: ``page_rows`` groups a parsed document's word boxes by page, packed by
``page_boxes.encode``; ``render_page`` draws a page of a PDF as a picture. Rim: ``write_pages``
stores the boxes and the original with the source; ``load_file`` and ``has_file`` read the
original back. Retrieval reads the boxes (``footnote.shared.retrieval.page_boxes``).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.ingestion.types import ParsedDocument
from footnote.shared.retrieval.page_boxes import encode

PDF_MEDIA_TYPE = "application/pdf"


@dataclass(frozen=True)
class PageRow:
    page: int  # 1-based
    width: float
    height: float
    char_start: int  # first and last word's offsets on this page
    char_end: int
    boxes: bytes


def page_rows(doc: ParsedDocument) -> list[PageRow]:
    """One row per page that has boxed words, in page order."""
    by_page: dict[int, list[tuple[int, int, float, float, float, float]]] = {}
    for block in doc.blocks:
        if block.boxes and block.page_number is not None:
            by_page.setdefault(block.page_number, []).extend(block.boxes)
    rows = []
    for page in sorted(by_page):
        words = sorted(by_page[page])
        width, height = doc.page_sizes[page - 1] if page - 1 < len(doc.page_sizes) else (0.0, 0.0)
        rows.append(PageRow(page, width, height, words[0][0], max(w[1] for w in words), encode(words)))
    return rows


def write_pages(
    *, session: Session, tenant_id: str, source_id: str, doc: ParsedDocument, original: bytes | None
) -> int:
    """Store the document's word boxes by page and, for a PDF, its original bytes; the number
    of pages written."""
    rows = page_rows(doc)
    if rows:
        session.execute(
            text(
                """
                INSERT INTO source_pages (source_id, page, tenant_id, width, height, char_start, char_end, boxes)
                VALUES (:source_id, :page, :tenant_id, :width, :height, :char_start, :char_end, :boxes)
                """
            ),
            [
                {"source_id": source_id, "tenant_id": tenant_id, "page": r.page, "width": r.width,
                 "height": r.height, "char_start": r.char_start, "char_end": r.char_end, "boxes": r.boxes}
                for r in rows
            ],
        )
    if original is not None and doc.page_sizes:
        session.execute(
            text("INSERT INTO source_files (source_id, tenant_id, media_type, data) VALUES (:s, :t, :m, :d)"),
            {"s": source_id, "t": tenant_id, "m": PDF_MEDIA_TYPE, "d": original},
        )
    return len(rows)


def load_file(*, session: Session, tenant_id: str, source_id: str) -> tuple[str, bytes] | None:
    """The source's original file as (media type, bytes), or None (not stored, or not this tenant's)."""
    row = session.execute(
        text("SELECT media_type, data FROM source_files WHERE source_id = :s AND tenant_id = :t"),
        {"s": source_id, "t": tenant_id},
    ).first()
    return (row.media_type, bytes(row.data)) if row else None


def has_file(*, session: Session, tenant_id: str, source_id: str) -> bool:
    return session.execute(
        text("SELECT 1 FROM source_files WHERE source_id = :s AND tenant_id = :t"), {"s": source_id, "t": tenant_id}
    ).first() is not None


MAX_PIXELS = 4096  # a page's longer side, whatever its size in points


def render_page(pdf: bytes, page: int, *, scale: float) -> bytes | None:
    """Page ``page`` (1-based) of ``pdf`` as a PNG, or None when there is no such page."""
    import io

    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    try:
        if not 1 <= page <= len(doc):
            return None
        p = doc[page - 1]
        longest = max(p.get_width(), p.get_height(), 1.0)
        image = p.render(scale=min(scale, MAX_PIXELS / longest)).to_pil()
        p.close()
        out = io.BytesIO()
        image.save(out, format="PNG", optimize=False)
        return out.getvalue()
    finally:
        doc.close()


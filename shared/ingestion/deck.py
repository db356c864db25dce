"""A lecture's slide PDF as the text of each page (I/O rim, pypdfium2): the page's own text
layer, or - for a page that has none (a deck exported as pictures, a scan) - the page rendered
and read by OCR, so such a deck still numbers and names the slides."""

from __future__ import annotations

import numpy as np

from footnote.shared.errors import CorruptFile
from footnote.shared.ingestion.ocr import ocr_engine

RENDER_SCALE = 2.0  # 144 dpi: slide text is large; enough for OCR


def deck_pages(data: bytes, *, name: str, ocr: str = "rapidocr") -> list[str]:
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as err:
        raise CorruptFile(name, f"the slide deck is not a readable PDF ({err})") from None
    read_lines = None
    pages: list[str] = []
    try:
        for page in pdf:
            text = page.get_textpage().get_text_range().replace("\r\n", "\n").strip()
            if not text:
                read_lines = read_lines or ocr_engine(ocr)
                if read_lines is not None:
                    image = page.render(scale=RENDER_SCALE).to_numpy()
                    text = "\n".join(read_lines(np.ascontiguousarray(image[:, :, :3])))
            pages.append(text)
    finally:
        pdf.close()
    return pages

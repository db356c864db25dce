"""PowerPoint decks (.pptx) through python-pptx: a slide is a page.

* Each slide's blocks carry ``page_number`` = the slide number and ``section`` = its title (the
  title placeholder, else its first line), so a citation reads "Slide 7: Half pedalling".
* Text frames are read top to bottom, left to right; bulleted lines are ``list`` blocks, other
  paragraphs ``paragraph`` blocks; a table is one ``table`` block; grouped shapes are opened.
* Speaker notes follow the slide's own text in section "<title> (speaker notes)": what the
  presenter says, kept apart from what the slide shows.
* Running lines are left out: the footer, date and slide-number placeholders a master puts on
  every slide, and a short line typed on 3+ slides and 30%+ of them (a course name in a text
  box); their count is in the metadata (``running_lines_left_out``).
* A deck with no text anywhere (pictures only) is refused saying so; slides without text are
  listed in the metadata (``slides_without_text``). No OCR here (the lecture pipeline reads
  slides in videos).
"""

from __future__ import annotations

import io
import zipfile
from collections import Counter
from typing import Any

from footnote.shared.errors import CorruptFile, UnsupportedFormat
from footnote.shared.ingestion.parsers.base import DocumentBuilder, Parser, is_bare_number, normalize_text, register
from footnote.shared.ingestion.parsers.docx import OLE_MAGIC
from footnote.shared.ingestion.types import ParsedDocument


def _open(data: bytes, name: str) -> Any:
    if data.startswith(OLE_MAGIC):
        raise UnsupportedFormat(name, "password-protected or an old binary .ppt; save it as .pptx without a password")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            if "ppt/presentation.xml" not in z.namelist():
                raise UnsupportedFormat(name, "a zip without ppt/presentation.xml: not a PowerPoint deck")
    except zipfile.BadZipFile:
        raise CorruptFile(name, "not a PowerPoint deck (.pptx is a zip; this is not one)") from None
    from pptx import Presentation

    try:
        return Presentation(io.BytesIO(data))
    except Exception as err:  # noqa: BLE001 - python-pptx raises KeyError/ValueError/lxml errors
        raise CorruptFile(name, f"cannot read it as a PowerPoint deck ({type(err).__name__})") from None


def _shapes(shapes: Any) -> list[Any]:
    """Shapes in reading order (top to bottom, then left to right), groups opened."""
    out = []
    for shape in shapes:
        if shape.shape_type is not None and int(shape.shape_type) == 6:  # MSO_SHAPE_TYPE.GROUP
            out.extend(_shapes(shape.shapes))
        else:
            out.append(shape)
    return sorted(out, key=lambda s: ((s.top or 0) // 20000, s.left or 0))  # 20000 EMU: one line's slack


def _is_title(shape: Any) -> bool:
    if not shape.is_placeholder:
        return False
    try:
        return "TITLE" in str(shape.placeholder_format.type)
    except ValueError:
        return False


RUNNING_PLACEHOLDERS = ("FOOTER", "SLIDE_NUMBER", "DATE", "HEADER")  # set by the master on every slide
RUNNING_SLIDES = 3  # a short line on this many slides...
RUNNING_SHARE = 0.3  # ...and this share of them is a running line (a footer typed on each slide)
RUNNING_CHARS = 80


def _is_running_placeholder(shape: Any) -> bool:
    if not shape.is_placeholder:
        return False
    try:
        return getattr(shape.placeholder_format.type, "name", "") in RUNNING_PLACEHOLDERS
    except ValueError:
        return False


Slide = tuple[str | None, bool, list[tuple[str, str]], str]  # title, title shape?, body (kind, text), notes


def _slide(slide: Any) -> Slide:
    shapes = _shapes(slide.shapes)
    title_shape = next((s for s in shapes if _is_title(s) and s.has_text_frame and s.text_frame.text.strip()), None)
    title = normalize_text(title_shape.text_frame.text).strip() if title_shape is not None else None
    body: list[tuple[str, str]] = []
    for shape in shapes:
        if shape is title_shape or _is_running_placeholder(shape):
            continue
        if getattr(shape, "has_table", False) and shape.has_table:
            rows = [" | ".join(normalize_text(c.text).strip() for c in row.cells) for row in shape.table.rows]
            body.append(("table", "\n".join(r for r in rows if r.strip(" |"))))
        elif shape.has_text_frame:
            for p in shape.text_frame.paragraphs:
                text = normalize_text(p.text).strip()  # runs and line breaks (a:br, read as "\v")
                if text and not is_bare_number(text):  # a slide number typed in, a chart's label
                    bullet = p.level > 0 or p._p.pPr is not None and p._p.pPr.find(  # noqa: SLF001
                        "{http://schemas.openxmlformats.org/drawingml/2006/main}buChar") is not None
                    body.append(("list" if bullet else "paragraph", text))
    notes = ""
    if slide.has_notes_slide and slide.notes_slide.notes_text_frame is not None:
        notes = normalize_text(slide.notes_slide.notes_text_frame.text).strip()
    return title, title_shape is not None, body, notes


def _running_lines(slides: list[Slide]) -> set[str]:
    """Short body lines on many slides: a footer, a logo's words, a course name typed on each."""
    seen = Counter(text for _, _, body, _ in slides for text in {t for _, t in body if len(t) <= RUNNING_CHARS})
    return {t for t, n in seen.items() if n >= RUNNING_SLIDES and n >= RUNNING_SHARE * len(slides)}


class PptxParser(Parser):
    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        deck = _open(data, name)
        b = DocumentBuilder()
        empty: list[int] = []
        slides = [_slide(slide) for slide in deck.slides]
        running = _running_lines(slides)
        for number, (title, has_title, body, notes) in enumerate(slides, start=1):
            before = len(b.blocks)
            body = [(kind, text) for kind, text in body if text not in running]
            if title is None and body:
                title = body[0][1].splitlines()[0][:120]
            if has_title:
                b.add("heading", title or "", page_number=number, section=title)
            for kind, text in body:
                prev = b.last
                sep = "\n" if kind == "list" and prev is not None and prev.kind == "list" and len(b.blocks) > before \
                    else "\n\n"
                b.add(kind, text, sep=sep, page_number=number, section=title)  # type: ignore[arg-type]
            if notes:
                b.add("paragraph", notes, page_number=number, section=f"{title or f'Slide {number}'} (speaker notes)")
            if len(b.blocks) == before:
                empty.append(number)
        if not b.blocks:
            raise UnsupportedFormat(name, f"no text on any of its {len(deck.slides)} slides (pictures only?); "
                                          "export the slides with their text, or add speaker notes")
        title = normalize_text(deck.core_properties.title or "").strip() or None
        author = normalize_text(deck.core_properties.author or "").strip() or None
        metadata = {"slides_without_text": ", ".join(map(str, empty))} if empty else {}
        if running:
            metadata["running_lines_left_out"] = str(len(running))
        return b.build(title=title, author=author, source_type="slides", metadata=metadata,
                       page_count=len(deck.slides))


register(PptxParser(), extensions=(".pptx",))

"""Build ``examples/corpus/piano/pedagogy-notes.pdf`` from ``pedagogy-notes.md`` (reportlab).

    python examples/tools/make_pdf.py

H1 headings become level-0 bookmarks (chapters), H2 headings level-1 bookmarks (sections), so
the PDF parser finds chapter/section from the outline; page numbers are printed in the footer.
"""

from __future__ import annotations

import re
from pathlib import Path

from reportlab.lib.pagesizes import A5
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer

HERE = Path(__file__).resolve().parent.parent / "corpus"
SOURCE = HERE / "piano" / "pedagogy-notes.md"
TARGET = HERE / "piano" / "pedagogy-notes.pdf"


class _Outlined(Paragraph):
    def __init__(self, text: str, style, level: int) -> None:
        super().__init__(text, style)
        self.level = level
        self.key = f"h{id(self)}"

    def draw(self) -> None:
        super().draw()
        self.canv.bookmarkPage(self.key)
        self.canv.addOutlineEntry(self.getPlainText(), self.key, level=self.level)


def _footer(canvas, doc) -> None:
    canvas.saveState()
    canvas.setFont("Helvetica", 8)
    canvas.drawCentredString(A5[0] / 2, 10 * mm, str(doc.page))
    canvas.restoreState()


def main() -> None:
    text = SOURCE.read_text(encoding="utf-8")
    meta = dict(re.findall(r"^(\w+): (.+)$", text.split("---")[1], re.M))
    body = text.split("---", 2)[2]
    styles = getSampleStyleSheet()
    story = []
    for block in re.split(r"\n\s*\n", body.strip()):
        block = " ".join(block.split())
        if block.startswith("# "):
            story += [Spacer(1, 6), _Outlined(block[2:], styles["Heading1"], 0)]
        elif block.startswith("## "):
            story.append(_Outlined(block[3:], styles["Heading2"], 1))
        else:
            story.append(Paragraph(block, styles["BodyText"]))
    doc = SimpleDocTemplate(
        str(TARGET),
        pagesize=A5,
        title=meta["title"],
        author=meta["author"],
        leftMargin=15 * mm,
        rightMargin=15 * mm,
        topMargin=15 * mm,
        bottomMargin=18 * mm,
        invariant=1,
    )
    doc.build(story, onFirstPage=_footer, onLaterPages=_footer)
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()

"""Parsing fidelity on documents nobody wrote for Footnote: PDF manuals from Debian's
documentation packages, fetched from the package registry (apt-get download; LGPL/GFDL
manuals: see each package's /usr/share/doc/<package>/copyright).

    python benchmarks/document_fidelity.py [--packages libtasn1-doc libidn2-doc gnutls-doc] [--cache DIR]

Per file it prints: pages, parse speed (pages/s), blocks kept, contents/index lines left out,
blocks that still look like boilerplate (leader dots, a bare page number), short blocks
repeated 5+ times (read them: a running head, or the manual's own repeated line), and
quote-page accuracy: for every block, whether its first eight words are all in the text pdfium
extracts from the page the block claims (an independent read of the same file), and how many
of those blocks read in the page stream's own order (fewer where a two-column page, a table or
a footnote call is read in its reading order rather than the content stream's).

Quote boxes: the share of words stored with a box on the page, and for a quote inside every
block of 6+ words (its 2nd to 9th word) whether the rectangles a citation would carry
(``spans.quote_boxes``) hold exactly the quote's words when PDFium reads the page inside them.
Speed is also given as a ratio to PDFium's bare text extraction of the same file, timed in the
same process (a shared machine moves absolute numbers, not ratios).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PACKAGES = ("libtasn1-doc", "libidn2-doc", "gnutls-doc")


def fetch(packages: list[str], cache: Path) -> list[Path]:
    """The PDFs inside ``packages`` (downloaded once into ``cache``)."""
    cache.mkdir(parents=True, exist_ok=True)
    for package in packages:
        if not list(cache.glob(f"{package}_*.deb")):
            subprocess.run(["apt-get", "download", package], cwd=cache, check=True, capture_output=True, timeout=300)
    out = cache / "x"
    for deb in cache.glob("*.deb"):
        subprocess.run(["dpkg", "-x", str(deb), str(out)], check=True, timeout=300)
    return sorted(out.rglob("*.pdf"))


SUPERSCRIPTS = str.maketrans("", "", "\u00b9\u00b2\u00b3\u2070\u2074\u2075\u2076\u2077\u2078\u2079")


SUPERSCRIPT_DIGITS = str.maketrans("\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079", "0123456789")


def words(text: str) -> list[str]:
    return re.findall(r"\w+", text.translate(SUPERSCRIPTS).casefold())


def measure(path: Path) -> dict:
    import pypdfium2 as pdfium

    from footnote.shared.ingestion.parsers.pdf import PdfParser

    data = path.read_bytes()
    started = time.perf_counter()
    doc = PdfParser().parse(data, name=path.name)
    seconds = time.perf_counter() - started
    pdf = pdfium.PdfDocument(data)
    pages = []
    bare = time.perf_counter()
    for i in range(len(pdf)):
        page = pdf[i]
        textpage = page.get_textpage()
        pages.append(textpage.get_text_range())
        textpage.close()
        page.close()
    bare = time.perf_counter() - bare
    pages = [" ".join(words(p.replace("\ufffe", ""))) for p in pages]
    boxes = quote_boxes_check(doc, pdf)
    pdf.close()
    texts = [doc.block_text(b) for b in doc.blocks]
    leader = re.compile(r"(?:(?:\s?\.){4,}|\.(?:\s\.){2,})\s*\d")  # leader dots run out to a page number
    boiler = [t for t in texts if leader.search(t) or re.fullmatch(r"[\d\s\-–|]{1,12}", t.strip())]
    repeated = Counter(t for t in texts if len(t) < 80)
    checked = right = in_order = 0
    wrong = []
    page_words = [set(p.split()) for p in pages]
    for block, text in zip(doc.blocks, texts, strict=True):
        head = " ".join(words(text)[:8])
        if len(head.split()) < 4 or block.page_number is None:
            continue
        checked += 1
        in_order += head in pages[block.page_number - 1]
        if set(head.split()) <= page_words[block.page_number - 1]:
            right += 1
        else:
            wrong.append((block.page_number, text[:80]))
    return {
        "file": path.name, "pages": doc.page_count, "pages_per_s": round((doc.page_count or 0) / seconds),
        "vs_bare_pdfium": round(seconds / bare, 1), **boxes,
        "blocks": len(texts), "contents_lines_left_out": int(doc.metadata.get("contents_lines_left_out", 0)),
        "boilerplate_blocks": len(boiler), "boilerplate_share": round(len(boiler) / max(1, len(texts)), 4),
        "page_checked": checked, "page_right": right, "stream_order": in_order,
        "boilerplate_sample": boiler[:3], "wrong_sample": wrong[:3],
        "repeated_short_blocks": sum(n for n in repeated.values() if n >= 5),
    }


def quote_boxes_check(doc, pdf) -> dict:  # type: ignore[no-untyped-def]
    from footnote.shared.generation.spans import quote_boxes

    boxed = sum(len(b.boxes) for b in doc.blocks)
    all_words = sum(len(doc.block_text(b).split()) for b in doc.blocks)
    checked = exact = 0
    pages: dict = {}
    for b in doc.blocks:
        spans = [m.span() for m in re.finditer(r"\S+", doc.block_text(b))]
        if len(spans) < 6 or b.page_number is None:
            continue
        start, end = b.char_start + spans[1][0], b.char_start + spans[min(8, len(spans) - 1)][1]
        width, height = doc.page_sizes[b.page_number - 1]
        anchors = {"b": [[s, e, b.page_number, *box] for s, e, *box in b.boxes],
                   "ps": {str(b.page_number): [width, height]}}
        if b.page_number not in pages:
            pages[b.page_number] = pdf[b.page_number - 1].get_textpage()
        read = []
        for r in quote_boxes(anchors, start, end):
            read += words(pages[r["page"]].get_text_bounded(r["x0"] - 0.3, r["y0"], r["x1"] + 0.3, r["y1"]))
        checked += 1
        quoted = doc.text[start:end].translate(SUPERSCRIPT_DIGITS)  # PDFium reads a call "⁵" as "5"
        same = "".join(read) == "".join(words(quoted))  # and "creden-/tials" as two words, the text as one
        exact += same
        if not same and os.environ.get("SHOW_BOX_MISSES"):
            print("box miss", b.page_number, repr(quoted), "|", " ".join(read))
    return {"boxed_words": boxed, "words": all_words, "box_quotes": checked, "box_quotes_exact": exact}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--packages", nargs="+", default=list(PACKAGES))
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "footnote-doc-fidelity")
    args = ap.parse_args()
    for path in fetch(args.packages, args.cache):
        r = measure(path)
        print(f"{r['file']:<16} {r['pages']:>4} pages {r['pages_per_s']:>5} pages/s  {r['blocks']:>5} blocks  "
              f"contents/index lines left out {r['contents_lines_left_out']:>5}  boilerplate blocks "
              f"{r['boilerplate_blocks']} ({r['boilerplate_share']:.2%})  quote page right "
              f"{r['page_right']}/{r['page_checked']} (in stream order {r['stream_order']})")
        print(f"    {r['vs_bare_pdfium']}x the time of PDFium's bare text extraction; words with a box "
              f"{r['boxed_words']}/{r['words']}; quotes whose boxes hold exactly their words "
              f"{r['box_quotes_exact']}/{r['box_quotes']}")
        print(f"    short blocks repeated 5+ times (headers? or the manual's own 'Since: 3.0'): "
              f"{r['repeated_short_blocks']}")
        for sample in r["boilerplate_sample"]:
            print(f"    still there: {sample[:100]!r}")
        for page, sample in r["wrong_sample"]:
            print(f"    not found on p.{page}: {sample!r}")


if __name__ == "__main__":
    main()

"""Compare PDF text extractors on speed and fidelity; prints a table.

    python benchmarks/pdf_parsers.py [--pages 50]

Input: a generated PDF (``tests/fixtures/make_fixtures.py``) of N pages of prose, each paragraph
starting with a unique marker ``Marker{page}x{k}``, plus the 6-page ``sample.pdf`` fixture (a word
hyphenated across lines: "prac-/tice"; "fi"/"fl" ligature glyphs). Columns:

* pages/s     -- extraction throughput (best of 3 runs, all pages, plain text);
* page_ok     -- share of markers found on exactly their own page and on no other;
* order       -- difflib ratio between expected and extracted word sequences (1.0 = identical);
* hyphen      -- "prac-/tice" does not come back as the fragments "prac" and "tice" (a soft
  hyphen U+FFFE counts as joinable: the parser removes it);
* ligature    -- "finger"/"flows" come back as ASCII letters (no U+FB01/U+FB02 left).
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.fixtures.make_fixtures import benchmark_pages, make_pdf  # noqa: E402


def pages_pypdf(path: Path) -> list[str]:
    import pypdf

    return [p.extract_text() or "" for p in pypdf.PdfReader(str(path)).pages]


def pages_pdfium(path: Path) -> list[str]:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    out = []
    for page in pdf:
        tp = page.get_textpage()
        out.append(tp.get_text_range().replace("\r\n", "\n"))
        tp.close()
        page.close()
    pdf.close()
    return out


def pages_pdfminer(path: Path) -> list[str]:
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LTTextContainer

    return [
        "".join(el.get_text() for el in layout if isinstance(el, LTTextContainer))
        for layout in extract_pages(str(path))
    ]


def pages_footnote(path: Path) -> list[str]:
    """Footnote's own parser (pypdfium2 + geometry, headers, hyphenation): text per page."""
    from footnote.shared.ingestion.parsers.pdf import PdfParser

    doc = PdfParser().parse(path.read_bytes(), name=path.name)
    pages = [""] * (doc.page_count or 0)
    for b in doc.blocks:
        pages[(b.page_number or 1) - 1] += doc.block_text(b) + "\n"
    return pages


EXTRACTORS: dict[str, Callable[[Path], list[str]]] = {
    "pypdf": pages_pypdf,
    "pypdfium2": pages_pdfium,
    "pdfminer.six": pages_pdfminer,
    "footnote (pdf.py)": pages_footnote,
}


def _words(text: str) -> list[str]:
    text = re.sub(r"[\ufffe\u00ad\x02]\s*", "", text)
    return re.findall(r"\w+", text.lower())


def measure(fn: Callable[[Path], list[str]], big: Path, pages: list, sample: Path) -> dict[str, object]:
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        extracted = fn(big)
        best = min(best, time.perf_counter() - t0)
    ok = total = 0
    for p, (_c, _s, paras) in enumerate(pages, start=1):
        for k in range(len(paras)):
            total += 1
            marker = f"marker{p}x{k}"
            hits = [i + 1 for i, t in enumerate(extracted) if marker in _words(t)]
            ok += hits == [p]
    expected = [w for _c, _s, paras in pages for para in paras for w in _words(para)]
    got = [w for w in _words(" ".join(extracted)) if not w.isdigit() and w not in ("chapter", "study")]
    order = difflib.SequenceMatcher(None, expected, got, autojunk=False).ratio()
    sample_text = " ".join(fn(sample))
    sample_words = _words(sample_text)
    return {
        "pages/s": len(pages) / best,
        "page_ok": ok / total,
        "order": order,
        "hyphen": "prac" not in sample_words and "tice" not in sample_words,
        "ligature": "finger" in sample_words and "\ufb01" not in sample_text,
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=50)
    args = ap.parse_args()
    pages = benchmark_pages(args.pages)
    sample = ROOT / "tests" / "fixtures" / "sample.pdf"
    with tempfile.TemporaryDirectory() as tmp:
        big = Path(tmp) / "bench.pdf"
        make_pdf(big, pages, title="Benchmark", author="Footnote")
        rows = {}
        for name, fn in EXTRACTORS.items():
            try:
                rows[name] = measure(fn, big, pages, sample)
            except ImportError as err:
                print(f"{name}: skipped ({err})")
    print(f"{'library':<19}{'pages/s':>10}{'page_ok':>9}{'order':>8}{'hyphen':>8}{'ligature':>10}")
    for name, r in rows.items():
        print(
            f"{name:<19}{r['pages/s']:>10.1f}{r['page_ok']:>9.2f}{r['order']:>8.3f}"
            f"{r['hyphen']!s:>8}{r['ligature']!s:>10}"
        )


if __name__ == "__main__":
    main()

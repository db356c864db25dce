"""Which library reads Word and EPUB files: speed and fidelity, measured on the real files of
``format_fidelity.py`` (fetched the same way, into the same cache).

    pip install --target /tmp/format-libs docx2python==3.7.1 mammoth==1.13.0 ebooklib==0.20
    python benchmarks/format_libraries.py --libs /tmp/format-libs [--cache DIR] [--poi-git DIR] [--tika-git DIR]

The candidates are installed apart (``--libs``, appended to the path, so Footnote's own
packages win) because only the chosen one is a dependency. Per format and library: total
parse time over the files, and the share of pandoc's words each one gives back (pandoc, a
separate program, is the reference; its own time is shown too). Footnote's parsers do more
than extract text (headings, footnotes apart, contents left out), so a few points under the
plainest extractor are expected; what decides is speed at a like fidelity, and what each
library exposes for the structure a citation needs.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from format_fidelity import fetch, reference_text, words  # noqa: E402


def _footnote(path: Path) -> str:
    from footnote.shared.ingestion.parsers import parser_for

    return parser_for(path.name).parse(path.read_bytes(), name=path.name).text


def _python_docx(path: Path) -> str:
    import docx

    d = docx.Document(str(path))
    parts = [p.text for p in d.paragraphs]
    parts += [c.text for t in d.tables for row in t.rows for c in row.cells]
    return "\n".join(parts)


def _docx2python(path: Path) -> str:
    from docx2python import docx2python

    with docx2python(str(path)) as doc:
        return doc.text


def _mammoth(path: Path) -> str:
    import mammoth

    with path.open("rb") as f:
        return mammoth.extract_raw_text(f).value


def _ebooklib(path: Path) -> str:
    import warnings

    import ebooklib
    from bs4 import BeautifulSoup
    from ebooklib import epub

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        book = epub.read_epub(str(path), options={"ignore_ncx": True})
        return "\n".join(BeautifulSoup(item.get_content(), "lxml").get_text("\n")
                         for item in book.get_items_of_type(ebooklib.ITEM_DOCUMENT))


def _pandoc(path: Path) -> str:
    return reference_text(path) or ""


CANDIDATES: dict[str, list[tuple[str, Callable[[Path], str]]]] = {
    "docx": [("footnote (python-docx 1.2.0, own walk)", _footnote),
             ("python-docx 1.2.0, paragraphs+cells", _python_docx),
             ("docx2python 3.7.1", _docx2python), ("mammoth 1.13.0 (raw text)", _mammoth), ("pandoc 2.17", _pandoc)],
    "epub": [("footnote (zipfile + lxml + bs4)", _footnote), ("ebooklib 0.20 + bs4", _ebooklib),
             ("pandoc 2.17", _pandoc)],
}


def recall(text: str, reference: str) -> float:
    ours, ref = Counter(words(text)), Counter(words(reference))
    return sum((ours & ref).values()) / max(1, sum(ref.values()))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--libs", type=Path, help="folder the candidate libraries are installed in (pip --target)")
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "footnote-format-fidelity")
    ap.add_argument("--poi-git", type=Path)
    ap.add_argument("--tika-git", type=Path)
    ap.add_argument("--repeat", type=int, default=3, help="parse each file this many times; the best time counts")
    args = ap.parse_args()
    if args.libs:
        sys.path.append(str(args.libs))
    files = [p for p, _, _ in fetch(args.cache, args.poi_git, args.tika_git)]
    for fmt, candidates in CANDIDATES.items():
        mine = [p for p in files if p.suffix == f".{fmt}"]
        refs = {p: reference_text(p) or "" for p in mine}
        megabytes = sum(p.stat().st_size for p in mine) / 1e6
        unread = [p.name for p in mine if not refs[p].strip()]
        print(f"{fmt}: {len(mine)} files, {megabytes:.1f} MB (reference: pandoc's words"
              f"{'; pandoc read nothing of ' + ', '.join(unread) if unread else ''})")
        for label, read in candidates:
            seconds, shares, failed = 0.0, [], 0
            for path in mine:
                best = float("inf")
                text = ""
                for _ in range(args.repeat):
                    started = time.perf_counter()
                    try:
                        text = read(path)
                    except Exception as err:  # noqa: BLE001 - a library failing on a real file is a result
                        print(f"    {label} failed on {path.name}: {type(err).__name__}: {str(err)[:80]}")
                        failed += 1
                        break
                    best = min(best, time.perf_counter() - started)
                else:
                    seconds += best
                    if refs[path].strip():  # pandoc read it: a reference to compare with
                        shares.append(recall(text, refs[path]))
            mean = sum(shares) / len(shares) if shares else 0.0
            print(f"  {label:<42} {seconds:7.3f} s  {megabytes / max(seconds, 1e-9):7.1f} MB/s  "
                  f"words of pandoc's kept {mean:.1%} (mean over {len(shares)} files)"
                  f"{'  failed ' + str(failed) if failed else ''}")


if __name__ == "__main__":
    main()

"""Sentence splitter speed: Footnote's regex splitter vs pysbd (if installed); prints a table.

python benchmarks/sentence_splitters.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from footnote.shared.ingestion.sentences import split_sentences  # noqa: E402
from tests.fixtures.make_fixtures import benchmark_pages  # noqa: E402


def main() -> None:
    paras = [p for _c, _s, ps in benchmark_pages(50) for p in ps]
    chars = sum(len(p) for p in paras)
    rows = []
    t0 = time.perf_counter()
    n = sum(len(split_sentences(p)) for p in paras)
    rows.append(("regex (footnote)", time.perf_counter() - t0, n))
    try:
        import pysbd

        seg = pysbd.Segmenter(language="en", clean=False, char_span=True)
        t0 = time.perf_counter()
        n = sum(len(seg.segment(p)) for p in paras)
        rows.append(("pysbd", time.perf_counter() - t0, n))
    except ImportError:
        print("pysbd not installed: skipped")
    print(f"{chars:,} chars in {len(paras)} paragraphs")
    print(f"{'splitter':<18}{'ms':>10}{'KB/s':>10}{'sentences':>11}")
    for name, secs, count in rows:
        print(f"{name:<18}{secs * 1000:>10.1f}{chars / 1024 / secs:>10.0f}{count:>11}")


if __name__ == "__main__":
    main()

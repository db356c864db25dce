"""Write ``examples/eval/corpus.jsonl`` (BEIR format) from the example sources: one document per
paragraph of the pedagogy notes, the book and the config guide, ids ``<file stem>-<n>``.
The queries and judgements (``queries.jsonl``, ``qrels/test.tsv``) are written by hand against
these ids; rerun this only together with them."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ["corpus/piano/pedagogy-notes.md", "corpus/books/the-patient-hand.txt", "corpus/docs/footnote-config.md"]


def paragraphs(text: str) -> list[str]:
    out = []
    for block in re.split(r"\n\s*\n", text):
        block = " ".join(line.strip() for line in block.splitlines() if not line.lstrip().startswith("#")).strip()
        if len(block) >= 80:
            out.append(block)
    return out


def main() -> None:
    rows = []
    for rel in SOURCES:
        path = ROOT / rel
        for n, para in enumerate(paragraphs(path.read_text(encoding="utf-8")), 1):
            rows.append({"_id": f"{path.stem}-{n}", "title": path.stem.replace("-", " "), "text": para})
    out = ROOT / "eval" / "corpus.jsonl"
    out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} documents -> {out}")


if __name__ == "__main__":
    main()

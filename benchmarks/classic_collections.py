"""Convert classic test collections (SMART format: MED, CACM, ADI; and NPL) to BEIR folders.

    python benchmarks/classic_collections.py SRC_DIR OUT_DIR

``SRC_DIR`` holds, for whichever collections you have (file names as distributed):

    med/MED.ALL med/MED.QRY med/MED.REL        (1033 medical abstracts, 30 queries)
    adi/ADI.ALL adi/ADI.QRY adi/ADI.REL        (82 documentation abstracts, 35 queries)
    cacm/cacm.all cacm/query.text cacm/qrels.text   (3204 CACM titles/abstracts, 64 queries)
    npl/doc-text npl/query-text npl/rlv-ass    (11429 physics abstracts, 93 queries)

They are public (Glasgow IR test collections); copies sit in public repositories, e.g.
``github.com/lailaglez/belief-network-irs`` (med/, adi/), ``github.com/atcherepanov/Stemming-Algorithm``
(cacm.all, query.text, qrels.text) and ``github.com/stefreschke/Information-Retrieval`` (npl/).
Nothing here is committed: the data stays outside the repository. Cranfield and CISI are not
converted on purpose -- they are reserved for checks this project must not tune on.

Each collection becomes ``OUT_DIR/<name>/{corpus,queries}.jsonl`` and ``qrels/test.tsv`` for
``footnote eval`` and ``benchmarks/fusion_tuning.py``. Every judgement is relevance 1 (these
collections have binary judgements); a judgement naming a document that is not in the corpus is
dropped with a warning.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

FIELD = re.compile(r"^\.([A-Z])\s*(.*)$")
ID_LINE = re.compile(r"^\.I\s+(\d+)")
TEXT_FIELDS = ("W", "K", "A")  # abstract, keywords, authors: free text a reader would search


def _clean(lines: list[str]) -> str:
    return " ".join(" ".join(lines).split())


def parse_smart(raw: str) -> dict[str, dict[str, str]]:
    """``.I n`` records with ``.X`` fields -> {id: {field letter: text}}."""
    records: dict[str, dict[str, list[str]]] = {}
    current: dict[str, list[str]] | None = None
    field = ""
    for line in raw.replace("\r", "").split("\n"):
        m = ID_LINE.match(line)
        if m:
            current = records.setdefault(str(int(m.group(1))), {})
            field = ""
            continue
        f = FIELD.match(line)
        if f and current is not None and len(line.split()[0]) == 2:
            field = f.group(1)
            current.setdefault(field, [])
            if f.group(2).strip():
                current[field].append(f.group(2))
            continue
        if current is not None and field:
            current[field].append(line)
    return {rid: {k: _clean(v) for k, v in fields.items()} for rid, fields in records.items()}


def parse_slash(raw: str) -> dict[str, str]:
    """NPL: an id line, text lines, a ``/`` line."""
    out: dict[str, str] = {}
    for block in re.split(r"^\s*/\s*$", raw.replace("\r", ""), flags=re.M):
        lines = [x for x in block.strip().split("\n") if x.strip()]
        if lines and lines[0].strip().isdigit():
            out[str(int(lines[0]))] = _clean(lines[1:])
    return out


def parse_pairs(raw: str) -> dict[str, set[str]]:
    """``qid docid ...`` per line (MED, ADI, CACM)."""
    qrels: dict[str, set[str]] = {}
    for line in raw.replace("\r", "").split("\n"):
        parts = line.split()
        if len(parts) >= 2 and parts[0].isdigit() and parts[1].isdigit():
            qrels.setdefault(str(int(parts[0])), set()).add(str(int(parts[1])))
    return qrels


def smart_collection(src: Path, docs: str, queries: str, rels: str) -> tuple[list[dict], dict[str, str], dict]:
    recs = parse_smart((src / docs).read_text(encoding="latin-1"))
    corpus = [
        {"_id": rid, "title": f.get("T", ""), "text": " ".join(f[k] for k in TEXT_FIELDS if f.get(k))}
        for rid, f in recs.items()
    ]
    qs = {rid: " ".join(v for k, v in f.items() if k in ("W", "A") and v) for rid, f in
          parse_smart((src / queries).read_text(encoding="latin-1")).items()}
    return corpus, qs, parse_pairs((src / rels).read_text(encoding="latin-1"))


def npl_collection(src: Path) -> tuple[list[dict], dict[str, str], dict]:
    docs = parse_slash((src / "doc-text").read_text(encoding="latin-1"))
    qs = parse_slash((src / "query-text").read_text(encoding="latin-1"))
    qrels = {q: set(t.split()) for q, t in parse_slash((src / "rlv-ass").read_text(encoding="latin-1")).items()}
    return [{"_id": d, "title": "", "text": t} for d, t in docs.items()], {q: t.lower() for q, t in qs.items()}, qrels


COLLECTIONS = {
    "med": lambda s: smart_collection(s / "med", "MED.ALL", "MED.QRY", "MED.REL"),
    "adi": lambda s: smart_collection(s / "adi", "ADI.ALL", "ADI.QRY", "ADI.REL"),
    "cacm": lambda s: smart_collection(s / "cacm", "cacm.all", "query.text", "qrels.text"),
    "npl": lambda s: npl_collection(s / "npl"),
}


def write_beir(
    out: Path, corpus: list[dict], queries: dict[str, str], qrels: dict[str, set[str]]
) -> tuple[int, int, int]:
    known = {d["_id"] for d in corpus if (d["title"] or d["text"]).strip()}
    (out / "qrels").mkdir(parents=True, exist_ok=True)
    with (out / "corpus.jsonl").open("w", encoding="utf-8") as fh:
        for d in corpus:
            if d["_id"] in known:
                fh.write(json.dumps(d) + "\n")
    judged = {q: {d for d in ds if d in known} for q, ds in qrels.items() if q in queries}
    judged = {q: ds for q, ds in judged.items() if ds}
    dropped = sum(len(ds) for ds in qrels.values()) - sum(len(ds) for ds in judged.values())
    with (out / "queries.jsonl").open("w", encoding="utf-8") as fh:
        for q in sorted(judged, key=int):
            fh.write(json.dumps({"_id": q, "text": queries[q]}) + "\n")
    with (out / "qrels" / "test.tsv").open("w", encoding="utf-8") as fh:
        fh.write("query-id\tcorpus-id\tscore\n")
        for q in sorted(judged, key=int):
            for d in sorted(judged[q], key=int):
                fh.write(f"{q}\t{d}\t1\n")
    return len(known), len(judged), dropped


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("src", type=Path)
    ap.add_argument("out", type=Path)
    args = ap.parse_args()
    done = 0
    for name, read in COLLECTIONS.items():
        try:
            corpus, queries, qrels = read(args.src)
        except FileNotFoundError as err:
            print(f"{name}: skipped ({err.filename} not found)", file=sys.stderr)
            continue
        n_docs, n_q, dropped = write_beir(args.out / name, corpus, queries, qrels)
        print(f"{name}: {n_docs} docs, {n_q} judged queries" + (f", {dropped} judgements dropped" if dropped else ""))
        done += 1
    return 0 if done else 1


if __name__ == "__main__":
    raise SystemExit(main())

"""Essay-style queries for ``footnote eval``: does hybrid retrieval beat dense-only for essays?

The essay design retrieves by meaning only; Footnote fuses BM25 with dense search. An essay
query is a student's claim in their own words (the key-sentence query) or a whole paragraph of
such claims (the paragraph query: ``footnote.shared.generation.kinds.queries.essay_queries``).
SciFact's claims are exactly the first kind: people's restatements of findings, judged against
the abstracts that support or refute them. This script writes the second kind next to them:
each "paragraph" joins ``--per-paragraph`` claims (in query-id order, a fixed grouping, no
choice by content), judged relevant to every abstract any of its claims is relevant to.

    python benchmarks/essay_queries.py ../shared/data/scifact-subset --out /tmp/essay-queries
    footnote eval ../shared/data/scifact-subset --json                      # key sentences
    footnote eval ../shared/data/scifact-subset --queries /tmp/essay-queries/queries.jsonl \\
        --qrels /tmp/essay-queries/qrels.tsv --json                          # paragraphs

Results: benchmarks/retrieval_quality.md, "Essays: hybrid or dense only".
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from footnote.shared.evaluation.beir import find_qrels, read_qrels


def paragraphs(queries: dict[str, str], qrels: dict[str, dict[str, int]], per: int) -> tuple[dict, dict]:
    qids = sorted((q for q in qrels if q in queries), key=lambda q: (len(q), q))
    out_q: dict[str, str] = {}
    out_r: dict[str, dict[str, int]] = {}
    for i in range(0, len(qids) - per + 1, per):
        group = qids[i:i + per]
        pid = "p" + "-".join(group)
        out_q[pid] = " ".join(queries[q].strip().rstrip(".") + "." for q in group)
        out_r[pid] = {d: max(qrels[q].get(d, 0) for q in group) for q in group for d in qrels[q]}
    return out_q, out_r


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus_dir", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--per-paragraph", type=int, default=3)
    args = ap.parse_args()
    queries = {}
    for line in (args.corpus_dir / "queries.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            queries[str(row["_id"])] = row["text"]
    qrels = read_qrels(find_qrels(args.corpus_dir))
    pq, pr = paragraphs(queries, qrels, args.per_paragraph)
    args.out.mkdir(parents=True, exist_ok=True)
    with (args.out / "queries.jsonl").open("w", encoding="utf-8") as f:
        for qid, text in pq.items():
            f.write(json.dumps({"_id": qid, "text": text}) + "\n")
    with (args.out / "qrels.tsv").open("w", encoding="utf-8") as f:
        f.write("query-id\tcorpus-id\tscore\n")
        for qid, docs in pr.items():
            for doc, score in sorted(docs.items()):
                f.write(f"{qid}\t{doc}\t{score}\n")
    print(f"{len(pq)} paragraphs of {args.per_paragraph} claims -> {args.out}")


if __name__ == "__main__":
    main()

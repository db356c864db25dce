"""Choose the fusion method and its defaults on a dev split of the queries; report held-out.

    python benchmarks/fusion_tuning.py /work/shared/data/scifact-subset [--dump runs.json]

Runs the keyword and dense sides once per query through the product code (``run_eval``),
then replays fusion offline (``shared.retrieval.fusion.fuse``) for every configuration in a
small grid. Queries split deterministically by ``sha1(query id)`` into dev (even) and test
(odd); the grid is ranked by dev nDCG@10 only, and the table prints both halves so the pick
is judged on queries it was not chosen on. No per-query tuning.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
from pathlib import Path

from shared.retrieval.fusion import Candidate, fuse
from shared.retrieval.metrics import evaluate


def split(qids: list[str]) -> tuple[list[str], list[str]]:
    dev = [q for q in qids if int(hashlib.sha1(q.encode()).hexdigest(), 16) % 2 == 0]
    test = [q for q in qids if q not in set(dev)]
    return dev, test


def replay(kw: dict, de: dict, *, method: str, n: int, rrf_k: int, wk: float, wd: float) -> dict[str, list[str]]:
    run = {}
    for qid in kw.keys() | de.keys():
        ids: dict[str, int] = {}
        k = [Candidate(ids.setdefault(d, len(ids)), s) for d, s in kw.get(qid, [])]
        v = [Candidate(ids.setdefault(d, len(ids)), s) for d, s in de.get(qid, [])]
        back = {i: d for d, i in ids.items()}
        fused = fuse(k, v, method=method, rrf_k=rrf_k, keyword_weight=wk, dense_weight=wd, candidates=n)
        run[qid] = [back[f.chunk_id] for f in fused]
    return run


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus_dir", type=Path)
    ap.add_argument("--dump", type=Path, help="cache of the per-query candidate lists (JSON)")
    args = ap.parse_args()

    from shared.evaluation.beir import load_beir

    data = load_beir(args.corpus_dir)
    if args.dump and args.dump.exists():
        saved = json.loads(args.dump.read_text())
        kw, de, base = saved["keyword"], saved["dense"], saved["baselines"]
    else:
        from shared.config import get_settings
        from shared.evaluation.runs import run_eval
        from shared.runtime import open_runtime

        rt = open_runtime(get_settings(), redis=False)
        try:
            _, er = run_eval(runtime=rt, data=data, settings=rt.settings, modes=("keyword", "dense"), say=print)
        finally:
            rt.close()
        kw, de = er.keyword_scores, er.dense_scores
        base = {"bm25s": er.runs["bm25s"], "dense_exact": er.runs["dense_exact"]}
        if args.dump:
            args.dump.write_text(json.dumps({"keyword": kw, "dense": de, "baselines": base}))

    qids = sorted(q for q in data.qrels if q in kw)
    dev, test = split(qids)

    def ndcg(run: dict, ids: list[str]) -> float:
        return evaluate(run, data.qrels, ids).ndcg_at_10

    kw_run = {q: [d for d, _ in v] for q, v in kw.items()}
    de_run = {q: [d for d, _ in v] for q, v in de.items()}
    print(f"{len(dev)} dev / {len(test)} test queries")
    print(f"{'config':<44}{'dev':>8}{'test':>8}{'all':>8}")
    for name, run in [("keyword (BM25 in Postgres)", kw_run), ("dense (HNSW)", de_run),
                      ("bm25s baseline", base["bm25s"]), ("dense_exact baseline", base["dense_exact"])]:
        print(f"{name:<44}{ndcg(run, dev):>8.4f}{ndcg(run, test):>8.4f}{ndcg(run, qids):>8.4f}")

    grid = []
    for n, rrf_k, wk in itertools.product((20, 50, 100), (10, 30, 60), (0.5, 0.75, 1.0, 1.25, 1.5, 2.0)):
        grid.append(("rrf", n, rrf_k, wk))
    for n, wk in itertools.product((10, 20, 50, 100), (0.5, 0.6, 0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 2.0)):
        grid.append(("score", n, 60, wk))
    results = []
    for method, n, rrf_k, wk in grid:
        run = replay(kw, de, method=method, n=n, rrf_k=rrf_k, wk=wk, wd=1.0)
        results.append((ndcg(run, dev), ndcg(run, test), ndcg(run, qids), method, n, rrf_k, wk))
    default = next(r for r in results if r[3:] == ("rrf", 20, 60, 1.0))
    print(f"{'default: rrf N=20 k=60 w=1:1':<44}{default[0]:>8.4f}{default[1]:>8.4f}{default[2]:>8.4f}")
    results.sort(key=lambda r: -r[0])
    for r in results[:8]:
        label = f"{r[3]} N={r[4]}" + (f" k={r[5]}" if r[3] == "rrf" else "") + f" w_kw={r[6]} w_dense=1"
        print(f"{label:<44}{r[0]:>8.4f}{r[1]:>8.4f}{r[2]:>8.4f}")
    for method in ("rrf", "score"):
        best = max((r for r in results if r[3] == method), key=lambda r: r[0])
        print(f"best {method} on dev: N={best[4]} k={best[5]} w_kw={best[6]} -> test {best[1]:.4f}, all {best[2]:.4f}")


if __name__ == "__main__":
    main()

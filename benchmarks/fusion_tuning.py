"""Choose the fusion method and its defaults across corpora; judge each pick on a corpus it did not see.

    python benchmarks/fusion_tuning.py CORPUS_DIR [CORPUS_DIR ...] --dump-dir DIR [--json OUT]

Runs the keyword and dense sides once per query through the product code (``run_eval``; the
candidate lists are cached as ``DIR/<corpus>.json``), then replays fusion offline
(``footnote.shared.retrieval.fusion.fuse``, the code ``search`` runs) for every configuration in a grid:
RRF, min-max score fusion and z-score fusion, each over candidates per side and keyword weight.

Selection is leave-one-corpus-out: for each corpus, the configuration with the best mean
*gain* (hybrid nDCG@10 minus the better of the keyword and dense sides) over the *other*
corpora is scored on the held-out one. The default proposed is the best mean gain over all of
them; the table also prints every candidate's worst corpus. Per-corpus differences come with a
paired bootstrap 95% interval over queries. No per-query or per-corpus tuning.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
from pathlib import Path

from footnote.shared.retrieval.fusion import Candidate, fuse
from footnote.shared.retrieval.metrics import dedupe, ndcg_at

GRID_N = (20, 50, 100)
GRID_W = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0)
GRID_RRF_K = (10, 30, 60, 100)
CURRENT = ("score", 50, 60, 1.25)  # the defaults this study chose (shared/config.py)
FORMER = ("score", 20, 60, 1.5)  # the defaults before it
PLAIN_RRF = ("rrf", 100, 60, 1.0)  # the reference: RRF k=60, equal weights


def replay(kw: dict, de: dict, *, method: str, n: int, rrf_k: int, wk: float, wd: float = 1.0) -> dict[str, list[str]]:
    run = {}
    for qid in kw.keys() | de.keys():
        ids: dict[str, int] = {}
        k = [Candidate(ids.setdefault(d, len(ids)), s) for d, s in kw.get(qid, [])]
        v = [Candidate(ids.setdefault(d, len(ids)), s) for d, s in de.get(qid, [])]
        back = {i: d for d, i in ids.items()}
        fused = fuse(k, v, method=method, rrf_k=rrf_k, keyword_weight=wk, dense_weight=wd, candidates=n)
        run[qid] = dedupe([back[f.chunk_id] for f in fused])
    return run


def per_query(run: dict, qrels: dict) -> dict[str, float]:
    return {q: ndcg_at(dedupe(run.get(q, ())), qrels[q], 10) for q in qrels if any(g > 0 for g in qrels[q].values())}


def bootstrap(a: dict[str, float], b: dict[str, float], n: int = 2000, seed: int = 7) -> tuple[float, float, float]:
    """Mean of a - b over queries and its paired bootstrap 95% interval."""
    qs = sorted(a)
    diffs = [a[q] - b[q] for q in qs]
    rng = random.Random(seed)
    means = sorted(sum(rng.choices(diffs, k=len(diffs))) / len(diffs) for _ in range(n))
    return sum(diffs) / len(diffs), means[int(0.025 * n)], means[int(0.975 * n)]


def load_corpus(corpus_dir: Path, dump_dir: Path) -> dict:
    dump = dump_dir / f"{corpus_dir.name}.json"
    if dump.exists():
        return json.loads(dump.read_text())
    from footnote.shared.config import get_settings
    from footnote.shared.evaluation.beir import load_beir
    from footnote.shared.evaluation.runs import run_eval
    from footnote.shared.runtime import open_runtime

    data = load_beir(corpus_dir)
    rt = open_runtime(get_settings(), redis=False)
    try:
        _, er = run_eval(runtime=rt, data=data, settings=rt.settings, modes=("keyword", "dense"), say=print,
                         keep_scores=True)
    finally:
        rt.close()
    saved = {
        "keyword": er.keyword_scores, "dense": er.dense_scores, "qrels": data.qrels,
        "baselines": {"bm25s": er.runs["bm25s"], "dense_exact": er.runs["dense_exact"]},
    }
    dump_dir.mkdir(parents=True, exist_ok=True)
    dump.write_text(json.dumps(saved))
    return saved


def grid() -> list[tuple[str, int, int, float]]:
    out = [("rrf", n, k, w) for n, k, w in itertools.product(GRID_N, GRID_RRF_K, GRID_W)]
    out += [(m, n, 60, w) for m in ("score", "zscore") for n, w in itertools.product(GRID_N, GRID_W)]
    return out


def label(cfg: tuple[str, int, int, float]) -> str:
    m, n, k, w = cfg
    return f"{m} N={n}" + (f" k={k}" if m == "rrf" else "") + f" w_kw={w}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus_dirs", type=Path, nargs="+")
    ap.add_argument("--dump-dir", type=Path, required=True, help="cache of the per-query candidate lists")
    ap.add_argument("--json", type=Path, help="write every configuration's nDCG@10 per corpus here")
    args = ap.parse_args()

    corpora = {d.name: load_corpus(d, args.dump_dir) for d in args.corpus_dirs}
    sides: dict[str, dict[str, dict[str, float]]] = {}
    for name, c in corpora.items():
        runs = {
            "keyword": {q: [d for d, _ in v] for q, v in c["keyword"].items()},
            "dense": {q: [d for d, _ in v] for q, v in c["dense"].items()},
            **c["baselines"],
        }
        sides[name] = {s: per_query(r, c["qrels"]) for s, r in runs.items()}

    def mean(v: dict[str, float]) -> float:
        return sum(v.values()) / len(v)

    print(f"{'corpus':<16}{'queries':>8}{'keyword':>9}{'bm25s':>8}{'dense':>8}{'exact':>8}")
    for name, s in sides.items():
        print(f"{name:<16}{len(s['keyword']):>8}{mean(s['keyword']):>9.4f}{mean(s['bm25s']):>8.4f}"
              f"{mean(s['dense']):>8.4f}{mean(s['dense_exact']):>8.4f}")

    configs = grid()
    scores: dict[tuple, dict[str, dict[str, float]]] = {}
    for cfg in configs:
        m, n, k, w = cfg
        scores[cfg] = {
            name: per_query(replay(c["keyword"], c["dense"], method=m, n=n, rrf_k=k, wk=w), c["qrels"])
            for name, c in corpora.items()
        }
    better = {name: max(mean(s["keyword"]), mean(s["dense"])) for name, s in sides.items()}

    def gain(cfg: tuple, names: list[str]) -> float:
        return sum(mean(scores[cfg][n]) - better[n] for n in names) / len(names)

    names = list(corpora)
    print("\nleave-one-corpus-out: pick on the others (best mean gain over the better side), "
          "score on the one left out")
    print(f"{'held out':<16}{'picked on the others':<32}{'nDCG@10':>9}{'gain':>8}")
    for held in names:
        rest = [n for n in names if n != held] or [held]
        pick = max(configs, key=lambda cfg: (gain(cfg, rest), -configs.index(cfg)))
        got = mean(scores[pick][held])
        print(f"{held:<16}{label(pick):<32}{got:>9.4f}{got - better[held]:>+8.4f}")

    ranked = sorted(configs, key=lambda cfg: -gain(cfg, names))
    shown = ranked[:10] + [c for c in (CURRENT, FORMER, PLAIN_RRF) if c not in ranked[:10]]
    head = "".join(f"{n[:9]:>10}" for n in names)
    print(f"\n{'config (nDCG@10 per corpus)':<30}{head}{'mean gain':>10}{'worst':>8}")
    for cfg in shown:
        worst = min(mean(scores[cfg][n]) - better[n] for n in names)
        tag = {CURRENT: " (default)", FORMER: " (former)", PLAIN_RRF: " (plain RRF)"}.get(cfg, "")
        print(f"{(label(cfg) + tag)[:30]:<30}" + "".join(f"{mean(scores[cfg][n]):>10.4f}" for n in names)
              + f"{gain(cfg, names):>+10.4f}{worst:>+8.4f}")

    best = ranked[0]
    print(f"\nproposed: {label(best)}; per corpus vs the better side, vs plain RRF, vs the default "
          "(mean difference [paired bootstrap 95%])")
    for n in names:
        side = "keyword" if mean(sides[n]["keyword"]) >= mean(sides[n]["dense"]) else "dense"
        cells = [bootstrap(scores[best][n], ref) for ref in (sides[n][side], scores[PLAIN_RRF][n], scores[CURRENT][n])]
        print(f"{n:<16}" + "  ".join(f"{d:+.4f} [{lo:+.4f}, {hi:+.4f}]" for d, lo, hi in cells) + f"  ({side})")

    if args.json:
        args.json.write_text(json.dumps({
            "sides": {n: {s: round(mean(v), 4) for s, v in s_.items()} for n, s_ in sides.items()},
            "configs": {label(cfg): {n: round(mean(scores[cfg][n]), 4) for n in names} for cfg in configs},
        }, indent=1))


if __name__ == "__main__":
    main()

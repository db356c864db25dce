"""Where should "no source in the library covers this" start? A measured similarity floor.

    python benchmarks/relevance.py [--beir ../shared/data/scifact-subset]

For every query with relevance judgements, the best MiniLM cosine between the query and a
*sentence* of the corpus (Footnote cites sentences) is taken twice: with the judged-relevant
documents in the library ("covered") and with them removed ("not covered": the library does
not hold the answer, only neighbouring material). The table shows both distributions and, for
a range of floors, how many covered queries would wrongly be told "no source covers this" and
how many uncovered ones would wrongly get quotes; the floor with the best balanced accuracy is
printed. ``shared/generation/kinds/question.py`` states the floor it uses and this figure.

The same is done for the composer's answer test (``compose.question.answer_share``: the share of
the query's focus words, weighted by rarity among the 10 nearest sentences, that the best of
those sentences holds), alone and together with the similarity floor.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from footnote.shared.config import Settings  # noqa: E402
from footnote.shared.embeddings import make_embedder  # noqa: E402
from footnote.shared.evaluation.beir import load_beir  # noqa: E402
from footnote.shared.generation.compose.question import QUESTION_WORDS, SOURCE_WORDS  # noqa: E402
from footnote.shared.ingestion.sentences import split_sentences  # noqa: E402
from footnote.shared.verification.words import content  # noqa: E402


def best_share(query: str, sims: np.ndarray, sentences: list[str], k: int = 10) -> float:
    """The composer's answer test over the ``k`` nearest sentences."""
    top = np.argsort(-sims)[:k]
    texts = [content(sentences[i]) for i in top]
    focus = content(query) - QUESTION_WORDS - SOURCE_WORDS
    weights = {w: 1.0 / (1 + sum(1 for t in texts if w in t)) for w in focus}
    total = sum(weights.values()) or 1.0
    return max(sum(v for w, v in weights.items() if w in t) / total for t in texts)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--beir", type=Path, default=ROOT.parent / "shared" / "data" / "scifact-subset")
    args = ap.parse_args()
    data = load_beir(args.beir)
    embedder = make_embedder(Settings())
    owners, sentences = [], []
    for doc in data.docs:
        for s, e in split_sentences(doc.text):
            if e - s >= 20:
                owners.append(doc.doc_id)
                sentences.append(doc.text[s:e])
    print(f"{len(data.qrels)} judged queries, {len(sentences)} sentences of {len(data.docs)} documents")
    cache = Path(f"/tmp/footnote-relevance-{data.fingerprint[:16]}.npy")
    if cache.exists():
        vecs = np.load(cache)
    else:
        vecs = np.asarray(embedder.embed_documents(sentences), dtype=np.float32)
        np.save(cache, vecs)
    qids = sorted(data.qrels)
    qvecs = np.asarray([embedder.embed_query(data.queries[q]) for q in qids], dtype=np.float32)
    owner = np.asarray(owners)
    covered, uncovered, cov_share, unc_share = [], [], [], []
    for q, qv in zip(qids, qvecs, strict=True):
        sims = vecs @ qv
        rel = np.isin(owner, list(data.qrels[q]))
        if rel.any():
            covered.append(float(sims.max()))
            uncovered.append(float(sims[~rel].max()))
            cov_share.append(best_share(data.queries[q], sims, sentences))
            masked = np.where(rel, -1.0, sims)
            unc_share.append(best_share(data.queries[q], masked, sentences))
    cov, unc = np.asarray(covered), np.asarray(uncovered)
    cs, us = np.asarray(cov_share), np.asarray(unc_share)
    print("\nbest sentence similarity   p10    p25    p50    p75    p90")
    for name, xs in (("covered", cov), ("not covered", unc)):
        print(f"{name:<26}" + "".join(f"{np.percentile(xs, p):>7.3f}" for p in (10, 25, 50, 75, 90)))
    print("\nfloor  covered refused  uncovered answered  balanced accuracy")
    best = (0.0, 0.0)
    for floor in np.arange(0.20, 0.71, 0.05):
        refused = float((cov < floor).mean())
        answered = float((unc >= floor).mean())
        bal = 1 - (refused + answered) / 2
        best = max(best, (bal, float(floor)))
        print(f"{floor:>5.2f}  {refused:>15.1%}  {answered:>18.1%}  {bal:>17.1%}")
    print(f"\nbest floor {best[1]:.2f} (balanced accuracy {best[0]:.1%})")
    print("\nanswer share  covered refused  uncovered answered  balanced accuracy")
    for floor in (0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5):
        refused, answered = float((cs < floor).mean()), float((us >= floor).mean())
        print(f"{floor:>12.2f}  {refused:>15.1%}  {answered:>18.1%}  {1 - (refused + answered) / 2:>17.1%}")
    print("\nanswered when share >= S or similarity >= F")
    print("    S     F  covered refused  uncovered answered  balanced accuracy")
    for share in (0.15, 0.25, 0.35):
        for floor in (0.6, 0.65, 0.7, 0.75):
            refused = float(((cs < share) & (cov < floor)).mean())
            answered = float(((us >= share) | (unc >= floor)).mean())
            bal = 1 - (refused + answered) / 2
            print(f"{share:>5.2f} {floor:>5.2f}  {refused:>15.1%}  {answered:>18.1%}  {bal:>17.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

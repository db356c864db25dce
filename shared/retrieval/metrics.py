"""Ranking metrics for retrieval evaluation (pure).

Conventions follow BEIR / ``pytrec_eval``: graded relevance with linear gain, a document is
relevant when its judged score is > 0, DCG discount ``1 / log2(rank + 1)`` with rank from 1,
and a query's figures are averaged over the queries that have at least one relevant document.
``mrr`` is the reciprocal rank of the first relevant document within the ranking passed in
(the evaluation passes the top 100), 0 when none appears.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

Qrels = Mapping[str, Mapping[str, int]]  # query id -> doc id -> graded relevance
Run = Mapping[str, Sequence[str]]  # query id -> ranked doc ids (best first)


@dataclass(frozen=True)
class Metrics:
    ndcg_at_10: float
    recall_at_10: float
    recall_at_100: float
    mrr: float
    n_queries: int

    def to_dict(self) -> dict[str, float]:
        return {
            "ndcg@10": round(self.ndcg_at_10, 4),
            "recall@10": round(self.recall_at_10, 4),
            "recall@100": round(self.recall_at_100, 4),
            "mrr": round(self.mrr, 4),
        }


def dedupe(ranking: Sequence[str]) -> list[str]:
    """Keep the first occurrence of each id (a doc scored by its best chunk)."""
    seen: set[str] = set()
    out = []
    for doc_id in ranking:
        if doc_id not in seen:
            seen.add(doc_id)
            out.append(doc_id)
    return out


def ndcg_at(ranking: Sequence[str], judged: Mapping[str, int], k: int) -> float:
    dcg = sum(judged.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranking[:k]) if judged.get(d, 0) > 0)
    ideal = sorted((g for g in judged.values() if g > 0), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg > 0 else 0.0


def recall_at(ranking: Sequence[str], judged: Mapping[str, int], k: int) -> float:
    relevant = {d for d, g in judged.items() if g > 0}
    if not relevant:
        return 0.0
    return len(relevant.intersection(ranking[:k])) / len(relevant)


def reciprocal_rank(ranking: Sequence[str], judged: Mapping[str, int]) -> float:
    for i, d in enumerate(ranking):
        if judged.get(d, 0) > 0:
            return 1.0 / (i + 1)
    return 0.0


def evaluate(run: Run, qrels: Qrels, query_ids: Sequence[str] | None = None) -> Metrics:
    """Average the metrics over ``query_ids`` (default: every query in qrels with a relevant doc).

    A query missing from ``run`` counts as an empty ranking (scores 0), never as skipped.
    """
    ids = [
        q for q in (query_ids if query_ids is not None else sorted(qrels))
        if any(g > 0 for g in qrels.get(q, {}).values())
    ]
    if not ids:
        return Metrics(0.0, 0.0, 0.0, 0.0, 0)
    totals = [0.0, 0.0, 0.0, 0.0]
    for q in ids:
        ranking = dedupe(run.get(q, ()))
        judged = qrels[q]
        totals[0] += ndcg_at(ranking, judged, 10)
        totals[1] += recall_at(ranking, judged, 10)
        totals[2] += recall_at(ranking, judged, 100)
        totals[3] += reciprocal_rank(ranking, judged)
    n = len(ids)
    return Metrics(totals[0] / n, totals[1] / n, totals[2] / n, totals[3] / n, n)

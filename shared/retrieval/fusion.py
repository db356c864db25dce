"""Fusing the keyword and dense candidate lists into one ranking (pure).

Two methods, chosen by ``settings.fusion``:

* ``rrf``  -- weighted Reciprocal Rank Fusion: ``score = sum_side w_side / (rrf_k + rank_side)``
  (rank from 1; a side that did not return the chunk contributes 0). Scale-free.
* ``score`` -- normalised score combination: each side's raw scores (BM25, cosine similarity)
  over its own top-N are min-max scaled to [0, 1], then ``score = sum_side w_side * norm_side``
  (missing side contributes 0). Keeps *how much* better the top hit is, which RRF throws away.
* ``zscore`` -- standardised score combination: each side's raw scores over its own top-N become
  ``(score - mean) / stdev``; a chunk a side did not return gets that side's lowest standardised
  score (it ranked below everything the side kept). Unlike min-max, one outlier at the bottom of
  a list does not squash the others, and a side whose top hit stands far above the rest of its
  list (a confident side) counts for more than one whose hits are evenly spread.

Ties break on the chunk id so the order is deterministic.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

FUSION_METHODS = ("rrf", "score", "zscore")


@dataclass(frozen=True)
class Candidate:
    chunk_id: int
    score: float  # BM25 for keyword, 1 - cosine distance for dense


@dataclass(frozen=True)
class Fused:
    chunk_id: int
    score: float
    keyword_rank: int | None
    dense_rank: int | None
    bm25: float | None
    similarity: float | None


def _minmax(cands: Sequence[Candidate]) -> dict[int, float]:
    if not cands:
        return {}
    hi = max(c.score for c in cands)
    lo = min(c.score for c in cands)
    span = hi - lo
    return {c.chunk_id: (c.score - lo) / span if span > 0 else 1.0 for c in cands}


def _standardised(cands: Sequence[Candidate]) -> tuple[dict[int, float], float]:
    """({chunk id: (score - mean) / stdev}, the value for a chunk the side did not return)."""
    if not cands:
        return {}, 0.0
    n = len(cands)
    mean = sum(c.score for c in cands) / n
    sd = (sum((c.score - mean) ** 2 for c in cands) / n) ** 0.5
    if sd == 0:
        return {c.chunk_id: 0.0 for c in cands}, 0.0
    z = {c.chunk_id: (c.score - mean) / sd for c in cands}
    return z, min(z.values())


def fuse(
    keyword: Sequence[Candidate],
    dense: Sequence[Candidate],
    *,
    method: str = "rrf",
    rrf_k: int = 60,
    keyword_weight: float = 1.0,
    dense_weight: float = 1.0,
    candidates: int | None = None,
) -> list[Fused]:
    """Fuse two ranked lists (best first) into one, best first.

    ``candidates`` cuts each side to its top N before fusing (None: use all given).
    """
    if method not in FUSION_METHODS:
        raise ValueError(f"fusion ({method!r}) must be one of {', '.join(FUSION_METHODS)}")
    kw = list(keyword[:candidates] if candidates is not None else keyword)
    de = list(dense[:candidates] if candidates is not None else dense)
    kw_rank = {c.chunk_id: i + 1 for i, c in enumerate(kw)}
    de_rank = {c.chunk_id: i + 1 for i, c in enumerate(de)}
    kw_score = {c.chunk_id: c.score for c in kw}
    de_score = {c.chunk_id: c.score for c in de}
    ids = list(dict.fromkeys([c.chunk_id for c in kw] + [c.chunk_id for c in de]))
    if method == "rrf":
        def combined(cid: int) -> float:
            s = 0.0
            if cid in kw_rank:
                s += keyword_weight / (rrf_k + kw_rank[cid])
            if cid in de_rank:
                s += dense_weight / (rrf_k + de_rank[cid])
            return s
    elif method == "score":
        kw_norm, de_norm = _minmax(kw), _minmax(de)

        def combined(cid: int) -> float:
            return keyword_weight * kw_norm.get(cid, 0.0) + dense_weight * de_norm.get(cid, 0.0)
    else:
        (kw_z, kw_floor), (de_z, de_floor) = _standardised(kw), _standardised(de)

        def combined(cid: int) -> float:
            return keyword_weight * kw_z.get(cid, kw_floor) + dense_weight * de_z.get(cid, de_floor)

    fused = [
        Fused(
            chunk_id=cid,
            score=combined(cid),
            keyword_rank=kw_rank.get(cid),
            dense_rank=de_rank.get(cid),
            bm25=kw_score.get(cid),
            similarity=de_score.get(cid),
        )
        for cid in ids
    ]
    fused.sort(key=lambda f: (-f.score, f.chunk_id))
    return fused

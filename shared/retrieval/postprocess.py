"""What happens to fused hits before they are returned (pure: Hits in, Hits out).

Order of the stages in ``footnote.shared.retrieval.search``:

1. ``apply_threshold`` -- drop hits whose ``similarity`` (1 - cosine distance) is below
   ``min_similarity`` (off when None). Deterministic; the dropped are reported in debug.
2. ``diversify`` -- drop a hit whose embedding has cosine > ``threshold`` with a better hit
   already kept (near-duplicate passages from different editions, repeated boilerplate).
3. ``fuse_facets`` -- a lecture segment (the time a slide is on screen) is indexed as separate
   chunks, one per facet, each with its own vector: what was said, what was shown, the code.
   The best chunk of each facet that matched is folded into one hit, ranked by reciprocal-rank
   fusion of the facets' ranks; the hit lists its ``facets``.
4. ``drop_transcript_overlaps`` -- for video chunks, drop one that overlaps a better chunk of
   the same video by more than ``ratio`` of the shorter span, but never below ``keep_at_least``.
5. cut to ``top_k``; ``order_chronologically`` groups by video in time order when asked.
6. ``window_ranges`` / ``select_context`` -- adjacent chunks (same document and granularity)
   within ``window`` of each hit, deduplicated, ordered (document, index), capped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from footnote.shared.retrieval.types import Hit


@dataclass(frozen=True)
class Dropped:
    chunk_uid: str
    stage: str  # "threshold" | "diversity" | "facet" | "transcript_overlap"
    reason: str

    def to_dict(self) -> dict[str, str]:
        return {"chunk_uid": self.chunk_uid, "stage": self.stage, "reason": self.reason}


def apply_threshold(hits: Sequence[Hit], min_similarity: float | None) -> tuple[list[Hit], list[Dropped]]:
    if min_similarity is None:
        return list(hits), []
    kept, dropped = [], []
    for h in hits:
        if h.similarity is not None and h.similarity >= min_similarity:
            kept.append(h)
        else:
            sim = "none" if h.similarity is None else f"{h.similarity:.4f}"
            dropped.append(Dropped(h.chunk_uid, "threshold", f"similarity {sim} < {min_similarity}"))
    return kept, dropped


def _unit(v: Sequence[float]) -> np.ndarray:
    a = np.asarray(v, dtype=np.float64)
    n = float(np.linalg.norm(a))
    return a / n if n > 0 else a


def diversify(hits: Sequence[Hit], threshold: float | None) -> tuple[list[Hit], list[Dropped]]:
    """Greedy in rank order; a hit without an embedding is always kept. None or >= 1: off."""
    if threshold is None or threshold >= 1.0:
        return list(hits), []
    kept: list[Hit] = []
    kept_vecs: list[np.ndarray] = []
    kept_with_vec: list[Hit] = []
    dropped: list[Dropped] = []
    for h in hits:
        clash = None
        vec = _unit(h.embedding) if h.embedding is not None else None
        if vec is not None and kept_vecs:
            sims = np.stack(kept_vecs) @ vec
            j = int(np.argmax(sims > threshold)) if bool((sims > threshold).any()) else -1
            clash = kept_with_vec[j] if j >= 0 else None
        if clash is None:
            kept.append(h)
            if vec is not None:
                kept_vecs.append(vec)
                kept_with_vec.append(h)
        else:
            dropped.append(Dropped(h.chunk_uid, "diversity", f"cosine > {threshold} with {clash.chunk_uid}"))
    return kept, dropped


def _overlap_ratio(a: Hit, b: Hit) -> float:
    if None in (a.timestamp_start, a.timestamp_end, b.timestamp_start, b.timestamp_end):
        return 0.0
    a0, a1 = float(a.timestamp_start), float(a.timestamp_end)  # type: ignore[arg-type]
    b0, b1 = float(b.timestamp_start), float(b.timestamp_end)  # type: ignore[arg-type]
    inter = min(a1, b1) - max(a0, b0)
    shorter = min(a1 - a0, b1 - b0)
    if inter <= 0:
        return 0.0
    if shorter <= 0:
        return 1.0
    return inter / shorter


def fuse_facets(hits: Sequence[Hit], rrf_k: int) -> tuple[list[Hit], list[Dropped]]:
    """Fold each lecture segment's best chunk per facet into one hit and rank by RRF.

    ``hits`` are in rank order. A segment's score is the sum of 1 / (``rrf_k`` + rank) over the
    best-ranked chunk of each of its facets (speech, screen, code); any other hit keeps its own
    1 / (``rrf_k`` + rank). The segment is represented by its best-ranked chunk (so a citation
    still lands on its words and second), with ``facets`` listing the facets that matched, best
    first. A second chunk of the same facet in a segment stays a hit of its own."""
    firsts: dict[tuple[tuple[str, str], str], int] = {}  # (segment, facet) -> rank of its best chunk
    for i, h in enumerate(hits):
        if h.segment is not None and h.facet is not None:
            firsts.setdefault((h.segment, h.facet), i)
    by_segment: dict[tuple[str, str], list[tuple[int, str]]] = {}
    for (segment, facet), i in firsts.items():
        by_segment.setdefault(segment, []).append((i, facet))
    scored: list[tuple[float, int, Hit]] = []
    dropped: list[Dropped] = []
    for i, h in enumerate(hits):
        members = by_segment.get(h.segment) if h.segment is not None else None
        if members is None or firsts.get((h.segment, h.facet or "")) != i:  # type: ignore[arg-type]
            scored.append((1 / (rrf_k + i + 1), i, h))  # not a segment's best chunk of its facet
            continue
        lead = min(members)[0]
        if i != lead:
            dropped.append(Dropped(h.chunk_uid, "facet", f"its {h.facet} folded into {hits[lead].chunk_uid}"))
            continue
        facets = tuple(facet for _, facet in sorted(members))
        score = sum(1 / (rrf_k + rank + 1) for rank, _ in members)
        scored.append((score, i, replace(h, facets=facets)))
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [h for _, _, h in scored], dropped


def drop_transcript_overlaps(
    hits: Sequence[Hit], ratio: float, *, keep_at_least: int = 3
) -> tuple[list[Hit], list[Dropped]]:
    """Drop timed chunks (any recording: a video, a masterclass, a lecture) overlapping a better
    kept chunk of the same recording by > ``ratio`` of the shorter one. If that would leave
    fewer than ``keep_at_least`` hits, the best dropped ones come back (in their original rank
    order)."""
    kept_idx: list[int] = []
    dropped_idx: list[tuple[int, str]] = []
    for i, h in enumerate(hits):
        clash = None
        if h.timestamp_start is not None:  # any recording: a video, a masterclass, a lecture, audio
            for j in kept_idx:
                k = hits[j]
                if k.source_id == h.source_id and _overlap_ratio(h, k) > ratio:
                    clash = k
                    break
        if clash is None:
            kept_idx.append(i)
        else:
            dropped_idx.append((i, f"overlaps {clash.chunk_uid} by > {ratio:.0%} of the shorter"))
    while len(kept_idx) < min(keep_at_least, len(hits)) and dropped_idx:
        i, _ = dropped_idx.pop(0)
        kept_idx.append(i)
    kept_idx.sort()
    return [hits[i] for i in kept_idx], [Dropped(hits[i].chunk_uid, "transcript_overlap", r) for i, r in dropped_idx]


def order_chronologically(hits: Sequence[Hit]) -> list[Hit]:
    """Group by recording (groups ordered by their best hit), each group in time order.

    Hits without a time keep their rank position as groups of one."""
    groups: dict[str, list[Hit]] = {}
    order: list[str] = []
    for h in hits:
        key = h.source_id if h.timestamp_start is not None else f"\0{h.chunk_uid}"
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(h)
    out: list[Hit] = []
    for key in order:
        out.extend(sorted(groups[key], key=lambda h: (h.timestamp_start or 0.0, h.chunk_index)))
    return out


@dataclass(frozen=True)
class WindowRange:
    source_id: str
    granularity: str
    lo: int
    hi: int  # inclusive


def window_ranges(hits: Sequence[Hit], window: int) -> list[WindowRange]:
    """Chunk-index ranges to fetch around each hit (same document and granularity only)."""
    if window <= 0:
        return []
    return [WindowRange(h.source_id, h.granularity, h.chunk_index - window, h.chunk_index + window) for h in hits]


def select_context(
    hits: Sequence[Hit], neighbours: Sequence[Hit], window: int, cap: int
) -> tuple[list[Hit], list[Hit]]:
    """Pick the neighbours of ``hits`` (excluding the hits themselves), deduplicated by chunk_uid,
    ordered (document, index) and capped at ``cap``, preferring neighbours of better hits.

    Returns (hits with ``context`` filled in, context hits)."""
    if window <= 0 or cap <= 0:
        return list(hits), []
    hit_uids = {h.chunk_uid for h in hits}
    by_key = {(n.source_id, n.granularity, n.chunk_index): n for n in neighbours}
    chosen: dict[str, Hit] = {}
    per_hit: list[list[str]] = []
    for h in hits:
        mine: list[str] = []
        for d in sorted(range(-window, window + 1), key=lambda d: (abs(d), d)):
            n = by_key.get((h.source_id, h.granularity, h.chunk_index + d))
            if d == 0 or n is None or n.chunk_uid in hit_uids:
                continue
            if n.chunk_uid not in chosen and len(chosen) >= cap:
                continue
            chosen.setdefault(n.chunk_uid, n)
            mine.append(n.chunk_uid)
        per_hit.append(mine)
    index = {uid: (n.source_id, n.chunk_index) for uid, n in chosen.items()}
    out_hits = [replace(h, context=tuple(sorted(m, key=index.__getitem__))) for h, m in zip(hits, per_hit, strict=True)]
    context = sorted(chosen.values(), key=lambda n: (n.source_id, n.granularity, n.chunk_index))
    return out_hits, context


def with_neighbours(hits: Sequence[Hit], context: Sequence[Hit]) -> list[Hit]:
    """Passage hits with the text of the chunks just before and after them (from the window's
    ``context``) as ``previous_text``/``next_text``, so a procedure's cited step reaches the
    generator with the steps around it. Sentence hits already carry their neighbours; a
    neighbour that is itself a hit is in the evidence already and is not repeated."""
    by_key = {(n.source_id, n.granularity, n.chunk_index): n for n in context}
    out = []
    for h in hits:
        if h.granularity == "sentence" or (h.previous_text and h.next_text):
            out.append(h)
            continue
        before = by_key.get((h.source_id, h.granularity, h.chunk_index - 1))
        after = by_key.get((h.source_id, h.granularity, h.chunk_index + 1))
        out.append(replace(h, previous_text=h.previous_text or (before.text if before else None),
                           next_text=h.next_text or (after.text if after else None)))
    return out


def mean_pairwise_cosine(hits: Sequence[Hit]) -> float | None:
    """How alike the hits are to each other: the mean cosine over every pair of hits that carry
    an embedding (None below two). Near 1, the set has collapsed onto one passage said several
    times (a duplicated source, a retrieval stuck on one region) -- the collapse signal the
    metrics watch (``footnote_evidence_similarity``)."""
    vecs = [_unit(h.embedding) for h in hits if h.embedding is not None]
    n = len(vecs)
    if n < 2:
        return None
    m = np.stack(vecs)
    gram = m @ m.T
    return round(float((gram.sum() - np.trace(gram)) / (n * (n - 1))), 4)


def similarity_stats(hits: Sequence[Hit]) -> dict[str, float | None]:
    sims = [h.similarity for h in hits if h.similarity is not None]
    if not sims:
        return {"min": None, "max": None, "mean": None}
    return {"min": round(min(sims), 4), "max": round(max(sims), 4), "mean": round(sum(sims) / len(sims), 4)}

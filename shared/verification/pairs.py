"""Judge many (claim, evidence) pairs at once: one embedding call for every claim and its
aligned evidence words (model overhead dominates the per-call cost), then ``judge`` per pair."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from footnote.shared.embeddings.base import Embedder
from footnote.shared.text import content_stems
from footnote.shared.verification.judge import PARAPHRASE_SIMILARITY, PARTIAL_SIMILARITY, Verdict, align, judge

# words that frame a claim rather than carry it ("the notes say", "your opening paragraph ...")
FRAMING = frozenset(
    content_stems(
        "say says said note notes noted put puts advise advises suggest suggests explain explains add adds "
        "argue argues write writes according source evidence paragraph score scored keep try practice point "
        # the feedback's own framing: where in the essay, how the point relates to the source
        "claim support supports borne solid ground likewise similarly opening conclusion first second third "
        "fourth fifth sixth deserves look otherwise differently uneasily sits firmer needs engage passage "
        "deepen argument essay measured addresses prompt rubric directly answers also takes goes advice "
        "offers step area room grow comes best worth particular video speaker way compare relevant beside "
        "contradicts contradicted challenges disagrees book course watch"
    )
)


def calibrated(cosines: np.ndarray, embedder: Embedder) -> np.ndarray:
    """Cosines of ``embedder`` on the scale the verifier's thresholds are set on (MiniLM's): its
    ``similarity_points`` map onto ``PARTIAL_SIMILARITY`` and ``PARAPHRASE_SIMILARITY``, linearly
    between and beyond them (E5's 0.891 is MiniLM's 0.70)."""
    points = embedder.similarity_points
    if not points:
        return cosines
    lo, hi = points
    return np.interp(cosines, [-1.0, lo, hi, 1.0], [-1.0, PARTIAL_SIMILARITY, PARAPHRASE_SIMILARITY, 1.0])


def judge_pairs(
    pairs: Sequence[tuple[str, str, str]], embedder: Embedder | None, *, known: str = ""
) -> list[Verdict]:
    """Verdicts for ``(claim, evidence, source names)`` triples, with one embedding call for all
    claims and their aligned evidence words (model overhead dominates per-call cost)."""
    if not pairs:
        return []
    discount = FRAMING | content_stems(known)
    spans = []
    for claim, evidence, _ in pairs:
        s, e = align(claim, evidence, discount)
        spans.append(evidence[s:e])
    sims: list[float | None] = [None] * len(pairs)
    if embedder is not None:
        texts = list(dict.fromkeys([c for c, _, _ in pairs] + spans))
        vecs = np.asarray(embedder.embed_documents(texts))
        at = {t: i for i, t in enumerate(texts)}
        raw = [float(vecs[at[c]] @ vecs[at[sp]]) for (c, _, _), sp in zip(pairs, spans, strict=True)]
        sims = [float(x) for x in calibrated(np.asarray(raw), embedder)]
    return [
        judge(claim, evidence, similarity=sim, known=known, names=names, discount=discount)
        for (claim, evidence, names), sim in zip(pairs, sims, strict=True)
    ]

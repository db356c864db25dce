"""Judge many (claim, evidence) pairs at once: ``judge`` per pair, then one embedding call for
the claims, and their aligned evidence words, whose verdict turns on the similarity."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from footnote.shared.embeddings.base import Embedder
from footnote.shared.text import content_stems
from footnote.shared.verification.judge import (
    PARAPHRASE_SIMILARITY,
    PARTIAL_SIMILARITY,
    Verdict,
    align,
    judge_deferred,
)

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
    """Verdicts for ``(claim, evidence, source names)`` triples. Only the pairs whose verdict
    turns on the similarity are embedded (a quote, a contradiction or a claim whose words the
    source all says needs none), all in one call: the model's overhead dominates its per-call cost.
    (Embedding on a second thread while the word checks run was slower on 2 cores.)"""
    discount = FRAMING | content_stems(known)
    found = [judge_deferred(c, e, known=known, names=n, discount=discount) for c, e, n in pairs]
    waiting = [k for k, f in enumerate(found) if not isinstance(f, Verdict)]
    sims: dict[int, float | None] = dict.fromkeys(waiting)
    if embedder is not None and waiting:
        spans = {k: pairs[k][1][slice(*align(pairs[k][0], pairs[k][1], discount))] for k in waiting}
        texts = list(dict.fromkeys([pairs[k][0] for k in waiting] + list(spans.values())))
        vecs = np.asarray(embedder.embed_documents(texts))
        at = {t: i for i, t in enumerate(texts)}
        raw = np.asarray([float(vecs[at[pairs[k][0]]] @ vecs[at[spans[k]]]) for k in waiting])
        sims = dict(zip(waiting, (float(x) for x in calibrated(raw, embedder)), strict=True))
    return [f if isinstance(f, Verdict) else f(sims[k]) for k, f in enumerate(found)]

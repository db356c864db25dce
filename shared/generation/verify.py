"""Does each cited span support the sentence that cites it?

Two signals per (sentence, cited evidence) pair:

* ``lexical``: share of the sentence's content-word stems that occur in the span
  (containment, not Jaccard: a short claim drawn from a long span should score high, and
  framing words such as "your timing scored 0.31" legitimately lower it only a little).
* ``similarity``: cosine of the two embeddings (via the ``Embedder`` port): catches
  paraphrase that shares few words.

Thresholds (named below) were picked so that a sentence quoting or closely paraphrasing its
span is ``supported`` with either the MiniLM model or the hashing fake, a sentence that
shares the topic but not the content is ``weak``, and an unrelated one is ``unsupported``.
A quotation (text in quotes, 4+ words) that cannot be found in the cited span caps the pair
at ``weak``: a fabricated quote is never shown as grounded.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from shared.embeddings.base import Embedder
from shared.generation.citations import ParsedAnswer
from shared.generation.evidence import EvidenceItem
from shared.generation.text import content_stems

SUPPORTED_LEXICAL = 0.5  # half the claim's content words come from the span
SUPPORTED_SIMILARITY = 0.6  # a close paraphrase ...
SUPPORTED_SIMILARITY_MIN_LEXICAL = 0.2  # ... that still shares some content words
WEAK_LEXICAL = 0.25
WEAK_SIMILARITY = 0.45
QUOTE_MIN_WORDS = 4
QUOTE_FOUND_SHARE = 0.8  # of the quote's content stems present in the span

MIN_CLAIM_STEMS = 3  # below this, input words are not discounted (the claim would be empty)
# reporting words that frame a quotation; they are not claims about the world
FRAMING = content_stems(
    "say says said note notes noted put puts advise advises suggest suggests explain explains add adds "
    "argue argues write writes according source evidence paragraph score scored keep try practice point "
    # the feedback's own framing: where in the essay, how the point relates to the source
    "claim support supports borne solid ground likewise similarly opening conclusion first second third "
    "fourth fifth sixth deserves look otherwise differently uneasily sits firmer needs engage passage "
    "deepen argument essay measured addresses prompt rubric directly answers also takes goes advice "
    "offers step area room grow comes best worth particular video speaker way compare relevant beside"
)
THRESHOLDS = {
    "supported_lexical": SUPPORTED_LEXICAL,
    "supported_similarity": SUPPORTED_SIMILARITY,
    "supported_similarity_min_lexical": SUPPORTED_SIMILARITY_MIN_LEXICAL,
    "weak_lexical": WEAK_LEXICAL,
    "weak_similarity": WEAK_SIMILARITY,
}
STATUS_RANK = {"supported": 2, "weak": 1, "unsupported": 0}
_QUOTE = re.compile(r"[\"“]([^\"”]{8,})[\"”]")


@dataclass(frozen=True)
class Check:
    claim_index: int
    number: int  # evidence number as given to the model
    status: str
    similarity: float
    lexical: float
    reason: str


@dataclass(frozen=True)
class Verification:
    checks: tuple[Check, ...]
    claim_status: tuple[str, ...]  # per claim: best status of its citations, or "uncited"

    def for_claim(self, index: int) -> tuple[Check, ...]:
        return tuple(c for c in self.checks if c.claim_index == index)

    def citation_status(self, number: int) -> str:
        """Footer status of an evidence: the worst over the sentences citing it (conservative)."""
        statuses = [c.status for c in self.checks if c.number == number]
        return min(statuses, key=STATUS_RANK.__getitem__) if statuses else "unsupported"


def lexical_support(claim: str, span: str, known: frozenset[str] = frozenset()) -> float:
    """Share of the claim's content stems found in the span. Stems in ``known`` (the user's own
    input: piece, scores, essay, question; and framing words) need no source and are discounted,
    unless that would leave fewer than ``MIN_CLAIM_STEMS`` to judge."""
    stems = content_stems(claim)
    rest = stems - known - FRAMING
    if len(rest) >= MIN_CLAIM_STEMS:
        stems = rest
    if not stems:
        return 0.0
    return len(stems & content_stems(span)) / len(stems)


def _quote_problem(claim: str, span: str) -> str | None:
    span_stems = content_stems(span)
    for quote in _QUOTE.findall(claim):
        if len(quote.split()) < QUOTE_MIN_WORDS:
            continue
        q = content_stems(quote)
        if q and len(q & span_stems) / len(q) < QUOTE_FOUND_SHARE:
            return f"quotation not found in the cited source: {quote[:60]!r}"
    return None


def classify(similarity: float, lexical: float) -> tuple[str, str]:
    if lexical >= SUPPORTED_LEXICAL:
        return "supported", f"{lexical:.0%} of the sentence's content words appear in the source"
    if similarity >= SUPPORTED_SIMILARITY and lexical >= SUPPORTED_SIMILARITY_MIN_LEXICAL:
        return "supported", f"close paraphrase of the source (similarity {similarity:.2f})"
    if lexical >= WEAK_LEXICAL or similarity >= WEAK_SIMILARITY:
        return "weak", f"related to the source but only partly backed (similarity {similarity:.2f})"
    return "unsupported", "the cited source does not say this"


def span_text(item: EvidenceItem, claim: str = "") -> str:
    """The cited text; for a sentence hit, with the sentence before or after it when the claim
    quotes that too (a quote opening "It ..." is shown with the sentence that says what "it" is)."""
    hit = item.hit
    if hit.granularity != "sentence":
        return hit.text
    prev, nxt = (" ".join((t or "").split()) for t in (hit.previous_text, hit.next_text))
    quoted = [t for t in (prev, nxt) if t and t[:40].replace('"', "'").rstrip(".") in claim]
    return " ".join(t for t in (prev if prev in quoted else "", hit.text, nxt if nxt in quoted else "") if t)


def verify(
    parsed: ParsedAnswer, evidence: Sequence[EvidenceItem], embedder: Embedder, *, known_text: str = ""
) -> Verification:
    """Check every (sentence, cited evidence) pair. ``known_text`` is the user's own input."""
    known = frozenset(content_stems(known_text))
    by_number = {e.number: e for e in evidence}
    claims = parsed.claims
    pairs = [(i, n) for i, c in enumerate(claims) for n in c.cited if n in by_number]
    checks: list[Check] = []
    if pairs:
        claim_idx = sorted({i for i, _ in pairs})
        numbers = sorted({n for _, n in pairs})
        texts = [claims[i].text for i in claim_idx] + [span_text(by_number[n]) for n in numbers]
        vecs = np.asarray(embedder.embed_documents(texts))  # one call: model overhead dominates
        sims = vecs[: len(claim_idx)] @ vecs[len(claim_idx) :].T
        for i, n in pairs:
            sim = float(sims[claim_idx.index(i), numbers.index(n)])
            span = span_text(by_number[n], claims[i].text)
            hit = by_number[n].hit  # naming the source ("as Ashdown puts it") is not a claim
            lex = lexical_support(claims[i].text, span, known | content_stems(f"{hit.title or ''} {hit.author or ''}"))
            status, reason = classify(sim, lex)
            problem = _quote_problem(claims[i].text, span)
            if problem and status == "supported":
                status, reason = "weak", problem
            checks.append(Check(i, n, status, round(sim, 3), round(lex, 3), reason))
    claim_status = []
    for i in range(len(claims)):
        mine = [c.status for c in checks if c.claim_index == i]
        claim_status.append(max(mine, key=STATUS_RANK.__getitem__) if mine else "uncited")
    return Verification(tuple(checks), tuple(claim_status))


def metrics(parsed: ParsedAnswer, verification: Verification) -> dict[str, float | int]:
    """coverage: share of sentences with a supported citation; precision: share of citations
    that support their sentence; out_of_range: markers dropped."""
    n_claims = len(parsed.claims)
    n_checks = len(verification.checks)
    supported_claims = sum(1 for s in verification.claim_status if s == "supported")
    supported_checks = sum(1 for c in verification.checks if c.status == "supported")
    counts = {s: sum(1 for c in verification.checks if c.status == s) for s in STATUS_RANK}
    return {
        "sentences": n_claims,
        "citations_used": n_checks,
        "citation_coverage": round(supported_claims / n_claims, 3) if n_claims else 0.0,
        "citation_precision": round(supported_checks / n_checks, 3) if n_checks else 0.0,
        "out_of_range": len(parsed.out_of_range),
        "supported": counts["supported"],
        "weak": counts["weak"],
        "unsupported": counts["unsupported"],
        "uncited_sentences": sum(1 for s in verification.claim_status if s == "uncited"),
        "inferred": sum(1 for c in parsed.claims if c.inferred),
        "thresholds": THRESHOLDS,
    }


def similarity_fn(embedder: Embedder):
    """A ``citations.Similarity`` backed by the embedder (for ``infer_citations``)."""

    def sim(a: Sequence[str], b: Sequence[str]) -> np.ndarray:
        vecs = np.asarray(embedder.embed_documents([*a, *b]))
        return vecs[: len(a)] @ vecs[len(a) :].T

    return sim

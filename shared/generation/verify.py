"""Does each cited span support the sentence that cites it?

Every (sentence, cited evidence) pair gets a verdict from ``footnote.shared.verification.judge``:
``supported``, ``partial``, ``contradicted`` or ``unsupported``, with a reason a person can read
and the offsets of the evidence words it aligned (the quote the citation points at). The
embedding similarity of sentence and aligned words (one ``Embedder`` call per job) lets a close
paraphrase count as support; the explicit checks catch what similarity cannot (negation,
opposite words, swapped roles, numbers, populations, attribution, overstatement). A quotation
(text in quotes, 4+ words) that cannot be found in the cited span caps the pair at ``partial``:
a fabricated quote is never shown as grounded.

A sentence's status is the **worst** verdict among its citations (a wrong citation beside a right
one is not hidden), ``uncited`` when it cites nothing. What the reader sees for each status is
in ``docs/verification.md``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from footnote.shared.embeddings.base import Embedder
from footnote.shared.generation.citations import ParsedAnswer
from footnote.shared.generation.evidence import EvidenceItem
from footnote.shared.text import URL, content_stems
from footnote.shared.verification.judge import RANK, THRESHOLDS, align
from footnote.shared.verification.pairs import FRAMING, calibrated, judge_pairs

QUOTE_MIN_WORDS = 4
QUOTE_FOUND_SHARE = 0.8  # of the quote's content stems present in the span

STATUS_RANK = RANK  # worst = lowest
INPUT_SLACK_WORDS = 1  # content words beyond the user's own that a restatement may add
_QUOTE = re.compile(r"[\"“]([^\"”]{8,})[\"”]")



@dataclass(frozen=True)
class Check:
    claim_index: int
    number: int  # evidence number as given to the model
    status: str  # supported | partial | contradicted | unsupported
    similarity: float | None  # None where the words decided the verdict (no embedding was needed)
    lexical: float  # share of the sentence's content words in the aligned evidence words
    reason: str
    span: tuple[int, int] | None = None  # the aligned words, as offsets into the hit's text


@dataclass(frozen=True)
class Verification:
    checks: tuple[Check, ...]
    claim_status: tuple[str, ...]  # per claim: worst status of its citations, or "uncited"

    def for_claim(self, index: int) -> tuple[Check, ...]:
        return tuple(c for c in self.checks if c.claim_index == index)

    def citation_status(self, number: int) -> str:
        """Footer status of an evidence: the worst over the sentences citing it (conservative)."""
        statuses = [c.status for c in self.checks if c.number == number]
        return min(statuses, key=STATUS_RANK.__getitem__) if statuses else "unsupported"

    @property
    def grounded(self) -> bool:
        """Every sentence supported by its sources, or a restatement of the user's input."""
        return any(s == "supported" for s in self.claim_status) and all(
            s in ("supported", "input") for s in self.claim_status
        )


def _quote_problem(claim: str, span: str) -> str | None:
    span_stems = content_stems(span)
    for quote in _QUOTE.findall(claim):
        if len(quote.split()) < QUOTE_MIN_WORDS:
            continue
        q = content_stems(quote)
        if q and len(q & span_stems) / len(q) < QUOTE_FOUND_SHARE:
            return f"quotation not found in the cited source: {quote[:60]!r}"
    return None


_USER_SNIPPET = re.compile(r"‘[^’]*’")


def judged_text(sentence: str) -> str:
    """What a sentence asserts about its source. A sentence that quotes the source (4+ words in
    double quotes) asserts the quotation: "your essay says ‘X’, but Ashdown suggests otherwise:
    "Y"" is checked as "Y" (the framing is the writer's, the student's ‘X’ is not the source's).
    Otherwise the sentence less any student words in single curly quotes."""
    sentence = URL.sub("", sentence)  # a link is not a claim word (render removes unvouched ones)
    quotes = [q for q in _QUOTE.findall(sentence) if len(q.split()) >= QUOTE_MIN_WORDS]
    if quotes:
        return " ".join(quotes)
    return _USER_SNIPPET.sub("", sentence)


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
    by_number = {e.number: e for e in evidence}
    claims = parsed.claims
    pairs = [(i, n) for i, c in enumerate(claims) for n in c.cited if n in by_number]
    triples = []
    for i, n in pairs:
        hit = by_number[n].hit
        names = f"{hit.title or ''} {hit.author or ''}"
        triples.append((judged_text(claims[i].text), span_text(by_number[n], claims[i].text), names))
    verdicts = judge_pairs(triples, embedder, known=known_text)
    discount = FRAMING | content_stems(known_text)
    checks: list[Check] = []
    for (i, n), (claim, span, _), v in zip(pairs, triples, verdicts, strict=True):
        status, reason = v.verdict, v.reason
        problem = _quote_problem(claims[i].text, span)
        if problem and status == "supported":
            status, reason = "partial", problem
        own = align(claim, by_number[n].hit.text, discount)
        sim = v.scores.get("similarity")
        sim = None if sim is None else round(sim, 3)
        checks.append(Check(i, n, status, sim, v.scores.get("coverage", 0.0), reason, own))
    known = content_stems(known_text)
    claim_status = []
    for i, claim in enumerate(claims):
        mine = [c.status for c in checks if c.claim_index == i]
        if mine:
            claim_status.append(min(mine, key=STATUS_RANK.__getitem__))
        else:
            claim_status.append("input" if restates_input(claim.text, known) else "uncited")
    return Verification(tuple(checks), tuple(claim_status))


def restates_input(sentence: str, known: set[str]) -> bool:
    """An uncited sentence that only restates the user's own input ("Ana's legato scored
    0.82") needs no source: every content word is the user's or framing."""
    stems = content_stems(sentence)
    return bool(known) and bool(stems) and len(stems - known - FRAMING) <= INPUT_SLACK_WORDS


def metrics(parsed: ParsedAnswer, verification: Verification) -> dict:
    """coverage: share of sentences whose citations all support them (sentences that only restate
    the user's input need no source and are left out); precision: share of citations that support
    their sentence; out_of_range: markers that named no evidence."""
    n_claims = len(parsed.claims)
    needs_source = n_claims - sum(1 for s in verification.claim_status if s == "input")
    n_checks = len(verification.checks)
    supported_claims = sum(1 for s in verification.claim_status if s == "supported")
    supported_checks = sum(1 for c in verification.checks if c.status == "supported")
    counts = {s: sum(1 for c in verification.checks if c.status == s) for s in STATUS_RANK}
    return {
        "sentences": n_claims,
        "citations_used": n_checks,
        "citation_coverage": round(supported_claims / needs_source, 3) if needs_source else 0.0,
        "citation_precision": round(supported_checks / n_checks, 3) if n_checks else 0.0,
        "out_of_range": len(parsed.out_of_range),
        **counts,
        "sentences_by_status": {
            s: sum(1 for x in verification.claim_status if x == s) for s in (*STATUS_RANK, "uncited", "input")
        },
        "uncited_sentences": sum(1 for s in verification.claim_status if s == "uncited"),
        "inferred": sum(1 for c in parsed.claims if c.inferred),
        "grounded": verification.grounded,
        "thresholds": THRESHOLDS,
    }


def similarity_fn(embedder: Embedder):
    """A ``citations.Similarity`` backed by the embedder (for ``infer_citations``)."""

    def sim(a: Sequence[str], b: Sequence[str]) -> np.ndarray:
        vecs = np.asarray(embedder.embed_documents([*a, *b]))
        return calibrated(vecs[: len(a)] @ vecs[len(a) :].T, embedder)  # thresholds are on MiniLM's scale

    return sim

"""``run_job``: input -> retrieval -> prompt -> generation -> citations -> verification -> rendering.

Retrieval is injected (``retrieve(RetrievalRequest) -> SearchResult``) so this module runs
without a database; the worker passes a closure over ``footnote.shared.retrieval.search.search``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from footnote.shared.config import Settings
from footnote.shared.embeddings.base import Embedder
from footnote.shared.errors import ValidationError
from footnote.shared.generation import citations
from footnote.shared.generation.dimensions import DimensionTable
from footnote.shared.generation.evidence import number_evidence
from footnote.shared.generation.generators.base import Generator
from footnote.shared.generation.kinds import JobContext, RetrievalRequest, Retrieve, Selection
from footnote.shared.generation.render import render
from footnote.shared.generation.verify import similarity_fn, verify
from footnote.shared.ingestion.injection import INSTRUCTION_TAG, about_the_document
from footnote.shared.retrieval.types import Hit, SearchResult

NO_EVIDENCE_MESSAGE = (
    "I could not find anything in your sources that speaks to this. Try rephrasing with the terms "
    "your sources use, asking about a narrower topic, or adding sources that cover it."
)
NOT_COVERED_MESSAGE = (
    "No source in your library covers this: the passages found are about related topics but do not "
    "answer it. Try asking about a narrower topic the sources discuss, or add a source that covers it."
)
UNGROUNDED_MESSAGE = (
    "The sources I found do not clearly support an answer; the text below is not backed by them. "
    "Try rephrasing or narrowing the request."
)

__all__ = [
    "NO_EVIDENCE_MESSAGE", "Evidence", "RetrievalRequest", "Retrieve", "compose", "run_job", "select_evidence",
    "validate_payload",
]


def validate_payload(
    kind: str, payload: Mapping[str, Any], *, settings: Settings, dimensions: DimensionTable | None = None
) -> None:
    """Validate without running (the API calls this before it enqueues)."""
    _kind(kind).validate(payload, _bare_context(settings, dimensions))


def _kind(kind: str):  # type: ignore[no-untyped-def]
    """The domain ``Kind`` of a generation job kind (``ValidationError`` naming valid kinds)."""
    from footnote.shared.jobs.kinds import get_kind

    spec = get_kind(kind)
    if spec.implementation is None:
        raise ValidationError("kind", f"{kind!r} jobs are not generation jobs")
    return spec.implementation


def _no_retrieval(_: RetrievalRequest) -> SearchResult:
    return SearchResult((), {})


def _bare_context(settings: Settings, dimensions: DimensionTable | None) -> JobContext:
    from footnote.shared.generation.generators.extractive import ExtractiveGenerator

    return JobContext("", settings, None, ExtractiveGenerator(), _no_retrieval, dimensions)  # type: ignore[arg-type]


def _keys(kind: str, attr: str) -> tuple[str, ...]:
    from footnote.shared.jobs.kinds import KINDS

    spec = KINDS.find(kind)
    return getattr(spec, attr) if spec else ()


def known_text(inputs: Mapping[str, Any], kind: str = "") -> str:
    """The user's own words and facts (not claims that need a source): the kind's ``own_words``
    inputs, plus the labels and scores a performance carries."""
    parts = [str(inputs[k]) for k in _keys(kind, "own_words") if inputs.get(k)]
    parts.extend(str(v) for v in inputs.get("labels", {}).values())
    parts.extend(f"{v:.2f}" for v in inputs.get("scores", {}).values())
    return " ".join(parts)


def admissible(hits, inputs: Mapping[str, Any], kind: str = "") -> tuple[list, list]:
    """(evidence, withheld): text in a source that reads as instructions (tagged at ingest) is
    data, never advice -- kept out of the answer unless the request (the kind's ``asks``
    inputs) is about the document."""
    request = " ".join(str(inputs.get(k) or "") for k in _keys(kind, "asks"))
    keep, withheld = [], []
    for h in hits:
        if not h.text.strip():
            continue
        if INSTRUCTION_TAG in h.tags and not about_the_document(request):
            withheld.append(h)
        else:
            keep.append(h)
    return keep, withheld


@dataclass(frozen=True)
class Evidence:
    """What retrieval selected for one job, carried unchanged to composition -- on the same
    worker, or through ``handoff`` to a ``generate`` worker: the hits in the order the prompt
    numbers them, the kind's facts about them (roles, paragraphs), debug, stage timings, and
    the feedback-cache key taken at retrieval time (so a cached result matches the corpus
    version it was retrieved from)."""

    hits: tuple[Hit, ...]
    facts: Mapping[str, Any]
    debug: Mapping[str, Any]
    timings: Mapping[str, float]
    cache_key: str | None = None


def run_job(
    kind: str,
    payload: Mapping[str, Any],
    *,
    tenant_id: str,
    retrieve: Callable[[RetrievalRequest], SearchResult],
    generator: Generator,
    embedder: Embedder,
    settings: Settings,
    dimensions: DimensionTable | None = None,
) -> dict[str, Any]:
    """Run one job to the rendered output dict (see ``render.render`` for the schema).

    Raises ``ValidationError`` for a bad payload and ``GeneratorUnavailable`` when the LLM
    endpoint is down (the task retries those); everything else is a bug.
    """
    found = select_evidence(
        kind, payload, tenant_id=tenant_id, retrieve=retrieve, generator=generator, embedder=embedder,
        settings=settings, dimensions=dimensions,
    )
    return compose(
        kind, payload, found, tenant_id=tenant_id, generator=generator, embedder=embedder,
        settings=settings, dimensions=dimensions,
    )


def select_evidence(
    kind: str,
    payload: Mapping[str, Any],
    *,
    tenant_id: str,
    retrieve: Callable[[RetrievalRequest], SearchResult],
    generator: Generator,
    embedder: Embedder,
    settings: Settings,
    dimensions: DimensionTable | None = None,
) -> Evidence:
    """Validate and retrieve: the half that needs Postgres (``generator`` only for HyDE)."""
    job = _kind(kind)
    alike: list[float] = []

    def recorded(request: RetrievalRequest) -> SearchResult:
        result = retrieve(request)
        value = (result.retrieval_debug.get("similarity") or {}).get("between_hits")
        if isinstance(value, float):
            alike.append(value)
        return result

    ctx = JobContext(tenant_id, settings, embedder, generator, recorded, dimensions)
    t = time.perf_counter()
    inputs = job.validate(payload, ctx)
    t2 = time.perf_counter()
    selection = job.select(inputs, ctx)
    t3 = time.perf_counter()
    timings = {"validate_ms": round((t2 - t) * 1000, 2), "retrieval_ms": round((t3 - t2) * 1000, 2)}
    # the collapse signal: how alike each retrieved set was, averaged over the job's searches
    # (metrics.observe_answer exports it as footnote_evidence_similarity)
    similarity = round(sum(alike) / len(alike), 4) if alike else None
    return Evidence(tuple(selection.hits), selection.facts, {**selection.debug, "evidence_similarity": similarity},
                    timings)


def compose(
    kind: str,
    payload: Mapping[str, Any],
    evidence_set: Evidence,
    *,
    tenant_id: str,
    generator: Generator,
    embedder: Embedder,
    settings: Settings,
    dimensions: DimensionTable | None = None,
) -> dict[str, Any]:
    """Prompt, generate, cite, verify, render: the half that needs the generator, not Postgres."""
    job = _kind(kind)
    ctx = JobContext(tenant_id, settings, embedder, generator, _no_retrieval, dimensions)
    timings: dict[str, float] = dict(evidence_set.timings)

    def lap(stage: str, start: float) -> float:
        now = time.perf_counter()
        timings[stage] = round((now - start) * 1000, 2)
        return now

    t = time.perf_counter()
    inputs = job.validate(payload, ctx)  # cheap and pure: the handoff stores evidence, not inputs
    selection = Selection(evidence_set.hits, evidence_set.facts, evidence_set.debug)
    usable, withheld = admissible(selection.hits, inputs, kind)
    evidence = number_evidence(usable)
    debug = {**selection.debug, "evidence": [h.chunk_uid for h in usable], "timings": timings}
    if withheld:
        debug["withheld_instructions"] = [h.chunk_uid for h in withheld]
    gen_info: dict[str, Any] = {"name": generator.name, "model": generator.model, "latency_ms": 0.0}

    if not evidence:
        parsed = citations.ParsedAnswer((), ())
        verification = verify(parsed, evidence, embedder)
        return render(
            kind,
            parsed,
            verification,
            evidence,
            retrieval_debug=debug,
            generator=gen_info,
            message=NO_EVIDENCE_MESSAGE,
        )

    request = job.request(inputs, evidence, selection, ctx)
    t = lap("prompt_ms", t)
    generation = generator.generate([request])[0]
    gen_info.update(
        model=generation.model,
        latency_ms=round(generation.latency_ms, 2),
        finish_reason=generation.finish_reason,
        prompt_chars=len(request.prompt),
    )
    t = lap("generation_ms", t)
    if not generation.text.strip():  # the generator found nothing in the evidence that bears on it
        empty = citations.ParsedAnswer((), ())
        out = render(
            kind, empty, verify(empty, (), embedder), (), retrieval_debug=debug, generator=gen_info,
            message=NOT_COVERED_MESSAGE,
        )
        out["retrieval_debug"]["timings"] = timings
        return out
    parsed = citations.parse(generation.text, evidence)
    parsed = citations.infer_citations(parsed, evidence, similarity_fn(embedder))
    t = lap("citations_ms", t)
    verification = verify(parsed, evidence, embedder, known_text=known_text(inputs, kind))
    t = lap("verify_ms", t)
    message = None
    if not parsed.any_cited:
        message = UNGROUNDED_MESSAGE
    out = render(kind, parsed, verification, evidence, retrieval_debug=debug, generator=gen_info, message=message)
    lap("render_ms", t)
    out["retrieval_debug"]["timings"] = timings
    return out

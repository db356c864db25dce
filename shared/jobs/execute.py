"""The one domain call each task makes: run a claimed job's work and return its result JSON.

Generation kinds run in two halves (``run_retrieval``, then ``run_composition`` here or on the
``generate`` queue); ingestion writes sources and chunks in the
caller's transaction, so the task can commit the ingest and the job's success together.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from shared.config import Settings
from shared.embeddings.base import Embedder
from shared.errors import ValidationError
from shared.jobs.claims import Claim


def retrieval_on_cpu(settings: Settings) -> bool:
    """Whether CPU workers retrieve for LLM jobs and hand the evidence to the ``generate`` queue:
    yes when the generator is a client of a server (vLLM's OpenAI-compatible one). An in-process
    generator (``vllm``) exists only on GPU workers, which then retrieve themselves (HyDE asks it)."""
    from shared.generation.generators.base import is_remote

    return settings.generator != "extractive" and is_remote(settings.generator)


def run_retrieval(
    *,
    session: Session,
    claim: Claim,
    settings: Settings,
    embedder: Embedder,
    generator: Any,
    cache: Any = None,
    redis: Any = None,
    side_session: Any = None,
) -> Any:
    """The first half: a cached result (dict: the job is done) or a ``produce.Half``."""
    from shared.generation.produce import produce_retrieval

    return produce_retrieval(
        claim.kind,
        claim.input,
        session=session,
        tenant_id=claim.tenant_id,
        settings=settings,
        embedder=embedder,
        generator=generator,
        redis=redis,
        retrieval_cache=cache,
        side_session=side_session,
    )


def run_composition(
    *, claim: Claim, half: Any, settings: Settings, embedder: Embedder, generator: Any, redis: Any
) -> dict:
    """The second half, from stored evidence (no database)."""
    from shared.generation.produce import produce_composition

    return produce_composition(
        claim.kind, claim.input, half, tenant_id=claim.tenant_id, settings=settings, embedder=embedder,
        generator=generator, redis=redis,
    )


def run_ingest(
    *, session: Session, claim: Claim, blob: tuple[str, bytes] | None, settings: Settings, embedder: Embedder
) -> dict:
    from shared.ingestion.corrections import load_corrections
    from shared.ingestion.loader import IngestLimits, load_bytes
    from shared.ingestion.pipeline import SourceOverrides, ingest_documents

    spec = claim.input
    if blob is None:
        if not spec.get("text"):
            raise ValidationError("text", "an ingest job needs a file or a non-empty text")
        blob = (spec.get("name") or "upload.txt", spec["text"].encode())
    meta = {k: spec[k] for k in ("title", "author", "url", "source_type") if spec.get(k)}
    documents = load_bytes(
        blob[1],
        name=blob[0],
        limits=IngestLimits.from_settings(settings),
        corrections=load_corrections(settings.term_corrections_file),
        metadata=meta or None,
    )
    report = ingest_documents(
        session=session,
        tenant_id=claim.tenant_id,
        documents=documents,
        embedder=embedder,
        settings=settings,
        overrides=SourceOverrides(**meta),
        granularities=spec.get("granularity"),
    )
    return report.to_dict()

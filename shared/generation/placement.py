"""Which worker does which part of a job: the one place this is decided (pure).

    ingest                    the ingest worker parses, embeds and writes the source
    evaluate                  the ingest worker runs synthetic queries against the tenant's library
    inline                    a CPU worker retrieves and composes (the extractive generator)
    retrieve_then_forward     a CPU worker retrieves, stores the evidence and forwards the job to
                              the ``generate`` queue (the generator is a client of a server, vLLM's
                              OpenAI-compatible one, cheap to build anywhere)
    forward                   a CPU worker forwards at once: an in-process generator (``vllm``)
                              exists only on GPU workers, which then retrieve too (HyDE asks it)
    compose                   a ``generate`` worker composes from the stored evidence (and
                              retrieves itself when there is none)
"""

from __future__ import annotations

from footnote.shared.config import Settings
from footnote.shared.jobs.kinds import EVALUATE, INGEST, JobKind

INGEST_STEP, EVALUATE_STEP, INLINE, RETRIEVE_THEN_FORWARD, FORWARD, COMPOSE = (
    "ingest", "evaluate", "inline", "retrieve_then_forward", "forward", "compose",
)


def plan(kind: JobKind, settings: Settings, *, stage: str) -> str:
    """``stage``: the worker's: "cpu" (realtime/batch queues), "ingest" or "generate"."""
    from footnote.shared.generation.generators.base import is_remote

    if INGEST in kind.stages:
        return INGEST_STEP
    if EVALUATE in kind.stages:
        return EVALUATE_STEP
    if stage == "generate":
        return COMPOSE
    if settings.generator == "extractive" or not kind.generates:
        return INLINE
    return RETRIEVE_THEN_FORWARD if is_remote(settings.generator) else FORWARD

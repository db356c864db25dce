"""Queue names (the only place they are spelled) and which task runs on which queue.

realtime  interactive jobs, one message per job id; real-time workers consume only this
batch     bulk jobs; each message is one unit of batch capacity (a *token*): the worker claims
          the fairest queued job (shared/jobs/fairshare.py), so tenants take turns
ingest    source ingestion (parse, chunk, embed, index)
generate  LLM generation on GPU workers (vLLM / OpenAI-compatible endpoint)
"""

from __future__ import annotations

REALTIME = "realtime"
BATCH = "batch"
INGEST = "ingest"
GENERATE = "generate"

# task names: explicit, stable across refactors (messages in flight carry them)
TASK_RUN_JOB = "footnote.jobs.run"
TASK_RUN_BATCH = "footnote.jobs.run_batch"
TASK_INGEST = "footnote.ingest.run"
TASK_GENERATE = "footnote.generate.run"

TASK_QUEUES = {
    TASK_RUN_JOB: REALTIME,
    TASK_RUN_BATCH: BATCH,
    TASK_INGEST: INGEST,
    TASK_GENERATE: GENERATE,
}

# the worker pools that deployments run (helm/values.yaml lists the same)
POOLS: dict[str, tuple[str, ...]] = {
    "realtime": (REALTIME,),
    "batch": (BATCH,),
    "ingest": (INGEST,),
    "generate": (GENERATE,),
}


def all() -> tuple[str, ...]:  # noqa: A001 - the style guide's name
    """Every declared queue."""
    return (REALTIME, BATCH, INGEST, GENERATE)


def task_for_queue(queue: str) -> str:
    for task, q in TASK_QUEUES.items():
        if q == queue:
            return task
    raise KeyError(f"no task consumes queue {queue!r}; known queues: {', '.join(all())}")


def parse_queues(spec: str) -> list[str]:
    """``"realtime,ingest"`` -> ["realtime", "ingest"]; unknown names are an error."""
    names = [q.strip() for q in spec.split(",") if q.strip()]
    unknown = [q for q in names if q not in all()]
    if unknown or not names:
        raise ValueError(f"unknown queue(s) {unknown or spec!r}; choose from {', '.join(all())}")
    return names

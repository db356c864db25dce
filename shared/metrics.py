"""Prometheus metrics, the standard way (``prometheus_client``), emitted where the work happens.

* ``footnote_http_request_duration_seconds{method,route,status}`` histogram (API)
* ``footnote_job_stage_duration_seconds{kind,stage}`` histogram (worker, per stage a job
  recorded: retrieval, generation, verification, ingest, the whole run ...)
* ``footnote_jobs_finished_total{kind,queue,status}`` counter (worker)
* ``footnote_webhook_deliveries_total{outcome}`` counter (worker, sweeper)
* ``footnote_answers_total`` / ``footnote_answer_sentences_total{tenant,kind,...}`` counters and
  ``footnote_evidence_similarity{tenant,kind}`` histogram (worker): citation quality over time
* ``footnote_ratings_total{tenant,kind,rating,reason}`` counter (API): readers' thumbs
* from the truth at scrape time (``services/api/metrics.py``): jobs queued/running per queue,
  broker depth and the age of the oldest queued job per queue.

Gunicorn workers and Celery's prefork children are separate processes, so metrics are written
through ``prometheus_client``'s multiprocess mode: ``use_directory`` (called by ``footnote
serve|worker|sweeper`` before anything imports ``prometheus_client``) points every process of a
host at one directory, and a scrape aggregates it. Counters only grow (nothing is computed
from a table the sweeper prunes).
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any

ENV = "PROMETHEUS_MULTIPROC_DIR"
SIMILARITY_BUCKETS = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1.0)
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)


def use_directory(path: Path) -> Path:
    """Multiprocess mode for this process and its children; files of processes that are gone
    are removed (their counts are a restart's reset, as Prometheus expects)."""
    path.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault(ENV, str(path))
    chosen = Path(os.environ[ENV])
    for f in chosen.glob("*.db"):
        pid = f.stem.rsplit("_", 1)[-1]
        if pid.isdigit() and not _alive(int(pid)):
            f.unlink(missing_ok=True)
    return chosen


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@lru_cache(maxsize=1)
def instruments() -> Any:
    """The metric objects (created once per process, after ``use_directory``)."""
    from types import SimpleNamespace

    from prometheus_client import Counter, Histogram

    return SimpleNamespace(
        http=Histogram(
            "footnote_http_request_duration_seconds", "HTTP request latency.", ["method", "route", "status"],
            buckets=LATENCY_BUCKETS,
        ),
        stage=Histogram(
            "footnote_job_stage_duration_seconds", "Time a job spent in each stage.", ["kind", "stage"],
            buckets=LATENCY_BUCKETS,
        ),
        finished=Counter("footnote_jobs_finished", "Jobs that reached a final state.", ["kind", "queue", "status"]),
        webhooks=Counter("footnote_webhook_deliveries", "Webhook delivery attempts.", ["outcome"]),
        answers=Counter("footnote_answers", "Answers by outcome: grounded, partly_grounded, ungrounded, "
                        "no_evidence (no source covered it).", ["tenant", "kind", "status"]),
        sentences=Counter("footnote_answer_sentences", "Answer sentences by verdict: supported, partial, "
                          "unsupported, contradicted, uncited.", ["tenant", "kind", "verdict"]),
        evidence_similarity=Histogram(
            "footnote_evidence_similarity", "Mean cosine between an answer's evidence passages (near 1: the "
            "retrieved set collapsed onto one passage).", ["tenant", "kind"], buckets=SIMILARITY_BUCKETS,
        ),
        ratings=Counter("footnote_ratings", "Readers' ratings of answers: up or down, with the reason given.",
                        ["tenant", "kind", "rating", "reason"]),
    )


def observe_request(method: str, route: str, status: int, seconds: float) -> None:
    instruments().http.labels(method, route, str(status)).observe(seconds)


def observe_job(kind: str, queue: str, status: str, timings: dict[str, Any]) -> None:
    """A finished job: its final state, and each stage timing it recorded (``*_ms``)."""
    m = instruments()
    m.finished.labels(kind, queue, status).inc()
    for key, value in timings.items():
        if key.endswith("_ms") and isinstance(value, int | float) and not isinstance(value, bool) and value >= 0:
            m.stage.labels(kind, key[: -len("_ms")]).observe(value / 1000)


def observe_answer(tenant: str, kind: str, result: dict[str, Any]) -> None:
    """A finished answer's citation quality, per tenant: its outcome and its sentences' verdicts
    (a sentence that restates the user's own input needs no source and is not counted), so the
    rates of uncited and unsupported sentences and of "no source covers this" can be watched and
    alerted on over time (the chart's PrometheusRule)."""
    status, summary = result.get("status"), result.get("verification")
    if not isinstance(status, str) or not isinstance(summary, dict):
        return
    m = instruments()
    m.answers.labels(tenant, kind, status).inc()
    for verdict, n in (summary.get("sentences_by_status") or {}).items():
        if verdict != "input" and isinstance(n, int) and n > 0:
            m.sentences.labels(tenant, kind, verdict).inc(n)
    similarity = (result.get("retrieval_debug") or {}).get("evidence_similarity")
    if isinstance(similarity, int | float) and not isinstance(similarity, bool):
        m.evidence_similarity.labels(tenant, kind).observe(float(similarity))


def observe_rating(tenant: str, kind: str, rating: str, reason: str) -> None:
    """A reader rated an answer (a changed rating counts again: the counter records ratings given)."""
    instruments().ratings.labels(tenant, kind, rating, reason).inc()


def observe_webhook(outcome: str) -> None:
    instruments().webhooks.labels(outcome).inc()


def _registry() -> Any:
    """Every process's metrics (multiprocess mode), or this process's own."""
    from prometheus_client import REGISTRY, CollectorRegistry, multiprocess

    if not os.environ.get(ENV):
        return REGISTRY
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)
    return registry


def exposition(extra: Any = None) -> tuple[bytes, str]:
    """The text a scrape returns: the processes' metrics plus ``extra`` (a collector of numbers
    read at scrape time)."""
    from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

    instruments()  # so a scrape before the first event still lists them
    registry = _registry()
    if extra is not None:
        registry = _with(registry, extra)
    return generate_latest(registry), CONTENT_TYPE_LATEST


def _with(registry: Any, extra: Any) -> Any:
    class Both:
        def collect(self):  # type: ignore[no-untyped-def]
            yield from registry.collect()
            yield from extra.collect()

    return Both()


def serve_http(port: int) -> None:
    """For processes with no HTTP of their own (Celery workers): ``/metrics`` on ``port``."""
    from prometheus_client import start_http_server

    start_http_server(port, registry=_registry())

"""What every job task does around its one domain call: claim, run, persist, notify.

    claim (own transaction) -> work -> finish | fail | release for retry -> first webhook attempt

Failures: ``TransientError`` releases the job and re-raises so the task decorator's retry
policy (exponential backoff) redelivers it; a database lost mid-job re-raises as transient and
leaves the job to its lease; other ``FootnoteError``s fail the job with their message; anything
else fails it with a generic reason (logged with traceback) - never silently.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from billiard.exceptions import SoftTimeLimitExceeded
from sqlalchemy import event
from sqlalchemy import exc as sa_exc
from sqlalchemy.orm import Session

from footnote.shared import logs, metrics
from footnote.shared.errors import FootnoteError, TransientError
from footnote.shared.generation import handoff, placement
from footnote.shared.generation.produce import produce_composition, produce_retrieval
from footnote.shared.ingestion import tenant_corrections
from footnote.shared.ingestion.kind import read_ingest_input, write_ingest
from footnote.shared.ingestion.transcript_store import JobTranscripts, delete_transcripts
from footnote.shared.jobs.claims import (
    Claim,
    delete_blob,
    fail_job,
    finish_job,
    load_blob,
    load_handoff,
    load_parts,
    record_progress,
    release_for_retry,
    renew_lease,
    save_handoff,
)
from footnote.shared.jobs.fairshare import YieldBudget, realtime_in_flight
from footnote.shared.jobs.kinds import get_kind

log = logging.getLogger(__name__)

ClaimFn = Callable[[Session], Claim | None]
READ_FROM, READ_SHARE = 0.05, 0.75  # an ingest job's progress while its upload is read
NOTHING_TO_CLAIM = "nothing to claim"


class Superseded(Exception):
    """This attempt lost the job (cancelled, or re-claimed after its lease expired)."""


def _stage_timings(result: dict, run_ms: float) -> dict:
    timings: dict[str, float] = {"run_ms": round(run_ms, 2)}
    debug = result.get("retrieval_debug") if isinstance(result, dict) else None
    if isinstance(debug, dict) and isinstance(debug.get("timings"), dict):
        for key, value in debug["timings"].items():
            if isinstance(value, int | float):
                timings[key] = value
    return timings


def run(
    ctx: Any,
    claim_fn: ClaimFn,
    *,
    stage: str,
    claimed: Claim | None = None,
    retries: int = 0,
    pause: Callable[[], float] | None = None,
) -> str:
    """Run one job for a task. ``stage``: "cpu" (realtime/batch), "ingest" or "generate".

    ``retries``: how often the broker already retried this message (the generate stage keeps
    its claim across retries, so the retry stays on the GPU queue). ``pause`` (batch work): called
    before every statement of the job, from its claim to its webhook (``realtime_pause``)."""
    rt = ctx.runtime
    sessions = giving_way(rt.session, pause) if pause is not None else rt.session
    reads = giving_way(rt.read_session, pause) if pause is not None else rt.read_session  # the replica
    claim = claimed
    if claim is None:
        try:
            with sessions() as s:
                claim = claim_fn(s)
        except sa_exc.OperationalError as err:
            # the database is unreachable: retry this message with backoff (the task's policy)
            # instead of acknowledging it as failed, which would drop it
            raise TransientError(f"database unreachable ({type(err.orig).__name__}); retrying") from None
    if claim is None:
        return NOTHING_TO_CLAIM
    with logs.bound(job_id=claim.id, tenant_id=claim.tenant_id):  # on every log line of this job
        stop = _keep_lease(ctx, claim)
        try:
            return _run_claimed(ctx, claim, stage=stage, retries=retries, sessions=sessions, reads=reads)
        finally:
            stop.set()


def _keep_lease(ctx: Any, claim: Claim) -> threading.Event:
    """Renew the job's lease every ``job_heartbeat_s`` while this process works on it, so the
    lease can be short: a killed worker's job is claimed again within about a lease, not
    minutes. Its own connection (a batch job's sessions give way; this must not)."""
    settings = ctx.settings
    stop = threading.Event()
    every_s = min(settings.job_heartbeat_s, settings.job_lease_s / 3)  # several beats per lease

    def beat() -> None:
        while not stop.wait(every_s):
            try:
                with ctx.runtime.session() as s:
                    if not renew_lease(session=s, claim=claim, lease_s=settings.job_lease_s):
                        return  # finished, cancelled or re-claimed: nothing left to keep
            except Exception:  # noqa: BLE001 - the next beat tries again; the lease has slack
                log.warning("job %s: lease renewal failed", claim.id, exc_info=True)

    threading.Thread(target=beat, name=f"lease-{claim.id[:8]}", daemon=True).start()
    return stop


def _run_claimed(
    ctx: Any, claim: Claim, *, stage: str, retries: int, sessions: Callable[[], Any], reads: Callable[[], Any]
) -> str:
    settings, rt = ctx.settings, ctx.runtime
    lease_s = settings.job_lease_s
    log.info("job %s attempt %d claimed (%s)", claim.id, claim.attempt, stage)
    if settings.job_fault_delay_s:
        time.sleep(settings.job_fault_delay_s)
    step = placement.plan(get_kind(claim.kind), settings, stage=stage)
    if step == placement.FORWARD:  # an in-process generator lives only on GPU workers: they retrieve too
        with sessions() as s:
            if not record_progress(
                session=s, claim=claim, progress=0.2, stage="queued for generation",
                lease_s=settings.job_forward_lease_s,
            ):
                return "superseded"
        _forward(ctx, claim)
        return "forwarded to generate"
    started = time.perf_counter()
    try:
        if step == placement.INGEST_STEP:
            timings = _ingest(ctx, claim, sessions=sessions, started=started)
            metrics.observe_job(claim.kind, claim.queue, "succeeded", timings)
        elif step == placement.EVALUATE_STEP:
            timings = _evaluate(ctx, claim, sessions=sessions, reads=reads, started=started)
            metrics.observe_job(claim.kind, claim.queue, "succeeded", timings)
        else:
            result = _generation(ctx, claim, step=step, sessions=sessions, reads=reads)
            if result is None:
                return "forwarded to generate"
            timings = _stage_timings(result, (time.perf_counter() - started) * 1000)
            with sessions() as s:
                if not finish_job(session=s, claim=claim, result=result, timings=timings):
                    raise Superseded(claim.id)
            metrics.observe_job(claim.kind, claim.queue, "succeeded", timings)
            metrics.observe_answer(claim.tenant_id, claim.kind, result)
    except Superseded:
        log.info("job %s attempt %d superseded (cancelled or re-claimed); result dropped", claim.id, claim.attempt)
        return "superseded"
    except TransientError as err:
        if stage == "generate" and retries < settings.job_max_attempts:
            with sessions() as s:  # keep the claim; the decorator's backoff redelivers to generate
                record_progress(
                    session=s,
                    claim=claim,
                    progress=0.3,
                    stage=f"generator retry: {err}"[:200],
                    lease_s=lease_s + settings.job_retry_backoff_s * 2 ** (retries + 1),
                )
            raise
        if claim.attempt >= claim.max_attempts or stage == "generate":
            _fail(rt, claim, f"gave up after {max(claim.attempt, retries + 1)} attempts: {err}")
        else:
            with sessions() as s:
                release_for_retry(
                    session=s,
                    claim=claim,
                    reason=str(err),
                    delay_s=settings.job_retry_backoff_s,
                    lease_s=lease_s,
                )
            raise
    except FootnoteError as err:
        _fail(rt, claim, str(err))
    except sa_exc.OperationalError as err:
        # the database went away mid-job: not the job's fault, and failing it would need the
        # database. Keep it running; its lease lapses and it is claimed again once the database
        # is back (the retried message, or the sweeper) - never failed for an outage
        raise TransientError(f"database lost mid-job ({type(err.orig).__name__}); retrying") from None
    except SoftTimeLimitExceeded:
        limit = settings.ingest_soft_time_limit_s if stage == "ingest" else settings.job_soft_time_limit_s
        _fail(rt, claim, f"timed out after {limit} s; try a smaller request")
    except Exception as err:  # noqa: BLE001 - a bug must still end the job with a reason
        log.exception("job %s failed with an internal error", claim.id)
        _fail(rt, claim, f"internal error ({type(err).__name__}); the job can be resubmitted")
    _first_webhook(ctx, claim.id, sessions)
    return "done"


def _ingest(ctx: Any, claim: Claim, *, sessions: Callable[[], Any], started: float) -> dict:
    """Read the upload outside any transaction (a long recording takes minutes), reporting each
    window transcribed and slide read on the job; then chunk, embed and write, committed
    together with the job's success."""
    settings = ctx.settings
    lease_s = settings.job_lease_s

    def progress(share: float, stage: str) -> None:
        with sessions() as s:
            if not record_progress(session=s, claim=claim, progress=READ_FROM + READ_SHARE * share,
                                   stage=stage[:200], lease_s=lease_s):
                raise Superseded(claim.id)  # cancelled or re-claimed: stop transcribing

    with sessions() as s:
        blob = load_blob(session=s, job_id=claim.id)
        parts = load_parts(session=s, job_id=claim.id)
        own = tenant_corrections.load(session=s, tenant_id=claim.tenant_id)  # the tenant's caption fixes
    progress(0.0, "reading the file")
    kept = JobTranscripts(sessions, claim.id)  # a recording resumes from its last finished window
    documents = read_ingest_input(spec=claim.input, blob=blob, settings=settings, progress=progress, parts=parts,
                                  checkpoint=kept, own_corrections=own)
    with sessions() as s:  # the ingest and the job's success commit together
        if not record_progress(session=s, claim=claim, progress=READ_FROM + READ_SHARE, stage="embedding and writing",
                               lease_s=lease_s):
            raise Superseded(claim.id)
        result = write_ingest(session=s, tenant_id=claim.tenant_id, spec=claim.input, documents=documents,
                              settings=settings, embedder=ctx.runtime.embedder)
        timings = {"ingest_ms": round((time.perf_counter() - started) * 1000, 2)}
        if kept.loaded:
            timings["transcript_windows_resumed"] = kept.loaded
        if not finish_job(session=s, claim=claim, result=result, timings=timings):
            raise Superseded(claim.id)
        delete_blob(session=s, job_id=claim.id)  # the upload now lives in sources and chunks
        delete_transcripts(session=s, job_id=claim.id)
    return timings


def _evaluate(
    ctx: Any, claim: Claim, *, sessions: Callable[[], Any], reads: Callable[[], Any], started: float
) -> dict:
    """Search the tenant's library with synthetic queries (reads only, on the replica when there
    is one), reporting how many are done; the report is the job's result."""
    from footnote.shared.evaluation.library import evaluate_library

    settings = ctx.settings

    def progress(share: float, stage: str) -> None:
        with sessions() as s:
            if not record_progress(session=s, claim=claim, progress=share, stage=stage[:200],
                                   lease_s=settings.job_lease_s):
                raise Superseded(claim.id)  # cancelled or re-claimed: stop searching

    from footnote.shared.generation.generators.base import is_remote

    progress(0.0, "sampling passages")
    # a server's client (OpenAI-compatible, vLLM's) paraphrases; an in-process engine lives on GPU workers only
    generator = ctx.generator if is_remote(settings.generator) else None
    result = evaluate_library(sessions=reads, tenant_id=claim.tenant_id, settings=settings,
                              embedder=ctx.runtime.embedder, sample=int(claim.input.get("sample", 100)),
                              progress=progress, generator=generator)
    timings = {"evaluate_ms": round((time.perf_counter() - started) * 1000, 2)}
    with sessions() as s:
        if not finish_job(session=s, claim=claim, result=result, timings=timings):
            raise Superseded(claim.id)
    return timings


def _generation(
    ctx: Any, claim: Claim, *, step: str, sessions: Callable[[], Any], reads: Callable[[], Any]
) -> dict | None:
    """A generation job's work (``placement``): the result, or None when the evidence went to the
    ``generate`` queue. ``compose`` starts from the stored evidence, or retrieves itself when
    there is none (an in-process generator). Retrieval reads through ``reads`` (the replica)."""
    settings = ctx.settings
    lease_s = settings.job_lease_s
    deps = ctx.deps if claim.queue != "batch" else ctx.deps.without_side_session()
    composing = step == placement.COMPOSE
    with sessions() as s:
        label = "generating" if composing else "retrieving"
        if not record_progress(session=s, claim=claim, progress=0.4 if composing else 0.1, stage=label,
                               lease_s=lease_s):
            raise Superseded(claim.id)  # cancelled while queued for this worker
        evidence = handoff.load(load_handoff(session=s, claim=claim)) if composing else None
    if evidence is None:
        with reads() as s:
            found = produce_retrieval(claim.kind, claim.input, session=s, tenant_id=claim.tenant_id, deps=deps)
        if isinstance(found, dict):
            return found  # the feedback cache had it
        evidence = found
        if step == placement.RETRIEVE_THEN_FORWARD:
            with sessions() as s:
                save_handoff(session=s, claim=claim, data=handoff.dump(evidence))
                if not record_progress(
                    session=s, claim=claim, progress=0.3, stage="queued for generation",
                    lease_s=settings.job_forward_lease_s,
                ):
                    s.rollback()
                    raise Superseded(claim.id)
            _forward(ctx, claim)
            log.info("job %s: %d evidence hits retrieved here; generation handed to the generate queue",
                     claim.id, len(evidence.hits))
            return None
    elif composing:
        log.info("job %s: generating from the evidence a CPU worker retrieved", claim.id)
    return produce_composition(claim.kind, claim.input, evidence, tenant_id=claim.tenant_id, deps=deps)


def _forward(ctx: Any, claim: Claim) -> None:
    from footnote.services.workers import queues

    ctx.celery.send_task(queues.TASK_GENERATE, args=[claim.id, claim.attempt], queue=queues.GENERATE)


def realtime_pause(ctx: Any, *, every_s: float = 0.0) -> Callable[[], float]:
    """For one batch token or job: wait while real-time jobs are in flight, so batch work does
    not compete with them for the same CPUs and Postgres. Called before a token claims and
    before each statement of a batch job. All calls of one pause share ``batch_yield_max_s`` in
    total, so a stuck real-time job can delay a batch job by that much at most, never per
    statement. ``every_s``: after a check found nothing in flight, skip checks for this long (a
    statement burst costs one check)."""
    settings = ctx.settings

    def busy() -> bool:
        with ctx.runtime.session() as s:
            return realtime_in_flight(session=s, recent_s=settings.batch_yield_recent_s)

    return YieldBudget(
        busy=busy, sleep=time.sleep, clock=time.monotonic, max_s=settings.batch_yield_max_s,
        poll_s=settings.batch_yield_poll_s, every_s=every_s,
    )


def give_way_before_statements(session: Session, pause: Callable[[], float]) -> None:
    """Call ``pause`` before every statement this session's transaction sends (the listener ends
    with the connection's checkout): a batch job stops between statements, not only between jobs."""
    connection = session.connection()

    def before(*_args: Any) -> None:
        pause()

    event.listen(connection, "before_cursor_execute", before)


def giving_way(session_scope: Callable[[], Any], pause: Callable[[], float]) -> Callable[[], Any]:
    """``session_scope`` whose sessions call ``pause`` before each statement."""

    @contextmanager
    def scope() -> Iterator[Session]:
        with session_scope() as session:
            give_way_before_statements(session, pause)
            yield session

    return scope


def _fail(rt: Any, claim: Claim, reason: str) -> None:
    with rt.session() as s:
        if fail_job(session=s, claim=claim, reason=reason):
            metrics.observe_job(claim.kind, claim.queue, "failed", {})


def _first_webhook(ctx: Any, job_id: str, sessions: Callable[[], Any]) -> None:
    """Attempt delivery right away; failures are retried by the sweeper with backoff."""
    from footnote.shared.webhooks.deliver import deliver_job_webhook

    try:
        deliver_job_webhook(session_scope=sessions, settings=ctx.settings, job_id=job_id)
    except Exception:  # noqa: BLE001 - the sweeper retries; the job itself is already final
        log.warning("first webhook attempt for job %s errored; the sweeper will retry", job_id, exc_info=True)

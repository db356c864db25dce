"""``/v1/jobs``: submit (idempotent), read, list, cancel. The handler writes the job row and
commits, then enqueues only the id; a broker failure is written on the row (``enqueue_error``)
and the sweeper enqueues it again, so the 202 stays true."""

from __future__ import annotations

import json
import logging
import time
from typing import Any

from flask import Blueprint, request

from footnote.services.api.app import ctx
from footnote.services.api.auth import require_tenant
from footnote.services.api.routes import check_storable, int_arg, read_json, validate_body
from footnote.services.api.schemas import (
    IdempotencyHeaders,
    Job,
    JobCreate,
    JobList,
    JobListQuery,
    JobUpload,
    job_create,
)
from footnote.services.api.spec import documented
from footnote.shared.errors import FootnoteError, NotFound, ValidationError
from footnote.shared.jobs import ratings, service
from footnote.shared.jobs.kinds import get_kind
from footnote.shared.jobs.ratings import RatingInput
from footnote.shared.webhooks.ssrf import check_url

log = logging.getLogger(__name__)
bp = Blueprint("jobs", __name__)

IDEMPOTENCY_HEADER = "Idempotency-Key"


def idempotency_key() -> str | None:
    key = request.headers.get(IDEMPOTENCY_HEADER)
    if key is None:
        return None
    key = key.strip()
    if not key or len(key) > 200 or not key.isprintable():
        raise ValidationError(IDEMPOTENCY_HEADER, "must be 1-200 printable characters")
    return key


def check_webhook(url: str | None) -> None:
    if url is not None:
        try:
            check_url(url, allowlist=ctx().settings.webhook_allowlist)
        except FootnoteError as err:
            raise ValidationError("webhook_url", str(err)) from None


def submit(
    *,
    tenant_id: str,
    kind: str,
    queue: str,
    priority: str,
    payload: dict,
    webhook_url: str | None,
    blob: tuple[str, bytes] | None = None,
    parts: dict[str, tuple[str, bytes]] | None = None,
) -> tuple[dict, int, dict]:
    """Write the row, commit, enqueue the id. Returns (body, status, headers)."""
    c = ctx()
    started = time.perf_counter()
    key = idempotency_key()
    with c.runtime.session() as s:
        row, created = service.create_job(
            session=s,
            tenant_id=tenant_id,
            kind=kind,
            queue=queue,
            priority=priority,
            payload=payload,
            webhook_url=webhook_url,
            idempotency_key=key,
            lease_s=c.settings.job_lease_s,
            max_attempts=c.settings.job_max_attempts,
            blob=blob,
            parts=parts,
        )
    db_ms = (time.perf_counter() - started) * 1000
    headers = {"Location": f"/v1/jobs/{row.id}"}
    if not created:
        headers["Idempotent-Replayed"] = "true"
    if created or (row.status == "queued" and row.enqueue_error):
        try:
            from footnote.services.workers.celery_app import enqueue

            enqueue(c.celery, job_id=row.id, queue=queue)
            if not created:
                with c.runtime.session() as s:
                    service.mark_enqueued(session=s, job_id=row.id)
        except Exception as err:  # noqa: BLE001 - any broker failure: the row says so
            log.warning("enqueue of job %s failed: %s", row.id, err)
            with c.runtime.session() as s:
                service.mark_enqueue_failed(session=s, job_id=row.id, error=f"{type(err).__name__}: {err}")
                row = service.get_job(session=s, tenant_id=tenant_id, job_id=row.id)
    # time from handler start to the id being on the broker (benchmarks/load.py reads it), and
    # its two parts: the row written and committed, then the broker
    total_ms = (time.perf_counter() - started) * 1000
    headers["Server-Timing"] = f"enqueue;dur={total_ms:.2f}, db;dur={db_ms:.2f}, broker;dur={total_ms - db_ms:.2f}"
    return service.to_public(row), 202, headers


def _validate_input(kind: str, payload: dict) -> None:
    from footnote.shared.generation.pipeline import validate_payload

    if get_kind(kind).implementation is None:  # not a generation (evaluate_library): its model checked it
        return
    try:
        validate_payload(kind, payload, settings=ctx().settings)
    except FootnoteError:
        raise
    except Exception as err:  # noqa: BLE001 - odd input must be a 422, never a 500
        log.warning("validate_payload(%s) raised %s", kind, type(err).__name__, exc_info=True)
        raise ValidationError("input", f"could not be read as a {kind} request ({type(err).__name__})") from None


FORM_FIELDS = ("kind", "input", "priority", "webhook_url")


def _read_form() -> Any:
    """The request as ``multipart/form-data``: the JSON body's fields as form fields (``input``
    a JSON object), and a document in the ``file`` part filling the kind's ``file_input`` (an
    essay as .docx, .odt, .rtf, .pdf, .md or .txt: its paragraphs, as the student wrote them)."""
    form = request.form
    if "file" in form:  # a part without a file name arrives as a plain field
        raise ValidationError("file", "needs a file name (its extension says how to read it)")
    unknown = [k for k in form if k not in FORM_FIELDS] + [k for k in request.files if k != "file"]
    if unknown:
        raise ValidationError(unknown[0], f"unknown field; form fields are {', '.join(FORM_FIELDS)} and a part 'file'")
    if not form.get("kind"):
        raise ValidationError("kind", "required")
    spec = get_kind(form["kind"])  # 422 naming the kinds there are
    try:
        payload = json.loads(form.get("input") or "{}")
    except ValueError:
        raise ValidationError("input", "must be a JSON object") from None
    if not isinstance(payload, dict):
        raise ValidationError("input", "must be a JSON object")
    upload = request.files.get("file")
    if upload is not None:
        if spec.file_input is None:
            raise ValidationError("file", f"a {spec.name} job takes no file; send its input as JSON")
        if spec.file_input in payload:
            raise ValidationError("file", f"give the {spec.file_input} as a file or in input, not both")
        payload[spec.file_input] = file_text(upload)
    data = {"kind": spec.name, "input": payload, **{k: form[k] for k in ("priority", "webhook_url") if k in form}}
    return validate_body(job_create(), data)


def file_text(upload: Any) -> str:
    from footnote.shared.ingestion.plain import document_text

    name = upload.filename or ""
    if not name:
        raise ValidationError("file", "needs a file name (its extension says how to read it)")
    check_storable(name, "file")
    try:
        return document_text(upload.read(), name=name)
    except FootnoteError as err:
        raise ValidationError("file", str(err)) from None
    except Exception as err:  # noqa: BLE001 - a parser's surprise on odd bytes is the file's, never a 500
        log.warning("reading %s raised %s", name, type(err).__name__, exc_info=True)
        raise ValidationError("file", f"{name}: could not be read ({type(err).__name__})") from None


@bp.post("/v1/jobs")
@documented("createJob", (202, Job, "Accepted; poll Location"), 409, 413, 422, json=JobCreate, form=JobUpload,
            headers=IdempotencyHeaders)
def create():  # type: ignore[no-untyped-def]
    """Submit a job (JSON, or a form with a document: an essay as .docx, .odt, .rtf, .pdf, .md or .txt)."""
    tenant_id = require_tenant(ctx())
    body = _read_form() if request.mimetype == "multipart/form-data" else read_json(job_create())
    return submit_body(tenant_id, body)


def submit_body(tenant_id: str, body: Any) -> tuple[dict, int, dict]:
    """A validated request (``job_create()``'s model): its input checked by its kind, its webhook
    by the SSRF rules, then written and enqueued (``submit``). The API, the web app's forms and
    a class's essays all come through here."""
    payload = body.input.model_dump(mode="json", exclude_unset=True)
    _validate_input(body.kind, payload)
    check_webhook(body.webhook_url)
    return submit(
        tenant_id=tenant_id,
        kind=body.kind,
        queue=get_kind(body.kind).queue_for(body.priority),
        priority=body.priority,
        payload=payload,
        webhook_url=body.webhook_url,
    )


def _job_json(s: Any, row: Any) -> dict:
    from footnote.shared.webhooks.store import list_deliveries

    deliveries = list_deliveries(session=s, job_id=row.id) if row.webhook_url else None
    return service.to_public(row, deliveries)


@bp.get("/v1/jobs/<job_id>")
@documented("getJob", (200, Job, "Job status, result and webhook delivery state"), 404)
def get(job_id: str):  # type: ignore[no-untyped-def]
    """Job status, result and webhook delivery state."""
    tenant_id = require_tenant(ctx())
    rt = ctx().runtime
    try:
        with rt.read_session() as s:
            return _job_json(s, service.get_job(session=s, tenant_id=tenant_id, job_id=job_id[:64]))
    except NotFound:
        if rt.read_sessions is None:
            raise
    # not on the replica yet (accepted a moment ago): the primary has it - read your own writes
    with rt.session() as s:
        return _job_json(s, service.get_job(session=s, tenant_id=tenant_id, job_id=job_id[:64]))


@bp.get("/v1/jobs")
@documented("listJobs", (200, JobList, "A page of jobs, newest first"), 422, query=JobListQuery)
def list_():  # type: ignore[no-untyped-def]
    """List jobs, newest first."""
    tenant_id = require_tenant(ctx())
    kind = request.args.get("kind")
    if kind is not None:
        get_kind(kind)  # 422 naming the kinds there are
    with ctx().runtime.read_session() as s:
        rows, cursor = service.list_jobs(
            session=s,
            tenant_id=tenant_id,
            status=request.args.get("status"),
            kind=kind,
            limit=int_arg("limit", 50, 1, 200),
            cursor=request.args.get("cursor"),
        )
        return {"jobs": [service.to_public(r) for r in rows], "next_cursor": cursor}


@bp.put("/v1/jobs/<job_id>/rating")
@documented("rateJob", (200, Job, "Rated; the job carries the rating"), 404, 409, 422, json=RatingInput)
def rate(job_id: str):  # type: ignore[no-untyped-def]
    """Rate a finished answer: thumbs up or down, a reason and a comment (a new rating replaces the last)."""
    tenant_id = require_tenant(ctx())
    body = read_json(RatingInput, stored=False)  # a comment's unstorable characters become U+FFFD
    return service.to_public(record_rating(tenant_id, job_id, body))


def record_rating(tenant_id: str, job_id: str, body: RatingInput) -> Any:
    """Store a validated rating and count it once committed (the API and the web app's form)."""
    from footnote.shared import metrics

    with ctx().runtime.session() as s:
        row = ratings.rate_job(session=s, tenant_id=tenant_id, job_id=job_id[:64], rating=ratings.stored(body))
    metrics.observe_rating(tenant_id, row.kind, body.rating, body.reason or "none")
    return row


@bp.post("/v1/jobs/<job_id>/cancel")
@documented("cancelJob", (200, Job, "Cancelled; it stays readable with status cancelled"), 404, 409)
def cancel(job_id: str):  # type: ignore[no-untyped-def]
    """Cancel a queued or running job."""
    return _cancel(job_id)


@bp.delete("/v1/jobs/<job_id>")
@documented("cancelJobDeprecated", (200, Job, "Cancelled"), 404, 409, deprecated=True)
def cancel_deprecated(job_id: str):  # type: ignore[no-untyped-def]
    """Cancel a queued or running job (deprecated: use POST .../cancel)."""
    return _cancel(job_id)


def _cancel(job_id: str) -> dict:
    tenant_id = require_tenant(ctx())
    with ctx().runtime.session() as s:
        row = service.cancel_job(session=s, tenant_id=tenant_id, job_id=job_id[:64])
    if row.webhook_url:
        _notify_async(row.id)
    return service.to_public(row)


def _notify_async(job_id: str) -> None:
    """A cancelled job's webhook goes out from the sweeper (due now); nothing to do inline."""
    log.info("job %s cancelled; webhook due", job_id)

"""The web app under ``/app``: sign in with an API key, ask a question or send an essay (pasted
or as a document), watch the job, read the answer with its citations. Server-rendered (Jinja,
autoescaped), a few lines of script, every asset served from here. A tenant sees only its own
jobs: every read goes through the job service with the session's tenant."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

from flask import Blueprint, Flask, Response, jsonify, redirect, render_template, request, url_for
from werkzeug.exceptions import HTTPException

from footnote.services.web import session as web_session
from footnote.services.web.view import build, markdown
from footnote.shared.errors import FootnoteError, NotFound

log = logging.getLogger(__name__)
bp = Blueprint("web", __name__, url_prefix="/app", template_folder="templates", static_folder="static")
FINISHED = ("succeeded", "failed", "cancelled")


def _ctx() -> Any:
    from footnote.services.api.app import ctx

    return ctx()


def _tenant() -> str | None:
    found = web_session.signed_in(_ctx().runtime)
    return found.tenant_id if found is not None else None


def signed_in(view: Callable) -> Callable:
    """A page for a signed-in tenant: the view gets ``tenant``; anyone else goes to sign in."""

    @functools.wraps(view)
    def page(*args: Any, **kwargs: Any) -> Any:
        tenant = _tenant()
        if tenant is None:
            return redirect(url_for("web.login_form"))
        return view(*args, tenant=tenant, **kwargs)

    return page


def _recent_jobs(tenant: str) -> list[dict]:
    from footnote.shared.jobs import service

    with _ctx().runtime.read_session() as s:
        rows, _cursor = service.list_jobs(session=s, tenant_id=tenant, status=None, kind=None, limit=20, cursor=None)
    return [service.to_public(r) for r in rows if r.kind != "ingest_source"]


@bp.app_context_processor
def _globals() -> dict:
    return {"csrf_token": web_session.csrf_token, "reader_url": reader_url,
            "max_request_bytes": _ctx().settings.max_request_bytes}


def reader_url(reader: tuple[str, int, int]) -> str:
    """The source's own text opened at a citation's words (``footnote.services.web.library.source_text``)."""
    source_id, start, end = reader
    return url_for("web.source_text", source_id=source_id, **{"from": start, "to": end}) + "#quote"


@bp.get("/login")
def login_form():  # type: ignore[no-untyped-def]
    from flask import session

    return render_template("login.html", error=session.pop("ended", None))


@bp.post("/login")
def login():  # type: ignore[no-untyped-def]
    web_session.check_csrf()
    key = request.form.get("key", "")
    if web_session.sign_in(_ctx().runtime, key) is None:
        return render_template("login.html", error="That key is not a valid tenant key (it may be revoked)."), 401
    return redirect(url_for("web.home"))


@bp.post("/logout")
def logout():  # type: ignore[no-untyped-def]
    web_session.check_csrf()
    from flask import session

    session.clear()
    return redirect(url_for("web.login_form"))


@bp.get("/")
@signed_in
def home(*, tenant: str):  # type: ignore[no-untyped-def]
    return _home(tenant)


def _home(tenant: str, error: str | None = None, form: Any = None) -> str:
    return render_template("home.html", tenant=tenant, jobs=_recent_jobs(tenant), error=error, form=form,
                           dimensions=_dimensions())


def _dimensions() -> tuple:
    from footnote.shared.generation.dimensions import load_dimensions

    return load_dimensions().dimensions


@bp.post("/jobs")
@signed_in
def submit(*, tenant: str):  # type: ignore[no-untyped-def]
    web_session.check_csrf()
    kind = request.form.get("kind", "")
    try:
        job = _create(tenant, kind)
    except FootnoteError as err:
        return _home(tenant, error=str(err), form=request.form), 422
    return redirect(url_for("web.job", job_id=job["id"]), code=303)


def _create(tenant: str, kind: str) -> dict:
    from footnote.services.api.routes import validate_body
    from footnote.services.api.routes.jobs import file_text, submit_body
    from footnote.services.api.schemas import job_create
    from footnote.shared.errors import ValidationError

    priority = request.form.get("priority") or "realtime"
    if kind == "question":
        payload: dict[str, Any] = {"question": request.form.get("question", "")}
    elif kind == "essay_feedback":
        payload = {"essay": request.form.get("essay", "")}
        if request.form.get("prompt"):
            payload["prompt"] = request.form["prompt"]
        upload = request.files.get("file")
        if upload is not None and upload.filename:
            payload["essay"] = file_text(upload)
    elif kind == "performance_feedback":
        payload = _performance()
    else:
        raise ValidationError("kind", "choose a question, an essay or a performance")
    out, _status, _headers = submit_body(
        tenant, validate_body(job_create(), {"kind": kind, "input": payload, "priority": priority}))
    return out


def _performance() -> dict[str, Any]:
    """A performance from the form: its 19 sliders (0..1), or a JSON file of the API's input."""
    import json

    from footnote.shared.errors import ValidationError

    upload = request.files.get("file")
    if upload is not None and upload.filename:
        try:
            payload = json.loads(upload.read(1_000_000).decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            raise ValidationError("file", f"{upload.filename}: not a JSON object of piece, composer and scores") \
                from None
        if not isinstance(payload, dict):
            raise ValidationError("file", f"{upload.filename}: not a JSON object of piece, composer and scores")
        return payload
    scores = {}
    for d in _dimensions():
        raw = request.form.get(f"score_{d.key}")
        if raw not in (None, ""):
            try:
                scores[d.key] = float(raw)
            except ValueError:
                raise ValidationError(f"scores.{d.key}", f"{raw!r} is not a number from 0 to 1") from None
    return {"piece": request.form.get("piece", ""), "composer": request.form.get("composer", ""),
            "performer": request.form.get("performer", ""), "scores": scores}


def _job(tenant: str, job_id: str) -> dict:
    from footnote.shared.jobs import service

    rt = _ctx().runtime
    try:
        with rt.read_session() as s:
            return service.to_public(service.get_job(session=s, tenant_id=tenant, job_id=job_id[:64]))
    except NotFound:
        with rt.session() as s:  # accepted a moment ago: the primary has it
            return service.to_public(service.get_job(session=s, tenant_id=tenant, job_id=job_id[:64]))


def _generated(kind: str) -> bool:
    """A kind whose result is an answer to show (not an ingest's or an evaluation's report)."""
    from footnote.shared.jobs.kinds import get_kind

    try:
        return get_kind(kind).generates
    except Exception:  # noqa: BLE001 - a kind no longer registered: show the job, not its result
        return False


@bp.get("/jobs/<job_id>")
@signed_in
def job(job_id: str, *, tenant: str):  # type: ignore[no-untyped-def]
    found = _job(tenant, job_id)
    answered = found["status"] == "succeeded" and found["result"] and _generated(found["kind"])
    page = build(found["result"]) if answered else None
    from footnote.shared.jobs.ratings import REASONS

    return render_template("job.html", job=found, page=page, finished=found["status"] in FINISHED, tenant=tenant,
                           markdown=markdown(page) if page is not None else "", reasons=REASONS)


@bp.post("/jobs/<job_id>/rating")
@signed_in
def rate(job_id: str, *, tenant: str):  # type: ignore[no-untyped-def]
    """The reader's thumbs on an answer (the API's PUT /v1/jobs/<id>/rating, from a form)."""
    from footnote.services.api.routes import validate_body
    from footnote.services.api.routes.jobs import record_rating
    from footnote.shared.jobs.ratings import RatingInput

    web_session.check_csrf()
    fields = {k: request.form[k] for k in ("rating", "reason", "comment") if request.form.get(k)}
    body = validate_body(RatingInput, fields, stored=False)  # a bad form: a 422 page naming the field
    row = record_rating(tenant, job_id, body)
    return redirect(url_for("web.job", job_id=row.id, _anchor="rating"), code=303)


@bp.get("/jobs/<job_id>/state")
def job_state(job_id: str):  # type: ignore[no-untyped-def]
    tenant = _tenant()
    if tenant is None:
        return {"error": "signed out"}, 401
    found = _job(tenant, job_id)
    return {"status": found["status"], "progress": found["progress"], "stage": found["stage"]}


def size(n: int) -> str:
    """Bytes as a person reads them, the way app.js writes them: "256 KB", "25.0 MB"."""
    return f"{round(n / 1024)} KB" if n < 2**20 else f"{n / 2**20:.1f} MB"


def _error_page(err: Exception) -> tuple[str, int]:
    if isinstance(err, HTTPException) and err.code == 413:
        limit = size(_ctx().settings.max_request_bytes)
        status, text = 413, f"The upload is larger than this service takes ({limit} a request)."
    elif isinstance(err, HTTPException):
        status, text = err.code or 500, err.description or err.name
    elif isinstance(err, NotFound):
        status, text = 404, "There is no such job among yours."
    elif isinstance(err, FootnoteError):
        from footnote.services.api.errors import status_for

        status, text = status_for(err)[0], str(err)
    else:
        log.exception("web page failed")
        status, text = 500, "Something went wrong on our side; the error is logged."
    return render_template("error.html", status=status, message=text), status


UPLOAD_HEADER = "X-Footnote-Upload"  # app.js sends a file with it, to show the upload's progress


@bp.after_request
def _upload_answer(response: Response) -> Response:
    """A form sent by the page's script gets its redirect as ``{"location": ...}``: a browser's
    script follows a redirect itself, which would spend the page's one-time messages (a class's
    skipped files) on a request nobody sees; the script then opens the location."""
    if request.headers.get(UPLOAD_HEADER) == "1" and response.status_code in (302, 303) and response.location:
        return jsonify({"location": response.location})
    return response


bp.register_error_handler(HTTPException, _error_page)
bp.register_error_handler(FootnoteError, _error_page)


def register(app: Flask, settings: Any) -> None:
    web_session.configure(app, settings)
    app.register_blueprint(bp)

    @app.after_request
    def _page_headers(response: Response) -> Response:  # the pages load nothing from elsewhere
        if request.path.startswith("/app"):
            response.headers.setdefault(
                "Content-Security-Policy",
                "default-src 'self'; img-src 'self' data:; frame-src https://www.youtube-nocookie.com; "
                "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
            )
            response.headers.setdefault("X-Content-Type-Options", "nosniff")
            response.headers.setdefault("Referrer-Policy", "same-origin")
        return response


from footnote.services.web import classes as _classes  # noqa: E402,F401  (the teacher's routes, on this blueprint)
from footnote.services.web import integrate as _integrate  # noqa: E402,F401  (keys, webhooks, the API's document)
from footnote.services.web import library as _library  # noqa: E402,F401  (the library and search pages)

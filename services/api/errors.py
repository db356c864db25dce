"""The one place Footnote's error tree becomes HTTP: RFC 9457 problem details
(``application/problem+json``) with ``type``, ``title``, ``status``, ``detail``, ``instance`` and
Footnote's machine ``code`` and offending ``field``; the earlier ``{"error": {"code", "message",
"field"?}}`` member is kept beside them (deprecated). Nothing a client sends can produce a 500.

    ValidationError, UnsafeURL, IngestError -> 422     FileTooLarge -> 413
    other InputError / malformed JSON       -> 400     NotFound -> 404    Conflict -> 409
    AuthError -> 401    Forbidden -> 403    RateLimited -> 429 + Retry-After
    TransientError, database unreachable -> 503 + Retry-After     ReindexRequired, ConfigError -> 503
"""

from __future__ import annotations

import logging

import pydantic
from flask import Flask, jsonify
from sqlalchemy import exc as sa_exc
from werkzeug.exceptions import HTTPException

from footnote.shared import errors as e
from footnote.shared.jobs.payload import to_validation_error

log = logging.getLogger(__name__)

# most specific first
STATUS: list[tuple[type[e.FootnoteError], int, str]] = [
    (e.FileTooLarge, 413, "too_large"),
    (e.ValidationError, 422, "validation_error"),
    (e.IngestError, 422, "unprocessable_file"),
    (e.InputError, 400, "bad_request"),
    (e.UnsafeURL, 422, "unsafe_url"),
    (e.NotFound, 404, "not_found"),
    (e.Conflict, 409, "conflict"),
    (e.Forbidden, 403, "forbidden"),
    (e.AuthError, 401, "unauthorized"),
    (e.RateLimited, 429, "rate_limited"),
    (e.TransientError, 503, "unavailable"),
    (e.ReindexRequired, 503, "reindex_required"),
    (e.ConfigError, 503, "misconfigured"),
]


def status_for(err: e.FootnoteError) -> tuple[int, str]:
    for cls, status, code in STATUS:
        if isinstance(err, cls):
            return status, code
    return 500, "internal_error"


PROBLEM_TYPE = "urn:footnote:problem:{code}"
PROBLEM_JSON = "application/problem+json"


def body(code: str, message: str, field: str | None = None, *, status: int = 400, instance: str = "") -> dict:
    legacy: dict = {"code": code, "message": message}
    out: dict = {
        "type": PROBLEM_TYPE.format(code=code),
        "title": code.replace("_", " ").capitalize(),
        "status": status,
        "detail": message,
        "code": code,
    }
    if field is not None:
        out["field"] = legacy["field"] = field
    if instance:
        out["instance"] = instance
    out["error"] = legacy
    return out


def problem(status: int, code: str, message: str, field: str | None = None):  # type: ignore[no-untyped-def]
    """A problem-details response for the current request."""
    from flask import request

    response = jsonify(body(code, message, field, status=status, instance=request.path))
    response.status_code = status
    response.mimetype = PROBLEM_JSON
    return response


def from_pydantic(err: pydantic.ValidationError, *, union: bool = False) -> e.ValidationError:
    """The first error as a ``ValidationError`` naming the field. ``union``: the model was a
    union discriminated by ``kind`` (``POST /v1/jobs``): its tag leads the path and an input
    field is named as the kind validates it ("question", not "input.question")."""
    out = to_validation_error(err, drop=1 if union and _tagged(err) else 0)
    if union and out.field == "kind":
        from footnote.shared.jobs.kinds import public_kinds

        kind = (err.errors()[0].get("ctx") or {}).get("tag")
        valid = ", ".join(k.name for k in public_kinds())
        what = f"unknown job kind {kind!r}" if kind else "is required"
        return e.ValidationError("kind", f"{what}; valid kinds: {valid}")
    return as_input_field(out) if union else out


def as_input_field(err: e.ValidationError) -> e.ValidationError:
    """A job's input field named as the kind validates it ("question", not "input.question")."""
    if err.field.startswith("input."):
        return e.ValidationError(err.field[len("input.") :], err.reason)
    return err


def _tagged(err: pydantic.ValidationError) -> bool:
    return err.errors()[0].get("type") not in ("union_tag_invalid", "union_tag_not_found", "model_attributes_type")


def register(app: Flask) -> None:
    @app.errorhandler(e.FootnoteError)
    def _footnote(err: e.FootnoteError):  # type: ignore[no-untyped-def]
        status, code = status_for(err)
        response = problem(status, code, str(err), getattr(err, "field", None))
        if isinstance(err, e.RateLimited):
            response.headers["Retry-After"] = str(max(1, err.retry_after_s))
        elif status == 503:
            response.headers["Retry-After"] = "5"
        elif status == 401:
            response.headers["WWW-Authenticate"] = 'Bearer realm="footnote"'
        if status >= 500:
            log.error("request failed: %s", err)
        return response

    @app.errorhandler(pydantic.ValidationError)
    def _pydantic(err: pydantic.ValidationError):  # type: ignore[no-untyped-def]
        return _footnote(from_pydantic(err))

    @app.errorhandler(HTTPException)
    def _http(err: HTTPException):  # type: ignore[no-untyped-def]
        code = {
            413: "too_large",
            404: "not_found",
            405: "method_not_allowed",
            400: "bad_request",
            415: "unsupported_media_type",
        }.get(err.code or 500, "http_error")
        message = err.description or err.name
        if err.code == 413:
            message = f"request body too large (limit {app.config['MAX_CONTENT_LENGTH']} bytes)"
        response = problem(err.code or 500, code, message)
        if err.code == 405:  # the methods the resource does allow (RFC 9110)
            allow = dict(err.get_headers()).get("Allow")
            if allow:
                response.headers["Allow"] = allow
        return response

    @app.errorhandler(sa_exc.DBAPIError)
    def _database(err: sa_exc.DBAPIError):  # type: ignore[no-untyped-def]
        # the database went away (restart, failover): the pool already dropped the connection
        if err.connection_invalidated or isinstance(err, sa_exc.OperationalError):
            log.warning("database unavailable: %s", type(err.orig).__name__)
            return _footnote(e.TransientError("the database is unavailable; retry shortly"))
        return _unexpected(err)

    @app.errorhandler(Exception)
    def _unexpected(err: Exception):  # type: ignore[no-untyped-def]
        log.exception("unhandled error")
        return problem(500, "internal_error", "internal error; it has been logged")

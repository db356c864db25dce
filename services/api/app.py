"""``create_app(settings=None)``: the Flask app. Resources (database, Redis, Celery producer,
embedder) open lazily on first use in the serving process, never at import time."""

from __future__ import annotations

import logging
import os
import threading
from typing import Any

from flask import Flask, current_app

from footnote.shared.config import Settings, get_settings

log = logging.getLogger(__name__)

DRAIN_LIMIT_BYTES = 64 * 1024 * 1024  # read at most this much of a refused body before answering


class ApiContext:
    def __init__(self, settings: Settings, runtime: Any = None, celery: Any = None) -> None:
        self.settings = settings
        self._runtime = runtime
        self._celery = celery
        self._lock = threading.Lock()

    @property
    def runtime(self) -> Any:
        if self._runtime is None:
            with self._lock:
                if self._runtime is None:
                    from footnote.shared.runtime import open_runtime

                    self._runtime = open_runtime(self.settings, redis=True)
        return self._runtime

    @property
    def celery(self) -> Any:
        if self._celery is None:
            with self._lock:
                if self._celery is None:
                    from footnote.services.workers.celery_app import make_celery

                    self._celery = make_celery(self.settings, broker=self.runtime.urls.broker_url)
        return self._celery

    def close(self) -> None:
        if self._runtime is not None:
            self._runtime.close()


def ctx() -> ApiContext:
    return current_app.extensions["footnote"]


def create_app(settings: Settings | None = None, *, runtime: Any = None, celery: Any = None) -> Flask:
    settings = settings or get_settings()
    app = Flask("footnote", root_path=os.path.dirname(__file__))  # "footnote" is a namespace package
    app.config["MAX_CONTENT_LENGTH"] = settings.max_request_bytes
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.extensions["footnote"] = ApiContext(settings, runtime, celery)

    from footnote.services.api import errors
    errors.register(app)
    _request_ids(app)

    @app.before_request
    def _refuse_oversized():  # type: ignore[no-untyped-def]
        """413 before reading: drain what the client sends (bounded) so it sees the answer
        instead of a reset connection."""
        from flask import abort, request

        length = request.content_length
        if length is not None and length > settings.max_request_bytes:
            stream = request.environ.get("wsgi.input")
            remaining = min(length, DRAIN_LIMIT_BYTES)
            while stream is not None and remaining > 0:
                chunk = stream.read(min(65536, remaining))
                if not chunk:
                    break
                remaining -= len(chunk)
            abort(413)

    @app.before_request
    def _refuse_unstorable_url():  # type: ignore[no-untyped-def]
        from flask import request

        from footnote.services.api.routes import unstorable
        from footnote.shared.errors import InputError

        if unstorable(request.path) or any(unstorable(k) or unstorable(v) for k, v in request.args.items(multi=True)):
            raise InputError("the URL contains NUL or unpaired surrogate characters")

    register_routes(app)
    from footnote.services.web.pages import register as register_web

    register_web(app, settings)

    @app.get("/v1/openapi.json")
    def openapi():  # type: ignore[no-untyped-def]
        from footnote.services.api.openapi import document

        return document()

    return app


def register_routes(app: Flask) -> None:
    """The API's resources, one blueprint each (also what the OpenAPI document is generated from)."""
    from footnote.services.api.routes import admin, corrections, health, jobs, search, sources, verify, webhooks

    for module in (health, jobs, sources, search, verify, webhooks, corrections, admin):
        app.register_blueprint(module.bp)


REQUEST_ID_HEADER = "X-Request-Id"


def _request_ids(app: Flask) -> None:
    """Every request gets an id (the client's ``X-Request-Id`` when it sends a sane one), echoed
    in the response and carried by every log line written while it is handled."""
    import logging
    import re
    import time
    import uuid

    from flask import g, request

    from footnote.shared import logs, metrics

    access = logging.getLogger("footnote.access")
    sane = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")

    @app.before_request
    def _bind():  # type: ignore[no-untyped-def]
        given = request.headers.get(REQUEST_ID_HEADER, "")
        g.request_id = given if sane.match(given) else uuid.uuid4().hex
        g.started = time.perf_counter()
        g.log_tokens = logs.bind(request_id=g.request_id, tenant_id=None)

    @app.after_request
    def _echo(response):  # type: ignore[no-untyped-def]
        rid = getattr(g, "request_id", None)
        if rid:
            response.headers[REQUEST_ID_HEADER] = rid
        ms = (time.perf_counter() - g.get("started", time.perf_counter())) * 1000
        route = request.url_rule.rule if request.url_rule is not None else "unmatched"
        metrics.observe_request(request.method, route, response.status_code, ms / 1000)
        access.info(
            "%s %s %s", request.method, request.path, response.status_code,
            extra={"method": request.method, "path": request.path, "status": response.status_code,
                   "duration_ms": round(ms, 2)},
        )
        return response

    @app.teardown_request
    def _unbind(_exc):  # type: ignore[no-untyped-def]
        tokens = g.pop("log_tokens", None)
        if tokens:
            logs.unbind(tokens)

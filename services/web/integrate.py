"""The integrator's page: the tenant's API keys, its recent webhook deliveries with their
attempts and a button that sends one again, and the OpenAPI document rendered by Swagger UI
(Swagger UI 5's files from the ``swagger-ui-py`` package, served from here: no CDN; Swagger UI 4
cannot read OpenAPI 3.1). Routes on the web app's
blueprint (``services.web.pages``)."""

from __future__ import annotations

from flask import abort, redirect, render_template, send_from_directory, url_for
from sqlalchemy import text

from services.web import session as web_session
from services.web.pages import _ctx, bp, signed_in

SWAGGER_FILES = ("swagger-ui.css", "swagger-ui-bundle.js", "swagger-ui-standalone-preset.js")


@bp.get("/integrate")
@signed_in
def integrate(*, tenant: str):  # type: ignore[no-untyped-def]
    from shared.jobs.keys import list_keys
    from shared.webhooks.store import list_deliveries

    with _ctx().runtime.read_session() as s:
        keys = list_keys(session=s, tenant_id=tenant)
        rows = s.execute(
            text("SELECT id, kind, status, webhook_url, webhook_state, webhook_attempts, webhook_next_at FROM jobs "
                 "WHERE tenant_id = :t AND webhook_url IS NOT NULL ORDER BY queued_at DESC LIMIT 20"),
            {"t": tenant},
        ).all()
        hooks = [{"id": r.id, "kind": r.kind, "status": r.status, "url": r.webhook_url, "state": r.webhook_state,
                  "attempts": r.webhook_attempts, "deliveries": list_deliveries(session=s, job_id=r.id)}
                 for r in rows]
    return render_template("integrate.html", tenant=tenant, keys=keys, hooks=hooks)


@bp.post("/integrate/webhooks/<job_id>/redeliver")
@signed_in
def redeliver(job_id: str, *, tenant: str):  # type: ignore[no-untyped-def]
    web_session.check_csrf()
    from shared.webhooks.store import redeliver as send_again

    with _ctx().runtime.session() as s:
        if not send_again(session=s, tenant_id=tenant, job_id=job_id):
            abort(404, description="no finished job of yours with a webhook by that id")
    return redirect(url_for("web.integrate"), code=303)


@bp.get("/api-docs")
@signed_in
def api_docs(*, tenant: str):  # type: ignore[no-untyped-def]
    return render_template("api_docs.html", tenant=tenant)


@bp.get("/api-docs/assets/<name>")
def api_docs_asset(name: str):  # type: ignore[no-untyped-def]
    from pathlib import Path

    import swagger_ui

    if name not in SWAGGER_FILES:
        abort(404)
    return send_from_directory(Path(swagger_ui.__file__).parent / "static", name)

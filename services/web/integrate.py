"""The integrator's page: the tenant's API keys (create one, shown once; revoke one), its recent
webhook deliveries with their attempts and a button that sends one again, and the OpenAPI
document rendered by Swagger UI (Swagger UI 5's files from the ``swagger-ui-py`` package, served
from here: no CDN; Swagger UI 4 cannot read OpenAPI 3.1). Routes on the web app's blueprint
(``footnote.services.web.pages``)."""

from __future__ import annotations

from flask import abort, make_response, redirect, render_template, request, send_from_directory, session, url_for
from sqlalchemy import text

from footnote.services.web import session as web_session
from footnote.services.web.pages import _ctx, bp, signed_in

SWAGGER_FILES = ("swagger-ui.css", "swagger-ui-bundle.js", "swagger-ui-standalone-preset.js")


@bp.get("/integrate")
@signed_in
def integrate(*, tenant: str):  # type: ignore[no-untyped-def]
    return _page(tenant)


def _page(tenant: str, *, new_key: str | None = None, error: str | None = None, status: int = 200):  # type: ignore[no-untyped-def]
    from footnote.shared.jobs.keys import list_keys
    from footnote.shared.webhooks.store import list_deliveries

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
    current = web_session.signed_in(_ctx().runtime)
    body = render_template("integrate.html", tenant=tenant, keys=keys, hooks=hooks, new_key=new_key, error=error,
                           session_key=current.key_id if current else None)
    response = make_response(body, status)
    if new_key:
        response.headers["Cache-Control"] = "no-store"  # the one time the key exists in clear
    return response


@bp.post("/integrate/keys")
@signed_in
def create_key(*, tenant: str):  # type: ignore[no-untyped-def]
    """A new key for this tenant, shown once on the page it answers with (never stored in clear)."""
    web_session.check_csrf()
    from footnote.shared.jobs.keys import create_key as create

    name = " ".join((request.form.get("name") or "").split())
    if len(name) > 100:
        return _page(tenant, error="A key's name can be at most 100 characters.", status=422)
    with _ctx().runtime.session() as s:
        key = create(session=s, tenant_id=tenant, name=name)
    return _page(tenant, new_key=key)


@bp.post("/integrate/keys/<key_id>/revoke")
@signed_in
def revoke_key(key_id: str, *, tenant: str):  # type: ignore[no-untyped-def]
    """Revoke one of this tenant's keys; revoking the key this session was opened with ends it."""
    web_session.check_csrf()
    from footnote.shared.jobs.keys import revoke_key as revoke

    with _ctx().runtime.session() as s:
        if not revoke(session=s, key_id=key_id[:64], tenant_id=tenant):
            abort(404, description="no live key of yours by that id")
    from footnote.services.api.auth import forget

    forget(key_id)
    current = web_session.signed_in(_ctx().runtime)
    if current is not None and current.key_id == key_id:
        session.clear()
        session["ended"] = "You revoked the key this session was opened with, so the session ended."
        return redirect(url_for("web.login_form"), code=303)
    return redirect(url_for("web.integrate"), code=303)


@bp.post("/integrate/webhooks/<job_id>/redeliver")
@signed_in
def redeliver(job_id: str, *, tenant: str):  # type: ignore[no-untyped-def]
    web_session.check_csrf()
    from footnote.shared.webhooks.store import redeliver as send_again

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

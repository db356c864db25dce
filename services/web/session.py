"""Signing in to the web app: an API key is exchanged once for a session cookie (signed,
HttpOnly, SameSite=Lax) that holds the key's id, never the key; every request checks the key
is still valid, so revoking it signs the browser out. Every form and script POST carries the
session's CSRF token."""

from __future__ import annotations

import hmac
import secrets
from pathlib import Path
from typing import Any

from flask import Flask, abort, g, request, session

from footnote.shared.jobs.keys import Principal, authenticate, principal_by_id

CSRF_FIELD = "csrf"
CSRF_HEADER = "X-CSRF-Token"


def session_secret(settings: Any) -> str:
    """``FOOTNOTE_WEB_SESSION_SECRET``, else one kept in ``FOOTNOTE_HOME`` (created 0600 on first
    use), so every process on the machine signs alike."""
    if settings.web_session_secret is not None:
        return settings.web_session_secret.get_secret_value()
    import os
    import tempfile

    path = Path(settings.home) / "web-session-secret"
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists():
        # written whole under another name, then linked into place: a process starting beside
        # this one never reads a half-written secret, and the first link wins
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".web-session-secret-")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(secrets.token_urlsafe(48))
            try:
                os.link(tmp, path)
            except FileExistsError:
                pass
        finally:
            os.unlink(tmp)
    secret = path.read_text(encoding="utf-8").strip()
    if not secret:
        raise RuntimeError(f"{path} is empty; delete it or set FOOTNOTE_WEB_SESSION_SECRET")
    return secret


def configure(app: Flask, settings: Any) -> None:
    app.secret_key = session_secret(settings)
    app.config.update(
        SESSION_COOKIE_NAME="footnote_session",
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SAMESITE="Lax",
        SESSION_COOKIE_SECURE=bool(settings.web_cookie_secure),
        SESSION_COOKIE_PATH="/app",
        PERMANENT_SESSION_LIFETIME=12 * 3600,
    )


def sign_in(runtime: Any, key: str) -> Principal | None:
    """A tenant key's principal (stored in the session), else None."""
    with runtime.session() as s:
        found = authenticate(session=s, key=key.strip())
    if found is None or found.scope != "tenant" or not found.tenant_id:
        return None
    session.clear()  # a new session on sign-in: nothing of the anonymous one carries over
    session.permanent = True
    session["key_id"] = found.key_id
    session[CSRF_FIELD] = secrets.token_urlsafe(32)
    return found


def signed_in(runtime: Any) -> Principal | None:
    """This request's principal, if its session's key is still valid."""
    if "principal" in g:
        return g.principal
    key_id = session.get("key_id")
    found = None
    if isinstance(key_id, str):
        with runtime.session() as s:
            found = principal_by_id(session=s, key_id=key_id)
        if found is None:
            session.clear()  # revoked: signed out, and told so on the sign-in page
            session["ended"] = "Your session ended: the key it was opened with was revoked. Sign in again."
    g.principal = found
    return found


def csrf_token() -> str:
    """This session's token; a visitor not signed in gets one too (the sign-in form carries it,
    so another site cannot sign a browser in to its own account)."""
    if CSRF_FIELD not in session:
        session[CSRF_FIELD] = secrets.token_urlsafe(32)
    return session[CSRF_FIELD]


def check_csrf() -> None:
    """403 unless the POST carries this session's token (form field or header)."""
    sent = request.form.get(CSRF_FIELD) or request.headers.get(CSRF_HEADER) or ""
    expected = csrf_token()
    if not expected or not hmac.compare_digest(sent, expected):
        abort(403, description="the form expired or came from another site; reload the page and try again")

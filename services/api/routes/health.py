"""``/healthz`` (process alive), ``/readyz`` (database and broker reachable), ``/metrics``."""

from __future__ import annotations

import hmac

from flask import Blueprint, Response
from sqlalchemy import text

from footnote.services.api.app import ctx
from footnote.services.api.schemas import Health, Readiness
from footnote.services.api.spec import documented

bp = Blueprint("health", __name__)


@bp.get("/healthz")
@documented("healthz", (200, Health, "Alive"), public=True)
def healthz():  # type: ignore[no-untyped-def]
    """Process alive."""
    return {"status": "ok"}


@bp.get("/readyz")
@documented("readyz", (200, Readiness, "Ready"), public=True, more={503: (Readiness, "Not ready")})
def readyz():  # type: ignore[no-untyped-def]
    """Database and broker reachable."""
    checks: dict[str, str] = {}
    try:
        with ctx().runtime.session() as s:
            s.execute(text("SELECT 1"))
        checks["database"] = "ok"
    except Exception as err:  # noqa: BLE001 - report, don't raise
        checks["database"] = f"unreachable: {type(err).__name__}"
    replica = _replica_state(ctx().runtime)
    try:
        ctx().runtime.redis.ping()
        checks["broker"] = "ok"
    except Exception as err:  # noqa: BLE001
        checks["broker"] = f"unreachable: {type(err).__name__}"
    ok = all(v == "ok" for v in checks.values())
    if replica is not None:
        checks["database_replica"] = replica
    return {"status": "ready" if ok else "not ready", "checks": checks}, 200 if ok else 503


def _replica_state(rt) -> str | None:  # type: ignore[no-untyped-def]
    """Reported, not required for readiness: reads fall back to the primary without it."""
    if rt.read_sessions is None:
        return None
    try:
        with rt.read_session() as s:
            s.execute(text("SELECT 1"))
    except Exception as err:  # noqa: BLE001 - report, don't raise
        return f"unreachable: {type(err).__name__}"
    return "unreachable; reads use the primary" if rt.replica_down else "ok"


@bp.get("/metrics")
@documented("metrics", (200, None, "Prometheus text"), public=True)
def metrics():  # type: ignore[no-untyped-def]
    """Prometheus metrics."""
    from footnote.services.api.metrics import TruthCollector, read_truth
    from footnote.shared.metrics import exposition

    c = ctx()
    token = c.settings.metrics_token.get_secret_value() if c.settings.metrics_token else ""
    if token:
        from flask import request

        from footnote.shared.errors import AuthError

        if not hmac.compare_digest(request.headers.get("Authorization", ""), f"Bearer {token}"):
            raise AuthError("/metrics needs Authorization: Bearer <FOOTNOTE_METRICS_TOKEN>")

    def read() -> dict:
        with c.runtime.session() as s:
            return read_truth(session=s, redis=c.runtime.redis)

    body, content_type = exposition(TruthCollector(read))
    return Response(body, mimetype=content_type.split(";")[0], content_type=content_type)

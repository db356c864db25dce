"""Tenant management (admin keys only)."""

from __future__ import annotations

from flask import Blueprint

from footnote.services.api.app import ctx
from footnote.services.api.auth import require_admin
from footnote.services.api.routes import read_json
from footnote.services.api.schemas import TenantCreate, TenantCreated, TenantList
from footnote.services.api.spec import documented
from footnote.shared.errors import Conflict
from footnote.shared.jobs import keys

bp = Blueprint("admin", __name__)


@bp.post("/v1/tenants")
@documented("createTenant", (201, TenantCreated, "Created; the key is shown once"), 409, 422, json=TenantCreate)
def create_tenant():  # type: ignore[no-untyped-def]
    """Create a tenant and its first key (admin)."""
    require_admin(ctx())
    body = read_json(TenantCreate)
    with ctx().runtime.session() as s:
        if keys.tenant_exists(session=s, tenant_id=body.id):
            raise Conflict(f"tenant {body.id} already exists; create more keys with footnote keys create")
        secret = keys.ensure_tenant(session=s, tenant_id=body.id, name=body.name)
        key = keys.create_key(session=s, tenant_id=body.id, scope="tenant", name="created via API")
    return {"tenant": body.id, "api_key": key, "webhook_secret": secret}, 201


@bp.get("/v1/tenants")
@documented("listTenants", (200, TenantList, "Tenants"))
def list_tenants():  # type: ignore[no-untyped-def]
    """List tenants (admin)."""
    from sqlalchemy import text

    require_admin(ctx())
    with ctx().runtime.session() as s:
        rows = s.execute(text("SELECT id, name, created_at FROM tenants ORDER BY id")).all()
    return {"tenants": [{"id": r.id, "name": r.name, "created_at": r.created_at.isoformat()} for r in rows]}

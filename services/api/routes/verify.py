"""``POST /v1/verify``: verdicts for an integrator's own claim/evidence pairs (no tenant data)."""

from __future__ import annotations

from flask import Blueprint

from footnote.services.api.app import ctx
from footnote.services.api.auth import require_tenant
from footnote.services.api.routes import read_json
from footnote.services.api.schemas import VerifyRequest, VerifyResponse
from footnote.services.api.spec import documented

bp = Blueprint("verify", __name__)


@bp.post("/v1/verify")
@documented("verify", (200, VerifyResponse, "One verdict per item, in input order"), 413, 422, json=VerifyRequest)
def verify():  # type: ignore[no-untyped-def]
    """Verdicts for your own claim/evidence pairs."""
    from footnote.shared.verification.batch import item_from, verify_items

    c = ctx()
    require_tenant(c)
    body = read_json(VerifyRequest, stored=False)
    items = [item_from(obj.model_dump(exclude_none=True), f"items[{i}]") for i, obj in enumerate(body.items)]
    return {"results": list(verify_items(items, c.runtime.embedder))}

"""``POST /v1/webhook-secret/rotate``: a new signing secret, the old one honoured for an overlap."""

from __future__ import annotations

from flask import Blueprint

from footnote.services.api.app import ctx
from footnote.services.api.auth import require_tenant
from footnote.services.api.schemas import SecretRotated
from footnote.services.api.spec import documented
from footnote.shared.jobs import keys

bp = Blueprint("webhooks", __name__)


@bp.post("/v1/webhook-secret/rotate")
@documented("rotateWebhookSecret", (201, SecretRotated, "Rotated"))
def rotate():  # type: ignore[no-untyped-def]
    """Issue a new webhook signing secret.

    The previous secret keeps signing deliveries beside the new one until
    previous_secret_valid_until (FOOTNOTE_WEBHOOK_SECRET_OVERLAP_S, default a day)."""
    c = ctx()
    tenant = require_tenant(c)
    with c.runtime.session() as s:
        out = keys.rotate_webhook_secret(session=s, tenant_id=tenant, overlap_s=c.settings.webhook_secret_overlap_s)
    return out, 201

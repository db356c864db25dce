"""Tenants' service state and API keys.

A key is ``fn_<id>_<secret>`` with 32 random bytes of secret; only ``sha256(key)`` is stored,
so a database leak reveals no usable key (the secret's entropy makes a slow hash unnecessary).
It is shown once, when created. Scopes: ``tenant`` (its own jobs and sources) and ``admin``
(tenant management, no tenant data).
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.db import tenants
from footnote.shared.errors import ValidationError

SCOPES = ("tenant", "admin")
WEBHOOK_SECRET_BYTES = 32
WEBHOOK_SECRET_PREFIX = "whsec_"  # the Standard Webhooks form (footnote.shared.webhooks.sign decodes it)


def new_secret() -> str:
    """A webhook signing secret in the Standard Webhooks form: ``whsec_`` + base64 of 32 bytes."""
    import base64

    return WEBHOOK_SECRET_PREFIX + base64.b64encode(secrets.token_bytes(WEBHOOK_SECRET_BYTES)).decode()
KEY_PREFIX = "fn_"


@dataclass(frozen=True)
class Principal:
    key_id: str
    tenant_id: str | None
    scope: str


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def ensure_tenant(*, session: Session, tenant_id: str, name: str = "") -> str:
    """Create the tenant (if new) and its webhook secret; return the secret."""
    tenants.ensure_tenant(session=session, tenant_id=tenant_id, name=name)
    session.execute(
        text(
            "INSERT INTO tenant_service (tenant_id, webhook_secret) VALUES (:t, :s) ON CONFLICT (tenant_id) DO NOTHING"
        ),
        {"t": tenant_id, "s": new_secret()},
    )
    return webhook_secret(session=session, tenant_id=tenant_id)


def webhook_secret(*, session: Session, tenant_id: str) -> str:
    return session.execute(
        text("SELECT webhook_secret FROM tenant_service WHERE tenant_id = :t"), {"t": tenant_id}
    ).scalar_one()


def signing_secrets(*, session: Session, tenant_id: str) -> list[str]:
    """The secrets a delivery is signed with: the current one first, then the one a rotation
    replaced while its overlap lasts (receivers may hold either)."""
    row = session.execute(
        text(
            "SELECT webhook_secret, previous_secret, previous_secret_until > clock_timestamp() AS still "
            "FROM tenant_service WHERE tenant_id = :t"
        ),
        {"t": tenant_id},
    ).one()
    return [row.webhook_secret] + ([row.previous_secret] if row.previous_secret and row.still else [])


def rotate_webhook_secret(*, session: Session, tenant_id: str, overlap_s: int) -> dict:
    """Issue a new webhook secret; the current one keeps signing deliveries for ``overlap_s``
    seconds beside it, so receivers can switch without missing an event."""
    row = session.execute(
        text(
            "UPDATE tenant_service SET previous_secret = webhook_secret, webhook_secret = :s, "
            "previous_secret_until = clock_timestamp() + make_interval(secs => :o) "
            "WHERE tenant_id = :t RETURNING webhook_secret, previous_secret_until"
        ),
        {"t": tenant_id, "s": new_secret(), "o": overlap_s},
    ).one()
    return {"webhook_secret": row.webhook_secret, "previous_secret_valid_until": row.previous_secret_until.isoformat()}


def tenant_exists(*, session: Session, tenant_id: str) -> bool:
    return session.execute(text("SELECT 1 FROM tenants WHERE id = :t"), {"t": tenant_id}).first() is not None


def create_key(*, session: Session, tenant_id: str | None, scope: str = "tenant", name: str = "") -> str:
    """Store a new key's hash and return the key itself (the only time it exists in clear)."""
    if scope not in SCOPES:
        raise ValidationError("scope", f"{scope!r} is not one of {', '.join(SCOPES)}")
    if scope == "tenant":
        if not tenant_id:
            raise ValidationError("tenant", "a tenant key needs --tenant")
        ensure_tenant(session=session, tenant_id=tenant_id)
    key_id = secrets.token_hex(6)
    key = f"{KEY_PREFIX}{key_id}_{secrets.token_urlsafe(32)}"
    session.execute(
        text("INSERT INTO api_keys (id, tenant_id, key_hash, scope, name) VALUES (:id, :t, :h, :scope, :name)"),
        {
            "id": key_id,
            "t": tenant_id if scope == "tenant" else None,
            "h": hash_key(key),
            "scope": scope,
            "name": name,
        },
    )
    return key


def authenticate(*, session: Session, key: str) -> Principal | None:
    if not key.startswith(KEY_PREFIX) or len(key) > 200:
        return None
    row = session.execute(
        text("SELECT id, tenant_id, scope FROM api_keys WHERE key_hash = :h AND revoked_at IS NULL"),
        {"h": hash_key(key)},
    ).first()
    return Principal(row.id, row.tenant_id, row.scope) if row else None


def principal_by_id(*, session: Session, key_id: str) -> Principal | None:
    """The key's principal while it is not revoked (a web session holds the key's id, never the key)."""
    row = session.execute(
        text("SELECT id, tenant_id, scope FROM api_keys WHERE id = :id AND revoked_at IS NULL"), {"id": key_id}
    ).first()
    return Principal(row.id, row.tenant_id, row.scope) if row else None


def revoke_key(*, session: Session, key_id: str, tenant_id: str | None = None) -> bool:
    """Revoke a key (only one of ``tenant_id``'s when given); False when there is no such live key."""
    row = session.execute(
        text("UPDATE api_keys SET revoked_at = now() WHERE id = :id AND revoked_at IS NULL "
             "AND (CAST(:t AS text) IS NULL OR tenant_id = CAST(:t AS text)) RETURNING id"),
        {"id": key_id, "t": tenant_id},
    ).first()
    return row is not None


def list_keys(*, session: Session, tenant_id: str | None = None) -> list[dict]:
    rows = session.execute(
        text(
            "SELECT id, tenant_id, scope, name, created_at, revoked_at FROM api_keys "
            "WHERE CAST(:t AS text) IS NULL OR tenant_id = CAST(:t AS text) ORDER BY created_at"
        ),
        {"t": tenant_id},
    ).all()
    return [
        {
            "id": r.id,
            "tenant": r.tenant_id,
            "scope": r.scope,
            "name": r.name,
            "created_at": r.created_at.isoformat(),
            "revoked": r.revoked_at is not None,
        }
        for r in rows
    ]

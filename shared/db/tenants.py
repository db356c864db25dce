"""Tenants' one home: the row, its id rule, and the corpus version every cache key carries
(bumped by every ingest, delete and reindex, so cached results of a changed library go stale)."""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.errors import ValidationError

CORPUS_VERSION_SQL = text("SELECT corpus_version FROM tenants WHERE id = :tenant_id")


def check_tenant_id(tenant_id: str) -> str:
    if not tenant_id or len(tenant_id) > 64 or not all(c.isalnum() or c in "-_." for c in tenant_id):
        raise ValidationError("tenant", f"{tenant_id!r} must be 1-64 letters, digits, '-', '_' or '.'")
    return tenant_id


def ensure_tenant(*, session: Session, tenant_id: str, name: str | None = None) -> None:
    """Create the tenant row if it is new (its name defaults to its id)."""
    check_tenant_id(tenant_id)
    session.execute(
        text("INSERT INTO tenants (id, name) VALUES (:t, :n) ON CONFLICT (id) DO NOTHING"),
        {"t": tenant_id, "n": name or tenant_id},
    )


def corpus_version(*, session: Session, tenant_id: str) -> int:
    return int(session.execute(CORPUS_VERSION_SQL, {"tenant_id": tenant_id}).scalar() or 0)


def bump_corpus_version(*, session: Session, tenant_id: str) -> int:
    return int(
        session.execute(
            text("UPDATE tenants SET corpus_version = corpus_version + 1 WHERE id = :t RETURNING corpus_version"),
            {"t": tenant_id},
        ).scalar_one()
    )

"""Webhook secret rotation: the replaced secret stays valid (and signed with) for an overlap.

Revision ID: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tenant_service", sa.Column("previous_secret", sa.Text(), nullable=True))
    op.add_column("tenant_service", sa.Column("previous_secret_until", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    op.drop_column("tenant_service", "previous_secret_until")
    op.drop_column("tenant_service", "previous_secret")

"""A tenant's own caption corrections ("heard" -> "meant"), added to the packaged dictionary when
its transcripts are ingested (``footnote.shared.ingestion.tenant_corrections``).

Revision ID: 0015
"""

from __future__ import annotations

from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        """
        CREATE TABLE tenant_corrections (
            tenant_id varchar(64) NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
            heard text NOT NULL,
            meant text NOT NULL,
            PRIMARY KEY (tenant_id, heard)
        )
        """
    )


def downgrade() -> None:
    op.execute("DROP TABLE tenant_corrections")

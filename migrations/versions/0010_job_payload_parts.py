"""An upload may come with companions: a recording's slide deck and its code (``part``).

Revision ID: 0010
"""

from __future__ import annotations

from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("ALTER TABLE job_payloads ADD COLUMN part varchar(16) NOT NULL DEFAULT 'file'")
    op.execute("ALTER TABLE job_payloads DROP CONSTRAINT job_payloads_pkey")
    op.execute("ALTER TABLE job_payloads ADD CONSTRAINT job_payloads_pkey PRIMARY KEY (job_id, part)")


def downgrade() -> None:
    op.execute("DELETE FROM job_payloads WHERE part <> 'file'")
    op.execute("ALTER TABLE job_payloads DROP CONSTRAINT job_payloads_pkey")
    op.execute("ALTER TABLE job_payloads ADD CONSTRAINT job_payloads_pkey PRIMARY KEY (job_id)")
    op.execute("ALTER TABLE job_payloads DROP COLUMN part")

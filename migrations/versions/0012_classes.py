"""A teacher's class: a named batch of essays, one essay_feedback job per student, so the web
app can show the class's progress and export its results.

Revision ID: 0012
"""

from __future__ import annotations

from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        """
        CREATE TABLE classes (
            id varchar(36) PRIMARY KEY,
            tenant_id varchar(64) NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
            name text NOT NULL,
            prompt text NOT NULL DEFAULT '',
            created_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE INDEX classes_tenant_created ON classes (tenant_id, created_at DESC);
        CREATE TABLE class_essays (
            class_id varchar(36) NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
            position integer NOT NULL,
            student text NOT NULL,
            job_id varchar(36) NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
            PRIMARY KEY (class_id, position)
        );
        """
    )


def downgrade() -> None:
    op.execute("DROP TABLE class_essays; DROP TABLE classes")

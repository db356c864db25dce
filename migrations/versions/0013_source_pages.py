"""A PDF source keeps, per page, the box of every word (so a citation can highlight its exact
quote on the page) and the page size; and the original file, so the reader can show the page.

Revision ID: 0013
"""

from __future__ import annotations

from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        """
        CREATE TABLE source_pages (
            source_id varchar(36) NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
            page integer NOT NULL,
            tenant_id varchar(64) NOT NULL,
            width real NOT NULL,
            height real NOT NULL,
            char_start integer NOT NULL,
            char_end integer NOT NULL,
            boxes bytea NOT NULL,
            PRIMARY KEY (source_id, page)
        )
        """
    )
    op.execute("CREATE INDEX source_pages_span ON source_pages (source_id, char_start)")
    op.execute(
        """
        CREATE TABLE source_files (
            source_id varchar(36) PRIMARY KEY REFERENCES sources (id) ON DELETE CASCADE,
            tenant_id varchar(64) NOT NULL,
            media_type text NOT NULL,
            data bytea NOT NULL
        )
        """
    )


def downgrade() -> None:
    op.execute("DROP TABLE source_files")
    op.execute("DROP TABLE source_pages")

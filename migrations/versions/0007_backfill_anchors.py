"""Cue-level time and page anchors for passages ingested before 0006, from their sentence chunks
(``footnote.shared.ingestion.anchors_backfill``); word-level timing needs a re-ingest.

Revision ID: 0007
"""

from __future__ import annotations

from alembic import op
from sqlalchemy import text

from footnote.shared.ingestion.anchors_backfill import BACKFILL_SQL

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.get_bind().execute(text(BACKFILL_SQL), {"tenant_id": None})


def downgrade() -> None:
    pass  # the anchors are derived data; 0006's downgrade drops the column

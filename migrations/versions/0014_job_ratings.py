"""A reader's rating of a finished answer (thumbs up or down, a reason, a comment), stored on the
job it rates (``footnote.shared.jobs.ratings``). Nullable with no default: adding it rewrites nothing.

Revision ID: 0014
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("jobs", sa.Column("rating", JSONB, nullable=True))


def downgrade() -> None:
    op.drop_column("jobs", "rating")

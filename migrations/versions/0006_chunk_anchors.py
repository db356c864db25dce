"""Quote-level citations: where each chunk's words are in time and on which page.

``chunks.anchors`` (jsonb, null for most chunks): ``{"t": [[offset, seconds], ...], "p": [[offset,
page], ...]}`` with absolute offsets into the document text -- one time anchor per caption cue
and per timed word (YouTube's ``<00:01:21.000><c>`` word timing), one page anchor per page start
inside a passage. A citation's link and page then belong to the quoted words, not to the start
of the passage they sit in. Rows ingested before this revision keep null and fall back to the
chunk's own start time and first page; ``footnote reindex`` fills them.

Revision ID: 0006
"""

from __future__ import annotations

from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("ALTER TABLE chunks ADD COLUMN anchors jsonb")


def downgrade() -> None:
    op.execute("ALTER TABLE chunks DROP COLUMN IF EXISTS anchors")

"""A running ingest job keeps each finished window of speech, so the next attempt after a
killed worker resumes the transcription instead of starting over.

Revision ID: 0011
"""

from __future__ import annotations

from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        """
        CREATE TABLE job_transcripts (
            job_id varchar(36) NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
            window_index integer NOT NULL,
            fingerprint varchar(64) NOT NULL,
            data jsonb NOT NULL,
            created_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (job_id, window_index)
        )
        """
    )


def downgrade() -> None:
    op.execute("DROP TABLE job_transcripts")

"""Retrieval on CPU workers, generation on GPU workers: the evidence a job's retrieval selected
waits in ``job_handoffs`` for the ``generate`` worker (the broker carries only the job id).

One row per job, for the attempt that wrote it; removed when the job finishes (and with the job).

``ix_jobs_finished`` serves the sweeper's retention pass (``job_retention_days``): finished jobs
by finish time, so finding the ones due is a probe, not a scan of the job history.

Revision ID: 0005
"""

from __future__ import annotations

from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        """
        CREATE TABLE job_handoffs (
            job_id varchar(36) PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
            attempt integer NOT NULL,
            data jsonb NOT NULL,
            created_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE INDEX ix_jobs_finished ON jobs (finished_at)
            WHERE status IN ('succeeded', 'failed', 'cancelled');
        """
    )


def downgrade() -> None:
    op.execute("DROP INDEX IF EXISTS ix_jobs_finished; DROP TABLE IF EXISTS job_handoffs")

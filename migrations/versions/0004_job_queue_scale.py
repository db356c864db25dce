"""Job queue at scale: claims and the real-time check stay index probes with 100,000 jobs queued.

* ``ix_jobs_fair`` gains ``id``: (queue, status, tenant_id, queued_at, id) is exactly the fair
  claim's order (a tenant's oldest job, ties by id), so the claim reads one index entry. Without
  ``id`` the planner fetched and sorted every queued job of the tenant: 8.5 ms per batch claim
  with 10,000 queued, growing with the queue.
* ``ix_jobs_realtime_live`` -- a partial index over unfinished real-time jobs only, keyed by the
  time a job last became live. "Is real-time work in flight?" (asked by batch workers before
  every statement) reads a handful of entries, where it scanned the whole table (1.4 ms at
  11,000 rows) because the planner expected an early match that never comes. Real-time only, so
  it never looks cheaper than ``ix_jobs_fair`` for a batch query (with statistics not yet
  updated after a class was queued, a partial index over all queues was chosen for the fair
  claim, which then sorted every queued job).

Revision ID: 0004
"""

from __future__ import annotations

from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        """
        DROP INDEX IF EXISTS ix_jobs_fair;
        CREATE INDEX ix_jobs_fair ON jobs (queue, status, tenant_id, queued_at, id);
        CREATE INDEX ix_jobs_realtime_live ON jobs ((coalesce(started_at, queued_at)))
            WHERE queue = 'realtime' AND status IN ('queued', 'running');
        """
    )


def downgrade() -> None:
    op.execute(
        """
        DROP INDEX IF EXISTS ix_jobs_realtime_live;
        DROP INDEX IF EXISTS ix_jobs_fair;
        CREATE INDEX ix_jobs_fair ON jobs (queue, status, tenant_id, queued_at);
        """
    )

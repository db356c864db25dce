"""Service schema: jobs (the truth about every job), their uploaded payloads, API keys,
webhook delivery attempts, and per-tenant service state (webhook secret, fair-share clock).

``jobs.lease_expires_at`` is what the sweeper watches: a queued job whose message was lost,
or a running job whose worker died, has a lease in the past and is enqueued again.
``jobs.attempts`` doubles as a fencing token: only the holder of the latest claim may finish.

Revision ID: 0002
"""

from __future__ import annotations

from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        """
        CREATE TABLE tenant_service (
            tenant_id varchar(64) PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
            webhook_secret text NOT NULL,
            batch_served_at timestamptz,
            created_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE TABLE api_keys (
            id varchar(16) PRIMARY KEY,
            tenant_id varchar(64) REFERENCES tenants(id) ON DELETE CASCADE,
            key_hash char(64) NOT NULL UNIQUE,
            scope varchar(16) NOT NULL CHECK (scope IN ('tenant', 'admin')),
            name text NOT NULL DEFAULT '',
            created_at timestamptz NOT NULL DEFAULT now(),
            revoked_at timestamptz,
            CHECK (scope = 'admin' OR tenant_id IS NOT NULL)
        );
        CREATE TABLE jobs (
            id varchar(36) PRIMARY KEY,
            tenant_id varchar(64) NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
            kind varchar(32) NOT NULL,
            queue varchar(16) NOT NULL,
            priority varchar(16) NOT NULL CHECK (priority IN ('realtime', 'batch')),
            status varchar(16) NOT NULL DEFAULT 'queued'
                CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
            input jsonb NOT NULL DEFAULT '{}'::jsonb,
            idempotency_key text,
            request_hash char(64) NOT NULL,
            attempts integer NOT NULL DEFAULT 0,
            max_attempts integer NOT NULL DEFAULT 5,
            progress real NOT NULL DEFAULT 0,
            stage text,
            timings jsonb NOT NULL DEFAULT '{}'::jsonb,
            result jsonb,
            failure_reason text,
            enqueue_error text,
            webhook_url text,
            webhook_state varchar(16) CHECK (webhook_state IN ('pending', 'retrying', 'delivered', 'failed')),
            webhook_attempts integer NOT NULL DEFAULT 0,
            webhook_next_at timestamptz,
            queued_at timestamptz NOT NULL DEFAULT now(),
            started_at timestamptz,
            finished_at timestamptz,
            lease_expires_at timestamptz,
            CONSTRAINT uq_jobs_tenant_idempotency UNIQUE (tenant_id, idempotency_key)
        );
        CREATE INDEX ix_jobs_fair ON jobs (queue, status, tenant_id, queued_at);
        CREATE INDEX ix_jobs_lease ON jobs (lease_expires_at) WHERE status IN ('queued', 'running');
        CREATE INDEX ix_jobs_tenant_queued ON jobs (tenant_id, queued_at DESC);
        CREATE INDEX ix_jobs_webhook_due ON jobs (webhook_next_at)
            WHERE webhook_state IN ('pending', 'retrying');
        CREATE TABLE job_payloads (
            job_id varchar(36) PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
            name text NOT NULL,
            data bytea NOT NULL
        );
        CREATE TABLE webhook_deliveries (
            id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            job_id varchar(36) NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
            attempt integer NOT NULL,
            attempted_at timestamptz NOT NULL DEFAULT now(),
            outcome varchar(16) NOT NULL CHECK (outcome IN ('delivered', 'failed', 'refused')),
            status_code integer,
            error text,
            duration_ms integer NOT NULL DEFAULT 0
        );
        CREATE INDEX ix_webhook_deliveries_job ON webhook_deliveries (job_id, attempt);
        """
    )


def downgrade() -> None:
    op.execute("DROP TABLE IF EXISTS webhook_deliveries, job_payloads, jobs, api_keys, tenant_service")

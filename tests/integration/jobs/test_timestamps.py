"""A job's timestamps are the moments they name, not the start of the transaction that wrote
them: an ingest claims, works and finishes in one transaction, and its ``finished_at`` must
still come after the work."""

from __future__ import annotations

import time
import uuid

import pytest
from sqlalchemy import text

from footnote.shared.jobs.claims import claim_job, finish_job

pytestmark = pytest.mark.integration


def test_finished_at_is_when_the_job_finished_even_inside_one_transaction(runtime, tenant) -> None:  # type: ignore[no-untyped-def]
    job_id = str(uuid.uuid4())
    with runtime.session() as s:
        s.execute(
            text("INSERT INTO tenants (id, name) VALUES (:t, :n) ON CONFLICT DO NOTHING"), {"t": tenant, "n": tenant}
        )
        s.execute(
            text(
                "INSERT INTO jobs (id, tenant_id, kind, queue, priority, input, request_hash, max_attempts)"
                " VALUES (:id, :t, 'ingest_source', 'ingest', 'batch', '{}'::jsonb, :h, 3)"
            ),
            {"id": job_id, "h": job_id, "t": tenant},
        )
    with runtime.session() as s:  # claim, work and finish in one transaction, as an ingest does
        claim = claim_job(session=s, job_id=job_id, lease_s=60)
        assert claim is not None
        time.sleep(0.4)
        assert finish_job(session=s, claim=claim, result={"seconds": 0.4})
    with runtime.session() as s:
        took = s.execute(
            text("SELECT EXTRACT(EPOCH FROM finished_at - started_at) FROM jobs WHERE id = :id"), {"id": job_id}
        ).scalar_one()
    assert float(took) >= 0.4

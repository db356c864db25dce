"""Migration 0010: an upload's companions are rows of ``job_payloads`` keyed by part; going
back down keeps each job's file and drops the companions."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from footnote.shared.db.migrate import upgrade
from footnote.shared.jobs.claims import load_blob, load_parts
from footnote.shared.jobs.service import create_job
from tests.integration.db.conftest import downgrade

pytestmark = pytest.mark.integration


def test_parts_are_kept_by_name_and_a_downgrade_keeps_the_file(fresh_runtime) -> None:
    rt = fresh_runtime
    with rt.session() as s:
        s.execute(text("INSERT INTO tenants (id) VALUES ('t')"))
        row, _ = create_job(session=s, tenant_id="t", kind="ingest_source", queue="ingest", priority="batch",
                            payload={"name": "l.mp4"}, webhook_url=None, idempotency_key=None, lease_s=20,
                            max_attempts=5, blob=("l.mp4", b"video"),
                            parts={"slide_deck": ("deck.pdf", b"%PDF"), "code": ("c.zip", b"PK")})
    with rt.session() as s:
        assert load_blob(session=s, job_id=row.id) == ("l.mp4", b"video")
        parts = load_parts(session=s, job_id=row.id)
        assert parts == {"slide_deck": ("deck.pdf", b"%PDF"), "code": ("c.zip", b"PK")}
    downgrade(rt, "0009")
    with rt.session() as s:
        assert s.execute(text("SELECT name FROM job_payloads")).scalars().all() == ["l.mp4"]
    upgrade(rt.engine)
    with rt.session() as s:
        assert load_blob(session=s, job_id=row.id) == ("l.mp4", b"video")

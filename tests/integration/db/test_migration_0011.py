"""Migration 0011: a running ingest keeps its finished windows of speech in ``job_transcripts``
(read back as they were saved, gone with the job); it goes down and up again cleanly."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from footnote.shared.db.migrate import upgrade
from footnote.shared.ingestion.transcript_checkpoint import Segment, Window, Word
from footnote.shared.ingestion.transcript_store import JobTranscripts
from footnote.shared.jobs.service import create_job
from tests.integration.db.conftest import downgrade

pytestmark = pytest.mark.integration


def test_windows_are_kept_per_job_and_model_and_go_with_the_job(fresh_runtime) -> None:
    rt = fresh_runtime
    with rt.session() as s:
        s.execute(text("INSERT INTO tenants (id) VALUES ('t')"))
        row, _ = create_job(session=s, tenant_id="t", kind="ingest_source", queue="ingest", priority="batch",
                            payload={"name": "l.ogg"}, webhook_url=None, idempotency_key=None, lease_s=20,
                            max_attempts=5, blob=("l.ogg", b"audio"))
    window = Window(300.5, (Segment(301.0, 303.5, (Word(301.0, 301.4, " Pointers"), Word(301.4, 302.0, " hold"))),))
    kept = JobTranscripts(rt.session, row.id)
    kept.save("model-a", 1, window)
    kept.save("model-a", 1, window)  # a window saved again (a retry racing a lease) replaces it
    assert JobTranscripts(rt.session, row.id).load("model-a") == {1: window}
    assert JobTranscripts(rt.session, row.id).load("model-b") == {}
    downgrade(rt, "0010")
    with rt.session() as s:
        assert s.execute(text("SELECT to_regclass('job_transcripts')")).scalar() is None
    upgrade(rt.engine)
    kept.save("model-a", 0, window)
    with rt.session() as s:
        s.execute(text("DELETE FROM jobs WHERE id = :id"), {"id": row.id})
        assert s.execute(text("SELECT count(*) FROM job_transcripts")).scalar_one() == 0

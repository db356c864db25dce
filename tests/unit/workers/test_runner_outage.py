"""A task that cannot reach the database retries its message instead of dropping it."""

from functools import partial
from types import SimpleNamespace

import pytest
from sqlalchemy import text

from footnote.services.workers import runner
from footnote.shared.config import Settings
from footnote.shared.db.engine import make_engine, make_sessionmaker, session_scope
from footnote.shared.errors import TransientError


def test_an_unreachable_database_is_a_transient_error_so_the_message_is_retried():
    # a real connection attempt to a port where nothing listens: psycopg's own OperationalError
    engine = make_engine("postgresql+psycopg://footnote@127.0.0.1:9/none?connect_timeout=2")
    try:
        sessions = partial(session_scope, make_sessionmaker(engine))
        ctx = SimpleNamespace(settings=Settings(embedding_model="fake-hashing-64"), runtime=SimpleNamespace(
            session=sessions, read_session=sessions))
        with pytest.raises(TransientError, match="database unreachable"):
            runner.run(ctx, lambda s: s.execute(text("SELECT 1")), stage="cpu")
    finally:
        engine.dispose()


def test_a_database_lost_mid_job_is_retried_not_failed():
    """The claim succeeded, then the database went away: the job must not be failed (which
    would itself need the database, or would fail a job for an outage if it came back)."""
    from footnote.shared.jobs.claims import Claim

    engine = make_engine("postgresql+psycopg://footnote@127.0.0.1:9/none?connect_timeout=2")
    try:
        sessions = partial(session_scope, make_sessionmaker(engine))
        ctx = SimpleNamespace(settings=Settings(embedding_model="fake-hashing-64"), runtime=SimpleNamespace(
            session=sessions, read_session=sessions), deps=SimpleNamespace())
        claim = Claim(id="j1", tenant_id="t", kind="question", queue="realtime", input={"question": "q?"},
                      attempt=1, max_attempts=5)
        with pytest.raises(TransientError, match="database lost mid-job"):
            runner.run(ctx, lambda s: None, stage="cpu", claimed=claim)
    finally:
        engine.dispose()

"""Engine and session scope. The request or task owns the transaction; domain code never commits."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

from pgvector.psycopg import register_vector
from sqlalchemy import Engine, create_engine, event, exc
from sqlalchemy.orm import Session, sessionmaker


def make_engine(database_url: str, *, pool_size: int = 5, ping_after_idle_s: float = 1.0) -> Engine:
    """A pooled engine that pings a connection on checkout only if it sat idle in the pool for
    ``ping_after_idle_s`` or more (a restarted server is noticed and the connection replaced).
    A busy process reuses connections within milliseconds and skips the ping: one round trip
    less per request, which is most of a job submission's database time."""
    engine = create_engine(database_url, pool_size=pool_size, max_overflow=10)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn, _record):  # type: ignore[no-untyped-def]
        try:
            register_vector(dbapi_conn)
        except Exception:  # noqa: BLE001 - extension not created yet (before the first migration)
            pass

    @event.listens_for(engine, "checkin")
    def _on_checkin(_dbapi_conn, record):  # type: ignore[no-untyped-def]
        record.info["idle_since"] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _on_checkout(dbapi_conn, record, _proxy):  # type: ignore[no-untyped-def]
        since = record.info.get("idle_since")
        if since is None or time.monotonic() - since < ping_after_idle_s:
            return
        try:
            with dbapi_conn.cursor() as cur:
                cur.execute("SELECT 1")
            dbapi_conn.rollback()
        except Exception as err:  # noqa: BLE001 - any failure: the pool discards it and connects anew
            raise exc.DisconnectionError(str(err)) from err

    return engine


def make_sessionmaker(engine: Engine) -> sessionmaker[Session]:
    return sessionmaker(bind=engine, expire_on_commit=False)


@contextmanager
def session_scope(factory: sessionmaker[Session]) -> Iterator[Session]:
    """One transaction: commit on success, roll back on any error."""
    with owned(factory()) as session:
        yield session


@contextmanager
def owned(session: Session) -> Iterator[Session]:
    """``session_scope`` for a session already made: commit on success, roll back on error, close."""
    try:
        yield session
        session.commit()
    except BaseException:
        session.rollback()
        raise
    finally:
        session.close()

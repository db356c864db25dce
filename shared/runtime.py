"""Runtime: the process-level wiring built from one Settings (engine, sessions, embedder, redis).

Entry points (CLI, Flask app factory, Celery worker) build one ``Runtime`` and pass its parts
down. On the embedded default it starts Postgres/Redis and runs the migrations.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sqlalchemy import Engine
from sqlalchemy import exc as sa_exc
from sqlalchemy.orm import Session, sessionmaker

from footnote.shared.config import Settings
from footnote.shared.db.engine import make_engine, make_sessionmaker, owned, session_scope
from footnote.shared.store import ServiceUrls, resolve_urls

log = logging.getLogger(__name__)

REPLICA_RETRY_S = 10  # after the replica failed to connect, reads use the primary this long

if TYPE_CHECKING:
    import redis as redis_lib

    from footnote.shared.embeddings.base import Embedder


@dataclass
class Runtime:
    settings: Settings
    urls: ServiceUrls
    engine: Engine
    sessions: sessionmaker[Session]
    read_engine: Engine | None = None  # the replica (``database_read_url``), when configured
    read_sessions: sessionmaker[Session] | None = None
    _replica_retry_at: float = field(default=0.0, repr=False)
    _embedder: Embedder | None = field(default=None, repr=False)
    _redis: redis_lib.Redis | None = field(default=None, repr=False)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A transaction owned by the caller: commit on success, roll back on error."""
        with session_scope(self.sessions) as s:
            yield s

    @contextmanager
    def read_session(self) -> Iterator[Session]:
        """A transaction for reads that may lag the primary by replication delay (search, listings):
        on the replica when one is configured and reachable, else the same as ``session``. A replica
        that cannot be reached is skipped for ``REPLICA_RETRY_S`` (reads go to the primary)."""
        if self.read_sessions is not None and time.monotonic() >= self._replica_retry_at:
            session = self.read_sessions()
            try:
                session.connection()  # connect now, so a replica that is down is noticed before any read
            except sa_exc.OperationalError as err:
                session.close()
                self._replica_retry_at = time.monotonic() + REPLICA_RETRY_S
                log.warning("read replica unreachable (%s); reading from the primary for %d s",
                            type(err.orig).__name__, REPLICA_RETRY_S)
            else:
                with owned(session) as s:
                    yield s
                return
        with session_scope(self.sessions) as s:
            yield s

    @property
    def replica_down(self) -> bool:
        """True while reads bypass an unreachable replica."""
        return self.read_sessions is not None and time.monotonic() < self._replica_retry_at

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            from footnote.shared.embeddings import make_embedder

            self._embedder = make_embedder(self.settings)
        return self._embedder

    @property
    def redis(self) -> redis_lib.Redis:
        if self._redis is None:
            import redis as redis_lib

            if not self.urls.redis_url:
                raise RuntimeError("this runtime was opened without Redis (open_runtime(redis=True))")
            self._redis = redis_lib.Redis.from_url(self.urls.redis_url)
        return self._redis

    def close(self) -> None:
        if self._redis is not None:
            self._redis.close()
            self._redis = None
        self.engine.dispose()
        if self.read_engine is not None:
            self.read_engine.dispose()


def open_runtime(settings: Settings, *, redis: bool = True, migrate: bool | None = None) -> Runtime:
    """Resolve URLs (starting embedded servers if needed), build the engine, migrate.

    ``migrate=None`` migrates automatically on the embedded database only; production runs
    ``footnote db upgrade`` as a deliberate step (a Helm pre-upgrade hook).
    """
    urls = resolve_urls(settings, redis=redis)
    engine = make_engine(urls.database_url)
    if migrate or (migrate is None and urls.embedded_database):
        from footnote.shared.db.migrate import upgrade

        upgrade(engine)
        engine.dispose()  # reconnect so the vector type is registered on fresh connections
    read_engine = make_engine(urls.database_read_url) if urls.database_read_url else None
    return Runtime(
        settings=settings, urls=urls, engine=engine, sessions=make_sessionmaker(engine), read_engine=read_engine,
        read_sessions=make_sessionmaker(read_engine) if read_engine is not None else None,
    )

"""Runtime: the process-level wiring built from one Settings (engine, sessions, embedder, redis).

Entry points (CLI, Flask app factory, Celery worker) build one ``Runtime`` and pass its parts
down. On the embedded default it starts Postgres/Redis and runs the migrations.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from shared.config import Settings
from shared.db.engine import make_engine, make_sessionmaker, session_scope
from shared.store import ServiceUrls, resolve_urls

if TYPE_CHECKING:
    import redis as redis_lib

    from shared.embeddings.base import Embedder


@dataclass
class Runtime:
    settings: Settings
    urls: ServiceUrls
    engine: Engine
    sessions: sessionmaker[Session]
    _embedder: Embedder | None = field(default=None, repr=False)
    _redis: redis_lib.Redis | None = field(default=None, repr=False)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A transaction owned by the caller: commit on success, roll back on error."""
        with session_scope(self.sessions) as s:
            yield s

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            from shared.embeddings import make_embedder

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


def open_runtime(settings: Settings, *, redis: bool = True, migrate: bool | None = None) -> Runtime:
    """Resolve URLs (starting embedded servers if needed), build the engine, migrate.

    ``migrate=None`` migrates automatically on the embedded database only; production runs
    ``footnote db upgrade`` as a deliberate step (a Helm pre-upgrade hook).
    """
    urls = resolve_urls(settings, redis=redis)
    engine = make_engine(urls.database_url)
    if migrate or (migrate is None and urls.embedded_database):
        from shared.db.migrate import upgrade

        upgrade(engine)
        engine.dispose()  # reconnect so the vector type is registered on fresh connections
    return Runtime(settings=settings, urls=urls, engine=engine, sessions=make_sessionmaker(engine))

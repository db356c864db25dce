"""Where the database and broker are: configured URLs, or embedded servers started on demand."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from footnote.shared.config import Settings


@dataclass(frozen=True)
class ServiceUrls:
    database_url: str  # SQLAlchemy URL (postgresql+psycopg://...)
    redis_url: str  # redis-py URL (redis://... or unix://...)
    broker_url: str  # kombu URL (redis://... or redis+socket://...)
    embedded_database: bool
    embedded_redis: bool
    database_read_url: str | None = None  # a replica for reads (FOOTNOTE_DATABASE_READ_URL)


def sqlalchemy_url(url: str) -> str:
    """``postgres://`` and ``postgresql://`` URLs as SQLAlchemy's psycopg 3 URL."""
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://") :]
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://") :]
    return url


def resolve_database_url(settings: Settings) -> tuple[str, bool]:
    if settings.database_url:
        return sqlalchemy_url(settings.database_url), False
    from footnote.shared.store.postgres import embedded_postgres_url

    return embedded_postgres_url(settings.home), True


def resolve_redis_urls(settings: Settings) -> tuple[str, str, bool]:
    if settings.redis_url:
        return settings.redis_url, settings.redis_url, False
    from footnote.shared.store.redis import embedded_redis_socket

    sock = embedded_redis_socket(settings.home)
    return f"unix://{sock}?db=0", f"redis+socket://{sock}", True


def resolve_urls(settings: Settings, *, redis: bool = True) -> ServiceUrls:
    db_url, db_embedded = resolve_database_url(settings)
    if redis:
        redis_url, broker_url, redis_embedded = resolve_redis_urls(settings)
    else:
        redis_url = broker_url = ""
        redis_embedded = False
    read_url = sqlalchemy_url(settings.database_read_url) if settings.database_read_url else None
    return ServiceUrls(db_url, redis_url, broker_url, db_embedded, redis_embedded, read_url)


def stop_embedded(home: Path | None = None) -> None:
    """Release embedded servers started by this process (all, or only those under ``home``)."""
    from footnote.shared.store.postgres import stop_embedded_postgres
    from footnote.shared.store.redis import stop_embedded_redis

    stop_embedded_redis(home)
    stop_embedded_postgres(home)

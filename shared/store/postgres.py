"""Embedded PostgreSQL 16 + pgvector from the ``pgserver`` package.

Started on demand in ``<home>/pg``; concurrent processes (API, workers, CLI) using the same
data directory share one server (pgserver keeps a list of handle pids and the last process
to exit stops it). Connections go over a unix socket, so nothing listens on TCP.
"""

from __future__ import annotations

import logging
import threading
import warnings
from pathlib import Path
from urllib.parse import parse_qs, urlparse

log = logging.getLogger(__name__)

DATABASE_NAME = "footnote"

_lock = threading.Lock()
_servers: dict[Path, object] = {}


def embedded_postgres_url(home: Path) -> str:
    """Start (or attach to) the embedded server and return a SQLAlchemy URL for it."""
    with warnings.catch_warnings():  # platformdirs warns when XDG_RUNTIME_DIR is unset
        warnings.simplefilter("ignore")
        import pgserver

    pgdata = (home / "pg").resolve()
    with _lock:
        server = _servers.get(pgdata)
        if server is None:
            pgdata.parent.mkdir(parents=True, exist_ok=True)
            log.info("starting embedded PostgreSQL in %s", pgdata)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                server = pgserver.get_server(pgdata, cleanup_mode="stop")
            _ensure_database(server)
            _servers[pgdata] = server
    uri = server.get_uri()  # type: ignore[attr-defined]
    host = parse_qs(urlparse(uri).query).get("host", [""])[0]
    return f"postgresql+psycopg://postgres@/{DATABASE_NAME}?host={host}"


def _ensure_database(server: object) -> None:
    out = server.psql(  # type: ignore[attr-defined]
        f"SELECT 1 FROM pg_database WHERE datname = '{DATABASE_NAME}';"
    )
    if "(1 row)" not in out:
        server.psql(f"CREATE DATABASE {DATABASE_NAME};")  # type: ignore[attr-defined]


def stop_embedded_postgres(home: Path | None = None) -> None:
    """Release this process's handles -- all, or those under ``home`` -- (a server stops when no
    other process holds one)."""
    with _lock:
        for pgdata in list(_servers):
            if home is None or pgdata.is_relative_to(home.resolve()):
                _servers.pop(pgdata).cleanup()  # type: ignore[attr-defined]

"""Embedded PostgreSQL 16 + pgvector from the ``pgserver`` package.

Started on demand in ``<home>/pg``; concurrent processes (API, workers, CLI) using the same
data directory share one server (pgserver keeps a list of handle pids and the last process
to exit stops it). Connections go over a unix socket, so nothing listens on TCP.

pgserver never forgets a pid: a SIGKILLed process stayed on the list and the server outlived
every Footnote process. Dead pids are pruned before attaching and before releasing, so the
last live process stops the server (and one started after a crash stops it when it exits).
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
            prune_dead_handles(pgdata)
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
                prune_dead_handles(pgdata)
                _servers.pop(pgdata).cleanup()  # type: ignore[attr-defined]


def prune_dead_handles(pgdata: Path) -> list[int]:
    """Drop pids of processes that no longer exist from pgserver's handle list (under its lock)."""
    import json

    import psutil
    from pgserver.postgres_server import PostgresServer

    path = pgdata / ".handle_pids.json"
    with PostgresServer._lock:  # noqa: SLF001 - pgserver's own inter-process lock for this list
        try:
            pids = [int(p) for p in json.loads(path.read_text())]
        except (FileNotFoundError, ValueError):
            return []
        live = [p for p in pids if psutil.pid_exists(p)]
        if live != pids:
            path.write_text(json.dumps(live))
    return live

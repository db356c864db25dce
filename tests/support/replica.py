"""A real streaming replica of an embedded primary, from the same pgserver binaries:
``pg_basebackup -R`` into a new data directory, started as a hot standby on its own socket.
Stopped (and its directory removed) when the context ends, also on failure."""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from sqlalchemy import create_engine, text


def _owner(user: str | None) -> tuple[int, int] | None:
    if user is None:
        return None
    entry = pwd.getpwnam(user)
    return entry.pw_uid, entry.pw_gid


@contextlib.contextmanager
def streaming_replica(primary_url: str, primary_pgdata: Path, workdir: Path) -> Iterator[str]:
    """Yields the replica's SQLAlchemy URL (same database name, its own unix socket)."""
    import pgserver
    from pgserver import _commands

    user = pgserver.get_server(primary_pgdata.resolve(), cleanup_mode=None).system_user
    socket = parse_qs(urlparse(primary_url).query)["host"][0]
    database = urlparse(primary_url).path.lstrip("/")
    workdir.mkdir(parents=True, exist_ok=True)
    pgdata, sockdir = workdir / "pgdata", workdir / "sock"
    sockdir.mkdir()
    owner = _owner(user)
    if owner is not None:  # pgserver runs the server as its own user when we are root
        os.chown(workdir, *owner)
        os.chown(sockdir, *owner)
    _commands.pg_basebackup(["-D", str(pgdata), "-h", socket, "-U", "postgres", "-R", "-X", "stream", "-c", "fast"],
                            user=user, timeout=120)
    started = False
    try:
        _commands.pg_ctl(["-w", "-o", '-h ""', "-o", f"-k {sockdir}", "-l", str(workdir / "log"), "start"],
                         pgdata=pgdata, user=user, timeout=60)
        started = True
        yield f"postgresql+psycopg://postgres@/{database}?host={sockdir}"
    finally:
        if started:
            _commands.pg_ctl(["-w", "-m", "fast", "stop"], pgdata=pgdata, user=user, timeout=60)
        shutil.rmtree(workdir, ignore_errors=True)


def wait_caught_up(primary_url: str, replica_url: str, timeout_s: float = 30.0) -> None:
    """Until the replica has replayed everything the primary had written when this was called."""
    primary, replica = create_engine(primary_url), create_engine(replica_url)
    try:
        with primary.connect() as c:
            target = c.execute(text("SELECT pg_current_wal_lsn()")).scalar_one()
        deadline = time.monotonic() + timeout_s
        with replica.connect() as c:
            while time.monotonic() < deadline:
                behind = c.execute(text("SELECT pg_wal_lsn_diff(:t, pg_last_wal_replay_lsn()) > 0"),
                                   {"t": target}).scalar_one()
                if not behind:
                    return
                time.sleep(0.05)
        raise AssertionError(f"replica still behind {target} after {timeout_s} s")
    finally:
        primary.dispose()
        replica.dispose()

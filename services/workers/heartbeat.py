"""A worker's heartbeat for Kubernetes probes: a file touched every few seconds while this
process can reach Postgres and Redis. The probe checks the file's age, so a worker that lost its
database or broker stops being ready (and is restarted if it stays so) instead of taking
messages it can only fail."""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)
INTERVAL_S = 10.0


def beat_once(runtime: Any, path: Path) -> bool:
    """One check: SELECT 1 and PING; touch ``path`` when both answer."""
    from sqlalchemy import text

    try:
        with runtime.session() as s:
            s.execute(text("SELECT 1"))
        runtime.redis.ping()
    except Exception as err:  # noqa: BLE001 - any failure means not healthy
        log.warning("heartbeat: %s unreachable (%s)", "database or broker", type(err).__name__)
        return False
    path.touch()
    return True


def start(settings: Any, path: Path, *, interval_s: float = INTERVAL_S) -> threading.Thread:
    """Beat in a daemon thread of this (the worker's main) process."""

    def run() -> None:
        from footnote.shared.runtime import open_runtime

        runtime = None
        while True:
            try:
                runtime = runtime or open_runtime(settings, redis=True)
                beat_once(runtime, path)
            except Exception:  # noqa: BLE001 - keep beating; the file's age tells the probe
                log.warning("heartbeat could not open the runtime", exc_info=True)
            time.sleep(interval_s)

    thread = threading.Thread(target=run, name="heartbeat", daemon=True)
    thread.start()
    return thread

"""Start and stop the service's real processes (API, worker pools, sweeper) as children, each
in its own process group, so ``footnote demo``, the integration tests and the load benchmark
run the same thing and leave nothing behind (``stop()`` also runs on Ctrl-C and failures).

Children get the resolved ``DATABASE_URL``/``REDIS_URL``: the parent owns the embedded servers
(it started them), children only connect.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import httpx


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def service_env(
    *, database_url: str, redis_url: str, home: Path, extra: Mapping[str, str] | None = None
) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOOTNOTE_")}
    env.update(
        {
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "FOOTNOTE_HOME": str(home),
            "PYTHONUNBUFFERED": "1",
        }
    )
    for key, value in os.environ.items():
        if key.startswith("FOOTNOTE_") and key != "FOOTNOTE_HOME":
            env[key] = value
    env.update(extra or {})
    return env


def allowlist_env(hosts: Iterable[str]) -> str:
    return json.dumps(list(hosts))


@dataclass
class Stack:
    env: dict[str, str]
    log_dir: Path
    api_port: int = 0
    procs: dict[str, subprocess.Popen] = field(default_factory=dict)
    _logs: list = field(default_factory=list)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.api_port}"

    def _spawn(
        self, name: str, args: list[str], extra_env: Mapping[str, str] | None = None, nice: int = 0
    ) -> subprocess.Popen:
        self.log_dir.mkdir(parents=True, exist_ok=True)
        log = open(self.log_dir / f"{name}.log", "ab")  # noqa: SIM115 - closed in stop()
        self._logs.append(log)
        proc = subprocess.Popen(
            [sys.executable, "-m", "footnote.services.cli.main", *args],
            env={**self.env, **(extra_env or {})},
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # own process group: stop() kills children of children too
            preexec_fn=(lambda: os.nice(nice)) if nice else None,  # noqa: PLW1509 - only os.nice
        )
        self.procs[name] = proc
        return proc

    def start_api(self, *, workers: int = 2, port: int | None = None) -> None:
        self.api_port = port or free_port()
        self._spawn("api", ["serve", "--port", str(self.api_port), "--workers", str(workers)])

    def start_worker(
        self, name: str, queues: str, *, concurrency: int = 1, extra_env=None, nice: int = 0
    ) -> subprocess.Popen:
        """``nice`` > 0 lowers the pool's CPU priority (batch work uses the capacity left)."""
        return self._spawn(
            name, ["worker", "--queues", queues, "--concurrency", str(concurrency), "--name", name], extra_env, nice
        )

    def start_sweeper(self, *, interval_s: float = 1.0, nice: int = 0) -> None:
        self._spawn("sweeper", ["sweeper", "--interval", str(interval_s)], None, nice)

    def wait_ready(self, timeout_s: float = 60.0) -> None:
        deadline = time.monotonic() + timeout_s
        last = ""
        while time.monotonic() < deadline:
            for name, proc in self.procs.items():
                if proc.poll() is not None:
                    raise RuntimeError(f"{name} exited with {proc.returncode}; see {self.log_dir / name}.log")
            try:
                r = httpx.get(self.base_url + "/readyz", timeout=2)
                if r.status_code == 200:
                    return
                last = r.text
            except httpx.HTTPError as err:
                last = str(err)
            time.sleep(0.2)
        raise RuntimeError(f"API not ready after {timeout_s} s: {last}")

    def kill(self, name: str, sig: int = signal.SIGKILL) -> None:
        """Signal a child's whole process group (a Celery worker and its pool processes)."""
        proc = self.procs.pop(name)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, sig)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=10)

    def stop(self, timeout_s: float = 10.0) -> None:
        for proc in self.procs.values():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout_s
        for proc in self.procs.values():
            try:
                proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                pass
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)  # the group: orphans of a worker included
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=5)
        self.procs.clear()
        for log in self._logs:
            log.close()
        self._logs.clear()

    def log_tail(self, name: str, lines: int = 40) -> str:
        path = self.log_dir / f"{name}.log"
        if not path.exists():
            return ""
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])

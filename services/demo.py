"""``footnote demo``: the whole service on one machine, end to end, then everything stopped.

Starts the API, a worker pool and the sweeper as child processes; ingests the sample corpus
through ``POST /v1/sources``; submits one job of each kind; polls them; receives the question's
result by webhook on a loopback receiver that verifies the signature; prints the cited results.
Children run in their own process groups and are stopped on exit, Ctrl-C or failure.
"""

from __future__ import annotations

import json
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

from footnote.services.stack import Stack, allowlist_env, service_env
from footnote.shared.config import Settings
from footnote.shared.errors import ConfigError

SIDE_CAR = ".json"  # metadata next to a source (title, author, url, source_type)


def _sources(examples: Path) -> list[Path]:
    """Everything under ``corpus/`` (the trusted sources), sidecars excluded."""
    return sorted(p for p in (examples / "corpus").rglob("*") if p.is_file() and p.suffix != SIDE_CAR)


def _jobs(examples: Path) -> list[dict]:
    inputs = examples / "inputs"
    performances = sorted((inputs / "performances").glob("*.json"))
    essays = sorted((inputs / "essays").glob("*.txt"))
    if not performances or not essays:
        raise ConfigError(f"{inputs} needs performances/*.json and essays/*.txt")
    # the Chopin performance the demo's question and text are about (any performance if none is)
    perf = json.loads(next((p for p in performances if "chopin" in p.name), performances[0]).read_text())
    essay = next(p for p in essays if "legato" in p.name or p == essays[0]).read_text()
    return [
        {"kind": "performance_feedback", "input": perf},
        {"kind": "essay_feedback", "input": {"essay": essay, "prompt": "How does a pianist achieve legato?"}},
        {"kind": "question", "input": {"question": "When should I change the pedal in a Chopin nocturne?"}},
    ]


class SignedReceiver:
    """Loopback webhook endpoint that keeps only deliveries whose signature verifies."""

    def __init__(self, secret: str) -> None:
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        from footnote.shared.webhooks.sign import verify_standard

        self.verified: list[dict] = []
        self.rejected = 0
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                ok = verify_standard(secret, body, dict(self.headers.items()), now=int(time.time()))
                if ok:
                    receiver.verified.append(json.loads(body)["data"])
                else:
                    receiver.rejected += 1
                self.send_response(200 if ok else 400)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/footnote-webhook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _poll(client: httpx.Client, job_id: str, deadline: float) -> dict:
    while True:
        job = client.get(f"/v1/jobs/{job_id}").json()
        if job["status"] in ("succeeded", "failed", "cancelled"):
            return job
        if time.monotonic() > deadline:
            raise ConfigError(f"job {job_id} still {job['status']} at the demo's timeout; see the logs")
        time.sleep(0.2)


def _print_result(echo: Callable[[str], None], job: dict) -> None:
    echo(f"\n=== {job['kind']} ({job['status']}, {job['attempts']} attempt(s)) ===")
    if job["status"] != "succeeded":
        echo(f"failed: {job['failure_reason']}")
        return
    result = job["result"] or {}
    echo(result.get("plain_text") or json.dumps(result, indent=2)[:2000])


def run_demo(
    *, settings: Settings, runtime: Any, examples: Path, timeout_s: float, echo: Callable[[str], None]
) -> None:
    from footnote.shared.jobs.keys import create_key, webhook_secret

    if not examples.is_dir():
        raise ConfigError(f"examples folder {examples} not found; run from the repository root or pass --examples")
    with runtime.session() as s:
        key = create_key(session=s, tenant_id="demo", name="footnote demo")
        secret = webhook_secret(session=s, tenant_id="demo")
    receiver = SignedReceiver(secret)
    extra = {"FOOTNOTE_WEBHOOK_ALLOWLIST": allowlist_env(["127.0.0.1", *settings.webhook_allowlist])}
    env = service_env(
        database_url=runtime.urls.database_url,
        redis_url=runtime.urls.redis_url,
        home=settings.home,
        extra=extra,
    )
    stack = Stack(env=env, log_dir=settings.home / "demo-logs")
    previous = signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    try:
        echo("starting API, workers and sweeper ...")
        stack.start_api(workers=1)
        stack.start_worker("worker", "realtime,batch,ingest")
        if settings.generator != "extractive":
            stack.start_worker("worker-generate", "generate")
        stack.start_sweeper(interval_s=2.0)
        stack.wait_ready(timeout_s=120)
        deadline = time.monotonic() + timeout_s
        client = httpx.Client(base_url=stack.base_url, headers={"Authorization": f"Bearer {key}"}, timeout=60)
        with client:
            ingest_ids = []
            for path in _sources(examples):
                meta = {}
                sidecar = path.with_suffix(".json")
                if sidecar.exists():
                    meta = {
                        k: v
                        for k, v in json.loads(sidecar.read_text()).items()
                        if k in ("title", "author", "url", "source_type")
                    }
                r = client.post("/v1/sources", files={"file": (path.name, path.read_bytes())}, data=meta)
                r.raise_for_status()
                ingest_ids.append((path, r.json()["id"]))
            for path, job_id in ingest_ids:
                job = _poll(client, job_id, deadline)
                echo(f"ingested {path.relative_to(examples)}: {_ingest_line(job)}")
            submitted = []
            for spec in _jobs(examples):
                if spec["kind"] == "question":
                    spec = {**spec, "webhook_url": receiver.url}
                r = client.post(
                    "/v1/jobs", json=spec, headers={"Idempotency-Key": f"demo-{spec['kind']}-{time.time()}"}
                )
                r.raise_for_status()
                submitted.append(r.json()["id"])
            for job_id in submitted:
                _print_result(echo, _poll(client, job_id, deadline))
            hook_job = submitted[-1]
            while not any(e["id"] == hook_job for e in receiver.verified):
                if time.monotonic() > deadline:
                    raise ConfigError("no verified webhook arrived before the demo's timeout")
                time.sleep(0.2)
            echo(
                f"\nwebhook received for job {hook_job}: signature verified "
                f"({len(receiver.verified)} verified, {receiver.rejected} rejected)"
            )
    finally:
        signal.signal(signal.SIGTERM, previous)
        echo("stopping ...")
        stack.stop()
        receiver.close()


def _ingest_line(job: dict) -> str:
    """What an ingest job did, in words: "added, 246 chunks" / "unchanged (already 246 chunks)"."""
    if job["status"] != "succeeded":
        return f"{job['status']}: {job['failure_reason']}"
    parts = []
    for o in (job["result"] or {}).get("outcomes", []):
        n = o.get("chunks", 0)
        fresh = o["status"] in ("added", "replaced")
        parts.append(f"{o['status']}, {n} chunks" if fresh else f"{o['status']} (already {n} chunks)")
    return "; ".join(parts) or "nothing to add"

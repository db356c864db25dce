"""One service stack for the module's tests: embedded Postgres (pgserver) owned by this
process, a restartable redis-server, gunicorn, Celery worker pools and the sweeper as real
child processes. Everything stops at the end, also on failure."""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from footnote.services.stack import Stack, service_env
from tests.integration.service.harness import Api, RedisServer, WebhookReceiver
from tests.support.fake_youtube import fake_youtube

SOURCE_TEXT = """# Practising the piano

## Pedalling

Use the damper pedal sparingly in Chopin's nocturnes. Change the pedal with each harmony so the
bass notes do not blur. Listen for clarity in the melody when you pedal through long phrases.

## Timing

A steady pulse is the foundation of rhythmic precision. Practise slowly with a metronome, then
let the rubato breathe while the left hand keeps time.

## Essays

A strong essay states its thesis in the first paragraph. Each body paragraph should support the
thesis with evidence and analysis. The conclusion returns to the thesis and explains why it matters.
"""

ENV = {
    "FOOTNOTE_EMBEDDING_MODEL": "fake-hashing-64",
    "FOOTNOTE_PLUGINS": "tests.support.toy_kind",  # a kind from one file, end to end (test_plugin_kind.py)
    "FOOTNOTE_WEBHOOK_ALLOWLIST": json.dumps(["127.0.0.1"]),
    "FOOTNOTE_JOB_LEASE_S": "6",
    "FOOTNOTE_JOB_SOFT_TIME_LIMIT_S": "4",
    "FOOTNOTE_JOB_HARD_TIME_LIMIT_S": "5",
    "FOOTNOTE_WEBHOOK_BACKOFF_BASE_S": "1",
    "FOOTNOTE_RATE_LIMIT_PER_MINUTE": "100000",
    "FOOTNOTE_MAX_REQUEST_BYTES": str(256 * 1024),
    "FOOTNOTE_SWEEPER_INTERVAL_S": "1",
    "FOOTNOTE_RETRIEVAL_CACHE_TTL_S": "1",
}


@dataclass
class Service:
    stack: Stack
    redis: RedisServer
    runtime: object
    alpha: Api
    beta: Api
    admin_key: str
    alpha_secret: str
    receiver: WebhookReceiver
    source_id: str
    home: Path

    def start_workers(self, **env: str) -> None:
        self.stack.start_worker("worker-realtime", "realtime,ingest", extra_env=env or None)
        self.stack.start_worker("worker-batch", "batch", extra_env=env or None)

    def stop_workers(self) -> None:
        import signal

        for name in ("worker-realtime", "worker-batch"):
            if name in self.stack.procs:
                self.stack.kill(name, signal.SIGTERM)


@pytest.fixture(scope="package")
def service() -> Iterator[Service]:
    from footnote.shared.config import Settings
    from footnote.shared.jobs.keys import create_key, webhook_secret
    from footnote.shared.runtime import open_runtime
    from footnote.shared.store import stop_embedded

    # our own temp dir: pytest prunes old /tmp/pytest-of-<user> dirs, and other sessions' runs
    # on the same machine must not delete the database from under us
    home = Path(tempfile.mkdtemp(prefix="footnote-service-"))
    redis = RedisServer(home / "redis-server")
    receiver = WebhookReceiver()
    runtime = None
    stack = None
    apis: list[Api] = []
    youtube = fake_youtube()  # YouTube's caption endpoints, faked locally (the real site is out of reach)
    youtube_url = youtube.__enter__()
    try:
        redis.start()
        runtime = open_runtime(Settings(home=home, redis_url=redis.url, embedding_model="fake-hashing-64"))
        receiver.start()
        env = service_env(database_url=runtime.urls.database_url, redis_url=redis.url, home=home,
                          extra={**ENV, "FOOTNOTE_YOUTUBE_BASE_URL": youtube_url})
        stack = Stack(env=env, log_dir=home / "logs")
        with runtime.session() as s:
            alpha_key = create_key(session=s, tenant_id="alpha")
            beta_key = create_key(session=s, tenant_id="beta")
            admin_key = create_key(session=s, tenant_id=None, scope="admin")
            alpha_secret = webhook_secret(session=s, tenant_id="alpha")
        stack.start_api(workers=2)
        stack.start_worker("worker-realtime", "realtime,ingest")
        stack.start_worker("worker-batch", "batch")
        stack.start_sweeper(interval_s=1.0)
        stack.wait_ready(timeout_s=90)
        alpha, beta = Api(stack.base_url, alpha_key), Api(stack.base_url, beta_key)
        apis += [alpha, beta]
        r = alpha.client.post(
            "/v1/sources",
            json={"text": SOURCE_TEXT, "name": "practice.md", "title": "Practice notes", "source_type": "notes"},
        )
        assert r.status_code == 202, r.text
        job = alpha.wait(r.json()["id"], timeout_s=90)
        assert job["status"] == "succeeded", (job, stack.log_tail("worker-realtime"))
        source_id = job["result"]["outcomes"][0]["source_id"]
        yield Service(stack, redis, runtime, alpha, beta, admin_key, alpha_secret, receiver, source_id, home)
    except BaseException:
        for name in list(stack.procs if stack else ()):
            print(f"--- {name} log ---\n{stack.log_tail(name, 80)}")  # type: ignore[union-attr]
        raise
    finally:
        for api in apis:
            api.close()
        if stack is not None:
            stack.stop()
        receiver.stop()
        youtube.__exit__(None, None, None)
        redis.kill()
        if runtime is not None:
            runtime.close()
        stop_embedded()
        shutil.rmtree(home, ignore_errors=True)


def dump_logs(service: Service) -> str:
    return "\n".join(f"--- {n} ---\n{service.stack.log_tail(n, 60)}" for n in list(service.stack.procs))

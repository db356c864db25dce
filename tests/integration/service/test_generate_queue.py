"""With an OpenAI-compatible endpoint configured, generation runs on the ``generate`` queue
(a separate worker pool), and an endpoint outage is retried there with backoff."""

from __future__ import annotations

import json
import re
import signal
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

pytestmark = pytest.mark.integration


class FakeLLM:
    """Loopback chat-completions endpoint; answers 503 for the first ``fail_first`` calls.

    ``calls`` counts only requests whose prompt contains ``marker`` (when given), so a job left
    over from an earlier test that reaches this endpoint does not skew the count."""

    def __init__(self, fail_first: int = 0, marker: str | None = None) -> None:
        self.fail_first = fail_first
        self.marker = marker
        self.calls = 0
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                raw = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                if fake.marker is not None and fake.marker not in raw.decode("utf-8", "replace"):
                    self._ok()
                    return
                fake.calls += 1
                if fake.fail_first > 0:
                    fake.fail_first -= 1
                    self.send_response(503)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self._ok()

            def _ok(self) -> None:
                body = json.dumps({"model": "fake", "choices": [{"finish_reason": "stop", "message": {
                    "content": "Change the damper pedal with each harmony so the bass does not blur [1]."}}]})
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body.encode())

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def test_generation_runs_on_the_generate_queue_and_retries_an_outage(service):
    question = "How should I use the damper pedal in Chopin?"
    llm = FakeLLM(fail_first=1, marker=question)
    env = {"FOOTNOTE_GENERATOR": "openai", "FOOTNOTE_OPENAI_BASE_URL": llm.base_url,
           "FOOTNOTE_GENERATOR_MAX_RETRIES": "0", "FOOTNOTE_JOB_RETRY_BACKOFF_S": "1"}
    service.stop_workers()
    stack = service.stack
    try:
        stack.start_worker("worker-cpu-llm", "realtime", extra_env=env)
        stack.start_worker("worker-generate", "generate", extra_env=env)
        r = service.alpha.submit("question", {"question": question})
        job = service.alpha.wait(r.json()["id"], timeout_s=60)
        assert job["status"] == "succeeded", job
        assert job["attempts"] == 1  # the outage was retried on the generate queue, same claim
        assert llm.calls == 2
        assert job["result"]["generator"]["name"] != "extractive"
        # retrieval ran on the CPU worker; the GPU-side worker only generated, from the stored evidence
        cpu_log = stack.log_tail("worker-cpu-llm", 400)
        assert re.search(rf"job {job['id']}: [1-9]\d* evidence hits retrieved here", cpu_log), cpu_log
        assert f"job {job['id']}: generating from the evidence a CPU worker retrieved" in stack.log_tail(
            "worker-generate", 400
        )
        assert job["result"]["evidence"], job["result"]
    finally:
        for name in ("worker-cpu-llm", "worker-generate"):
            if name in stack.procs:
                stack.kill(name, signal.SIGTERM)
        service.start_workers()
        llm.close()

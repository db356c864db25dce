"""The generated Python client (``clients/python``) and the webhook receiver example work
against the live service: a question asked through the client, its webhook verified by the
receiver with the Standard Webhooks library."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def examples():
    sys.path[:0] = [str(ROOT / "clients" / "python"), str(ROOT / "examples" / "client")]
    import ask
    import webhook_receiver

    yield ask, webhook_receiver
    for p in (str(ROOT / "clients" / "python"), str(ROOT / "examples" / "client")):
        sys.path.remove(p)


def test_the_generated_client_asks_and_the_receiver_verifies_the_webhook(service, examples):
    from footnote_client import AuthenticatedClient
    from footnote_client.api.default import create_job
    from footnote_client.models import QuestionInput, QuestionJob

    ask, webhook_receiver = examples
    key = service.alpha.client.headers["Authorization"].split()[1]
    client = AuthenticatedClient(base_url=service.stack.base_url, token=key)
    job = ask.ask(client, "How should I practise legato?")
    assert job.status.value == "succeeded" and job.result["citations"], job

    events: list[dict] = []
    server = webhook_receiver.make_server(service.alpha_secret, 0, events.append)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/footnote"
        body = QuestionJob(kind="question", input_=QuestionInput(question="What is a steady pulse?"), webhook_url=url)
        accepted = create_job.sync(client=client, body=body)
        deadline = time.monotonic() + 30
        while not events and time.monotonic() < deadline:
            time.sleep(0.1)
        assert [e["data"]["id"] for e in events] == [accepted.id]
        assert events[0]["type"] == "job.succeeded"
    finally:
        server.shutdown()
        server.server_close()

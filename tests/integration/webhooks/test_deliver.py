"""A delivery connects to the address the SSRF check vetted, not to a second DNS answer."""

from __future__ import annotations

import pytest
from standardwebhooks import Webhook

from footnote.shared.webhooks.deliver import post_signed
from footnote.shared.webhooks.sign import new_secret
from tests.integration.service.harness import WebhookReceiver

pytestmark = pytest.mark.integration


def test_delivery_goes_to_the_vetted_address_with_the_original_host_header() -> None:
    receiver = WebhookReceiver()
    receiver.start()
    answers: list[str] = []

    def resolver(host: str, port: int) -> list[str]:
        answers.append(host)
        return ["127.0.0.1"]  # a name no real DNS knows: only the vetted address can be reached

    try:
        url = f"http://hooks.rebind.invalid:{receiver.port}/hook?x=1"
        secret = new_secret()
        outcome = post_signed(url=url, body=b'{"id": "j1"}', secrets=[secret], event_id="e1",
                              allowlist=["127.0.0.1"], timeout_s=5, resolver=resolver)
        assert outcome.outcome == "delivered", outcome
        assert answers == ["hooks.rebind.invalid"]  # resolved once, by the check
        (got,) = receiver.received
        assert got.headers["Host"] == f"hooks.rebind.invalid:{receiver.port}"
        assert Webhook(secret).verify(got.body, dict(got.headers)) == {"id": "j1"}
    finally:
        receiver.stop()


def test_a_private_answer_is_refused_before_any_connection() -> None:
    outcome = post_signed(url="http://hooks.rebind.invalid/hook", body=b"{}", secrets=[new_secret()], event_id="e",
                          allowlist=[], timeout_s=5, resolver=lambda host, port: ["10.0.0.7"])
    assert outcome.outcome == "refused" and "private address" in (outcome.error or "")

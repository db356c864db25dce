import base64
import hashlib
import hmac
import json

import pytest
from standardwebhooks import Webhook
from standardwebhooks.webhooks import WebhookVerificationError

from footnote.shared.errors import ConfigError
from footnote.shared.webhooks.sign import (
    LEGACY_SIGNATURE_HEADER,
    delivery_id,
    envelope,
    headers,
    new_secret,
    secret_key,
    sign_header,
    signature,
    verify,
    verify_standard,
)

BODY = envelope("job.succeeded", "2026-11-23T10:00:00+00:00", {"id": "j1", "status": "succeeded"})
HEX_SECRET = "whsec_" + "ab" * 32  # the form issued before Standard Webhooks


def _now_headers(secrets, body=BODY):
    import time

    return headers(secrets, "j1:succeeded", int(time.time()), body)


def test_the_spec_library_verifies_a_new_secret():
    secret = new_secret()
    assert secret.startswith("whsec_") and len(secret_key(secret)) == 32
    got = Webhook(secret).verify(BODY, _now_headers([secret]))
    assert got == {"type": "job.succeeded", "timestamp": "2026-11-23T10:00:00+00:00",
                   "data": {"id": "j1", "status": "succeeded"}}


def test_secrets_issued_before_the_spec_keep_working():
    assert Webhook(HEX_SECRET).verify(BODY, _now_headers([HEX_SECRET]))


def test_the_signature_is_hmac_of_id_timestamp_body_with_the_decoded_key():
    secret = new_secret()
    h = headers([secret], "e1", 1700000000, BODY)
    mac = hmac.new(secret_key(secret), b"e1.1700000000." + BODY, hashlib.sha256).digest()
    assert h["webhook-signature"] == "v1," + base64.b64encode(mac).decode()
    assert h["webhook-id"] == "e1" and h["webhook-timestamp"] == "1700000000"


def test_during_a_rotation_either_secret_verifies_and_no_other():
    new, old = new_secret(), HEX_SECRET
    h = _now_headers([new, old])
    assert len(h["webhook-signature"].split()) == 2
    assert Webhook(new).verify(BODY, h) and Webhook(old).verify(BODY, h)
    with pytest.raises(WebhookVerificationError):
        Webhook(new_secret()).verify(BODY, h)


def test_our_own_check_agrees_with_the_library():
    secret = new_secret()
    h = _now_headers([secret])
    now = int(h["webhook-timestamp"])
    assert verify_standard(secret, BODY, h, now=now)
    assert not verify_standard(secret, BODY + b" ", h, now=now)
    assert not verify_standard(new_secret(), BODY, h, now=now)
    assert not verify_standard(secret, BODY, h, now=now + 301)  # replay window
    assert not verify_standard(secret, BODY, {}, now=now)


def test_the_body_is_the_event_envelope():
    assert list(json.loads(BODY)) == ["data", "timestamp", "type"]


def test_a_secret_that_is_not_base64_is_a_config_error():
    with pytest.raises(ConfigError):
        secret_key("whsec_not base64!")


def test_the_deprecated_footnote_header_still_verifies():
    secret = new_secret()
    h = headers([secret], "e1", 1700000000, BODY)
    expected = hmac.new(secret.encode(), b"1700000000." + BODY, hashlib.sha256).hexdigest()
    assert h[LEGACY_SIGNATURE_HEADER] == f"t=1700000000,v1={expected}" == sign_header(secret, BODY, 1700000000)
    assert signature(secret, BODY, 1700000000) == expected
    assert verify(secret, BODY, h[LEGACY_SIGNATURE_HEADER], now=1700000010)
    assert not verify(secret, BODY, h[LEGACY_SIGNATURE_HEADER], now=1700000000 + 301)
    for bad in ("", "t=abc,v1=00", "v1=00", "t=1700000000", "garbage"):
        assert not verify(secret, BODY, bad, now=1700000000)


def test_delivery_id_is_stable_per_event():
    assert delivery_id("j1", "succeeded") == delivery_id("j1", "succeeded") != delivery_id("j1", "failed")

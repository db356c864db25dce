"""Webhook signatures by the Standard Webhooks spec (https://www.standardwebhooks.com), pure.

Every delivery carries three headers:

* ``webhook-id``: the event's id, the same on every retry (receivers drop duplicates by it);
* ``webhook-timestamp``: unix seconds of this attempt (receivers reject old ones: replay);
* ``webhook-signature``: ``v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<body>")>``, one per
  valid secret, space-separated (two while a rotated-out secret is still honoured).

A secret is ``whsec_<base64 key>``; the HMAC key is the base64-decoded part, as the spec and its
``standardwebhooks`` libraries read it. Secrets issued before this scheme (``whsec_`` + 64 hex
digits) are valid base64 too, so they keep working unchanged with any Standard Webhooks library.

The body is an event envelope: ``{"type": "job.succeeded", "timestamp": ..., "data": <job>}``.

The earlier Footnote header (``Footnote-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret,
"t.body")>``, keyed by the whole secret string) is still sent beside them for receivers written
against it; it is deprecated (CHANGELOG).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json

from footnote.shared.errors import ConfigError
from footnote.shared.jobs.keys import WEBHOOK_SECRET_PREFIX as SECRET_PREFIX
from footnote.shared.jobs.keys import new_secret  # noqa: F401 - re-exported: receivers and tests make secrets here

ID_HEADER = "webhook-id"
TIMESTAMP_HEADER = "webhook-timestamp"
SIGNATURE_HEADER = "webhook-signature"
LEGACY_SIGNATURE_HEADER = "Footnote-Signature"
LEGACY_ID_HEADER = "Footnote-Webhook-Id"
DEFAULT_TOLERANCE_S = 300


def secret_key(secret: str) -> bytes:
    """The HMAC key a ``whsec_`` secret stands for (its base64-decoded body)."""
    body = secret[len(SECRET_PREFIX) :] if secret.startswith(SECRET_PREFIX) else secret
    try:
        return base64.b64decode(body, validate=True)
    except (binascii.Error, ValueError) as err:
        raise ConfigError("a webhook secret must be 'whsec_' followed by base64") from err


def standard_signature(secret: str, msg_id: str, timestamp: int, body: bytes) -> str:
    mac = hmac.new(secret_key(secret), f"{msg_id}.{timestamp}.".encode() + body, hashlib.sha256)
    return "v1," + base64.b64encode(mac.digest()).decode()


def headers(secrets: list[str], msg_id: str, timestamp: int, body: bytes) -> dict[str, str]:
    """The Standard Webhooks headers (a signature per secret) plus the deprecated Footnote pair,
    signed with the newest secret (``secrets[0]``)."""
    return {
        ID_HEADER: msg_id,
        TIMESTAMP_HEADER: str(timestamp),
        SIGNATURE_HEADER: " ".join(standard_signature(s, msg_id, timestamp, body) for s in secrets),
        LEGACY_SIGNATURE_HEADER: sign_header(secrets[0], body, timestamp),
        LEGACY_ID_HEADER: msg_id,
    }


def verify_standard(
    secret: str, body: bytes, given: dict[str, str], *, now: int, tolerance_s: int = DEFAULT_TOLERANCE_S
) -> bool:
    """True when ``given`` (a delivery's headers, any case) sign ``body`` with ``secret`` within
    ``tolerance_s`` of ``now`` -- what a receiver does."""
    h = {k.lower(): v for k, v in given.items()}
    try:
        msg_id, timestamp = h[ID_HEADER], int(h[TIMESTAMP_HEADER])
    except (KeyError, ValueError):
        return False
    if abs(now - timestamp) > tolerance_s:
        return False
    expected = standard_signature(secret, msg_id, timestamp, body)
    return any(hmac.compare_digest(expected, s) for s in h.get(SIGNATURE_HEADER, "").split())


def envelope(event_type: str, timestamp: str, data: dict) -> bytes:
    """The delivered body: ``{"type", "timestamp", "data"}``, compact and key-sorted."""
    return json.dumps(
        {"type": event_type, "timestamp": timestamp, "data": data}, separators=(",", ":"), sort_keys=True
    ).encode()


def event_type(status: str) -> str:
    return f"job.{status}"


def delivery_id(job_id: str, status: str) -> str:
    """Stable across retries of the same event, so receivers can drop duplicates."""
    return f"{job_id}:{status}"


# -- deprecated Footnote scheme (kept so receivers written against it keep verifying) -------


def signature(secret: str, body: bytes, timestamp: int) -> str:
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return mac.hexdigest()


def sign_header(secret: str, body: bytes, timestamp: int) -> str:
    return f"t={timestamp},v1={signature(secret, body, timestamp)}"


def verify(secret: str, body: bytes, header: str, *, now: int, tolerance_s: int = DEFAULT_TOLERANCE_S) -> bool:
    """The deprecated ``Footnote-Signature`` check: True when ``header`` signs ``body``."""
    try:
        parts = dict(p.split("=", 1) for p in header.split(","))
        timestamp = int(parts["t"])
        given = parts["v1"]
    except (KeyError, ValueError):
        return False
    if abs(now - timestamp) > tolerance_s:
        return False
    return hmac.compare_digest(given, signature(secret, body, timestamp))

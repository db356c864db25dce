"""Webhook signatures: ``Footnote-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "t.body")>``.

Receivers recompute the HMAC over the raw body, compare in constant time and reject
timestamps older than a tolerance (replay protection). Pure: no clock, no I/O.
"""

from __future__ import annotations

import hashlib
import hmac

SIGNATURE_HEADER = "Footnote-Signature"
ID_HEADER = "Footnote-Webhook-Id"
DEFAULT_TOLERANCE_S = 300


def signature(secret: str, body: bytes, timestamp: int) -> str:
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return mac.hexdigest()


def sign_header(secret: str, body: bytes, timestamp: int) -> str:
    return f"t={timestamp},v1={signature(secret, body, timestamp)}"


def verify(secret: str, body: bytes, header: str, *, now: int, tolerance_s: int = DEFAULT_TOLERANCE_S) -> bool:
    """True when ``header`` signs ``body`` with ``secret`` within ``tolerance_s`` of ``now``."""
    try:
        parts = dict(p.split("=", 1) for p in header.split(","))
        timestamp = int(parts["t"])
        given = parts["v1"]
    except (KeyError, ValueError):
        return False
    if abs(now - timestamp) > tolerance_s:
        return False
    return hmac.compare_digest(given, signature(secret, body, timestamp))


def delivery_id(job_id: str, status: str) -> str:
    """Stable across retries of the same event, so receivers can drop duplicates."""
    return f"{job_id}:{status}"

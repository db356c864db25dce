from datetime import UTC, datetime

from footnote.shared.db.tenants import check_tenant_id
from footnote.shared.jobs.keys import KEY_PREFIX, hash_key
from footnote.shared.jobs.service import request_hash, to_public


def test_request_hash_is_canonical_and_sensitive():
    a = request_hash("question", {"q": 1, "k": 2}, "realtime", None)
    assert a == request_hash("question", {"k": 2, "q": 1}, "realtime", None)
    assert a != request_hash("question", {"q": 1, "k": 3}, "realtime", None)
    assert a != request_hash("question", {"q": 1, "k": 2}, "batch", None)
    assert a != request_hash("question", {"q": 1, "k": 2}, "realtime", "https://x.example/h")


def test_public_job_shape_hides_internals():
    now = datetime(2026, 1, 1, tzinfo=UTC)
    row = {"id": "j", "kind": "question", "priority": "realtime", "queue": "realtime", "status": "succeeded",
           "progress": 1.0, "stage": "succeeded", "attempts": 1, "queued_at": now, "started_at": now,
           "finished_at": now, "result": {"a": 1}, "failure_reason": None, "enqueue_error": None,
           "webhook_url": "https://x.example/h", "webhook_state": "delivered", "webhook_attempts": 1,
           "webhook_next_at": None, "request_hash": "secret-ish", "lease_expires_at": now, "rating": None}
    out = to_public(row, deliveries=[])
    assert "request_hash" not in out and "lease_expires_at" not in out
    assert out["webhook"] == {"url": "https://x.example/h", "state": "delivered", "attempts": 1,
                              "next_attempt_at": None, "deliveries": []}
    assert to_public({**row, "webhook_url": None}).get("webhook") is None


def test_keys_are_stored_as_sha256_and_tenant_ids_checked():
    import pytest

    from footnote.shared.errors import ValidationError

    assert len(hash_key(KEY_PREFIX + "x")) == 64
    assert check_tenant_id("school-1.a_b") == "school-1.a_b"
    for bad in ("", "a b", "x" * 65, "semi;colon"):
        with pytest.raises(ValidationError):
            check_tenant_id(bad)

"""Per-tenant rate limit in Redis: a fixed one-minute window per tenant
(``INCR footnote:rl:<tenant>:<minute>``), answering 429 with ``Retry-After`` when exceeded.
If Redis is unreachable the request is allowed (the limiter must not take the API down)."""

from __future__ import annotations

import logging
import time
from typing import Any

from footnote.shared.errors import RateLimited

log = logging.getLogger(__name__)


def window(now_s: float) -> tuple[int, int]:
    """(window index, seconds until it ends)."""
    minute = int(now_s // 60)
    return minute, max(1, 60 - int(now_s % 60))


def check(redis: Any, *, tenant_id: str, limit_per_minute: int, now_s: float | None = None) -> None:
    if limit_per_minute <= 0:
        return
    minute, retry_after = window(time.time() if now_s is None else now_s)
    key = f"footnote:rl:{tenant_id}:{minute}"
    try:
        pipe = redis.pipeline()
        pipe.incr(key)
        pipe.expire(key, 120)
        count = int(pipe.execute()[0])
    except Exception:  # noqa: BLE001 - fail open, but say so
        log.warning("rate limiter unavailable; allowing request", exc_info=True)
        return
    if count > limit_per_minute:
        raise RateLimited(
            f"tenant {tenant_id} exceeded {limit_per_minute} requests per minute; retry in {retry_after} s",
            retry_after,
        )

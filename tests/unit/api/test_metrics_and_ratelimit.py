import pytest

from services.api import ratelimit
from services.api.metrics import render
from shared.errors import RateLimited


def test_metrics_render_prometheus_text():
    text = render({
        "jobs": [("succeeded", "realtime", 3), ("queued", "batch", 7)],
        "stages": [("run_ms", 3, 30.0, (9.0, 12.0, 12.5))],
        "webhooks": [("delivered", 2)],
        "depth": {"realtime": 0, "batch": 7, "ingest": None, "generate": 0},
    })
    assert 'footnote_jobs{state="succeeded",queue="realtime"} 3' in text
    assert 'footnote_jobs{state="failed",queue="ingest"} 0' in text
    assert 'footnote_queue_depth{queue="batch"} 7' in text
    assert 'queue="ingest"} ' not in text.split("footnote_queue_depth", 1)[1].split("# HELP")[0]
    assert 'footnote_stage_latency_ms{stage="run_ms",quantile="0.95"} 12.000' in text
    assert 'footnote_stage_latency_ms_count{stage="run_ms"} 3' in text
    assert 'footnote_webhook_deliveries_total{outcome="failed"} 0' in text
    assert text.endswith("\n")


class FakeRedis:
    def __init__(self):
        self.values: dict[str, int] = {}

    def pipeline(self):
        redis = self

        class Pipe:
            ops: list = []

            def incr(self, key):
                redis.values[key] = redis.values.get(key, 0) + 1
                self.ops = [redis.values[key]]

            def expire(self, key, ttl):
                pass

            def execute(self):
                return self.ops

        return Pipe()


class DownRedis:
    def pipeline(self):
        raise ConnectionError("down")


def test_rate_limit_per_tenant_window_with_retry_after():
    redis = FakeRedis()
    for _ in range(3):
        ratelimit.check(redis, tenant_id="a", limit_per_minute=3, now_s=120.0)
    with pytest.raises(RateLimited) as info:
        ratelimit.check(redis, tenant_id="a", limit_per_minute=3, now_s=150.0)
    assert info.value.retry_after_s == 30
    ratelimit.check(redis, tenant_id="b", limit_per_minute=3, now_s=150.0)  # other tenant unaffected
    ratelimit.check(redis, tenant_id="a", limit_per_minute=3, now_s=180.0)  # next window


def test_rate_limiter_fails_open_when_redis_is_down():
    ratelimit.check(DownRedis(), tenant_id="a", limit_per_minute=1, now_s=0.0)

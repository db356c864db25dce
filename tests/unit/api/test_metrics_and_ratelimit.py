import pytest

from footnote.services.api import ratelimit
from footnote.shared.errors import RateLimited


def test_scrape_time_gauges_are_read_from_the_truth():
    from prometheus_client import CollectorRegistry, generate_latest

    from footnote.services.api.metrics import TruthCollector

    data = {
        "in_flight": {("queued", "batch"): 7, ("running", "realtime"): 1},
        "oldest_s": {"batch": 12.5},
        "depth": {"realtime": 0, "batch": 7, "ingest": None, "generate": 0},
    }
    registry = CollectorRegistry()
    registry.register(TruthCollector(lambda: data))
    text = generate_latest(registry).decode()
    assert 'footnote_jobs_in_flight{queue="batch",state="queued"} 7.0' in text
    assert 'footnote_jobs_in_flight{queue="ingest",state="running"} 0.0' in text
    assert 'footnote_queue_depth{queue="batch"} 7.0' in text
    assert 'footnote_queue_depth{queue="ingest"}' not in text  # broker did not answer: no sample
    assert 'footnote_queue_oldest_age_seconds{queue="batch"} 12.5' in text


def test_job_stages_are_observed_in_seconds():
    from prometheus_client import REGISTRY

    from footnote.shared import metrics

    before = REGISTRY.get_sample_value(
        "footnote_job_stage_duration_seconds_count", {"kind": "question", "stage": "retrieval"}
    ) or 0
    metrics.observe_job("question", "realtime", "succeeded", {"retrieval_ms": 250.0, "note": "x", "flag": True})
    labels = {"kind": "question", "stage": "retrieval"}
    assert REGISTRY.get_sample_value("footnote_job_stage_duration_seconds_count", labels) == before + 1
    assert REGISTRY.get_sample_value("footnote_job_stage_duration_seconds_bucket", {**labels, "le": "0.25"}) >= 1


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


def test_an_answers_citation_quality_is_counted_per_tenant():
    from prometheus_client import REGISTRY

    from footnote.shared import metrics

    def value(name: str, **labels: str) -> float:
        return REGISTRY.get_sample_value(name, labels) or 0.0

    before = value("footnote_answer_sentences_total", tenant="school-q", kind="question", verdict="uncited")
    answers = value("footnote_answers_total", tenant="school-q", kind="question", status="partly_grounded")
    result = {"status": "partly_grounded", "verification": {"sentences_by_status": {
        "supported": 3, "unsupported": 1, "uncited": 2, "input": 4, "partial": 0}}}
    metrics.observe_answer("school-q", "question", result)
    metrics.observe_answer("school-q", "question", {"status": "failed"})  # no verification: not an answer
    assert value("footnote_answer_sentences_total", tenant="school-q", kind="question", verdict="uncited") == before + 2
    assert value("footnote_answers_total", tenant="school-q", kind="question", status="partly_grounded") == answers + 1
    assert value("footnote_answer_sentences_total", tenant="school-q", kind="question", verdict="input") == 0


def test_the_evidence_collapse_signal_and_readers_ratings_are_exported():
    from prometheus_client import REGISTRY

    from footnote.shared import metrics

    def value(name: str, **labels: str) -> float:
        return REGISTRY.get_sample_value(name, labels) or 0.0

    labels = {"tenant": "school-c", "kind": "question"}
    n = value("footnote_evidence_similarity_count", **labels)
    total = value("footnote_evidence_similarity_sum", **labels)
    high = value("footnote_evidence_similarity_bucket", **labels, le="0.9")
    result = {"status": "grounded", "verification": {"sentences_by_status": {}},
              "retrieval_debug": {"evidence_similarity": 0.93}}
    metrics.observe_answer("school-c", "question", result)
    metrics.observe_answer("school-c", "question", {**result, "retrieval_debug": {"evidence_similarity": None}})
    assert value("footnote_evidence_similarity_count", **labels) == n + 1  # one evidence set had two passages
    assert value("footnote_evidence_similarity_sum", **labels) == pytest.approx(total + 0.93)
    assert value("footnote_evidence_similarity_bucket", **labels, le="0.9") == high  # above 0.9: collapsed

    down = value("footnote_ratings_total", **labels, rating="down", reason="wrong_quote")
    metrics.observe_rating("school-c", "question", "down", "wrong_quote")
    assert value("footnote_ratings_total", **labels, rating="down", reason="wrong_quote") == down + 1

from datetime import UTC, datetime, timedelta

import pytest

from footnote.shared.jobs.fairshare import QueuedJob, YieldBudget, fair_order, yield_to_realtime
from footnote.shared.jobs.sweep import batch_tokens_missing

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def jobs(tenant, n, start_s=0):
    return [QueuedJob(f"{tenant}-{i:05d}", tenant, T0 + timedelta(seconds=start_s + i)) for i in range(n)]


def test_a_small_tenant_is_not_starved_by_a_big_one():
    big = jobs("big-school", 10_000)
    small = jobs("small-school", 30, start_s=20_000)  # queued after all of the big school's
    order = fair_order(big + small)
    positions = [order.index(j.id) for j in small]
    assert max(positions) < 61  # the 30 alternate with the big school's first 30


def test_within_a_tenant_oldest_first_and_everything_runs_once():
    a, b = jobs("a", 5), jobs("b", 3, start_s=100)
    order = fair_order(list(reversed(a + b)))
    assert [i for i in order if i.startswith("a-")] == [j.id for j in a]
    assert sorted(order) == sorted(j.id for j in a + b)


def test_least_recently_served_tenant_goes_first():
    a, b = jobs("a", 2), jobs("b", 2)
    order = fair_order(a + b, {"a": T0 + timedelta(hours=1), "b": T0})
    assert order == ["b-00000", "a-00000", "b-00001", "a-00001"]
    never = fair_order(a + b, {"a": T0})
    assert never[0] == "b-00000"  # never served beats served


def test_three_tenants_round_robin():
    order = fair_order(jobs("a", 3) + jobs("b", 3) + jobs("c", 1))
    assert [i[0] for i in order] == ["a", "b", "c", "a", "b", "a", "b"]


def test_batch_tokens_top_up():
    assert batch_tokens_missing(queued_batch=10, broker_depth=4, max_depth=100) == 6
    assert batch_tokens_missing(queued_batch=3, broker_depth=9, max_depth=100) == 0


def test_a_large_class_is_tokened_up_to_the_depth_cap_pass_by_pass():
    assert batch_tokens_missing(queued_batch=10_000, broker_depth=0, max_depth=2000) == 2000
    assert batch_tokens_missing(queued_batch=9_700, broker_depth=1_700, max_depth=2000) == 300
    assert batch_tokens_missing(queued_batch=50, broker_depth=0, max_depth=2000) == 50


def _waiting(busy_polls: int):  # type: ignore[no-untyped-def]
    """busy() is True for the first ``busy_polls`` calls; sleep records what it was asked."""
    calls = {"busy": 0}
    slept: list[float] = []

    def busy() -> bool:
        calls["busy"] += 1
        return calls["busy"] <= busy_polls

    return busy, slept.append, slept, calls


def test_batch_claims_right_away_when_no_realtime_work_is_in_flight():
    busy, sleep, slept, calls = _waiting(0)
    assert yield_to_realtime(busy=busy, sleep=sleep, max_s=2.0, poll_s=0.01) == 0.0
    assert slept == [] and calls["busy"] == 1


def test_batch_waits_until_realtime_work_is_done():
    busy, sleep, slept, _ = _waiting(3)
    assert yield_to_realtime(busy=busy, sleep=sleep, max_s=2.0, poll_s=0.01) == pytest.approx(0.03)
    assert slept == [0.01, 0.01, 0.01]


def test_sustained_realtime_load_delays_batch_by_at_most_max_s():
    busy, sleep, slept, _ = _waiting(10**6)
    assert yield_to_realtime(busy=busy, sleep=sleep, max_s=0.05, poll_s=0.02) == pytest.approx(0.05)
    assert slept == pytest.approx([0.02, 0.02, 0.01])


def test_a_stuck_realtime_job_costs_a_batch_job_one_budget_not_one_per_statement():
    now = [0.0]
    slept: list[float] = []

    def sleep(s: float) -> None:
        slept.append(s)
        now[0] += s

    pause = YieldBudget(busy=lambda: True, sleep=sleep, clock=lambda: now[0], max_s=0.05, poll_s=0.01)
    waits = [pause() for _ in range(20)]  # 20 statements
    assert sum(waits) == pytest.approx(0.05) and waits[1:] == [0.0] * 19


def test_after_a_clear_check_the_next_statements_skip_checking():
    now = [0.0]
    checks: list[float] = []

    def busy() -> bool:
        checks.append(now[0])
        return False

    pause = YieldBudget(busy=busy, sleep=lambda s: None, clock=lambda: now[0], max_s=2, poll_s=0.01, every_s=0.01)
    pause()
    now[0] = 0.005
    pause()  # within every_s of the clear check: no query
    now[0] = 0.02
    pause()
    assert checks == [0.0, 0.02]

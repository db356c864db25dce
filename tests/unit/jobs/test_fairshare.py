from datetime import UTC, datetime, timedelta

from shared.jobs.fairshare import QueuedJob, fair_order
from shared.jobs.sweep import batch_tokens_missing

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
    assert batch_tokens_missing(queued_batch=10, broker_depth=4) == 6
    assert batch_tokens_missing(queued_batch=3, broker_depth=9) == 0

"""Fair share for batch work: tenants take turns, oldest job first within a tenant.

Design. A batch message carries no promise about *which* job it runs: it is one unit of batch
capacity (a token). The worker holding a token claims, in one transaction, the oldest queued
batch job of the tenant that was served least recently (``tenant_service.batch_served_at``,
never-served tenants first), and stamps that tenant as just served. So a school that queued
10,000 essays and one that queued 30 alternate job by job, whatever the order they arrived in.
The sweeper seeds min(#queued batch jobs, ``batch_token_depth``) tokens in the broker, and a token
that found work is replaced by its task while fewer than that wait (tokens circulate at the pool's
pace); a surplus token finds nothing, is a no-op and is not replaced.

``fair_order`` is the same rule as a pure function (unit-tested; the SQL must agree with it).
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.jobs.claims import _CLAIM_RETURNING, Claim, _claim_from


@dataclass(frozen=True)
class QueuedJob:
    id: str
    tenant_id: str
    queued_at: datetime


def fair_order(queued: list[QueuedJob], served_at: dict[str, datetime | None] | None = None) -> list[str]:
    """The order in which sequential batch claims take ``queued``.

    Each claim picks the tenant with the smallest last-served time (never served first, ties by
    tenant id), takes its oldest job (ties by id) and marks the tenant served now.
    """
    served: dict[str, tuple[int, float, str]] = {}
    per_tenant: dict[str, deque[QueuedJob]] = defaultdict(deque)
    for job in sorted(queued, key=lambda j: (j.queued_at, j.id)):
        per_tenant[job.tenant_id].append(job)
    for tenant in per_tenant:
        when = (served_at or {}).get(tenant)
        served[tenant] = (0, 0.0, tenant) if when is None else (1, when.timestamp(), tenant)
    order: list[str] = []
    clock = max((k[1] for k in served.values()), default=0.0)
    while per_tenant:
        tenant = min(per_tenant, key=lambda t: served[t])
        order.append(per_tenant[tenant].popleft().id)
        if not per_tenant[tenant]:
            del per_tenant[tenant]
        clock += 1.0
        served[tenant] = (1, clock, tenant)
    return order


# The tenants with queued batch work, found by skipping through ix_jobs_fair (queue, status,
# tenant_id, queued_at, id) one tenant at a time: (#tenants + 1) index probes however many jobs
# are queued (100,000 queued: 0.3 ms, where SELECT DISTINCT read every entry in 17 ms, on every
# claim). The chosen tenant is a scalar, so its oldest job is the first entry of that index
# range (a join made the planner fetch and sort all of the tenant's jobs: 8.5 ms at 10,000).
_FAIR_CLAIM = f"""
WITH RECURSIVE queued_tenants AS (
    (SELECT tenant_id FROM jobs WHERE queue = 'batch' AND status = 'queued' ORDER BY tenant_id LIMIT 1)
    UNION ALL
    SELECT (SELECT j.tenant_id FROM jobs j
            WHERE j.queue = 'batch' AND j.status = 'queued' AND j.tenant_id > q.tenant_id
            ORDER BY j.tenant_id LIMIT 1)
    FROM queued_tenants q WHERE q.tenant_id IS NOT NULL
), tenant AS (
    SELECT q.tenant_id
    FROM queued_tenants q
    LEFT JOIN tenant_service ts ON ts.tenant_id = q.tenant_id
    WHERE q.tenant_id IS NOT NULL
    ORDER BY ts.batch_served_at ASC NULLS FIRST, q.tenant_id
    LIMIT 1
), pick AS (
    SELECT j.id FROM jobs j
    WHERE j.queue = 'batch' AND j.status = 'queued' AND j.tenant_id = (SELECT tenant_id FROM tenant)
      AND j.attempts < j.max_attempts
    ORDER BY j.queued_at, j.id
    LIMIT 1
    FOR UPDATE OF j SKIP LOCKED
)
UPDATE jobs SET status = 'running', attempts = attempts + 1, started_at = clock_timestamp(),
       lease_expires_at = clock_timestamp() + make_interval(secs => CAST(:lease_s AS float8)), stage = 'claimed'
FROM pick WHERE jobs.id = pick.id
{_CLAIM_RETURNING.replace("RETURNING id, tenant_id", "RETURNING jobs.id, jobs.tenant_id")}
"""

# fallback when every queued job of the fairest tenant is locked by a concurrent claimer
_OLDEST_CLAIM = f"""
UPDATE jobs SET status = 'running', attempts = attempts + 1, started_at = clock_timestamp(),
       lease_expires_at = clock_timestamp() + make_interval(secs => CAST(:lease_s AS float8)), stage = 'claimed'
WHERE id = (SELECT id FROM jobs WHERE queue = :queue AND status = 'queued' AND attempts < max_attempts
              AND queued_at <= clock_timestamp() - make_interval(secs => CAST(:waited_s AS float8))
            ORDER BY queued_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
{_CLAIM_RETURNING}
"""

_MARK_SERVED = """
INSERT INTO tenant_service (tenant_id, webhook_secret, batch_served_at)
VALUES (:t, 'whsec_' || encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'),
        clock_timestamp())
ON CONFLICT (tenant_id) DO UPDATE SET batch_served_at = EXCLUDED.batch_served_at
"""


def claim_batch(
    *, session: Session, lease_s: int, help_realtime: bool = True, help_after_s: float = 1.0
) -> Claim | None:
    """Claim the next job for a batch token (None: nothing queued).

    With ``help_realtime`` a batch worker first takes a real-time job that has waited
    ``help_after_s`` or more (the real-time pool is saturated): batch capacity helps then, but
    never takes a job an idle real-time worker is about to claim (it would run at batch
    priority). Real-time workers never take batch work.
    """
    params = {"lease_s": lease_s}
    if help_realtime:
        claim = _claim_from(
            session.execute(text(_OLDEST_CLAIM), {**params, "queue": "realtime", "waited_s": help_after_s}).first()
        )
        if claim is not None:
            return claim
    claim = _claim_from(session.execute(text(_FAIR_CLAIM), params).first())
    if claim is None:
        claim = _claim_from(session.execute(text(_OLDEST_CLAIM), {**params, "queue": "batch", "waited_s": 0}).first())
    if claim is not None and claim.queue == "batch":
        session.execute(text(_MARK_SERVED), {"t": claim.tenant_id})
    return claim


# Ordered by the key of ix_jobs_realtime_live with LIMIT 1: the planner then reads the newest
# index entry whatever it believes about queue/status selectivity (as EXISTS, which drops ORDER BY
# and LIMIT, statistics counting many queued -- batch -- jobs made it scan the table for an early
# match that never came: 1.4 ms at 11,000 rows, on every check).
_REALTIME_IN_FLIGHT = text(
    """
    SELECT (SELECT 1 FROM jobs WHERE queue = 'realtime' AND status IN ('queued', 'running')
            AND coalesce(started_at, queued_at) > clock_timestamp() - make_interval(secs => CAST(:recent_s AS float8))
            ORDER BY coalesce(started_at, queued_at) DESC LIMIT 1) IS NOT NULL
    """
)


def realtime_in_flight(*, session: Session, recent_s: float = 30.0) -> bool:
    """Whether a real-time job was queued or started within ``recent_s`` and is not finished
    (partial index ``ix_jobs_realtime_live``: a probe, not a scan). Older ones are stuck or their pool is
    saturated: batch work helping then (``claim_batch``) beats waiting for them."""
    return bool(session.execute(_REALTIME_IN_FLIGHT, {"recent_s": recent_s}).scalar())


def yield_to_realtime(
    *, busy: Callable[[], bool], sleep: Callable[[float], None], max_s: float, poll_s: float
) -> float:
    """Wait while ``busy()`` (real-time work in flight), polling every ``poll_s``, for at most
    ``max_s`` in all; returns the seconds waited. Pure apart from the injected calls.

    Before a batch token claims, so a batch job does not start beside a real-time one on the
    same CPUs and Postgres. Bounded, so sustained real-time load slows batch work down but
    never stops it (and the claim after a full wait helps real-time first, ``claim_batch``)."""
    waited = 0.0
    while waited < max_s and busy():
        step = min(poll_s, max_s - waited)
        sleep(step)
        waited += step
    return waited


class YieldBudget:
    """``yield_to_realtime`` for one batch token or job, called many times (before each
    statement): all calls share ``max_s`` in total, and after a check that found nothing in
    flight the next ``every_s`` of calls skip checking. Pure apart from the injected calls."""

    def __init__(
        self, *, busy: Callable[[], bool], sleep: Callable[[float], None], clock: Callable[[], float],
        max_s: float, poll_s: float, every_s: float = 0.0,
    ) -> None:
        self._busy, self._sleep, self._clock = busy, sleep, clock
        self.max_s, self.poll_s, self.every_s = max_s, poll_s, every_s
        self.spent = 0.0
        self._clear_until = float("-inf")

    def __call__(self) -> float:
        budget = self.max_s - self.spent
        if budget <= 0 or self._clock() < self._clear_until:
            return 0.0
        waited = yield_to_realtime(busy=self._busy, sleep=self._sleep, max_s=budget, poll_s=self.poll_s)
        self.spent += waited
        self._clear_until = self._clock() + self.every_s
        return waited

"""Deliver one job's webhook: claim the due attempt, POST the signed event, record it.

No transaction is held during the HTTP call. Delivery is at least once: recording the attempt is
retried through a short database outage, and a delivery that still could not be recorded is
sent again later with the same ``webhook-id`` (receivers dedupe on it, as Standard Webhooks says).
Redirects are never followed (a 3xx is a failed attempt) and the SSRF guard runs again right
before connecting. Secrets are never logged.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass

import httpx
from sqlalchemy import exc as sa_exc
from sqlalchemy.orm import Session

from footnote.shared import metrics
from footnote.shared.config import Settings
from footnote.shared.errors import UnsafeURL
from footnote.shared.jobs.keys import signing_secrets
from footnote.shared.jobs.service import get_job_any_tenant, to_public
from footnote.shared.webhooks import store
from footnote.shared.webhooks.sign import delivery_id, envelope, event_type, headers
from footnote.shared.webhooks.ssrf import Resolver, check_url, pin, system_resolver

log = logging.getLogger(__name__)

SessionScope = Callable[[], AbstractContextManager[Session]]
RECORD_RETRY_WAITS_S = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)  # ~32 s: a database restart, not a long outage


@dataclass(frozen=True)
class Outcome:
    outcome: str  # delivered | failed | refused
    status_code: int | None
    error: str | None
    duration_ms: int


def post_signed(
    *,
    url: str,
    body: bytes,
    secrets: list[str],
    event_id: str,
    allowlist: list[str],
    timeout_s: float,
    now_s: int | None = None,
    resolver: Resolver = system_resolver,
) -> Outcome:
    started = time.monotonic()

    def took() -> int:
        return int((time.monotonic() - started) * 1000)

    try:
        ips = check_url(url, allowlist=allowlist, resolver=resolver)
    except UnsafeURL as err:
        return Outcome("refused", None, str(err), took())
    # connect to the address just checked: resolving again could answer differently (rebinding)
    pinned, host_header, server_name = pin(url, ips[0])
    signed = headers(secrets, event_id, int(now_s if now_s is not None else time.time()), body)
    sent = {"Content-Type": "application/json", "User-Agent": "Footnote-Webhooks/1", **signed}
    try:
        with httpx.Client(timeout=timeout_s, follow_redirects=False, trust_env=False) as client:
            response = client.post(
                pinned, content=body, headers={**sent, "Host": host_header},
                extensions={"sni_hostname": server_name} if pinned.startswith("https:") else None,
            )
    except httpx.HTTPError as err:
        return Outcome("failed", None, f"{type(err).__name__}: {err}", took())
    if 200 <= response.status_code < 300:
        return Outcome("delivered", response.status_code, None, took())
    reason = "redirects are not followed" if 300 <= response.status_code < 400 else "non-2xx response"
    return Outcome("failed", response.status_code, reason, took())


def deliver_job_webhook(
    *,
    session_scope: SessionScope,
    settings: Settings,
    job_id: str | None = None,
    claimed: object | None = None,
) -> str | None:
    """Attempt one due delivery (of ``job_id``, or an already ``claimed`` row); returns the new
    state, or None when nothing was due."""
    hold_s = settings.webhook_timeout_s * 3 + 30
    with session_scope() as session:
        row = claimed or store.claim_one(session=session, job_id=job_id, hold_s=hold_s)
        if row is None:
            return None
        job = get_job_any_tenant(session=session, job_id=row.id)
        secrets = signing_secrets(session=session, tenant_id=row.tenant_id)
        data = to_public(job)
        body = envelope(event_type(job.status), data["finished_at"] or data["queued_at"], data)
    outcome = post_signed(
        url=row.webhook_url,
        body=body,
        secrets=secrets,
        event_id=delivery_id(job.id, job.status),
        allowlist=settings.webhook_allowlist,
        timeout_s=settings.webhook_timeout_s,
    )
    state = _record(session_scope, settings, row.id, outcome)
    metrics.observe_webhook(outcome.outcome)
    log.info("webhook job=%s outcome=%s status=%s state=%s", row.id, outcome.outcome, outcome.status_code, state)
    return state


def _record(session_scope: SessionScope, settings: Settings, job_id: str, outcome: Outcome,
            *, waits_s: tuple[float, ...] = RECORD_RETRY_WAITS_S, sleep: Callable[[float], None] = time.sleep) -> str:
    """Record the attempt; while the database is unreachable, try again after each of
    ``waits_s`` (about half a minute): a delivery that happened but was never recorded is sent
    again (same ``webhook-id``) when its hold lapses."""

    def attempt() -> str:
        with session_scope() as session:
            return store.record_attempt(
                session=session, job_id=job_id, outcome=outcome.outcome, status_code=outcome.status_code,
                error=outcome.error, duration_ms=outcome.duration_ms, base_s=settings.webhook_backoff_base_s,
                max_age_s=settings.webhook_max_age_s,
            )

    for wait_s in waits_s:
        try:
            return attempt()
        except sa_exc.OperationalError:
            sleep(wait_s)
    try:
        return attempt()
    except sa_exc.OperationalError:
        log.warning("webhook job=%s outcome=%s not recorded (database unreachable); if delivered, it is sent "
                    "again with the same webhook-id once its hold lapses", job_id, outcome.outcome)
        raise


def deliver_due(*, session_scope: SessionScope, settings: Settings, limit: int = 50) -> int:
    """Deliver up to ``limit`` due webhooks (the sweeper's retries). Returns how many were tried."""
    hold_s = settings.webhook_timeout_s * 3 + 30
    with session_scope() as session:
        rows = store.claim_due(session=session, limit=limit, hold_s=hold_s)
    for row in rows:
        deliver_job_webhook(session_scope=session_scope, settings=settings, claimed=row)
    return len(rows)

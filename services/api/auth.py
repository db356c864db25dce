"""API keys: ``Authorization: Bearer fn_...``. A tenant key sees only its tenant's jobs and
sources; an admin key manages tenants and sees no tenant data."""

from __future__ import annotations

import threading
import time

from flask import g, request

from footnote.shared.errors import AuthError, Forbidden
from footnote.shared.jobs.keys import Principal, authenticate, hash_key


def bearer_key() -> str:
    header = request.headers.get("Authorization", "")
    scheme, _, key = header.partition(" ")
    if scheme.lower() != "bearer" or not key.strip():
        raise AuthError("missing API key: send 'Authorization: Bearer <key>' (create one with footnote keys create)")
    return key.strip()


_CACHE_TTL_S = 10.0  # a revoked key stops working within this many seconds
_cache: dict[str, tuple[float, Principal]] = {}
_cache_lock = threading.Lock()


def _lookup(ctx, key: str) -> Principal | None:  # type: ignore[no-untyped-def]
    """Key -> principal, cached per process for a few seconds (keyed by the key's hash)."""
    digest = hash_key(key)
    now = time.monotonic()
    with _cache_lock:
        hit = _cache.get(digest)
    if hit is not None and hit[0] > now:
        return hit[1]
    with ctx.runtime.session() as s:
        found = authenticate(session=s, key=key)
    if found is not None:
        with _cache_lock:
            if len(_cache) > 10_000:
                _cache.clear()
            _cache[digest] = (now + _CACHE_TTL_S, found)
    return found


def forget(key_id: str) -> None:
    """Drop a revoked key from this process's cache (other processes drop it within the TTL)."""
    with _cache_lock:
        for digest in [d for d, (_t, p) in _cache.items() if p.key_id == key_id]:
            del _cache[digest]


def principal(ctx) -> Principal:  # type: ignore[no-untyped-def]
    """Authenticate this request once (cached on ``g``)."""
    found = getattr(g, "principal", None)
    if found is None:
        found = _lookup(ctx, bearer_key())
        if found is None:
            raise AuthError("invalid or revoked API key")
        g.principal = found
    return found


def require_tenant(ctx) -> str:  # type: ignore[no-untyped-def]
    """The caller's tenant id, after authentication and the tenant's rate limit."""
    from footnote.services.api import ratelimit
    from footnote.shared import logs

    p = principal(ctx)
    if p.scope != "tenant" or not p.tenant_id:
        raise Forbidden("this endpoint needs a tenant key; admin keys manage tenants only")
    logs.bind(tenant_id=p.tenant_id)  # reset with the request's context at teardown
    ratelimit.check(ctx.runtime.redis, tenant_id=p.tenant_id, limit_per_minute=ctx.settings.rate_limit_per_minute)
    return p.tenant_id


def require_admin(ctx) -> Principal:  # type: ignore[no-untyped-def]
    p = principal(ctx)
    if p.scope != "admin":
        raise Forbidden("this endpoint needs an admin key (footnote keys create --admin)")
    return p

"""The rim around ``run_job`` (and its two halves, ``produce_retrieval`` where Postgres is and
``produce_composition`` next to the generator): real retrieval over Postgres, the generator and
caches from one ``Deps`` value, and the feedback cache.

The feedback cache (Redis, ``feedback_cache_ttl_s``, default 24 h) is keyed by tenant, job kind,
a hash of the canonical input and the tenant's ``corpus_version`` -- so ingesting into a tenant
makes every cached result of that tenant stale without a scan.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from footnote.shared.db.tenants import corpus_version
from footnote.shared.deps import Deps
from footnote.shared.generation.kinds import RetrievalRequest
from footnote.shared.generation.pipeline import Evidence, compose, select_evidence
from footnote.shared.generation.render import RESULT_SCHEMA
from footnote.shared.retrieval.cache import PREFIX as RETRIEVAL_PREFIX
from footnote.shared.retrieval.types import SearchResult

log = logging.getLogger(__name__)


def make_retrieve(*, session: Session, tenant_id: str, deps: Deps) -> Callable[[RetrievalRequest], SearchResult]:
    """Hybrid search over this tenant's chunks (the dense side on ``deps.side_session`` when set)."""
    from footnote.shared.retrieval.search import search

    def retrieve(request: RetrievalRequest) -> SearchResult:
        return search(
            session=session,
            tenant_id=tenant_id,
            query=request.query,
            k=request.k,
            filters=request.search_filters(),
            settings=deps.settings,
            embedder=deps.embedder,
            cache=deps.retrieval_cache,
            side_session=deps.side_session,
        )

    return retrieve


@functools.lru_cache(maxsize=1)
def code_digest() -> str:
    """A digest of the domain library's source: an upgrade that changes how evidence is chosen,
    quoted or verified never serves results the older code computed (a cached answer from the
    last release would otherwise outlive it by the cache's TTL)."""
    root = Path(__file__).resolve().parents[1]  # shared/
    h = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        h.update(path.relative_to(root).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:12]


FEEDBACK_PREFIX = "footnote:feedback"  # cached results: <prefix>:<tenant>:... (cache_key, purge_caches)


def cache_key(*, tenant_id: str, kind: str, payload: Mapping[str, Any], version: int, generator: str) -> str:
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    digest = hashlib.sha256(canonical.encode()).hexdigest()[:32]
    # RESULT_SCHEMA and the code digest: another release never serves this one's results
    return f"{FEEDBACK_PREFIX}:{tenant_id}:{kind}:{generator}:r{RESULT_SCHEMA}.{code_digest()}:v{version}:{digest}"


def purge_caches(redis: Any, tenant_id: str) -> dict[str, int]:
    """Remove the tenant's cached search results and job results (an admin's "forget what you
    served"): counts of keys removed by kind. Other tenants' entries are untouched."""
    glob = re.sub(r"([*?\[\]\\])", r"\\\1", tenant_id)  # the tenant id, literal in a SCAN pattern
    out = {}
    patterns = {"retrieval": f"{RETRIEVAL_PREFIX}:ret:{glob}:*", "feedback": f"{FEEDBACK_PREFIX}:{glob}:*"}
    for name, pattern in patterns.items():
        removed = 0
        batch: list[Any] = []
        for key in redis.scan_iter(match=pattern, count=500):
            batch.append(key)
            if len(batch) >= 500:
                removed += redis.delete(*batch)
                batch.clear()
        if batch:
            removed += redis.delete(*batch)
        out[name] = int(removed)
    return out


def produce(kind: str, payload: Mapping[str, Any], *, session: Session, tenant_id: str, deps: Deps) -> dict[str, Any]:
    """Run one job kind end to end; serve and fill the feedback cache when ``deps.redis`` is set."""
    found = produce_retrieval(kind, payload, session=session, tenant_id=tenant_id, deps=deps)
    if isinstance(found, dict):
        return found
    return produce_composition(kind, payload, found, tenant_id=tenant_id, deps=deps)


def produce_retrieval(
    kind: str, payload: Mapping[str, Any], *, session: Session, tenant_id: str, deps: Deps
) -> dict[str, Any] | Evidence:
    """The half that needs Postgres: a cached result (a dict: the job is done) or the evidence."""
    settings, generator, redis = deps.settings, deps.generator, deps.redis
    key = None
    if redis is not None and settings.feedback_cache_ttl_s > 0:
        version = corpus_version(session=session, tenant_id=tenant_id)
        key = cache_key(
            tenant_id=tenant_id,
            kind=kind,
            payload=payload,
            version=version,
            generator=f"{generator.name}:{generator.model}",
        )
        try:
            hit = redis.get(key)
        except Exception:  # noqa: BLE001 - a cache outage must not fail the job
            log.warning("feedback cache unavailable; computing", exc_info=True)
            hit = None
        if hit:
            result = json.loads(hit)
            result.setdefault("cache", {})["hit"] = True
            return result
    found = select_evidence(
        kind, payload, tenant_id=tenant_id, retrieve=make_retrieve(session=session, tenant_id=tenant_id, deps=deps),
        generator=generator, embedder=deps.embedder, settings=settings,
    )
    return replace(found, cache_key=key)


def produce_composition(
    kind: str, payload: Mapping[str, Any], evidence: Evidence, *, tenant_id: str, deps: Deps
) -> dict[str, Any]:
    """The half next to the generator (inline, or a ``generate`` worker): no database needed."""
    result = compose(
        kind, payload, evidence, tenant_id=tenant_id, generator=deps.generator, embedder=deps.embedder,
        settings=deps.settings,
    )
    result["cache"] = {"hit": False}
    if deps.redis is not None and evidence.cache_key is not None:
        try:
            deps.redis.setex(evidence.cache_key, deps.settings.feedback_cache_ttl_s, json.dumps(result, default=str))
        except Exception:  # noqa: BLE001
            log.warning("feedback cache write failed", exc_info=True)
    return result

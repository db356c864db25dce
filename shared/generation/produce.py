"""The rim around ``run_job`` (and its two halves, ``produce_retrieval`` on CPU workers and
``produce_composition`` next to the generator): real retrieval over Postgres, the generator chosen by settings,
and the feedback cache.

The feedback cache (Redis, ``feedback_cache_ttl_s``, default 24 h) is keyed by tenant, job kind,
a hash of the canonical input and the tenant's ``corpus_version`` -- so ingesting into a tenant
makes every cached result of that tenant stale without a scan.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

from shared.config import Settings
from shared.embeddings.base import Embedder
from shared.generation.generators.base import Generator
from shared.generation.kinds import RetrievalRequest
from shared.generation.pipeline import Retrieved, compose, select_evidence
from shared.generation.render import RESULT_SCHEMA
from shared.retrieval.types import SearchResult

log = logging.getLogger(__name__)


def make_retrieve(
    *,
    session: Session,
    tenant_id: str,
    settings: Settings,
    embedder: Embedder,
    cache: Any = None,
    side_session: Any = None,
) -> Callable[[RetrievalRequest], SearchResult]:
    """``side_session``: a session factory for the dense side (``search``), e.g. ``Runtime.session``."""
    from shared.retrieval.search import search

    def retrieve(request: RetrievalRequest) -> SearchResult:
        return search(
            session=session,
            tenant_id=tenant_id,
            query=request.query,
            k=request.k,
            filters=request.search_filters(),
            settings=settings,
            embedder=embedder,
            cache=cache,
            side_session=side_session,
        )

    return retrieve


def corpus_version(*, session: Session, tenant_id: str) -> int:
    value = session.execute(text("SELECT corpus_version FROM tenants WHERE id = :t"), {"t": tenant_id}).scalar()
    return int(value or 0)


def cache_key(*, tenant_id: str, kind: str, payload: Mapping[str, Any], version: int, generator: str) -> str:
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    digest = hashlib.sha256(canonical.encode()).hexdigest()[:32]
    # RESULT_SCHEMA: a release that changes verification or rendering never serves older results
    return f"footnote:feedback:{tenant_id}:{kind}:{generator}:r{RESULT_SCHEMA}:v{version}:{digest}"


def produce(
    kind: str,
    payload: Mapping[str, Any],
    *,
    session: Session,
    tenant_id: str,
    settings: Settings,
    embedder: Embedder,
    generator: Generator,
    redis: Any = None,
    retrieval_cache: Any = None,
    side_session: Any = None,
) -> dict[str, Any]:
    """Run one job kind end to end; serve and fill the feedback cache when Redis is given."""
    first = produce_retrieval(
        kind, payload, session=session, tenant_id=tenant_id, settings=settings, embedder=embedder,
        generator=generator, redis=redis, retrieval_cache=retrieval_cache, side_session=side_session,
    )
    if isinstance(first, dict):
        return first
    return produce_composition(
        kind, payload, first, tenant_id=tenant_id, settings=settings, embedder=embedder,
        generator=generator, redis=redis,
    )


@dataclass(frozen=True)
class Half:
    """What the first half leaves for the second: the evidence and the feedback-cache key (taken
    at retrieval time, so the cached result matches the corpus version it was retrieved from)."""

    retrieved: Retrieved
    cache_key: str | None


def produce_retrieval(
    kind: str,
    payload: Mapping[str, Any],
    *,
    session: Session,
    tenant_id: str,
    settings: Settings,
    embedder: Embedder,
    generator: Generator,
    redis: Any = None,
    retrieval_cache: Any = None,
    side_session: Any = None,
) -> dict[str, Any] | Half:
    """The half on CPU workers: a cached result (a dict, the job is done) or the evidence."""
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
    retrieve = make_retrieve(
        session=session, tenant_id=tenant_id, settings=settings, embedder=embedder, cache=retrieval_cache,
        side_session=side_session,
    )
    retrieved = select_evidence(
        kind, payload, tenant_id=tenant_id, retrieve=retrieve, generator=generator, embedder=embedder,
        settings=settings,
    )
    return Half(retrieved, key)


def produce_composition(
    kind: str,
    payload: Mapping[str, Any],
    half: Half,
    *,
    tenant_id: str,
    settings: Settings,
    embedder: Embedder,
    generator: Generator,
    redis: Any = None,
) -> dict[str, Any]:
    """The half next to the generator (inline, or a ``generate`` worker): no database needed."""
    result = compose(
        kind, payload, half.retrieved, tenant_id=tenant_id, generator=generator, embedder=embedder,
        settings=settings,
    )
    result["cache"] = {"hit": False}
    if redis is not None and half.cache_key is not None:
        try:
            redis.setex(half.cache_key, settings.feedback_cache_ttl_s, json.dumps(result, default=str))
        except Exception:  # noqa: BLE001
            log.warning("feedback cache write failed", exc_info=True)
    return result

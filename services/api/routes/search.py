"""``POST /v1/search``: synchronous hybrid retrieval over the caller's sources."""

from __future__ import annotations

from flask import Blueprint

from footnote.services.api.app import ctx
from footnote.services.api.auth import require_tenant
from footnote.services.api.routes import read_json
from footnote.services.api.schemas import CachePurged, SearchRequest, SearchResponse
from footnote.services.api.spec import documented

bp = Blueprint("search", __name__)


@bp.post("/v1/search")
@documented("search", (200, SearchResponse, "Hits with citation fields"), 413, 422, json=SearchRequest)
def search():  # type: ignore[no-untyped-def]
    """Synchronous hybrid retrieval."""
    from footnote.shared.retrieval.cache import RetrievalCache
    from footnote.shared.retrieval.search import search as run_search
    from footnote.shared.retrieval.types import SearchFilters

    c = ctx()
    tenant_id = require_tenant(c)
    body = read_json(SearchRequest, stored=False)
    f = body.filters
    filters = SearchFilters(
        source_types=tuple(f.source_types),
        source_ids=tuple(f.source_ids),
        tags=tuple(f.tags),
        granularity=f.granularity,
    )
    cache = RetrievalCache(
        c.runtime.redis,
        retrieval_ttl_s=c.settings.retrieval_cache_ttl_s,
        embedding_ttl_s=c.settings.query_embedding_cache_ttl_s,
    )
    with c.runtime.read_session() as s:  # the replica, when configured
        result = run_search(
            session=s,
            tenant_id=tenant_id,
            query=body.query,
            k=body.k,
            filters=filters,
            settings=c.settings,
            embedder=c.runtime.embedder,
            cache=cache,
            debug=False,
            side_session=c.runtime.read_session,
        )
    return result.to_dict()


@bp.post("/v1/cache/purge")
@documented("purgeCache", (200, CachePurged, "The tenant's cached results removed"))
def purge():  # type: ignore[no-untyped-def]
    """Forget this tenant's cached search and job results (the next ones are computed afresh)."""
    from footnote.shared.generation.produce import purge_caches

    c = ctx()
    tenant_id = require_tenant(c)
    return purge_caches(c.runtime.redis, tenant_id)

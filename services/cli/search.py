"""``footnote search "QUERY" --tenant T``: hybrid retrieval with citations."""

from __future__ import annotations

import click

from footnote.services.cli.common import emit_json, handle_errors, require_sources, state
from footnote.services.cli.remote import API_OPTION, KEY_OPTION


def _location(h: dict) -> str:
    parts = []
    if h.get("chapter"):
        parts.append(h["chapter"])
    if h.get("section"):
        parts.append(h["section"])
    if h.get("page_number") is not None:
        parts.append(f"p. {h['page_number']}")
    if h.get("timestamp_start") is not None:
        t = int(h["timestamp_start"])
        parts.append(f"{t // 60}:{t % 60:02d}")
    if h.get("paragraph_index") is not None:
        parts.append(f"¶{h['paragraph_index']}")
    if h.get("sentence_index") is not None:
        parts.append(f"sentence {h['sentence_index']}")
    parts.append(f"chars {h['char_start']}-{h['char_end']}")
    return ", ".join(parts)


@click.command()
@click.argument("query")
@click.option("--tenant", default=None, help="Tenant whose sources are searched (with --api: the key's).")
@click.option("--k", "k", type=int, default=None, help="Number of results (default: settings.top_k).")
@click.option("--source-type", "source_types", multiple=True, help="Only these source types (repeatable).")
@click.option("--source-id", "source_ids", multiple=True, help="Only these sources (repeatable).")
@click.option("--tag", "tags", multiple=True, help="Every tag must be present, e.g. composer:chopin.")
@click.option(
    "--granularity", type=click.Choice(["sentence", "passage"]), default=None,
    help="Only sentence chunks or only passages (default: both).",
)
@click.option("--chronological", is_flag=True, help="Group video hits by video, in time order.")
@click.option("--debug", "show_debug", is_flag=True, help="Print retrieval_debug after the hits.")
@click.option(
    "--json", "as_json", is_flag=True, help='Print {"hits": [...], "context": [...], "retrieval_debug": {...}}.'
)
@API_OPTION
@KEY_OPTION
@handle_errors
def search(
    query: str, tenant: str | None, k: int | None, source_types: tuple[str, ...], source_ids: tuple[str, ...],
    tags: tuple[str, ...], granularity: str | None, chronological: bool, show_debug: bool, as_json: bool,
    api_url: str | None, api_key: str | None,
) -> None:
    """Search a tenant's sources; every hit carries its exact citation."""
    if api_url:
        from footnote.services.cli import remote

        body = {"query": query, "filters": {"source_types": list(source_types), "source_ids": list(source_ids),
                                            "tags": list(tags), "granularity": granularity}}
        out = remote.search(api_url, api_key, {**body, **({"k": k} if k else {})})
        tenant = tenant or "(the key's)"
    elif not tenant:
        raise click.UsageError("give --tenant (or --api URL with a tenant's --key)")
    else:
        out = _local(query, tenant, k, source_types, source_ids, tags, granularity, chronological)
    if as_json:
        emit_json(out)
        return
    if not out["hits"]:
        click.echo(f"no results in tenant {tenant} for {query!r}")
    for i, h in enumerate(out["hits"], 1):
        sim = "-" if h["similarity"] is None else f"{h['similarity']:.3f}"
        bm25 = "-" if h["bm25"] is None else f"{h['bm25']:.2f}"
        click.echo(f"[{i}] {h['title'] or h['source_id']} ({h['source_type']}) — {_location(h)}")
        click.echo(f"    score {h['score']:.4f}  similarity {sim}  bm25 {bm25}  {h['chunk_uid']}")
        if h.get("url"):
            click.echo(f"    {h['url']}")
        if h.get("previous_text"):
            click.echo(f"    … {h['previous_text']}")
        click.echo(f"    \"{h['text']}\"")
        if h.get("next_text"):
            click.echo(f"    {h['next_text']} …")
    if show_debug:
        emit_json(out["retrieval_debug"])


def _local(
    query: str, tenant: str, k: int | None, source_types: tuple[str, ...], source_ids: tuple[str, ...],
    tags: tuple[str, ...], granularity: str | None, chronological: bool,
) -> dict:
    from footnote.shared.retrieval.cache import RetrievalCache
    from footnote.shared.retrieval.search import search as run_search
    from footnote.shared.retrieval.types import SearchFilters

    rt = state().runtime(redis=True)
    settings = rt.settings
    cache = RetrievalCache(
        rt.redis, retrieval_ttl_s=settings.retrieval_cache_ttl_s,
        embedding_ttl_s=settings.query_embedding_cache_ttl_s,
    )
    filters = SearchFilters(source_types=source_types, source_ids=source_ids, tags=tags, granularity=granularity)
    with rt.read_session() as session:  # both sides on the replica, when one is configured
        require_sources(session, tenant)
        result = run_search(
            session=session, tenant_id=tenant, query=query, k=k, filters=filters, settings=settings,
            embedder=rt.embedder, cache=cache, chronological=chronological, side_session=rt.read_session,
        )
    return result.to_dict()

"""The library pages: upload a source (an ingest job whose progress the job page follows), list
the tenant's sources, delete one, and a search playground that shows the hits with their
citation fields and the retrieval's own account (``retrieval_debug``). Routes on the web app's
blueprint (``services.web.pages``)."""

from __future__ import annotations

import json

from flask import redirect, render_template, request, url_for

from services.web import session as web_session
from services.web.pages import _ctx, bp, signed_in
from shared.errors import FootnoteError


def _sources(tenant: str) -> list[dict]:
    from shared.ingestion.pipeline import list_sources

    with _ctx().runtime.read_session() as s:
        return list_sources(session=s, tenant_id=tenant)


@bp.get("/library")
@signed_in
def library(*, tenant: str):  # type: ignore[no-untyped-def]
    return render_template("library.html", tenant=tenant, sources=_sources(tenant), error=None)


@bp.post("/library")
@signed_in
def upload_source(*, tenant: str):  # type: ignore[no-untyped-def]
    web_session.check_csrf()
    from services.api.routes.sources import ingest_upload

    try:
        job, _status, _headers = ingest_upload(tenant, ignore=("csrf",))
    except FootnoteError as err:
        return render_template("library.html", tenant=tenant, sources=_sources(tenant), error=str(err)), 422
    return redirect(url_for("web.job", job_id=job["id"]), code=303)


@bp.post("/library/<source_id>/delete")
@signed_in
def delete_source(source_id: str, *, tenant: str):  # type: ignore[no-untyped-def]
    web_session.check_csrf()
    from shared.ingestion.pipeline import delete_source as delete

    with _ctx().runtime.session() as s:
        delete(session=s, tenant_id=tenant, source_id=source_id[:64])
    return redirect(url_for("web.library"), code=303)


@bp.get("/search")
@signed_in
def search_page(*, tenant: str):  # type: ignore[no-untyped-def]
    query = (request.args.get("q") or "").strip()[:2000]
    result = None
    if query:
        from shared.retrieval.search import search
        from shared.retrieval.types import SearchFilters

        c = _ctx()
        with c.runtime.read_session() as s:
            result = search(session=s, tenant_id=tenant, query=query, k=10, filters=SearchFilters(),
                            settings=c.settings, embedder=c.runtime.embedder, debug=True)
    from shared.generation.evidence import label

    hits = [{"label": label(h), "text": h.text, "score": h.score, "similarity": h.similarity, "bm25": h.bm25,
             "facets": h.facets} for h in (result.hits if result else ())]
    debug = json.dumps(result.retrieval_debug, indent=2, default=str) if result else ""
    return render_template("search.html", tenant=tenant, query=query, hits=hits, debug=debug)

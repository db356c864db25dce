"""The library pages: upload a source (an ingest job whose progress the job page follows), list
the tenant's sources, delete one, and a search playground that shows the hits with their
citation fields and the retrieval's own account (``retrieval_debug``), and a source's own text
opened at a citation: the quoted words highlighted and scrolled to, the page breaks marked.
Routes on the web app's blueprint (``footnote.services.web.pages``)."""

from __future__ import annotations

import json

from flask import redirect, render_template, request, url_for
from sqlalchemy import text

from footnote.services.web import session as web_session
from footnote.services.web.pages import _ctx, bp, signed_in
from footnote.shared.errors import FootnoteError


def _sources(tenant: str) -> list[dict]:
    from footnote.shared.ingestion.pipeline import list_sources

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
    from footnote.services.api.routes.sources import ingest_upload

    try:
        job, _status, _headers = ingest_upload(tenant, ignore=("csrf",))
    except FootnoteError as err:
        return render_template("library.html", tenant=tenant, sources=_sources(tenant), error=str(err)), 422
    return redirect(url_for("web.job", job_id=job["id"]), code=303)


@bp.post("/library/<source_id>/delete")
@signed_in
def delete_source(source_id: str, *, tenant: str):  # type: ignore[no-untyped-def]
    web_session.check_csrf()
    from footnote.shared.ingestion.pipeline import delete_source as delete

    with _ctx().runtime.session() as s:
        delete(session=s, tenant_id=tenant, source_id=source_id[:64])
    return redirect(url_for("web.library"), code=303)


@bp.get("/search")
@signed_in
def search_page(*, tenant: str):  # type: ignore[no-untyped-def]
    query = (request.args.get("q") or "").strip()[:2000]
    result = None
    if query:
        from footnote.shared.retrieval.search import search
        from footnote.shared.retrieval.types import SearchFilters

        c = _ctx()
        with c.runtime.read_session() as s:
            result = search(session=s, tenant_id=tenant, query=query, k=10, filters=SearchFilters(),
                            settings=c.settings, embedder=c.runtime.embedder, debug=True)
    from footnote.shared.generation.evidence import label

    hits = [{"label": label(h), "text": h.text, "score": h.score, "similarity": h.similarity, "bm25": h.bm25,
             "facets": h.facets} for h in (result.hits if result else ())]
    debug = json.dumps(result.retrieval_debug, indent=2, default=str) if result else ""
    return render_template("search.html", tenant=tenant, query=query, hits=hits, debug=debug)


@bp.get("/sources/<source_id>")
@signed_in
def source_text(source_id: str, *, tenant: str):  # type: ignore[no-untyped-def]
    """The source's stored text around ``from``..``to`` (a citation's offsets), or from ``at``."""
    from flask import abort

    from footnote.services.web.document import page_starts, parse_offset, window
    from footnote.shared.generation.evidence import page_url

    with _ctx().runtime.read_session() as s:
        row = s.execute(text("SELECT id, title, author, url, source_type, text FROM sources "
                             "WHERE id = :id AND tenant_id = :t"), {"id": source_id[:64], "t": tenant}).first()
        if row is None:
            abort(404, description="There is no such source in your library.")
        pages = page_starts(s.execute(text(
            "SELECT char_start, page_number, anchors->'p' FROM chunks WHERE source_id = :id "
            "AND granularity = 'passage' AND page_number IS NOT NULL"), {"id": row.id}).all())
    n = len(row.text)
    start, end = parse_offset(request.args.get("from"), n), parse_offset(request.args.get("to"), n)
    quote = (start, end) if start is not None and end is not None and end > start else None
    shown = window(row.text, quote, pages, at=parse_offset(request.args.get("at"), n) if quote is None else None)
    views = _page_views(tenant, row.id, quote)
    original = row.url
    if original and shown.quote_page and original.lower().split("#")[0].split("?")[0].endswith(".pdf"):
        original = page_url(original.split("#")[0], shown.quote_page)
    return render_template("source.html", tenant=tenant, source=row, shown=shown, quote=quote, views=views,
                           original=original if original and original.startswith(("https://", "http://")) else None)


def _page_views(tenant: str, source_id: str, quote: tuple[int, int] | None) -> tuple:
    """The pages the quote is on, its words highlighted, where the source's original is kept
    (a PDF): each a picture (``source_page``) with the rectangles of the quoted words."""
    from footnote.services.web.document import page_views
    from footnote.shared.generation.spans import quote_boxes
    from footnote.shared.ingestion.pages import has_file
    from footnote.shared.retrieval.page_boxes import boxes_for

    if quote is None:
        return ()
    with _ctx().runtime.read_session() as s:
        if not has_file(session=s, tenant_id=tenant, source_id=source_id):
            return ()
        found = boxes_for(session=s, tenant_id=tenant, ranges=[(source_id, *quote)])
    anchors = found.get((source_id, *quote))
    return page_views(quote_boxes(anchors, *quote)) if anchors else ()


PAGE_SCALE = 2.0  # pixels per PDF point: sharp on a high-density screen


@bp.get("/sources/<source_id>/pages/<int:page>.png")
@signed_in
def source_page(source_id: str, page: int, *, tenant: str):  # type: ignore[no-untyped-def]
    """A page of the source's original PDF as a picture (the reader lays the quote's rectangles
    over it); 404 when the source is not this tenant's, has no original kept, or no such page."""
    from flask import Response, abort

    from footnote.shared.ingestion.pages import load_file, render_page

    with _ctx().runtime.read_session() as s:
        found = load_file(session=s, tenant_id=tenant, source_id=source_id[:64])
    png = render_page(found[1], page, scale=PAGE_SCALE) if found else None
    if png is None:
        abort(404, description="There is no such page of a source in your library.")
    return Response(png, mimetype="image/png", headers={"Cache-Control": "private, max-age=3600"})

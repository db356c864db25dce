"""``/v1/sources``: upload (multipart file or JSON text) -> an ingest job; list; delete."""

from __future__ import annotations

from flask import Blueprint, request

from footnote.services.api.app import ctx
from footnote.services.api.auth import require_tenant
from footnote.services.api.errors import from_pydantic
from footnote.services.api.routes import check_storable, read_json
from footnote.services.api.routes.jobs import check_webhook, submit
from footnote.services.api.schemas import (
    IdempotencyHeaders,
    Job,
    Paragraph,
    SourceCreate,
    SourceDeleted,
    SourceList,
    SourceUpload,
)
from footnote.services.api.spec import documented
from footnote.shared.errors import FileTooLarge, ValidationError
from footnote.shared.ingestion.kind import INGEST_KIND
from footnote.shared.jobs.kinds import get_kind

bp = Blueprint("sources", __name__)

FORM_FIELDS = ("title", "author", "url", "source_type", "granularity", "webhook_url")
COMPANIONS = ("slide_deck", "code")  # file parts beside an audio or video ``file``


def _companions(upload_name: str, max_bytes: int) -> dict[str, tuple[str, bytes]]:
    """A recording's slide deck (PDF) and code (a source file or a .zip), as multipart parts."""
    from footnote.shared.ingestion.parsers import extension_of, find_parser
    from footnote.shared.ingestion.parsers.code import CodeParser
    from footnote.shared.ingestion.parsers.media import MediaParser

    unknown = [k for k in request.files if k != "file" and k not in COMPANIONS]
    if unknown:
        raise ValidationError(unknown[0], f"unknown file part; file parts are file, {', '.join(COMPANIONS)}")
    parts: dict[str, tuple[str, bytes]] = {}
    for part in COMPANIONS:
        f = request.files.get(part)
        if f is None:
            continue
        if not f.filename:
            raise ValidationError(part, "needs a file name")
        check_storable(f.filename, part)
        if not isinstance(find_parser(upload_name), MediaParser):
            raise ValidationError(part, "comes only with an audio or video file")
        ext = extension_of(f.filename)
        if part == "slide_deck" and ext != ".pdf":
            raise ValidationError(part, "must be a PDF of the lecture's slides")
        if part == "code" and ext != ".zip" and not isinstance(find_parser(f.filename), CodeParser):
            raise ValidationError(part, "must be a source file or a .zip of them")
        data = f.read(max_bytes + 1)
        if len(data) > max_bytes:
            raise FileTooLarge(f.filename, f"over max_file_bytes ({max_bytes})")
        parts[part] = (f.filename[:300], data)
    return parts


def _check_supported(name: str, source_type: str | None) -> None:
    from footnote.shared.ingestion.parsers import extension_of, registered_extensions
    from footnote.shared.ingestion.types import SOURCE_TYPES

    ext = extension_of(name)
    if ext not in (*registered_extensions(), ".zip"):
        raise ValidationError(
            "name",
            f"{name!r}: unsupported file type {ext or '(none)'}; "
            f"supported: {', '.join(sorted(registered_extensions()))}, .zip",
        )
    if source_type is not None and source_type not in SOURCE_TYPES:
        raise ValidationError("source_type", f"{source_type!r} is not one of {', '.join(SOURCE_TYPES)}")


@bp.post("/v1/sources")
@documented("createSource", (202, Job, "Ingest job accepted (the source id is in its result)"), 409, 413, 422,
            json=SourceCreate, form=SourceUpload, headers=IdempotencyHeaders)
def create():  # type: ignore[no-untyped-def]
    """Add a source (multipart 'file' or JSON text): an ingest job."""
    return ingest_upload(require_tenant(ctx()))


def ingest_upload(tenant_id: str, *, ignore: tuple[str, ...] = ()) -> tuple[dict, int, dict]:
    """This request's upload (multipart ``file`` or JSON text) as the tenant's ingest job; form
    fields in ``ignore`` (the web app's CSRF token) are not the source's."""
    import pydantic

    c = ctx()
    blob = None
    parts: dict[str, tuple[str, bytes]] = {}
    if request.mimetype == "multipart/form-data":
        upload = request.files.get("file")
        if upload is None or not upload.filename:
            raise ValidationError("file", "multipart uploads need a 'file' part with a file name")
        form = {k: v for k, v in request.form.items() if k not in ignore}
        check_storable(form)
        check_storable(upload.filename, "file")
        unknown = [k for k in form if k not in FORM_FIELDS]
        if unknown:
            raise ValidationError(unknown[0], "unknown field")
        data = upload.read(c.settings.max_file_bytes + 1)
        if len(data) > c.settings.max_file_bytes:
            raise FileTooLarge(upload.filename, f"over max_file_bytes ({c.settings.max_file_bytes})")
        try:
            fields = SourceCreate.model_validate(
                {
                    "text": "-",
                    "name": upload.filename[:300],
                    **{k: v for k, v in form.items() if v != ""},
                }
            )
        except pydantic.ValidationError as err:
            raise from_pydantic(err) from None
        blob = (fields.name, data)
        parts = _companions(fields.name, c.settings.max_file_bytes)
    else:
        fields = read_json(SourceCreate)
    _check_supported(fields.name, fields.source_type)
    check_webhook(fields.webhook_url)
    spec = fields.model_dump(exclude={"webhook_url"} | ({"text"} if blob else set()), exclude_none=True)
    return submit(
        tenant_id=tenant_id,
        kind=INGEST_KIND,
        queue=get_kind(INGEST_KIND).queue_for("batch"),
        priority="batch",
        payload=spec,
        webhook_url=fields.webhook_url,
        blob=blob,
        parts=parts,
    )


@bp.get("/v1/sources")
@documented("listSources", (200, SourceList, "Sources"))
def list_():  # type: ignore[no-untyped-def]
    """List sources."""
    from footnote.shared.ingestion.pipeline import list_sources

    tenant_id = require_tenant(ctx())
    with ctx().runtime.read_session() as s:
        return {"sources": list_sources(session=s, tenant_id=tenant_id)}


@bp.delete("/v1/sources/<source_id>")
@documented("deleteSource", (200, SourceDeleted, "Deleted"), 404)
def delete(source_id: str):  # type: ignore[no-untyped-def]
    """Delete a source and its chunks."""
    from footnote.shared.ingestion.pipeline import delete_source

    tenant_id = require_tenant(ctx())
    with ctx().runtime.session() as s:
        removed = delete_source(session=s, tenant_id=tenant_id, source_id=source_id[:64])
    return {"id": source_id, "chunks_removed": removed}


@bp.get("/v1/sources/<source_id>/paragraphs/<int:index>")
@documented("getParagraph", (200, Paragraph, "The paragraph's exact text and place"), 404)
def paragraph(source_id: str, index: int):  # type: ignore[no-untyped-def]
    """A paragraph of a source by its index (a sentence citation's paragraph_index)."""
    from footnote.shared.retrieval.paragraphs import paragraph as read

    return _paragraph(source_id, lambda s, tenant: read(session=s, tenant_id=tenant, source_id=source_id[:64],
                                                        index=index), f"no paragraph {index}", index)


@bp.get("/v1/sources/<source_id>/paragraphs/at/<int:offset>")
@documented("getParagraphAt", (200, Paragraph, "The paragraph holding the offset"), 404)
def paragraph_at(source_id: str, offset: int):  # type: ignore[no-untyped-def]
    """The paragraph holding a character offset of the stored text: a citation's further_reading link."""
    from footnote.shared.retrieval.paragraphs import paragraph_at as read

    return _paragraph(source_id, lambda s, tenant: read(session=s, tenant_id=tenant, source_id=source_id[:64],
                                                        at=offset), f"no paragraph at character {offset}", offset)


MAX_OFFSET = 2**31 - 1  # offsets and indexes are 32-bit in the database


def _paragraph(source_id: str, read, missing: str, number: int):  # type: ignore[no-untyped-def]
    from footnote.shared.errors import NotFound

    tenant_id = require_tenant(ctx())
    found = None
    if number < MAX_OFFSET:
        with ctx().runtime.read_session() as s:
            found = read(s, tenant_id)
    if found is None:
        raise NotFound(f"{missing} in source {source_id[:64]!r} for this tenant")
    return found

"""``ingest_source``: a file or text -> a source's chunks in the index (submitted through
``POST /v1/sources``, run on the ``ingest`` queue)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Literal

from pydantic import model_validator

from footnote.shared.jobs.kinds import INGEST, JobKind, register_kind
from footnote.shared.jobs.payload import Payload, link, text

INGEST_KIND = "ingest_source"
Name = text(300, description="file name; its extension picks the parser (.txt, .md, .html, .vtt ...)")
Body = text(10_000_000)
Title = text(500, required=False)
Author = text(300, required=False)
ProgressFn = Callable[[float, str], None]  # (share done 0..1, what is being done)
Url = link(2000, "where citations of this source link to (http or https)")
SourceType = text(32, required=False)


class SourceInput(Payload):
    """A source sent as JSON text (a multipart upload takes the same fields as form fields)."""

    text: Body | None = None  # type: ignore[valid-type]  # or a YouTube video's ``url`` (its captions)
    name: Name = "upload.txt"  # type: ignore[valid-type]
    title: Title | None = None  # type: ignore[valid-type]
    author: Author | None = None  # type: ignore[valid-type]
    url: Url | None = None  # type: ignore[valid-type]
    source_type: SourceType | None = None  # type: ignore[valid-type]
    granularity: Literal["auto", "sentence", "passage", "both"] = "auto"

    @model_validator(mode="after")
    def _text_or_video(self) -> SourceInput:
        from footnote.shared.ingestion.youtube import youtube_id

        if not self.text and not youtube_id(self.url):
            raise ValueError("send the source's text (or upload a file), or the url of a YouTube video to ingest "
                             "its captions")
        return self


register_kind(
    JobKind(
        name=INGEST_KIND,
        payload=SourceInput,
        summary="A file or text -> a source in the tenant's library",
        stages=(INGEST,),
        queues={"realtime": "ingest", "batch": "ingest"},
        public=False,
    )
)


def read_ingest_input(
    *, spec: dict, blob: tuple[str, bytes] | None, settings: Any, progress: ProgressFn | None = None,
    parts: dict[str, tuple[str, bytes]] | None = None, checkpoint: Any = None,
    own_corrections: Mapping[str, str] | None = None,
) -> list[Any]:
    """An ingest job's first half, outside any transaction (a long recording takes minutes):
    the file or text parsed into documents. ``progress(share, stage)`` reports how far;
    ``parts``: a recording's ``slide_deck`` (PDF) and ``code`` (a file or a zip), by name and bytes;
    ``checkpoint``: where a recording's finished windows of speech are kept for the next attempt;
    ``own_corrections``: the tenant's caption corrections, on top of the packaged ones."""
    from footnote.shared.errors import ValidationError
    from footnote.shared.ingestion.corrections import load_corrections
    from footnote.shared.ingestion.loader import IngestLimits, code_files, deck_text, load_bytes
    from footnote.shared.ingestion.tenant_corrections import merged

    limits = IngestLimits.from_settings(settings)
    corrections = merged(load_corrections(settings.term_corrections_file), own_corrections or {})
    if blob is None and not spec.get("text"):
        from footnote.shared.ingestion.youtube import fetcher_for, load_youtube, youtube_id

        if not youtube_id(spec.get("url")):
            raise ValidationError("text", "an ingest job needs a file, a non-empty text or a YouTube video's url")
        if progress:
            progress(0.0, "fetching the video's captions from YouTube")
        return load_youtube(spec["url"], fetcher=fetcher_for(settings), limits=limits,
                            corrections=corrections, metadata=_meta(spec))
    if blob is None:
        blob = (spec.get("name") or "upload.txt", spec["text"].encode())
    parts = parts or {}
    deck = code = None
    if "slide_deck" in parts:
        deck = deck_text(parts["slide_deck"][1], name=parts["slide_deck"][0], limits=limits)
    if "code" in parts:
        code = code_files(parts["code"][1], name=parts["code"][0], limits=limits)
    return load_bytes(
        blob[1],
        name=blob[0],
        limits=limits,
        corrections=corrections,
        metadata=_meta(spec) or None,
        progress=progress,
        deck=deck,
        code=code,
        checkpoint=checkpoint,
    )


def write_ingest(*, session: Any, tenant_id: str, spec: dict, documents: list[Any], settings: Any,
                 embedder: Any) -> dict:
    """The second half, in the caller's transaction (so the task commits the ingest and the
    job's success together): chunk, embed, write; the report as JSON."""
    from footnote.shared.ingestion.pipeline import SourceOverrides, ingest_documents

    report = ingest_documents(
        session=session,
        tenant_id=tenant_id,
        documents=documents,
        embedder=embedder,
        settings=settings,
        overrides=SourceOverrides(**_meta(spec)),
        granularities=spec.get("granularity"),
    )
    return report.to_dict()


def _meta(spec: dict) -> dict:
    from footnote.shared.ingestion.youtube import watch_url, youtube_id

    meta = {k: spec[k] for k in ("title", "author", "url", "source_type") if spec.get(k)}
    video = youtube_id(meta.get("url"))
    if video:  # youtu.be/ID, shorts, embed...: one watch URL, which citations extend with &t=
        meta["url"] = watch_url(video)
    return meta

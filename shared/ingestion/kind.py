"""``ingest_source``: a file or text -> a source's chunks in the index (submitted through
``POST /v1/sources``, run on the ``ingest`` queue)."""

from __future__ import annotations

from typing import Literal

from shared.jobs.kinds import INGEST, JobKind, register_kind
from shared.jobs.payload import Payload, text

INGEST_KIND = "ingest_source"
Name = text(300, description="file name; its extension picks the parser (.txt, .md, .html, .vtt ...)")
Body = text(10_000_000)
Title = text(500, required=False)
Author = text(300, required=False)
Url = text(2000, required=False)
SourceType = text(32, required=False)


class SourceInput(Payload):
    """A source sent as JSON text (a multipart upload takes the same fields as form fields)."""

    text: Body  # type: ignore[valid-type]
    name: Name = "upload.txt"  # type: ignore[valid-type]
    title: Title | None = None  # type: ignore[valid-type]
    author: Author | None = None  # type: ignore[valid-type]
    url: Url | None = None  # type: ignore[valid-type]
    source_type: SourceType | None = None  # type: ignore[valid-type]
    granularity: Literal["auto", "sentence", "passage", "both"] = "auto"


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

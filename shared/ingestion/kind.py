"""``ingest_source``: a file or text -> a source's chunks in the index (submitted through
``POST /v1/sources``, run on the ``ingest`` queue)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from shared.jobs.kinds import INGEST, JobKind, register_kind
from shared.jobs.payload import Payload, text

INGEST_KIND = "ingest_source"
Name = text(300, description="file name; its extension picks the parser (.txt, .md, .html, .vtt ...)")


class SourceInput(Payload):
    """A source sent as JSON text (a multipart upload takes the same fields as form fields)."""

    text: str = Field(min_length=1)
    name: Name = "upload.txt"  # type: ignore[valid-type]
    title: str | None = Field(default=None, max_length=500)
    author: str | None = Field(default=None, max_length=300)
    url: str | None = Field(default=None, max_length=2000)
    source_type: str | None = Field(default=None, max_length=32)
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

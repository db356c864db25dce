"""Request bodies as pydantic models (unknown fields are refused, naming the field) and the
response shapes the OpenAPI document describes. Pure: no I/O."""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, RootModel, TypeAdapter, WithJsonSchema, create_model

from footnote.shared.ingestion.kind import SourceInput
from footnote.shared.jobs.kinds import JobKind, public_kinds
from footnote.shared.jobs.payload import text, whole
from footnote.shared.jobs.service import CURSOR_PATTERN
from footnote.shared.retrieval.types import Hit

JOB_STATUSES = ("queued", "running", "succeeded", "failed", "cancelled")
GRANULARITIES = ("auto", "sentence", "passage", "both")


# http(s) only; the host must also resolve to a public address (or FOOTNOTE_WEBHOOK_ALLOWLIST)
WebhookUrl = Annotated[
    str, Field(max_length=2000, pattern=r"^https?://[^\s/?#]+[^\s]*$", json_schema_extra={"format": "uri"})
]


class Strict(BaseModel):
    """Unknown fields refused; no coercion (``true`` is not 1, ``"5"`` is not 5)."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False, strict=True)


def _job_model(spec: JobKind) -> type[BaseModel]:
    name = "".join(part.capitalize() for part in spec.name.split("_")) + "Job"
    return create_model(
        name,
        __base__=Strict,
        __doc__=spec.summary,
        kind=(Literal[spec.name], ...),  # type: ignore[valid-type]
        input=(spec.payload, ...),
        priority=(Literal["realtime", "batch"], "realtime"),
        webhook_url=(WebhookUrl | None, None),
    )


@lru_cache(maxsize=1)
def job_create() -> TypeAdapter:
    """``POST /v1/jobs``: one request model per registered public kind, discriminated by
    ``kind`` (``footnote.shared.jobs.kinds``), so ``input`` is typed per kind in validation and OpenAPI."""
    models = tuple(_job_model(spec) for spec in public_kinds())
    union = models[0] if len(models) == 1 else Union[models]  # noqa: UP007 - built at run time
    return TypeAdapter(Annotated[union, Field(discriminator="kind")])


class JobCreate(RootModel[dict[str, Any]]):
    """``POST /v1/jobs``: one of the registered kinds' request shapes, chosen by ``kind``. The
    OpenAPI document replaces this stand-in with ``job_create()``'s union at the time it is
    served, since kinds register at run time (``FOOTNOTE_PLUGINS``)."""


class JobUpload(BaseModel):
    """``POST /v1/jobs`` as ``multipart/form-data``: the JSON body's fields as form fields, and a
    document whose text fills the kind's input (``essay_feedback``: the essay)."""

    kind: str = Field(description="a registered kind that takes a file (essay_feedback)")
    input: str = Field(default="{}", description="the rest of the input, as a JSON object")
    priority: Literal["realtime", "batch"] = "realtime"
    webhook_url: str | None = Field(default=None, max_length=2000)
    file: bytes = Field(description="the document: .docx, .odt, .rtf, .pdf, .md, .markdown, .txt, .html")


class IdempotencyHeaders(BaseModel):
    idempotency_key: str | None = Field(
        default=None, alias="Idempotency-Key", min_length=1, max_length=200,
        description="Retries with the same key return the original job instead of a new one.",
    )


class JobListQuery(BaseModel):
    status: Literal["queued", "running", "succeeded", "failed", "cancelled"] | None = None
    kind: str | None = Field(default=None, description="a registered kind (422 names them)")
    limit: int = Field(default=50, ge=1, le=200)
    cursor: str | None = Field(default=None, pattern=CURSOR_PATTERN, description="next_cursor of the previous page")


class SourceCreate(SourceInput):
    """``POST /v1/sources`` as JSON: the ingest job's input and where to send its webhook
    (``multipart/form-data`` with a ``file`` part takes the same fields as form fields)."""

    webhook_url: str | None = Field(default=None, max_length=2000)


Label = text(200, storable=False)
SearchK = whole(1, 50)
Query = text(2000, storable=False)
Free = text(20_000, required=False, storable=False)
Short = text(2000, required=False, storable=False)
Name = text(200, required=False)


class SearchFiltersIn(Strict):
    source_types: list[Label] = Field(default_factory=list, max_length=20)  # type: ignore[valid-type]
    source_ids: list[Label] = Field(default_factory=list, max_length=100)  # type: ignore[valid-type]
    tags: list[Label] = Field(default_factory=list, max_length=20)  # type: ignore[valid-type]
    granularity: Literal["sentence", "passage"] | None = None


class SearchRequest(Strict):
    query: Query  # type: ignore[valid-type]
    k: SearchK | None = None  # type: ignore[valid-type]
    filters: SearchFiltersIn = Field(default_factory=SearchFiltersIn)


class VerifyItem(Strict):
    id: str | int | None = None
    claim: Free  # type: ignore[valid-type]
    evidence: Free  # type: ignore[valid-type]
    source: Short | None = None  # type: ignore[valid-type]


class VerifyRequest(Strict):
    """Up to 1000 pairs per request; ``footnote verify`` takes files of up to 10,000 lines."""

    items: list[VerifyItem] = Field(min_length=1, max_length=1000)


class TenantCreate(Strict):
    id: str = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9._-]+$")
    name: Name = ""  # type: ignore[valid-type]


# --- responses (documentation; the handlers build plain dicts of these shapes) --------------


class WebhookState(BaseModel):
    url: str
    state: Literal["pending", "retrying", "delivered", "failed"] | None
    attempts: int
    next_attempt_at: str | None
    deliveries: list[dict[str, Any]] = []


class Rating(BaseModel):
    """A reader's rating of the answer (``PUT /v1/jobs/{id}/rating``)."""

    rating: Literal["up", "down"]
    reason: str | None
    comment: str
    rated_at: str


class Job(BaseModel):
    id: str
    kind: str
    priority: Literal["realtime", "batch"]
    queue: str
    status: Literal["queued", "running", "succeeded", "failed", "cancelled"]
    progress: float
    stage: str | None
    attempts: int
    queued_at: str
    started_at: str | None
    finished_at: str | None
    result: dict[str, Any] | None
    failure_reason: str | None
    enqueue_error: str | None
    webhook: WebhookState | None = None
    rating: Rating | None = None


class Corrections(BaseModel):
    """A tenant's own caption corrections ({"heard": "meant"}) and the packaged dictionary's size."""

    corrections: dict[str, str]
    packaged: int


class JobList(BaseModel):
    jobs: list[Job]
    next_cursor: str | None


class SourceList(BaseModel):
    sources: list[dict[str, Any]]


class SourceDeleted(BaseModel):
    id: str
    chunks_removed: int


class Paragraph(BaseModel):
    """A cited sentence's whole paragraph (a citation's ``further_reading``)."""

    source_id: str
    paragraph_index: int | None = None
    text: str
    char_start: int
    char_end: int
    sentences: int | None = None
    title: str | None = None
    author: str | None = None
    source_type: str
    url: str | None = None
    page_number: int | None = None
    page_end: int | None = None
    chapter: str | None = None
    section: str | None = None
    timestamp_start: float | None = None
    timestamp_end: float | None = None


class CachePurged(BaseModel):
    retrieval: int = Field(description="cached search results removed")
    feedback: int = Field(description="cached job results removed")


class TenantCreated(BaseModel):
    tenant: str
    api_key: str
    webhook_secret: str


class VerifyResult(BaseModel):
    id: str | int | None
    verdict: Literal["supported", "partial", "contradicted", "unsupported"]
    reason: str
    scores: dict[str, float]


class VerifyResponse(BaseModel):
    results: list[VerifyResult]


class SecretRotated(BaseModel):
    webhook_secret: str
    previous_secret_valid_until: str


class WebhookEvent(BaseModel):
    """The body of every webhook delivery (Standard Webhooks envelope)."""

    type: Literal["job.succeeded", "job.failed", "job.cancelled"]
    timestamp: str
    data: Job


class ErrorBody(BaseModel):
    code: str
    message: str
    field: str | None = None


class Error(BaseModel):
    """RFC 9457 problem details (``application/problem+json``) plus Footnote's ``code`` and
    ``field``; ``error`` repeats them in the earlier shape (deprecated)."""

    type: str
    title: str
    status: int
    detail: str
    instance: str | None = None
    code: str
    field: str | None = None
    error: ErrorBody


_FilePart = Annotated[bytes | None, WithJsonSchema({"type": "string", "format": "binary"})]  # optional part
SourceUpload = create_model(
    "SourceUpload",
    __doc__="``POST /v1/sources`` as ``multipart/form-data``: the file, a recording's companions, and "
    "the JSON body's fields (less text and name) as form fields.",
    file=(bytes, ...),
    slide_deck=(_FilePart, Field(default=None, description="with an audio or video file: its slides as a PDF")),
    code=(_FilePart, Field(default=None, description="with an audio or video file: a source file or a .zip")),
    **{k: (f.annotation, f) for k, f in SourceCreate.model_fields.items() if k not in ("text", "name")},
)


class SearchResponse(BaseModel):
    hits: list[Hit] = Field(description="best first; each with every citation field")
    context: list[Hit] = Field(description="window-expanded neighbours, in document order")
    retrieval_debug: dict[str, Any]


class Tenant(BaseModel):
    id: str
    name: str
    created_at: str


class TenantList(BaseModel):
    tenants: list[Tenant]


class Health(BaseModel):
    status: str


class Readiness(BaseModel):
    status: Literal["ready", "not ready"]
    checks: dict[str, str]

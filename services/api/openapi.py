"""The OpenAPI 3.1 document served at ``/v1/openapi.json``, built from the pydantic schemas."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pydantic import BaseModel, TypeAdapter

from services.api import schemas
from shared.jobs.kinds import KINDS
from shared.jobs.service import CURSOR_PATTERN
from shared.retrieval.types import Hit

_REF = "#/components/schemas/{model}"


def _collect(models: list[type[BaseModel]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for model in models:
        schema = model.model_json_schema(ref_template=_REF)
        for name, sub in schema.pop("$defs", {}).items():
            out[name] = sub
        out[model.__name__] = schema
    # /v1/search: the hit is the retrieval value itself (every citation field), less its vector
    hit = TypeAdapter(Hit).json_schema(ref_template=_REF)
    hit["properties"].pop("embedding", None)
    hit["title"] = "SearchHit"
    out["SearchHit"] = hit
    out["SearchResponse"] = {
        "type": "object",
        "required": ["hits", "context", "retrieval_debug"],
        "properties": {
            "hits": {"type": "array", "items": _ref("SearchHit"), "description": "best first"},
            "context": {"type": "array", "items": _ref("SearchHit"), "description": "window-expanded neighbours"},
            "retrieval_debug": {"type": "object"},
        },
    }
    # POST /v1/jobs: one request shape per registered kind, discriminated by "kind"
    union = schemas.job_create().json_schema(ref_template=_REF)
    out.update(union.pop("$defs", {}))
    out["JobCreate"] = union
    return out


def _ref(name: str) -> dict:
    return {"$ref": _REF.format(model=name)}


def _json(name: str) -> dict:
    return {"application/json": {"schema": _ref(name)}}


def _errors(*codes: int) -> dict:
    text = {
        400: "Malformed request",
        401: "Missing or invalid API key",
        403: "Wrong key scope",
        404: "Not found for this tenant",
        409: "Conflict",
        413: "Body too large",
        415: "The body must be sent as application/json",
        422: "Invalid field (named in field)",
        429: "Rate limited (see Retry-After)",
        503: "Database or broker unavailable, or the index needs a reindex (see Retry-After)",
    }
    problem = {"application/problem+json": {"schema": _ref("Error")}}
    return {str(c): {"description": text[c], "content": problem} for c in codes}


COMPANION_TYPES = {"slide_deck": {"contentType": "application/pdf, application/octet-stream"},
                   "code": {"contentType": "text/plain, application/zip, application/octet-stream"}}
RETRY_AFTER = {"Retry-After": {"description": "Seconds to wait before retrying", "schema": {"type": "integer"}}}


URI_TOO_LONG = {"description": "Request line too long (from the HTTP server)", "content": {"text/html": {}}}
UPLOAD_TYPES = ("text/plain", "text/markdown", "text/html", "application/pdf", "text/vtt", "application/x-subrip")


def _multipart_source() -> dict[str, Any]:
    """``POST /v1/sources`` as multipart: the JSON body's fields as form fields, plus ``file``."""
    fields = schemas.SourceCreate.model_json_schema(ref_template=_REF)["properties"]
    fields = {k: v for k, v in fields.items() if k not in ("text", "name")}
    companions = {part: {"type": "string", "format": "binary", "description": f"with an audio or video file: {what}"}
                  for part, what in (("slide_deck", "its slides as a PDF (numbers and names them)"),
                                     ("code", "its code, a source file or a .zip of them"))}
    return {"type": "object", "required": ["file"], "properties": {"file": {"type": "string", "format": "binary"},
                                                                  **companions, **fields}}


def _complete(doc: dict[str, Any]) -> dict[str, Any]:
    """Responses every operation can give: 415 where it takes a body, 503 + Retry-After while
    the database or broker is unavailable, Retry-After on 429, and 414 from the HTTP server
    where a query string can grow."""
    for path in doc["paths"].values():
        for op in path.values():
            responses = op["responses"]
            if any(p.get("in") == "query" for p in op.get("parameters", [])):
                responses.setdefault("414", URI_TOO_LONG)
            if "requestBody" in op:
                responses.setdefault("415", _errors(415)["415"])
            if op.get("security") != []:
                responses.setdefault("503", {**_errors(503)["503"], "headers": RETRY_AFTER})
            if "429" in responses:
                responses["429"] = {**responses["429"], "headers": RETRY_AFTER}
    return doc


AUTH = (400, 401, 403, 429)


@lru_cache(maxsize=1)
def document() -> dict[str, Any]:
    job_id = {"name": "job_id", "in": "path", "required": True, "schema": {"type": "string", "maxLength": 64}}
    idem = {
        "name": "Idempotency-Key",
        "in": "header",
        "required": False,
        "schema": {"type": "string", "minLength": 1, "maxLength": 200},
        "description": "Retries with the same key return the original job instead of a new one.",
    }
    return _complete({
        "openapi": "3.1.0",
        "info": {
            "title": "Footnote",
            "version": "1",
            "description": "Feedback and answers where every claim cites an exact place in a source.",
        },
        "components": {
            "schemas": _collect(
                [
                    schemas.SourceCreate,
                    schemas.SearchRequest,
                    schemas.TenantCreate,
                    schemas.Job,
                    schemas.JobList,
                    schemas.SourceList,
                    schemas.SourceDeleted,
                    schemas.TenantCreated,
                    schemas.VerifyRequest,
                    schemas.VerifyResponse,
                    schemas.SecretRotated,
                    schemas.WebhookEvent,
                    schemas.Error,
                ]
            ),
            "securitySchemes": {"apiKey": {"type": "http", "scheme": "bearer"}},
        },
        "security": [{"apiKey": []}],
        "webhooks": _webhooks(),
        "paths": {
            **_tenant_tools(),
            "/v1/jobs": {
                "post": {
                    "summary": "Submit a job",
                    "operationId": "createJob",
                    "parameters": [idem],
                    "requestBody": {"required": True, "content": _json("JobCreate")},
                    "responses": {
                        "202": {
                            "description": "Accepted; poll Location",
                            "headers": {"Location": {"schema": {"type": "string"}}},
                            "content": _json("Job"),
                        },
                        **_errors(*AUTH, 409, 413, 422),
                    },
                },
                "get": {
                    "summary": "List jobs (newest first)",
                    "operationId": "listJobs",
                    "parameters": [
                        {
                            "name": "status",
                            "in": "query",
                            "schema": {"type": "string", "enum": list(schemas.JOB_STATUSES)},
                        },
                        {
                            "name": "kind",
                            "in": "query",
                            "schema": {"type": "string", "enum": list(KINDS.names())},
                        },
                        {
                            "name": "limit",
                            "in": "query",
                            "schema": {"type": "integer", "minimum": 1, "maximum": 200},
                        },
                        {
                            "name": "cursor",
                            "in": "query",
                            "description": "next_cursor of the previous page",
                            "schema": {"type": "string", "pattern": CURSOR_PATTERN},
                        },
                    ],
                    "responses": {
                        "200": {"description": "A page of jobs", "content": _json("JobList")},
                        **_errors(*AUTH, 422),
                    },
                },
            },
            "/v1/jobs/{job_id}": {
                "get": {
                    "summary": "Job status, result and webhook delivery state",
                    "operationId": "getJob",
                    "parameters": [job_id],
                    "responses": {
                        "200": {"description": "The job", "content": _json("Job")},
                        **_errors(*AUTH, 404),
                    },
                },
                "delete": {
                    "summary": "Cancel a queued or running job (deprecated: use POST .../cancel)",
                    "operationId": "cancelJobDeprecated",
                    "deprecated": True,
                    "parameters": [job_id],
                    "responses": {
                        "200": {"description": "Cancelled", "content": _json("Job")},
                        **_errors(*AUTH, 404, 409),
                    },
                },
            },
            "/v1/jobs/{job_id}/cancel": {
                "post": {
                    "summary": "Cancel a queued or running job; it stays readable with status cancelled",
                    "operationId": "cancelJob",
                    "parameters": [job_id],
                    "responses": {
                        "200": {"description": "Cancelled", "content": _json("Job")},
                        **_errors(*AUTH, 404, 409),
                    },
                }
            },
            "/v1/sources": {
                "post": {
                    "summary": "Add a source (multipart 'file' or JSON text) -> an ingest job",
                    "operationId": "createSource",
                    "parameters": [idem],
                    "requestBody": {
                        "required": True,
                        "content": {
                            **_json("SourceCreate"),
                            "multipart/form-data": {
                                "schema": _multipart_source(),
                                "encoding": {"file": {"contentType": ", ".join(UPLOAD_TYPES)}, **COMPANION_TYPES},
                            },
                        },
                    },
                    "responses": {
                        "202": {
                            "description": "Ingest job accepted (the source id is in its result)",
                            "content": _json("Job"),
                            "links": {
                                "GetIngestJob": {
                                    "operationId": "getJob",
                                    "parameters": {"job_id": "$response.body#/id"},
                                }
                            },
                        },
                        **_errors(*AUTH, 409, 413, 422),
                    },
                },
                "get": {
                    "summary": "List sources",
                    "operationId": "listSources",
                    "responses": {
                        "200": {"description": "Sources", "content": _json("SourceList")},
                        **_errors(*AUTH),
                    },
                },
            },
            "/v1/sources/{source_id}": {
                "delete": {
                    "summary": "Delete a source and its chunks",
                    "operationId": "deleteSource",
                    "parameters": [
                        {
                            "name": "source_id",
                            "in": "path",
                            "required": True,
                            "schema": {"type": "string", "maxLength": 64},
                        }
                    ],
                    "responses": {
                        "200": {"description": "Deleted", "content": _json("SourceDeleted")},
                        **_errors(*AUTH, 404),
                    },
                },
            },
            "/v1/search": {
                "post": {
                    "summary": "Synchronous hybrid retrieval",
                    "operationId": "search",
                    "requestBody": {"required": True, "content": _json("SearchRequest")},
                    "responses": {
                        "200": {"description": "Hits with citation fields", "content": _json("SearchResponse")},
                        **_errors(*AUTH, 413, 422),
                    },
                },
            },
            "/v1/tenants": {
                "post": {
                    "summary": "Create a tenant and its first key (admin)",
                    "operationId": "createTenant",
                    "requestBody": {"required": True, "content": _json("TenantCreate")},
                    "responses": {
                        "201": {
                            "description": "Created; the key is shown once",
                            "content": _json("TenantCreated"),
                        },
                        **_errors(*AUTH, 409, 422),
                    },
                },
                "get": {
                    "summary": "List tenants (admin)",
                    "operationId": "listTenants",
                    "responses": {
                        "200": {
                            "description": "Tenants",
                            "content": {"application/json": {"schema": {"type": "object"}}},
                        },
                        **_errors(*AUTH),
                    },
                },
            },
            "/healthz": {
                "get": {
                    "summary": "Process alive",
                    "operationId": "healthz",
                    "security": [],
                    "responses": {"200": {"description": "Alive"}},
                }
            },
            "/readyz": {
                "get": {
                    "summary": "Database and broker reachable",
                    "operationId": "readyz",
                    "security": [],
                    "responses": {"200": {"description": "Ready"}, "503": {"description": "Not ready"}},
                }
            },
            "/metrics": {
                "get": {
                    "summary": "Prometheus metrics",
                    "operationId": "metrics",
                    "security": [],
                    "responses": {
                        "200": {
                            "description": "Prometheus text",
                            "content": {"text/plain": {"schema": {"type": "string"}}},
                        }
                    },
                }
            },
        },
    })


def _tenant_tools() -> dict[str, Any]:
    return {
        "/v1/verify": {
            "post": {
                "summary": "Verdicts for your own claim/evidence pairs",
                "operationId": "verify",
                "requestBody": {"required": True, "content": _json("VerifyRequest")},
                "responses": {
                    "200": {"description": "One verdict per item, in input order", "content": _json("VerifyResponse")},
                    **_errors(*AUTH, 413, 422),
                },
            }
        },
        "/v1/webhook-secret/rotate": {
            "post": {
                "summary": "Issue a new webhook signing secret",
                "description": "The previous secret keeps signing deliveries beside the new one until "
                "previous_secret_valid_until (FOOTNOTE_WEBHOOK_SECRET_OVERLAP_S, default a day).",
                "operationId": "rotateWebhookSecret",
                "responses": {"201": {"description": "Rotated", "content": _json("SecretRotated")}, **_errors(*AUTH)},
            }
        },
    }


def _webhooks() -> dict[str, Any]:
    """What Footnote POSTs to a job's ``webhook_url`` (Standard Webhooks)."""

    def header(name: str, text: str) -> dict:
        return {"name": name, "in": "header", "required": True, "schema": {"type": "string"}, "description": text}

    return {
        "jobFinished": {
            "post": {
                "summary": "A job reached succeeded, failed or cancelled",
                "description": "Signed by the Standard Webhooks spec: verify with any standardwebhooks library "
                "and the tenant's whsec_ secret. Retried with backoff for about a day; drop duplicates by "
                "webhook-id.",
                "parameters": [
                    header("webhook-id", "The event id, the same on every retry (<job id>:<status>)"),
                    header("webhook-timestamp", "Unix seconds of this attempt"),
                    header("webhook-signature", "v1,<base64 HMAC-SHA256>, one per valid secret, space-separated"),
                ],
                "requestBody": {"required": True, "content": _json("WebhookEvent")},
                "responses": {"200": {"description": "Any 2xx acknowledges; anything else is retried"}},
            }
        }
    }

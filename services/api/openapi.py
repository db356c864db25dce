"""The OpenAPI 3.1 document served at ``/v1/openapi.json``.

spectree generates it from the Flask routes and the pydantic models each route declares with
``@documented`` (``footnote.services.api.spec``). What a route declaration cannot say is added here, each
step for every operation alike: the request union of the kinds registered now, problem details
as ``application/problem+json``, the headers (``Location``, ``Retry-After``), the responses every
operation can give (414, 415, 503), the upload's part types, and the webhooks Footnote sends."""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from footnote.services.api import schemas
from footnote.services.api.spec import ERRORS, SPEC

_REF = "#/components/schemas/{model}"
ID_MAX = 64  # job and source ids in paths (longer ones are not ours: 404)

COMPANION_TYPES = {"slide_deck": {"contentType": "application/pdf, application/octet-stream"},
                   "code": {"contentType": "text/plain, application/zip, application/octet-stream"}}
UPLOAD_TYPES = ("text/plain", "text/markdown", "text/html", "application/pdf", "text/vtt", "application/x-subrip",
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                "application/vnd.oasis.opendocument.text", "application/epub+zip",
                "application/vnd.openxmlformats-officedocument.presentationml.presentation")
RETRY_AFTER = {"Retry-After": {"description": "Seconds to wait before retrying", "schema": {"type": "integer"}}}
LOCATION = {"Location": {"description": "The job's URL, to poll", "schema": {"type": "string"}}}
_SPECTREE_422 = "#/components/schemas/ValidationError'"
DOCUMENT_TYPES = ("application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                  "application/vnd.oasis.opendocument.text", "application/pdf", "text/markdown", "text/plain",
                  "text/html", "application/octet-stream")
URI_TOO_LONG = {"description": "Request line too long (from the HTTP server)", "content": {"text/html": {}}}


@lru_cache(maxsize=1)
def document() -> dict[str, Any]:
    """The document for the routes ``create_app`` serves and the kinds registered now."""
    from flask import Flask

    from footnote.services.api.app import register_routes

    app = Flask("footnote-openapi")  # the same blueprints as the served app, nothing opened
    register_routes(app)
    with app.app_context():
        generated = copy.deepcopy(SPEC.spec)  # spectree caches its own; ours is amended below
    return complete(generated)


def complete(doc: dict[str, Any]) -> dict[str, Any]:
    components = doc["components"]["schemas"]
    _kinds_now(doc)
    components.get("Hit", {}).get("properties", {}).pop("embedding", None)  # never sent
    components["WebhookEvent"] = _schema(schemas.WebhookEvent, components)
    doc["webhooks"] = _webhooks()
    if not doc.get("tags"):
        doc.pop("tags", None)
    for path, item in doc["paths"].items():
        for method, op in item.items():
            _operation(path, method, op)
    _prune(doc)
    return doc


def _prune(doc: dict[str, Any]) -> None:
    """Drop the schemas nothing refers to: spectree lists every model it was given, also those
    that only became parameters, and its own validation error, which this API never sends."""
    components = doc["components"]["schemas"]
    seen: set[str] = set()
    todo = [doc["paths"], doc["webhooks"]]
    while todo:
        node = todo.pop()
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.rsplit("/", 1)[1] not in seen:
                seen.add(ref.rsplit("/", 1)[1])
                todo.append(components[ref.rsplit("/", 1)[1]])
            todo.extend(node.values())
        elif isinstance(node, list):
            todo.extend(node)
    for name in set(components) - seen:
        del components[name]


def _parameter(p: dict[str, Any]) -> None:
    """A parameter's optionality is ``required``; its schema is the value's (no ``null`` branch)."""
    schema = p["schema"]
    options = [o for o in schema.get("anyOf", []) if o.get("type") != "null"]
    if len(options) == 1 and len(schema["anyOf"]) == 2:
        del schema["anyOf"]
        schema.update(options[0])
    if schema.get("default", 0) is None:
        del schema["default"]
    schema.pop("title", None)
    if not p.get("description"):
        p.pop("description", None)


def _operation(path: str, method: str, op: dict[str, Any]) -> None:
    for key in ("description", "tags"):
        if not op.get(key):
            op.pop(key, None)
    params = op.get("parameters", [])
    for p in params:
        _parameter(p)
        if p["in"] == "path":
            p["schema"]["maxLength"] = ID_MAX
    if not params:
        op.pop("parameters", None)
    responses = op["responses"]
    for code in [c for c, r in responses.items() if _SPECTREE_422 in str(r.get("content"))]:
        del responses[code]  # spectree's own validation error: the handlers validate (Error, 422)
    for code, response in responses.items():
        content = response.get("content", {})
        if int(code) >= 400 and "application/json" in content:  # problem details (RFC 9457)
            content["application/problem+json"] = content.pop("application/json")
        if code == "202":
            response["headers"] = LOCATION
        if code == "429":
            response["headers"] = RETRY_AFTER
    if any(p["in"] == "query" for p in params):
        responses.setdefault("414", URI_TOO_LONG)
    if "requestBody" in op:
        responses.setdefault("415", _problem(415))
        form = op["requestBody"]["content"].get("multipart/form-data")
        if form is not None:  # an upload: which media types each file part takes
            form["encoding"] = ({"file": {"contentType": ", ".join(UPLOAD_TYPES)}, **COMPANION_TYPES}
                                if op["operationId"] == "createSource" else
                                {"file": {"contentType": ", ".join(DOCUMENT_TYPES)}})
    if op.get("security") != []:
        responses.setdefault("503", {**_problem(503), "headers": RETRY_AFTER})


def _problem(status: int) -> dict[str, Any]:
    return {"description": ERRORS[status],
            "content": {"application/problem+json": {"schema": {"$ref": _REF.format(model="Error")}}}}


def _schema(model: type[BaseModel], components: dict[str, Any]) -> dict[str, Any]:
    schema = model.model_json_schema(ref_template=_REF)
    for name, sub in schema.pop("$defs", {}).items():
        components.setdefault(name, sub)
    return schema


def _kinds_now(doc: dict[str, Any]) -> None:
    """The kinds registered now (plugins register at run time, so the routes declare stand-ins):
    ``POST /v1/jobs`` takes one request shape per kind, discriminated by ``kind``, and a ``kind``
    parameter names one of them."""
    from footnote.shared.jobs.kinds import KINDS

    components = doc["components"]["schemas"]
    union = schemas.job_create().json_schema(ref_template=_REF)
    components.update(union.pop("$defs", {}))
    components["JobCreate"] = union
    for item in doc["paths"].values():
        for op in item.values():
            for p in op.get("parameters", []):
                if p["name"] == "kind" and p["in"] == "query":
                    p["schema"] = {**p["schema"], "enum": list(KINDS.names())}


def _webhooks() -> dict[str, Any]:
    """What Footnote POSTs to a job's ``webhook_url`` (Standard Webhooks)."""

    def header(name: str, text: str) -> dict:
        return {"name": name, "in": "header", "required": True, "schema": {"type": "string"}, "description": text}

    event = {"$ref": _REF.format(model="WebhookEvent")}
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
                "requestBody": {"required": True, "content": {"application/json": {"schema": event}}},
                "responses": {"200": {"description": "Any 2xx acknowledges; anything else is retried"}},
            }
        }
    }

"""The API's contract, declared on the routes: ``@documented(...)`` names a view's operation id,
its request model and its responses, and spectree derives the OpenAPI document's paths,
parameters and schemas from the Flask routes and these pydantic models
(``footnote.services.api.openapi.document``).

Validation stays with the handlers (``read_json``: 415/400/422 as RFC 9457 problems naming the
field), so spectree only documents (``skip_validation``); the schemathesis run in CI checks that
what the handlers do matches what this declares."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel
from spectree import Response, SecurityScheme, SecuritySchemeData, SpecTree

from footnote.services.api.schemas import Error


def make_spec() -> SpecTree:
    """A spectree instance for Footnote's conventions (one serves the app: ``SPEC``)."""
    return SpecTree(
        "flask",
        mode="strict",  # only routes declared with @documented
        annotations=False,  # handlers read their own bodies
        naming_strategy=lambda model: model.__name__,
        nested_naming_strategy=lambda _parent, child: child,
        title="Footnote",
        version="1",
        description="Feedback and answers where every claim cites an exact place in a source.",
        security_schemes=[SecurityScheme(name="apiKey", data=SecuritySchemeData(type="http", scheme="bearer"))],
        security={"apiKey": []},
    )


SPEC = make_spec()

ERRORS = {
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
AUTH = (400, 401, 403, 429)  # what any authenticated call can answer


def documented(
    operation_id: str,
    ok: tuple[int, type[BaseModel] | None, str],
    *errors: int,
    json: type[BaseModel] | None = None,
    form: type[BaseModel] | None = None,
    query: type[BaseModel] | None = None,
    headers: type[BaseModel] | None = None,
    public: bool = False,
    deprecated: bool = False,
    more: dict[int, tuple[type[BaseModel] | None, str]] | None = None,
    spec: SpecTree | None = None,
) -> Callable:
    """Declare a route's operation: ``ok`` is (status, model, description); ``errors`` the
    problem statuses it can answer besides the ones every operation can (``openapi.complete``);
    ``more`` other responses, (model, description) by status; ``public`` drops the API key;
    ``spec`` another instance than the app's (tests)."""
    code, model, text = ok
    codes: dict[str, Any] = {f"HTTP_{code}": (model, text)}
    for status in (*(() if public else AUTH), *errors):
        codes[f"HTTP_{status}"] = (Error, ERRORS[status])
    codes.update({f"HTTP_{status}": value for status, value in (more or {}).items()})
    return (spec or SPEC).validate(
        json=json,
        form=form,
        query=query,
        headers=headers,
        resp=Response(**codes),
        operation_id=operation_id,
        deprecated=deprecated,
        security={} if public else None,
        skip_validation=True,
    )

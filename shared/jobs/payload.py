"""Building blocks of job payload models (pure): strict, closed objects of storable text.

A payload model is what a client sends as a job's ``input``; its JSON schema is what the OpenAPI
document publishes, so the published constraints are exactly the enforced ones: non-blank text
(``pattern`` ``\\S``), lengths, integer ranges, no unknown fields, no coercion (``true`` is not
1). Text Postgres cannot store (NUL, unpaired surrogates) is refused by the API before a model
sees it; the schema says so with a pattern too.
"""

from __future__ import annotations

from typing import Annotated, Any, TypeVar

import pydantic
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, WithJsonSchema

from footnote.shared.errors import ValidationError

# JSON-schema only: characters a database cannot store (the API refuses them in check_storable)
STORABLE_PATTERN = "^[^\\u0000\\ud800-\\udfff]*$"
NON_BLANK_PATTERN = "^[^\\u0000\\ud800-\\udfff]*[^\\s\\u0000\\ud800-\\udfff][^\\u0000\\ud800-\\udfff]*$"


class Payload(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


P = TypeVar("P", bound=BaseModel)


def text(max_length: int, *, required: bool = True, description: str = "", storable: bool = True) -> object:
    """A string type of at most ``max_length`` characters; ``required``: not blank; ``storable``:
    the schema excludes what a database cannot keep (off for bodies that are only read)."""
    if storable:
        pattern: str | None = NON_BLANK_PATTERN if required else STORABLE_PATTERN
    else:
        pattern = r"\S" if required else None
    schema: dict = {"type": "string", "maxLength": max_length}
    if pattern:
        schema["pattern"] = pattern
    if required:
        schema["minLength"] = 1
    if description:
        schema["description"] = description
    constraint = Field(min_length=1 if required else 0, max_length=max_length, pattern=r"\S" if required else None)
    return Annotated[str, constraint, WithJsonSchema(schema)]


LINK_PATTERN = r"^https?://[^\s\u0000\ud800-\udfff]+$"


def link(max_length: int, description: str = "") -> object:
    """An absolute http(s) URL of at most ``max_length`` characters (a citation links to it)."""
    schema: dict = {"type": "string", "maxLength": max_length, "pattern": LINK_PATTERN, "format": "uri"}
    if description:
        schema["description"] = description
    return Annotated[str, Field(max_length=max_length, pattern=r"^https?://\S+$"), WithJsonSchema(schema)]


def _whole_number(value: Any) -> Any:
    """JSON has one number type: 46.0 is the integer 46 (as JSON Schema's "integer" says);
    booleans and fractions stay errors."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def whole(ge: int, le: int, description: str = "") -> object:
    return Annotated[int, Field(ge=ge, le=le, description=description or None), BeforeValidator(_whole_number)]


TopK = whole(1, 50, "evidence passages to retrieve (default: the server's)")


def field_path(loc: tuple[Any, ...]) -> str:
    """pydantic's ``("filters", "tags", 0)`` -> ``"filters.tags[0]"``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "body"


_MESSAGES = {
    "extra_forbidden": "unknown field",
    "missing": "is required",
    "int_type": "must be an integer",
    "string_type": "must be a string",
    "float_type": "must be a number",
    "bool_type": "must be true or false",
    "dict_type": "must be an object",
    "model_type": "must be an object",
    "list_type": "must be a list",
}


def to_validation_error(err: pydantic.ValidationError, *, drop: int = 0) -> ValidationError:
    """The first of pydantic's errors as Footnote's ``ValidationError`` naming the field.
    ``drop``: leading path parts to leave out (a union's tag)."""
    first = err.errors()[0]
    loc = tuple(first.get("loc", ()))[drop:]
    kind = first.get("type", "")
    message = _MESSAGES.get(kind) or first.get("msg", "invalid value")
    if kind == "string_pattern_mismatch":
        pattern = (first.get("ctx") or {}).get("pattern", "")
        message = {r"\S": "must not be blank", r"^https?://\S+$": "must be an absolute http(s) URL"}.get(
            pattern, f"must match {pattern}")
    elif kind in ("union_tag_invalid", "union_tag_not_found"):
        return ValidationError("kind", message)
    return ValidationError(field_path(loc), message)


def parse(model: type[P], payload: Any) -> P:
    """``payload`` as ``model``, or ``ValidationError`` naming the offending field."""
    if not isinstance(payload, dict):
        raise ValidationError("input", f"must be a JSON object, got {type(payload).__name__}")
    try:
        return model.model_validate(payload)
    except pydantic.ValidationError as err:
        raise to_validation_error(err) from None

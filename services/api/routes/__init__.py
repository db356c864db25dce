"""Route blueprints, one per resource, and the body-reading helper they share."""

from __future__ import annotations

import json
import re
from typing import Any, TypeVar

import pydantic
from flask import request

from footnote.services.api.errors import as_input_field, from_pydantic
from footnote.shared.errors import InputError, ValidationError

M = TypeVar("M", bound=pydantic.BaseModel)


def unstorable(text: str) -> bool:
    """NUL and unpaired surrogates cannot be stored in Postgres text/jsonb (nor encoded as UTF-8)."""
    if "\x00" in text:
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def check_storable(value: Any, path: str = "") -> None:
    """Refuse (422, naming the field) any string a database could not store, keys included."""
    if isinstance(value, str):
        if unstorable(value):
            raise ValidationError(path or "body", "must not contain NUL or unpaired surrogate characters")
    elif isinstance(value, dict):
        for key, item in value.items():
            child = f"{path}.{key}" if path else str(key)
            if unstorable(str(key)):
                raise ValidationError(path or "body", "keys must not contain NUL or unpaired surrogates")
            check_storable(item, child)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            check_storable(item, f"{path}[{i}]")


MAX_JSON_DEPTH = 32  # nesting of objects/arrays a request body may have (no endpoint needs more than 4)


def json_depth(raw: bytes) -> int:
    """The deepest nesting of ``[``/``{`` in ``raw``, strings skipped (pure, one pass, no recursion)."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):
            depth += 1
            deepest = max(deepest, depth)
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return deepest


def is_json_type(mimetype: str) -> bool:
    return mimetype == "application/json" or (mimetype.startswith("application/") and mimetype.endswith("+json"))


_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def replace_unstorable(value: Any) -> Any:
    """NUL and lone surrogates (JSON lets a client send them) as U+FFFD, keys and values, for
    bodies that are read and answered, never stored (search, verify)."""
    if isinstance(value, str):
        return _UNSTORABLE.sub("\ufffd", value)
    if isinstance(value, dict):
        return {replace_unstorable(k): replace_unstorable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [replace_unstorable(v) for v in value]
    return value


def read_json(model: type[M] | pydantic.TypeAdapter, *, stored: bool = True) -> Any:
    """Parse the body as JSON into ``model``: 415 unless it is sent as JSON, 400 for malformed or
    too deeply nested JSON, 422 naming the field (booleans are not numbers: the models are strict).
    ``stored=False``: the body is only read (search, verify), so NUL and lone surrogates become
    U+FFFD instead of a 422."""
    from werkzeug.exceptions import UnsupportedMediaType

    raw = request.get_data(cache=True)  # enforces MAX_CONTENT_LENGTH (413)
    if not is_json_type(request.mimetype):
        raise UnsupportedMediaType(
            f"send the body as JSON with Content-Type: application/json (got {request.mimetype or 'none'!r})"
        )
    if not raw.strip():
        raise InputError("request body is empty; send a JSON object")
    if json_depth(raw) > MAX_JSON_DEPTH:
        raise InputError(f"the JSON body is nested more than {MAX_JSON_DEPTH} levels deep")
    try:
        data: Any = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise InputError(f"malformed JSON: {err}") from None
    if not isinstance(data, dict):
        raise InputError("the JSON body must be an object")
    return validate_body(model, data, stored=stored)


def validate_body(model: type[M] | pydantic.TypeAdapter, data: dict, *, stored: bool = True) -> Any:
    """A request's fields (from JSON or a form) into ``model``: 422 naming the field."""
    union = isinstance(model, pydantic.TypeAdapter)
    if stored:
        try:
            check_storable(data)  # 422 naming the field: such text cannot be kept
        except ValidationError as err:
            raise (as_input_field(err) if union else err) from None
    else:
        data = replace_unstorable(data)
    try:
        if union:
            return model.validate_python(data)
        return model.model_validate(data)
    except pydantic.ValidationError as err:
        raise from_pydantic(err, union=union) from None


def int_arg(name: str, default: int, lo: int, hi: int) -> int:
    raw = request.args.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ValidationError(name, f"{raw!r} is not an integer") from None
    if not lo <= value <= hi:
        raise ValidationError(name, f"{value} must be between {lo} and {hi}")
    return value

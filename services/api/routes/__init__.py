"""Route blueprints, one per resource, and the body-reading helper they share."""

from __future__ import annotations

import json
from typing import Any, TypeVar

import pydantic
from flask import request

from services.api.errors import from_pydantic
from shared.errors import InputError

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
    from shared.errors import ValidationError

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


def read_json(model: type[M]) -> M:
    """Parse the body as JSON into ``model``: 400 for malformed JSON, 422 naming the field."""
    raw = request.get_data(cache=True)  # enforces MAX_CONTENT_LENGTH (413)
    if not raw.strip():
        raise InputError("request body is empty; send a JSON object")
    try:
        data: Any = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise InputError(f"malformed JSON: {err}") from None
    if not isinstance(data, dict):
        raise InputError("the JSON body must be an object")
    check_storable(data)
    try:
        return model.model_validate(data)
    except pydantic.ValidationError as err:
        raise from_pydantic(err) from None


def int_arg(name: str, default: int, lo: int, hi: int) -> int:
    from shared.errors import ValidationError

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

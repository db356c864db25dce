"""The table of performance dimensions: key, label, technique words used for retrieval.

The default table (``dimensions.json``, packaged) holds the 19 PercePiano dimensions.
A deployment may supply its own JSON file of the same shape.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from footnote.shared.errors import ConfigError, ValidationError


@dataclass(frozen=True)
class Dimension:
    key: str
    label: str
    technique: tuple[str, ...]


@dataclass(frozen=True)
class DimensionTable:
    dimensions: tuple[Dimension, ...]

    def __post_init__(self) -> None:
        keys = [d.key for d in self.dimensions]
        if len(set(keys)) != len(keys):
            raise ConfigError(f"dimension table has duplicate keys: {sorted(keys)}")

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(d.key for d in self.dimensions)

    def get(self, key: str) -> Dimension:
        for d in self.dimensions:
            if d.key == key:
                return d
        raise KeyError(key)

    def validate_scores(self, scores: Any, field: str = "scores") -> dict[str, float]:
        """Check a ``{dimension: 0..1}`` mapping; unknown keys and bad values name themselves."""
        if not isinstance(scores, Mapping) or not scores:
            raise ValidationError(field, "must be a non-empty object mapping dimension -> score in 0..1")
        valid = set(self.keys)
        out: dict[str, float] = {}
        for key, value in scores.items():
            if key not in valid:
                raise ValidationError(
                    f"{field}.{key}", f"unknown dimension {key!r}; valid dimensions: {', '.join(self.keys)}"
                )
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ValidationError(f"{field}.{key}", f"must be a number in 0..1, got {value!r}")
            if not 0.0 <= float(value) <= 1.0 or value != value:
                raise ValidationError(f"{field}.{key}", f"must be between 0 and 1, got {value!r}")
            out[key] = float(value)
        return out


def table_from_dict(data: Mapping[str, Any], origin: str = "<dict>") -> DimensionTable:
    try:
        dims = tuple(
            Dimension(str(d["key"]), str(d.get("label") or d["key"]), tuple(str(t) for t in d["technique"]))
            for d in data["dimensions"]
        )
    except (KeyError, TypeError) as err:
        raise ConfigError(
            f"dimension table {origin} must be {{'dimensions': [{{key, label, technique: [..]}}]}}: {err}"
        ) from err
    if not dims:
        raise ConfigError(f"dimension table {origin} is empty")
    return DimensionTable(dims)


def load_dimensions(path: Path | None = None) -> DimensionTable:
    """The packaged PercePiano table, or the JSON file at ``path``."""
    if path is None:
        raw = resources.files("footnote.shared.generation").joinpath("dimensions.json").read_text("utf-8")
        origin = "dimensions.json (packaged)"
    else:
        try:
            raw = Path(path).read_text("utf-8")
        except OSError as err:
            raise ConfigError(f"cannot read dimension table {path}: {err}") from err
        origin = str(path)
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as err:
        raise ConfigError(f"dimension table {origin} is not valid JSON: {err}") from err
    return table_from_dict(data, origin)

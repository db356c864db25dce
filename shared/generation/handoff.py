"""A job's retrieved evidence as JSON, from the CPU worker that retrieved it to the ``generate``
worker that writes the text (``jobs`` keeps only ids in the broker; this lives in Postgres).

Pure: ``dump``/``load`` round-trip an ``Evidence`` (hits, facts, debug, timings, cache key)
exactly, except hit embeddings, which only selection (diversity) uses and the second half never
reads.
"""

from __future__ import annotations

from typing import Any

from footnote.shared.generation.pipeline import Evidence
from footnote.shared.retrieval.types import Hit

VERSION = 1


def dump(evidence: Evidence) -> dict[str, Any]:
    return {
        "version": VERSION,
        "cache_key": evidence.cache_key,
        "hits": [h.to_dict() for h in evidence.hits],
        "facts": evidence.facts,
        "debug": evidence.debug,
        "timings": dict(evidence.timings),
    }


def load(data: Any) -> Evidence | None:
    """None for anything but this version's format (a handoff written by another release): the
    ``generate`` worker then retrieves again itself."""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return None
    hits = tuple(_hit(h) for h in data["hits"])
    return Evidence(hits, data["facts"], data["debug"], dict(data["timings"]), data.get("cache_key"))


def _hit(d: dict[str, Any]) -> Hit:
    return Hit.from_dict(d)

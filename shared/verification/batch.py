"""Verify integrators' own (claim, evidence) pairs: ``footnote verify`` and ``POST /v1/verify``.

Input items ``{"id": ..., "claim": str, "evidence": str, "source": str?}`` (``source``: the
title/author the claim may name); output, in input order, ``{"id", "verdict", "reason",
"scores", "checks", "span"}`` (``span``: offsets of the evidence words the verdict read).
Pure apart from the optional ``Embedder`` (similarity for paraphrases): items are judged in
batches of ``BATCH`` so 10,000 lines do not hold 20,000 vectors at once.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from footnote.shared.embeddings.base import Embedder
from footnote.shared.errors import ValidationError

MAX_FIELD_CHARS = 20_000  # a claim or an evidence longer than this is refused, naming the item
BATCH = 256


@dataclass(frozen=True)
class Item:
    id: Any
    claim: str
    evidence: str
    source: str = ""


def item_from(obj: Any, where: str) -> Item:
    """One input object -> ``Item``; a ``ValidationError`` naming ``where`` and the field."""
    if not isinstance(obj, dict):
        raise ValidationError(where, "expected an object with 'claim' and 'evidence'")
    unknown = set(obj) - {"id", "claim", "evidence", "source"}
    if unknown:
        raise ValidationError(where, f"unknown field(s) {sorted(unknown)}; allowed: id, claim, evidence, source")
    for key in ("claim", "evidence"):
        value = obj.get(key)
        if not isinstance(value, str):
            raise ValidationError(f"{where}.{key}", f"must be a string (got {type(value).__name__})")
        if len(value) > MAX_FIELD_CHARS:
            raise ValidationError(f"{where}.{key}", f"is {len(value)} characters; at most {MAX_FIELD_CHARS}")
    source = obj.get("source", "")
    if not isinstance(source, str):
        raise ValidationError(f"{where}.source", "must be a string")
    return Item(obj.get("id"), obj["claim"], obj["evidence"], source)


def read_jsonl(lines: Iterable[str], *, max_items: int) -> list[Item]:
    """Items of a JSON-lines file (blank lines skipped); errors name the line."""
    items: list[Item] = []
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as err:
            raise ValidationError(f"line {n}", f"invalid JSON: {err.msg} (column {err.colno})") from None
        items.append(item_from(obj, f"line {n}"))
        if len(items) > max_items:
            raise ValidationError("input", f"more than {max_items} items; split the file")
    return items


def verify_items(items: Sequence[Item], embedder: Embedder | None) -> Iterator[dict[str, Any]]:
    """Results in input order, judged ``BATCH`` at a time."""
    from footnote.shared.verification.pairs import judge_pairs

    for i in range(0, len(items), BATCH):
        chunk = items[i : i + BATCH]
        verdicts = judge_pairs([(it.claim, it.evidence, it.source) for it in chunk], embedder)
        for it, v in zip(chunk, verdicts, strict=True):
            yield {
                "id": it.id,
                "verdict": v.verdict,
                "reason": v.reason,
                "scores": v.scores,
                "checks": list(v.checks),
                "span": list(v.span),
            }

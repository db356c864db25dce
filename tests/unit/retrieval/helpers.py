"""Hit factory for the pure retrieval tests."""

from __future__ import annotations

from typing import Any

from footnote.shared.retrieval.types import Hit


def make_hit(uid: str, **kw: Any) -> Hit:
    base: dict[str, Any] = dict(
        chunk_uid=uid, source_id=kw.pop("source_id", "s1"), chunk_index=kw.pop("chunk_index", 0),
        granularity=kw.pop("granularity", "passage"), text=f"text of {uid}", source_type=kw.pop("source_type", "book"),
        title="T", author=None, url=None, page_number=None, chapter=None, section=None, paragraph_index=None,
        sentence_index=None, prev_chunk_uid=None, next_chunk_uid=None, char_start=0, char_end=10,
        timestamp_start=None, timestamp_end=None, speaker=None, tags=(), source_hash="h", ingested_at="",
    )
    base.update(kw)
    return Hit(**base)

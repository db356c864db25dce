"""Fail fast when the stored vectors were made by another model, prefix or text-search setup
than this process embeds queries with: a search would otherwise rank by meaningless distances
and answer with confidence. Checked at a process's first search and again after ``RECHECK_S``
(one one-row read), so a ``footnote reindex`` run elsewhere is noticed; a mismatch is never
cached, so every search fails until the index matches (``ReindexRequired``: the CLI exits
non-zero, the API answers 503 ``reindex_required``, each naming what changed and the fix)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from sqlalchemy.orm import Session

from footnote.shared.config import Settings
from footnote.shared.db.index_meta import EmbeddingSpec, check_meta
from footnote.shared.embeddings.base import Embedder

RECHECK_S = 30.0

_checked: dict[tuple[str, EmbeddingSpec], float] = {}
_lock = threading.Lock()


def query_spec(embedder: Embedder, settings: Settings) -> EmbeddingSpec:
    return EmbeddingSpec(embedder.model_id, embedder.dimension, embedder.prefix_hash, settings.text_search_config)


def check_index(
    session: Session, embedder: Embedder, settings: Settings, *, clock: Callable[[], float] = time.monotonic
) -> None:
    """Raise ``ReindexRequired`` when the database's vectors do not match ``embedder``."""
    spec = query_spec(embedder, settings)
    key = (str(session.get_bind().url), spec)
    now = clock()
    with _lock:
        if now - _checked.get(key, float("-inf")) < RECHECK_S:
            return
    check_meta(session=session, wanted=spec)
    with _lock:
        _checked[key] = now

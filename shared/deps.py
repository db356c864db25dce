"""What a job's work needs besides its own input, built once per process (a worker, the CLI) and
passed as one value instead of re-threading six keyword arguments through every layer."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from footnote.shared.config import Settings


@dataclass(frozen=True)
class Deps:
    settings: Settings
    embedder: Any  # footnote.shared.embeddings.base.Embedder
    generator: Any  # footnote.shared.generation.generators.base.Generator
    redis: Any = None  # the feedback cache (None: no cache)
    retrieval_cache: Any = None  # footnote.shared.retrieval.cache.RetrievalCache
    side_session: Any = None  # a session factory for the dense side of hybrid search

    def without_side_session(self) -> Deps:
        """Batch work is throughput, not latency: one connection, which gives way to real-time."""
        return replace(self, side_session=None)

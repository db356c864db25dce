"""An in-memory ``retrieve`` for tests, benchmarks and demos: ranks a fixed list of hits by
embedding cosine to the query, honouring ``SearchFilters``. Not for production (the real
one is hybrid search in Postgres)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from footnote.shared.embeddings.base import Embedder
from footnote.shared.generation.kinds.base import RetrievalRequest
from footnote.shared.retrieval.types import Hit, SearchResult


class MemoryRetriever:
    def __init__(self, hits: Sequence[Hit], embedder: Embedder, *, min_similarity: float = 0.05) -> None:
        self.hits = tuple(hits)
        self.embedder = embedder
        self.min_similarity = min_similarity
        self._vecs = np.asarray(embedder.embed_documents([h.text for h in self.hits])) if self.hits else None
        self.requests: list[RetrievalRequest] = []

    def __call__(self, request: RetrievalRequest) -> SearchResult:
        self.requests.append(request)
        if self._vecs is None:
            return SearchResult((), {"backend": "memory"})
        f = request.search_filters()
        q = self.embedder.embed_query(request.query)
        sims = self._vecs @ q
        ranked = []
        for i in np.argsort(-sims, kind="stable"):
            h = self.hits[int(i)]
            sim = float(sims[int(i)])
            if sim < self.min_similarity:
                break
            if f.granularity and h.granularity != f.granularity:
                continue
            if f.source_ids and h.source_id not in f.source_ids:
                continue
            if f.source_types and h.source_type not in f.source_types:
                continue
            if f.tags and not set(f.tags) <= set(h.tags):
                continue
            ranked.append(replace(h, score=round(sim, 4), similarity=round(sim, 4)))
            if len(ranked) >= request.k:
                break
        return SearchResult(tuple(ranked), {"backend": "memory", "candidates": len(self.hits)})

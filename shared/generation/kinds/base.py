"""What every job kind provides, and the retrieval helpers they share (pure except for the
injected ``retrieve`` callable and the embedder port)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from footnote.shared.config import Settings
from footnote.shared.embeddings.base import Embedder
from footnote.shared.generation.dimensions import DimensionTable
from footnote.shared.generation.evidence import EvidenceItem
from footnote.shared.generation.generators.base import GenerationRequest, Generator
from footnote.shared.retrieval.postprocess import with_neighbours
from footnote.shared.retrieval.types import Hit, SearchFilters, SearchResult

MAX_TEXT_CHARS = 50_000


@dataclass(frozen=True)
class RetrievalRequest:
    """What a pipeline asks of retrieval; the lead adapts it to ``footnote.shared.retrieval.search.search``."""

    query: str
    k: int
    filters: SearchFilters = field(default_factory=SearchFilters)
    granularity: str | None = None  # "sentence" | "passage" | None (both)
    purpose: str = ""  # e.g. "improve:pedal_clarity", "paragraph:2" (debug only)

    def search_filters(self) -> SearchFilters:
        """``filters`` with ``granularity`` applied (what ``search(filters=...)`` takes)."""
        return replace(self.filters, granularity=self.granularity or self.filters.granularity)


Retrieve = Callable[[RetrievalRequest], SearchResult]


@dataclass(frozen=True)
class JobContext:
    tenant_id: str
    settings: Settings
    embedder: Embedder
    generator: Generator
    retrieve: Retrieve
    dimensions: DimensionTable | None = None


@dataclass(frozen=True)
class Selection:
    """Evidence hits in the order the prompt numbers them, plus facts for the generator."""

    hits: tuple[Hit, ...]
    facts: Mapping[str, Any]  # e.g. roles -> chunk_uids; paragraph -> chunk_uids
    debug: Mapping[str, Any]


class Kind(ABC):
    name: str

    @abstractmethod
    def validate(self, payload: Mapping[str, Any], ctx: JobContext) -> dict[str, Any]: ...

    @abstractmethod
    def select(self, inputs: Mapping[str, Any], ctx: JobContext) -> Selection: ...

    @abstractmethod
    def request(
        self,
        inputs: Mapping[str, Any],
        evidence: tuple[EvidenceItem, ...],
        selection: Selection,
        ctx: JobContext,
    ) -> GenerationRequest: ...


# --- retrieval helpers ---------------------------------------------------------------------


def run_retrieval(ctx: JobContext, request: RetrievalRequest) -> tuple[list[Hit], dict[str, Any]]:
    """Run one request; if a tag filter finds nothing, retry once without tags (recorded)."""
    result = ctx.retrieve(request)
    debug: dict[str, Any] = {
        "query": request.query,
        "k": request.k,
        "purpose": request.purpose,
        "tags": list(request.filters.tags),
        "hits": [h.chunk_uid for h in result.hits],
        "retrieval": result.retrieval_debug,
    }
    hits = with_neighbours(result.hits, result.context_hits)  # the window reaches the prompt
    if not hits and request.filters.tags:
        relaxed = replace(request, filters=replace(request.filters, tags=()))
        result = ctx.retrieve(relaxed)
        hits = with_neighbours(result.hits, result.context_hits)
        debug["tag_fallback"] = True
        debug["hits"] = [h.chunk_uid for h in hits]
    return hits, debug


def fuse(lists: Sequence[Sequence[Hit]], rrf_k: int = 60) -> list[Hit]:
    """Reciprocal-rank fusion over several result lists, deduplicated by chunk_uid."""
    scores: dict[str, float] = {}
    first: dict[str, Hit] = {}
    for hits in lists:
        for rank, hit in enumerate(hits):
            scores[hit.chunk_uid] = scores.get(hit.chunk_uid, 0.0) + 1.0 / (rrf_k + rank + 1)
            prev = first.get(hit.chunk_uid)
            if prev is None or hit.score > prev.score:
                first[hit.chunk_uid] = hit
    order = sorted(scores, key=lambda uid: (-scores[uid], -first[uid].score))
    return [first[uid] for uid in order]


def diversify(hits: Sequence[Hit], embedder: Embedder, threshold: float) -> tuple[list[Hit], list[str]]:
    """Drop a hit whose embedding cosine with a better kept hit exceeds ``threshold``."""
    if len(hits) < 2:
        return list(hits), []
    if all(h.embedding is not None for h in hits):
        vecs = np.asarray([h.embedding for h in hits], dtype=np.float32)
        vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-9)
    else:
        vecs = np.asarray(embedder.embed_documents([h.text for h in hits]), dtype=np.float32)
    kept: list[int] = []
    dropped: list[str] = []
    for i in range(len(hits)):
        if any(float(vecs[i] @ vecs[j]) > threshold for j in kept):
            dropped.append(hits[i].chunk_uid)
        else:
            kept.append(i)
    return [hits[i] for i in kept], dropped


def numbers_for(evidence: Sequence[EvidenceItem], uids: Sequence[str]) -> list[int]:
    by_uid = {e.hit.chunk_uid: e.number for e in evidence}
    return [by_uid[u] for u in uids if u in by_uid]

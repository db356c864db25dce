"""Values retrieval hands to generation and to the API (pure dataclasses)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class SearchFilters:
    source_types: tuple[str, ...] = ()
    source_ids: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()  # every tag must be present (e.g. "composer:chopin")
    granularity: str | None = None  # "sentence" | "passage" | None (both)


ON_SCREEN = "On screen"  # the speaker of a video chunk that is a slide's text, not speech
CODE = "Code"  # the speaker of a lecture chunk that is its code (shown on a slide or named in speech)
SEGMENT_SEP = " — "  # a lecture chunk's section: "<slide>" or "<slide> — <file:lines>"


@dataclass(frozen=True)
class Hit:
    """One retrieved chunk with everything a citation needs.

    ``score`` is the fused score (RRF or normalized combination, see ``retrieval_debug``);
    ``similarity`` is ``1 - cosine_distance`` from pgvector (None if the chunk came from the
    keyword side only); ``bm25`` is the Okapi BM25 score (None if dense side only).
    """

    chunk_uid: str
    source_id: str
    chunk_index: int
    granularity: str
    text: str
    source_type: str
    title: str | None
    author: str | None
    url: str | None
    page_number: int | None
    chapter: str | None
    section: str | None
    paragraph_index: int | None
    sentence_index: int | None
    prev_chunk_uid: str | None
    next_chunk_uid: str | None
    char_start: int
    char_end: int
    timestamp_start: float | None
    timestamp_end: float | None
    speaker: str | None
    tags: tuple[str, ...]
    source_hash: str
    ingested_at: str
    score: float = 0.0
    similarity: float | None = None
    bm25: float | None = None
    previous_text: str | None = None  # previous sentence (sentence hits)
    next_text: str | None = None  # next sentence (sentence hits)
    paragraph_ref: str | None = None  # "source_id#p<paragraph_index>" for further reading
    context: tuple[str, ...] = ()  # chunk_uids of window-expanded neighbours
    # {"t": [[offset, seconds], ...], "p": [[offset, page], ...]}: where words are in time and on
    # which page, absolute offsets (``footnote.shared.generation.spans``); None for chunks without them
    anchors: dict | None = field(default=None, compare=False)
    embedding: tuple[float, ...] | None = field(default=None, repr=False, compare=False)
    # a lecture segment's facets that matched the query, best first ("speech", "screen", "code"):
    # the hit stands for the segment (``footnote.shared.retrieval.postprocess.fuse_facets``)
    facets: tuple[str, ...] = ()

    @property
    def facet(self) -> str | None:
        """What a timed chunk is: said ("speech"), shown ("screen") or the lecture's code."""
        if self.timestamp_start is None:
            return None
        return {ON_SCREEN: "screen", CODE: "code"}.get(self.speaker or "", "speech")

    @property
    def segment(self) -> tuple[str, str] | None:
        """The lecture segment a timed chunk belongs to: its source and the slide on screen."""
        if self.timestamp_start is None or not self.section:
            return None
        return self.source_id, self.section.split(SEGMENT_SEP, 1)[0]

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d.pop("embedding", None)
        d["tags"] = list(self.tags)
        d["context"] = list(self.context)
        d["facets"] = list(self.facets)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Hit:
        """``to_dict``'s output (JSON round trip) back as a Hit; unknown keys are ignored."""
        values = {k: v for k, v in d.items() if k in _HIT_FIELDS}
        for key in ("tags", "context", "facets"):
            values[key] = tuple(values.get(key) or ())
        return cls(**values)


_HIT_FIELDS = frozenset(Hit.__dataclass_fields__) - {"embedding"}  # never serialised


@dataclass(frozen=True)
class SearchResult:
    hits: tuple[Hit, ...]
    retrieval_debug: dict[str, Any]
    context_hits: tuple[Hit, ...] = ()  # window-expanded neighbours, ordered (document, index)

    def to_dict(self) -> dict[str, Any]:
        return {
            "hits": [h.to_dict() for h in self.hits],
            "context": [h.to_dict() for h in self.context_hits],
            "retrieval_debug": self.retrieval_debug,
        }

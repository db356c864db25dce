"""Ingestion: parsed documents -> chunks with exact citation spans -> embeddings -> Postgres.

All writes of one call happen in the caller's transaction (all or nothing): a bad file
anywhere in the call leaves nothing partial in the store. Per source:

* same origin, same content hash  -> ``unchanged`` (nothing written)
* same content under another origin -> ``duplicate`` (nothing written; source_hash is unique per tenant)
* same origin, new content        -> ``replaced`` (old chunks and their BM25 stats removed first)
* new                              -> ``added``

Concurrent ingests into one tenant are serialized by a transaction-scoped advisory lock, so
the BM25 statistics stay exact.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import PurePath
from typing import Any, Protocol

import numpy as np
from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.config import Settings
from footnote.shared.db import tenants
from footnote.shared.db.index_meta import EmbeddingSpec, ensure_meta, ensure_vector_index, vector_index_exists
from footnote.shared.db.tenants import ensure_tenant
from footnote.shared.embeddings.base import Embedder
from footnote.shared.embeddings.cache import embed_groups_cached
from footnote.shared.errors import NotFound, ValidationError
from footnote.shared.ingestion.pages import write_pages
from footnote.shared.ingestion.planning import SourceMeta, plan_chunk_rows
from footnote.shared.ingestion.types import SOURCE_TYPES
from footnote.shared.ingestion.writer import ChunkRow, SourceChunks, write_chunk_batches
from footnote.shared.retrieval.bm25_stats import add_sources_stats, remove_source_stats

GRANULARITY_CHOICES = ("auto", "sentence", "passage", "both")


class Progress(Protocol):
    def start(self, total: int, description: str) -> None: ...
    def advance(self, n: int) -> None: ...


@dataclass(frozen=True)
class SourceOverrides:
    source_type: str | None = None
    title: str | None = None
    author: str | None = None
    url: str | None = None

    def __post_init__(self) -> None:
        if self.source_type is not None and self.source_type not in SOURCE_TYPES:
            raise ValidationError(
                "source_type", f"unknown source type {self.source_type!r}; use one of {', '.join(SOURCE_TYPES)}"
            )


@dataclass(frozen=True)
class SourceOutcome:
    origin: str
    source_id: str
    status: str  # added | replaced | unchanged | duplicate
    title: str | None
    source_type: str
    chunks: int
    granularities: tuple[str, ...] = ()


@dataclass
class IngestReport:
    tenant_id: str
    outcomes: list[SourceOutcome] = field(default_factory=list)
    chunks_added: int = 0
    chunks_removed: int = 0
    corpus_version: int = 0
    seconds: float = 0.0

    def count(self, status: str) -> int:
        return sum(1 for o in self.outcomes if o.status == status)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["summary"] = {s: self.count(s) for s in ("added", "replaced", "unchanged", "duplicate")}
        return d


def resolve_granularities(choice: str | None, source_type: str) -> tuple[str, ...]:
    """``auto``: transcripts, docs and code are passage-only; prose gets sentences and passages."""
    if choice in (None, "auto"):
        return ("passage",) if source_type in ("video", "doc", "code") else ("sentence", "passage")
    if choice == "both":
        return ("sentence", "passage")
    if choice in ("sentence", "passage"):
        return (choice,)
    raise ValidationError("granularity", f"{choice!r} is not one of {', '.join(GRANULARITY_CHOICES)}")


def lock_tenant(*, session: Session, tenant_id: str) -> None:
    session.execute(text("SELECT pg_advisory_xact_lock(hashtext('footnote-ingest:' || :t))"), {"t": tenant_id})


def embedding_spec(embedder: Embedder, settings: Settings) -> EmbeddingSpec:
    return EmbeddingSpec(embedder.model_id, embedder.dimension, embedder.prefix_hash, settings.text_search_config)


def ingest_documents(
    *,
    session: Session,
    tenant_id: str,
    documents: Sequence[Any],  # LoadedDocument: origin, content_hash, document
    embedder: Embedder,
    settings: Settings,
    overrides: SourceOverrides | None = None,
    granularities: str | None = None,
    progress: Progress | None = None,
) -> IngestReport:
    started = time.perf_counter()
    overrides = overrides or SourceOverrides()
    report = IngestReport(tenant_id=tenant_id)
    ensure_tenant(session=session, tenant_id=tenant_id)
    lock_tenant(session=session, tenant_id=tenant_id)
    ensure_meta(session=session, wanted=embedding_spec(embedder, settings))

    planned: list[tuple[SourceMeta, Any, list[ChunkRow]]] = []
    by_origin, by_hash, stored = _existing_sources(session=session, tenant_id=tenant_id, documents=documents)
    for loaded in documents:
        doc = loaded.document
        source_type = overrides.source_type or doc.source_type or "book"
        title = overrides.title or doc.title or PurePath(loaded.origin.split("!")[-1]).stem
        existing = by_origin.get(loaded.origin)
        if existing and existing[1] == loaded.content_hash:
            # the chunks it already has (nothing is written; "unchanged 0 chunks" read as empty)
            report.outcomes.append(
                SourceOutcome(loaded.origin, existing[0], "unchanged", title, source_type, stored[existing[0]])
            )
            continue
        twin = by_hash.get(loaded.content_hash)
        if twin and (existing is None or twin != existing[0]):
            report.outcomes.append(SourceOutcome(loaded.origin, twin, "duplicate", title, source_type, stored[twin]))
            continue
        if existing:
            report.chunks_removed += _delete_source_rows(session=session, tenant_id=tenant_id, source_id=existing[0])
        meta = SourceMeta(
            source_id=str(uuid.uuid4()),
            source_type=source_type,
            title=title,
            author=overrides.author or doc.author,
            url=overrides.url or doc.url,
            granularities=resolve_granularities(granularities, source_type),
            status="replaced" if existing else "added",
        )
        rows = plan_chunk_rows(doc, meta=meta, settings=settings)
        planned.append((meta, loaded, rows))
        report.chunks_added += len(rows)
        report.outcomes.append(
            SourceOutcome(
                loaded.origin, meta.source_id, meta.status, meta.title, meta.source_type, len(rows), meta.granularities
            )
        )
        # later documents of this same call see this one (same file twice, same content twice)
        by_origin[loaded.origin] = (meta.source_id, loaded.content_hash)
        by_hash[loaded.content_hash] = meta.source_id
        stored[meta.source_id] = len(rows)

    if progress:
        progress.start(sum(len(rows) for _, _, rows in planned), "embedding")
    groups = _slabs(planned)

    def write(i: int, vectors: np.ndarray) -> None:
        for meta, loaded, rows in groups[i]:
            _insert_source(session=session, tenant_id=tenant_id, meta=meta, loaded=loaded, n_chunks=len(rows))
            write_pages(session=session, tenant_id=tenant_id, source_id=meta.source_id, doc=loaded.document,
                        original=getattr(loaded, "original", None))
        write_chunk_batches(
            session=session,
            tenant_id=tenant_id,
            batches=[SourceChunks(meta.source_id, loaded.content_hash, rows) for meta, loaded, rows in groups[i]],
            embeddings=vectors,
            ts_config=settings.text_search_config,
        )
        add_sources_stats(session=session, tenant_id=tenant_id, source_ids=[m.source_id for m, _, _ in groups[i]])

    embed_groups_cached(
        session=session,
        embedder=embedder,
        groups=[[r.embed_text for _, _, rows in g for r in rows] for g in groups],
        consume=write,
        use_cache=settings.embedding_cache,
        progress=progress.advance if progress else None,
        # rows go into an existing HNSW graph (heavy in Postgres): encode the next wave meanwhile
        overlap_writes=vector_index_exists(session=session),
    )
    if planned:
        ensure_vector_index(session=session, build_memory_mb=settings.hnsw_build_memory_mb)
    report.corpus_version = _bump_corpus_version(
        session=session, tenant_id=tenant_id, changed=bool(planned) or report.chunks_removed > 0
    )
    report.seconds = round(time.perf_counter() - started, 3)
    return report


def _slabs(planned: list[Any], *, rows_per_slab: int = 2048) -> list[list[Any]]:
    """Whole sources grouped into slabs of about ``rows_per_slab`` chunks (pipelining unit)."""
    slabs: list[list[Any]] = []
    size = 0
    for item in planned:
        if not slabs or size + len(item[2]) > rows_per_slab and slabs[-1]:
            slabs.append([])
            size = 0
        slabs[-1].append(item)
        size += len(item[2])
    return slabs


def _existing_sources(
    *, session: Session, tenant_id: str, documents: Sequence[Any]
) -> tuple[dict[str, tuple[str, str]], dict[str, str], dict[str, int]]:
    """The tenant's sources that share an origin or a content hash with ``documents``:
    {origin: (id, hash)}, {hash: id} and {id: stored chunk count}."""
    rows = session.execute(
        text(
            "SELECT id, origin, source_hash, chunk_count FROM sources WHERE tenant_id = :t "
            "AND (origin = ANY(:origins) OR source_hash = ANY(:hashes))"
        ),
        {"t": tenant_id, "origins": [d.origin for d in documents], "hashes": [d.content_hash for d in documents]},
    ).all()
    return (
        {r.origin: (r.id, r.source_hash) for r in rows},
        {r.source_hash: r.id for r in rows},
        {r.id: int(r.chunk_count or 0) for r in rows},
    )


def _insert_source(*, session: Session, tenant_id: str, meta: SourceMeta, loaded: Any, n_chunks: int) -> None:
    doc = loaded.document
    session.execute(
        text(
            """
            INSERT INTO sources (id, tenant_id, origin, source_hash, source_type, title, author, url,
                                 language, page_count, text, metadata, granularities, chunk_count)
            VALUES (:id, :tenant_id, :origin, :hash, :stype, :title, :author, :url,
                    :language, :page_count, :text, CAST(:metadata AS jsonb), :granularities, :n)
            """
        ),
        {
            "id": meta.source_id,
            "tenant_id": tenant_id,
            "origin": loaded.origin,
            "hash": loaded.content_hash,
            "stype": meta.source_type,
            "title": meta.title,
            "author": meta.author,
            "url": meta.url,
            "language": doc.language,
            "page_count": doc.page_count,
            "text": doc.text,
            "metadata": _json(doc.metadata),
            "granularities": list(meta.granularities),
            "n": n_chunks,
        },
    )


def delete_source(*, session: Session, tenant_id: str, source_id: str) -> int:
    """Remove a source and its chunks (tenant-scoped). Returns the number of chunks removed."""
    lock_tenant(session=session, tenant_id=tenant_id)
    found = session.execute(
        text("SELECT 1 FROM sources WHERE id = :id AND tenant_id = :t"), {"id": source_id, "t": tenant_id}
    ).first()
    if not found:
        raise NotFound(f"source {source_id} not found for tenant {tenant_id}")
    removed = _delete_source_rows(session=session, tenant_id=tenant_id, source_id=source_id)
    _bump_corpus_version(session=session, tenant_id=tenant_id, changed=True)
    return removed


def list_sources(*, session: Session, tenant_id: str) -> list[dict[str, Any]]:
    rows = session.execute(
        text(
            """
            SELECT id, origin, source_type, title, author, url, granularities, chunk_count, page_count,
                   source_hash, ingested_at,
                   (SELECT count(*) FROM chunks c
                    WHERE c.source_id = sources.id AND 'flag:instructions' = ANY(c.tags)) AS flagged_chunks
            FROM sources WHERE tenant_id = :t ORDER BY ingested_at, origin
            """
        ),
        {"t": tenant_id},
    ).mappings()
    return [
        {**dict(r), "granularities": list(r["granularities"]), "ingested_at": r["ingested_at"].isoformat()}
        for r in rows
    ]


def _delete_source_rows(*, session: Session, tenant_id: str, source_id: str) -> int:
    remove_source_stats(session=session, tenant_id=tenant_id, source_id=source_id)
    n = session.execute(text("SELECT count(*) FROM chunks WHERE source_id = :s"), {"s": source_id}).scalar_one()
    session.execute(text("DELETE FROM sources WHERE id = :s AND tenant_id = :t"), {"s": source_id, "t": tenant_id})
    return int(n)


def _bump_corpus_version(*, session: Session, tenant_id: str, changed: bool) -> int:
    if changed:
        return tenants.bump_corpus_version(session=session, tenant_id=tenant_id)
    return tenants.corpus_version(session=session, tenant_id=tenant_id)


def _json(value: dict[str, Any]) -> str:
    import json

    return json.dumps(value, default=str)

"""Helpers for retrieval integration tests: ingest ParsedDocuments through the real pipeline,
or bulk-write many small chunks with the real writer (COPY) for the filter tests."""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import text

from footnote.shared.ingestion.types import Block, ParsedDocument


@dataclass(frozen=True)
class Loaded:
    origin: str
    content_hash: str
    document: ParsedDocument


def prose(origin: str, paragraphs: Sequence[str], *, title: str = "Doc", source_type: str = "article") -> Loaded:
    body = "\n\n".join(paragraphs)
    blocks, pos = [], 0
    for p in paragraphs:
        blocks.append(Block(kind="paragraph", char_start=pos, char_end=pos + len(p)))
        pos += len(p) + 2
    doc = ParsedDocument(text=body, blocks=tuple(blocks), title=title, source_type=source_type)
    return Loaded(origin, hashlib.sha256(f"{origin}\0{body}".encode()).hexdigest(), doc)


def ingest(rt, tenant: str, docs: Sequence[Loaded], granularities: str = "passage"):  # type: ignore[no-untyped-def]
    from footnote.shared.ingestion.pipeline import ingest_documents

    with rt.session() as s:
        return ingest_documents(
            session=s, tenant_id=tenant, documents=list(docs), embedder=rt.embedder, settings=rt.settings,
            granularities=granularities,
        )


def bulk_chunks(rt, tenant: str, texts: Sequence[str], tags: Sequence[list[str]]) -> str:  # type: ignore[no-untyped-def]
    """One source holding one passage chunk per text (real writer + BM25 stats). Returns its id."""
    from footnote.shared.db.index_meta import ensure_meta, ensure_vector_index
    from footnote.shared.db.tenants import ensure_tenant
    from footnote.shared.ingestion.pipeline import embedding_spec
    from footnote.shared.ingestion.writer import ChunkRow, write_chunks
    from footnote.shared.retrieval.bm25_stats import add_source_stats

    source_id = str(uuid.uuid4())
    rows = [
        ChunkRow(
            chunk_uid=f"{source_id}:{i}", chunk_index=i, granularity="passage", text=t, embed_text=t,
            source_type="book", title="Bulk", author=None, url=None, page_number=None, page_end=None,
            chapter=None, section=None, paragraph_index=i, sentence_index=None, prev_chunk_uid=None,
            next_chunk_uid=None, char_start=0, char_end=len(t), timestamp_start=None, timestamp_end=None,
            speaker=None, tags=list(tg),
        )
        for i, (t, tg) in enumerate(zip(texts, tags, strict=True))
    ]
    with rt.session() as s:
        ensure_tenant(session=s, tenant_id=tenant)
        ensure_meta(session=s, wanted=embedding_spec(rt.embedder, rt.settings))
        s.execute(
            text(
                "INSERT INTO sources (id, tenant_id, origin, source_hash, source_type, title, text, granularities,"
                " chunk_count) VALUES (:id, :t, :origin, :hash, 'book', 'Bulk', '', ARRAY['passage'], :n)"
            ),
            {"id": source_id, "t": tenant, "origin": f"bulk-{source_id}", "hash": source_id, "n": len(rows)},
        )
        write_chunks(
            session=s, tenant_id=tenant, source_id=source_id, source_hash=source_id, rows=rows,
            embeddings=rt.embedder.embed_documents(list(texts)), ts_config=rt.settings.text_search_config,
        )
        add_source_stats(session=s, tenant_id=tenant, source_id=source_id)
        ensure_vector_index(session=s)
    return source_id

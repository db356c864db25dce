"""Content tables: tenants, sources, chunks, BM25 statistics, embedding index metadata/cache.

The schema itself is created by the Alembic migrations in ``migrations/versions``; these
classes map it for reading and writing. Columns whose type is managed at run time (the
``embedding`` vector's dimension) are declared dimensionless here.
"""

from __future__ import annotations

from datetime import datetime

from pgvector.sqlalchemy import Vector
from sqlalchemy import (
    BigInteger,
    DateTime,
    Float,
    ForeignKey,
    Identity,
    Integer,
    LargeBinary,
    SmallInteger,
    String,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB, TSVECTOR
from sqlalchemy.orm import Mapped, mapped_column

from footnote.shared.db.base import Base


class Tenant(Base):
    __tablename__ = "tenants"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    name: Mapped[str] = mapped_column(Text, default="")
    corpus_version: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class Source(Base):
    __tablename__ = "sources"
    __table_args__ = (
        UniqueConstraint("tenant_id", "source_hash", name="uq_sources_tenant_hash"),
        UniqueConstraint("tenant_id", "origin", name="uq_sources_tenant_origin"),
    )

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    tenant_id: Mapped[str] = mapped_column(ForeignKey("tenants.id", ondelete="CASCADE"), index=True)
    origin: Mapped[str] = mapped_column(Text)
    source_hash: Mapped[str] = mapped_column(String(64))
    source_type: Mapped[str] = mapped_column(String(32))
    title: Mapped[str | None] = mapped_column(Text)
    author: Mapped[str | None] = mapped_column(Text)
    url: Mapped[str | None] = mapped_column(Text)
    language: Mapped[str | None] = mapped_column(String(32))
    page_count: Mapped[int | None] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)
    meta: Mapped[dict] = mapped_column("metadata", JSONB, default=dict)
    granularities: Mapped[list[str]] = mapped_column(ARRAY(String(16)))
    chunk_count: Mapped[int] = mapped_column(Integer, default=0)
    ingested_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class SourcePage(Base):
    """A PDF source's page: its size and the box of every word on it (``footnote.shared.ingestion.pages``)."""

    __tablename__ = "source_pages"

    source_id: Mapped[str] = mapped_column(ForeignKey("sources.id", ondelete="CASCADE"), primary_key=True)
    page: Mapped[int] = mapped_column(Integer, primary_key=True)
    tenant_id: Mapped[str] = mapped_column(String(64))
    width: Mapped[float] = mapped_column(Float)
    height: Mapped[float] = mapped_column(Float)
    char_start: Mapped[int] = mapped_column(Integer)
    char_end: Mapped[int] = mapped_column(Integer)
    boxes: Mapped[bytes] = mapped_column(LargeBinary)


class SourceFile(Base):
    """The original file of a source the reader can show (a PDF's pages)."""

    __tablename__ = "source_files"

    source_id: Mapped[str] = mapped_column(ForeignKey("sources.id", ondelete="CASCADE"), primary_key=True)
    tenant_id: Mapped[str] = mapped_column(String(64))
    media_type: Mapped[str] = mapped_column(Text)
    data: Mapped[bytes] = mapped_column(LargeBinary)


class TenantCorrection(Base):
    """A tenant's own caption correction, added to the packaged dictionary at ingest."""

    __tablename__ = "tenant_corrections"

    tenant_id: Mapped[str] = mapped_column(ForeignKey("tenants.id", ondelete="CASCADE"), primary_key=True)
    heard: Mapped[str] = mapped_column(Text, primary_key=True)
    meant: Mapped[str] = mapped_column(Text)


class Chunk(Base):
    __tablename__ = "chunks"

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(String(64))
    source_id: Mapped[str] = mapped_column(ForeignKey("sources.id", ondelete="CASCADE"))
    chunk_uid: Mapped[str] = mapped_column(Text, unique=True)
    chunk_index: Mapped[int] = mapped_column(Integer)
    granularity: Mapped[str] = mapped_column(String(16))
    text: Mapped[str] = mapped_column(Text)
    embed_text: Mapped[str] = mapped_column(Text)
    source_type: Mapped[str] = mapped_column(String(32))
    title: Mapped[str | None] = mapped_column(Text)
    author: Mapped[str | None] = mapped_column(Text)
    url: Mapped[str | None] = mapped_column(Text)
    page_number: Mapped[int | None] = mapped_column(Integer)
    page_end: Mapped[int | None] = mapped_column(Integer)
    chapter: Mapped[str | None] = mapped_column(Text)
    section: Mapped[str | None] = mapped_column(Text)
    paragraph_index: Mapped[int | None] = mapped_column(Integer)
    sentence_index: Mapped[int | None] = mapped_column(Integer)
    prev_chunk_uid: Mapped[str | None] = mapped_column(Text)
    next_chunk_uid: Mapped[str | None] = mapped_column(Text)
    char_start: Mapped[int] = mapped_column(Integer)
    char_end: Mapped[int] = mapped_column(Integer)
    timestamp_start: Mapped[float | None] = mapped_column(Float)
    timestamp_end: Mapped[float | None] = mapped_column(Float)
    speaker: Mapped[str | None] = mapped_column(Text)
    tags: Mapped[list[str]] = mapped_column(ARRAY(Text))
    anchors: Mapped[dict | None] = mapped_column(JSONB, nullable=True)
    source_hash: Mapped[str] = mapped_column(String(64))
    ingested_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    tsv: Mapped[str] = mapped_column(TSVECTOR)
    doc_len: Mapped[int] = mapped_column(Integer)
    embedding = mapped_column(Vector())


class Bm25Term(Base):
    """Document frequency of each lexeme per (tenant, granularity)."""

    __tablename__ = "bm25_terms"

    tenant_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    granularity: Mapped[str] = mapped_column(String(16), primary_key=True)
    term: Mapped[str] = mapped_column(Text, primary_key=True)
    df: Mapped[int] = mapped_column(Integer)
    id: Mapped[int] = mapped_column(BigInteger, Identity(always=True), unique=True)


class Bm25Posting(Base):
    """One (term, chunk containing it): the term's tf in the chunk and the chunk's doc_len, so
    BM25 reads no tsvector (migration 0003; kept by shared/retrieval/bm25_stats.py)."""

    __tablename__ = "bm25_postings"

    term_id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    chunk_id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    tf: Mapped[int] = mapped_column(SmallInteger)
    doc_len: Mapped[int] = mapped_column(Integer)


class Bm25Corpus(Base):
    """Document count and total length per (tenant, granularity), for IDF and avgdl."""

    __tablename__ = "bm25_corpus"

    tenant_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    granularity: Mapped[str] = mapped_column(String(16), primary_key=True)
    n_docs: Mapped[int] = mapped_column(BigInteger)
    total_len: Mapped[int] = mapped_column(BigInteger)


class IndexMeta(Base):
    """One row: the embedding model the stored vectors were made with."""

    __tablename__ = "index_meta"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    model_id: Mapped[str] = mapped_column(Text)
    dimension: Mapped[int] = mapped_column(Integer)
    prefix_hash: Mapped[str] = mapped_column(String(32))
    text_search_config: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class EmbeddingCache(Base):
    __tablename__ = "embedding_cache"

    model_key: Mapped[str] = mapped_column(String(64), primary_key=True)
    text_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    embedding = mapped_column(Vector())

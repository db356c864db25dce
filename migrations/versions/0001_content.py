"""Content schema: tenants, sources, chunks (tsvector + pgvector), BM25 stats, embedding meta.

The chunks.embedding column starts dimensionless; the first ingest records the model in
index_meta, fixes the column to vector(<dim>) and builds the HNSW cosine index
(shared/db/index_meta.py), because the dimension depends on the configured model.

Revision ID: 0001
"""

from __future__ import annotations

from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("CREATE EXTENSION IF NOT EXISTS vector")
    op.execute(
        """
        CREATE TABLE tenants (
            id varchar(64) PRIMARY KEY,
            name text NOT NULL DEFAULT '',
            corpus_version bigint NOT NULL DEFAULT 0,
            created_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE TABLE sources (
            id varchar(36) PRIMARY KEY,
            tenant_id varchar(64) NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
            origin text NOT NULL,
            source_hash varchar(64) NOT NULL,
            source_type varchar(32) NOT NULL,
            title text,
            author text,
            url text,
            language varchar(32),
            page_count integer,
            text text NOT NULL,
            metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
            granularities varchar(16)[] NOT NULL,
            chunk_count integer NOT NULL DEFAULT 0,
            ingested_at timestamptz NOT NULL DEFAULT now(),
            CONSTRAINT uq_sources_tenant_hash UNIQUE (tenant_id, source_hash),
            CONSTRAINT uq_sources_tenant_origin UNIQUE (tenant_id, origin)
        );
        CREATE INDEX ix_sources_tenant_id ON sources (tenant_id);
        CREATE TABLE chunks (
            id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            tenant_id varchar(64) NOT NULL,
            source_id varchar(36) NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
            chunk_uid text NOT NULL UNIQUE,
            chunk_index integer NOT NULL,
            granularity varchar(16) NOT NULL CHECK (granularity IN ('sentence', 'passage')),
            text text NOT NULL,
            embed_text text NOT NULL,
            source_type varchar(32) NOT NULL,
            title text,
            author text,
            url text,
            page_number integer,
            page_end integer,
            chapter text,
            section text,
            paragraph_index integer,
            sentence_index integer,
            prev_chunk_uid text,
            next_chunk_uid text,
            char_start integer NOT NULL,
            char_end integer NOT NULL,
            timestamp_start double precision,
            timestamp_end double precision,
            speaker text,
            tags text[] NOT NULL DEFAULT '{}',
            source_hash varchar(64) NOT NULL,
            ingested_at timestamptz NOT NULL DEFAULT now(),
            tsv tsvector NOT NULL,
            doc_len integer NOT NULL,
            embedding vector,
            CHECK (char_end >= char_start)
        );
        CREATE INDEX ix_chunks_tsv ON chunks USING gin (tsv);
        CREATE INDEX ix_chunks_tags ON chunks USING gin (tags);
        CREATE INDEX ix_chunks_tenant_gran ON chunks (tenant_id, granularity);
        CREATE INDEX ix_chunks_source_index ON chunks (source_id, chunk_index);
        CREATE TABLE bm25_terms (
            tenant_id varchar(64) NOT NULL,
            granularity varchar(16) NOT NULL,
            term text NOT NULL,
            df integer NOT NULL,
            PRIMARY KEY (tenant_id, granularity, term)
        );
        CREATE TABLE bm25_corpus (
            tenant_id varchar(64) NOT NULL,
            granularity varchar(16) NOT NULL,
            n_docs bigint NOT NULL,
            total_len bigint NOT NULL,
            PRIMARY KEY (tenant_id, granularity)
        );
        CREATE TABLE index_meta (
            id integer PRIMARY KEY CHECK (id = 1),
            model_id text NOT NULL,
            dimension integer NOT NULL,
            prefix_hash varchar(32) NOT NULL,
            text_search_config text NOT NULL,
            created_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE TABLE embedding_cache (
            model_key varchar(64) NOT NULL,
            text_hash varchar(64) NOT NULL,
            embedding vector NOT NULL,
            PRIMARY KEY (model_key, text_hash)
        );
        """
    )


def downgrade() -> None:
    op.execute(
        "DROP TABLE IF EXISTS embedding_cache, index_meta, bm25_corpus, bm25_terms, chunks, sources, tenants"
    )

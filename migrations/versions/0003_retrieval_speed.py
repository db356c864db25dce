"""Retrieval speed: a BM25 postings table, so keyword search reads (term, chunk, tf, doc_len)
from one index instead of detoasting and unnesting every candidate chunk's tsvector.

* ``bm25_terms.id`` -- a surrogate key for (tenant_id, granularity, term), so a posting is
  4 narrow columns (about 50 bytes a row in the heap and 40 in the index).
* ``bm25_postings`` -- one row per (term, chunk containing it): ``tf`` is the number of
  positions of the lexeme in the chunk's tsvector (the same tf the tsvector formula uses;
  Postgres keeps at most 256 positions per lexeme), ``doc_len`` the chunk's ``doc_len``. The
  primary key carries ``tf`` and ``doc_len`` (INCLUDE), so scoring is an index-only scan.
  Maintained with ``bm25_terms`` in the ingestion transaction (shared/retrieval/bm25_stats.py).
* ``ix_chunks_tenant_id_filters`` -- (tenant, chunk id) with the filter columns, so checking a
  filtered keyword candidate is an index-only probe (~2 us) instead of a visit to the wide heap
  row, and a capped count of a tenant's filtered chunks stays within that tenant's entries.

The backfill derives the postings of existing chunks from their tsvectors (a few minutes per
million chunks) and analyzes it; autovacuum then sets the visibility map that index-only scans
need (or run ``VACUUM bm25_postings`` after the upgrade).

Revision ID: 0003
"""

from __future__ import annotations

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(
        """
        ALTER TABLE bm25_terms ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
        CREATE UNIQUE INDEX ux_bm25_terms_id ON bm25_terms (id);
        CREATE TABLE bm25_postings (
            term_id bigint NOT NULL,
            chunk_id bigint NOT NULL,
            tf smallint NOT NULL,
            doc_len integer NOT NULL
        );
        ANALYZE bm25_terms;
        INSERT INTO bm25_postings (term_id, chunk_id, tf, doc_len)
        SELECT t.id, c.id, coalesce(array_length(u.positions, 1), 1), c.doc_len
        FROM chunks c
        CROSS JOIN LATERAL unnest(c.tsv) AS u
        JOIN bm25_terms t ON t.tenant_id = c.tenant_id AND t.granularity = c.granularity AND t.term = u.lexeme
        ORDER BY 1, 2;
        ALTER TABLE bm25_postings ADD CONSTRAINT pk_bm25_postings PRIMARY KEY (term_id, chunk_id) INCLUDE (tf, doc_len);
        ANALYZE bm25_postings;
        CREATE INDEX ix_chunks_tenant_id_filters ON chunks (tenant_id, id)
            INCLUDE (granularity, source_type, source_id, tags);
        """
    )


def downgrade() -> None:
    op.execute(
        """
        DROP INDEX IF EXISTS ix_chunks_tenant_id_filters;
        DROP TABLE IF EXISTS bm25_postings;
        DROP INDEX IF EXISTS ux_bm25_terms_id;
        ALTER TABLE bm25_terms DROP COLUMN IF EXISTS id;
        """
    )

"""Per-(tenant, granularity) BM25 statistics, kept in the same transaction as ingestion.

* ``bm25_terms.df``: number of chunks whose tsvector contains the lexeme.
* ``bm25_corpus.n_docs`` / ``total_len``: chunk count and summed ``doc_len`` (avgdl = total/n).
* ``bm25_postings``: one row per (term id, chunk) with the term's ``tf`` in the chunk and the
  chunk's ``doc_len``, which is all BM25 needs (shared/retrieval/keyword.py), so a query never
  reads a tsvector. Added after the chunks (needs their ids), removed before deleting them.

``CHUNK_TSV_SQL`` is the one definition of a chunk's tsvector: the text first (weight D, so its
positions start at 1), then tags (B) and title/chapter/section (A). ``doc_len`` counts all of
its lexeme positions (migration 0009; before it, the text part's only).
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import text
from sqlalchemy.orm import Session

# Expression over a row alias ``s`` with columns text, tags, title, chapter, section and a
# bound parameter :ts_config (regconfig name).
CHUNK_TSV_SQL = """
    setweight(to_tsvector(CAST(:ts_config AS regconfig), s.text), 'D')
    || setweight(to_tsvector(CAST(:ts_config AS regconfig), array_to_string(s.tags, ' ')), 'B')
    || setweight(to_tsvector(CAST(:ts_config AS regconfig),
           concat_ws(' ', s.title, s.chapter, s.section)), 'A')
"""

# A chunk's length for BM25: every lexeme position of its tsvector -- text, tags and title alike,
# as bm25s and Lucene count a document's title and body together. (Counting the text alone while
# the title's words still count as matches made short chunks with long titles look dense with
# query terms: 0.008 nDCG@10 behind bm25s on CACM, benchmarks/retrieval_quality.md.)
DOC_LEN_SQL = f"(SELECT coalesce(sum(array_length(positions, 1)), 0) FROM unnest({CHUNK_TSV_SQL}))"
# The same length read from an already built tsvector ``t.tsv`` (no second tokenization).
DOC_LEN_FROM_TSV_SQL = "(SELECT coalesce(sum(array_length(u.positions, 1)), 0) FROM unnest(t.tsv) AS u)"

# One source's terms (df += its chunk count) and postings, in one statement: the upsert returns
# each term's id, so the postings join a few hundred returned rows by hash and never depend on
# bm25_terms' planner statistics. Postings go in in key order (neighbouring btree pages).
_ADD_TERMS_AND_POSTINGS = text(
    """
    WITH source_terms AS (
        SELECT c.id AS chunk_id, c.granularity, c.doc_len, u.lexeme,
               coalesce(array_length(u.positions, 1), 1) AS tf
        FROM chunks c CROSS JOIN LATERAL unnest(c.tsv) AS u
        WHERE c.tenant_id = :tenant_id AND c.source_id = ANY(:source_ids)
    ),
    terms AS (
        INSERT INTO bm25_terms (tenant_id, granularity, term, df)
        SELECT :tenant_id, granularity, lexeme, count(*)
        FROM source_terms
        GROUP BY granularity, lexeme
        ORDER BY granularity, lexeme
        ON CONFLICT (tenant_id, granularity, term) DO UPDATE SET df = bm25_terms.df + EXCLUDED.df
        RETURNING id, granularity, term
    )
    INSERT INTO bm25_postings (term_id, chunk_id, tf, doc_len)
    SELECT t.id, s.chunk_id, s.tf, s.doc_len
    FROM source_terms s JOIN terms t ON t.granularity = s.granularity AND t.term = s.lexeme
    ORDER BY 1, 2
    """
)
# The reverse, before the chunks are deleted: df -= the source's counts, its postings removed.
_SUB_TERMS_AND_POSTINGS = text(
    """
    WITH source_terms AS (
        SELECT c.id AS chunk_id, c.granularity, u.lexeme
        FROM chunks c CROSS JOIN LATERAL unnest(c.tsv) AS u
        WHERE c.tenant_id = :tenant_id AND c.source_id = :source_id
    ),
    terms AS (
        UPDATE bm25_terms t SET df = t.df - d.cnt
        FROM (SELECT granularity, lexeme, count(*) AS cnt FROM source_terms GROUP BY granularity, lexeme) d
        WHERE t.tenant_id = :tenant_id AND t.granularity = d.granularity AND t.term = d.lexeme
        RETURNING t.id, t.granularity, t.term
    )
    DELETE FROM bm25_postings p
    USING source_terms s JOIN terms t ON t.granularity = s.granularity AND t.term = s.lexeme
    WHERE p.term_id = t.id AND p.chunk_id = s.chunk_id
    """
)
_ADD_CORPUS = text(
    """
    INSERT INTO bm25_corpus (tenant_id, granularity, n_docs, total_len)
    SELECT CAST(:tenant_id AS varchar), granularity, count(*), coalesce(sum(doc_len), 0)
    FROM chunks WHERE tenant_id = :tenant_id AND source_id = ANY(:source_ids) GROUP BY granularity
    ON CONFLICT (tenant_id, granularity) DO UPDATE
    SET n_docs = bm25_corpus.n_docs + EXCLUDED.n_docs, total_len = bm25_corpus.total_len + EXCLUDED.total_len
    """
)
_SUB_CORPUS = text(
    """
    UPDATE bm25_corpus b SET n_docs = b.n_docs - d.n, total_len = b.total_len - d.len
    FROM (SELECT granularity, count(*) AS n, coalesce(sum(doc_len), 0) AS len
          FROM chunks WHERE source_id = :source_id GROUP BY granularity) d
    WHERE b.tenant_id = :tenant_id AND b.granularity = d.granularity
    """
)


def add_source_stats(*, session: Session, tenant_id: str, source_id: str) -> None:
    """Count a freshly inserted source's chunks into the tenant's statistics."""
    add_sources_stats(session=session, tenant_id=tenant_id, source_ids=[source_id])


def add_sources_stats(*, session: Session, tenant_id: str, source_ids: Sequence[str]) -> None:
    """The same for many sources in one statement each (an ingest call's new sources)."""
    if not source_ids:
        return
    params = {"tenant_id": tenant_id, "source_ids": list(source_ids)}
    session.execute(_ADD_TERMS_AND_POSTINGS, params)
    session.execute(_ADD_CORPUS, params)


def remove_source_stats(*, session: Session, tenant_id: str, source_id: str) -> None:
    """Subtract a source's chunks (call before deleting them)."""
    params = {"tenant_id": tenant_id, "source_id": source_id}
    session.execute(_SUB_TERMS_AND_POSTINGS, params)
    session.execute(_SUB_CORPUS, params)
    session.execute(text("DELETE FROM bm25_terms WHERE tenant_id = :tenant_id AND df <= 0"), params)
    session.execute(text("DELETE FROM bm25_corpus WHERE tenant_id = :tenant_id AND n_docs <= 0"), params)


_CLEAR = (
    text("DELETE FROM bm25_postings p USING bm25_terms t WHERE t.tenant_id = :tenant_id AND p.term_id = t.id"),
    text("DELETE FROM bm25_terms WHERE tenant_id = :tenant_id"),
    text("DELETE FROM bm25_corpus WHERE tenant_id = :tenant_id"),
)
_REBUILD_TERMS = text(
    """
    INSERT INTO bm25_terms (tenant_id, granularity, term, df)
    SELECT c.tenant_id, c.granularity, u.lexeme, count(*)
    FROM chunks c CROSS JOIN LATERAL unnest(c.tsv) AS u
    WHERE c.tenant_id = :tenant_id
    GROUP BY c.tenant_id, c.granularity, u.lexeme
    """
)
_REBUILD_CORPUS = text(
    """
    INSERT INTO bm25_corpus (tenant_id, granularity, n_docs, total_len)
    SELECT tenant_id, granularity, count(*), coalesce(sum(doc_len), 0)
    FROM chunks WHERE tenant_id = :tenant_id GROUP BY tenant_id, granularity
    """
)


_REBUILD_POSTINGS = text(
    """
    INSERT INTO bm25_postings (term_id, chunk_id, tf, doc_len)
    SELECT t.id, c.id, coalesce(array_length(u.positions, 1), 1), c.doc_len
    FROM chunks c
    CROSS JOIN LATERAL unnest(c.tsv) AS u
    JOIN bm25_terms t ON t.tenant_id = c.tenant_id AND t.granularity = c.granularity AND t.term = u.lexeme
    WHERE c.tenant_id = :tenant_id
    ORDER BY 1, 2
    """
)


def rebuild_tenant_stats(*, session: Session, tenant_id: str) -> None:
    """Recount a tenant's statistics from its chunks (bulk loads, repairs, a changed text
    search configuration after ``footnote reindex``)."""
    params = {"tenant_id": tenant_id}
    # ANALYZE (it sees this transaction's rows): without statistics for the fresh terms the
    # planner joins the postings to them with a nested loop -- hours at 100k chunks
    for stmt in (*_CLEAR, _REBUILD_TERMS, text("ANALYZE bm25_terms"), _REBUILD_POSTINGS, _REBUILD_CORPUS):
        session.execute(stmt, params)

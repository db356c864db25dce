"""Per-(tenant, granularity) BM25 statistics, kept in the same transaction as ingestion.

* ``bm25_terms.df``: number of chunks whose tsvector contains the lexeme.
* ``bm25_corpus.n_docs`` / ``total_len``: chunk count and summed ``doc_len`` (avgdl = total/n).

``CHUNK_TSV_SQL`` is the one definition of a chunk's tsvector: the text first (weight D, so its
positions start at 1), then tags (B) and title/chapter/section (A). ``doc_len`` counts the
lexeme positions of the text part only (weight D).
"""

from __future__ import annotations

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

DOC_LEN_SQL = (
    "(SELECT coalesce(sum(array_length(positions, 1)), 0) "
    "FROM unnest(to_tsvector(CAST(:ts_config AS regconfig), s.text)))"
)

_ADD_TERMS = text(
    """
    INSERT INTO bm25_terms (tenant_id, granularity, term, df)
    SELECT :tenant_id, c.granularity, u.lexeme, count(*)
    FROM chunks c CROSS JOIN LATERAL unnest(c.tsv) AS u
    WHERE c.source_id = :source_id
    GROUP BY c.granularity, u.lexeme
    ORDER BY c.granularity, u.lexeme
    ON CONFLICT (tenant_id, granularity, term) DO UPDATE SET df = bm25_terms.df + EXCLUDED.df
    """
)
_ADD_CORPUS = text(
    """
    INSERT INTO bm25_corpus (tenant_id, granularity, n_docs, total_len)
    SELECT :tenant_id, granularity, count(*), coalesce(sum(doc_len), 0)
    FROM chunks WHERE source_id = :source_id GROUP BY granularity
    ON CONFLICT (tenant_id, granularity) DO UPDATE
    SET n_docs = bm25_corpus.n_docs + EXCLUDED.n_docs, total_len = bm25_corpus.total_len + EXCLUDED.total_len
    """
)
_SUB_TERMS = text(
    """
    UPDATE bm25_terms t SET df = t.df - d.cnt
    FROM (
        SELECT c.granularity, u.lexeme AS term, count(*) AS cnt
        FROM chunks c CROSS JOIN LATERAL unnest(c.tsv) AS u
        WHERE c.source_id = :source_id
        GROUP BY c.granularity, u.lexeme
    ) d
    WHERE t.tenant_id = :tenant_id AND t.granularity = d.granularity AND t.term = d.term
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
    params = {"tenant_id": tenant_id, "source_id": source_id}
    session.execute(_ADD_TERMS, params)
    session.execute(_ADD_CORPUS, params)


def remove_source_stats(*, session: Session, tenant_id: str, source_id: str) -> None:
    """Subtract a source's chunks (call before deleting them)."""
    params = {"tenant_id": tenant_id, "source_id": source_id}
    session.execute(_SUB_TERMS, params)
    session.execute(_SUB_CORPUS, params)
    session.execute(text("DELETE FROM bm25_terms WHERE tenant_id = :tenant_id AND df <= 0"), params)
    session.execute(text("DELETE FROM bm25_corpus WHERE tenant_id = :tenant_id AND n_docs <= 0"), params)


_CLEAR = (
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


def rebuild_tenant_stats(*, session: Session, tenant_id: str) -> None:
    """Recount a tenant's statistics from its chunks (bulk loads, repairs, a changed text
    search configuration after ``footnote reindex``)."""
    params = {"tenant_id": tenant_id}
    for stmt in (*_CLEAR, _REBUILD_TERMS, _REBUILD_CORPUS):
        session.execute(stmt, params)

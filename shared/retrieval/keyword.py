"""Keyword side: Okapi BM25 computed in Postgres over the stored tsvectors.

The statement below (``BM25_SQL``) is the whole algorithm, with named parameters:

* query terms  -- the query's lexemes under ``:config`` (the tenant's text search configuration:
  stemming and stop words, ``english`` by default), deduplicated;
* candidates   -- chunks matching *any* term, ``tsv @@ ('t1' | 't2' | ...)``, found through the
  GIN index ``ix_chunks_tsv``, then the tenant and the filters;
* tf           -- for each candidate and query term, the number of positions the term has in
  ``tsv`` (``unnest(tsv)``);
* idf          -- Lucene's non-negative variant ``ln(1 + (N - df + 0.5) / (df + 0.5))`` from
  ``bm25_terms.df`` and ``bm25_corpus.n_docs`` (kept per tenant and granularity by
  ``shared.retrieval.bm25_stats`` in the ingestion transaction);
* length norm  -- ``doc_len / avgdl`` with ``avgdl = bm25_corpus.total_len / n_docs``.

``score = sum_terms idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * doc_len / avgdl))``

Unlike ``ts_rank`` (no IDF, no length normalisation) this is the BM25 that ``bm25s``/Lucene
compute; ``footnote eval`` measures the gap to ``bm25s`` on the same corpus.
"""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.orm import Session

from shared.retrieval.fusion import Candidate
from shared.retrieval.types import SearchFilters

# Filters shared by the keyword and dense statements (``ch`` is the chunks alias).
FILTER_SQL = """
      ch.tenant_id = :tenant_id
      AND (CAST(:granularity AS text) IS NULL OR ch.granularity = :granularity)
      AND (cardinality(CAST(:source_types AS text[])) = 0 OR ch.source_type = ANY(CAST(:source_types AS text[])))
      AND (cardinality(CAST(:source_ids AS text[])) = 0 OR ch.source_id = ANY(CAST(:source_ids AS text[])))
      AND ch.tags @> CAST(:tags AS text[])
"""

BM25_SQL = text(
    """
WITH query_terms AS (
    SELECT DISTINCT lexeme AS term
    FROM unnest(to_tsvector(CAST(:config AS regconfig), :query))
),
corpus AS (
    SELECT granularity, n_docs, total_len::float8 / greatest(n_docs, 1) AS avgdl
    FROM bm25_corpus
    WHERE tenant_id = :tenant_id
),
term_idf AS (
    SELECT t.granularity, t.term, ln(1 + (c.n_docs - t.df + 0.5) / (t.df + 0.5)) AS idf
    FROM bm25_terms t
    JOIN query_terms q ON q.term = t.term
    JOIN corpus c ON c.granularity = t.granularity
    WHERE t.tenant_id = :tenant_id
),
candidates AS (
    SELECT ch.id, ch.granularity, ch.doc_len, ch.tsv
    FROM chunks ch
    WHERE ch.tsv @@ (SELECT string_agg(quote_literal(term), ' | ')::tsquery FROM query_terms)
      AND """
    + FILTER_SQL
    + """
)
SELECT cand.id,
       sum(i.idf * tf.n * (:k1 + 1) / (tf.n + :k1 * (1 - :b + :b * cand.doc_len / c.avgdl))) AS bm25
FROM candidates cand
CROSS JOIN LATERAL (
    SELECT u.lexeme, coalesce(array_length(u.positions, 1), 1) AS n
    FROM unnest(cand.tsv) AS u
) AS tf
JOIN term_idf i ON i.term = tf.lexeme AND i.granularity = cand.granularity
JOIN corpus c ON c.granularity = cand.granularity
GROUP BY cand.id
ORDER BY bm25 DESC, cand.id
LIMIT :limit
"""
)


def filter_params(*, tenant_id: str, filters: SearchFilters) -> dict[str, object]:
    return {
        "tenant_id": tenant_id,
        "granularity": filters.granularity,
        "source_types": list(filters.source_types),
        "source_ids": list(filters.source_ids),
        "tags": list(filters.tags),
    }


def keyword_search(
    *,
    session: Session,
    tenant_id: str,
    query: str,
    limit: int,
    filters: SearchFilters,
    k1: float,
    b: float,
    config: str = "english",
) -> list[Candidate]:
    """Top ``limit`` chunks by BM25, best first (ties by chunk id)."""
    rows = session.execute(
        BM25_SQL,
        {
            **filter_params(tenant_id=tenant_id, filters=filters),
            "query": query,
            "config": config,
            "k1": k1,
            "b": b,
            "limit": limit,
        },
    ).all()
    return [Candidate(chunk_id=int(r.id), score=float(r.bm25)) for r in rows]

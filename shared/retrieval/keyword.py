"""Keyword side: Okapi BM25 computed in Postgres.

Two statements compute the same scores. ``POSTINGS_SQL`` (the default) reads each query
term's postings -- (chunk id, tf, doc_len), one index-only scan of ``bm25_postings`` per term
(migration 0003) -- and sums per chunk; it never touches the chunks table unless a tag, source
type or source filter needs it (``POSTINGS_RESTRICT_SQL`` / ``POSTINGS_PROBE_SQL``). ``BM25_SQL``, the original
statement over the chunks' tsvectors, is kept as the reference the tests compare with (equal
ids and scores) and spells the algorithm out, with named parameters:

* query terms  -- the query's lexemes under ``:config`` (the tenant's text search configuration:
  stemming and stop words, ``english`` by default), each weighted by how often the query
  repeats it (query term frequency, ``qtf``, as Lucene and bm25s count a repeated term);
* candidates   -- chunks matching *any* term, ``tsv @@ ('t1' | 't2' | ...)``, found through the
  GIN index ``ix_chunks_tsv``, then the tenant and the filters;
* tf           -- for each candidate and query term, the number of positions the term has in
  ``tsv`` (``unnest(tsv)``);
* idf          -- Lucene's non-negative variant ``ln(1 + (N - df + 0.5) / (df + 0.5))`` from
  ``bm25_terms.df`` and ``bm25_corpus.n_docs`` (kept per tenant and granularity by
  ``footnote.shared.retrieval.bm25_stats`` in the ingestion transaction), *summed over the granularities
  the search ranks*: one collection, one IDF scale. (Per-granularity IDF put a sentence and a
  passage on different scales: a library of one article -- its single sentence chunk, N = 1 --
  and a long doc ingested as passages only gave the article's sentence the higher IDF for a
  word both share, so it outranked the doc that repeats every query word. Elasticsearch's
  ``dfs_query_then_fetch`` sums shards' statistics for the same reason.)
* length norm  -- ``doc_len / avgdl`` with ``avgdl = bm25_corpus.total_len / n_docs`` of the
  chunk's own granularity (a sentence is measured against sentences).

``score = sum_terms qtf * idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * doc_len / avgdl))``
(the SQL folds ``qtf`` into its ``idf`` column, so pruning bounds include it.)

Why postings: ``BM25_SQL`` must detoast and unnest the tsvector of every chunk matching any
query term (5-10 us each); at 100k chunks a 3-word query touches thousands of them even after
the pruning below, while a posting is ~22 bytes in an index page.

Exact pruning of ``BM25_SQL`` (MaxScore-style; ``method="tsvector"`` only). A term's
contribution never exceeds ``ub = idf * (k1 + 1)``, so a chunk can only reach score ``theta``
if the upper bounds of the query terms it contains sum to ``theta`` or more. ``keyword_search``
first scores the chunks holding the rarest terms (postings up to ``PRUNE_DF_BUDGET``), takes
the ``limit``-th score as ``theta``, and then matches (``:match_groups``) only chunks
containing a *minimal* set of terms whose bounds reach ``theta`` -- e.g. two of three common
words -- which GIN answers by intersecting posting lists. Scoring always uses every query term,
so the result equals the unpruned top ``limit``.

Unlike ``ts_rank`` (no IDF, no length normalisation) this is the BM25 that ``bm25s``/Lucene
compute; ``footnote eval`` measures the gap to ``bm25s`` on the same corpus.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from sqlalchemy import TextClause, text
from sqlalchemy.orm import Session

from footnote.shared.retrieval.fusion import Candidate
from footnote.shared.retrieval.types import SearchFilters

# Filters shared by the keyword and dense statements (``ch`` is the chunks alias).
FILTER_SQL = """
      ch.tenant_id = :tenant_id
      AND (CAST(:granularity AS text) IS NULL OR ch.granularity = :granularity)
      AND (cardinality(CAST(:source_types AS text[])) = 0 OR ch.source_type = ANY(CAST(:source_types AS text[])))
      AND (cardinality(CAST(:source_ids AS text[])) = 0 OR ch.source_id = ANY(CAST(:source_ids AS text[])))
      AND ch.tags @> CAST(:tags AS text[])
"""

# The query's lexemes, each with how often the query repeats it (its positions): ``qtf``, as
# Lucene and bm25s count a repeated term. One definition for every statement below.
QUERY_TERMS_SQL = """(
    SELECT lexeme, coalesce(array_length(positions, 1), 1)::float8 AS qtf
    FROM unnest(to_tsvector(CAST(:config AS regconfig), :query))
)"""

# The granularities a search ranks (all, or the one its filter names): its collection for IDF.
_IN_SEARCH = "(CAST(:granularity AS text) IS NULL OR {alias}.granularity = :granularity)"

BM25_SQL = text(
    """
WITH query_terms AS (
    SELECT lexeme AS term, qtf FROM """
    + QUERY_TERMS_SQL
    + """ AS q
),
corpus AS (
    SELECT granularity, total_len::float8 / greatest(n_docs, 1) AS avgdl
    FROM bm25_corpus
    WHERE tenant_id = :tenant_id
),
-- the collection: every granularity the search ranks, its chunk count and each term's df summed
collection AS (
    SELECT sum(n_docs)::float8 AS n_docs FROM bm25_corpus
    WHERE tenant_id = :tenant_id AND """ + _IN_SEARCH.format(alias="bm25_corpus") + """
),
term_idf AS (
    SELECT t.term, max(q.qtf) * ln(1 + (max(n.n_docs) - sum(t.df) + 0.5) / (sum(t.df) + 0.5)) AS idf
    FROM bm25_terms t
    JOIN query_terms q ON q.term = t.term
    CROSS JOIN collection n
    WHERE t.tenant_id = :tenant_id AND """ + _IN_SEARCH.format(alias="t") + """
    GROUP BY t.term
),
candidates AS (
    -- GIN: chunks containing any query term (or, pruned, any match group; see the module doc)
    SELECT ch.id, ch.granularity, ch.doc_len,
           -- the chunk's tsvector cut down to the query's lexemes: re-weight those to A, keep A
           ts_filter(setweight(setweight(ch.tsv, 'D'), 'A', (SELECT array_agg(term) FROM query_terms)),
                     '{a}') AS query_tsv
    FROM chunks ch
    WHERE ch.tsv @@ CASE
            WHEN CAST(:match_groups AS text[]) IS NULL
            THEN (SELECT string_agg(quote_literal(term), ' | ')::tsquery FROM query_terms)
            -- pruned: any of the groups, each group = lexemes joined by chr(31), all required
            ELSE (SELECT string_agg('(' || (SELECT string_agg(quote_literal(x), ' & ')
                                           FROM unnest(string_to_array(g, chr(31))) AS x) || ')', ' | ')::tsquery
                  FROM unnest(CAST(:match_groups AS text[])) AS g)
          END
      AND """
    + FILTER_SQL
    + """
)
SELECT cand.id,
       -- rounded so that equal scores summed in a different order tie exactly (then: chunk id)
       round(sum(i.idf * tf.n * (:k1 + 1) / (tf.n + :k1 * (1 - :b + :b * cand.doc_len / c.avgdl))) * 1e9)
       / 1e9 AS bm25
FROM candidates cand
CROSS JOIN LATERAL (
    -- term frequency = number of positions of the lexeme in the chunk
    SELECT u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 AS n
    FROM unnest(cand.query_tsv) AS u
) AS tf
JOIN term_idf i ON i.term = tf.lexeme
JOIN corpus c ON c.granularity = cand.granularity
GROUP BY cand.id
ORDER BY bm25 DESC, cand.id
LIMIT :limit
"""
)


# The same BM25 from the postings table (migration 0003): the query's terms with their IDF,
# then an index-only scan of each term's postings (tf, doc_len), summed per chunk. The chunks
# table is read only when a filter needs its columns (tags, source type, source ids), in one of
# two ways, chosen by how many chunks pass the filter (``keyword_search``):
#   {restrict} selective filter: the passing chunk ids first, postings restricted to them;
#   {probe}    broad filter: chunks in score order, each probed by primary key, until ``limit`` pass.
# Each query term's IDF over the search's collection (every granularity it ranks, as in
# BM25_SQL), times the query's own count of the term (qtf). Shared with TERM_STATS_SQL.
_TERM_IDF_CTES = """
query_lexemes AS MATERIALIZED """ + QUERY_TERMS_SQL + """,
collection AS MATERIALIZED (
    SELECT sum(n_docs)::float8 AS n_docs FROM bm25_corpus
    WHERE tenant_id = :tenant_id AND """ + _IN_SEARCH.format(alias="bm25_corpus") + """
),
term_idf AS MATERIALIZED (
    SELECT t.term, sum(t.df) AS df,
           max(qt.qtf) * ln(1 + (max(n.n_docs) - sum(t.df) + 0.5) / (sum(t.df) + 0.5)) AS idf
    FROM bm25_terms t
    JOIN query_lexemes qt ON qt.lexeme = t.term
    CROSS JOIN collection n
    WHERE t.tenant_id = :tenant_id AND """ + _IN_SEARCH.format(alias="t") + """
    GROUP BY t.term
)"""

_POSTINGS_TEMPLATE = "WITH" + _TERM_IDF_CTES.replace("{", "{{").replace("}", "}}") + """,
query_terms AS MATERIALIZED (  -- a handful of rows; float8 so no numeric math per posting
    SELECT t.id, i.idf, c.total_len::float8 / greatest(c.n_docs, 1) AS avgdl
    FROM bm25_terms t
    JOIN bm25_corpus c ON c.tenant_id = t.tenant_id AND c.granularity = t.granularity
    JOIN term_idf i ON i.term = t.term
    WHERE t.tenant_id = :tenant_id AND """ + _IN_SEARCH.format(alias="t") + """
),{restrict_cte}
scored AS (
    SELECT p.chunk_id,
           -- rounded (to 1e-9, in float8: cheap per chunk) as in BM25_SQL
           round(sum(q.idf * p.tf * (:k1 + 1) / (p.tf + :k1 * (1 - :b + :b * p.doc_len / q.avgdl))) * 1e9)
           / 1e9 AS bm25
    FROM query_terms q
    JOIN bm25_postings p ON p.term_id = q.id{restrict_join}
    GROUP BY p.chunk_id
)
SELECT s.chunk_id AS id, s.bm25
FROM {source}
ORDER BY s.bm25 DESC, s.chunk_id
LIMIT :limit
"""
_RESTRICT_CTE = """
passing AS MATERIALIZED (
    SELECT ch.id FROM chunks ch WHERE """ + FILTER_SQL.strip() + """
),"""
# LATERAL: a nested loop over the score-ordered chunks, so LIMIT stops after ``limit`` pass
_PROBE_SOURCE = """(SELECT chunk_id, bm25 FROM scored ORDER BY bm25 DESC, chunk_id) s
CROSS JOIN LATERAL (
    SELECT 1 FROM chunks ch WHERE ch.id = s.chunk_id AND """ + FILTER_SQL.strip() + """
) AS passes"""


def _postings(*, restrict_cte: str = "", restrict_join: str = "", source: str = "scored s") -> TextClause:
    return text(_POSTINGS_TEMPLATE.format(
        query_terms=QUERY_TERMS_SQL, restrict_cte=restrict_cte, restrict_join=restrict_join, source=source
    ))


POSTINGS_SQL = _postings()
POSTINGS_RESTRICT_SQL = _postings(
    restrict_cte=_RESTRICT_CTE, restrict_join="\n    JOIN passing ON passing.id = p.chunk_id"
)
POSTINGS_PROBE_SQL = _postings(source=_PROBE_SOURCE)
# Chunks passing the filters, counted up to :cap (cheap through the tenant/tags indexes).
COUNT_FILTERED_SQL = text(
    "SELECT count(*) FROM (SELECT 1 FROM chunks ch WHERE " + FILTER_SQL.strip() + " LIMIT :cap) AS capped"
)
# Restrict below this many passing chunks; else probe. Probing costs about 2 us a chunk through
# the covering index ix_chunks_tenant_id_filters, ~limit / selectivity probes; restricting about
# 1.5 us per passing chunk. Measured at 100k chunks, 50 candidates (benchmarks/retrieval_quality.md):
# 1,000 passing (1% tag) restrict p95 4-6 ms vs probe 15-23 ms; 20,000 passing (20% tag) restrict
# 37-40 ms vs probe 9-14 ms. The crossover lies between; 3,000 keeps a 1% filter restricted up to
# 300k chunks. (It was 500, chosen at 20 candidates, which sent the 1% tag down the probe path.)
RESTRICT_MAX_ROWS = 3000


# Each query term's postings count (df, over the searched granularities) and IDF.
TERM_STATS_SQL = text("WITH" + _TERM_IDF_CTES + "\nSELECT term, df, idf FROM term_idf")

PRUNE_DF_BUDGET = 1000
GROUP_SEP = chr(31)  # unit separator: never inside a lexeme


@dataclass(frozen=True)
class TermStat:
    term: str
    df: int
    idf: float


def first_match_terms(stats: Sequence[TermStat], budget: int = PRUNE_DF_BUDGET) -> list[str]:
    """The rarest terms whose postings add up to at most ``budget`` (always at least one)."""
    chosen: list[str] = []
    total = 0
    for st in sorted(stats, key=lambda t: (t.df, t.term)):
        if chosen and total + st.df > budget:
            break
        chosen.append(st.term)
        total += st.df
    return chosen


def first_groups(stats: Sequence[TermStat], budget: int = PRUNE_DF_BUDGET) -> list[tuple[str, ...]] | None:
    """Candidates for the first (theta-finding) pass: the rarest terms within ``budget``; if even
    the rarest term is common, chunks holding any *two* query terms (posting intersections);
    None for a single common term (nothing to prune with)."""
    if min(t.df for t in stats) <= budget:
        return [(t,) for t in first_match_terms(stats, budget)]
    if len(stats) >= 2:
        return list(combinations(sorted(t.term for t in stats), 2))
    return None


MAX_GROUP_TERMS = 10  # subsets are enumerated; beyond this, plain OR of the useful terms


def match_groups(stats: Sequence[TermStat], theta: float, k1: float) -> list[tuple[str, ...]]:
    """Minimal sets of terms whose upper bounds sum to at least ``theta`` (sorted, deterministic).

    A chunk can enter the top results only if it contains every term of at least one group."""
    ub = {t.term: t.idf * (k1 + 1) for t in stats}
    terms = sorted(ub)
    if len(terms) > MAX_GROUP_TERMS:  # fall back: every term except a common prefix below theta
        return [(t,) for t in safe_terms(stats, theta, k1)]
    groups: list[tuple[str, ...]] = []
    for size in range(1, len(terms) + 1):
        for combo in combinations(terms, size):
            total = sum(ub[t] for t in combo)
            if total >= theta and all(total - ub[t] < theta for t in combo):
                groups.append(combo)
    return groups


def safe_terms(stats: Sequence[TermStat], theta: float, k1: float) -> list[str]:
    """Every term except the longest run of commonest terms whose upper bounds sum below theta."""
    commonest_first = sorted(stats, key=lambda t: (-t.df, t.term))
    bound = 0.0
    skip = 0
    for st in commonest_first:
        if bound + st.idf * (k1 + 1) >= theta:
            break
        bound += st.idf * (k1 + 1)
        skip += 1
    return sorted(t.term for t in commonest_first[skip:])


def filter_params(*, tenant_id: str, filters: SearchFilters) -> dict[str, object]:
    return {
        "tenant_id": tenant_id,
        "granularity": filters.granularity,
        "source_types": list(filters.source_types),
        "source_ids": list(filters.source_ids),
        "tags": list(filters.tags),
    }


def count_filtered(*, session: Session, params: dict[str, object], cap: int) -> int:
    """Chunks passing the filters in ``params`` (``filter_params``), counted up to ``cap``."""
    return int(session.execute(COUNT_FILTERED_SQL, {**params, "cap": cap}).scalar_one())


def keyword_search(
    *,
    session: Session,
    tenant_id: str,
    query: str,
    limit: int,
    filters: SearchFilters,
    k1: float,
    b: float,
    config: str = "footnote_english",
    method: str = "postings",
    filtered_rows: int | None = None,
    prune: bool = True,
    prune_budget: int = PRUNE_DF_BUDGET,
) -> list[Candidate]:
    """Top ``limit`` chunks by BM25, best first (ties by chunk id).

    ``method="postings"`` (default) scores from ``bm25_postings``; ``"tsvector"`` computes the
    same scores from the chunks' tsvectors (``BM25_SQL``, the reference the tests compare with),
    where ``prune`` (exact) skips chunks holding only common terms that cannot reach the top.
    ``filtered_rows``: chunks passing ``filters``, counted up to at least ``RESTRICT_MAX_ROWS``
    (``search`` shares one count with the dense side); counted here if needed and not given."""
    params = {
        **filter_params(tenant_id=tenant_id, filters=filters),
        "query": query, "config": config, "k1": k1, "b": b, "limit": limit, "match_groups": None,
    }
    if method == "postings":
        sql = POSTINGS_SQL
        if filters.tags or filters.source_types or filters.source_ids:
            if filtered_rows is None:
                filtered_rows = count_filtered(session=session, params=params, cap=RESTRICT_MAX_ROWS)
            sql = POSTINGS_RESTRICT_SQL if filtered_rows < RESTRICT_MAX_ROWS else POSTINGS_PROBE_SQL
        return [Candidate(chunk_id=int(r.id), score=float(r.bm25)) for r in session.execute(sql, params)]
    if method != "tsvector":
        raise ValueError(f"keyword method {method!r} is not one of postings, tsvector")

    def run(groups: list[tuple[str, ...]] | None) -> list[Candidate]:
        encoded = None if groups is None else [GROUP_SEP.join(g) for g in groups]
        rows = session.execute(BM25_SQL, {**params, "match_groups": encoded}).all()
        return [Candidate(chunk_id=int(r.id), score=float(r.bm25)) for r in rows]

    if not prune:
        return run(None)
    stats = [TermStat(r.term, int(r.df), float(r.idf)) for r in session.execute(TERM_STATS_SQL, params)]
    if not stats:
        return []
    if sum(t.df for t in stats) <= prune_budget:
        return run(None)
    first = first_groups(stats, prune_budget)
    if first is None:
        return run(None)
    found = run(first)
    if len(found) < limit:
        return run(None)
    groups = match_groups(stats, found[-1].score, k1)
    if all(any(set(f) <= set(g) for f in first) for g in groups):
        return found  # every chunk that could rank was already a candidate
    return run(groups)

"""The postings path (bm25_postings) returns exactly what the tsvector formula returns, and the
postings stay in step with the chunks through ingest, replace and rebuild."""

import random

import pytest
from sqlalchemy import text

from footnote.shared.retrieval.keyword import keyword_search
from footnote.shared.retrieval.types import SearchFilters
from tests.integration.retrieval.conftest import bulk_chunks, ingest, prose

pytestmark = pytest.mark.integration

# Zipf-ish vocabulary: a few words in most chunks, many rare ones, some repeated within a chunk
WORDS = [f"w{chr(97 + i % 26)}{chr(97 + i // 26)}x" for i in range(300)]
POSTINGS_ROWS = (
    "SELECT t.granularity, t.term, p.chunk_id, p.tf, p.doc_len FROM bm25_postings p "
    "JOIN bm25_terms t ON t.id = p.term_id WHERE t.tenant_id = :t ORDER BY 1, 2, 3"
)


def _corpus(rng: random.Random, n: int) -> tuple[list[str], list[list[str]]]:
    weights = [1 / (r + 1) for r in range(len(WORDS))]
    texts = [" ".join(rng.choices(WORDS, weights, k=rng.randint(5, 40))) for _ in range(n)]
    tags = [["composer:rare"] if rng.random() < 0.2 else [] for _ in range(n)]
    return texts, tags


def _both(rt, tenant, query, limit, filters, filtered_rows=None):
    with rt.session() as s:
        kw = dict(session=s, tenant_id=tenant, query=query, limit=limit, filters=filters, k1=1.2, b=0.75)
        return (keyword_search(**kw, method="postings", filtered_rows=filtered_rows),
                keyword_search(**kw, method="tsvector", prune=False))


def test_postings_equal_tsvector_formula_on_random_queries(runtime, tenant):
    rng = random.Random(3)
    texts, tags = _corpus(rng, 400)
    bulk_chunks(runtime, tenant, texts, tags)
    for i in range(60):
        words = rng.sample(WORDS[: 20 + 5 * i], rng.randint(1, 6))
        query = " ".join(words + words[:1] * (i % 3))  # every third query repeats a word twice more
        flt = SearchFilters(tags=("composer:rare",)) if i % 2 == 0 else SearchFilters()
        limit = rng.choice([1, 5, 20, 100])
        # a filter is applied by restricting the postings (few passing chunks) or by probing
        # candidates in score order (many): pretend the ~80 tagged chunks are many every 4th time
        got, ref = _both(runtime, tenant, query, limit, flt, filtered_rows=10**6 if i % 4 == 0 else None)
        assert got == ref, query
        assert got, query


def test_postings_follow_replace_and_match_rebuild(runtime, tenant):
    from footnote.shared.retrieval.bm25_stats import rebuild_tenant_stats

    docs = [
        prose("a.txt", ["Rubato rubato rubato in the nocturnes.", "Pedal and harmony."]),
        prose("b.txt", ["Scales with a metronome; rubato again."]),
    ]
    ingest(runtime, tenant, docs)
    ingest(runtime, tenant, [prose("b.txt", ["Only pedalling words here, nothing about tempo."])])  # replace b
    with runtime.session() as s:
        incremental = s.execute(text(POSTINGS_ROWS), {"t": tenant}).all()
        live = s.execute(text("SELECT id FROM chunks WHERE tenant_id = :t"), {"t": tenant}).scalars().all()
        rebuild_tenant_stats(session=s, tenant_id=tenant)
        rebuilt = s.execute(text(POSTINGS_ROWS), {"t": tenant}).all()
    assert incremental == rebuilt
    assert {r.chunk_id for r in incremental} == set(live)
    assert ("passage", "rubato") in {(r.granularity, r.term) for r in incremental}
    assert max(r.tf for r in incremental if r.term == "rubato") >= 3  # repeated term: tf > 1
    got, ref = _both(runtime, tenant, "rubato pedal metronome", 10, SearchFilters())
    assert got == ref and len(got) == 2  # b's old chunk (metronome) is gone

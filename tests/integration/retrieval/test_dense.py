import numpy as np
import pytest
from sqlalchemy import text

from footnote.shared.retrieval.dense import dense_search
from footnote.shared.retrieval.types import SearchFilters
from tests.integration.retrieval.conftest import bulk_chunks

pytestmark = pytest.mark.integration

WORDS = "legato staccato rubato pedal tempo phrasing voicing dynamics scales arpeggio trill octave".split()


@pytest.fixture
def corpus(runtime, tenant):
    """2000 chunks; 20 of them (1%) tagged composer:rare."""
    rng = np.random.default_rng(3)
    texts = [" ".join(rng.choice(WORDS, size=6)) + f" item{i}" for i in range(2000)]
    tags = [["composer:rare"] if i % 100 == 0 else ["composer:common"] for i in range(2000)]
    source_id = bulk_chunks(runtime, tenant, texts, tags)
    return tenant, source_id


def test_one_percent_filter_still_returns_k(runtime, corpus):
    tenant, _ = corpus
    q = runtime.embedder.embed_query("rubato pedal legato")
    with runtime.session() as s:
        res = dense_search(session=s, tenant_id=tenant, embedding=q, limit=10,
                           filters=SearchFilters(tags=("composer:rare",)))
    assert len(res.candidates) == 10 and res.strategy == "exact"
    assert res.filtered_rows_capped == 20


def test_hnsw_path_detects_short_result_and_recovers(runtime, corpus):
    """Force the HNSW path on the same 1% filter: a plain HNSW scan with a small ef_search
    sees too few tagged rows; the search must notice and still return k."""
    tenant, _ = corpus
    q = runtime.embedder.embed_query("rubato pedal legato")
    with runtime.session() as s:
        # make the planner take the HNSW index, as it does on a large table
        s.execute(text("SET LOCAL enable_seqscan = off"))
        s.execute(text("SET LOCAL enable_bitmapscan = off"))
        s.execute(text("SET LOCAL enable_sort = off"))
        res = dense_search(session=s, tenant_id=tenant, embedding=q, limit=15,
                           filters=SearchFilters(tags=("composer:rare",)), ef_search=10, exact_max_rows=5)
    assert len(res.candidates) == 15
    assert res.strategy != "hnsw"  # escalated ef_search or fell back to exact


def test_similarity_is_one_minus_cosine_distance(runtime, corpus):
    tenant, source_id = corpus
    q = runtime.embedder.embed_query("octave trill")
    with runtime.session() as s:
        res = dense_search(session=s, tenant_id=tenant, embedding=q, limit=5, filters=SearchFilters())
        top = res.candidates[0]
        vec = s.execute(text("SELECT embedding FROM chunks WHERE id = :i"), {"i": top.chunk_id}).scalar_one()
    v = np.asarray(vec.to_numpy() if hasattr(vec, "to_numpy") else vec, dtype=np.float64)
    expected = float(v @ q / (np.linalg.norm(v) * np.linalg.norm(q)))
    assert top.score == pytest.approx(expected, abs=1e-5)
    assert [c.score for c in res.candidates] == sorted((c.score for c in res.candidates), reverse=True)

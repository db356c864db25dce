import math
from collections import Counter

import pytest
from sqlalchemy import text

from footnote.shared.retrieval.keyword import keyword_search
from footnote.shared.retrieval.types import SearchFilters
from tests.integration.retrieval.conftest import ingest, prose

pytestmark = pytest.mark.integration

DOCS = [
    prose("a.txt", ["Chopin's nocturnes reward a singing legato and patient rubato in the left hand."]),
    prose("b.txt", ["Rubato is not a license: rubato borrows time and pays it back, said the teacher."]),
    prose("c.txt", ["Scales and arpeggios build evenness; practise scales slowly with a metronome."]),
    prose("d.txt", ["The pedal blurs harmony when held through changes; change the pedal with the harmony."]),
]


def _reference(rt, tenant, query, k1, b):
    """BM25 recomputed in Python from the stored tsvectors (Lucene idf, positions as tf, a term
    the query repeats counted as often as it is repeated). IDF counts every chunk of every
    granularity (one collection); avgdl is each granularity's own."""
    with rt.session() as s:
        q_terms = {
            r[0]: r[1]
            for r in s.execute(
                text("SELECT lexeme, array_length(positions, 1) FROM unnest(to_tsvector(CAST(:c AS regconfig), :q))"),
                {"q": query, "c": rt.settings.text_search_config},
            )
        }
        rows = s.execute(
            text(
                "SELECT c.id, c.granularity, c.doc_len, u.lexeme, array_length(u.positions, 1) AS n "
                "FROM chunks c CROSS JOIN LATERAL unnest(c.tsv) u WHERE c.tenant_id = :t"
            ),
            {"t": tenant},
        ).all()
    docs: dict[int, dict] = {}
    for r in rows:
        docs.setdefault(r.id, {"len": r.doc_len, "g": r.granularity, "tf": {}})["tf"][r.lexeme] = r.n
    n = len(docs)
    lens: dict[str, list[int]] = {}
    for d in docs.values():
        lens.setdefault(d["g"], []).append(d["len"])
    avgdl = {g: sum(v) / len(v) for g, v in lens.items()}
    df = Counter(t for d in docs.values() for t in d["tf"])
    scores = {}
    for cid, d in docs.items():
        s = 0.0
        for t in q_terms.keys() & d["tf"].keys():
            idf = q_terms[t] * math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5))
            tf = d["tf"][t]
            s += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * d["len"] / avgdl[d["g"]]))
        if s > 0:
            scores[cid] = s
    return scores


def test_bm25_equals_reference_formula(runtime, tenant):
    ingest(runtime, tenant, DOCS)
    query = "rubato in Chopin's nocturnes, the pedal"
    with runtime.session() as s:
        got = keyword_search(session=s, tenant_id=tenant, query=query, limit=10, filters=SearchFilters(),
                             k1=1.2, b=0.75)
    ref = _reference(runtime, tenant, query, 1.2, 0.75)
    assert {c.chunk_id: pytest.approx(c.score, abs=1e-8) for c in got} == ref
    assert [c.score for c in got] == sorted((c.score for c in got), reverse=True)


def test_sentences_and_passages_score_on_one_idf_scale(runtime, tenant):
    """A library of one short article (sentence and passage chunks) and a long doc ingested as
    passages only, every passage repeating the query's words. With IDF per granularity the
    article's lone sentence (N = 1) gave "note" an IDF of 0.29 while the doc's own words scored
    0.02 each, so a sentence sharing one word led the keyword side (a bug seen in the library
    search of the web app). One collection: the doc leads, and every method agrees."""
    ingest(runtime, tenant, [prose("pedal.txt", ["Change the pedal with each harmony so the bass notes do not blur."])],
           granularities="both")
    drills = [f"Exercise {i}: voice the top note of the chord, then the bass, listening to the balance."
              for i in range(40)]
    ingest(runtime, tenant, [prose("voicing.md", ["Voice the top note of each chord a little louder.", *drills],
                                   title="Voicing", source_type="doc")])
    query = "voice the top note of a chord"
    with runtime.session() as s:
        got = {
            method: keyword_search(session=s, tenant_id=tenant, query=query, limit=60, filters=SearchFilters(),
                                   k1=1.2, b=0.75, method=method, prune_budget=5)
            for method in ("postings", "tsvector")
        }
        pedal = set(s.execute(text("SELECT c.id FROM chunks c JOIN sources so ON so.id = c.source_id "
                                   "WHERE so.tenant_id = :t AND so.origin LIKE '%pedal.txt'"), {"t": tenant}).scalars())
    ref = _reference(runtime, tenant, query, 1.2, 0.75)
    for cands in got.values():
        assert {c.chunk_id: pytest.approx(c.score, abs=1e-8) for c in cands} == ref
    assert len(pedal) == 2 and got["postings"][0].chunk_id not in pedal


def test_a_repeated_query_term_counts_as_often_as_it_is_repeated(runtime, tenant):
    """Lucene and bm25s score a query term once per occurrence; a long query that repeats its
    topic word ("pedal ... pedal ... pedal") must lean towards that word, as theirs do."""
    ingest(runtime, tenant, DOCS)
    rubato2, pedal3 = "rubato, rubato and the pedal", "rubato and the pedal, the pedal, the pedal"
    with runtime.session() as s:
        got = {
            q: keyword_search(session=s, tenant_id=tenant, query=q, limit=10, filters=SearchFilters(), k1=1.2, b=0.75)
            for q in (rubato2, pedal3)
        }
    for q, cands in got.items():
        ref = _reference(runtime, tenant, q, 1.2, 0.75)
        assert {c.chunk_id: pytest.approx(c.score, abs=1e-8) for c in cands} == ref
    pedal_doc = got[pedal3][0].chunk_id  # only d.txt mentions the pedal
    assert got[rubato2][0].chunk_id != pedal_doc  # the repeated word decides which chunk leads
    pedal_score = {q: {c.chunk_id: c.score for c in cands}[pedal_doc] for q, cands in got.items()}
    assert pedal_score[pedal3] == pytest.approx(3 * pedal_score[rubato2])


def test_stemming_stop_words_and_limit(runtime, tenant):
    ingest(runtime, tenant, DOCS)
    with runtime.session() as s:
        hits = keyword_search(session=s, tenant_id=tenant, query="practising scale", limit=10,
                              filters=SearchFilters(), k1=1.2, b=0.75)
        only_stop = keyword_search(session=s, tenant_id=tenant, query="the and with", limit=10,
                                   filters=SearchFilters(), k1=1.2, b=0.75)
        one = keyword_search(session=s, tenant_id=tenant, query="rubato pedal scales", limit=1,
                             filters=SearchFilters(), k1=1.2, b=0.75)
    assert len(hits) == 1 and only_stop == [] and len(one) == 1


CORPUS = "SELECT n_docs, total_len FROM bm25_corpus WHERE tenant_id = :t"
RUBATO_DF = "SELECT df FROM bm25_terms WHERE tenant_id = :t AND term = 'rubato'"


def test_stats_updated_in_ingest_transaction_and_on_replace(runtime, tenant):
    ingest(runtime, tenant, DOCS[:2])
    with runtime.session() as s:
        n, _ = s.execute(text(CORPUS), {"t": tenant}).one()
        df = s.execute(text(RUBATO_DF), {"t": tenant}).scalar()
    assert (n, df) == (2, 2)
    ingest(runtime, tenant, [prose("b.txt", ["Pedalling notes only, no tempo words here at all."])])  # replace b
    with runtime.session() as s:
        n2 = s.execute(text("SELECT n_docs FROM bm25_corpus WHERE tenant_id = :t"), {"t": tenant}).scalar()
        df2 = s.execute(text(RUBATO_DF), {"t": tenant}).scalar()
        real = s.execute(text("SELECT count(*), sum(doc_len) FROM chunks WHERE tenant_id = :t"), {"t": tenant}).one()
        stored = s.execute(text(CORPUS), {"t": tenant}).one()
    assert (n2, df2) == (2, 1)
    assert tuple(real) == tuple(stored)


def test_rebuild_matches_incremental(runtime, tenant):
    from footnote.shared.retrieval.bm25_stats import rebuild_tenant_stats

    ingest(runtime, tenant, DOCS)
    q = "SELECT granularity, term, df FROM bm25_terms WHERE tenant_id = :t ORDER BY 1, 2"
    with runtime.session() as s:
        before = s.execute(text(q), {"t": tenant}).all()
        rebuild_tenant_stats(session=s, tenant_id=tenant)
        assert s.execute(text(q), {"t": tenant}).all() == before

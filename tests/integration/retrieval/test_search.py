import pytest

from footnote.shared.retrieval.cache import RetrievalCache
from footnote.shared.retrieval.search import search
from footnote.shared.retrieval.types import SearchFilters
from tests.integration.retrieval.conftest import ingest, prose

pytestmark = pytest.mark.integration

ESSAY = prose(
    "essay.txt",
    [
        "Rubato must be earned. The left hand keeps time while the right hand sings. "
        "Chopin asked pupils to let the melody breathe. Listeners feel the borrowed time return.",
        "Pedalling changes with the harmony. A late pedal keeps the bass clean. "
        "Half pedal thins the sound without losing resonance.",
        "Scales build evenness of touch. Practise them slowly with a metronome. "
        "Then vary the rhythm to expose weak fingers.",
    ],
    title="On Playing",
)


def _search(rt, tenant, query, settings=None, **kw):
    with rt.session() as s:
        return search(session=s, tenant_id=tenant, query=query, filters=kw.pop("filters", SearchFilters()),
                      settings=settings or rt.settings, embedder=rt.embedder, **{"k": 3, **kw})


def test_sentence_hits_carry_neighbours_and_paragraph_ref(runtime, tenant):
    ingest(runtime, tenant, [ESSAY], granularities="both")
    res = _search(runtime, tenant, "the left hand keeps time", filters=SearchFilters(granularity="sentence"))
    top = res.hits[0]
    assert top.granularity == "sentence" and "left hand keeps time" in top.text
    assert top.previous_text == "Rubato must be earned."
    assert top.next_text.startswith("Chopin asked pupils")
    assert top.paragraph_ref == f"{top.source_id}#p{top.paragraph_index}"
    assert top.similarity is not None and -1.0 <= top.similarity <= 1.0


def test_topk_window_and_debug(runtime, tenant):
    ingest(runtime, tenant, [ESSAY], granularities="both")
    settings = runtime.settings.model_copy(update={"retrieval_window": 1, "max_context_chunks": 4})
    res = _search(runtime, tenant, "pedal harmony bass", settings=settings, k=2,
                  filters=SearchFilters(granularity="sentence"))
    assert len(res.hits) == 2
    hit_uids = {h.chunk_uid for h in res.hits}
    ctx = res.context_hits
    assert 0 < len(ctx) <= 4 and not hit_uids & {c.chunk_uid for c in ctx}
    assert len({c.chunk_uid for c in ctx}) == len(ctx)
    assert [(c.source_id, c.chunk_index) for c in ctx] == sorted((c.source_id, c.chunk_index) for c in ctx)
    for h in res.hits:
        for uid in h.context:
            n = next(c for c in ctx if c.chunk_uid == uid)
            assert n.source_id == h.source_id and n.granularity == h.granularity
            assert abs(n.chunk_index - h.chunk_index) <= 1
    dbg = res.retrieval_debug
    assert dbg["top_k"] == 2 and dbg["window"] == 1 and dbg["min_similarity"] is None
    assert set(dbg["counts"]) >= {"keyword_hits", "dense_hits", "fused", "filtered", "expanded", "final"}
    assert set(dbg["timings_ms"]) >= {"embed", "keyword", "dense", "fuse", "fetch", "postprocess", "expand", "total"}
    assert set(dbg["similarity"]) == {"min", "max", "mean", "between_hits"}
    assert 0 < dbg["similarity"]["between_hits"] < 0.9  # two sentences of one essay: alike, not duplicates
    assert _search(runtime, tenant, "pedal harmony bass", settings=settings, k=2,
                   filters=SearchFilters(granularity="sentence")).hits == res.hits  # deterministic


def test_min_similarity_drops_are_visible(runtime, tenant):
    ingest(runtime, tenant, [ESSAY])
    settings = runtime.settings.model_copy(update={"min_similarity": 0.99})
    res = _search(runtime, tenant, "scales metronome", settings=settings)
    assert res.hits == ()
    dropped = res.retrieval_debug["dropped"]
    assert dropped and all(d["stage"] == "threshold" for d in dropped)
    assert res.retrieval_debug["counts"]["dropped_threshold"] == len(dropped)


def test_filters_and_tenant_isolation(runtime, tenant):
    ingest(runtime, tenant, [ESSAY])
    other = tenant + "-x"
    ingest(runtime, other, [prose("o.txt", ["Rubato pedal scales metronome, all the words."])])
    res = _search(runtime, tenant, "rubato pedal scales", k=10)
    assert res.hits and {h.source_id for h in res.hits} == {res.hits[0].source_id}
    assert _search(runtime, tenant, "rubato", filters=SearchFilters(source_types=("video",))).hits == ()


def test_cache_hit_then_invalidated_by_ingest(runtime, tenant):
    ingest(runtime, tenant, [ESSAY])
    cache = RetrievalCache(runtime.redis, retrieval_ttl_s=60, embedding_ttl_s=60)
    first = _search(runtime, tenant, "metronome practice", cache=cache)
    second = _search(runtime, tenant, "metronome practice", cache=cache)
    assert first.retrieval_debug["cache"] == "miss" and second.retrieval_debug["cache"] == "hit"
    assert second.hits == first.hits
    ingest(runtime, tenant, [prose("new.txt", ["A metronome practice plan for the week."])])
    third = _search(runtime, tenant, "metronome practice", cache=cache)
    assert third.retrieval_debug["cache"] == "miss" and third.retrieval_debug["query_embedding_cached"]
    assert any("week" in h.text for h in third.hits)


def test_dense_side_beside_keyword_gives_the_same_result(runtime, tenant):
    ingest(runtime, tenant, [ESSAY], granularities="both")
    for filters in (SearchFilters(), SearchFilters(granularity="sentence"), SearchFilters(source_types=("article",))):
        alone = _search(runtime, tenant, "pedal the melody slowly", filters=filters, k=4)
        beside = _search(runtime, tenant, "pedal the melody slowly", filters=filters, k=4,
                         side_session=runtime.session)
        assert beside.hits == alone.hits and beside.context_hits == alone.context_hits
        assert beside.retrieval_debug["counts"] == alone.retrieval_debug["counts"]
        assert "sides" in beside.retrieval_debug["timings_ms"]


def test_filtered_row_count_is_reused_until_the_corpus_changes(runtime, tenant):
    ingest(runtime, tenant, [ESSAY])
    books = SearchFilters(source_types=("article",))
    first = _search(runtime, tenant, "rubato", filters=books).retrieval_debug["filtered_rows"]
    second = _search(runtime, tenant, "scales", filters=books).retrieval_debug["filtered_rows"]
    assert first["cached"] is False and second == {**first, "cached": True}
    ingest(runtime, tenant, [prose("more.txt", ["Another paragraph about pedalling."])])
    third = _search(runtime, tenant, "rubato", filters=books).retrieval_debug["filtered_rows"]
    assert third["cached"] is False and third["rows"] > first["rows"]

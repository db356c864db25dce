from footnote.shared.retrieval import postprocess as pp
from tests.unit.retrieval.helpers import make_hit


def test_threshold_off_by_default_and_drops_deterministically():
    hits = [make_hit("a", similarity=0.8), make_hit("b", similarity=0.3), make_hit("c", similarity=None)]
    assert pp.apply_threshold(hits, None) == (hits, [])
    kept, dropped = pp.apply_threshold(hits, 0.5)
    assert [h.chunk_uid for h in kept] == ["a"]
    assert [(d.chunk_uid, d.stage) for d in dropped] == [("b", "threshold"), ("c", "threshold")]
    assert "0.3000 < 0.5" in dropped[0].reason


def test_diversity_drops_near_duplicate_of_better_hit():
    hits = [
        make_hit("a", embedding=(1.0, 0.0)),
        make_hit("b", embedding=(0.99, 0.05)),  # cosine ~0.999 with a
        make_hit("c", embedding=(0.0, 1.0)),
        make_hit("d", embedding=None),
    ]
    kept, dropped = pp.diversify(hits, 0.9)
    assert [h.chunk_uid for h in kept] == ["a", "c", "d"]
    assert dropped[0].chunk_uid == "b" and "with a" in dropped[0].reason
    assert pp.diversify(hits, 1.0)[0] == hits


def _cue(uid, start, end, video="v1"):
    return make_hit(uid, source_id=video, source_type="video", timestamp_start=start, timestamp_end=end)


def test_transcript_overlap_drops_but_keeps_at_least_three():
    hits = [_cue("a", 0, 10), _cue("b", 1, 10), _cue("c", 2, 9), _cue("d", 100, 110), _cue("e", 0, 10, "v2")]
    kept, dropped = pp.drop_transcript_overlaps(hits, 0.8)
    assert [h.chunk_uid for h in kept] == ["a", "d", "e"]
    assert {d.chunk_uid for d in dropped} == {"b", "c"}
    kept, dropped = pp.drop_transcript_overlaps(hits[:3], 0.8)
    assert [h.chunk_uid for h in kept] == ["a", "b", "c"] and dropped == []


def test_transcript_overlap_below_ratio_is_kept():
    kept, _ = pp.drop_transcript_overlaps([_cue("a", 0, 10), _cue("b", 5, 15), _cue("c", 50, 60)], 0.8)
    assert len(kept) == 3


def _facet(uid, facet, slide, start, video="v1"):
    from footnote.shared.retrieval.types import CODE, ON_SCREEN

    speaker = {"speech": None, "screen": ON_SCREEN, "code": CODE}[facet]
    section = slide if facet != "code" else f"{slide} — src/p.c:3-9"
    return make_hit(uid, source_id=video, source_type="video", timestamp_start=start, timestamp_end=start + 5,
                    speaker=speaker, section=section)


def test_a_segments_facets_are_folded_into_its_best_chunk_and_ranked_by_rrf():
    hits = [
        make_hit("book"),  # rank 1: a book passage
        _facet("s2-said", "speech", "Slide 2: Pointers", 7.0),  # rank 2
        _facet("s3-said", "speech", "Slide 3: Arrays", 12.0),  # rank 3
        _facet("s2-code", "code", "Slide 2: Pointers", 8.0),  # rank 4
        _facet("s2-shown", "screen", "Slide 2: Pointers", 7.0),  # rank 5
        _facet("s2-said-again", "speech", "Slide 2: Pointers", 9.0),  # rank 6: the same facet again
        _facet("other-video", "screen", "Slide 2: Pointers", 7.0, video="v2"),  # rank 7: another lecture
    ]
    kept, dropped = pp.fuse_facets(hits, rrf_k=60)
    order = [h.chunk_uid for h in kept]
    # slide 2 matched by what was said, its code and what was shown: it leads, cited by its speech
    assert order == ["s2-said", "book", "s3-said", "s2-said-again", "other-video"]
    assert kept[0].facets == ("speech", "code", "screen") and kept[0].timestamp_start == 7.0
    assert kept[2].facets == ("speech",) and kept[1].facets == () and kept[3].facets == ()
    assert {d.chunk_uid for d in dropped} == {"s2-code", "s2-shown"} and {d.stage for d in dropped} == {"facet"}
    assert pp.fuse_facets([make_hit("a"), make_hit("b")], rrf_k=60)[0] == [make_hit("a"), make_hit("b")]


def test_chronological_groups_videos_in_time_order():
    hits = [_cue("a", 50, 60), make_hit("x"), _cue("b", 10, 20), _cue("c", 5, 8, "v2"), _cue("d", 0, 3, "v2")]
    out = pp.order_chronologically(hits)
    assert [h.chunk_uid for h in out] == ["b", "a", "x", "d", "c"]


def test_window_context_same_doc_and_granularity_dedup_ordered_capped():
    hits = [make_hit("s1:5", chunk_index=5), make_hit("s1:6", chunk_index=6), make_hit("s2:0", source_id="s2")]
    neighbours = [
        make_hit("s1:4", chunk_index=4), make_hit("s1:5", chunk_index=5), make_hit("s1:6", chunk_index=6),
        make_hit("s1:7", chunk_index=7), make_hit("s2:1", source_id="s2", chunk_index=1),
        make_hit("s1:4s", chunk_index=4, granularity="sentence"),
    ]
    out, ctx = pp.select_context(hits, neighbours, 1, 12)
    assert [h.chunk_uid for h in ctx] == ["s1:4", "s1:7", "s2:1"]
    assert out[0].context == ("s1:4",) and out[1].context == ("s1:7",) and out[2].context == ("s2:1",)
    _, capped = pp.select_context(hits, neighbours, 1, 2)
    assert [h.chunk_uid for h in capped] == ["s1:4", "s1:7"]  # better hits' neighbours first
    assert pp.select_context(hits, neighbours, 0, 12) == (hits, [])


def test_window_ranges():
    r = pp.window_ranges([make_hit("a", chunk_index=3)], 2)
    assert (r[0].lo, r[0].hi, r[0].granularity) == (1, 5, "passage")


def test_similarity_stats():
    stats = pp.similarity_stats([make_hit("a", similarity=0.5), make_hit("b", similarity=1.0), make_hit("c")])
    assert stats == {"min": 0.5, "max": 1.0, "mean": 0.75}
    assert pp.similarity_stats([])["mean"] is None


def test_a_passage_gets_the_chunks_around_it_from_the_window_and_a_sentence_keeps_its_own():
    def chunk(uid, index, text, granularity="passage", **kw):  # type: ignore[no-untyped-def]
        return make_hit(uid, source_id="doc", chunk_index=index, granularity=granularity, text=text, **kw)

    step2 = chunk("s2", 5, "Step 2")
    lone = chunk("x", 9, "Alone")
    sentence = chunk("t", 1, "A sentence.", granularity="sentence", previous_text="Before it.")
    context = [chunk("s1", 4, "Step 1"), chunk("s3", 6, "Step 3"), chunk("o", 5, "Other granularity", "sentence")]
    out = pp.with_neighbours([step2, lone, sentence], context)
    assert (out[0].previous_text, out[0].next_text) == ("Step 1", "Step 3")
    assert (out[1].previous_text, out[1].next_text) == (None, None)  # nothing around it in the window
    assert (out[2].previous_text, out[2].next_text) == ("Before it.", None)  # a sentence's own neighbours


def test_every_recording_is_deduplicated_and_grouped_in_time_not_only_videos():
    def master(uid, start, end):  # type: ignore[no-untyped-def]
        return make_hit(uid, source_id="m1", source_type="masterclass", timestamp_start=start, timestamp_end=end)

    hits = [master("a", 40, 50), master("b", 41, 50), master("c", 5, 10), master("d", 100, 110)]
    kept, dropped = pp.drop_transcript_overlaps(hits, 0.8)
    assert [h.chunk_uid for h in kept] == ["a", "c", "d"] and [d.chunk_uid for d in dropped] == ["b"]
    assert [h.chunk_uid for h in pp.order_chronologically(kept)] == ["c", "a", "d"]


def test_mean_pairwise_cosine_is_the_collapse_signal():
    a, b, c = [1.0, 0.0, 0.0], [0.0, 2.0, 0.0], [3.0, 0.0, 0.0]  # lengths do not matter
    varied = [make_hit("a", embedding=a), make_hit("b", embedding=b)]
    collapsed = [make_hit("a", embedding=a), make_hit("c", embedding=c), make_hit("x", embedding=[2.0, 0.0, 0.0])]
    assert pp.mean_pairwise_cosine(varied) == 0.0
    assert pp.mean_pairwise_cosine(collapsed) == 1.0
    # three pairs: (a, b) 0, (a, c) 1, (b, c) 0 -> 1/3; a hit without an embedding is left out
    assert pp.mean_pairwise_cosine([*varied, make_hit("c", embedding=c), make_hit("n")]) == round(1 / 3, 4)
    assert pp.mean_pairwise_cosine([make_hit("a", embedding=a), make_hit("n")]) is None

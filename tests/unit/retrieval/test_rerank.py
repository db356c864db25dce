import pytest

from footnote.shared.generation.generators.scripted import ScriptedGenerator
from footnote.shared.generation.pipeline import select_evidence
from footnote.shared.retrieval.rerank import parse_order, reorder, rerank_prompt
from tests.support.memory_retrieve import MemoryRetriever
from tests.unit.generation.factories import corpus, embedder, settings


def test_prompt_numbers_and_cuts_the_passages():
    p = rerank_prompt("pedal timing", ["one two three", " ".join(["w"] * 100)], words=5)
    assert "Query: pedal timing" in p and "[1] one two three\n" in p
    assert "[2] w w w w w ..." in p and "Rank the 2 passages" in p


@pytest.mark.parametrize("reply,expected", [
    ("[3] > [1] > [2]", [2, 0, 1]),
    ("3, 1", [2, 0, 1]),  # left out: original order after
    ("The ranking is 2 > 2 > 9 > 1", [1, 0, 2]),  # repeats and out-of-range skipped
    ("I cannot rank these.", [0, 1, 2]),  # nonsense: the fused order stays
    ("[2] > [1]\nThe most relevant passage is the 3rd sentence", [1, 0, 2]),  # prose after it is not read
    ("3 1\nthen 2 is least", [2, 0, 1]),  # bare numbers: the first line only
])
def test_parse_order_is_always_a_permutation(reply, expected):
    assert parse_order(reply, 3) == expected
    assert reorder(["a", "b", "c"], expected) == [["a", "b", "c"][i] for i in expected]


def _question(rerank: str, reply: str):
    emb = embedder()
    gen = ScriptedGenerator(lambda r: reply if r.kind == "rerank" else "Change the pedal with the harmony [1].")
    sel = select_evidence("question", {"question": "When should I change the pedal after a new chord?"},
                          tenant_id="t1", retrieve=MemoryRetriever(corpus(), emb), generator=gen, embedder=emb,
                          settings=settings(rerank=rerank, rerank_candidates=6, top_k=3, docs_top_k=3, video_top_k=3))
    return sel, gen


def test_llm_rerank_orders_the_candidates_and_keeps_top_k():
    base, gen_off = _question("off", "")
    assert not [r for r in gen_off.requests if r.kind == "rerank"]
    out, gen = _question("llm", "[2] > [1]")
    (req,) = [r for r in gen.requests if r.kind == "rerank"]
    assert req.prompt.count("\n[") == 6  # the six fused candidates were shown
    assert out.debug["rerank"]["order"] == [1, 0, 2, 3, 4, 5]
    b = [h.chunk_uid for h in base.hits]
    assert len(b) == 3 and [h.chunk_uid for h in out.hits] == [b[1], b[0], b[2]]


def test_rerank_is_skipped_for_the_extractive_generator():
    emb = embedder()
    from footnote.shared.generation.generators.extractive import ExtractiveGenerator

    sel = select_evidence("question", {"question": "When should I change the pedal after a new chord?"},
                          tenant_id="t1", retrieve=MemoryRetriever(corpus(), emb), generator=ExtractiveGenerator(),
                          embedder=emb, settings=settings(rerank="llm", top_k=3, video_top_k=3))
    assert sel.debug["rerank"] is None and len(sel.hits) == 3

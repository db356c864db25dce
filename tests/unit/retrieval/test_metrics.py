import math

import pytest

from footnote.shared.retrieval.metrics import dedupe, evaluate, ndcg_at, recall_at, reciprocal_rank


def test_ndcg_perfect_and_reversed():
    judged = {"a": 2, "b": 1}
    assert ndcg_at(["a", "b", "c"], judged, 10) == pytest.approx(1.0)
    reversed_ = (1 / 1 + 2 / math.log2(3)) / (2 / 1 + 1 / math.log2(3))
    assert ndcg_at(["b", "a"], judged, 10) == pytest.approx(reversed_)


def test_ndcg_cuts_at_k():
    assert ndcg_at(["x"] * 10 + ["a"], {"a": 1}, 10) == 0.0


def test_recall_and_mrr():
    judged = {"a": 1, "b": 1, "z": 0}
    assert recall_at(["a", "c", "b"], judged, 2) == 0.5
    assert recall_at(["a", "c", "b"], judged, 3) == 1.0
    assert reciprocal_rank(["z", "c", "b"], judged) == pytest.approx(1 / 3)
    assert reciprocal_rank(["c"], judged) == 0.0


def test_dedupe_scores_doc_by_best_chunk():
    assert dedupe(["d1", "d2", "d1", "d3", "d2"]) == ["d1", "d2", "d3"]


def test_evaluate_averages_and_counts_missing_query_as_zero():
    qrels = {"q1": {"a": 1}, "q2": {"b": 1}, "q3": {"c": 0}}
    m = evaluate({"q1": ["a"]}, qrels)
    assert m.n_queries == 2  # q3 has no relevant doc
    assert m.ndcg_at_10 == pytest.approx(0.5)
    assert m.mrr == pytest.approx(0.5)
    assert m.to_dict()["recall@100"] == 0.5


def test_evaluate_on_subset_of_queries():
    qrels = {"q1": {"a": 1}, "q2": {"b": 1}}
    assert evaluate({"q1": ["a"], "q2": []}, qrels, ["q1"]).ndcg_at_10 == 1.0

"""LLM-as-judge: the prompt, the reply, the scores and the agreement (examples written here)."""

import pytest

from footnote.shared.evaluation.judge import agreement, grade_prompt, judged_scores, parse_grade


@pytest.mark.parametrize(
    "reply, grade",
    [
        ("2", 2), ("Grade: 3", 3), ("0 - unrelated", 0), (" 1\n", 1), ("I would say 12", None), ("relevant", None),
        ("The passage is dedicated to the query and answers it fully.", 3),  # the label, not its digit
        ("The passage is on the query's topic but does not answer it", 1),
    ],
)
def test_a_grade_is_read_only_when_the_reply_gives_one(reply, grade):
    assert parse_grade(reply) == grade


def test_the_prompt_cuts_the_passage_and_states_the_scale():
    p = grade_prompt("tidal energy", "word " * 400, words=50)
    assert p.count("word") == 50 and "..." in p and "3 = " in p and p.endswith("Grade:")


def test_judged_ndcg_rewards_putting_the_best_graded_passage_first():
    grades = {"q": {"a": 3, "b": 0, "c": 1}}
    best = judged_scores({"q": ["a", "c", "b"]}, grades)
    worst = judged_scores({"q": ["b", "c", "a"]}, grades)
    assert best["judged_ndcg@10"] == 1.0 and worst["judged_ndcg@10"] < 0.6
    assert best["mean_grade"] == pytest.approx(4 / 3, abs=1e-3)
    assert best["share_relevant"] == pytest.approx(1 / 3, abs=1e-3)
    assert judged_scores({"q": ["x"]}, grades)["n_queries"] == 0  # nothing graded: not averaged in


def test_agreement_with_human_judgements_counts_unjudged_as_not_relevant():
    grades = {"q1": {"a": 3, "b": 0}, "q2": {"c": 2, "d": 1}}
    qrels = {"q1": {"a": 1}, "q2": {"d": 1}}
    a = agreement(grades, qrels)
    assert a["pairs"] == 4 and a["agreement"] == 0.5  # a and b right, c and d wrong
    assert a["kappa"] == 0.0  # no better than chance
    assert agreement({"q": {"a": 3}}, {"q": {"a": 1}})["kappa"] == 1.0

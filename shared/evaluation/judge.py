"""LLM-as-judge for retrieval (``footnote eval --judge``; pure: prompt, parse, score).

With an LLM configured, every (query, passage) of the hybrid top ``JUDGE_DEPTH`` is graded on
TREC's 0-3 scale and the ranking scored with those grades: a graded nDCG@10 for a library with
no human judgements, the lecture design's LLM-as-judge. Its ideal ranking is the judged pool
(the same top 10, re-sorted by grade), so it measures how well the ranking orders what it
found, not what it missed; ``mean_grade`` and ``share_relevant`` (grade >= ``RELEVANT_GRADE``)
say how good the top 10 is. On a BEIR set the judge is compared with the human judgements over
the same pairs (a pair no human judged counts as not relevant, as BEIR scores it): agreement
and Cohen's kappa, so a user knows how far to trust the grades before trusting the figure.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence

JUDGE_DEPTH = 10
PASSAGE_WORDS = 150
RELEVANT_GRADE = 2  # "highly relevant" and up count as relevant when compared with human labels
SYSTEM = "You judge whether a passage answers a search query. Reply with one digit: 0, 1, 2 or 3."
_LABELS = (
    (3, "the passage is dedicated to the query and answers it fully"),
    (2, "the passage answers the query, partly or among other things"),
    (1, "the passage is on the query's topic but does not answer it"),
    (0, "the passage has nothing to do with the query"),
)
_SCALE = "\n".join(f"{g} = {text}" for g, text in _LABELS)
LABEL_MATCH = 0.6  # share of a label's words a reply must repeat to be read as that grade

Grades = Mapping[str, Mapping[str, int]]  # query id -> doc id -> grade 0..3


def grade_prompt(query: str, passage: str, words: int = PASSAGE_WORDS) -> str:
    ws = passage.split()
    text = " ".join(ws[:words]) + (" ..." if len(ws) > words else "")
    return f"Query: {query}\n\nPassage: {text}\n\nGrade the passage for the query:\n{_SCALE}\n\nGrade:"


def parse_grade(reply: str) -> int | None:
    """The first digit 0-3 standing alone in the reply ("2", "Grade: 3", "2 - it answers"); else
    the grade whose label the reply repeats (small models answer "The passage is dedicated to
    the query and answers it fully"); else None (the pair is left out, never guessed)."""
    m = re.search(r"(?<!\d)([0-3])(?!\d)", reply)
    if m:
        return int(m.group(1))
    said = set(re.findall(r"[a-z']+", reply.lower()))
    best = max(_LABELS, key=lambda gl: len(said & set(gl[1].replace(",", "").split())) / len(gl[1].split()))
    words = best[1].replace(",", "").split()
    return best[0] if len(said & set(words)) / len(words) >= LABEL_MATCH else None


def _dcg(gains: Sequence[int]) -> float:
    return sum(g / math.log2(i + 2) for i, g in enumerate(gains))


def judged_scores(run: Mapping[str, Sequence[str]], grades: Grades, k: int = JUDGE_DEPTH) -> dict[str, float]:
    """Graded nDCG@k over the judged pool, mean grade and share of relevant passages in the top k,
    averaged over the queries with at least one graded passage."""
    ndcgs, means, shares = [], [], []
    for qid, ranking in run.items():
        g = grades.get(qid, {})
        gains = [g[d] for d in ranking[:k] if d in g]
        if not gains:
            continue
        ideal = _dcg(sorted(gains, reverse=True))
        ndcgs.append(_dcg(gains) / ideal if ideal else 0.0)
        means.append(sum(gains) / len(gains))
        shares.append(sum(1 for x in gains if x >= RELEVANT_GRADE) / len(gains))
    n = len(ndcgs)
    return {
        "judged_ndcg@10": round(sum(ndcgs) / n, 4) if n else 0.0,
        "mean_grade": round(sum(means) / n, 4) if n else 0.0,
        "share_relevant": round(sum(shares) / n, 4) if n else 0.0,
        "n_queries": n,
    }


def agreement(grades: Grades, qrels: Mapping[str, Mapping[str, int]]) -> dict[str, float]:
    """How the judge's "relevant" (grade >= ``RELEVANT_GRADE``) agrees with the human judgements
    over every pair it graded: raw agreement and Cohen's kappa (0 = chance, 1 = perfect)."""
    pairs = [
        (grade >= RELEVANT_GRADE, qrels.get(qid, {}).get(doc, 0) > 0)
        for qid, docs in grades.items()
        for doc, grade in docs.items()
    ]
    n = len(pairs)
    if not n:
        return {"pairs": 0, "agreement": 0.0, "kappa": 0.0}
    observed = sum(1 for a, b in pairs if a == b) / n
    p_judge = sum(1 for a, _ in pairs if a) / n
    p_human = sum(1 for _, b in pairs if b) / n
    expected = p_judge * p_human + (1 - p_judge) * (1 - p_human)
    kappa = (observed - expected) / (1 - expected) if expected < 1 else 1.0
    return {
        "pairs": n,
        "agreement": round(observed, 4),
        "kappa": round(kappa, 4),
        "judge_relevant": round(p_judge, 4),
        "human_relevant": round(p_human, 4),
    }

"""LLM listwise reranking of the fused top-N (``settings.rerank = "llm"``; off by default).

The configured LLM generator sees the query and the top ``rerank_candidates`` passages, numbered
and cut to ``PASSAGE_WORDS`` words each, and answers with their numbers, most relevant first
("[3] > [1] > [2]", "3, 1, 2"). Numbers it leaves out keep their fused order after the ones it
ranked; numbers it invents or repeats are ignored, so a model that answers nonsense leaves the
fused ranking as it was. No cross-encoder ships in a registry package (13 candidate wheels
checked, none with weights), so the LLM is the only reranker. Measured in
``benchmarks/rerank.py``: with SmolLM2-135M, the only LLM that runs here, it costs 0.05 nDCG@10
on ADI and 13 s a query, so it is off by default.

Pure: prompt, parse, reorder; the caller runs the generator.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

RERANK_METHODS = ("off", "llm")
PASSAGE_WORDS = 80
SYSTEM = "You rank passages by how well they answer a search query. Reply with passage numbers only."

T = TypeVar("T")


def rerank_prompt(query: str, passages: Sequence[str], words: int = PASSAGE_WORDS) -> str:
    blocks = []
    for i, text in enumerate(passages, 1):
        ws = text.split()
        blocks.append(f"[{i}] " + " ".join(ws[:words]) + (" ..." if len(ws) > words else ""))
    return (
        f"Query: {query}\n\nPassages:\n" + "\n".join(blocks)
        + f"\n\nRank the {len(passages)} passages from most to least relevant to the query. "
        "Answer with their numbers in brackets, most relevant first, separated by >."
    )


def parse_order(reply: str, n: int) -> list[int]:
    """0-based indices, every one of ``range(n)`` exactly once: the model's order first (numbers
    out of range or repeated are skipped), then the ones it left out, in their original order.
    Bracketed numbers ("[3] > [1]") when the reply has any, so prose after the ranking ("the 3rd
    sentence") is not read as one; else the bare numbers of its first line ("3, 1, 2")."""
    bracketed = re.findall(r"\[(\d+)\]", reply)
    numbers = bracketed or re.findall(r"\d+", reply.strip().split("\n", 1)[0])
    seen: list[int] = []
    for m in numbers:
        i = int(m) - 1
        if 0 <= i < n and i not in seen:
            seen.append(i)
    return seen + [i for i in range(n) if i not in seen]


def reorder(items: Sequence[T], order: Sequence[int]) -> list[T]:
    return [items[i] for i in order]

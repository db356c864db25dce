"""Query construction for the three generation workflows (pure).

* performance: weak dimensions -> technique words, joined with composer and piece; the
  composer becomes a tag (``composer:chopin``) the caller filters or boosts on.
* essay: paragraphs, plus key sentences per paragraph chosen by centrality over sentence
  embeddings (no LLM): the sentence most similar to the rest of its paragraph.
* question: the question as is, plus an optional hypothetical answer (HyDE).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from footnote.shared.generation.dimensions import DimensionTable
from footnote.shared.text import split_paragraphs, split_sentences

EmbedFn = Callable[[Sequence[str]], np.ndarray]


@dataclass(frozen=True)
class PerformanceQuery:
    text: str
    weak: tuple[str, ...]  # dimension keys below the threshold, weakest first
    strong: tuple[str, ...]  # dimension keys at or above it, strongest first
    tags: tuple[str, ...]  # e.g. ("composer:chopin",)


@dataclass(frozen=True)
class EssayQuery:
    text: str
    paragraph_index: int
    kind: str  # "paragraph" | "key_sentence"


def slug(text: str) -> str:
    """ "Frédéric Chopin" -> "frederic-chopin" (tag values)."""
    ascii_ = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_.lower()).strip("-")


def composer_tag(composer: str) -> str:
    """Tags use the surname: "Frédéric Chopin" -> "composer:chopin"."""
    parts = slug(composer).split("-")
    return f"composer:{parts[-1]}" if parts and parts[-1] else ""


def performance_query(
    scores: Mapping[str, float],
    table: DimensionTable,
    *,
    composer: str = "",
    piece: str = "",
    threshold: float = 0.5,
    max_weak: int = 2,
) -> PerformanceQuery:
    """ "Chopin Nocturne legato pedaling technique ..." from the weakest dimensions.

    If nothing is below the threshold, the lowest-scoring dimension still steers the query
    (there is always something to refine).
    """
    ranked = sorted(scores.items(), key=lambda kv: (kv[1], table.keys.index(kv[0])))
    weak = tuple(k for k, v in ranked if v < threshold)
    strong = tuple(k for k, v in sorted(ranked, key=lambda kv: -kv[1]) if v >= threshold)
    focus = list(weak[:max_weak]) or [k for k, _ in ranked[:1]]
    words: list[str] = []
    for key in focus:
        for w in table.get(key).technique:
            if w not in words:
                words.append(w)
    head = " ".join(p for p in (composer.strip(), piece.strip()) if p)
    text = " ".join(p for p in (head, " ".join(words), "technique") if p)
    tag = composer_tag(composer) if composer.strip() else ""
    return PerformanceQuery(text=text, weak=weak, strong=strong, tags=(tag,) if tag else ())


def central_sentences(sentences: Sequence[str], embed: EmbedFn, n: int = 1) -> list[int]:
    """Indices of the ``n`` most central sentences (highest mean cosine to the others),
    returned in document order. A one- or two-sentence paragraph returns its longest."""
    if not sentences:
        return []
    n = min(n, len(sentences))
    if len(sentences) <= 2:
        order = sorted(range(len(sentences)), key=lambda i: -len(sentences[i]))
        return sorted(order[:n])
    vecs = np.asarray(embed(list(sentences)), dtype=np.float32)
    sim = vecs @ vecs.T
    np.fill_diagonal(sim, 0.0)
    centrality = sim.sum(axis=1) / (len(sentences) - 1)
    # tie-break: earlier sentences first (topic sentences)
    order = sorted(range(len(sentences)), key=lambda i: (-round(float(centrality[i]), 6), i))
    return sorted(order[:n])


def essay_queries(
    essay: str, embed: EmbedFn, *, key_sentences_per_paragraph: int = 1, max_paragraph_chars: int = 1200
) -> list[EssayQuery]:
    """One query per paragraph and one per key sentence (deduplicated)."""
    out: list[EssayQuery] = []
    for p_idx, paragraph in enumerate(split_paragraphs(essay)):
        text = paragraph if len(paragraph) <= max_paragraph_chars else paragraph[:max_paragraph_chars]
        out.append(EssayQuery(text, p_idx, "paragraph"))
        sentences = split_sentences(paragraph)
        if len(sentences) < 2:
            continue
        for s_idx in central_sentences(sentences, embed, key_sentences_per_paragraph):
            out.append(EssayQuery(sentences[s_idx], p_idx, "key_sentence"))
    return out


def question_queries(question: str, hypothetical_answer: str | None = None) -> list[str]:
    """The question itself first, then the HyDE expansion when one was generated."""
    queries = [" ".join(question.split())]
    if hypothetical_answer and hypothetical_answer.strip():
        queries.append(" ".join(hypothetical_answer.split()))
    return queries

"""``question``: a question (optional scope) -> a cited answer; optional HyDE expansion."""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from pydantic import Field

from footnote.shared.generation.compose.question import compose_question
from footnote.shared.generation.evidence import EvidenceItem, format_blocks
from footnote.shared.generation.generators.base import GenerationRequest
from footnote.shared.generation.kinds.base import (
    JobContext,
    Kind,
    RetrievalRequest,
    Selection,
    fuse,
    run_retrieval,
)
from footnote.shared.generation.kinds.queries import question_queries
from footnote.shared.generation.prompts import load_prompt, valid_numbers
from footnote.shared.jobs.kinds import JobKind, register_kind
from footnote.shared.jobs.payload import Payload, TopK, parse, text
from footnote.shared.retrieval.postprocess import order_chronologically
from footnote.shared.retrieval.rerank import SYSTEM as RERANK_SYSTEM
from footnote.shared.retrieval.rerank import parse_order, reorder, rerank_prompt
from footnote.shared.retrieval.types import Hit, SearchFilters

# With no ``min_similarity`` configured, a question whose *best* hit is below this has no answer
# in the sources (all-MiniLM-L6-v2: off-topic questions score < 0.25, answerable ones > 0.35), so
# it gets the no-evidence message instead of unrelated quotes. A hit without a similarity
# (keyword-only) counts as on topic.
DEFAULT_MIN_SIMILARITY = 0.3


SourceId = text(64)
QuestionText = text(2000)


class Scope(Payload):
    source_ids: list[SourceId] = Field(default_factory=list, max_length=100)  # type: ignore[valid-type]
    video: SourceId | None = None  # type: ignore[valid-type]


class QuestionInput(Payload):
    """A question about the tenant's sources, optionally limited to some of them."""

    question: QuestionText  # type: ignore[valid-type]
    scope: Scope | None = None
    top_k: TopK | None = None


def default_top_k(best: Hit | None, settings: Any) -> int:
    """Evidence passages for a question that did not say: ``docs_top_k`` when its best passage is
    a technical doc, ``video_top_k`` when it is a recording's moment, else ``top_k``."""
    if best is not None and best.source_type == "doc":
        return settings.docs_top_k
    if best is not None and best.timestamp_start is not None:
        return settings.video_top_k
    return settings.top_k


class Question(Kind):
    name = "question"

    def validate(self, payload: Mapping[str, Any], ctx: JobContext) -> dict[str, Any]:
        p = parse(QuestionInput, payload)
        scope = p.scope or Scope()
        ids = [*scope.source_ids, *([scope.video] if scope.video else [])]
        return {
            "question": p.question.strip(),
            "source_ids": list(dict.fromkeys(ids)),
            # None: the server's default, chosen by what answers it (``select``)
            "top_k": p.top_k or (ctx.settings.video_top_k if scope.video else None),
            "video": scope.video,
        }

    def _hyde(self, question: str, ctx: JobContext) -> str | None:
        if not ctx.settings.hyde or ctx.generator.extractive:
            return None
        req = GenerationRequest(
            kind="hyde", prompt=load_prompt("hyde").render(question=question), max_tokens=160, temperature=0.0
        )
        return ctx.generator.generate([req])[0].text or None

    def _rerank(self, question: str, hits: list[Hit], ctx: JobContext) -> tuple[list[Hit], dict[str, Any]]:
        """The LLM orders the fused candidates (``settings.rerank == "llm"``; shared/retrieval/rerank.py)."""
        req = GenerationRequest(kind="rerank", prompt=rerank_prompt(question, [h.text for h in hits]),
                                system=RERANK_SYSTEM, max_tokens=8 * len(hits), temperature=0.0)
        started = time.perf_counter()
        reply = ctx.generator.generate([req])[0].text
        order = parse_order(reply, len(hits))
        return reorder(hits, order), {"order": order, "ms": round((time.perf_counter() - started) * 1000, 1)}

    def select(self, inputs: Mapping[str, Any], ctx: JobContext) -> Selection:
        chosen = inputs["top_k"]  # the caller's, or a video's; None: decided below
        k = chosen or max(ctx.settings.top_k, ctx.settings.docs_top_k, ctx.settings.video_top_k)
        rerank = ctx.settings.rerank == "llm" and not ctx.generator.extractive
        depth = max(k, ctx.settings.rerank_candidates) if rerank else k
        hypothetical = self._hyde(inputs["question"], ctx)
        filters = SearchFilters(source_ids=tuple(inputs["source_ids"]))
        lists, debug = [], []
        for i, q in enumerate(question_queries(inputs["question"], hypothetical)):
            hits, d = run_retrieval(ctx, RetrievalRequest(q, depth, filters, purpose="question" if i == 0 else "hyde"))
            lists.append(hits)
            debug.append(d)
        fused = fuse(lists, ctx.settings.rrf_k)[:depth]
        reranked: dict[str, Any] = {}
        if rerank and len(fused) > 1:
            fused, reranked = self._rerank(inputs["question"], fused, ctx)
        if chosen is None:  # by what answers it: a doc's steps span chunks, a video's moments are many
            k = default_top_k(fused[0] if fused else None, ctx.settings)
        fused = fused[:k]
        floor = DEFAULT_MIN_SIMILARITY if ctx.settings.min_similarity is None else ctx.settings.min_similarity
        sims = [h.similarity for h in fused]
        off_topic = bool(fused) and all(x is not None and x < floor for x in sims)
        kept = [] if off_topic else fused
        if inputs.get("video"):  # a question about one video: its moments in the order they are said
            kept = order_chronologically(kept)
        dropped = [h.chunk_uid for h in fused] if off_topic else []
        return Selection(tuple(kept), {}, {"queries": debug, "hyde": hypothetical, "off_topic_dropped": dropped,
                                           "rerank": reranked or None, "top_k": k})

    def request(
        self,
        inputs: Mapping[str, Any],
        evidence: tuple[EvidenceItem, ...],
        selection: Selection,
        ctx: JobContext,
    ) -> GenerationRequest:
        valid = valid_numbers(len(evidence))
        prompt = load_prompt(self.name).render(
            question=inputs["question"], evidence=format_blocks(evidence), valid_numbers=valid
        )
        return GenerationRequest(
            kind=self.name,
            prompt=prompt,
            system=load_prompt("system").render(valid_numbers=valid),
            evidence=evidence,
            inputs=dict(inputs),
        )


register_kind(
    JobKind(
        name="question",
        payload=QuestionInput,
        summary="A question about your sources -> a short cited answer",
        implementation=Question(),
        composer=compose_question,
        prompt="question",
        own_words=("question",),
        asks=("question",),
    )
)

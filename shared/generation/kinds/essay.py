"""``essay_feedback``: content feedback grounded in sentence-level evidence from the tenant's books."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shared.errors import ValidationError
from shared.generation.evidence import EvidenceItem, format_blocks
from shared.generation.generators.base import GenerationRequest
from shared.generation.kinds.base import (
    JobContext,
    Kind,
    RetrievalRequest,
    Selection,
    diversify,
    fuse,
    numbers_for,
    optional_top_k,
    reject_unknown,
    require_text,
    run_retrieval,
)
from shared.generation.prompts import load_prompt, valid_numbers
from shared.generation.text import split_paragraphs
from shared.retrieval.queries import essay_queries

FIELDS = ("essay", "prompt", "rubric", "top_k")
MAX_PARAGRAPHS = 30


class EssayFeedback(Kind):
    name = "essay_feedback"

    def validate(self, payload: Mapping[str, Any], ctx: JobContext) -> dict[str, Any]:
        reject_unknown(payload, FIELDS)
        essay = require_text(payload, "essay")
        paragraphs = split_paragraphs(essay)
        if len(paragraphs) > MAX_PARAGRAPHS:
            raise ValidationError("essay", f"has {len(paragraphs)} paragraphs; the limit is {MAX_PARAGRAPHS}")
        return {
            "essay": essay,
            "paragraphs": paragraphs,
            "prompt": require_text(payload, "prompt", required=False, max_chars=5000),
            "rubric": require_text(payload, "rubric", required=False, max_chars=10000),
            "top_k": optional_top_k(payload, max(1, len(paragraphs))) if "top_k" in payload else len(paragraphs),
        }

    def select(self, inputs: Mapping[str, Any], ctx: JobContext) -> Selection:
        queries = essay_queries(inputs["essay"], ctx.embedder.embed_documents)
        lists, debug = [], []
        per_paragraph: dict[int, list[str]] = {}
        for q in queries:
            req = RetrievalRequest(q.text, 1, granularity="sentence", purpose=f"{q.kind}:{q.paragraph_index}")
            hits, d = run_retrieval(ctx, req)
            lists.append(hits)
            debug.append(d)
            per_paragraph.setdefault(q.paragraph_index, []).extend(h.chunk_uid for h in hits)
        fused = fuse(lists, ctx.settings.rrf_k)
        kept, dropped = diversify(fused, ctx.embedder, ctx.settings.diversity_threshold)
        kept = kept[: inputs["top_k"]]
        # number evidence in essay order (paragraph 1's evidence first) so "Evidence #1" reads naturally
        rank = {uid: p for p in sorted(per_paragraph, reverse=True) for uid in per_paragraph[p]}
        kept.sort(key=lambda h: rank.get(h.chunk_uid, 10**6))
        return Selection(
            tuple(kept),
            {"paragraphs": {str(p): uids for p, uids in per_paragraph.items()}},
            {"queries": debug, "diversity_dropped": dropped},
        )

    def request(
        self,
        inputs: Mapping[str, Any],
        evidence: tuple[EvidenceItem, ...],
        selection: Selection,
        ctx: JobContext,
    ) -> GenerationRequest:
        valid = valid_numbers(len(evidence))
        prompt = load_prompt(self.name).render(
            essay=inputs["essay"],
            prompt_line=f"Essay prompt: {inputs['prompt']}\n" if inputs["prompt"] else "",
            rubric_line=f"Rubric: {inputs['rubric']}\n" if inputs["rubric"] else "",
            evidence=format_blocks(evidence, style="evidence"),
            valid_numbers=valid,
        )
        per_par = {int(p): numbers_for(evidence, uids) for p, uids in selection.facts["paragraphs"].items()}
        return GenerationRequest(
            kind=self.name,
            prompt=prompt,
            system=load_prompt("system")
            .render(valid_numbers=valid)
            .replace("in square brackets, like [1] or [1, 2]", 'as "Evidence #N", like (Evidence #1)'),
            evidence=evidence,
            inputs={**inputs, "paragraph_evidence": per_par},
        )

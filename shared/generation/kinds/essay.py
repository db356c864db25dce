"""``essay_feedback``: content feedback grounded in sentence-level evidence from the tenant's books."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from footnote.shared.errors import ValidationError
from footnote.shared.generation.compose.essay import compose_essay
from footnote.shared.generation.evidence import EvidenceItem, format_blocks
from footnote.shared.generation.generators.base import GenerationRequest
from footnote.shared.generation.kinds.base import (
    MAX_TEXT_CHARS,
    JobContext,
    Kind,
    RetrievalRequest,
    Selection,
    diversify,
    fuse,
    numbers_for,
    run_retrieval,
)
from footnote.shared.generation.kinds.queries import essay_queries
from footnote.shared.generation.prompts import load_prompt, valid_numbers
from footnote.shared.jobs.kinds import JobKind, register_kind
from footnote.shared.jobs.payload import Payload, TopK, parse, text
from footnote.shared.retrieval.search import near_duplicate
from footnote.shared.text import split_paragraphs

MAX_PARAGRAPHS = 30
EssayText = text(MAX_TEXT_CHARS)
PromptText = text(5000, required=False)
RubricText = text(10_000, required=False)


class EssayInput(Payload):
    """A student's essay (paragraphs separated by blank lines), with its prompt and rubric."""

    essay: EssayText  # type: ignore[valid-type]
    prompt: PromptText = ""  # type: ignore[valid-type]
    rubric: RubricText = ""  # type: ignore[valid-type]
    top_k: TopK | None = None


class EssayFeedback(Kind):
    name = "essay_feedback"

    def validate(self, payload: Mapping[str, Any], ctx: JobContext) -> dict[str, Any]:
        p = parse(EssayInput, payload)
        essay = p.essay.strip()
        paragraphs = split_paragraphs(essay)
        if len(paragraphs) > MAX_PARAGRAPHS:
            raise ValidationError("essay", f"has {len(paragraphs)} paragraphs; the limit is {MAX_PARAGRAPHS}")
        return {
            "essay": essay,
            "paragraphs": paragraphs,
            "prompt": p.prompt.strip(),
            "rubric": p.rubric.strip(),
            "top_k": p.top_k or len(paragraphs),
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
        kept, dropped = diversify(fused, ctx.embedder, near_duplicate(ctx.settings, ctx.embedder))
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


register_kind(
    JobKind(
        name="essay_feedback",
        payload=EssayInput,
        summary="An essay -> feedback on its claims, quoting the course books (Evidence #N)",
        implementation=EssayFeedback(),
        composer=compose_essay,
        prompt="essay_feedback",
        citation_style="evidence_list",
        own_words=("essay", "prompt"),
        asks=("prompt",),
        file_input="essay",  # a .docx, .odt, .rtf, .pdf, .md or .txt essay, read as its paragraphs
    )
)

"""``performance_feedback``: scores per dimension -> a strength, areas to improve, a composer insight."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import ConfigDict, Field

from footnote.shared.generation.compose.performance import compose_performance
from footnote.shared.generation.dimensions import load_dimensions
from footnote.shared.generation.evidence import EvidenceItem, format_blocks
from footnote.shared.generation.generators.base import GenerationRequest
from footnote.shared.generation.kinds.base import (
    JobContext,
    Kind,
    RetrievalRequest,
    Selection,
    fuse,
    numbers_for,
    run_retrieval,
)
from footnote.shared.generation.kinds.queries import composer_tag, performance_query
from footnote.shared.generation.prompts import load_prompt, valid_numbers
from footnote.shared.jobs.kinds import JobKind, register_kind
from footnote.shared.jobs.payload import Payload, TopK, parse, text
from footnote.shared.retrieval.types import SearchFilters

Name = text(200)
Piece = text(300)
Performer = text(200, required=False)
Score = Annotated[float, Field(ge=0.0, le=1.0, allow_inf_nan=False)]


def _dimension_names(schema: dict[str, Any]) -> None:
    schema["properties"]["scores"]["propertyNames"] = {"enum": list(load_dimensions().keys)}


class PerformanceInput(Payload):
    """A performance scored per dimension (0..1); weak dimensions become what to improve."""

    model_config = ConfigDict(json_schema_extra=_dimension_names)

    piece: Piece  # type: ignore[valid-type]
    composer: Name  # type: ignore[valid-type]
    performer: Performer = ""  # type: ignore[valid-type]
    scores: dict[str, Score] = Field(min_length=1, description="dimension -> score in 0..1 (the table's keys)")
    top_k: TopK | None = None


class PerformanceFeedback(Kind):
    name = "performance_feedback"

    def validate(self, payload: Mapping[str, Any], ctx: JobContext) -> dict[str, Any]:
        p = parse(PerformanceInput, payload)
        table = ctx.dimensions or load_dimensions()
        scores = table.validate_scores(p.scores)
        inputs: dict[str, Any] = {
            "performer": p.performer.strip() or "The performer",
            "piece": p.piece.strip(),
            "composer": p.composer.strip(),
            "scores": scores,
        }
        q = performance_query(
            scores,
            table,
            composer=inputs["composer"],
            piece=inputs["piece"],
            threshold=ctx.settings.weak_score_threshold,
        )
        inputs["query"] = q.text
        inputs["weak"] = list(q.weak)
        inputs["strong"] = list(q.strong)
        # what to improve: the weakest one or two (the lowest one even if nothing is "weak")
        inputs["improve"] = list(q.weak[:2]) or [min(scores, key=scores.__getitem__)]
        # the best-scored dimension is celebrated even when every score is low
        by_score = sorted(scores, key=lambda k: (-scores[k], table.keys.index(k)))
        inputs["celebrate"] = next((k for k in by_score if k not in inputs["improve"]), None)
        inputs["labels"] = {k: table.get(k).label for k in scores}
        inputs["technique"] = {k: list(table.get(k).technique) for k in scores}
        inputs["tags"] = list(q.tags)
        return inputs

    def select(self, inputs: Mapping[str, Any], ctx: JobContext) -> Selection:
        k = ctx.settings.top_k
        tags = tuple(inputs["tags"])
        head = f"{inputs['composer']} {inputs['piece']}"
        requests = [RetrievalRequest(inputs["query"], k, SearchFilters(tags=tags), purpose="improve")]
        for key in inputs["improve"]:
            words = " ".join(inputs["technique"][key])
            requests.append(RetrievalRequest(f"{words} practice", 2, SearchFilters(), purpose=f"improve:{key}"))
        if inputs["celebrate"]:
            words = " ".join(inputs["technique"][inputs["celebrate"]])
            requests.append(RetrievalRequest(f"{words}", 1, SearchFilters(), purpose=f"strength:{inputs['celebrate']}"))
        requests.append(
            RetrievalRequest(f"{head} style interpretation", 2, SearchFilters(tags=tags), purpose="composer")
        )
        lists, debug, roles = [], [], {}
        for req in requests:
            hits, d = run_retrieval(ctx, req)
            lists.append(hits)
            debug.append(d)
            roles[req.purpose] = [h.chunk_uid for h in hits]
        fused = fuse(lists, ctx.settings.rrf_k)[: max(k, 1) + 3]
        return Selection(
            tuple(fused),
            {"roles": roles},
            {"queries": debug, "composer_tag": composer_tag(inputs["composer"])},
        )

    def request(
        self,
        inputs: Mapping[str, Any],
        evidence: tuple[EvidenceItem, ...],
        selection: Selection,
        ctx: JobContext,
    ) -> GenerationRequest:
        scores = inputs["scores"]
        lines = [f"- {inputs['labels'][k]}: {v:.2f}" for k, v in sorted(scores.items(), key=lambda kv: kv[1])]
        valid = valid_numbers(len(evidence))
        strongest = inputs["labels"][inputs["celebrate"]] if inputs["celebrate"] else "the best-scored dimension"
        prompt = load_prompt(self.name).render(
            performer=inputs["performer"],
            piece=inputs["piece"],
            composer=inputs["composer"],
            scores="\n".join(lines),
            evidence=format_blocks(evidence),
            valid_numbers=valid,
            strongest=strongest,
            weakest=", ".join(inputs["labels"][k] for k in inputs["improve"]),
        )
        roles = {role: numbers_for(evidence, uids) for role, uids in selection.facts["roles"].items()}
        return GenerationRequest(
            kind=self.name,
            prompt=prompt,
            system=load_prompt("system").render(valid_numbers=valid),
            evidence=evidence,
            inputs={**inputs, "roles": roles},
        )


register_kind(
    JobKind(
        name="performance_feedback",
        payload=PerformanceInput,
        summary="A performance's dimension scores -> a strength, what to improve and how, cited",
        implementation=PerformanceFeedback(),
        composer=compose_performance,
        prompt="performance_feedback",
        own_words=("performer", "piece", "composer"),
    )
)

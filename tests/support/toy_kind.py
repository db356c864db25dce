"""A toy job kind in one file: ``definition`` -- a term -> the sentence of the sources that
defines it, quoted and cited. Registering it is all a new kind takes; the API schema, OpenAPI,
queues, worker stages and extractive generator pick it up from the registry.

Loaded in tests by import, and in the service's processes by ``FOOTNOTE_PLUGINS``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from footnote.shared.generation.evidence import EvidenceItem, format_blocks
from footnote.shared.generation.generators.base import GenerationRequest
from footnote.shared.generation.kinds.base import JobContext, Kind, RetrievalRequest, Selection, run_retrieval
from footnote.shared.jobs.kinds import KINDS, JobKind, register_kind
from footnote.shared.jobs.payload import Payload, TopK, parse, text

Term = text(100)


class DefinitionInput(Payload):
    """A term to define from the tenant's sources."""

    term: Term  # type: ignore[valid-type]
    top_k: TopK | None = None


class Definition(Kind):
    name = "definition"

    def validate(self, payload: Mapping[str, Any], ctx: JobContext) -> dict[str, Any]:
        p = parse(DefinitionInput, payload)
        return {"term": p.term.strip(), "top_k": p.top_k or 3}

    def select(self, inputs: Mapping[str, Any], ctx: JobContext) -> Selection:
        req = RetrievalRequest(f"{inputs['term']} means", inputs["top_k"], purpose="define")
        hits, debug = run_retrieval(ctx, req)
        return Selection(tuple(hits), {}, {"queries": [debug]})

    def request(
        self, inputs: Mapping[str, Any], evidence: tuple[EvidenceItem, ...], selection: Selection, ctx: JobContext
    ) -> GenerationRequest:
        prompt = f"Define {inputs['term']!r} from the evidence, citing it as [n].\n\n{format_blocks(evidence)}"
        return GenerationRequest(kind=self.name, prompt=prompt, evidence=evidence, inputs=dict(inputs))


def compose_definition(inputs: Mapping[str, Any], evidence: tuple[EvidenceItem, ...]) -> str:
    term = inputs["term"].lower()
    best = next((e for e in evidence if term in e.hit.text.lower()), evidence[0])
    return f'The sources define {inputs["term"]} this way: "{best.hit.text.strip()}" [{best.number}]'


if "definition" not in KINDS:
    register_kind(
        JobKind(
            name="definition",
            payload=DefinitionInput,
            summary="A term -> the sentence of your sources that defines it",
            implementation=Definition(),
            composer=compose_definition,
            own_words=("term",),
            asks=("term",),
        )
    )

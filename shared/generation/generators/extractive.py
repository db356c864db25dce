"""The default generator: deterministic, CPU only, no model.

It composes prose from the job's inputs and the numbered evidence, quoting the evidence
sentence that best fits each point (``shared.generation.compose``, one module per kind). Every
sentence it writes quotes the evidence it cites, so each carries a valid, verifiable citation
(the one exception: the performer's best score is stated without a citation when no source
speaks to it); with no evidence it writes nothing (the pipeline shows the "no relevant
evidence" message instead).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from shared.config import Settings
from shared.generation.compose.essay import compose_essay
from shared.generation.compose.performance import compose_performance
from shared.generation.compose.question import compose_question
from shared.generation.generators.base import Generation, GenerationRequest, Generator, register_generator

COMPOSERS = {
    "performance_feedback": compose_performance,
    "essay_feedback": compose_essay,
    "question": compose_question,
}


class ExtractiveGenerator(Generator):
    name = "extractive"
    model = "extractive-v2"
    extractive = True

    def generate(self, requests: Sequence[GenerationRequest]) -> list[Generation]:
        out = []
        for r in requests:
            start = time.perf_counter()
            compose = COMPOSERS.get(r.kind)
            # empty when no source bears on the request: the pipeline then says so
            text = compose(r.inputs, r.evidence) if compose and r.evidence else ""
            out.append(Generation(text, self.model, (time.perf_counter() - start) * 1000, "stop"))
        return out


@register_generator("extractive")
def _make(settings: Settings) -> Generator:
    return ExtractiveGenerator()

"""The default generator: deterministic, CPU only, no model.

It composes prose from the job's inputs and the numbered evidence, quoting the evidence
sentence that best fits each point (the kind's registered composer, ``footnote.shared.generation.compose``). Every
sentence it writes quotes the evidence it cites, so each carries a valid, verifiable citation
(the one exception: the performer's best score is stated without a citation when no source
speaks to it); with no evidence it writes nothing (the pipeline shows the "no relevant
evidence" message instead).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from footnote.shared.config import Settings
from footnote.shared.generation.generators.base import Generation, GenerationRequest, Generator, register_generator


class ExtractiveGenerator(Generator):
    name = "extractive"
    model = "extractive-v2"
    extractive = True

    def generate(self, requests: Sequence[GenerationRequest]) -> list[Generation]:
        out = []
        for r in requests:
            start = time.perf_counter()
            compose = _composer(r.kind)
            # empty when no source bears on the request: the pipeline then says so
            text = compose(r.inputs, r.evidence) if compose and r.evidence else ""
            out.append(Generation(text, self.model, (time.perf_counter() - start) * 1000, "stop"))
        return out


def _composer(kind: str):  # type: ignore[no-untyped-def]
    """The kind's registered composer (``JobKind.composer``); None for requests with none (HyDE)."""
    from footnote.shared.jobs.kinds import KINDS

    spec = KINDS.find(kind)
    return spec.composer if spec else None


@register_generator("extractive")
def _make(settings: Settings) -> Generator:
    return ExtractiveGenerator()

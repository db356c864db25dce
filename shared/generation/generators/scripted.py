"""A scripted generator for tests: returns canned texts (or a function of the request)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from footnote.shared.generation.generators.base import Generation, GenerationRequest, Generator


class ScriptedGenerator(Generator):
    name = "scripted"
    model = "scripted"

    def __init__(self, script: Sequence[str] | Callable[[GenerationRequest], str]) -> None:
        self._script = script
        self._i = 0
        self.requests: list[GenerationRequest] = []

    def generate(self, requests: Sequence[GenerationRequest]) -> list[Generation]:
        out = []
        for r in requests:
            self.requests.append(r)
            if callable(self._script):
                text = self._script(r)
            else:
                text = self._script[min(self._i, len(self._script) - 1)]
                self._i += 1
            out.append(Generation(text, self.model, 0.0, "stop"))
        return out

"""vLLM in process (GPU workers): one ``LLM.chat`` call per batch of requests.

``vllm`` is imported lazily; without it the factory raises ``ConfigError``. Prompt building
and output clean-up are shared with the ``openai`` generator (``chat.py``).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from footnote.shared.config import Settings
from footnote.shared.errors import ConfigError
from footnote.shared.generation.generators.base import Generation, GenerationRequest, Generator, register_generator
from footnote.shared.generation.generators.chat import clean_output, messages


class VLLMGenerator(Generator):
    name = "vllm"

    def __init__(self, model: str, *, max_tokens: int = 600, temperature: float = 0.2) -> None:
        try:
            from vllm import LLM, SamplingParams
        except ImportError as err:
            raise ConfigError(
                "generator 'vllm' needs the vllm package (GPU workers only): pip install \"footnote[gpu]\", "
                "or set FOOTNOTE_GENERATOR=openai/extractive"
            ) from err
        if not model:
            raise ConfigError("generator 'vllm' needs FOOTNOTE_VLLM_MODEL (a local model path or id)")
        self.model = model
        self._sampling_cls: Any = SamplingParams
        self._llm: Any = LLM(model=model)
        self.max_tokens = max_tokens
        self.temperature = temperature

    def generate(self, requests: Sequence[GenerationRequest]) -> list[Generation]:
        if not requests:
            return []
        params = [
            self._sampling_cls(
                max_tokens=r.max_tokens or self.max_tokens,
                temperature=self.temperature if r.temperature is None else r.temperature,
            )
            for r in requests
        ]
        start = time.perf_counter()
        outputs = self._llm.chat([messages(r) for r in requests], params, use_tqdm=False)
        per_ms = (time.perf_counter() - start) * 1000 / len(requests)
        return [
            Generation(clean_output(o.outputs[0].text), self.model, per_ms, o.outputs[0].finish_reason) for o in outputs
        ]


@register_generator("vllm")
def _make(settings: Settings) -> Generator:
    return VLLMGenerator(
        settings.vllm_model or "",
        max_tokens=settings.generator_max_tokens,
        temperature=settings.generator_temperature,
    )

"""Prompt -> chat messages and model output clean-up, shared by ``openai`` and ``vllm``."""

from __future__ import annotations

import re

from footnote.shared.generation.generators.base import GenerationRequest

_THINK = re.compile(r"<think>.*?</think>", re.S | re.I)
_FENCE = re.compile(r"^```[a-z]*\n|\n```$")


def messages(request: GenerationRequest) -> list[dict[str, str]]:
    out = []
    if request.system:
        out.append({"role": "system", "content": request.system})
    out.append({"role": "user", "content": request.prompt})
    return out


def clean_output(text: str) -> str:
    """Drop reasoning blocks and code fences some models wrap answers in."""
    text = _THINK.sub("", text or "")
    text = _FENCE.sub("", text.strip())
    return text.strip()

"""The generator port: one abstract method, ``generate``, batch-shaped.

A ``GenerationRequest`` carries both the rendered prompt (for LLMs) and the structured
inputs and numbered evidence (for the extractive generator, and for parsing). Built-in
generators register through ``register_generator`` exactly as a third-party one would::

    @register_generator("mine")
    def _make(settings: Settings) -> Generator: ...

``make_generator(settings)`` picks by ``settings.generator``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from footnote.shared.config import Settings
from footnote.shared.errors import ConfigError
from footnote.shared.generation.evidence import EvidenceItem
from footnote.shared.registry import Registry


@dataclass(frozen=True)
class GenerationRequest:
    kind: str  # "performance_feedback" | "essay_feedback" | "question" | "hyde"
    prompt: str  # user message, evidence blocks included
    system: str = ""
    evidence: tuple[EvidenceItem, ...] = ()
    inputs: Mapping[str, Any] = field(default_factory=dict)  # validated payload + derived facts
    max_tokens: int | None = None
    temperature: float | None = None


@dataclass(frozen=True)
class Generation:
    text: str
    model: str
    latency_ms: float = 0.0
    finish_reason: str | None = None


class Generator(ABC):
    name: str = "generator"
    model: str = ""
    extractive: bool = False  # True: composes from evidence, never invents (no HyDE)

    @abstractmethod
    def generate(self, requests: Sequence[GenerationRequest]) -> list[Generation]:
        """One ``Generation`` per request, in order."""


GeneratorFactory = Callable[[Settings], Generator]
def _unknown(name: str, known: tuple[str, ...]) -> ConfigError:
    return ConfigError(f"generator {name!r} is not registered; set FOOTNOTE_GENERATOR to one of: {', '.join(known)}")


# built-ins import cheaply (vllm itself is imported lazily); plugins: footnote.generators / FOOTNOTE_PLUGINS
GENERATORS: Registry[GeneratorFactory] = Registry(
    "generators",
    builtins=(
        "footnote.shared.generation.generators.extractive",
        "footnote.shared.generation.generators.openai",
        "footnote.shared.generation.generators.vllm",
    ),
    unknown=_unknown,
)
_REMOTE: set[str] = set()


def register_generator(name: str, *, remote: bool = False) -> Callable[[GeneratorFactory], GeneratorFactory]:
    """``remote``: the generator is a client of a server (cheap to build anywhere), so CPU workers
    may build it too -- to retrieve (HyDE) and then hand the evidence to the ``generate`` queue."""

    def deco(factory: GeneratorFactory) -> GeneratorFactory:
        GENERATORS.register(name, factory, replace=True)
        if remote:
            _REMOTE.add(name)
        return factory

    return deco


def is_remote(name: str) -> bool:
    GENERATORS.load()
    return name in _REMOTE


def registered_generators() -> tuple[str, ...]:
    return tuple(sorted(GENERATORS.names()))


def make_generator(settings: Settings) -> Generator:
    return GENERATORS.get(settings.generator)(settings)

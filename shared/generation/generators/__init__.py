"""Generators: the contract, the registry/factory and the built-ins (extractive, openai, vllm)."""

from footnote.shared.generation.generators.base import (
    Generation,
    GenerationRequest,
    Generator,
    make_generator,
    register_generator,
    registered_generators,
)

__all__ = [
    "Generation",
    "GenerationRequest",
    "Generator",
    "make_generator",
    "register_generator",
    "registered_generators",
]

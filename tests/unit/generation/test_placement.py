"""Which worker does which part of a job, decided in one place."""

import pytest

from footnote.shared.config import Settings
from footnote.shared.generation import placement
from footnote.shared.jobs.kinds import get_kind


@pytest.mark.parametrize(
    ("kind", "generator", "stage", "step"),
    [
        ("ingest_source", "openai", "ingest", placement.INGEST_STEP),
        ("evaluate_library", "vllm", "ingest", placement.EVALUATE_STEP),  # searches only: never forwarded
        ("evaluate_library", "openai", "cpu", placement.EVALUATE_STEP),
        ("question", "extractive", "cpu", placement.INLINE),
        ("essay_feedback", "openai", "cpu", placement.RETRIEVE_THEN_FORWARD),  # a client of a server
        ("performance_feedback", "vllm", "cpu", placement.FORWARD),  # the engine lives on GPU workers
        ("question", "openai", "generate", placement.COMPOSE),
        ("question", "vllm", "generate", placement.COMPOSE),
    ],
)
def test_the_plan(kind, generator, stage, step):
    assert placement.plan(get_kind(kind), Settings(generator=generator), stage=stage) == step

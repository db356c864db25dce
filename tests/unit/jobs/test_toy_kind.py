"""A kind defined in one file (``tests/support/toy_kind.py``) runs end to end in process: the
API's request union and OpenAPI document, the queue, the worker's stages and the extractive
generator all pick it up from the registry. (Over HTTP with real workers:
``tests/integration/service/test_plugin_kind.py``.)"""

import importlib

import pytest

from footnote.services.api import openapi, schemas
from footnote.shared.generation.generators.extractive import ExtractiveGenerator
from footnote.shared.generation.pipeline import run_job
from footnote.shared.jobs.kinds import KINDS, get_kind
from tests.support.memory_retrieve import MemoryRetriever
from tests.unit.generation.factories import assert_consistent, embedder, make_hit, settings


@pytest.fixture()
def toy():
    module = importlib.import_module("tests.support.toy_kind")
    if "definition" not in KINDS:
        importlib.reload(module)
    schemas.job_create.cache_clear()
    openapi.document.cache_clear()
    yield module
    KINDS.unregister("definition")
    schemas.job_create.cache_clear()
    openapi.document.cache_clear()


def test_a_kind_in_one_file_runs_from_request_to_cited_answer(toy):
    spec = get_kind("definition")
    assert spec.queue_for("batch") == "batch" and spec.generates
    body = schemas.job_create().validate_python({"kind": "definition", "input": {"term": "legato"}})
    emb = embedder()
    hits = [
        make_hit("a", "Legato means the tones are joined, each key held until the next one sounds."),
        make_hit("b", "Staccato notes are short and detached."),
    ]
    out = run_job(
        "definition", body.input.model_dump(), tenant_id="t", retrieve=MemoryRetriever(hits, emb),
        generator=ExtractiveGenerator(), embedder=emb, settings=settings(),
    )
    assert_consistent(out)
    assert out["status"] == "grounded"
    assert out["plain_text"].startswith('The sources define legato this way: "Legato means the tones are joined')
    assert out["citations"][0]["chunk_uid"] == "a"


def test_the_published_contract_includes_it(toy):
    doc = openapi.document()
    mapping = doc["components"]["schemas"]["JobCreate"]["discriminator"]["mapping"]
    assert "definition" in mapping and "question" in mapping
    assert doc["components"]["schemas"]["DefinitionInput"]["required"] == ["term"]


def test_without_it_the_kind_is_unknown_and_named_so():
    from footnote.shared.errors import ValidationError

    with pytest.raises(ValidationError) as info:
        get_kind("definition")
    assert info.value.field == "kind"
    assert "valid kinds: performance_feedback, essay_feedback, question" in str(info.value)

import sys
import types

import pytest

from footnote.shared.errors import ConfigError
from footnote.shared.generation.generators import GenerationRequest, make_generator
from footnote.shared.generation.prompts import load_prompt, valid_numbers
from tests.unit.generation.factories import settings


@pytest.mark.parametrize("name", ["system", "performance_feedback", "essay_feedback", "question", "hyde"])
def test_every_template_exists_and_is_versioned(name):
    assert load_prompt(name).id == f"{name}.v2"


def test_prompt_states_the_valid_numbers():
    assert valid_numbers(0) == "none"
    assert valid_numbers(1) == "1"
    assert valid_numbers(4) == "1, 2, 3 and 4"
    assert valid_numbers(9) == "1 to 9"
    assert "1, 2 and 3" in load_prompt("system").render(valid_numbers=valid_numbers(3))


def test_missing_template_or_field_is_a_config_error():
    with pytest.raises(ConfigError, match="question.v9"):
        load_prompt("question", "v9")
    with pytest.raises(ConfigError, match="question"):
        load_prompt("question").render(question="q")


def test_vllm_batches_requests_through_one_chat_call(monkeypatch):
    calls = []

    class LLM:
        def __init__(self, model):
            self.model = model

        def chat(self, conversations, params, use_tqdm=False):
            calls.append((conversations, params))
            out = types.SimpleNamespace(text="<think>x</think>Answer [1].", finish_reason="stop")
            return [types.SimpleNamespace(outputs=[out]) for _ in conversations]

    class SamplingParams:
        def __init__(self, **kw):
            self.kw = kw

    monkeypatch.setitem(sys.modules, "vllm", types.SimpleNamespace(LLM=LLM, SamplingParams=SamplingParams))
    gen = make_generator(settings(generator="vllm", vllm_model="/models/m"))
    reqs = [GenerationRequest(kind="question", prompt=f"p{i}", system="s") for i in range(3)]
    out = gen.generate(reqs)
    assert [g.text for g in out] == ["Answer [1]."] * 3
    assert len(calls) == 1 and len(calls[0][0]) == 3
    assert calls[0][0][0] == [{"role": "system", "content": "s"}, {"role": "user", "content": "p0"}]

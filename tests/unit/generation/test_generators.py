import builtins
import json

import httpx
import pytest
from pydantic import SecretStr

from footnote.shared.errors import ConfigError, GeneratorUnavailable
from footnote.shared.generation.generators import GenerationRequest, make_generator, register_generator
from footnote.shared.generation.generators.base import Generation, Generator
from footnote.shared.generation.generators.extractive import ExtractiveGenerator
from footnote.shared.generation.generators.openai import OpenAIGenerator
from tests.unit.generation.factories import settings

REQ = GenerationRequest(kind="question", prompt="Q?", system="Be careful.")


def test_factory_picks_extractive_by_default():
    assert isinstance(make_generator(settings()), ExtractiveGenerator)


def test_unknown_generator_is_a_config_error_listing_choices():
    with pytest.raises(ConfigError, match="extractive"):
        make_generator(settings(generator="gpt-nine"))


def test_third_party_generator_registers_like_builtins():
    from footnote.shared.generation.generators.base import GENERATORS

    class Echo(Generator):
        name = "echo"

        def generate(self, requests):
            return [Generation(r.prompt, "echo") for r in requests]

    register_generator("echo")(lambda s: Echo())
    try:
        assert make_generator(settings(generator="echo")).generate([REQ])[0].text == "Q?"
    finally:
        GENERATORS.unregister("echo")


def test_openai_needs_a_base_url():
    with pytest.raises(ConfigError, match="OPENAI_BASE_URL"):
        make_generator(settings(generator="openai"))


def _gen(handler, **kw):
    return OpenAIGenerator(
        "http://llm.test/v1",
        api_key="sk-secret",
        transport=httpx.MockTransport(handler),
        sleep=lambda s: None,
        **kw,
    )


def _ok(content="Answer [1]."):
    return httpx.Response(
        200, json={"model": "m1", "choices": [{"message": {"content": content}, "finish_reason": "stop"}]}
    )


def test_openai_posts_chat_completions():
    seen = []

    def handler(request):
        seen.append(request)
        return _ok("<think>hmm</think>Answer [1].")

    out = _gen(handler, max_tokens=50).generate([REQ, REQ])
    assert [g.text for g in out] == ["Answer [1].", "Answer [1]."]
    body = json.loads(seen[0].content)
    assert seen[0].url == "http://llm.test/v1/chat/completions"
    assert seen[0].headers["authorization"] == "Bearer sk-secret"
    assert body["messages"][0] == {"role": "system", "content": "Be careful."}
    assert body["max_tokens"] == 50


def test_openai_retries_429_and_5xx_then_succeeds():
    responses = iter([httpx.Response(429, headers={"retry-after": "1"}), httpx.Response(503), _ok()])
    gen = _gen(lambda r: next(responses), max_retries=3)
    assert gen.generate([REQ])[0].model == "m1"


def test_openai_gives_up_with_a_clear_reason_and_no_key():
    calls = []

    def handler(request):
        calls.append(1)
        raise httpx.ConnectError("refused")

    with pytest.raises(GeneratorUnavailable) as err:
        _gen(handler, max_retries=2).generate([REQ])
    assert len(calls) == 3
    assert "http://llm.test/v1/chat/completions" in str(err.value)
    assert "connection failed" in str(err.value)
    assert "sk-secret" not in str(err.value)


def test_openai_does_not_retry_client_errors():
    calls = []

    def handler(request):
        calls.append(1)
        return httpx.Response(401, text="bad key")

    with pytest.raises(GeneratorUnavailable, match="HTTP 401"):
        _gen(handler).generate([REQ])
    assert calls == [1]


def test_openai_factory_reads_secret(monkeypatch):
    gen = make_generator(settings(generator="openai", openai_base_url="http://x/v1/", openai_api_key=SecretStr("k")))
    assert gen.endpoint == "http://x/v1/chat/completions"


def test_vllm_without_the_package_is_a_clear_config_error(monkeypatch):
    real_import = builtins.__import__

    def fake_import(name, *a, **kw):
        if name == "vllm" or name.startswith("vllm."):
            raise ImportError("No module named 'vllm'")
        return real_import(name, *a, **kw)

    monkeypatch.setattr(builtins, "__import__", fake_import)
    with pytest.raises(ConfigError, match="vllm"):
        make_generator(settings(generator="vllm", vllm_model="/models/x"))


class _StandInLLM:
    """vLLM's offline interface as far as the generator uses it (``LLM(model=...)``,
    ``chat(list of conversations, list of SamplingParams, use_tqdm=...)`` -> outputs whose
    ``outputs[0]`` has ``text`` and ``finish_reason``), recording what it was asked. The real
    engine needs a GPU, which no session here has had (README, "GPU generation")."""

    def __init__(self, model: str) -> None:
        self.model, self.calls = model, []

    def chat(self, conversations, params, use_tqdm=True):  # type: ignore[no-untyped-def]
        from types import SimpleNamespace

        self.calls.append((conversations, params, use_tqdm))

        def out(i: int) -> SimpleNamespace:
            said = SimpleNamespace(text=f"<think>x</think>Answer {i} [1].", finish_reason="stop")
            return SimpleNamespace(outputs=[said])

        return [out(i) for i, _ in enumerate(conversations)]


def test_the_in_process_vllm_generator_batches_requests_through_the_engine(monkeypatch):
    import sys
    from types import SimpleNamespace

    made = []

    def llm(model: str) -> _StandInLLM:
        made.append(_StandInLLM(model))
        return made[-1]

    monkeypatch.setitem(sys.modules, "vllm", SimpleNamespace(LLM=llm, SamplingParams=lambda **kw: kw))
    gen = make_generator(settings(generator="vllm", vllm_model="/models/x"))
    two = [REQ, GenerationRequest(kind="question", prompt="Again?", max_tokens=50, temperature=0.0)]
    out = gen.generate(two)
    (conversations, params, use_tqdm), = made[0].calls  # one engine call for the batch
    assert made[0].model == "/models/x" and use_tqdm is False
    assert conversations[0] == [{"role": "system", "content": "Be careful."}, {"role": "user", "content": "Q?"}]
    assert conversations[1] == [{"role": "user", "content": "Again?"}]
    assert params[1] == {"max_tokens": 50, "temperature": 0.0}
    assert [g.text for g in out] == ["Answer 0 [1].", "Answer 1 [1]."]  # reasoning blocks dropped
    assert all(g.model == "/models/x" and g.finish_reason == "stop" for g in out)
    assert gen.generate([]) == [] and len(made[0].calls) == 1

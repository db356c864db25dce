"""Any OpenAI-compatible chat endpoint (``POST {base_url}/chat/completions``) over httpx.

Timeouts per request, bounded retries with exponential backoff on 429, 5xx and connection
errors (``Retry-After`` honoured, capped), then ``GeneratorUnavailable`` naming the endpoint.
The API key is sent as a bearer token and never logged or put in an error message.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence

import httpx

from footnote.shared.config import Settings
from footnote.shared.errors import ConfigError, GeneratorUnavailable
from footnote.shared.generation.generators.base import Generation, GenerationRequest, Generator, register_generator
from footnote.shared.generation.generators.chat import clean_output, messages

log = logging.getLogger(__name__)

RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
BACKOFF_BASE_S = 0.5
BACKOFF_MAX_S = 8.0


class OpenAIGenerator(Generator):
    name = "openai"

    def __init__(
        self,
        base_url: str,
        *,
        model: str = "default",
        api_key: str | None = None,
        timeout_s: float = 60.0,
        max_retries: int = 3,
        max_tokens: int = 600,
        temperature: float = 0.2,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not base_url:
            raise ConfigError("generator 'openai' needs FOOTNOTE_OPENAI_BASE_URL (e.g. http://host:8000/v1)")
        self.base_url = base_url.rstrip("/")
        self.endpoint = f"{self.base_url}/chat/completions"
        self.model = model
        self.max_retries = max(0, max_retries)
        self.max_tokens = max_tokens
        self.temperature = temperature
        self._sleep = sleep
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(timeout=timeout_s, headers=headers, transport=transport)

    def close(self) -> None:
        self._client.close()

    def generate(self, requests: Sequence[GenerationRequest]) -> list[Generation]:
        return [self._one(r) for r in requests]

    def _one(self, request: GenerationRequest) -> Generation:
        body = {
            "model": self.model,
            "messages": messages(request),
            "max_tokens": request.max_tokens or self.max_tokens,
            "temperature": self.temperature if request.temperature is None else request.temperature,
        }
        start = time.perf_counter()
        data = self._post(body)
        try:
            choice = data["choices"][0]
            text = clean_output(choice["message"]["content"] or "")
        except (KeyError, IndexError, TypeError) as err:
            raise GeneratorUnavailable(
                f"generator endpoint {self.endpoint} returned an unexpected body (no choices[0].message)"
            ) from err
        return Generation(
            text=text,
            model=str(data.get("model") or self.model),
            latency_ms=(time.perf_counter() - start) * 1000,
            finish_reason=choice.get("finish_reason"),
        )

    def _post(self, body: dict) -> dict:
        reason = ""
        for attempt in range(self.max_retries + 1):
            wait = min(BACKOFF_MAX_S, BACKOFF_BASE_S * 2**attempt)
            try:
                resp = self._client.post(self.endpoint, json=body)
            except httpx.TimeoutException:
                reason = "timed out"
            except httpx.TransportError as err:
                reason = f"connection failed ({type(err).__name__})"
            else:
                if resp.status_code < 300:
                    try:
                        return resp.json()
                    except ValueError as err:
                        raise GeneratorUnavailable(
                            f"generator endpoint {self.endpoint} returned non-JSON (HTTP {resp.status_code})"
                        ) from err
                reason = f"HTTP {resp.status_code}"
                if resp.status_code not in RETRY_STATUS:
                    detail = resp.text[:200].replace("\n", " ")
                    raise GeneratorUnavailable(f"generator endpoint {self.endpoint} refused: {reason} {detail}")
                retry_after = resp.headers.get("retry-after", "")
                if retry_after.isdigit():
                    wait = min(BACKOFF_MAX_S, float(retry_after))
            if attempt < self.max_retries:
                log.warning("generator %s: %s; retry %d in %.1fs", self.endpoint, reason, attempt + 1, wait)
                self._sleep(wait)
        raise GeneratorUnavailable(
            f"generator endpoint {self.endpoint} unavailable after {self.max_retries + 1} attempts: {reason}"
        )


@register_generator("openai", remote=True)
def _make(settings: Settings) -> Generator:
    key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else None
    return OpenAIGenerator(
        settings.openai_base_url or "",
        model=settings.openai_model,
        api_key=key,
        timeout_s=settings.generator_timeout_s,
        max_retries=settings.generator_max_retries,
        max_tokens=settings.generator_max_tokens,
        temperature=settings.generator_temperature,
    )

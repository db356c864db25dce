"""The JobKind registry: everything Footnote knows about a kind of job, declared once.

Each kind module registers one ``JobKind`` (``register_kind``). The API's request schema and
OpenAPI document (``input`` is a union discriminated by ``kind``), the queue a job goes to,
the worker stages it runs, the extractive composer, the prompt and the citation style all read
it from here, so a new kind is one module (plus its prompt and composer)::

    register_kind(JobKind(
        name="glossary", payload=GlossaryInput, implementation=Glossary(),
        composer=compose_glossary, prompt="glossary", summary="Define a term from the sources",
    ))

Third-party kinds register from a module named in ``FOOTNOTE_PLUGINS`` or in an entry point of
the ``footnote.kinds`` group (``footnote.shared.registry``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from footnote.shared.errors import ValidationError
from footnote.shared.registry import Registry

RETRIEVE, COMPOSE, INGEST, EVALUATE = "retrieve", "compose", "ingest", "evaluate"  # worker stages
DEFAULT_QUEUES: Mapping[str, str] = {"realtime": "realtime", "batch": "batch"}  # priority -> queue


@dataclass(frozen=True)
class JobKind:
    name: str
    payload: type[BaseModel]  # what a client sends as ``input`` (API validation, OpenAPI)
    summary: str
    implementation: Any = None  # the domain ``Kind`` (validate/select/request); None for ingestion
    composer: Callable[..., str] | None = None  # the extractive generator's writer for this kind
    prompt: str | None = None  # template name under shared/generation/prompts
    stages: tuple[str, ...] = (RETRIEVE, COMPOSE)
    queues: Mapping[str, str] = field(default_factory=lambda: dict(DEFAULT_QUEUES))
    citation_style: str = "inline"  # "inline" | "evidence_list" (essays: an Evidence #N section)
    own_words: tuple[str, ...] = ()  # input keys holding the user's own words (need no source)
    asks: tuple[str, ...] = ()  # input keys saying what is asked (for "about the document")
    public: bool = True  # submitted through POST /v1/jobs (ingestion goes through /v1/sources)
    file_input: str | None = None  # the input key a document upload fills (POST /v1/jobs as multipart)

    @property
    def generates(self) -> bool:
        return COMPOSE in self.stages

    def queue_for(self, priority: str) -> str:
        try:
            return self.queues[priority]
        except KeyError:
            raise ValidationError("priority", f"{priority!r}: choose one of {', '.join(self.queues)}") from None


def _unknown(name: str, known: tuple[str, ...]) -> ValidationError:
    public = [k for k in known if KINDS._items[k].public]  # noqa: SLF001 - same module family
    return ValidationError("kind", f"unknown job kind {name!r}; valid kinds: {', '.join(public)}")


KINDS: Registry[JobKind] = Registry(
    "kinds",
    builtins=(
        "footnote.shared.generation.kinds.performance",
        "footnote.shared.generation.kinds.essay",
        "footnote.shared.generation.kinds.question",
        "footnote.shared.ingestion.kind",
        "footnote.shared.evaluation.kind",
    ),
    unknown=_unknown,
)


def register_kind(kind: JobKind, *, replace: bool = False) -> JobKind:
    return KINDS.register(kind.name, kind, replace=replace)


def get_kind(name: str) -> JobKind:
    return KINDS.get(name)


def public_kinds() -> tuple[JobKind, ...]:
    return tuple(k for _, k in KINDS.items() if k.public)

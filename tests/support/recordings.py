"""Shared by the recording tests: ingest a recording into a tenant and ask it a question with
the extractive generator, as a question job would."""

from __future__ import annotations

from typing import Any

from footnote.shared.ingestion.loader import IngestLimits, load_bytes


def ask_recording(runtime: Any, tenant: str, data: bytes, *, name: str, question: str, **overrides: str) -> dict:
    """The question's result after ``data`` (named ``name``) is ingested with ``overrides``
    (url, title, ...)."""
    from footnote.shared.deps import Deps
    from footnote.shared.generation.generators.extractive import ExtractiveGenerator
    from footnote.shared.generation.produce import produce
    from footnote.shared.ingestion.pipeline import SourceOverrides, ingest_documents

    docs = load_bytes(data, name=name, limits=IngestLimits())
    with runtime.session() as s:
        ingest_documents(session=s, tenant_id=tenant, documents=docs, embedder=runtime.embedder,
                         settings=runtime.settings, overrides=SourceOverrides(**overrides))
    deps = Deps(runtime.settings, runtime.embedder, ExtractiveGenerator())
    with runtime.session() as s:
        return produce("question", {"question": question}, session=s, tenant_id=tenant, deps=deps)

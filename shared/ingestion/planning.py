"""Pure: a parsed document + source metadata -> the chunk rows to store (text, spans, links,
tags, and the embedding text with its context header)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from footnote.shared.config import Settings
from footnote.shared.ingestion.chunking import ChunkParams, chunk_document
from footnote.shared.ingestion.context_header import embedding_text
from footnote.shared.ingestion.injection import INSTRUCTION_TAG, instruction_flags
from footnote.shared.ingestion.tagging import Vocabulary, load_vocabulary
from footnote.shared.ingestion.types import ChunkDraft, ParsedDocument
from footnote.shared.ingestion.writer import ChunkRow


@dataclass(frozen=True)
class SourceMeta:
    source_id: str
    source_type: str
    title: str | None
    author: str | None
    url: str | None
    granularities: tuple[str, ...]
    status: str = "added"


@lru_cache(maxsize=8)
def _vocabulary(path: Path | None) -> Vocabulary:
    return load_vocabulary(path)


def plan_chunk_rows(doc: ParsedDocument, *, meta: SourceMeta, settings: Settings) -> list[ChunkRow]:
    drafts = chunk_document(doc, granularities=meta.granularities, params=ChunkParams.from_settings(settings))
    vocabulary = _vocabulary(settings.tag_vocabulary_file)
    doc_tags = vocabulary.tag(" ".join(filter(None, [meta.title, doc.metadata.get("description")])))
    return [_row(d, meta=meta, vocabulary=vocabulary, doc_tags=doc_tags) for d in drafts]


def _uid(source_id: str, index: int | None) -> str | None:
    return None if index is None else f"{source_id}:{index}"


def _row(d: ChunkDraft, *, meta: SourceMeta, vocabulary: Vocabulary, doc_tags: tuple[str, ...]) -> ChunkRow:
    tags = tuple(dict.fromkeys((*d.tags, *vocabulary.tag(d.text), *doc_tags)))
    header_input = ChunkDraft(**{**d.__dict__, "tags": tags})  # a flag says nothing about the topic
    if instruction_flags(d.text):
        tags = (*tags, INSTRUCTION_TAG)
    return ChunkRow(
        chunk_uid=f"{meta.source_id}:{d.chunk_index}",
        chunk_index=d.chunk_index,
        granularity=d.granularity,
        text=d.text,
        embed_text=embedding_text(
            header_input, title=meta.title, author=meta.author, source_type=meta.source_type,
            kind_order=vocabulary.kinds,
        ),
        source_type=meta.source_type,
        title=meta.title,
        author=meta.author,
        url=meta.url,
        page_number=d.page_number,
        page_end=d.page_end,
        chapter=d.chapter,
        section=d.section,
        paragraph_index=d.paragraph_index,
        sentence_index=d.sentence_index,
        prev_chunk_uid=_uid(meta.source_id, d.prev_index),
        next_chunk_uid=_uid(meta.source_id, d.next_index),
        char_start=d.char_start,
        char_end=d.char_end,
        timestamp_start=d.timestamp_start,
        timestamp_end=d.timestamp_end,
        speaker=d.speaker,
        tags=list(tags),
        anchors=d.anchors,
    )

"""Embedders: the port, the real one, the fake, and the factory that picks by settings."""

from __future__ import annotations

from shared.config import Settings
from shared.embeddings.base import Embedder

_cache: dict[tuple[str, str | None, int, str, str], Embedder] = {}


def make_embedder(settings: Settings) -> Embedder:
    """Build (once per process and configuration) the embedder the settings name.

    ``FOOTNOTE_EMBEDDING_MODEL=fake-hashing-64`` selects the deterministic fake (tests only).
    """
    key = (
        settings.embedding_model,
        settings.embedding_device,
        settings.embedding_batch_size,
        settings.embedding_doc_prefix,
        settings.embedding_query_prefix,
    )
    if key not in _cache:
        if settings.embedding_model.startswith("fake-hashing-"):
            from shared.embeddings.fake import HashingEmbedder

            dim = int(settings.embedding_model.rsplit("-", 1)[1])
            _cache[key] = HashingEmbedder(
                dim, doc_prefix=settings.embedding_doc_prefix, query_prefix=settings.embedding_query_prefix
            )
        else:
            from shared.embeddings.st import SentenceTransformerEmbedder

            _cache[key] = SentenceTransformerEmbedder(
                settings.embedding_model,
                device=settings.embedding_device,
                batch_size=settings.embedding_batch_size,
                doc_prefix=settings.embedding_doc_prefix,
                query_prefix=settings.embedding_query_prefix,
            )
    return _cache[key]


__all__ = ["Embedder", "make_embedder"]

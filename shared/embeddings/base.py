"""The embedding port: one abstract method, ``embed_batch``.

Implementations: ``SentenceTransformerEmbedder`` (``st.py``, the real one) and
``HashingEmbedder`` (``fake.py``, deterministic, for unit tests). Both pass
``tests/contracts/test_embedder_contract.py``.
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from collections.abc import Sequence

import numpy as np


class Embedder(ABC):
    model_id: str
    dimension: int
    doc_prefix: str = ""
    query_prefix: str = ""
    near_duplicate: float = 0.9  # cosine from which two hits are one passage twice (diversity filter)
    # this model's cosines at which as many pairs of the verifier benchmark's first two splits count
    # as close as at MiniLM's 0.60 and 0.70, the scale the verifier's thresholds are set on
    # (``verification.pairs.calibrated``; ``benchmarks/verifier.py --calibrate``); None: MiniLM's own
    similarity_points: tuple[float, float] | None = None

    @abstractmethod
    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        """Embed raw texts (prefixes already applied) -> float32 array (n, dimension), L2-normalized."""

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return self.embed_batch([self.doc_prefix + t for t in texts])

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_batch([self.query_prefix + text])[0]

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Many queries in one batch (an evaluation's query set)."""
        return self.embed_batch([self.query_prefix + t for t in texts])

    @property
    def prefix_hash(self) -> str:
        """Hash of the instruction prefixes, recorded in the index metadata row."""
        raw = f"doc={self.doc_prefix!r}|query={self.query_prefix!r}"
        return hashlib.sha256(raw.encode()).hexdigest()[:16]

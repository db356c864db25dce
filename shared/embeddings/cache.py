"""Embedding with a persistent cache keyed by (model, prefixes) and the text's SHA-256.

The cache lives in Postgres (``embedding_cache``) so re-ingesting or reindexing unchanged
text costs a lookup, not a forward pass. I/O rim: takes the session explicitly.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence

import numpy as np
from sqlalchemy import text
from sqlalchemy.orm import Session

from shared.embeddings.base import Embedder

SLAB = 1024  # texts per encode call between progress updates


def as_array(value: object) -> np.ndarray:
    """pgvector values arrive as ``Vector`` (psycopg loader) or numpy arrays."""
    to_numpy = getattr(value, "to_numpy", None)
    return np.asarray(to_numpy() if to_numpy else value, dtype=np.float32)


def model_key(embedder: Embedder) -> str:
    return hashlib.sha256(f"{embedder.model_id}|{embedder.prefix_hash}".encode()).hexdigest()[:32]


def text_hash(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


def embed_documents_cached(
    *,
    session: Session | None,
    embedder: Embedder,
    texts: Sequence[str],
    use_cache: bool = True,
    progress: Callable[[int], None] | None = None,
) -> np.ndarray:
    """Embed ``texts`` as documents; reuse cached vectors and store new ones."""
    out = np.zeros((len(texts), embedder.dimension), dtype=np.float32)
    hashes = [text_hash(t) for t in texts]
    key = model_key(embedder)
    found: dict[str, np.ndarray] = {}
    if use_cache and session is not None and texts:
        rows = session.execute(
            text("SELECT text_hash, embedding FROM embedding_cache WHERE model_key = :k AND text_hash = ANY(:h)"),
            {"k": key, "h": list(set(hashes))},
        )
        found = {h: as_array(v) for h, v in rows}
    missing = [i for i, h in enumerate(hashes) if h not in found]
    for i, h in enumerate(hashes):
        if h in found:
            out[i] = found[h]
    if progress and len(texts) > len(missing):
        progress(len(texts) - len(missing))
    for start in range(0, len(missing), SLAB):
        idx = missing[start : start + SLAB]
        out[idx] = embedder.embed_documents([texts[i] for i in idx])
        if progress:
            progress(len(idx))
    if use_cache and session is not None and missing:
        new = {hashes[i]: out[i] for i in missing}
        raw = session.connection().connection.driver_connection
        with raw.cursor() as cur:
            cur.execute("CREATE TEMP TABLE IF NOT EXISTS embedding_stage (h text, e vector) ON COMMIT DROP")
            with cur.copy("COPY embedding_stage (h, e) FROM STDIN WITH (FORMAT BINARY)") as cp:
                cp.set_types(["text", "vector"])
                for h, v in new.items():
                    cp.write_row((h, v))
            cur.execute(
                "INSERT INTO embedding_cache (model_key, text_hash, embedding) "
                "SELECT %s, h, e FROM embedding_stage ON CONFLICT DO NOTHING",
                (key,),
            )
            cur.execute("TRUNCATE embedding_stage")
    return out

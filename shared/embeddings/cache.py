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
    out: list[np.ndarray] = []
    embed_groups_cached(
        session=session, embedder=embedder, groups=[texts], use_cache=use_cache, progress=progress,
        consume=lambda _i, vectors: out.append(vectors),
    )
    return out[0] if out else np.zeros((0, embedder.dimension), dtype=np.float32)


def embed_groups_cached(
    *,
    session: Session | None,
    embedder: Embedder,
    groups: Sequence[Sequence[str]],
    consume: Callable[[int, np.ndarray], None],
    use_cache: bool = True,
    progress: Callable[[int], None] | None = None,
) -> None:
    """Embed each group of texts and hand its vectors to ``consume(i, vectors)`` in order.

    The forward passes run in one background thread (torch releases the GIL), one group ahead
    of ``consume``, so the caller's database writes for group i overlap the encoding of group
    i+1 instead of leaving a core idle. The cache is read once up front and written per group,
    both on the calling thread (the session is not shared with the encoder thread).
    """
    from concurrent.futures import ThreadPoolExecutor

    key = model_key(embedder)
    hashes = [[text_hash(t) for t in g] for g in groups]
    found: dict[str, np.ndarray] = {}
    cache = use_cache and session is not None
    if cache and any(groups):
        rows = session.execute(  # type: ignore[union-attr]
            text("SELECT text_hash, embedding FROM embedding_cache WHERE model_key = :k AND text_hash = ANY(:h)"),
            {"k": key, "h": list({h for hs in hashes for h in hs})},
        )
        found = {h: as_array(v) for h, v in rows}

    def encode(i: int) -> tuple[list[int], np.ndarray]:
        missing = [j for j, h in enumerate(hashes[i]) if h not in found]
        parts = [embedder.embed_documents([groups[i][j] for j in missing[s : s + SLAB]])
                 for s in range(0, len(missing), SLAB)]
        return missing, (np.concatenate(parts) if parts else np.zeros((0, embedder.dimension), np.float32))

    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="encode") as pool:
        ahead = pool.submit(encode, 0) if groups else None
        for i in range(len(groups)):
            missing, computed = ahead.result()  # type: ignore[union-attr]
            ahead = pool.submit(encode, i + 1) if i + 1 < len(groups) else None
            vectors = np.zeros((len(groups[i]), embedder.dimension), dtype=np.float32)
            for j, h in enumerate(hashes[i]):
                if h in found:
                    vectors[j] = found[h]
            if missing:
                vectors[missing] = computed
            if progress:
                progress(len(groups[i]))
            if cache and missing:
                _store(session, key, {hashes[i][j]: vectors[j] for j in missing})  # type: ignore[arg-type]
                found.update({hashes[i][j]: vectors[j] for j in missing})
            consume(i, vectors)


def _store(session: Session, key: str, new: dict[str, np.ndarray]) -> None:
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

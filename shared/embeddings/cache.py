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

from footnote.shared.embeddings.base import Embedder

SLAB = 256  # texts per encode call: progress moves every few model batches (1024 sat ~10 s still)
WAVE = 32768  # texts encoded (length-sorted) before their groups are written: bounds memory
OVERLAP_WAVE = 4096  # the same when the next wave is encoded while this one is written


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
    overlap_writes: bool = False,
) -> None:
    """Embed each group of texts and hand its vectors to ``consume(i, vectors)`` in order.

    Whole groups are gathered into waves. In a wave, each text not in the cache is encoded once
    (duplicates share a forward pass), longest first in ``SLAB``-sized calls, so the model's
    batches hold texts of similar length (slabs in document order padded 5% more than one
    length-sorted pass) and ``progress`` hears of every call, from the encoding thread too. The
    cache is read once up front and written once per wave, on the calling thread (the session
    is never shared).

    ``overlap_writes=False``: waves of ``WAVE`` texts, the caller's writes after each wave.
    ``overlap_writes=True``: waves of ``OVERLAP_WAVE`` texts, the next wave encoded in a thread
    (torch releases the GIL) while the caller writes this one -- worth it when the writes are
    heavy on the database side (rows inserted into an existing HNSW graph); otherwise both
    compete for the same cores and the plain order is faster (``benchmarks/ingest.py``).
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

    def encode(wave: list[int], report: Callable[[int], None] | None) -> dict[str, np.ndarray]:
        todo: dict[str, str] = {}  # hash -> text, first occurrence, not cached
        for i in wave:
            for h, t in zip(hashes[i], groups[i], strict=True):
                if h not in found and h not in todo:
                    todo[h] = t
        order = sorted(todo, key=lambda h: len(todo[h]), reverse=True)
        fresh: dict[str, np.ndarray] = {}
        for s in range(0, len(order), SLAB):
            part = order[s : s + SLAB]
            fresh.update(zip(part, embedder.embed_documents([todo[h] for h in part]), strict=True))
            if report:
                report(len(part))
        return fresh

    waves = _waves([len(g) for g in groups], OVERLAP_WAVE if overlap_writes else WAVE)
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="encode") as pool:
        ahead = pool.submit(encode, waves[0], progress) if overlap_writes and waves else None
        for w, wave in enumerate(waves):
            if ahead is not None:
                fresh = ahead.result()
                ahead = pool.submit(encode, waves[w + 1], progress) if w + 1 < len(waves) else None
            else:
                fresh = encode(wave, progress)
            if cache and fresh:
                _store(session, key, fresh)  # type: ignore[arg-type]
            found.update(fresh)
            for i in wave:
                vectors = np.zeros((len(groups[i]), embedder.dimension), dtype=np.float32)
                for j, h in enumerate(hashes[i]):
                    vectors[j] = found[h]
                consume(i, vectors)
            if progress:
                progress(sum(len(groups[i]) for i in wave) - len(fresh))  # cached and repeated texts


def _waves(sizes: Sequence[int], limit: int) -> list[list[int]]:
    """Consecutive group indices, about ``limit`` texts per wave (a group is never split)."""
    out: list[list[int]] = []
    n = 0
    for i, size in enumerate(sizes):
        if not out or (n + size > limit and n > 0):
            out.append([])
            n = 0
        out[-1].append(i)
        n += size
    return out


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

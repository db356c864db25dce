"""Where ingestion time goes, apart from the model: the pipeline fed precomputed vectors.

    python benchmarks/ingest_stages.py [--corpus ../shared/data/scifact-subset/corpus.jsonl] [--limit N]
                                       [--vectors FILE]

Encodes the corpus's embedding texts once with the configured model (cached in ``--vectors``,
so later runs skip it), then ingests the corpus at sentence granularity twice, each time into a
fresh embedded Postgres, with an embedder that returns those vectors instantly:

* ``index after``  -- the default: the HNSW index is built once the first ingest's rows are in;
* ``index before`` -- the index exists first, so every row is inserted into the graph (what any
  later ingest into a populated store does).

Prints the seconds spent in each stage (chunk planning incl. tagging, source rows, chunk COPY +
tsvector + index maintenance, BM25 statistics, embedding cache, HNSW build) for both.
"""

from __future__ import annotations

import argparse
import json
import pickle
import shutil
import signal
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from footnote.shared.config import Settings  # noqa: E402
from footnote.shared.db import index_meta  # noqa: E402
from footnote.shared.embeddings import cache as embedding_cache  # noqa: E402
from footnote.shared.ingestion import pipeline  # noqa: E402
from footnote.shared.ingestion.corrections import load_corrections  # noqa: E402
from footnote.shared.ingestion.loader import IngestLimits, load_bytes  # noqa: E402
from footnote.shared.runtime import open_runtime  # noqa: E402
from footnote.shared.store import stop_embedded  # noqa: E402

DEFAULT_CORPUS = REPO.parent / "shared" / "data" / "scifact-subset" / "corpus.jsonl"
STAGES = {
    "plan_chunk_rows": (pipeline, "chunk planning (split, tag, headers)"),
    "_insert_source": (pipeline, "source rows"),
    "write_chunk_batches": (pipeline, "chunk COPY + tsvector + index upkeep"),
    "add_sources_stats": (pipeline, "BM25 terms, postings, corpus"),
    "_store": (embedding_cache, "embedding cache rows"),
    "ensure_vector_index": (pipeline, "HNSW build after the load"),
}


class Precomputed:
    """An embedder answering from a dict (same model id and prefixes as the real one)."""

    def __init__(self, real, vectors: dict[str, np.ndarray]) -> None:  # type: ignore[no-untyped-def]
        self.model_id, self.dimension, self.prefix_hash = real.model_id, real.dimension, real.prefix_hash
        self._vectors = vectors

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self._vectors[t] for t in texts])


def load_documents(lines: list[str], settings: Settings) -> list:  # type: ignore[type-arg]
    limits, corrections = IngestLimits.from_settings(settings), load_corrections(None)
    documents = []
    for line in lines:
        rec = json.loads(line)
        body = (rec.get("title", "") + "\n\n" + rec["text"]).strip()
        documents.extend(load_bytes(body.encode(), name=f"{rec['_id']}.txt", limits=limits, corrections=corrections))
    return documents


def run(lines: list[str], vectors: dict[str, np.ndarray] | None, *, index_first: bool) -> tuple[dict, dict]:
    """One ingest into a fresh store; returns (stage seconds, texts -> vectors seen)."""
    home = Path(tempfile.mkdtemp(prefix="footnote-bench-stages-"))
    settings = Settings(home=home, database_url=None, redis_url=None)
    seconds: dict[str, float] = defaultdict(float)
    seen: dict[str, np.ndarray] = {}
    originals = {name: getattr(mod, name) for name, (mod, _) in STAGES.items()}

    def timed(name: str):  # type: ignore[no-untyped-def]
        def wrapper(*args, **kwargs):  # type: ignore[no-untyped-def]
            t0 = time.perf_counter()
            try:
                return originals[name](*args, **kwargs)
            finally:
                seconds[name] += time.perf_counter() - t0

        return wrapper

    rt = open_runtime(settings, redis=False)
    try:
        for name, (mod, _) in STAGES.items():
            setattr(mod, name, timed(name))
        real = rt.embedder
        if vectors is None:  # first run: encode for real (not timed as a stage) and keep the vectors
            class Recording:
                model_id, dimension, prefix_hash = real.model_id, real.dimension, real.prefix_hash

                def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
                    out = real.embed_documents(texts)
                    seen.update(zip(texts, out, strict=True))
                    return out

            embedder = Recording()
        else:
            embedder = Precomputed(real, vectors)
        documents = load_documents(lines, settings)
        with rt.session() as session:
            if index_first:
                pipeline.ensure_meta(session=session, wanted=pipeline.embedding_spec(embedder, settings))
                index_meta.ensure_vector_index(session=session)
        t0 = time.perf_counter()
        with rt.session() as session:
            pipeline.ingest_documents(
                session=session, tenant_id="bench", documents=documents, embedder=embedder, settings=settings,
                granularities="sentence",
            )
        seconds["total"] = time.perf_counter() - t0
    finally:
        for name, (mod, _) in STAGES.items():
            setattr(mod, name, originals[name])
        rt.close()
        stop_embedded(home)
        shutil.rmtree(home, ignore_errors=True)
    return dict(seconds), seen


def main() -> None:
    signal.signal(signal.SIGTERM, lambda signum, _frame: sys.exit(128 + signum))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--limit", type=int, default=0, help="only the first N documents (0 = all)")
    ap.add_argument("--vectors", type=Path, default=Path(tempfile.gettempdir()) / "footnote-stage-vectors.pkl")
    args = ap.parse_args()
    lines = args.corpus.read_text().splitlines()
    if args.limit:
        lines = lines[: args.limit]

    vectors = pickle.loads(args.vectors.read_bytes()) if args.vectors.exists() else None
    if vectors is None:
        print("encoding the corpus once (cached in --vectors) ...", flush=True)
        _, vectors = run(lines, None, index_first=False)
        args.vectors.write_bytes(pickle.dumps(vectors))
    results = {label: run(lines, vectors, index_first=first)[0]
               for label, first in (("index after", False), ("index before", True))}

    print(f"\n{len(lines)} documents, stage seconds with precomputed vectors (no model time)")
    print(f"{'stage':<40} {'index after':>12} {'index before':>13}")
    for name, (_, label) in STAGES.items():
        print(f"{label:<40} " + " ".join(f"{results[k].get(name, 0.0):>12.2f}" for k in results))
    print(f"{'ingest total':<40} " + " ".join(f"{results[k]['total']:>12.2f}" for k in results))


if __name__ == "__main__":
    main()

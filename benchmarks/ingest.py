"""Ingestion throughput: end-to-end sentences/s vs ``model.encode`` alone, same run, same texts.

    FOOTNOTE_HOME=/tmp/fn-bench python benchmarks/ingest.py [--corpus ../shared/data/scifact-subset/corpus.jsonl]
                                                            [--limit N] [--batch-size 64]

Ingests the BEIR corpus at sentence granularity into a fresh embedded Postgres (parse -> chunk
-> tag -> embed -> COPY -> tsvector/BM25 stats -> HNSW build -> commit), then encodes exactly the
stored embedding texts with the bare sentence-transformers model, and prints a table with
the ratio (target >= 0.8), peak RSS of this process and of the Postgres server, and rows created.

``--into-existing`` measures the other case: the first half of the documents is ingested
first (untimed, it builds the HNSW index), then the second half is timed, each of its rows
inserted into the existing HNSW graph; the encode-only baseline is the second half's texts.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

import psutil
from sqlalchemy import text

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from footnote.shared.config import Settings  # noqa: E402
from footnote.shared.ingestion.corrections import load_corrections  # noqa: E402
from footnote.shared.ingestion.loader import IngestLimits, load_bytes  # noqa: E402
from footnote.shared.ingestion.pipeline import IngestReport, ingest_documents  # noqa: E402
from footnote.shared.runtime import open_runtime  # noqa: E402
from footnote.shared.store import stop_embedded  # noqa: E402

DEFAULT_CORPUS = REPO.parent / "shared" / "data" / "scifact-subset" / "corpus.jsonl"


def postgres_rss_mb() -> float:
    total = 0
    for p in psutil.process_iter(["name", "cmdline"]):
        try:
            if "postgres" in (p.info["name"] or ""):
                total += p.memory_info().rss
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return total / 2**20


def main() -> None:
    # a killed benchmark still stops the servers it started (finally below)
    signal.signal(signal.SIGTERM, lambda signum, _frame: sys.exit(128 + signum))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--limit", type=int, default=0, help="only the first N documents (0 = all)")
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--into-existing", action="store_true",
                    help="time the second half of the documents, ingested into a store holding the first half")
    args = ap.parse_args()

    home = Path(tempfile.mkdtemp(prefix="footnote-bench-ingest-"))
    settings = Settings(home=home, database_url=None, redis_url=None, embedding_batch_size=args.batch_size)
    limits = IngestLimits.from_settings(settings)
    corrections = load_corrections(None)
    lines = args.corpus.read_text().splitlines()
    if args.limit:
        lines = lines[: args.limit]
    rt = open_runtime(settings, redis=False)
    try:
        embedder = rt.embedder
        embedder.embed_batch(["warm up the model once"] * 8)

        def load(part: list[str]) -> list:  # type: ignore[type-arg]
            documents = []
            for line in part:
                rec = json.loads(line)
                body = (rec.get("title", "") + "\n\n" + rec["text"]).strip()
                documents.extend(
                    load_bytes(body.encode(), name=f"{rec['_id']}.txt", limits=limits, corrections=corrections)
                )
            return documents

        def ingest(documents: list) -> IngestReport:  # type: ignore[type-arg]
            with rt.session() as session:
                return ingest_documents(
                    session=session, tenant_id="bench", documents=documents, embedder=embedder,
                    settings=settings, granularities="sentence",
                )

        first_id = 0
        if args.into_existing:
            half = len(lines) // 2
            ingest(load(lines[:half]))
            lines = lines[half:]
            with rt.session() as session:
                first_id = session.execute(text("SELECT max(id) FROM chunks")).scalar_one()
        t0 = time.perf_counter()
        report = ingest(load(lines))
        e2e_s = time.perf_counter() - t0

        with rt.session() as session:
            texts = [
                r[0] for r in session.execute(
                    text("SELECT embed_text FROM chunks WHERE id > :first ORDER BY id"), {"first": first_id}
                )
            ]
            counts = {
                t: session.execute(text(f"SELECT count(*) FROM {t}")).scalar_one()
                for t in ("sources", "chunks", "bm25_terms", "embedding_cache")
            }
        model = embedder._model  # type: ignore[attr-defined]
        t1 = time.perf_counter()
        model.encode(texts, batch_size=args.batch_size, normalize_embeddings=True, show_progress_bar=False)
        encode_s = time.perf_counter() - t1

        n = len(texts)
        result = {
            "case": "into an existing index (second half)" if args.into_existing else "fresh store",
            "documents": len(lines),
            "sentences": n,
            "e2e_s": round(e2e_s, 2),
            "encode_only_s": round(encode_s, 2),
            "e2e_sentences_per_s": round(n / e2e_s, 1),
            "encode_sentences_per_s": round(n / encode_s, 1),
            "ratio": round((n / e2e_s) / (n / encode_s), 3),
            "peak_rss_mb_process": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
            "rss_mb_postgres_now": round(postgres_rss_mb(), 1),
            "rows": counts,
            "chunks_added": report.chunks_added,
        }
    finally:
        rt.close()
        stop_embedded()
        shutil.rmtree(home, ignore_errors=True)

    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{'metric':<28} value")
    print("-" * 48)
    for k, v in result.items():
        print(f"{k:<28} {v}")
    print(f"\ntarget: ratio >= 0.8 -> {'MET' if result['ratio'] >= 0.8 else 'MISSED'}")


if __name__ == "__main__":
    main()

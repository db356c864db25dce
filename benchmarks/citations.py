"""Citation quality and latency per stage, per generator and job kind.

    python benchmarks/citations.py                      # extractive only
    python benchmarks/citations.py --smollm2            # + SmolLM2-135M via llama_cpp.server (openai)
    python benchmarks/citations.py --base-url URL       # + any OpenAI-compatible endpoint
    python benchmarks/citations.py --embedder fake      # hashing embedder instead of MiniLM
    python benchmarks/citations.py --real               # examples/corpus in a scratch embedded DB

By default retrieval is an injected in-memory ranker (``MemoryRetriever``: embedding cosine over
``benchmarks/data/citation_corpus.json``), so this runs without Postgres; inputs are
``citation_inputs.json``. ``--real`` ingests ``examples/corpus`` into a scratch embedded
Postgres (a temporary FOOTNOTE_HOME, stopped and removed at exit, also on failure) and runs
``citation_inputs_real.json`` through the real hybrid ``search`` (``produce.make_retrieve``).
Metrics are means over inputs: coverage (share of sentences with a supported citation),
precision (share of citations that support their sentence), out-of-range markers per response;
responses that found no evidence (the "nothing in your sources" message) are counted in
``no_evid`` and left out of those means.
"""

from __future__ import annotations

import argparse
import json
import shutil
import signal
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from footnote.shared.config import Settings  # noqa: E402
from footnote.shared.embeddings import make_embedder  # noqa: E402
from footnote.shared.errors import ConfigError  # noqa: E402
from footnote.shared.generation.generators.base import Generator  # noqa: E402
from footnote.shared.generation.generators.extractive import ExtractiveGenerator  # noqa: E402
from footnote.shared.generation.generators.openai import OpenAIGenerator  # noqa: E402
from footnote.shared.generation.pipeline import run_job  # noqa: E402
from footnote.shared.retrieval.types import Hit, SearchResult  # noqa: E402
from tests.support.local_llm import llama_cpp_server, smollm2_gguf  # noqa: E402
from tests.support.memory_retrieve import MemoryRetriever  # noqa: E402

DATA = ROOT / "benchmarks" / "data"
STAGES = ("retrieval_ms", "prompt_ms", "generation_ms", "citations_ms", "verify_ms", "render_ms")


def load_corpus() -> list[Hit]:
    data = json.loads((DATA / "citation_corpus.json").read_text("utf-8"))
    return [Hit(**{**h, "tags": tuple(h["tags"])}) for h in data["hits"]]


@contextmanager
def real_corpus(settings: Settings) -> Iterator[tuple[Callable[..., SearchResult], object, dict]]:
    """Ingest examples/corpus into a scratch embedded Postgres; yield (retrieve, embedder, facts).

    The servers are stopped and the scratch home removed on exit, also when anything fails."""
    from footnote.shared.deps import Deps
    from footnote.shared.generation.produce import make_retrieve
    from footnote.shared.ingestion.loader import IngestLimits, load_path
    from footnote.shared.ingestion.pipeline import ingest_documents
    from footnote.shared.runtime import open_runtime
    from footnote.shared.store import stop_embedded

    home = Path(tempfile.mkdtemp(prefix="footnote-bench-"))
    settings = settings.model_copy(update={"home": home, "database_url": None, "redis_url": None})
    rt = None
    try:
        rt = open_runtime(settings, redis=False)
        docs = load_path(ROOT / "examples" / "corpus", limits=IngestLimits.from_settings(settings))
        t = time.perf_counter()
        with rt.session() as session:
            report = ingest_documents(
                session=session, tenant_id="bench", documents=docs, embedder=rt.embedder, settings=settings
            )
        facts = {"sources": len(docs), "chunks": report.chunks_added, "ingest_s": time.perf_counter() - t}
        with rt.session() as session:
            deps = Deps(settings, rt.embedder, generator=None)
            retrieve = make_retrieve(session=session, tenant_id="bench", deps=deps)
            yield retrieve, rt.embedder, facts
    finally:
        if rt is not None:
            rt.close()
        stop_embedded(home)
        shutil.rmtree(home, ignore_errors=True)


@contextmanager
def smollm2_server() -> Iterator[str]:
    try:
        with llama_cpp_server(smollm2_gguf()) as url:
            yield url
    except ConfigError as err:
        raise SystemExit(str(err)) from err


def run(generator: Generator, inputs: dict, retrieve, embedder, settings: Settings, limit: int | None) -> list[dict]:
    rows = []
    for kind in ("performance_feedback", "essay_feedback", "question"):
        results = []
        for payload in inputs[kind][:limit]:
            t = time.perf_counter()
            out = run_job(
                kind,
                payload,
                tenant_id="bench",
                retrieve=retrieve,
                generator=generator,
                embedder=embedder,
                settings=settings,
            )
            out["_total_ms"] = (time.perf_counter() - t) * 1000
            results.append(out)
        answered = [r for r in results if r["status"] != "no_evidence"]
        v = [r["verification"] for r in answered] or [
            {"citation_coverage": 0.0, "citation_precision": 0.0, "out_of_range": 0, "unsupported": 0, "inferred": 0}
        ]
        timings = [r["retrieval_debug"]["timings"] for r in results]
        row = {
            "generator": generator.name,
            "kind": kind,
            "n": len(results),
            "no_evid": len(results) - len(answered),
            "coverage": statistics.mean(x["citation_coverage"] for x in v),
            "precision": statistics.mean(x["citation_precision"] for x in v),
            "out_of_range": statistics.mean(x["out_of_range"] for x in v),
            "unsupported": sum(x["unsupported"] for x in v),
            "inferred": sum(x["inferred"] for x in v),
            "total_ms": statistics.median(r["_total_ms"] for r in results),
        }
        for stage in STAGES:
            row[stage] = statistics.median(t.get(stage, 0.0) for t in timings)
        rows.append(row)
    return rows


def print_table(rows: list[dict]) -> None:
    cols = [
        "generator",
        "kind",
        "n",
        "no_evid",
        "coverage",
        "precision",
        "out_of_range",
        "unsupported",
        "inferred",
        *STAGES,
        "total_ms",
    ]
    head = [c.replace("_ms", "") for c in cols]
    cells = [[f"{r[c]:.2f}" if isinstance(r[c], float) else str(r[c]) for c in cols] for r in rows]
    widths = [max(len(h), *(len(c[i]) for c in cells)) for i, h in enumerate(head)]
    print(" | ".join(h.ljust(w) for h, w in zip(head, widths, strict=True)))
    print("-+-".join("-" * w for w in widths))
    for c in cells:
        print(" | ".join(x.ljust(w) for x, w in zip(c, widths, strict=True)))
    print(
        "(coverage/precision/out_of_range: mean per answered response; no_evid: responses with no "
        "evidence; unsupported/inferred: totals; stage times: median ms)"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--smollm2", action="store_true", help="start SmolLM2 via llama_cpp.server and bench it")
    ap.add_argument("--base-url", help="bench an OpenAI-compatible endpoint as well")
    ap.add_argument("--embedder", default="minilm", choices=["minilm", "fake"])
    ap.add_argument("--real", action="store_true", help="examples/corpus in a scratch embedded Postgres")
    ap.add_argument("--limit", type=int, default=None, help="inputs per kind (default: all)")
    ap.add_argument("--max-tokens", type=int, default=300)
    args = ap.parse_args()
    # a kill (timeout, Ctrl-C in a parent) unwinds the context managers, so servers are stopped
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    model = "fake-hashing-256" if args.embedder == "fake" else "all-MiniLM-L6-v2"
    settings = Settings(embedding_model=model)
    if args.real:
        inputs = json.loads((DATA / "citation_inputs_real.json").read_text("utf-8"))
        with real_corpus(settings) as (retrieve, embedder, facts):
            print(
                f"embedder={embedder.model_id} corpus=examples/corpus ({facts['sources']} files, "
                f"{facts['chunks']} chunks, ingested in {facts['ingest_s']:.1f}s; real hybrid search)"
            )
            rows = bench(args, inputs, retrieve, embedder, settings)
    else:
        embedder = make_embedder(settings)
        inputs = json.loads((DATA / "citation_inputs.json").read_text("utf-8"))
        retrieve = MemoryRetriever(load_corpus(), embedder, min_similarity=0.2)
        print(f"embedder={embedder.model_id} corpus={len(retrieve.hits)} hits (hand-written; in-memory retrieval)")
        rows = bench(args, inputs, retrieve, embedder, settings)
    print_table(rows)


def bench(args: argparse.Namespace, inputs: dict, retrieve, embedder, settings: Settings) -> list[dict]:
    rows = run(ExtractiveGenerator(), inputs, retrieve, embedder, settings, args.limit)

    def bench_openai(url: str) -> None:
        gen = OpenAIGenerator(url, model="smollm2", max_tokens=args.max_tokens, temperature=0.0, timeout_s=180)
        try:
            rows.extend(run(gen, inputs, retrieve, embedder, settings, args.limit))
        finally:
            gen.close()

    if args.base_url:
        bench_openai(args.base_url)
    elif args.smollm2:
        with smollm2_server() as url:
            bench_openai(url)
    return rows


if __name__ == "__main__":
    main()

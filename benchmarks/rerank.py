"""Does LLM listwise reranking pay? nDCG@10 of the hybrid ranking before and after, and its latency.

    python benchmarks/rerank.py CORPUS_DIR --smollm2                    # SmolLM2-135M via llama.cpp
    python benchmarks/rerank.py CORPUS_DIR --base-url URL --model NAME  # any OpenAI-compatible server

The hybrid top ``--candidates`` of each query (the product's ``search`` through ``run_eval``,
default settings) are reranked with the prompt and parser the product uses
(``footnote.shared.retrieval.rerank``), through ``OpenAIGenerator``. Reported: nDCG@10 before / after
with a paired bootstrap interval, and the rerank call's latency p50 / p95 per query.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from contextlib import nullcontext
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from fusion_tuning import bootstrap, per_query  # noqa: E402

from footnote.shared.generation.generators.base import GenerationRequest  # noqa: E402
from footnote.shared.retrieval.rerank import SYSTEM, parse_order, reorder, rerank_prompt  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus_dir", type=Path)
    ap.add_argument("--smollm2", action="store_true", help="start SmolLM2 via llama_cpp.server")
    ap.add_argument("--base-url")
    ap.add_argument("--model", default="default")
    ap.add_argument("--candidates", type=int, default=20)
    args = ap.parse_args()

    from footnote.shared.config import get_settings
    from footnote.shared.evaluation.beir import load_beir
    from footnote.shared.evaluation.runs import run_eval
    from footnote.shared.generation.generators.openai import OpenAIGenerator
    from footnote.shared.runtime import open_runtime

    data = load_beir(args.corpus_dir)
    rt = open_runtime(get_settings(), redis=False)
    try:
        report, er = run_eval(runtime=rt, data=data, settings=rt.settings, modes=("hybrid",), say=lambda m: None)
    finally:
        rt.close()
    texts = {d.doc_id: d.full_text for d in data.docs}
    if args.smollm2:
        from tests.support.local_llm import llama_cpp_server, smollm2_gguf

        server = llama_cpp_server(smollm2_gguf())
        model = "smollm2"
    elif args.base_url:
        server, model = nullcontext(args.base_url), args.model
    else:
        ap.error("give --smollm2 or --base-url")
    hybrid = er.runs["hybrid"]
    reranked: dict[str, list[str]] = {}
    took: list[float] = []
    with server as url:
        gen = OpenAIGenerator(url, model=model, max_tokens=8 * args.candidates, temperature=0.0, timeout_s=300)
        for qid, ranking in hybrid.items():
            top = ranking[: args.candidates]
            req = GenerationRequest(kind="rerank", prompt=rerank_prompt(data.queries[qid], [texts[d] for d in top]),
                                    system=SYSTEM, max_tokens=8 * len(top), temperature=0.0)
            t0 = time.perf_counter()
            reply = gen.generate([req])[0].text
            took.append(time.perf_counter() - t0)
            reranked[qid] = reorder(top, parse_order(reply, len(top))) + ranking[args.candidates :]
            print(f"  {len(took)}/{len(hybrid)} queries, last {took[-1]:.1f} s: {reply[:60]!r}", file=sys.stderr,
                  flush=True)
    before, after = per_query(hybrid, data.qrels), per_query(reranked, data.qrels)
    d, lo, hi = bootstrap(after, before)
    took.sort()
    print(f"{args.corpus_dir.name}: {len(before)} queries, top {args.candidates} reranked by {model}")
    print(f"nDCG@10 hybrid {statistics.mean(before.values()):.4f} -> reranked {statistics.mean(after.values()):.4f} "
          f"({d:+.4f} [{lo:+.4f}, {hi:+.4f}])")
    print(f"rerank latency per query: p50 {took[len(took) // 2]:.2f} s, p95 {took[int(0.95 * (len(took) - 1))]:.2f} s "
          f"(retrieval alone: {report['timings_s']['queries'] / max(1, len(before)) * 1000:.0f} ms a query, "
          "both hybrid calls)")


if __name__ == "__main__":
    main()

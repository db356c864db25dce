"""How far can an LLM judge be trusted? ``footnote eval --judge`` on a BEIR set with human judgements.

    python benchmarks/judge.py CORPUS_DIR --smollm2                    # SmolLM2-135M via llama.cpp
    python benchmarks/judge.py CORPUS_DIR --base-url URL --model NAME  # any OpenAI-compatible server

Runs the product's command (``footnote eval CORPUS_DIR --judge --json``) against the model and
prints the judged figures beside the human ones: graded nDCG@10 from the judge's grades, the
human nDCG@10 of the same hybrid ranking, and the judge's agreement and Cohen's kappa with the
human labels over every pair it graded (a pair no human judged counts as not relevant).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from contextlib import nullcontext
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus_dir", type=Path)
    ap.add_argument("--smollm2", action="store_true", help="start SmolLM2 via llama_cpp.server")
    ap.add_argument("--base-url")
    ap.add_argument("--model", default="default")
    args = ap.parse_args()
    if args.smollm2:
        from tests.support.local_llm import llama_cpp_server, smollm2_gguf

        server, model = llama_cpp_server(smollm2_gguf()), "smollm2"
    elif args.base_url:
        server, model = nullcontext(args.base_url), args.model
    else:
        ap.error("--smollm2 or --base-url")
    with server as url:
        env = {**os.environ, "FOOTNOTE_GENERATOR": "openai", "FOOTNOTE_OPENAI_BASE_URL": url,
               "FOOTNOTE_OPENAI_MODEL": model}
        done = subprocess.run(
            [sys.executable, "-m", "footnote.services.cli.main", "eval", str(args.corpus_dir), "--judge", "--json"],
            env=env, capture_output=True, text=True, check=False,
        )
    if done.returncode != 0:
        print(done.stderr[-2000:], file=sys.stderr)
        return done.returncode
    out = json.loads(done.stdout)
    j, human = out["judge"], out["modes"]["hybrid"]
    print(f"{args.corpus_dir}: judge {j['judge']}, {j['graded_pairs']} pairs graded "
          f"({j['unparsed_replies']} replies without a grade) in {j['seconds']} s")
    print(f"hybrid nDCG@10: human {human['ndcg@10']:.4f}, judged (pool: its own top 10) {j['judged_ndcg@10']:.4f}; "
          f"mean grade {j['mean_grade']:.2f}, judged relevant in the top 10 {j['share_relevant']:.0%}")
    if "agreement_with_human" in j:
        a = j["agreement_with_human"]
        print(f"agreement with human labels: {a['agreement']:.1%}, kappa {a['kappa']:.3f} over {a['pairs']} pairs "
              f"(judge says relevant {a['judge_relevant']:.0%}, humans {a['human_relevant']:.0%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

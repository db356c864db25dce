"""Does the default (extractive) answer quote the words that answer the question?

    python benchmarks/answers.py            # the demo library (make demo ingests it)
    python benchmarks/answers.py --show     # + each question's first quote

For each question of ``examples/eval`` (26 questions written in other words than the passages
use, with graded judgements: 2 = the paragraph answers it, 1 = bears on it), a ``question`` job
runs in process on the demo tenant with the extractive generator, and each quote of the answer is
located in the judged paragraphs (``examples/eval/corpus.jsonl`` holds the same paragraphs as
the demo's sources). Reported: how often the *first* quote lies in an answering paragraph (what
a reader sees first), in a paragraph that bears on it, and how often *any* quote answers; and
for 8 questions the library does not answer, how often the reply says so (``UNANSWERABLE``).

Needs the demo library: ``make demo`` once, or ``FOOTNOTE_HOME`` pointing at a home whose
tenant (``--tenant``, default ``demo``) holds the example corpus.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

EVAL = ROOT / "examples" / "eval"
# questions the demo library does not answer (written before the composer was changed): the
# right reply is "no source in your library covers this", not a loosely related quote
UNANSWERABLE = (
    "What tempo marking does Chopin give the Nocturne in E-flat major?",
    "How do I tune a piano string with a tuning hammer?",
    "In which year was the Steinway piano company founded?",
    "How do I connect Footnote to a SharePoint site?",
    "What fingering should I use for the C sharp minor scale?",
    "How do I repair a sticking key on an upright piano?",
    "Who was Clara Schumann's first teacher?",
    "At what age should a child start learning the violin?",
)


def _norm(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def load_eval() -> tuple[list[dict], dict[str, str], dict[str, dict[str, int]]]:
    queries = [json.loads(x) for x in (EVAL / "queries.jsonl").read_text().splitlines() if x.strip()]
    corpus = {}
    for line in (EVAL / "corpus.jsonl").read_text().splitlines():
        if line.strip():
            d = json.loads(line)
            corpus[d["_id"]] = _norm(d["text"])
    qrels: dict[str, dict[str, int]] = {}
    for line in (EVAL / "qrels" / "test.tsv").read_text().splitlines()[1:]:
        q, doc, grade = line.split("\t")
        qrels.setdefault(q, {})[doc] = int(grade)
    return queries, corpus, qrels


def grade_of(quote: str, corpus: dict[str, str], judged: dict[str, int]) -> int:
    """The grade of the judged paragraph the quote lies in (0 when none): the quote's longest
    run of words between ellipses must be found in the paragraph."""
    piece = max((_norm(p) for p in re.split(r"…|\.\.\.", quote)), key=len, default="")
    if not piece:
        return 0
    return max((g for doc, g in judged.items() if piece in corpus.get(doc, "")), default=0)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tenant", default="demo")
    ap.add_argument("--show", action="store_true", help="print each question's first quote")
    args = ap.parse_args()

    from footnote.shared.config import Settings
    from footnote.shared.deps import Deps
    from footnote.shared.embeddings import make_embedder
    from footnote.shared.generation.generators import make_generator
    from footnote.shared.generation.produce import produce
    from footnote.shared.runtime import open_runtime

    settings = Settings(feedback_cache_ttl_s=0)
    queries, corpus, qrels = load_eval()
    rt = open_runtime(settings, redis=False)
    try:
        deps = Deps(settings, make_embedder(settings), make_generator(settings), redis=None, side_session=rt.session)
        first2 = first1 = any2 = 0
        for q in queries:
            with rt.session() as session:
                result = produce("question", {"question": q["text"]}, session=session, tenant_id=args.tenant, deps=deps)
            quotes = [c["quote"] for c in result["citations"] if c.get("quote")]
            judged = qrels.get(q["_id"], {})
            grades = [grade_of(x, corpus, judged) for x in quotes]
            first = grades[0] if grades else 0
            first2 += first == 2
            first1 += first >= 1
            any2 += 2 in grades
            if args.show:
                print(f"{q['_id']} [{first}] {q['text']}\n    {quotes[0] if quotes else '(no quote)'}")
        refused = 0
        for text in UNANSWERABLE:
            with rt.session() as session:
                result = produce("question", {"question": text}, session=session, tenant_id=args.tenant, deps=deps)
            refused += result["status"] == "no_evidence"
            if args.show:
                print(f"unanswerable [{result['status']}] {text}\n    {result['plain_text'].splitlines()[0][:160]}")
    finally:
        rt.close()
    n = len(queries)
    print(f"{n} questions, tenant {args.tenant!r}, generator {settings.generator}")
    print(f"first quote answers (grade 2):   {first2}/{n} = {first2 / n:.0%}")
    print(f"first quote bears on it (>= 1):  {first1}/{n} = {first1 / n:.0%}")
    print(f"some quote answers (grade 2):    {any2}/{n} = {any2 / n:.0%}")
    u = len(UNANSWERABLE)
    print(f"unanswerable questions refused:  {refused}/{u} = {refused / u:.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Every sentence accounted for: a scripted model with known bad citations, through the real
OpenAI-compatible path, and what the reader is shown for each of them.

    python benchmarks/citation_audit.py              # MiniLM; the hand-written in-memory corpus
    python benchmarks/citation_audit.py --embedder fake

For each question of ``benchmarks/data/citation_inputs.json`` the script retrieves the evidence
(in memory), then writes the model's answer from it: for each of the first three evidence
passages, one faithful sentence (a sentence of that passage, cited) and bad ones built from it
by rule -- the sentence cited to another passage (``wrong_source``), negated (``negated``), with
a number the passage does not give (``number``), and, once per answer, a sentence with no
citation (``uncited``) and one citing a source that does not exist (``missing_source``). A
loopback HTTP server answers the ``/v1/chat/completions`` calls of ``OpenAIGenerator`` with that
text, so parsing, verification and rendering are the production path. Labels are known by
construction; the table reports, per kind, how often the pair came out ``supported`` and how
often the sentence carries a visible flag in the plain text and the HTML.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import threading
from collections import Counter, defaultdict
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from citations import DATA, load_corpus  # noqa: E402

from footnote.shared.config import Settings  # noqa: E402
from footnote.shared.embeddings import make_embedder  # noqa: E402
from footnote.shared.generation.generators.openai import OpenAIGenerator  # noqa: E402
from footnote.shared.generation.pipeline import run_job  # noqa: E402
from footnote.shared.ingestion.sentences import split_sentences  # noqa: E402
from tests.support.memory_retrieve import MemoryRetriever  # noqa: E402

AUX = re.compile(r"\b(is|are|was|were|should|must|can|will|does|do)\b", re.I)
EXTRA_NUMBER = " in 37 of 40 cases"


NEGATOR = re.compile(r"\s*\b(not|never|no)\b", re.I)


def negate(sentence: str) -> str:
    """Negate by rule: drop a "not"/"never"/"no" if there is one, else "is" -> "is not", else an
    imperative gets "Never"."""
    if NEGATOR.search(sentence):
        return NEGATOR.sub("", sentence, count=1)
    if AUX.search(sentence):
        return AUX.sub(lambda m: f"{m.group(0)} not", sentence, count=1)
    return "Never " + sentence[0].lower() + sentence[1:]


def script_for(evidence) -> tuple[str, list[tuple[str, str]]]:
    """The scripted answer and, per sentence, (kind, label)."""
    lines: list[tuple[str, str, str]] = []  # (sentence with marker, kind, label)
    usable = [e for e in evidence if split_sentences(e.text)][:3]
    for i, hit in enumerate(usable, start=1):
        s, e = split_sentences(hit.text)[0]
        sent = hit.text[s:e].strip().rstrip(".")
        other = (i % len(usable)) + 1
        lines.append((f"{sent} [{i}].", "faithful", "good"))
        if other != i and sent not in usable[other - 1].text:
            lines.append((f"{sent} [{other}].", "wrong_source", "bad"))
        lines.append((f"{negate(sent)} [{i}].", "negated", "bad"))
        lines.append((f"{sent}{EXTRA_NUMBER} [{i}].", "number", "bad"))
    lines.append(("Franz Liszt first taught this method in Weimar in 1848.", "uncited", "bad"))
    lines.append((f"Every teacher agrees on this [{len(evidence) + 5}].", "missing_source", "bad"))
    return "\n\n".join(x[0] for x in lines), [(k, lab) for _, k, lab in lines]


@contextmanager
def scripted_llm(answers: dict[str, str]):
    """A loopback chat-completions endpoint answering each question with its script."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
            prompt = " ".join(m.get("content", "") for m in body.get("messages", []))
            text = next((a for q, a in answers.items() if q in prompt), "")
            out = json.dumps({"model": "scripted", "choices": [
                {"finish_reason": "stop", "message": {"role": "assistant", "content": text}}]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(out)))
            self.end_headers()
            self.wfile.write(out)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/v1"
    finally:
        server.shutdown()
        server.server_close()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--embedder", default="minilm", choices=["minilm", "fake"])
    args = ap.parse_args()
    settings = Settings(embedding_model="fake-hashing-256" if args.embedder == "fake" else "all-MiniLM-L6-v2")
    embedder = make_embedder(settings)
    retrieve = MemoryRetriever(load_corpus(), embedder, min_similarity=0.2)
    questions = json.loads((DATA / "citation_inputs.json").read_text("utf-8"))["question"]
    scripts, labels = {}, {}
    for q in questions:
        from footnote.shared.generation.kinds import RetrievalRequest
        from footnote.shared.retrieval.types import SearchFilters

        hits = retrieve(RetrievalRequest(q["question"], 6, SearchFilters(), purpose="question")).hits
        scripts[q["question"]], labels[q["question"]] = script_for(hits)
    by_kind: dict[str, Counter] = defaultdict(Counter)
    mismatched = 0
    with scripted_llm(scripts) as url:
        gen = OpenAIGenerator(url, model="scripted", max_retries=0, timeout_s=30)
        try:
            for q in questions:
                out = run_job("question", q, tenant_id="bench", retrieve=lambda r, _q=q: retrieve(r),
                              generator=gen, embedder=embedder, settings=settings)
                sentences = [s for p in out["paragraphs"] for s in p["sentences"]]
                if len(sentences) != len(labels[q["question"]]):
                    mismatched += 1
                    continue
                for s, (kind, _label) in zip(sentences, labels[q["question"]], strict=True):
                    c = by_kind[kind]
                    c["n"] += 1
                    c["supported"] += s["status"] == "supported"
                    c["flagged"] += bool(s["flags"])
                    c["plain"] += any(f[:30] in out["plain_text"] for f in s["flags"])
        finally:
            gen.close()
    print(f"{len(questions)} scripted answers through the OpenAI-compatible path; embedder {embedder.model_id}"
          + (f"; {mismatched} skipped (sentence count differs)" if mismatched else ""))
    print(f"\n{'kind':<16}{'label':<7}{'sentences':>10}{'supported':>11}{'flagged':>9}{'in plain':>10}")
    totals: dict[str, Counter] = defaultdict(Counter)
    for kind, c in sorted(by_kind.items(), key=lambda kv: (kv[0] != "faithful", kv[0])):
        label = "good" if kind == "faithful" else "bad"
        totals[label].update(c)
        print(f"{kind:<16}{label:<7}{c['n']:>10}{c['supported']:>11}{c['flagged']:>9}{c['plain']:>10}")
    for label, c in totals.items():
        print(f"{'all':<16}{label:<7}{c['n']:>10}{c['supported']:>11}{c['flagged']:>9}{c['plain']:>10}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

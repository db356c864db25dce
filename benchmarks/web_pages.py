"""Server time of the web app's answer page with many citations, on the embedded stack.

    python benchmarks/web_pages.py [--citations 50] [--requests 200]

Writes one succeeded job whose result has ``--citations`` cited sentences (each with its quote,
neighbours, label and link), signs in through the real login form, then times ``GET
/app/jobs/<id>`` through the Flask app (session check, job read, view model, template) and
prints p50/p95. Target: p95 <= 100 ms for 50 citations. (First paint in a browser is measured
by the web app's browser tests' screenshots, not here.)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def result(n: int) -> dict:
    citations, sentences = [], []
    for i in range(1, n + 1):
        quote = f"Sentence {i} of the source says exactly this about the pedal and the harmony."
        citations.append({"number": i, "label": f"Piano Pedagogy Notes, Part 3, p.{i}", "quote": quote,
                          "previous_sentence": f"The sentence before number {i}.",
                          "next_sentence": f"The sentence after number {i}.",
                          "url": "https://example.org/notes.pdf", "page_number": i, "timestamp_start": None})
        sentences.append({"text": f'Point {i}: "{quote}" [{i}].', "status": "supported",
                          "citations": [{"number": i, "status": "supported", "quote": {"display": quote}}]})
    paragraphs = [{"sentences": sentences[k:k + 5]} for k in range(0, n, 5)]
    return {"status": "grounded", "plain_text": "...", "citations": citations, "paragraphs": paragraphs}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--citations", type=int, default=50)
    ap.add_argument("--requests", type=int, default=200)
    args = ap.parse_args()

    from sqlalchemy import text

    from services.api.app import create_app
    from shared.config import Settings
    from shared.jobs.keys import create_key
    from shared.jobs.service import create_job
    from shared.runtime import open_runtime
    from shared.store import stop_embedded

    home = Path(tempfile.mkdtemp(prefix="footnote-web-bench-"))
    settings = Settings(home=home, embedding_model="fake-hashing-64")
    rt = open_runtime(settings, redis=False)
    try:
        with rt.session() as s:
            s.execute(text("INSERT INTO tenants (id) VALUES ('school')"))
            key = create_key(session=s, tenant_id="school")
            row, _ = create_job(session=s, tenant_id="school", kind="question", queue="realtime",
                                priority="realtime", payload={"question": "How?"}, webhook_url=None,
                                idempotency_key=None, lease_s=60, max_attempts=3)
            s.execute(text("UPDATE jobs SET status = 'succeeded', progress = 1, result = CAST(:r AS jsonb) "
                           "WHERE id = :id"), {"r": __import__("json").dumps(result(args.citations)), "id": row.id})
        client = create_app(settings, runtime=rt).test_client()
        form = client.get("/app/login").get_data(as_text=True)
        token = form.split('name="csrf" value="', 1)[1].split('"', 1)[0]
        assert client.post("/app/login", data={"key": key, "csrf": token}).status_code == 302
        url = f"/app/jobs/{row.id}"
        page = client.get(url)
        assert page.status_code == 200 and page.data.count(b'class="chip"') == args.citations
        times = []
        for _ in range(args.requests):
            started = time.perf_counter()
            client.get(url)
            times.append((time.perf_counter() - started) * 1000)
        times.sort()
        p95 = times[int(0.95 * len(times)) - 1]
        print(f"answer page with {args.citations} citations ({len(page.data) // 1024} KiB), {args.requests} requests: "
              f"p50 {statistics.median(times):.1f} ms, p95 {p95:.1f} ms (target <= 100 ms)")
    finally:
        rt.close()
        stop_embedded(home)


if __name__ == "__main__":
    main()

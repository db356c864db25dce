"""Server time and first contentful paint of the web app's answer page with many citations, on
the embedded stack.

    python benchmarks/web_pages.py [--citations 50] [--requests 200] [--paints 20] [--no-browser]

Writes one succeeded job whose result has ``--citations`` cited sentences (each with its quote,
neighbours, label, link and place in a source), signs in through the real login form, then times
``GET /app/jobs/<id>`` through the Flask app (session check, job read, view model, template) and
prints p50/p95. Target: p95 <= 100 ms for 50 citations. Then serves the same app over HTTP
(werkzeug, threaded) and loads the page ``--paints`` times in headless Chromium (Debian's, driven
by Playwright), reading each load's first-contentful-paint entry. Target: <= 1 s.
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
                          "url": "https://example.org/notes.pdf", "page_number": i, "timestamp_start": None,
                          "source_id": "bench-source", "char_start": 100 * i, "char_end": 100 * i + len(quote)})
        sentences.append({"text": f'Point {i}: "{quote}" [{i}].', "status": "supported",
                          "citations": [{"number": i, "status": "supported", "quote": {"display": quote}}]})
    paragraphs = [{"sentences": sentences[k:k + 5]} for k in range(0, n, 5)]
    return {"status": "grounded", "plain_text": "...", "citations": citations, "paragraphs": paragraphs}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--citations", type=int, default=50)
    ap.add_argument("--requests", type=int, default=200)
    ap.add_argument("--paints", type=int, default=20)
    ap.add_argument("--no-browser", action="store_true", help="only the server time")
    args = ap.parse_args()

    from sqlalchemy import text

    from footnote.services.api.app import create_app
    from footnote.shared.config import Settings
    from footnote.shared.jobs.keys import create_key
    from footnote.shared.jobs.service import create_job
    from footnote.shared.runtime import open_runtime
    from footnote.shared.store import stop_embedded

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
        if not args.no_browser:
            paints = first_paints(create_app(settings, runtime=rt), key, url, args.paints)
            print(f"first contentful paint in headless Chromium, {len(paints)} loads: "
                  f"p50 {statistics.median(paints):.0f} ms, max {max(paints):.0f} ms (target <= 1000 ms)")
    finally:
        rt.close()
        stop_embedded(home)


def first_paints(app, key: str, path: str, loads: int) -> list[float]:  # type: ignore[no-untyped-def]
    """Each load's first-contentful-paint time (ms) of ``path``, served over HTTP to Chromium."""
    import shutil
    import threading

    from playwright.sync_api import sync_playwright
    from werkzeug.serving import make_server

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        raise SystemExit("Chromium is not installed: run `make system-deps`")
    import logging

    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # not a line per request
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{server.server_port}"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            try:
                page = browser.new_page()
                page.goto(f"{base}/app/login")
                page.fill("#key", key)
                page.click("button[type=submit]")
                page.wait_for_url(f"{base}/app/")
                cookies = page.context.cookies()
                paints = []
                for _ in range(loads):  # each in a new context: a cold cache, as a first visit
                    context = browser.new_context()
                    context.add_cookies(cookies)
                    fresh = context.new_page()
                    fresh.goto(f"{base}{path}", wait_until="load")
                    paints.append(fresh.evaluate(
                        "new Promise(done => new PerformanceObserver((list, obs) => {"
                        " const e = list.getEntriesByName('first-contentful-paint');"
                        " if (e.length) { obs.disconnect(); done(e[0].startTime); } })"
                        ".observe({type: 'paint', buffered: true}))"))
                    context.close()
                return paints
            finally:
                browser.close()
    finally:
        server.shutdown()
        thread.join(timeout=5)


if __name__ == "__main__":
    main()

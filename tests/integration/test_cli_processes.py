"""The `footnote` program as a user runs it: separate processes share the embedded servers,
and when the last one exits nothing is left running or listening."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psutil
import pytest

pytestmark = pytest.mark.integration

DOC = (
    "# Pedalling\n\nChange the damper pedal just after the new harmony sounds.\n\n"
    "## Legato\n\nKeep the finger down.\n"
)


def _footnote(home: Path, *args: str, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "FOOTNOTE_HOME": str(home), "FOOTNOTE_EMBEDDING_MODEL": "fake-hashing-64"}
    env.pop("DATABASE_URL", None)
    env.pop("REDIS_URL", None)
    return subprocess.run(
        [sys.executable, "-m", "footnote.services.cli.main", *args], env=env, capture_output=True, text=True,
        timeout=timeout,
    )


def _redis_pids() -> set[int]:
    pids = set()
    for p in psutil.process_iter(["name", "status"]):
        if "redis-server" in (p.info["name"] or "") and p.info["status"] != psutil.STATUS_ZOMBIE:
            pids.add(p.pid)
    return pids


def _wait_clean(home: Path, redis_before: set[int]) -> tuple[list[str], set[int]]:
    deadline = time.time() + 15
    while time.time() < deadline:
        left, new_redis = _servers_for(home), _redis_pids() - redis_before
        if not left and not new_redis:
            break
        time.sleep(0.5)
    return _servers_for(home), _redis_pids() - redis_before


def _servers_for(home: Path) -> list[str]:
    found = []
    for p in psutil.process_iter(["cmdline", "status"]):
        try:
            cmd = " ".join(p.info["cmdline"] or [])
            if str(home) in cmd and p.info["status"] != psutil.STATUS_ZOMBIE:
                found.append(cmd)
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return found


def test_concurrent_cli_processes_share_servers_and_leave_nothing(tmp_path: Path) -> None:
    home = tmp_path / "home"
    redis_before = _redis_pids()
    doc = tmp_path / "pedal.md"
    doc.write_text(DOC)
    first = _footnote(home, "ingest", str(doc), "--tenant", "school-a", "--json")
    assert first.returncode == 0, first.stderr
    report = json.loads(first.stdout)
    assert report["summary"]["added"] == 1 and report["chunks_added"] >= 1

    with ThreadPoolExecutor(max_workers=3) as pool:
        runs = list(pool.map(lambda _: _footnote(home, "sources", "--tenant", "school-a", "--json"), range(3)))
    for run in runs:
        assert run.returncode == 0, run.stderr
        assert [s["title"] for s in json.loads(run.stdout)["sources"]] == ["Pedalling"]
    feedback = _footnote(home, "ask", "when should the pedal change?", "--tenant", "school-a", "--json")
    assert feedback.returncode == 0, feedback.stderr  # uses Redis too (feedback cache)
    assert _wait_clean(home, redis_before) == ([], set())


def test_bad_input_is_one_clear_line_and_exit_2(tmp_path: Path) -> None:
    home = tmp_path / "home"
    junk = tmp_path / "junk.txt"
    junk.write_bytes(bytes(range(256)) * 8)
    run = _footnote(home, "ingest", str(junk), "--tenant", "school-a")
    assert run.returncode == 2
    assert run.stderr.startswith("error: ") and "junk.txt" in run.stderr
    assert "Traceback" not in run.stderr


def test_processes_starting_at_the_same_moment_share_one_redis(tmp_path: Path) -> None:
    home = tmp_path / "home"
    redis_before = _redis_pids()
    code = (
        "import sys; from pathlib import Path; from footnote.shared.store.redis import embedded_redis_socket;"
        "import redis; s = embedded_redis_socket(Path(sys.argv[1])); r = redis.Redis(unix_socket_path=s);"
        "r.incr('starts'); print(s); import time; time.sleep(2)"
    )
    procs = [
        subprocess.Popen([sys.executable, "-c", code, str(home)], stdout=subprocess.PIPE, text=True)
        for _ in range(4)
    ]
    sockets = {p.communicate(timeout=120)[0].strip() for p in procs}
    assert len(sockets) == 1, sockets
    assert _wait_clean(home, redis_before) == ([], set())


def test_sigterm_still_stops_the_embedded_servers(tmp_path: Path) -> None:
    home = tmp_path / "home"
    redis_before = _redis_pids()
    env = {**os.environ, "FOOTNOTE_HOME": str(home), "FOOTNOTE_EMBEDDING_MODEL": "fake-hashing-64"}
    env.pop("DATABASE_URL", None)
    env.pop("REDIS_URL", None)
    # `ask` opens Postgres and Redis, then loads nothing heavy; stop it while it runs
    proc = subprocess.Popen(
        [sys.executable, "-m", "footnote.services.cli.main", "ask", "why?", "--tenant", "t"], env=env,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    deadline = time.time() + 60
    while not _servers_for(home) and time.time() < deadline and proc.poll() is None:
        time.sleep(0.2)
    running = bool(_servers_for(home)) and proc.poll() is None
    proc.terminate()
    proc.communicate(timeout=60)
    assert running, "the command ended before it could be terminated; nothing was tested"
    assert proc.returncode == 128 + 15  # SystemExit from the SIGTERM handler, not a kill
    assert _wait_clean(home, redis_before) == ([], set())


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _tmp_entries() -> set[str]:
    import tempfile

    return {p.name for p in Path(tempfile.gettempdir()).iterdir() if p.name.startswith("tmp")}


def test_api_and_worker_start_and_stop_together_leaving_nothing_even_after_a_kill(tmp_path: Path) -> None:
    """Two rounds of `serve` + `worker` on one embedded home, stopped together; in the last
    round the worker is SIGKILLed first. Nothing is left in the temp directory, no traceback is
    printed, and no server outlives the last process."""
    import signal

    import httpx

    home = tmp_path / "home"
    env = {**os.environ, "FOOTNOTE_HOME": str(home), "FOOTNOTE_EMBEDDING_MODEL": "fake-hashing-64",
           "FOOTNOTE_LOG_FORMAT": "text"}
    env.pop("DATABASE_URL", None)
    env.pop("REDIS_URL", None)
    redis_before, tmp_before = _redis_pids(), _tmp_entries()
    for round_ in range(2):
        port = _free_port()
        pipes = {"env": env, "stdout": subprocess.PIPE, "stderr": subprocess.PIPE, "text": True}
        api = subprocess.Popen(
            [sys.executable, "-m", "footnote.services.cli.main", "serve", "--port", str(port), "--workers", "1"],
            **pipes,
        )
        worker = subprocess.Popen(
            [sys.executable, "-m", "footnote.services.cli.main", "worker", "--queues", "realtime", "--pool", "solo"],
            **pipes,
        )
        try:
            deadline = time.time() + 120
            while time.time() < deadline:
                try:
                    if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                time.sleep(0.5)
            else:
                raise AssertionError("the API did not become ready")
            if round_ == 1:
                worker.kill()  # SIGKILL: its handles stay on the lists until pruned
                worker.wait(timeout=30)
            for proc in (worker, api):
                if proc.poll() is None:
                    proc.send_signal(signal.SIGTERM)
            outs = [proc.communicate(timeout=60) for proc in (api, worker)]
        finally:
            for proc in (api, worker):
                if proc.poll() is None:
                    proc.kill()
        for _, err in outs:
            assert "Traceback" not in err, err[-3000:]
        assert _wait_clean(home, redis_before) == ([], set()), f"round {round_}"
    assert _tmp_entries() - tmp_before == set()
    assert not (home / "redis" / "redis.sock").exists()


def test_a_search_after_the_query_prefix_changed_fails_naming_the_change_and_the_fix(tmp_path: Path) -> None:
    home = tmp_path / "home"
    doc = tmp_path / "pedal.md"
    doc.write_text(DOC)
    assert _footnote(home, "ingest", str(doc), "--tenant", "school-a").returncode == 0
    assert _footnote(home, "search", "damper pedal", "--tenant", "school-a").returncode == 0
    env_prefix = {"FOOTNOTE_EMBEDDING_QUERY_PREFIX": "query: "}
    os.environ.update(env_prefix)
    try:
        run = _footnote(home, "search", "damper pedal", "--tenant", "school-a")
    finally:
        os.environ.pop("FOOTNOTE_EMBEDDING_QUERY_PREFIX")
    assert run.returncode != 0 and "Traceback" not in run.stderr
    assert "FOOTNOTE_EMBEDDING_QUERY_PREFIX" in run.stderr and "footnote reindex" in run.stderr
    assert "Change the damper pedal" not in run.stdout  # no results ranked by mismatched vectors


def test_footnote_ingest_takes_a_youtube_url(tmp_path: Path) -> None:
    from tests.support.fake_youtube import MANUAL, fake_youtube

    home = tmp_path / "home"
    with fake_youtube() as base:
        os.environ["FOOTNOTE_YOUTUBE_BASE_URL"] = base
        try:
            run = _footnote(home, "ingest", f"https://www.youtube.com/watch?v={MANUAL}", "--tenant", "school-a",
                            "--json")
            bad = _footnote(home, "ingest", "https://example.org/not-a-video", "--tenant", "school-a")
        finally:
            os.environ.pop("FOOTNOTE_YOUTUBE_BASE_URL")
    assert run.returncode == 0, run.stderr
    outcome = json.loads(run.stdout)["outcomes"][0]
    assert (outcome["title"], outcome["source_type"], outcome["status"]) == ("Rubato in Chopin", "video", "added")
    assert bad.returncode != 0 and "no such file or folder" in bad.stderr and "Traceback" not in bad.stderr

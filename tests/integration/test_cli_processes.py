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

DOC = "# Pedalling\n\nChange the damper pedal just after the new harmony sounds.\n\n## Legato\n\nKeep the finger down.\n"


def _footnote(home: Path, *args: str, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "FOOTNOTE_HOME": str(home), "FOOTNOTE_EMBEDDING_MODEL": "fake-hashing-64"}
    env.pop("DATABASE_URL", None)
    env.pop("REDIS_URL", None)
    return subprocess.run(
        [sys.executable, "-m", "shared.cli.main", *args], env=env, capture_output=True, text=True, timeout=timeout
    )


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

    deadline = time.time() + 15
    while _servers_for(home) and time.time() < deadline:
        time.sleep(0.5)
    assert _servers_for(home) == []


def test_bad_input_is_one_clear_line_and_exit_2(tmp_path: Path) -> None:
    home = tmp_path / "home"
    junk = tmp_path / "junk.txt"
    junk.write_bytes(bytes(range(256)) * 8)
    run = _footnote(home, "ingest", str(junk), "--tenant", "school-a")
    assert run.returncode == 2
    assert run.stderr.startswith("error: ") and "junk.txt" in run.stderr
    assert "Traceback" not in run.stderr

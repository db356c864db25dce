"""A long recording's ingest survives its worker being killed: the next attempt resumes the
transcription at the first window the killed one had not finished (real worker processes,
SIGKILL, the lease running out, the sweeper re-queueing)."""

from __future__ import annotations

import signal
import time

import pytest
from sqlalchemy import text

from tests.integration.service.harness import wait_for
from tests.support.speech import LECTURE, speak, to_opus

pytestmark = pytest.mark.integration
WINDOW = {"FOOTNOTE_ASR_WINDOW_S": "10"}  # 85 s of speech in nine windows


def _windows(service, job_id: str) -> int:  # type: ignore[no-untyped-def]
    with service.runtime.session() as s:
        return s.execute(text("SELECT count(*) FROM job_transcripts WHERE job_id = :id"), {"id": job_id}).scalar_one()


def test_a_killed_workers_transcription_is_resumed_not_restarted(service, tmp_path):
    script = [(i * 9.0 + 0.5, LECTURE[i % len(LECTURE)][1]) for i in range(10)]
    speak(script, tmp_path / "long.wav")
    audio = to_opus(tmp_path / "long.wav", tmp_path / "long.ogg").read_bytes()  # under the upload limit
    stack = service.stack
    service.stop_workers()
    stack.start_worker("worker-ingest", "ingest", extra_env=WINDOW)
    try:
        r = service.alpha.client.post("/v1/sources", files={"file": ("long-lecture.ogg", audio)},
                                      data={"url": "https://www.youtube.com/watch?v=long"})
        assert r.status_code == 202, r.text
        job_id = r.json()["id"]
        wait_for(lambda: _windows(service, job_id) >= 2, timeout_s=90, what="two windows transcribed")
        stack.kill("worker-ingest", signal.SIGKILL)  # mid-transcription, pool processes included
        before = _windows(service, job_id)
        assert service.alpha.client.get(f"/v1/jobs/{job_id}").json()["status"] == "running"
    finally:
        service.start_workers(**WINDOW)
    started = time.monotonic()
    job = service.alpha.wait(job_id, timeout_s=120)
    assert job["status"] == "succeeded", job["failure_reason"]
    assert job["attempts"] == 2
    resumed = job["result"] and service_timings(service, job_id).get("transcript_windows_resumed")
    print(f"killed after {before} of 9 windows; the next attempt reused {resumed} and finished "
          f"{time.monotonic() - started:.1f} s after the restart")
    assert resumed == before >= 2
    assert _windows(service, job_id) == 0  # kept only while the job needed them
    source_id = job["result"]["outcomes"][0]["source_id"]
    with service.runtime.session() as s:
        anchors = s.execute(text("SELECT anchors FROM chunks WHERE source_id = :id AND granularity = 'passage' "
                                 "ORDER BY chunk_index"), {"id": source_id}).scalars().all()
    seconds = [t for a in anchors for _, t in a["t"]]  # every word's second, in text order
    assert seconds == sorted(seconds), seconds  # no window heard twice, none out of place
    assert seconds[0] < 2 and seconds[-1] > 75, seconds  # from the first window to the last
    service.alpha.client.delete(f"/v1/sources/{source_id}")


def service_timings(service, job_id: str) -> dict:  # type: ignore[no-untyped-def]
    with service.runtime.session() as s:
        return s.execute(text("SELECT timings FROM jobs WHERE id = :id"), {"id": job_id}).scalar_one()

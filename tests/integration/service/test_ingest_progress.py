"""A recording uploaded through the API: its ingest job reports how far the transcription and
the slide reading are while it runs, then succeeds with the slides bound."""

from __future__ import annotations

import time

import pytest

from tests.fixtures.make_lecture_video import SLIDES, write_lecture

pytestmark = pytest.mark.integration


def test_an_uploaded_lecture_reports_its_progress_then_succeeds(service, tmp_path):
    slides = ((0.0, 3.0, SLIDES[0][2]), (3.0, 6.0, SLIDES[2][2]))  # 6 s: under the service's upload limit
    video = write_lecture(tmp_path / "lecture3.mp4", slides).read_bytes()
    r = service.alpha.client.post("/v1/sources", files={"file": ("lecture3.mp4", video, "video/mp4")},
                                  data={"url": "https://www.youtube.com/watch?v=lec3"})
    assert r.status_code == 202, r.text
    job_id = r.json()["id"]
    seen: list[tuple[float, str]] = []
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        job = service.alpha.client.get(f"/v1/jobs/{job_id}").json()
        if job["status"] == "running" and (not seen or seen[-1] != (job["progress"], job["stage"])):
            seen.append((job["progress"], job["stage"]))
        if job["status"] in ("succeeded", "failed"):
            break
        time.sleep(0.05)
    if job["status"] != "succeeded":
        print(service.stack.log_tail("worker-realtime", 80))
    assert job["status"] == "succeeded", job["failure_reason"]
    service.alpha.client.delete(f"/v1/sources/{job['result']['outcomes'][0]['source_id']}")  # later tests ask
    stages = [stage for _, stage in seen]
    print(f"stages seen while running: {stages}")
    assert any(s and s.startswith("reading slide") for s in stages), stages
    progress = [p for p, _ in seen]
    assert progress == sorted(progress)
    assert job["result"]["outcomes"][0]["chunks"] > 0

"""A running ingest job's finished windows of speech, kept with the job in Postgres
(``job_transcripts``), so the attempt after a killed worker resumes the transcription
(``footnote.shared.ingestion.transcript_checkpoint``). Deleted with the upload once the job has ingested
it; a job's rows go with the job."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import text

from footnote.shared.ingestion.transcript_checkpoint import Window, window_from_json, window_to_json


class JobTranscripts:
    """``TranscriptCheckpoint`` for one job. Each save commits at once (its own short
    transaction), so it outlives the process that made it."""

    def __init__(self, sessions: Callable[[], Any], job_id: str) -> None:
        self._sessions = sessions
        self._job_id = job_id
        self.loaded = 0  # windows an earlier attempt had finished

    def load(self, fingerprint: str) -> dict[int, Window]:
        with self._sessions() as s:
            rows = s.execute(
                text("SELECT window_index, data FROM job_transcripts WHERE job_id = :id AND fingerprint = :fp"),
                {"id": self._job_id, "fp": fingerprint},
            ).all()
        self.loaded = len(rows)
        return {r.window_index: window_from_json(r.data) for r in rows}

    def save(self, fingerprint: str, index: int, window: Window) -> None:
        import json

        with self._sessions() as s:
            s.execute(
                text("INSERT INTO job_transcripts (job_id, window_index, fingerprint, data) "
                     "VALUES (:id, :i, :fp, CAST(:data AS jsonb)) ON CONFLICT (job_id, window_index) "
                     "DO UPDATE SET fingerprint = EXCLUDED.fingerprint, data = EXCLUDED.data"),
                {"id": self._job_id, "i": index, "fp": fingerprint, "data": json.dumps(window_to_json(window))},
            )


def delete_transcripts(*, session: Any, job_id: str) -> None:
    session.execute(text("DELETE FROM job_transcripts WHERE job_id = :id"), {"id": job_id})

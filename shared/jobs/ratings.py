"""A reader's rating of an answer: thumbs up or down, a reason from a fixed list (so ratings can be
counted by what went wrong), and a comment in their own words. Stored on the job it rates
(``jobs.rating``, migration 0014); a new rating replaces the old one. Only a finished answer
(a generating kind that succeeded) can be rated; another tenant's job is not found.

The reasons name what a reader of a cited answer can see for themselves:

* ``wrong_quote``    -- the quoted words are not what the source says there
* ``wrong_place``    -- the words are right but the page, sentence or second is not
* ``unsupported``    -- the source is real but does not back the sentence citing it
* ``missing_source`` -- a claim needed a source and has none
* ``not_helpful``    -- accurate, but no use to the reader
* ``other``
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any, Literal

from sqlalchemy import text as sql
from sqlalchemy.orm import Session

from footnote.shared.errors import Conflict
from footnote.shared.jobs.kinds import get_kind
from footnote.shared.jobs.payload import Payload, text
from footnote.shared.jobs.service import JOB_COLUMNS, get_job

REASONS = ("wrong_quote", "wrong_place", "unsupported", "missing_source", "not_helpful", "other")
# any text: what a database cannot keep (NUL, a lone surrogate) becomes U+FFFD on the way in
Comment = text(1000, required=False, storable=False, description="the reader's own words")


class RatingInput(Payload):
    """Thumbs up or down on a finished answer, with what was wrong (or right) about it."""

    rating: Literal["up", "down"]
    reason: Literal["wrong_quote", "wrong_place", "unsupported", "missing_source", "not_helpful", "other"] | None = None
    comment: Comment = ""  # type: ignore[valid-type]


def stored(body: RatingInput, now: datetime | None = None) -> dict[str, Any]:
    """The JSON kept on the job (pure)."""
    return {
        "rating": body.rating,
        "reason": body.reason,
        "comment": body.comment.strip(),
        "rated_at": (now or datetime.now(UTC)).isoformat(),
    }


def rate_job(*, session: Session, tenant_id: str, job_id: str, rating: dict[str, Any]) -> Any:
    """Store ``rating`` on the tenant's finished answer; the job row after it.

    NotFound for another tenant's or an unknown job; Conflict for a job that is not a finished answer."""
    row = get_job(session=session, tenant_id=tenant_id, job_id=job_id)  # NotFound first
    if not get_kind(row.kind).generates:
        raise Conflict(f"a {row.kind} job is not an answer; only feedback and answers can be rated")
    updated = session.execute(
        sql(f"UPDATE jobs SET rating = CAST(:r AS jsonb) WHERE id = :id AND tenant_id = :t AND status = 'succeeded' "
            f"RETURNING {JOB_COLUMNS}"),
        {"r": json.dumps(rating), "id": job_id, "t": tenant_id},
    ).first()
    if updated is None:
        raise Conflict(f"job {job_id} is {row.status}; only a finished answer (succeeded) can be rated")
    return updated

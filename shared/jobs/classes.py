"""A teacher's class: a named batch of essays, one essay_feedback job per student. The jobs are
ordinary jobs (queued, run, retried, cancelled as any other); a class only groups them for its
progress and its export. Every read is scoped by tenant."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.errors import NotFound


@dataclass(frozen=True)
class Essay:
    position: int
    student: str
    job_id: str
    status: str
    progress: float
    result: dict | None
    failure_reason: str | None


def create_class(*, session: Session, tenant_id: str, name: str, prompt: str) -> str:
    class_id = str(uuid.uuid4())
    session.execute(text("INSERT INTO classes (id, tenant_id, name, prompt) VALUES (:id, :t, :n, :p)"),
                    {"id": class_id, "t": tenant_id, "n": name, "p": prompt})
    return class_id


def add_essays(*, session: Session, class_id: str, essays: list[tuple[int, str, str]]) -> None:
    """The class's essays (position, student, job id), in one statement."""
    if essays:
        session.execute(text("INSERT INTO class_essays (class_id, position, student, job_id) VALUES (:c, :p, :s, :j)"),
                        [{"c": class_id, "p": p, "s": s, "j": j} for p, s, j in essays])


def get_class(*, session: Session, tenant_id: str, class_id: str) -> dict[str, Any]:
    row = session.execute(
        text("SELECT id, name, prompt, created_at FROM classes WHERE id = :id AND tenant_id = :t"),
        {"id": class_id[:36], "t": tenant_id},
    ).first()
    if row is None:
        raise NotFound(f"no class {class_id[:36]!r} for this tenant")
    return {"id": row.id, "name": row.name, "prompt": row.prompt, "created_at": row.created_at.isoformat()}


def essays(*, session: Session, tenant_id: str, class_id: str, with_results: bool = False) -> list[Essay]:
    """The class's essays in upload order, each with its job's state (and result when asked)."""
    result = "j.result" if with_results else "NULL"
    rows = session.execute(
        text(f"SELECT e.position, e.student, e.job_id, j.status, j.progress, {result} AS result, j.failure_reason "
             "FROM class_essays e JOIN classes c ON c.id = e.class_id JOIN jobs j ON j.id = e.job_id "
             "WHERE e.class_id = :c AND c.tenant_id = :t ORDER BY e.position"),
        {"c": class_id[:36], "t": tenant_id},
    ).all()
    return [Essay(r.position, r.student, r.job_id, r.status, float(r.progress), r.result, r.failure_reason)
            for r in rows]


def list_classes(*, session: Session, tenant_id: str, limit: int = 50) -> list[dict[str, Any]]:
    rows = session.execute(
        text("SELECT c.id, c.name, c.created_at, count(e.job_id) AS essays, "
             "count(*) FILTER (WHERE j.status IN ('succeeded', 'failed', 'cancelled')) AS finished "
             "FROM classes c LEFT JOIN class_essays e ON e.class_id = c.id LEFT JOIN jobs j ON j.id = e.job_id "
             "WHERE c.tenant_id = :t GROUP BY c.id ORDER BY c.created_at DESC LIMIT :n"),
        {"t": tenant_id, "n": limit},
    ).all()
    return [{"id": r.id, "name": r.name, "created_at": r.created_at.isoformat(), "essays": r.essays,
             "finished": r.finished} for r in rows]

"""The teacher's pages: upload a class (a .zip of essays or a .csv), one batch essay_feedback job
per student; watch the class's progress live; open each student's feedback; export the class
as CSV. Routes on the web app's blueprint (``footnote.services.web.pages``)."""

from __future__ import annotations

import csv
import io
from typing import Any

from flask import Response, flash, get_flashed_messages, redirect, render_template, request, url_for

from footnote.services.web import session as web_session
from footnote.services.web.pages import _ctx, _tenant, bp, signed_in
from footnote.shared.errors import FootnoteError, InputError, ValidationError
from footnote.shared.jobs import classes


@bp.get("/classes")
@signed_in
def classes_page(*, tenant: str):  # type: ignore[no-untyped-def]
    return _classes_page(tenant)


def _classes_page(tenant: str, error: str | None = None) -> str:
    with _ctx().runtime.read_session() as s:
        listed = classes.list_classes(session=s, tenant_id=tenant)
    return render_template("classes.html", tenant=tenant, classes=listed, error=error)


@bp.post("/classes")
@signed_in
def upload_class(*, tenant: str):  # type: ignore[no-untyped-def]
    web_session.check_csrf()
    from footnote.shared.ingestion.class_upload import read_class

    upload = request.files.get("file")
    name = (request.form.get("name") or "").strip() or (upload.filename if upload else "") or "Class"
    prompt = (request.form.get("prompt") or "").strip()
    priority = "realtime" if request.form.get("priority") == "realtime" else "batch"
    try:
        if upload is None or not upload.filename:
            raise ValidationError("file", "choose a .zip of essays or a .csv with student and essay columns")
        read = read_class(upload.read(), name=upload.filename)
        class_id, refused = _submit_class(tenant, name[:200], prompt, priority, read.essays)
    except FootnoteError as err:
        return _classes_page(tenant, error=str(err)), 422
    skipped = [*read.skipped, *refused]
    for what, why in skipped[:10]:  # shown once on the class's page
        flash(f"{what}: {why}"[:300], "skipped")
    if len(skipped) > 10:
        flash(f"and {len(skipped) - 10} more", "skipped")
    return redirect(url_for("web.class_page", class_id=class_id), code=303)


def _submit_class(tenant: str, name: str, prompt: str, priority: str,
                  essays: list[tuple[str, str]]) -> tuple[str, list[tuple[str, str]]]:
    """The class row, then one job per essay (each written and enqueued as any job); an essay
    the job cannot take (too long, unreadable) is left out with the reason."""
    from footnote.services.api.routes import validate_body
    from footnote.services.api.routes.jobs import submit_body
    from footnote.services.api.schemas import job_create

    rt = _ctx().runtime
    with rt.session() as s:
        class_id = classes.create_class(session=s, tenant_id=tenant, name=name, prompt=prompt)
    refused: list[tuple[str, str]] = []
    pending: list[tuple[int, str, str]] = []
    position = 0
    for student, essay in essays:
        payload: dict[str, Any] = {"essay": essay, **({"prompt": prompt} if prompt else {})}
        try:
            job, _status, _headers = submit_body(tenant, validate_body(
                job_create(), {"kind": "essay_feedback", "input": payload, "priority": priority}))
        except (ValidationError, InputError) as err:  # refused before anything was written: the class goes on
            refused.append((student, str(err)))
            continue
        pending.append((position, student[:200], job["id"]))
        position += 1
        if len(pending) == ESSAY_ROWS_AT_ONCE:
            _add(class_id, pending)
    _add(class_id, pending)
    return class_id, refused


ESSAY_ROWS_AT_ONCE = 50  # the class's rows are written in groups (one commit each, not one per essay)


def _add(class_id: str, pending: list[tuple[int, str, str]]) -> None:
    with _ctx().runtime.session() as s:
        classes.add_essays(session=s, class_id=class_id, essays=pending)
    pending.clear()


@bp.get("/classes/<class_id>")
@signed_in
def class_page(class_id: str, *, tenant: str):  # type: ignore[no-untyped-def]
    with _ctx().runtime.read_session() as s:
        found = classes.get_class(session=s, tenant_id=tenant, class_id=class_id)
        rows = classes.essays(session=s, tenant_id=tenant, class_id=class_id)
    skipped = get_flashed_messages(category_filter=["skipped"])
    return render_template("class.html", tenant=tenant, cls=found, essays=rows, skipped=skipped)


@bp.get("/classes/<class_id>/state")
def class_state(class_id: str):  # type: ignore[no-untyped-def]
    tenant = _tenant()
    if tenant is None:
        return {"error": "signed out"}, 401
    with _ctx().runtime.read_session() as s:
        classes.get_class(session=s, tenant_id=tenant, class_id=class_id)
        rows = classes.essays(session=s, tenant_id=tenant, class_id=class_id)
    done = sum(r.status in ("succeeded", "failed", "cancelled") for r in rows)
    return {"total": len(rows), "finished": done,
            "essays": [{"position": r.position, "status": r.status, "progress": r.progress} for r in rows]}


@bp.get("/classes/<class_id>/export.csv")
@signed_in
def class_export(class_id: str, *, tenant: str):  # type: ignore[no-untyped-def]
    with _ctx().runtime.read_session() as s:
        found = classes.get_class(session=s, tenant_id=tenant, class_id=class_id)
        rows = classes.essays(session=s, tenant_id=tenant, class_id=class_id, with_results=True)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["student", "status", "job", "feedback", "failure_reason"])
    for r in rows:
        feedback = (r.result or {}).get("plain_text", "") if r.status == "succeeded" else ""
        writer.writerow([_cell(r.student), r.status, r.job_id, _cell(feedback), _cell(r.failure_reason or "")])
    filename = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in found["name"])[:60] or "class"
    return Response(out.getvalue(), mimetype="text/csv",
                    headers={"Content-Disposition": f'attachment; filename="{filename}.csv"'})


def _cell(value: str) -> str:
    """A spreadsheet opens a cell starting with = + - @ as a formula: prefix it with a quote."""
    return f"'{value}" if value[:1] in ("=", "+", "-", "@", "\t", "\r") else value

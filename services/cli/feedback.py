"""``footnote feedback performance|essay`` and ``footnote ask``: run one job kind in process
(no API or worker needed) and print readable cited output, or ``--json``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from footnote.services.cli.common import emit_json, handle_errors, require_sources, state
from footnote.services.cli.remote import API_OPTION, KEY_OPTION
from footnote.shared.errors import ValidationError

JSON_HELP = "Print the whole result (paragraphs, citations, verdicts) as JSON."


def _run(
    kind: str, payload: dict[str, Any], tenant: str | None, as_json: bool, api_url: str | None, api_key: str | None
) -> None:
    if api_url:
        from footnote.services.cli import remote

        _emit(remote.run_job(api_url, api_key, kind, payload), as_json)
        return
    if not tenant:
        raise click.UsageError("give --tenant (or --api URL with a tenant's --key)")
    from footnote.shared.deps import Deps
    from footnote.shared.generation.generators import make_generator
    from footnote.shared.generation.produce import produce

    rt = state().runtime(redis=True)
    deps = Deps(rt.settings, rt.embedder, make_generator(rt.settings), redis=rt.redis, side_session=rt.session)
    with rt.session() as session:
        require_sources(session, tenant)
        result = produce(kind, payload, session=session, tenant_id=tenant, deps=deps)
    _emit(result, as_json)


def _emit(result: dict[str, Any], as_json: bool) -> None:
    if as_json:
        emit_json(result)
    else:
        click.echo(result["plain_text"])


@click.group()
def feedback() -> None:
    """Cited feedback on a piano performance or a student essay."""


@feedback.command("performance")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--tenant", default=None, help="Tenant whose sources are cited (with --api: the key's).")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
@API_OPTION
@KEY_OPTION
@handle_errors
def performance(file: Path, tenant: str | None, as_json: bool, api_url: str | None, api_key: str | None) -> None:
    """FILE.json: {"performer", "piece", "composer", "scores": {dimension: 0..1}}."""
    try:
        payload = json.loads(file.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise ValidationError(str(file), f"not valid UTF-8 JSON: {err}") from err
    if not isinstance(payload, dict):
        raise ValidationError(str(file), "must hold a JSON object with performer, piece, composer, scores")
    _run("performance_feedback", payload, tenant, as_json, api_url, api_key)


@feedback.command("essay")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--tenant", default=None, help="Tenant whose sources are cited (with --api: the key's).")
@click.option("--prompt", "essay_prompt", help="The essay prompt or rubric, if any.")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
@API_OPTION
@KEY_OPTION
@handle_errors
def essay(
    file: Path, tenant: str | None, essay_prompt: str | None, as_json: bool, api_url: str | None, api_key: str | None
) -> None:
    """FILE: the essay as Word (.docx), OpenDocument (.odt), RTF, PDF, Markdown, HTML or plain text
    (paragraphs separated by blank lines)."""
    if file.suffix.lower() == ".txt":
        try:
            body = file.read_text(encoding="utf-8")
        except UnicodeDecodeError as err:
            raise ValidationError(str(file), f"not UTF-8 text ({err.reason} at byte {err.start})") from err
    else:
        from footnote.shared.ingestion.plain import document_text

        body = document_text(file.read_bytes(), name=file.name)
    payload: dict[str, Any] = {"essay": body}
    if essay_prompt:
        payload["prompt"] = essay_prompt
    _run("essay_feedback", payload, tenant, as_json, api_url, api_key)


@click.command()
@click.argument("question")
@click.option("--tenant", default=None, help="Tenant whose sources answer (with --api: the key's).")
@click.option("--source", "source_ids", multiple=True, help="Limit to these source ids (repeatable).")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
@API_OPTION
@KEY_OPTION
@handle_errors
def ask(
    question: str, tenant: str | None, source_ids: tuple[str, ...], as_json: bool, api_url: str | None,
    api_key: str | None,
) -> None:
    """Answer a question in cited paragraphs (videos get 'Watch at m:ss' links)."""
    payload: dict[str, Any] = {"question": question}
    if source_ids:
        payload["scope"] = {"source_ids": list(source_ids)}
    _run("question", payload, tenant, as_json, api_url, api_key)

"""``footnote db upgrade``, ``footnote ingest``, ``footnote sources``, ``footnote reindex``."""

from __future__ import annotations

from pathlib import Path

import click

from footnote.services.cli.common import TqdmProgress, emit_json, handle_errors, state
from footnote.shared.ingestion.pipeline import GRANULARITY_CHOICES
from footnote.shared.ingestion.types import SOURCE_TYPES


@click.group()
def db() -> None:
    """Database schema commands."""


@db.command("upgrade")
@handle_errors
def db_upgrade() -> None:
    """Apply the Alembic migrations (automatic on the embedded default)."""
    from footnote.shared.db.migrate import current_revision, upgrade

    rt = state().runtime()
    upgrade(rt.engine)
    click.echo(f"database at revision {current_revision(rt.engine)}")


@click.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--tenant", required=True, help="Tenant (school, app) that owns the sources.")
@click.option("--source-type", type=click.Choice(SOURCE_TYPES), help="Override the detected source type.")
@click.option("--title", help="Override the detected title.")
@click.option("--author", help="Override the detected author.")
@click.option("--url", help="Link for citations (a video URL makes &t= deep links).")
@click.option(
    "--granularity", type=click.Choice(GRANULARITY_CHOICES), default="auto", show_default=True,
    help="Chunks to index: sentences, passages or both (auto: by source type).",
)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@handle_errors
def ingest(
    paths: tuple[str, ...],
    tenant: str,
    source_type: str | None,
    title: str | None,
    author: str | None,
    url: str | None,
    granularity: str,
    as_json: bool,
) -> None:
    """Ingest files or folders (text, Gutenberg, Markdown, HTML, PDF, Word, EPUB, VTT/SRT/YouTube JSON, code,
    zip, audio/video), or a YouTube video by its URL (its captions)."""
    from footnote.shared.ingestion import tenant_corrections
    from footnote.shared.ingestion.corrections import load_corrections
    from footnote.shared.ingestion.loader import IngestLimits, load_path
    from footnote.shared.ingestion.pipeline import SourceOverrides, ingest_documents
    from footnote.shared.ingestion.tenant_corrections import merged
    from footnote.shared.ingestion.youtube import fetcher_for, load_youtube, youtube_id

    st = state()
    settings = st.settings
    overrides = SourceOverrides(source_type=source_type, title=title, author=author, url=url)
    limits = IngestLimits.from_settings(settings)
    rt = st.runtime()
    with rt.session() as s:  # the tenant's own caption corrections, on top of the packaged ones
        corrections = merged(load_corrections(settings.term_corrections_file),
                             tenant_corrections.load(session=s, tenant_id=tenant))
    documents = []
    progress = TqdmProgress(enabled=not as_json)
    progress.start(len(paths), "reading", unit="path")  # parsing is work too (a large PDF takes a while)
    for path in paths:
        if youtube_id(path):
            documents.extend(load_youtube(path, fetcher=fetcher_for(settings), limits=limits, corrections=corrections))
        else:
            documents.extend(load_path(Path(path), limits=limits, corrections=corrections))
        progress.advance(1)
    progress.close()
    with rt.session() as session:
        report = ingest_documents(
            session=session,
            tenant_id=tenant,
            documents=documents,
            embedder=rt.embedder,
            settings=settings,
            overrides=overrides,
            granularities=granularity,
            progress=progress,
        )
    progress.close()
    if as_json:
        emit_json(report.to_dict())
        return
    for o in report.outcomes:
        gran = "+".join(o.granularities) if o.granularities else "-"
        click.echo(f"  {o.status:<9} {o.chunks:>6} chunks  {gran:<16} {o.source_type:<8} {o.origin}")
    s = report.to_dict()["summary"]
    click.echo(
        f"tenant {tenant}: {s['added']} added, {s['replaced']} replaced, {s['unchanged']} unchanged, "
        f"{s['duplicate']} duplicate; {report.chunks_added} chunks written, {report.chunks_removed} removed "
        f"in {report.seconds:.1f}s (corpus version {report.corpus_version})"
    )


@click.command()
@click.option("--tenant", required=True, help="Tenant whose sources are listed.")
@click.option("--json", "as_json", is_flag=True, help="Print the sources as JSON.")
@handle_errors
def sources(tenant: str, as_json: bool) -> None:
    """List a tenant's sources."""
    from footnote.shared.ingestion.pipeline import list_sources

    rt = state().runtime()
    with rt.session() as session:
        rows = list_sources(session=session, tenant_id=tenant)
    if as_json:
        emit_json({"sources": rows})
        return
    if not rows:
        click.echo(f"tenant {tenant} has no sources; add some with: footnote ingest PATH --tenant {tenant}")
    for r in rows:
        click.echo(f"{r['id']}  {r['source_type']:<8} {r['chunk_count']:>6} chunks  {r['title'] or r['origin']}")
        if r["flagged_chunks"]:
            click.echo(
                f"    ! {r['flagged_chunks']} chunk(s) read as instructions or a credential request: "
                "kept out of answers (tag flag:instructions)"
            )


@click.command()
@click.option("--tenant", required=True, help="Tenant whose chunks are re-embedded.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@handle_errors
def reindex(tenant: str, as_json: bool) -> None:
    """Re-embed stored chunks with the configured embedding model."""
    from footnote.shared.ingestion.reindex import reindex as run_reindex

    rt = state().runtime()
    progress = TqdmProgress(enabled=not as_json)
    with rt.session() as session:
        result = run_reindex(
            session=session, tenant_id=tenant, embedder=rt.embedder, settings=rt.settings, progress=progress
        )
    progress.close()
    if as_json:
        emit_json(result)
    else:
        click.echo(
            f"re-embedded {result['chunks']} chunks for {', '.join(result['tenants']) or 'no tenant'} "
            f"with {result['model']} ({result['reason']})"
        )


@click.command()
@click.option("--tenant", required=True, help="Tenant whose caption corrections these are.")
@click.option("--set", "to_set", multiple=True, metavar="HEARD=MEANT",
              help='Add or change one, e.g. --set "madam lesheticky=Madame Leschetizky" (repeatable).')
@click.option("--remove", multiple=True, metavar="HEARD", help="Remove one (repeatable).")
@click.option("--json", "as_json", is_flag=True, help="Print the tenant's corrections as JSON.")
@handle_errors
def corrections(tenant: str, to_set: tuple[str, ...], remove: tuple[str, ...], as_json: bool) -> None:
    """A tenant's own caption corrections, applied on top of the packaged ones to every transcript
    and YouTube video it ingests from now on (PUT /v1/corrections over the API)."""
    from footnote.shared.errors import ValidationError
    from footnote.shared.ingestion import tenant_corrections

    rt = state().runtime()
    with rt.session() as session:
        own = tenant_corrections.load(session=session, tenant_id=tenant)
        if to_set or remove:
            gone = {" ".join(h.split()).lower() for h in remove}
            own = {h: m for h, m in own.items() if h.lower() not in gone}
            for pair in to_set:
                heard, sep, meant = pair.partition("=")
                if not sep:
                    raise ValidationError("--set", f"{pair!r}: write it as HEARD=MEANT")
                own[heard] = meant
            own = tenant_corrections.replace_all(session=session, tenant_id=tenant, mapping=own)
    if as_json:
        emit_json({"tenant": tenant, "corrections": own})
        return
    if not own:
        click.echo(f'tenant {tenant} has no corrections of its own; add one with --set "heard=meant"')
    for heard, meant in own.items():
        click.echo(f"{heard!r} -> {meant!r}")

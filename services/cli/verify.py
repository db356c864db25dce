"""``footnote verify``: check claims against evidence, one verdict per JSON line."""

from __future__ import annotations

import json
import sys

import click

from footnote.services.cli.common import handle_errors


@click.command()
@click.argument("file", type=click.File("r", encoding="utf-8"))
@click.option("--json", "as_json", is_flag=True, help="Print one JSON array instead of one JSON object per line.")
@click.option(
    "--no-similarity", is_flag=True,
    help="Skip the embedding model (faster start; paraphrases with few shared words then count as partial).",
)
@click.option("--max-items", type=int, default=10_000, show_default=True, help="Refuse files with more items.")
@click.pass_obj
@handle_errors
def verify(st, file, as_json: bool, no_similarity: bool, max_items: int) -> None:
    """Verdicts for the claim/evidence pairs in FILE (JSON lines, '-' for stdin).

    Each line: {"id": ..., "claim": "...", "evidence": "...", "source": "title/author"?}.
    Output, in input order: {"id", "verdict", "reason", "scores", "checks", "span"}; verdict is
    supported, partial, contradicted or unsupported. Exit 0 whatever the verdicts; 2 on bad input.
    """
    from footnote.shared.verification.batch import read_jsonl, verify_items

    items = read_jsonl(file, max_items=max_items)
    embedder = None
    if not no_similarity and items:
        from footnote.shared.embeddings import make_embedder

        embedder = make_embedder(st.settings)
    results = verify_items(items, embedder)
    if as_json:
        click.echo(json.dumps(list(results), ensure_ascii=False, indent=2))
        return
    for r in results:
        sys.stdout.write(json.dumps(r, ensure_ascii=False) + "\n")

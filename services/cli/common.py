"""Shared plumbing for CLI commands: settings/runtime in the click context, error mapping,
progress bars and JSON output."""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

from footnote.shared.config import Settings
from footnote.shared.errors import FootnoteError

F = TypeVar("F", bound=Callable[..., Any])


class CliState:
    """Lazily opened runtime; closed (and embedded servers released) when the command ends."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._runtime: Any = None

    def runtime(self, *, redis: bool = False) -> Any:
        from footnote.shared.runtime import open_runtime

        if self._runtime is None or (redis and not self._runtime.urls.redis_url):
            if self._runtime is not None:
                self._runtime.close()
            self._runtime = open_runtime(self.settings, redis=redis)
        return self._runtime

    def close(self) -> None:
        if self._runtime is not None:
            self._runtime.close()
            self._runtime = None
        from footnote.shared.store import stop_embedded

        stop_embedded()


def state() -> CliState:
    return click.get_current_context().find_object(CliState)  # type: ignore[return-value]


def handle_errors(fn: F) -> F:
    """Print a FootnoteError as one actionable line and exit 2 (no traceback)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except FootnoteError as err:
            click.echo(f"error: {err}", err=True)
            sys.exit(2)

    return wrapper  # type: ignore[return-value]


def emit_json(obj: Any) -> None:
    click.echo(json.dumps(obj, indent=2, default=str, ensure_ascii=False))


class TqdmProgress:
    """Progress protocol (start/advance) drawn with tqdm on stderr."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled and sys.stderr.isatty()
        self._bar: Any = None

    def start(self, total: int, description: str, unit: str = "chunk") -> None:
        if not self.enabled:
            return
        from tqdm import tqdm

        self.close()
        self._bar = tqdm(total=total, desc=description, unit=unit, file=sys.stderr, leave=False)

    def advance(self, n: int) -> None:
        if self._bar is not None:
            self._bar.update(n)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None


def require_sources(session: Any, tenant: str) -> None:
    """``NotFound`` naming the tenants that do have sources when ``tenant`` has none: a
    mistyped ``--tenant`` must not read as "nothing in your sources speaks to this"."""
    from sqlalchemy import text

    from footnote.shared.errors import NotFound

    counts = dict(session.execute(text("SELECT tenant_id, count(*) FROM sources GROUP BY tenant_id")).all())
    if counts.get(tenant):
        return
    others = ", ".join(sorted(counts)) or "none yet"
    raise NotFound(
        f"tenant {tenant!r} has no sources (tenants with sources here: {others}); "
        f"add some with: footnote ingest PATH --tenant {tenant}"
    )

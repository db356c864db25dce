"""Logging set up once per process: JSON lines for the service's processes (one object per
record, with the request, job and tenant it belongs to), readable text for the CLI; the level
is ``FOOTNOTE_LOG_LEVEL``.

The ids travel in context variables: the API sets ``request_id`` (from ``X-Request-Id`` or a new
one) and ``tenant_id`` per request, the worker sets ``job_id`` and ``tenant_id`` per job, and a
filter copies them onto every record, whichever module logs it.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

CONTEXT_FIELDS = ("request_id", "job_id", "tenant_id")
_context: dict[str, ContextVar[str | None]] = {name: ContextVar(name, default=None) for name in CONTEXT_FIELDS}
TEXT_FORMAT = "%(levelname)s %(name)s: %(message)s"


class ContextFilter(logging.Filter):
    """Copies the current request/job/tenant ids onto each record (None when unset)."""

    def filter(self, record: logging.LogRecord) -> bool:
        for name, var in _context.items():
            if not hasattr(record, name):
                setattr(record, name, var.get())
        return True


def bind(**ids: str | None) -> dict[str, object]:
    """Set context ids (``request_id``, ``job_id``, ``tenant_id``); returns tokens for ``unbind``."""
    return {name: _context[name].set(value) for name, value in ids.items() if name in _context}


def unbind(tokens: dict[str, object]) -> None:
    for name, token in tokens.items():
        _context[name].reset(token)  # type: ignore[arg-type]


@contextmanager
def bound(**ids: str | None) -> Iterator[None]:
    tokens = bind(**ids)
    try:
        yield
    finally:
        unbind(tokens)


def configure(level: str = "INFO", *, json_lines: bool = True, stream=None) -> logging.Handler:  # type: ignore[no-untyped-def]
    """Route the root logger to one stderr handler (replacing any earlier one of ours)."""
    from pythonjsonlogger.json import JsonFormatter

    handler = logging.StreamHandler(stream or sys.stderr)
    if json_lines:
        fields = " ".join(f"%({f})s" for f in ("asctime", "levelname", "name", "message", *CONTEXT_FIELDS))
        handler.setFormatter(
            JsonFormatter(fields, rename_fields={"asctime": "time", "levelname": "level", "name": "logger"})
        )
    else:
        handler.setFormatter(logging.Formatter(TEXT_FORMAT))
    handler.addFilter(ContextFilter())
    handler.set_name("footnote")
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == "footnote"]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(_level(level))
    return handler


def _level(name: str) -> int:
    from footnote.shared.errors import ConfigError

    value = logging.getLevelName(name.strip().upper())
    if not isinstance(value, int):
        raise ConfigError(f"FOOTNOTE_LOG_LEVEL={name!r} is not a level; use DEBUG, INFO, WARNING or ERROR")
    return value

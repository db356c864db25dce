"""One way to register anything pluggable: job kinds, generators, parsers, embedders (pure).

Each registry maps a name to an item. Built-ins register by importing their module (the
registry imports the ``builtins`` modules it was given on first lookup); third-party packages
register the same way from an entry point in the ``footnote.<what>`` group, whose target is a
module (importing it registers) or a callable taking the registry::

    [project.entry-points."footnote.kinds"]
    mine = "my_package.footnote_kind"

``FOOTNOTE_PLUGINS`` (comma-separated module names) is imported too, before the first lookup of
any registry: a deployment adds a kind or a generator without packaging it.

A lookup of an unknown name raises the error the registry was built with, listing what exists.
"""

from __future__ import annotations

import importlib
import logging
import os
from collections.abc import Callable, Iterator
from importlib import metadata
from typing import Generic, TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)
PLUGINS_ENV = "FOOTNOTE_PLUGINS"
_plugins_imported: set[str] = set()


def import_plugins() -> None:
    """Import the modules ``FOOTNOTE_PLUGINS`` names (each once per process)."""
    for name in (m.strip() for m in os.environ.get(PLUGINS_ENV, "").split(",")):
        if name and name not in _plugins_imported:
            _plugins_imported.add(name)
            importlib.import_module(name)


class Registry(Generic[T]):
    def __init__(
        self,
        what: str,
        *,
        builtins: tuple[str, ...] = (),
        unknown: Callable[[str, tuple[str, ...]], Exception] | None = None,
    ) -> None:
        self.what = what
        self._items: dict[str, T] = {}
        self._builtins = builtins
        self._loaded = False
        self._unknown = unknown or (lambda name, known: KeyError(f"no {what} {name!r}; known: {', '.join(known)}"))

    def register(self, name: str, item: T, *, replace: bool = False) -> T:
        """Add ``item`` under ``name``; registering a name twice needs ``replace=True`` (a plugin
        overriding a built-in says so)."""
        if name in self._items and not replace and self._items[name] is not item:
            raise ValueError(f"{self.what} {name!r} is already registered; pass replace=True to override it")
        self._items[name] = item
        return item

    def unregister(self, name: str) -> None:
        self._items.pop(name, None)

    def decorator(self, name: str, *, replace: bool = False) -> Callable[[T], T]:
        def deco(item: T) -> T:
            return self.register(name, item, replace=replace)

        return deco

    def get(self, name: str) -> T:
        self.load()
        try:
            return self._items[name]
        except KeyError:
            raise self._unknown(name, self.names()) from None

    def find(self, name: str) -> T | None:
        self.load()
        return self._items.get(name)

    def names(self) -> tuple[str, ...]:
        self.load()
        return tuple(self._items)

    def items(self) -> Iterator[tuple[str, T]]:
        self.load()
        return iter(list(self._items.items()))

    def __contains__(self, name: object) -> bool:
        self.load()
        return name in self._items

    def load(self) -> None:
        """Import the built-ins, then the ``footnote.<what>`` entry points (once)."""
        if self._loaded:
            return
        self._loaded = True
        for module in self._builtins:
            importlib.import_module(module)
        import_plugins()
        for ep in metadata.entry_points(group=f"footnote.{self.what}"):
            try:
                target = ep.load()
            except Exception:  # noqa: BLE001 - a broken plugin must not take the service down
                log.exception("could not load %s plugin %s (%s)", self.what, ep.name, ep.value)
                continue
            if callable(target) and not isinstance(target, type):
                target(self)

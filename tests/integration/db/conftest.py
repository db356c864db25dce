"""A fresh embedded database per migration test, migrated to head, and a way down and up."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture()
def fresh_runtime(tmp_path: Path) -> Iterator[object]:
    from footnote.shared.runtime import open_runtime
    from footnote.shared.store import stop_embedded
    from tests.conftest import make_settings

    settings = make_settings(tmp_path / "home", embedding_model="fake-hashing-64")
    rt = open_runtime(settings, redis=False)
    try:
        yield rt
    finally:
        rt.close()
        stop_embedded(settings.home)


def downgrade(rt: object, revision: str) -> None:
    """Migrate the runtime's database down to ``revision`` (``footnote.shared.db.migrate.upgrade`` goes back up)."""
    from alembic import command

    from footnote.shared.db.migrate import alembic_config

    cfg = alembic_config()
    with rt.engine.begin() as conn:  # type: ignore[attr-defined]
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, revision)

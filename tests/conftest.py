"""Shared fixtures. Integration fixtures start the REAL embedded Postgres (+pgvector) and Redis
in a temporary FOOTNOTE_HOME, migrate with the real Alembic migrations, and stop both at the
end of the session, also on failure."""

from __future__ import annotations

import shutil
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from footnote.shared.config import Settings

REPO = Path(__file__).resolve().parent.parent
FIXTURES = REPO / "tests" / "fixtures"
EXAMPLES = REPO / "examples"


def make_settings(home: Path, **overrides: object) -> Settings:
    base: dict[str, object] = {"home": home, "database_url": None, "redis_url": None}
    base.update(overrides)
    return Settings(**base)  # type: ignore[arg-type]


@pytest.fixture(scope="session")
def fake_home() -> Iterator[Path]:
    home = Path(tempfile.mkdtemp(prefix="footnote-test-"))
    yield home
    shutil.rmtree(home, ignore_errors=True)


@pytest.fixture(scope="session")
def runtime(fake_home: Path) -> Iterator[object]:
    """Embedded Postgres + Redis with the deterministic fake embedder (fast)."""
    from footnote.shared.runtime import open_runtime
    from footnote.shared.store import stop_embedded

    rt = open_runtime(make_settings(fake_home, embedding_model="fake-hashing-64"), redis=True)
    try:
        yield rt
    finally:
        rt.close()
        stop_embedded(fake_home)


@pytest.fixture(scope="session")
def minilm_runtime() -> Iterator[object]:
    """A separate embedded database whose index uses the real all-MiniLM-L6-v2 model."""
    from footnote.shared.runtime import open_runtime
    from footnote.shared.store import stop_embedded

    home = Path(tempfile.mkdtemp(prefix="footnote-minilm-"))
    rt = open_runtime(make_settings(home), redis=True)
    try:
        yield rt
    finally:
        rt.close()
        stop_embedded(home)
        shutil.rmtree(home, ignore_errors=True)


@pytest.fixture
def tenant() -> str:
    """A fresh tenant id per test, so tests never see each other's sources."""
    return f"t-{uuid.uuid4().hex[:10]}"

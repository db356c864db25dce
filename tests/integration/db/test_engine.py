"""The pool replaces connections the server dropped, without a ping on every checkout."""

from __future__ import annotations

import time

import pytest
from sqlalchemy import text

from footnote.shared.db.engine import make_engine

pytestmark = pytest.mark.integration


def _backend_pid(engine) -> int:  # type: ignore[no-untyped-def]
    with engine.connect() as c:
        return int(c.execute(text("SELECT pg_backend_pid()")).scalar_one())


def test_a_connection_killed_while_idle_is_replaced_on_checkout(runtime) -> None:  # type: ignore[no-untyped-def]
    engine = make_engine(runtime.urls.database_url, pool_size=1, ping_after_idle_s=0.2)
    try:
        pid = _backend_pid(engine)
        with runtime.engine.connect() as admin:  # what a server restart does to pooled connections
            assert admin.execute(text("SELECT pg_terminate_backend(:p)"), {"p": pid}).scalar_one()
        time.sleep(0.3)
        assert _backend_pid(engine) != pid  # pinged, found dead, replaced: the caller saw no error
    finally:
        engine.dispose()


def test_a_recently_used_connection_is_not_pinged_and_a_dead_one_is_dropped_on_use(runtime) -> None:  # type: ignore[no-untyped-def]
    from sqlalchemy.exc import DBAPIError

    engine = make_engine(runtime.urls.database_url, pool_size=1, ping_after_idle_s=60)
    try:
        pid = _backend_pid(engine)
        with runtime.engine.connect() as admin:
            admin.execute(text("SELECT pg_terminate_backend(:p)"), {"p": pid})
        # used a moment ago, so no ping: the statement meets the dead connection (the trade-off)
        with pytest.raises(DBAPIError) as raised:
            _backend_pid(engine)
        assert raised.value.connection_invalidated
        assert _backend_pid(engine) != pid  # and the pool has replaced it for the next caller
    finally:
        engine.dispose()

"""The worker heartbeat behind the Kubernetes probes: fresh while Postgres and Redis answer."""

from __future__ import annotations

import pytest

from footnote.services.workers.heartbeat import beat_once

pytestmark = pytest.mark.integration


class _Down:
    def session(self):  # type: ignore[no-untyped-def]
        raise ConnectionError("database down")


def test_the_file_is_touched_only_while_both_answer(runtime, tmp_path):
    from footnote.shared.runtime import open_runtime

    rt = open_runtime(runtime.settings, redis=True)
    try:
        beat = tmp_path / "beat"
        assert beat_once(rt, beat) and beat.exists()
        stale = tmp_path / "stale"
        assert not beat_once(_Down(), stale) and not stale.exists()
    finally:
        rt.close()

"""The web session's signing secret is the same in every process on the machine, also when
they start at once (gunicorn's workers do)."""

from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from types import SimpleNamespace

from footnote.services.web.session import session_secret


def _secret(home: str) -> str:
    return session_secret(SimpleNamespace(web_session_secret=None, home=home))


def test_processes_starting_together_share_one_secret(tmp_path: Path):
    with ProcessPoolExecutor(max_workers=8) as pool:
        secrets = set(pool.map(_secret, [str(tmp_path)] * 32))
    assert len(secrets) == 1 and len(next(iter(secrets))) >= 40
    assert (tmp_path / "web-session-secret").stat().st_mode & 0o777 == 0o600  # mkstemp's mode, kept by the link
    assert [p.name for p in tmp_path.iterdir()] == ["web-session-secret"]  # no temporary left behind

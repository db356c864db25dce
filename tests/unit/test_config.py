from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from shared.config import Settings


def test_legacy_token_settings_migrate_times_four_with_warning(tmp_path: Path) -> None:
    with pytest.warns(UserWarning) as caught:
        s = Settings(home=tmp_path, chunk_size=600, chunk_overlap=50)
    messages = " ".join(str(w.message) for w in caught)
    assert "chunk_size_chars=2400" in messages and "chunk_overlap_chars=200" in messages
    assert (s.chunk_size_chars, s.chunk_overlap_chars) == (2400, 200)


def test_overlap_must_be_smaller_than_size(tmp_path: Path) -> None:
    expected = r"chunk_overlap_chars \(500\) must be smaller than chunk_size_chars \(400\)"
    with pytest.raises(ValidationError, match=expected):
        Settings(home=tmp_path, chunk_size_chars=400, chunk_overlap_chars=500)


def test_environment_names(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DATABASE_URL", "postgresql://u@h/db")
    monkeypatch.setenv("FOOTNOTE_TOP_K", "7")
    monkeypatch.setenv("FOOTNOTE_HOME", str(tmp_path))
    s = Settings()
    assert s.database_url == "postgresql://u@h/db" and s.top_k == 7 and s.home == tmp_path

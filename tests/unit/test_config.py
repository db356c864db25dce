from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from footnote.shared.config import Settings


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


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("127.0.0.1", ["127.0.0.1"]), (" 127.0.0.1 , hooks.internal,", ["127.0.0.1", "hooks.internal"]),
     ('["10.0.0.0/8"]', ["10.0.0.0/8"]), ("", [])],
)
def test_list_settings_take_commas_or_json(monkeypatch, raw, expected):
    from footnote.shared.config import load_settings

    monkeypatch.setenv("FOOTNOTE_WEBHOOK_ALLOWLIST", raw)
    assert load_settings().webhook_allowlist == expected


@pytest.mark.parametrize(
    ("var", "value", "says"),
    [("FOOTNOTE_WEBHOOK_ALLOWLIST", "[oops", "not a JSON list"), ("FOOTNOTE_TOP_K", "many", "integer")],
)
def test_a_bad_setting_is_one_line_naming_variable_and_value(monkeypatch, var, value, says):
    from footnote.shared.config import load_settings
    from footnote.shared.errors import ConfigError

    monkeypatch.setenv(var, value)
    with pytest.raises(ConfigError) as info:
        load_settings()
    message = str(info.value)
    assert message.startswith(f"{var}={value!r} is not valid") and says in message and "\n" not in message


def test_an_env_file_is_read_and_the_environment_wins(tmp_path, monkeypatch):
    from footnote.shared.config import load_settings

    env = tmp_path / "footnote.env"
    env.write_text("FOOTNOTE_TOP_K=9\nFOOTNOTE_WEBHOOK_ALLOWLIST=10.0.0.1,10.0.0.2\nFOOTNOTE_RRF_K=7\n")
    monkeypatch.setenv("FOOTNOTE_ENV_FILE", str(env))
    monkeypatch.setenv("FOOTNOTE_RRF_K", "61")
    s = load_settings()
    assert (s.top_k, s.webhook_allowlist, s.rrf_k) == (9, ["10.0.0.1", "10.0.0.2"], 61)
    monkeypatch.setenv("FOOTNOTE_ENV_FILE", str(tmp_path / "missing.env"))
    from footnote.shared.errors import ConfigError

    with pytest.raises(ConfigError, match="no such file"):
        load_settings()

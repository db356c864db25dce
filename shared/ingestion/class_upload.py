"""A class's essays from one upload: a .zip of essay files (one student each, named by the
file) or a .csv with ``student`` and ``essay`` columns. Pure: bytes in, (student, essay text)
pairs and what was left out (with why) out. Each essay file is read as its paragraphs
(``plain.document_text``); a file that cannot be an essay is left out and named, not fatal."""

from __future__ import annotations

import csv
import io
import zipfile
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from footnote.shared.errors import FootnoteError, UnsupportedFormat, ValidationError

MAX_ESSAYS = 1000
MAX_UNCOMPRESSED = 200 * 1024 * 1024


@dataclass
class ClassUpload:
    essays: list[tuple[str, str]] = field(default_factory=list)  # (student, essay text)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (file or row, why)


def read_class(data: bytes, *, name: str) -> ClassUpload:
    ext = PurePosixPath(name.lower()).suffix
    if ext == ".zip":
        out = _from_zip(data, name)
    elif ext == ".csv":
        out = _from_csv(data, name)
    else:
        raise ValidationError("file", f"{name}: a class is a .zip of essay files or a .csv (student, essay)")
    if not out.essays:
        why = "; ".join(f"{f}: {r}" for f, r in out.skipped[:5])
        raise ValidationError("file", f"{name}: no essay could be read" + (f" ({why})" if why else ""))
    if len(out.essays) > MAX_ESSAYS:
        raise ValidationError("file", f"{name}: {len(out.essays)} essays; a class takes at most {MAX_ESSAYS}")
    return out


def _student(path: str) -> str:
    stem = PurePosixPath(path).stem
    return " ".join(stem.replace("_", " ").replace("-", " ").split()) or path


def _from_zip(data: bytes, name: str) -> ClassUpload:
    from footnote.shared.ingestion.plain import ESSAY_EXTENSIONS, document_text

    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile:
        raise ValidationError("file", f"{name}: not a zip file") from None
    out = ClassUpload()
    members = [m for m in archive.infolist() if not m.is_dir()]
    if sum(m.file_size for m in members) > MAX_UNCOMPRESSED:
        raise ValidationError("file", f"{name}: over {MAX_UNCOMPRESSED // 2**20} MB unpacked")
    for member in sorted(members, key=lambda m: m.filename):
        path = member.filename
        base = PurePosixPath(path).name
        if path.startswith("__MACOSX/") or base.startswith("."):
            continue
        if PurePosixPath(base.lower()).suffix not in ESSAY_EXTENSIONS:
            out.skipped.append((path, "not an essay file (.docx, .odt, .rtf, .pdf, .md, .txt, .html)"))
            continue
        try:
            out.essays.append((_student(path), document_text(archive.read(member), name=base)))
        except FootnoteError as err:
            out.skipped.append((path, str(err)))
        except Exception as err:  # noqa: BLE001 - one unreadable file must not lose the class
            out.skipped.append((path, f"could not be read ({type(err).__name__})"))
    return out


def _from_csv(data: bytes, name: str) -> ClassUpload:
    try:
        raw = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise UnsupportedFormat(name, f"not UTF-8 text ({err.reason} at byte {err.start}); save the CSV as UTF-8") \
            from None
    rows = csv.DictReader(io.StringIO(raw))
    header = {h.strip().lower(): h for h in rows.fieldnames or ()}
    if "student" not in header or "essay" not in header:
        raise ValidationError("file", f"{name}: the CSV needs a header row with student and essay columns")
    out = ClassUpload()
    for n, row in enumerate(rows, start=2):
        student = (row.get(header["student"]) or "").strip()
        essay = (row.get(header["essay"]) or "").strip()
        if not student or not essay:
            out.skipped.append((f"row {n}", "no student name" if not student else "no essay text"))
            continue
        out.essays.append((student, essay))
    return out

"""The I/O rim of ingestion: files, folders, uploads and zips -> parsed documents.

    load_path(path, limits=..., corrections=...)   a file or a folder (recursive)
    load_bytes(data, name=..., limits=..., corrections=...)   an API upload

Rules:
* Folders are walked recursively in sorted order; hidden files and folders (".x") are skipped.
* **All-or-nothing**: the first bad file raises (``UnsupportedFormat``, ``CorruptFile``,
  ``FileTooLarge`` or ``IngestError``, each naming the file and the reason) and nothing from
  that call is returned -- the pipeline ingests a whole call or none of it.
* **Sidecar metadata**: ``talk.json`` next to ``talk.vtt`` (same stem, the other file not JSON)
  is not a document; its keys ``title``, ``author``, ``url``, ``source_type`` override what the
  parser found, any other string values go to ``metadata``. The same holds inside zips. A
  recording's sidecar may name its slide PDF (``"slide_deck": "lecture3-slides.pdf"``): the
  slides read in the video are numbered as the deck's pages and quoted in the deck's words.
* A ``.zip`` is expanded in memory, each member parsed by its extension, origin
  ``archive.zip!dir/file.py``. Guards: member count, declared and *actual* uncompressed size,
  compression ratio (for members over 1 MiB), nested archives, encrypted members, absolute or
  ``..`` member paths -- all refused before anything is parsed.
* Transcripts (documents with ``cue`` blocks) get the term corrections applied.
* ``content_hash`` is the sha256 of the raw bytes of the file (of the member, inside a zip), and
  of a recording's deck and code when given: the same video with another deck is new content.
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any

from footnote.shared.errors import CorruptFile, FileTooLarge, IngestError, UnsupportedFormat
from footnote.shared.ingestion.corrections import TermCorrections, load_corrections
from footnote.shared.ingestion.parsers import extension_of, find_parser, parser_for
from footnote.shared.ingestion.parsers.media import AsrOptions, MediaParser
from footnote.shared.ingestion.transcript_checkpoint import TranscriptCheckpoint
from footnote.shared.ingestion.types import SOURCE_TYPES, ParsedDocument

_SIDECAR_KEYS = ("title", "author", "url", "source_type")
_ARCHIVES = (".zip", ".jar", ".tar", ".gz", ".tgz", ".bz2", ".xz", ".7z", ".rar")
_RATIO_FLOOR_BYTES = 1024 * 1024
_READ_CHUNK = 1024 * 1024


@dataclass(frozen=True)
class IngestLimits:
    max_file_bytes: int = 50 * 1024 * 1024
    max_zip_uncompressed_bytes: int = 200 * 1024 * 1024
    max_zip_members: int = 5000
    max_zip_ratio: float = 100.0
    asr: AsrOptions = AsrOptions()  # speech to text for audio and video files

    @classmethod
    def from_settings(cls, settings: Any) -> IngestLimits:
        return cls(
            max_file_bytes=settings.max_file_bytes,
            max_zip_uncompressed_bytes=settings.max_zip_uncompressed_bytes,
            max_zip_members=settings.max_zip_members,
            max_zip_ratio=settings.max_zip_ratio,
            asr=AsrOptions(
                model=settings.asr_model, device=settings.asr_device, compute_type=settings.asr_compute_type,
                language=settings.asr_language or None, max_seconds=settings.asr_max_seconds,
                slides_ocr=settings.slides_ocr, slide_step_s=settings.slide_step_s, window_s=settings.asr_window_s,
            ),
        )


@dataclass(frozen=True)
class LoadedDocument:
    origin: str  # path as given, or "archive.zip!member/path"
    content_hash: str  # sha256 hex of the raw bytes
    document: ParsedDocument
    original: bytes | None = field(default=None, repr=False, compare=False)  # a PDF's bytes, for the reader


def load_path(
    path: Path, *, limits: IngestLimits, corrections: TermCorrections | None = None
) -> list[LoadedDocument]:
    """Load one file or every (non-hidden) file under a folder, in sorted order."""
    if not path.exists():
        raise IngestError(str(path), "no such file or folder")
    if path.is_dir():
        files = sorted(
            p
            for p in path.rglob("*")
            if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts)
        )
        names = {p.relative_to(path).as_posix() for p in files}
        out: list[LoadedDocument] = []
        for p in files:
            if _is_sidecar(p.relative_to(path).as_posix(), names):
                continue
            out.extend(_load_file(p, limits, corrections))
        return out
    return _load_file(path, limits, corrections)


def load_bytes(
    data: bytes,
    *,
    name: str,
    limits: IngestLimits,
    corrections: TermCorrections | None = None,
    metadata: dict[str, Any] | None = None,
    deck: list[str] | None = None,
    progress: Callable[[float, str], None] | None = None,
    code: dict[str, str] | None = None,
    checkpoint: TranscriptCheckpoint | None = None,
) -> list[LoadedDocument]:
    """Load an upload. ``metadata`` (title, author, url, source_type, ...) acts like a sidecar;
    ``deck``: a recording's slide PDF, page by page (``deck_pages``); ``code``: its source files
    ({path: text}; slides showing their lines name them); ``progress(share, stage)`` hears how
    far a recording's transcription and slide reading are; ``checkpoint`` keeps a recording's
    finished windows of speech for the next attempt (``transcript_checkpoint``)."""
    if len(data) > limits.max_file_bytes:
        raise FileTooLarge(name, _too_large(len(data), limits.max_file_bytes))
    if extension_of(name) == ".zip":
        return _load_zip(data, name, limits, corrections)
    return [_parse_one(data, name, name, corrections, metadata, limits, deck, progress, code, checkpoint)]


# --------------------------------------------------------------------------- internals


@functools.lru_cache(maxsize=1)
def _default_corrections() -> TermCorrections:
    return load_corrections(None)


def _load_file(path: Path, limits: IngestLimits, corrections: TermCorrections | None) -> list[LoadedDocument]:
    size = path.stat().st_size
    if size > limits.max_file_bytes:
        raise FileTooLarge(str(path), _too_large(size, limits.max_file_bytes))
    data = path.read_bytes()
    sidecar = None
    side = path.with_suffix(".json")
    if extension_of(path.name) != ".json" and side.is_file():
        sidecar = _read_sidecar(side.read_bytes(), str(side))
    deck = code = None
    if sidecar and isinstance(parser_for(path.name), MediaParser):
        if sidecar.get("slide_deck"):
            deck = _deck(path.parent / str(sidecar["slide_deck"]), limits, sidecar=str(side))
        if sidecar.get("code"):
            code = _code(path.parent / str(sidecar["code"]), limits, sidecar=str(side))
    return load_bytes(data, name=str(path), limits=limits, corrections=corrections, metadata=sidecar, deck=deck,
                      code=code)


def _deck(path: Path, limits: IngestLimits, *, sidecar: str) -> list[str]:
    """The text of each page of a lecture's slide PDF (a sidecar's ``"slide_deck"``)."""
    if extension_of(path.name) != ".pdf" or not path.is_file():
        raise IngestError(sidecar, f'"slide_deck" must name a PDF next to the recording; {path} is not one')
    return deck_text(path.read_bytes(), name=str(path), limits=limits)


def _code(path: Path, limits: IngestLimits, *, sidecar: str) -> dict[str, str]:
    """A lecture's code (a sidecar's ``"code"``: a source file or a .zip of them)."""
    if not path.is_file():
        raise IngestError(sidecar, f'"code" must name a code file or a .zip next to the recording; {path} is not one')
    return code_files(path.read_bytes(), name=path.name, limits=limits)


def deck_text(data: bytes, *, name: str, limits: IngestLimits) -> list[str]:
    """A slide PDF's text page by page (``footnote.shared.ingestion.deck``: OCR where a page has none)."""
    from footnote.shared.ingestion.deck import deck_pages

    if len(data) > limits.max_file_bytes:
        raise FileTooLarge(name, _too_large(len(data), limits.max_file_bytes))
    return deck_pages(data, name=name, ocr=limits.asr.slides_ocr)


def _is_code(name: str) -> bool:
    from footnote.shared.ingestion.parsers.code import CodeParser

    return isinstance(find_parser(name), CodeParser)


def code_files(data: bytes, *, name: str, limits: IngestLimits) -> dict[str, str]:
    """A source file or a .zip of them as {path: text}; a zip's members that are not code
    (binaries, data) are left out."""
    if len(data) > limits.max_file_bytes:
        raise FileTooLarge(name, _too_large(len(data), limits.max_file_bytes))
    if extension_of(name) != ".zip":
        if not _is_code(name):
            raise UnsupportedFormat(name, "the lecture's code must be a source file or a .zip of them")
        return {PurePosixPath(name).name: data.decode("utf-8", errors="replace")}
    files: dict[str, str] = {}
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = [m for m in archive.infolist() if not m.is_dir()]
            if len(members) > limits.max_zip_members:
                raise IngestError(name, f"{len(members)} files in the archive; the limit is {limits.max_zip_members}")
            for m in members:
                if not _is_code(m.filename) or m.file_size > limits.max_file_bytes:
                    continue
                try:
                    files[m.filename] = archive.read(m).decode("utf-8")
                except UnicodeDecodeError:
                    continue  # not text after all
    except zipfile.BadZipFile as err:
        raise CorruptFile(name, f"not a readable zip ({err})") from None
    if not files:
        raise IngestError(name, "no source code in the archive")
    return files


def _parse_one(
    data: bytes,
    name: str,
    origin: str,
    corrections: TermCorrections | None,
    metadata: dict[str, Any] | None,
    limits: IngestLimits | None = None,
    deck: list[str] | None = None,
    progress: Callable[[float, str], None] | None = None,
    code: dict[str, str] | None = None,
    checkpoint: TranscriptCheckpoint | None = None,
) -> LoadedDocument:
    if not data.strip():
        raise IngestError(name, "empty file")
    ext = extension_of(name)
    if ext in _ARCHIVES:
        raise UnsupportedFormat(name, f"{ext} archives are not supported; upload a .zip or the files")
    parser = parser_for(name)
    if isinstance(parser, MediaParser):  # the one parser with options: which speech model to run
        doc = parser.transcribe(data, name=name, options=(limits or IngestLimits()).asr, deck=deck, progress=progress,
                                 code=code, checkpoint=checkpoint)
    else:
        doc = parser.parse(data, name=name)
    if not doc.text.strip() or not doc.blocks:
        raise IngestError(name, "no text found in the file; nothing to ingest")
    if any(b.kind == "cue" for b in doc.blocks):
        # None means the shipped dictionary; pass TermCorrections({}) to switch corrections off
        doc = (corrections if corrections is not None else _default_corrections()).apply_to_document(doc)
    if doc.title is None:
        stem = PurePosixPath(name.replace("\\", "/")).stem
        doc = replace(doc, title=stem.replace("_", " ").replace("-", " ").strip().title() or None)
    if metadata:
        doc = _apply_metadata(doc, metadata, name)
    digest = hashlib.sha256(data)
    for companion in (deck, sorted(code.items()) if code else None):  # the same recording, another deck: new
        if companion:
            digest.update(json.dumps(companion).encode())
    return LoadedDocument(origin=origin, content_hash=digest.hexdigest(), document=doc,
                          original=data if doc.page_sizes else None)


def _apply_metadata(doc: ParsedDocument, meta: dict[str, Any], name: str) -> ParsedDocument:
    fields = {k: str(meta[k]) for k in _SIDECAR_KEYS if meta.get(k) not in (None, "")}
    if "source_type" in fields and fields["source_type"] not in SOURCE_TYPES:
        raise IngestError(
            name, f"metadata source_type {fields['source_type']!r} is not one of {', '.join(SOURCE_TYPES)}"
        )
    extra = {
        k: str(v) for k, v in meta.items() if k not in _SIDECAR_KEYS and isinstance(v, str | int | float)
    }
    return replace(
        doc,
        title=fields.get("title", doc.title),
        author=fields.get("author", doc.author),
        url=fields.get("url", doc.url),
        source_type=fields.get("source_type", doc.source_type),
        metadata={**doc.metadata, **extra},
    )


def _read_sidecar(data: bytes, name: str) -> dict[str, Any]:
    try:
        obj = json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise CorruptFile(name, f"sidecar metadata is not valid UTF-8 JSON ({err})") from None
    if not isinstance(obj, dict):
        raise CorruptFile(name, 'sidecar metadata must be a JSON object like {"title": ..., "author": ...}')
    return obj


def _is_sidecar(rel: str, names: set[str]) -> bool:
    if extension_of(rel) != ".json":
        return False
    stem = rel[: -len(".json")]
    return any(
        n != rel
        and n.startswith(stem + ".")
        and "/" not in n[len(stem) + 1 :]
        and n[len(stem) :].count(".") == 1
        for n in names
    )


def _too_large(size: int, limit: int) -> str:
    return (
        f"file is {size:,} bytes, over the limit of {limit:,} (max_file_bytes); split it or raise the limit"
    )


def _load_zip(
    data: bytes, name: str, limits: IngestLimits, corrections: TermCorrections | None
) -> list[LoadedDocument]:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile as err:
        raise CorruptFile(name, f"not a readable zip archive ({err})") from None
    with archive:
        members = [m for m in archive.infolist() if not m.is_dir()]
        if len(members) > limits.max_zip_members:
            raise FileTooLarge(
                name,
                f"zip has {len(members):,} files, over the limit of {limits.max_zip_members:,} "
                "(max_zip_members)",
            )
        declared = sum(m.file_size for m in members)
        if declared > limits.max_zip_uncompressed_bytes:
            raise FileTooLarge(name, _bomb(declared, limits))
        for m in members:
            _check_member(m, name, limits)
        wanted = [m for m in members if not _skipped(m.filename)]
        names = {m.filename for m in wanted}
        contents: dict[str, bytes] = {}
        total = 0
        for m in wanted:
            blob = _read_member(archive, m, name, limits, limits.max_zip_uncompressed_bytes - total)
            total += len(blob)
            contents[m.filename] = blob
    out = []
    for member, blob in sorted(contents.items()):
        if _is_sidecar(member, names):
            continue
        origin = f"{name}!{member}"
        if len(blob) > limits.max_file_bytes:
            raise FileTooLarge(origin, _too_large(len(blob), limits.max_file_bytes))
        side_name = (
            member[: -len(PurePosixPath(member).suffix)] + ".json" if PurePosixPath(member).suffix else None
        )
        sidecar = None
        if side_name and side_name != member and side_name in contents:
            sidecar = _read_sidecar(contents[side_name], f"{name}!{side_name}")
        out.append(_parse_one(blob, origin, origin, corrections, sidecar, limits))
    return out


def _bomb(size: int, limits: IngestLimits) -> str:
    return (
        f"zip expands to {size:,} bytes, over the limit of {limits.max_zip_uncompressed_bytes:,} "
        "(max_zip_uncompressed_bytes); upload fewer or smaller files"
    )


def _skipped(member: str) -> bool:
    parts = PurePosixPath(member).parts
    return any(p.startswith(".") for p in parts) or (bool(parts) and parts[0] == "__MACOSX")


def _check_member(m: zipfile.ZipInfo, name: str, limits: IngestLimits) -> None:
    where = f"{name}!{m.filename}"
    path = m.filename.replace("\\", "/")
    if path.startswith("/") or (len(path) > 1 and path[1] == ":") or ".." in PurePosixPath(path).parts:
        raise CorruptFile(where, "unsafe path in zip (absolute or containing '..'); refusing the archive")
    if m.flag_bits & 0x1:
        raise CorruptFile(where, "encrypted zip member; upload an unencrypted archive")
    if _skipped(m.filename):
        return
    if extension_of(path) in _ARCHIVES:
        raise UnsupportedFormat(where, "nested archives are not supported; unpack the inner archive first")
    if m.file_size > _RATIO_FLOOR_BYTES and m.file_size > limits.max_zip_ratio * max(m.compress_size, 1):
        ratio = m.file_size / max(m.compress_size, 1)
        raise FileTooLarge(
            where,
            f"compression ratio {ratio:,.0f}:1 exceeds max_zip_ratio ({limits.max_zip_ratio:g}); "
            "looks like a zip bomb",
        )


def _read_member(
    archive: zipfile.ZipFile, m: zipfile.ZipInfo, name: str, limits: IngestLimits, budget: int
) -> bytes:
    """Read a member while counting real bytes: headers can lie about sizes."""
    where = f"{name}!{m.filename}"
    buf = bytearray()
    try:
        with archive.open(m) as fh:
            while chunk := fh.read(_READ_CHUNK):
                buf += chunk
                if len(buf) > m.file_size or len(buf) > budget:
                    raise FileTooLarge(
                        where, _bomb(len(buf), limits) + " (sizes in the zip header are false)"
                    )
    except (zipfile.BadZipFile, EOFError, OSError, ValueError, NotImplementedError) as err:
        raise CorruptFile(where, f"damaged zip member ({err})") from None
    return bytes(buf)

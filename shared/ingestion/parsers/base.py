"""The parser port (one abstract method, ``parse``) and the registry by file extension.

A parser turns the raw bytes of one file into a ``ParsedDocument``: normalized text plus
``Block``s that index into it. Parsers are pure (bytes in, values out) and raise only the
ingestion branch of ``footnote.shared.errors`` (``UnsupportedFormat``, ``CorruptFile``, ``IngestError``)
with the file name and a reason the user can act on.

Built-in parsers register themselves exactly as a third-party one would::

    from footnote.shared.ingestion.parsers import Parser, register

    class OrgParser(Parser):
        def parse(self, data: bytes, *, name: str) -> ParsedDocument: ...

    register(OrgParser(), extensions=(".org",))

Helpers shared by the parsers live here too: ``decode_text`` (strict UTF-8, never silently
mangled) and ``DocumentBuilder`` (appends blocks and records exact offsets).
"""

from __future__ import annotations

import re
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Iterable
from pathlib import PurePosixPath
from typing import Any

from footnote.shared.errors import CorruptFile, UnsupportedFormat
from footnote.shared.ingestion.types import Block, BlockKind, ParsedDocument
from footnote.shared.registry import Registry


class Parser(ABC):
    """Contract for every parser: bytes of one file -> ``ParsedDocument``."""

    @abstractmethod
    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        """Parse ``data`` (the whole file). ``name`` is used in error messages and for hints
        such as the extension; raise ``IngestError`` subclasses for unusable input."""


# two registries of the one mechanism (footnote.shared.registry): by extension and by exact file name;
# plugins: the footnote.parsers entry points / FOOTNOTE_PLUGINS
BY_EXTENSION: Registry[Parser] = Registry("parsers")
BY_FILENAME: Registry[Parser] = Registry("parser-filenames")


def register(
    parser: Parser,
    *,
    extensions: Iterable[str] = (),
    filenames: Iterable[str] = (),
    replace: bool = False,
) -> Parser:
    """Register ``parser`` for extensions (".md") and/or exact file names ("Makefile").

    Matching is case-insensitive. Registering an extension twice raises ``ValueError`` unless
    ``replace=True`` (so a plugin overriding a built-in says so explicitly)."""
    for table, keys in ((BY_EXTENSION, extensions), (BY_FILENAME, filenames)):
        for key in keys:
            k = key.lower()
            if table is BY_EXTENSION and not k.startswith("."):
                k = "." + k
            table.register(k, parser, replace=replace)
    return parser


def registered_extensions() -> tuple[str, ...]:
    return tuple(sorted(BY_EXTENSION.names()))


def extension_of(name: str) -> str:
    """Lower-cased last suffix of ``name`` ("" when none); handles "a/b.tar.gz" -> ".gz"."""
    return PurePosixPath(name.replace("\\", "/")).suffix.lower()


def find_parser(name: str) -> Parser | None:
    """The parser for a file name, by exact file name first, then by extension; None if none."""
    base = PurePosixPath(name.replace("\\", "/")).name.lower()
    found = BY_FILENAME.find(base)
    return found if found is not None else BY_EXTENSION.find(extension_of(name))


def parser_for(name: str) -> Parser:
    """``find_parser``, or ``UnsupportedFormat`` naming the types there are."""
    found = find_parser(name)
    if found is not None:
        return found
    shown = extension_of(name) or "(no extension)"
    raise UnsupportedFormat(
        name,
        f"unsupported file type {shown}; supported: {', '.join(registered_extensions())}",
    )


# --------------------------------------------------------------------------- text helpers

_BINARY_SAMPLE = 8192
_WIDE_BOMS = (
    (b"\xff\xfe\x00\x00", "UTF-32"),
    (b"\x00\x00\xfe\xff", "UTF-32"),
    (b"\xff\xfe", "UTF-16"),
    (b"\xfe\xff", "UTF-16"),
)


_CONTROL_BYTES = bytes(range(0x00, 0x09)) + bytes(range(0x0E, 0x20)) + b"\x7f"


def looks_binary(data: bytes) -> bool:
    """Binary, not text: a NUL byte, or over 5% control bytes, in the first 8 KiB. (Text in a
    legacy encoding such as Latin-1 has almost none, so it is reported as not-UTF-8 instead.)"""
    sample = data[:_BINARY_SAMPLE]
    if b"\x00" in sample:
        return True
    controls = len(sample) - len(sample.translate(None, _CONTROL_BYTES))
    return bool(sample) and controls > 0.05 * len(sample)


def decode_text(data: bytes, *, name: str) -> str:
    """Decode strictly as UTF-8 (a BOM is dropped); newlines become "\\n", text is NFC.

    Raises ``UnsupportedFormat`` for binary content and ``CorruptFile`` naming the byte offset
    of the first invalid sequence -- text is never silently mangled."""
    for bom, encoding in _WIDE_BOMS:
        if data.startswith(bom):
            raise CorruptFile(name, f"text is {encoding}-encoded; re-save the file as UTF-8")
    if looks_binary(data):
        raise UnsupportedFormat(
            name, "binary content in a file that should be text; check the file type or extension"
        )
    try:
        text = data.decode("utf-8-sig")  # accepts plain UTF-8 and UTF-8 with a BOM
    except UnicodeDecodeError as err:
        bad = data[err.start : err.start + 1].hex()
        raise CorruptFile(
            name,
            f"not valid UTF-8: byte 0x{bad} at offset {err.start}; re-save the file as UTF-8",
        ) from None
    return normalize_text(text)


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def normalize_text(text: str) -> str:
    # a line break inside a paragraph (PowerPoint's and Word's vertical tab) and a form feed
    # separate words: a line break, never nothing
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\x0b", "\n").replace("\x0c", "\n")
    text = _CONTROL.sub("", text)
    return unicodedata.normalize("NFC", text)


_WS = re.compile(r"[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]+")


def collapse_spaces(text: str) -> str:
    """Collapse runs of horizontal whitespace to one space, strip each line's ends."""
    return "\n".join(_WS.sub(" ", line).strip() for line in text.split("\n")).strip()


# ------------------------------------------------------------------- not text to cite

_BARE_NUMBER = re.compile(r"[\[(]?[\d\u0660-\u0669]{1,5}[.\])]?")
_CONTENTS_ENTRY = re.compile(r"\S.*?(?:\t+|(?:\s?\.){4,}\s*)[\d\u0660-\u0669ivxlcdm]{1,5}\s*$", re.IGNORECASE)
CONTENTS_RUN = 3  # entries in a row that make a typed table of contents


def is_bare_number(text: str) -> bool:
    """A paragraph that is only a number ("12", "[5]", "7."): a page, paragraph or slide number
    set on its own, or a chart's label; never a sentence a citation could quote."""
    return bool(_BARE_NUMBER.fullmatch(text.strip()))


def _pages_ascend(entries: list[str]) -> bool:
    """A contents' page numbers never go down (a tab-aligned price list's may)."""
    pages = [m.group(0) for t in entries if (m := re.search(r"\d+(?=\s*$)", t.strip()))]
    numbers = [int(p) for p in pages]
    return all(a <= b for a, b in zip(numbers, numbers[1:], strict=False))


def contents_lines(texts: list[str]) -> set[int]:
    """Indexes of a typed table of contents in a document's paragraphs: runs of CONTENTS_RUN+
    entries (a title, then tabs or leader dots, then a page number; the numbers never going
    down), with the one or two short lines just above the run ("Contents", "Page")."""
    entries = [bool(_CONTENTS_ENTRY.fullmatch(t.strip())) and not is_bare_number(t) for t in texts]
    out: set[int] = set()
    i = 0
    while i < len(texts):
        j = i
        while j < len(texts) and (entries[j] or (j > i and not texts[j].strip())):
            j += 1
        if sum(entries[i:j]) >= CONTENTS_RUN and _pages_ascend([texts[k] for k in range(i, j) if entries[k]]):
            out.update(range(i, j))
            for k in (i - 1, i - 2):
                if k >= 0 and len(texts[k].split()) <= 3 and not entries[k]:
                    out.add(k)
                else:
                    break
        i = max(j, i + 1)
    return out


# --------------------------------------------------------------------------- builder


_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def note_mark(call: object) -> str:
    """A footnote's call as the reader sees it, a superscript ("12" -> "¹²"), never "[12]",
    which answers use for their own citations. A call that is no number stays as written."""
    text = str(call).strip()
    return text.translate(_SUPERSCRIPT) if text.isdigit() else f"({text})"


class DocumentBuilder:
    """Appends block texts with a separator and records exact offsets into the final text."""

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._length = 0
        self.blocks: list[Block] = []

    def add(self, kind: BlockKind, text: str, *, sep: str = "\n\n", **fields: Any) -> Block | None:
        lead = len(text) - len(text.lstrip())
        text = text.strip()
        if not text:
            return None
        if self._parts:
            self._parts.append(sep)
            self._length += len(sep)
        start = self._length
        self._parts.append(text)
        self._length += len(text)
        if fields.get("word_times"):  # offsets relative to ``text`` -> absolute
            fields["word_times"] = tuple((start + off, t) for off, t in fields["word_times"])
        if fields.get("boxes"):  # word boxes, offsets relative to the unstripped ``text`` -> absolute
            shift = start - lead
            fields["boxes"] = tuple(
                (s + shift, e + shift, *box) for s, e, *box in fields["boxes"] if lead <= s and e - lead <= len(text)
            )
        block = Block(kind=kind, char_start=start, char_end=self._length, **fields)
        self.blocks.append(block)
        return block

    @property
    def last(self) -> Block | None:
        return self.blocks[-1] if self.blocks else None

    def build(self, **meta: Any) -> ParsedDocument:
        return ParsedDocument(text="".join(self._parts), blocks=tuple(self.blocks), **meta)

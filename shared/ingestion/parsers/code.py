"""Source code: one ``code_unit`` block per top-level function/class, the rest as ``code``.

``doc.text`` is the file itself (newlines normalized), so offsets are line/column exact.

* Python: ``ast`` -- each top-level ``def``/``async def``/``class`` (decorators and the comment
  lines directly above included) is a ``code_unit`` with ``symbol`` = its name. A file that does
  not parse falls back to the indentation heuristic.
* Brace languages (JS/TS/Go/Java/C/C++/C#/Rust/Kotlin/Swift/PHP/Scala): a declaration line at
  column 0 followed by a ``{ ... }`` body found by brace matching that skips strings and
  comments. Good enough for well-formatted code; never raises.
* Everything else (shell, SQL, YAML, TOML, JSON...): module-level ``code`` blocks only.
Module-level code between units becomes ``code`` blocks (imports, constants, scripts).
"""

from __future__ import annotations

import ast
import re
from pathlib import PurePosixPath

from footnote.shared.ingestion.parsers.base import Parser, decode_text, register
from footnote.shared.ingestion.types import Block, ParsedDocument

LANGUAGES = {
    ".py": "python",
    ".pyi": "python",
    ".js": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".jsx": "javascript",
    ".ts": "typescript",
    ".tsx": "typescript",
    ".go": "go",
    ".java": "java",
    ".c": "c",
    ".h": "c",
    ".cc": "cpp",
    ".cpp": "cpp",
    ".cxx": "cpp",
    ".hpp": "cpp",
    ".cs": "csharp",
    ".rs": "rust",
    ".kt": "kotlin",
    ".swift": "swift",
    ".php": "php",
    ".scala": "scala",
    ".rb": "ruby",
    ".sh": "shell",
    ".bash": "shell",
    ".sql": "sql",
    ".yaml": "yaml",
    ".yml": "yaml",
    ".toml": "toml",
    ".ini": "ini",
    ".cfg": "ini",
    ".json": "json",
    ".css": "css",
    ".r": "r",
    ".lua": "lua",
    ".pl": "perl",
    ".xml": "xml",
    ".proto": "protobuf",
    ".tf": "terraform",
}
FILENAMES = {"makefile": "make", "dockerfile": "dockerfile"}
_BRACE_LANGS = {
    "javascript",
    "typescript",
    "go",
    "java",
    "c",
    "cpp",
    "csharp",
    "rust",
    "kotlin",
    "swift",
    "php",
    "scala",
}
_DECL = re.compile(
    r"^(?:export\s+(?:default\s+)?|pub(?:\([\w:]+\))?\s+|public\s+|private\s+|protected\s+|internal\s+|"
    r"static\s+|final\s+|abstract\s+|async\s+|unsafe\s+|inline\s+|extern\s+|data\s+|sealed\s+|open\s+)*"
    r"(?:(?:function\*?|class|interface|enum|struct|trait|impl|fn|func|type|object|namespace|module|"
    r"record|union|def|fun)\b|[A-Za-z_][\w:<>,\s\*&\[\]]*?\b[A-Za-z_]\w*\s*\()"
)
_NAME = re.compile(
    r"\b(?:function\*?|class|interface|enum|struct|trait|impl(?:<[^>]*>)?|fn|type|object|namespace|"
    r"record|union|fun)\s+([A-Za-z_]\w*)|\bfunc\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)|"
    r"(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=|([A-Za-z_]\w*)\s*\("
)
_MAX_DECL_LINE = 300  # minified code: no units, and no regex work on huge lines
_MAX_UNIT_CHARS = 200_000  # give up brace matching beyond this (unbalanced braces)
_CONTROL_WORDS = {"if", "for", "while", "switch", "return", "catch", "else", "do", "try"}


def language_for(name: str) -> str | None:
    path = PurePosixPath(name.replace("\\", "/"))
    return FILENAMES.get(path.name.lower()) or LANGUAGES.get(path.suffix.lower())


def _line_starts(text: str) -> list[int]:
    starts = [0]
    for m in re.finditer("\n", text):
        starts.append(m.end())
    return starts


def _python_units(text: str) -> list[tuple[int, int, str]] | None:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return None
    starts = _line_starts(text)
    lines = text.split("\n")
    units = []
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        first = min([node.lineno] + [d.lineno for d in node.decorator_list]) - 1
        while first > 0 and lines[first - 1].lstrip().startswith("#"):
            first -= 1
        last = (node.end_lineno or node.lineno) - 1
        units.append((starts[first], starts[last] + len(lines[last]), node.name))
    return units


def _match_brace(text: str, pos: int) -> int | None:
    """Index just past the ``}`` closing the first ``{`` at/after ``pos``; skips strings/comments."""
    depth = 0
    i, n = pos, min(len(text), pos + _MAX_UNIT_CHARS)
    opened = False
    while i < n:
        ch = text[i]
        if ch in "\"'`":
            j = i + 1
            while j < n and text[j] != ch:
                j += 2 if text[j] == "\\" else 1
                if ch != "`" and j < n and text[j] == "\n":
                    break
            i = j + 1
            continue
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
            continue
        if text.startswith("/*", i):
            i = text.find("*/", i + 2)
            i = n if i < 0 else i + 2
            continue
        if ch == "{":
            depth += 1
            opened = True
        elif ch == "}":
            depth -= 1
            if opened and depth == 0:
                return i + 1
        elif ch == ";" and not opened:
            return None  # a declaration without a body (prototype, import)
        i += 1
    return None


def _brace_units(text: str) -> list[tuple[int, int, str]]:
    units: list[tuple[int, int, str]] = []
    pos = 0
    for m in re.finditer(r"^(?=\S)(.*)$", text, re.M):
        if m.start() < pos:
            continue
        line = m.group(1)
        if line.startswith(("//", "/*", "*", "#", "}", "import ", "package ", "use ", "@")):
            continue
        if len(line) > _MAX_DECL_LINE or not _DECL.match(line):
            continue
        name_m = _NAME.search(line)
        name = next((g for g in name_m.groups() if g), None) if name_m else None
        if not name or name in _CONTROL_WORDS:
            continue
        end = _match_brace(text, m.start())
        if end is None:
            continue
        start = m.start()
        # include comment lines / annotations directly above
        before = text[:start].split("\n")[:-1]
        k = len(before)
        while k > 0 and before[k - 1].lstrip().startswith(("//", "/*", "*", "@", "#[")):
            k -= 1
        start = sum(len(x) + 1 for x in before[:k])
        if units and start < units[-1][1]:
            start = m.start()
        units.append((start, end, name))
        pos = end
    return units


class CodeParser(Parser):
    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        text = decode_text(data, name=name)
        lang = language_for(name)
        units: list[tuple[int, int, str]] = []
        if lang == "python":
            units = _python_units(text) or []
        elif lang in _BRACE_LANGS:
            units = _brace_units(text)
        blocks: list[Block] = []
        pos = 0
        for start, end, symbol in units:
            blocks.extend(_module_blocks(text, pos, start))
            blocks.append(Block("code_unit", start, end, section=symbol, symbol=symbol))
            pos = end
        blocks.extend(_module_blocks(text, pos, len(text)))
        title = PurePosixPath(name.replace("\\", "/")).name
        return ParsedDocument(text=text, blocks=tuple(blocks), title=title, source_type="code", language=lang)


def _module_blocks(text: str, start: int, end: int) -> list[Block]:
    """Non-blank stretches between units, split at blank-line runs of 2+ lines."""
    blocks = []
    for m in re.finditer(r"\S(?:.*?\S)?(?=\s*(?:\n[ \t]*\n[ \t]*\n|\Z))", text[start:end], re.S):
        blocks.append(Block("code", start + m.start(), start + m.end()))
    return blocks


register(
    CodeParser(),
    extensions=tuple(ext for ext in LANGUAGES if ext != ".json"),
    filenames=tuple(FILENAMES),
)

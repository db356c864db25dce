"""Markdown: headings become structure, fenced code and tables stay whole.

* ``# H1`` sets ``chapter`` (and resets ``section``); ``##``/``###`` set ``section``; deeper
  headings are kept as heading blocks under the nearest H2/H3. Setext headings work too.
* A fenced code block (```` ``` ```` or ``~~~``, fences included) or an indented one is ONE
  ``code`` block, a pipe table is ONE ``table`` block -- chunkers never cut them in the middle.
* List items are ``list`` blocks (one per item, bullet or number removed); paragraphs are
  unwrapped and stripped of inline markup (emphasis, links -> their text, images dropped) so
  quotes read as prose.
* YAML front matter (``title:``, ``author:``) fills the metadata; otherwise the first H1 is
  the title.
"""

from __future__ import annotations

import re
import textwrap

from footnote.shared.ingestion.parsers.base import DocumentBuilder, Parser, decode_text, register
from footnote.shared.ingestion.types import ParsedDocument

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_ATX = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)\s*$")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d{1,3}[.)])\s+")
_FRONT = re.compile(r"\A---\n(.*?)\n(?:---|\.\.\.)\n", re.S)
_COMMENT = re.compile(r"<!--.*?-->", re.S)

_INLINE = (
    (re.compile(r"!\[[^\]]*\]\([^)]*\)"), ""),  # images
    (re.compile(r"\[([^\]]+)\]\([^)]*\)"), r"\1"),  # links
    (re.compile(r"\[([^\]]+)\]\[[^\]]*\]"), r"\1"),  # reference links
    (re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1"), r"\2"),
    (re.compile(r"(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?!\*)"), r"\1"),
    (re.compile(r"(?<!\w)_(?=\S)([^_]+?)(?<=\S)_(?!\w)"), r"\1"),
    (re.compile(r"<(https?://[^>]+)>"), r"\1"),
)


def strip_inline(text: str) -> str:
    for pattern, repl in _INLINE:
        text = pattern.sub(repl, text)
    return text


class MarkdownParser(Parser):
    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        text = decode_text(data, name=name)
        meta: dict[str, str] = {}
        front = _FRONT.match(text)
        if front:
            for line in front.group(1).split("\n"):
                key, sep, value = line.partition(":")
                if sep and value.strip():
                    meta[key.strip().lower()] = value.strip().strip("\"'")
            text = text[front.end() :]
        text = _COMMENT.sub("", text)
        lines = text.split("\n")

        b = DocumentBuilder()
        chapter: str | None = None
        section: str | None = None
        first_h1: str | None = None
        para: list[str] = []

        def flush() -> None:
            if para:
                joined = " ".join(ln.strip() for ln in para)
                b.add("paragraph", strip_inline(joined), chapter=chapter, section=section)
                para.clear()

        i = 0
        while i < len(lines):
            line = lines[i]
            fence = _FENCE.match(line)
            if fence:
                flush()
                marker = fence.group(1)
                j = i + 1
                while j < len(lines) and not lines[j].strip().startswith(marker[0] * len(marker)):
                    j += 1
                b.add("code", "\n".join(lines[i : j + 1]), chapter=chapter, section=section)
                i = j + 1
                continue
            atx = _ATX.match(line)
            setext = (
                para == []
                and line.strip()
                and i + 1 < len(lines)
                and _SETEXT.match(lines[i + 1])
                and not _LIST_ITEM.match(line)
                and "|" not in line
            )
            if atx or setext:
                flush()
                if atx:
                    level, title = len(atx.group(1)), strip_inline(atx.group(2))
                    i += 1
                else:
                    level, title = (1 if lines[i + 1].strip()[0] == "=" else 2), strip_inline(line.strip())
                    i += 2
                if level == 1:
                    chapter, section = title, None
                    first_h1 = first_h1 or title
                elif level in (2, 3):
                    section = title
                b.add("heading", title, chapter=chapter, section=section)
                continue
            if "|" in line and i + 1 < len(lines) and _TABLE_SEP.match(lines[i + 1]):
                flush()
                j = i + 2
                while j < len(lines) and "|" in lines[j] and lines[j].strip():
                    j += 1
                b.add("table", "\n".join(ln.rstrip() for ln in lines[i:j]), chapter=chapter, section=section)
                i = j
                continue
            if _LIST_ITEM.match(line):
                flush()
                item = [_LIST_ITEM.sub("", line, count=1).strip()]
                j = i + 1
                while (
                    j < len(lines)
                    and lines[j].strip()
                    and not _LIST_ITEM.match(lines[j])
                    and lines[j].startswith((" ", "\t"))
                    and not _FENCE.match(lines[j])
                ):
                    item.append(lines[j].strip())
                    j += 1
                prev = b.last
                sep = (
                    "\n"
                    if prev is not None and prev.kind == "list" and i > 0 and lines[i - 1].strip()
                    else "\n\n"
                )
                b.add("list", strip_inline(" ".join(item)), sep=sep, chapter=chapter, section=section)
                i = j
                continue
            if line.startswith(("    ", "\t")) and not para and (i == 0 or not lines[i - 1].strip()):
                j = i
                while j < len(lines) and (lines[j].startswith(("    ", "\t")) or not lines[j].strip()):
                    j += 1
                code = textwrap.dedent("\n".join(lines[i:j]).expandtabs(4))
                b.add("code", code, chapter=chapter, section=section)
                i = j
                continue
            if not line.strip():
                flush()
            else:
                para.append(re.sub(r"^ {0,3}>\s?", "", line))
            i += 1
        flush()
        return b.build(
            title=meta.get("title") or first_h1,
            author=meta.get("author"),
            source_type=meta.get("source_type") or "doc",
            metadata={k: v for k, v in meta.items() if k not in ("title", "author", "source_type")},
        )


register(MarkdownParser(), extensions=(".md", ".markdown", ".mdown", ".mkd"))

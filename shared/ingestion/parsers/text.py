"""Plain text and Project Gutenberg e-texts.

* Gutenberg: the licence header (everything up to ``*** START OF ...``) and footer (from
  ``*** END OF ...``) are dropped; ``Title:``/``Author:`` in the header fill the metadata.
* Paragraphs are separated by blank lines. Hard-wrapped prose lines are joined with spaces;
  short, ragged lines (verse, lists, addresses) keep their line breaks.
* Chapter headings ("CHAPTER IV", "Chapter 4. Title", "BOOK II", a lone roman numeral "XII.")
  become ``heading`` blocks; the following title line, if any, is folded into the chapter title,
  which every following block carries in ``chapter``.
"""

from __future__ import annotations

import re

from shared.ingestion.parsers.base import DocumentBuilder, Parser, decode_text, register
from shared.ingestion.types import ParsedDocument

_GB_START = re.compile(r"^\*{3}\s*START OF (?:THE|THIS) PROJECT GUTENBERG.*$", re.I | re.M)
_GB_END = re.compile(r"^\*{3}\s*END OF (?:THE|THIS) PROJECT GUTENBERG.*$", re.I | re.M)
_GB_FIELD = re.compile(r"^(Title|Author|Language|Release date)\s*:\s*(.+(?:\n[ \t]+\S.*)*)", re.I | re.M)
_GB_START_TITLE = re.compile(r"START OF (?:THE|THIS) PROJECT GUTENBERG E-?BOOK,?\s*(.*?)\s*\*{3}", re.I)

_NUMBER_WORDS = (
    "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    "sixteen|seventeen|eighteen|nineteen|twenty|first|second|third|fourth|fifth|sixth|seventh|"
    "eighth|ninth|tenth|last"
)
CHAPTER_RE = re.compile(
    rf"^(chapter|chap\.|book|part|volume|letter|lecture|lesson)\s+"
    rf"([ivxlcdm]+|\d+|{_NUMBER_WORDS})\b(\.?\s*[-:.\u2013\u2014]?)\s*(.*)$",
    re.I,
)
_ROMAN_ONLY = re.compile(r"^(?=[IVXLC])(L?X{0,3}|XL|XC)(?:IX|IV|V?I{0,3})\.?$")


def chapter_heading(line: str) -> tuple[str, str] | None:
    """("Chapter IV", "Title or ''") when ``line`` looks like a chapter heading, else None."""
    line = line.strip()
    if not line or len(line) > 90:
        return None
    m = CHAPTER_RE.match(line)
    if m:
        word, num, sep, rest = m.groups()
        if rest and (
            (not sep.strip() and not rest[0].isupper())  # "Chapter four was the longest..."
            or rest[-1] in ",;"
            or (rest[-1] in ".!?" and len(rest.split()) > 6)
            or len(rest.split()) > 12
        ):
            return None
        word = word.rstrip(".").capitalize()
        word = "Chapter" if word == "Chap" else word
        num = num.upper() if re.fullmatch(r"[ivxlcdm]+", num, re.I) else num.capitalize()
        return f"{word} {num}", rest.strip().rstrip(".")
    if (_ROMAN_ONLY.match(line) and line.rstrip(".") != "I") or line == "I.":  # "I" alone: a pronoun
        return line.rstrip("."), ""
    return None


def looks_like_title(line: str) -> bool:
    """A short line without sentence punctuation at its end (a chapter's title line)."""
    line = line.strip()
    if not 0 < len(line) <= 80:
        return False
    return line.isupper() or line[-1] not in ".,;:!?\"'"


def unwrap(paragraph: str) -> str:
    """Join hard-wrapped prose lines with spaces; keep breaks of short ragged lines."""
    lines = [ln.strip() for ln in paragraph.split("\n") if ln.strip()]
    if len(lines) <= 1:
        return lines[0] if lines else ""
    longest = max(len(ln) for ln in lines)
    body = lines[:-1]
    wrapped = longest >= 40 and all(len(ln) >= 0.55 * longest for ln in body)
    if not wrapped:
        return "\n".join(lines)
    out = lines[0]
    for ln in lines[1:]:
        if out.endswith("-") and len(out) > 1 and out[-2].isalpha() and ln[:1].islower():
            out = out + ln  # "prac-" + "tice": keep the hyphen, the writer's choice is unknowable
        else:
            out = out + " " + ln
    return out


def split_gutenberg(text: str) -> tuple[str, dict[str, str]]:
    """(body, header fields) -- body is ``text`` unchanged when no Gutenberg markers exist."""
    start = _GB_START.search(text)
    if not start:
        return text, {}
    header = text[: start.start()]
    fields = {}
    for key, value in _GB_FIELD.findall(header):
        lines = [ln.strip() for ln in value.split("\n") if ln.strip()]
        joiner = ": " if key.lower() == "title" else " "
        fields[key.lower().replace(" ", "_")] = joiner.join(lines) if key.lower() == "title" else lines[0]
    if "title" not in fields:
        m = _GB_START_TITLE.search(start.group(0))
        if m and m.group(1):
            fields["title"] = m.group(1).title()
    end = _GB_END.search(text, start.end())
    body = text[start.end() : end.start() if end else len(text)]
    body = re.sub(r"\A\s*(?:Produced by|Transcribed by|E-text prepared by)[^\n]*(?:\n[^\n]+)*", "", body)
    return body, fields


class TextParser(Parser):
    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        text = decode_text(data, name=name)
        body, fields = split_gutenberg(text)
        paragraphs = [p for p in re.split(r"\n[ \t]*\n", body) if p.strip()]
        builder = DocumentBuilder()
        chapter: str | None = None
        i = 0
        while i < len(paragraphs):
            raw = paragraphs[i].strip()
            lines = [ln.strip() for ln in raw.split("\n") if ln.strip()]
            head = chapter_heading(lines[0]) if len(lines) <= 2 else None
            if head:
                label, title = head
                if not title and len(lines) == 2 and looks_like_title(lines[1]):
                    title = lines[1]
                elif not title and i + 1 < len(paragraphs):
                    nxt = paragraphs[i + 1].strip()
                    if "\n" not in nxt and looks_like_title(nxt) and not chapter_heading(nxt):
                        title = nxt
                        raw = raw + "\n" + nxt
                        i += 1
                chapter = f"{label}: {_titlecase(title)}" if title else label
                builder.add("heading", "\n".join(ln.strip() for ln in raw.split("\n")), chapter=chapter)
            else:
                builder.add("paragraph", unwrap(raw), chapter=chapter)
            i += 1
        return builder.build(
            title=fields.get("title"),
            author=fields.get("author"),
            source_type="book" if fields else None,
            metadata={k: v for k, v in fields.items() if k not in ("title", "author")},
        )


_SMALL_WORDS = {"a", "an", "and", "as", "at", "but", "by", "for", "in", "of", "on", "or", "the", "to"}


def _titlecase(title: str) -> str:
    """ "THE FIRST QUARTER OF AN HOUR" -> "The First Quarter of an Hour" (others unchanged)."""
    if not title.isupper():
        return title
    words = title.lower().split()
    return " ".join(w if i and w in _SMALL_WORDS else w.capitalize() for i, w in enumerate(words))


register(TextParser(), extensions=(".txt", ".text"), filenames=("readme", "license", "copying"))

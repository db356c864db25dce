"""Plain text and Project Gutenberg e-texts.

* Gutenberg: the licence header (everything up to ``*** START OF ...``) and footer (from
  ``*** END OF ...``) are dropped; ``Title:``/``Author:`` in the header fill the metadata.
* Paragraphs are separated by blank lines. Hard-wrapped prose lines are joined with spaces;
  short, ragged lines (verse, lists, addresses) keep their line breaks.
* Chapter headings ("CHAPTER IV", "Chapter 4. Title", "BOOK II", a lone roman numeral "XII.")
  become ``heading`` blocks; the following title line, if any, is folded into the chapter title,
  which every following block carries in ``chapter``.
* Numbered sections on a line of their own ("0. Definitions.", "§ 3 Scope", "Section 2:
  Terms") become headings too, carried in ``section``, so a citation says where it is.
* Manual pages rendered as text (``man tar | col -b``): their all-capital section names (NAME,
  SYNOPSIS, OPTIONS ...) are sections, the NAME line is the title, the type is ``doc``.
* The title is the document's own title line when it opens with one (else the file name);
  the type is ``book`` with chapters, ``doc`` with numbered sections or a manual's layout,
  ``article`` otherwise (a sidecar or ``--source-type`` still decides).
"""

from __future__ import annotations

import re

from footnote.shared.ingestion.parsers.base import DocumentBuilder, Parser, decode_text, register
from footnote.shared.ingestion.types import ParsedDocument

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


_SECTION_RE = re.compile(
    r"^(?:(?P<sign>§+\s*\d+[\w.]*)|(?P<word>(?:section|article|clause)\s+\d+[\w.]*)|(?P<num>\d{1,2}(?:\.\d{1,2})*)\.)"
    r"\s*[-:.\u2013\u2014]?\s*(?P<title>.*)$",
    re.I,
)
_MAN_HEADER = re.compile(r"^[A-Z][A-Z0-9_.+-]*\(\d\w*\)")
_MAN_SECTION = re.compile(r"^[A-Z][A-Z ]{1,30}$")


def section_heading(line: str) -> str | None:
    """ "0. Definitions." -> "0. Definitions"; "§ 3 Scope" -> "§ 3 Scope"; None for prose or a
    numbered sentence ("1. Stop the workers so that no job runs.")."""
    line = line.strip()
    m = _SECTION_RE.match(line)
    if not m or len(line) > 80:
        return None
    title = m.group("title").strip()
    words = title.split()
    if len(words) > 8 or (title and title[-1] in ",;:!?") or (title.endswith(".") and len(words) > 4):
        return None
    if m.group("num") is not None and (not title or not title[0].isupper()):
        return None  # "3." alone, or "2. then the next step" reads as a list item
    label = m.group("sign") or m.group("word") or f"{m.group('num')}."
    label = re.sub(r"\s+", " ", label)
    return f"{label} {title.rstrip('.')}".strip()


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
        if _is_manual(paragraphs):
            return _parse_manual(paragraphs, name)
        builder = DocumentBuilder()
        chapter: str | None = None
        section: str | None = None
        title_line = None if fields.get("title") else _title_line(paragraphs)
        if title_line:
            builder.add("heading", "\n".join(ln.strip() for ln in paragraphs[0].split("\n") if ln.strip()))
            paragraphs = paragraphs[1:]
        sections = chapters = 0
        i = 0
        while i < len(paragraphs):
            raw = paragraphs[i].strip()
            lines = [ln.strip() for ln in raw.split("\n") if ln.strip()]
            numbered = section_heading(lines[0]) if len(lines) == 1 else None
            if numbered is None and len(lines) == 1 and _lone_heading(lines[0], paragraphs[i + 1 : i + 2]):
                numbered = lines[0].rstrip(":")
            if numbered:
                section = numbered
                sections += 1
                builder.add("heading", lines[0], chapter=chapter, section=section)
                i += 1
                continue
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
                section = None
                chapters += 1
                builder.add("heading", "\n".join(ln.strip() for ln in raw.split("\n")), chapter=chapter)
            else:
                builder.add("paragraph", unwrap(raw), chapter=chapter, section=section)
            i += 1
        kind = "book" if fields or chapters else "doc" if sections >= 2 else "article"
        return builder.build(
            title=fields.get("title") or title_line,
            author=fields.get("author"),
            source_type=kind,
            metadata={k: v for k, v in fields.items() if k not in ("title", "author")},
        )


def _lone_heading(line: str, following: list[str]) -> bool:
    """A short capitalised line on its own before a paragraph of prose ("Preamble", "Terms and
    Conditions"): a heading, not a sentence."""
    words = line.split()
    if not 1 <= len(words) <= 6 or not line[0].isupper() or line[-1] in ".,;!?\"'" or chapter_heading(line):
        return False
    nxt = following[0].strip() if following else ""
    return len(nxt) >= 3 * len(line) and len(nxt.split()) >= 12


def _title_line(paragraphs: list[str]) -> str | None:
    """The document's own title: an opening paragraph of one or two short lines that read as a
    title, not a sentence or a heading ("GNU GENERAL PUBLIC LICENSE / Version 3, 29 June 2007")."""
    if len(paragraphs) < 2:
        return None
    lines = [ln.strip() for ln in paragraphs[0].split("\n") if ln.strip()]
    if not 1 <= len(lines) <= 2 or chapter_heading(lines[0]) or section_heading(lines[0]):
        return None
    if not all(looks_like_title(ln) and len(ln.split()) <= 10 for ln in lines):
        return None
    return ", ".join(lines)


def _is_manual(paragraphs: list[str]) -> bool:
    first = paragraphs[0].strip().split("\n")[0] if paragraphs else ""
    heads = {p.split("\n")[0].rstrip() for p in paragraphs}
    return bool(_MAN_HEADER.match(first)) or {"NAME", "SYNOPSIS"} <= heads or {"NAME", "DESCRIPTION"} <= heads


def _parse_manual(paragraphs: list[str], name: str) -> ParsedDocument:
    """A manual page as text: unindented capital lines are its sections, NAME's line its title."""
    builder = DocumentBuilder()
    section: str | None = None
    title: str | None = None
    for para in paragraphs:
        lines = para.rstrip().split("\n")
        if _MAN_HEADER.match(lines[0].strip()) and len(lines) == 1:
            continue  # the running header "TAR(1)  General Commands Manual  TAR(1)"
        if _MAN_SECTION.match(lines[0]) and not lines[0].startswith((" ", "\t")):
            section = lines[0].strip().title()
            builder.add("heading", lines[0].strip(), section=section)
            lines = lines[1:]
        body = "\n".join(ln.strip() for ln in lines if ln.strip())
        if not body:
            continue
        if section == "Name" and title is None:
            title = " ".join(body.split())
        builder.add("paragraph", unwrap(body), section=section)
    return builder.build(title=title, source_type="doc")


_SMALL_WORDS = {"a", "an", "and", "as", "at", "but", "by", "for", "in", "of", "on", "or", "the", "to"}


def _titlecase(title: str) -> str:
    """ "THE FIRST QUARTER OF AN HOUR" -> "The First Quarter of an Hour" (others unchanged)."""
    if not title.isupper():
        return title
    words = title.lower().split()
    return " ".join(w if i and w in _SMALL_WORDS else w.capitalize() for i, w in enumerate(words))


register(TextParser(), extensions=(".txt", ".text"), filenames=("readme", "license", "copying"))

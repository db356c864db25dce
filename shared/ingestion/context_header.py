"""The text that gets embedded: a short context header, then the chunk text (pure).

    [Source: Piano Mastery by Harriette Brower, p.45, ch. Chapter IV]
    [Context: Chopin - Nocturne Op. 9 No. 2 - Legato, Rubato]
    <chunk text>

The source line has the title, " by <author>" when known, ", p.N" (or "pp.N-M") for paged
sources, ", ch. <chapter>" and ", sec. <section>" when known, and " @ m:ss" for timed sources.
The context line appears only when the chunk has tags: one group per tag kind (in the order the
kinds first appear in the tags, or ``kind_order``), values title-cased and joined with ", ",
groups joined with " - "; a value already contained in an earlier one is not repeated. Each
line is kept under ~200 characters.
"""

from __future__ import annotations

from collections.abc import Sequence

from footnote.shared.ingestion.types import ChunkDraft

MAX_LINE_CHARS = 200
_SMALL = {"a", "an", "and", "in", "of", "the", "for", "on", "to", "by", "with", "or"}


def format_timestamp(seconds: float) -> str:
    s = int(seconds)
    h, rem = divmod(s, 3600)
    m, sec = divmod(rem, 60)
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}"


def title_case(value: str) -> str:
    words = value.split(" ")
    out = []
    for i, w in enumerate(words):
        if i > 0 and w in _SMALL:
            out.append(w)
        else:
            out.append("-".join(p[:1].upper() + p[1:] for p in w.split("-")))
    return " ".join(out)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def source_line(
    *,
    title: str | None,
    author: str | None = None,
    page_number: int | None = None,
    page_end: int | None = None,
    chapter: str | None = None,
    section: str | None = None,
    timestamp_start: float | None = None,
) -> str:
    parts = [_clip(title or "Untitled", 80) + (f" by {_clip(author, 40)}" if author else "")]
    if page_number is not None:
        parts.append(
            f"pp.{page_number}-{page_end}" if page_end and page_end != page_number else f"p.{page_number}"
        )
    if chapter:
        parts.append(f"ch. {_clip(chapter, 40)}")
    if section and section != chapter:
        parts.append(f"sec. {_clip(section, 40)}")
    line = ", ".join(parts)
    if timestamp_start is not None:
        line += f" @ {format_timestamp(timestamp_start)}"
    return f"[Source: {_clip(line, MAX_LINE_CHARS - 10)}]"


def context_line(tags: Sequence[str], *, kind_order: Sequence[str] | None = None) -> str | None:
    groups: dict[str, list[str]] = {}
    for tag in tags:
        kind, sep, value = tag.partition(":")
        if sep and value:
            groups.setdefault(kind, [])
            if value not in groups[kind]:
                groups[kind].append(value)
    if not groups:
        return None
    kinds = [k for k in (kind_order or ()) if k in groups] + [
        k for k in groups if k not in (kind_order or ())
    ]
    shown: list[str] = []
    rendered = []
    for kind in kinds:
        values = [v for v in groups[kind] if not any(f" {v} " in f" {s} " for s in shown)]
        if values:
            shown.extend(values)
            rendered.append(", ".join(title_case(v) for v in values[:4]))
    return f"[Context: {_clip(' - '.join(rendered), MAX_LINE_CHARS - 11)}]" if rendered else None


def context_header(
    draft: ChunkDraft,
    *,
    title: str | None,
    author: str | None = None,
    source_type: str | None = None,
    kind_order: Sequence[str] | None = None,
) -> str:
    timed = draft.timestamp_start is not None and (source_type in (None, "video", "masterclass"))
    lines = [
        source_line(
            title=title,
            author=author,
            page_number=draft.page_number,
            page_end=draft.page_end,
            chapter=draft.chapter,
            section=draft.section,
            timestamp_start=draft.timestamp_start if timed else None,
        )
    ]
    ctx = context_line(draft.tags, kind_order=kind_order)
    if ctx:
        lines.append(ctx)
    return "\n".join(lines)


def embedding_text(
    draft: ChunkDraft,
    *,
    title: str | None,
    author: str | None = None,
    source_type: str | None = None,
    kind_order: Sequence[str] | None = None,
) -> str:
    """Context header + "\\n" + the chunk text."""
    header = context_header(draft, title=title, author=author, source_type=source_type, kind_order=kind_order)
    return f"{header}\n{draft.text}"

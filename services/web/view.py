"""A job's result as the reader's page shows it (pure: the result JSON in, plain values out).

Each paragraph is a list of sentences; each sentence carries its verdict and its citation
chips; each chip the exact quote with the sentence before and after it, where it is, and where
a click goes (a video at the second, a document at its page). The footer lists the same
numbers as the chips. Nothing here is HTML: the templates escape every value."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

GROUNDED = "supported"
VERDICT_TEXT = {
    "supported": "",
    "partial": "partly supported by the cited words",
    "contradicted": "the cited source says otherwise",
    "unsupported": "not supported by the cited words",
}


@dataclass(frozen=True)
class Chip:
    number: int
    quote: str
    before: str | None
    after: str | None
    label: str
    href: str | None  # where a click goes; None: nowhere to open
    when: str | None  # "1:23" for a recording
    status: str
    embed: str | None = None  # a player that starts at the second (YouTube's privacy-enhanced embed)
    reader: tuple[str, int, int] | None = None  # (source id, start, end): the stored text, quote highlighted
    video: bool = False

    @property
    def opens_reader(self) -> bool:
        """A click opens the source's own text at the quote, highlighted: always for a document
        (its original, where it has one, is linked from there at the page); for a recording only
        when it has no link to play it at the second."""
        return self.reader is not None and not self.embed and not (self.video and self.href)


@dataclass(frozen=True)
class Sentence:
    text: str  # the sentence without its markers ("[1]")
    status: str  # the verdict on it: supported, partial, contradicted, unsupported, or "own" (no citation)
    note: str  # what a reader must know when it is not grounded
    chips: tuple[Chip, ...]


@dataclass(frozen=True)
class Source:
    number: int
    label: str
    href: str | None
    reader: tuple[str, int, int] | None = None


@dataclass(frozen=True)
class Page:
    status: str  # the result's status ("grounded", "no_evidence", ...)
    message: str | None
    paragraphs: tuple[tuple[Sentence, ...], ...]
    sources: tuple[Source, ...] = field(default_factory=tuple)
    plain_text: str = ""


def href(citation: dict[str, Any]) -> str | None:
    """Where a citation opens: its own URL (a video's carries the second already), else the
    document's page (``#page=N`` in the browser's PDF viewer) when it has a URL at all."""
    url = citation.get("url")
    if not url:
        return None
    if citation.get("page_number") and "#" not in url and citation.get("timestamp_start") is None:
        return f"{url}#page={citation['page_number']}"
    return url


def embed(url: str | None, seconds: float | None) -> str | None:
    """A YouTube video's privacy-enhanced player starting at the second, else None (other media
    open at their ``#t=`` link)."""
    from urllib.parse import parse_qs, urlparse

    if not url or seconds is None:
        return None
    parts = urlparse(url)
    host = (parts.hostname or "").lower()
    video = None
    if host in ("youtu.be", "www.youtu.be"):
        video = parts.path.strip("/").split("/")[0]
    elif host.endswith("youtube.com"):
        video = (parse_qs(parts.query).get("v") or [None])[0]
    if not video or not all(ch.isalnum() or ch in "-_" for ch in video):
        return None
    return f"https://www.youtube-nocookie.com/embed/{video}?start={int(seconds)}"


def markdown(page: Page) -> str:
    """The answer as Markdown with footnotes: each chip a ``[^n]``, each footnote the source's
    place and the exact quote (and its link)."""
    lines = []
    for paragraph in page.paragraphs:
        lines.append(" ".join(s.text + "".join(f"[^{c.number}]" for c in s.chips)
                              + (f" *({s.note})*" if s.note else "") for s in paragraph))
        lines.append("")
    seen: dict[int, Chip] = {}
    for paragraph in page.paragraphs:
        for s in paragraph:
            for c in s.chips:
                seen.setdefault(c.number, c)
    for number, chip in sorted(seen.items()):
        link = f" <{chip.href}>" if chip.href else ""
        lines.append(f'[^{number}]: {chip.label}: "{chip.quote}"{link}')
    return "\n".join(lines).strip() + "\n"


def build(result: dict[str, Any]) -> Page:
    by_number = {c["number"]: c for c in result.get("citations", [])}
    paragraphs = []
    for paragraph in result.get("paragraphs", []):
        sentences = []
        for s in paragraph.get("sentences", []):
            chips = []
            for cite in s.get("citations", []):
                full = by_number.get(cite["number"], {})
                quote = cite.get("quote") or {}
                chips.append(Chip(
                    number=cite["number"],
                    quote=quote.get("display") or quote.get("text") or full.get("quote") or "",
                    before=full.get("previous_sentence"),
                    after=full.get("next_sentence"),
                    label=full.get("label") or "",
                    href=href({**full, "url": quote.get("url") or full.get("url")}),
                    when=quote.get("formatted_time") or full.get("formatted_time"),
                    status=cite.get("status") or GROUNDED,
                    embed=embed(quote.get("url") or full.get("url"),
                                quote.get("timestamp_start", full.get("timestamp_start"))),
                    reader=_reader(full),
                    video=full.get("timestamp_start") is not None,
                ))
            status = s.get("status") or ("own" if not chips else GROUNDED)
            sentences.append(Sentence(_unmarked(s.get("text", "")), status, VERDICT_TEXT.get(status, ""), tuple(chips)))
        paragraphs.append(tuple(sentences))
    sources = tuple(Source(c["number"], c.get("label") or "", href(c), _reader(c)) for c in result.get("citations", []))
    return Page(result.get("status", ""), result.get("message"), tuple(paragraphs), sources,
                result.get("plain_text", ""))


def _reader(citation: dict[str, Any]) -> tuple[str, int, int] | None:
    """Where the citation's words lie in the stored text, when the result says."""
    source, start, end = citation.get("source_id"), citation.get("char_start"), citation.get("char_end")
    if isinstance(source, str) and isinstance(start, int) and isinstance(end, int) and 0 <= start < end:
        return source, start, end
    return None


def _unmarked(text: str) -> str:
    import re

    return re.sub(r"\s*\[\d+(?:\s*,\s*\d+)*\]", "", text).strip()

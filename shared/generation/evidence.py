"""Evidence: the numbered hits a response may cite, their labels, prompt blocks and deep links.

Pure: takes ``Hit`` values, returns strings. Numbers are 1-based and stable for one response;
``citations.py`` renumbers them by order of first use for display.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from footnote.shared.retrieval.postprocess import order_chronologically
from footnote.shared.retrieval.types import Hit

VIDEO_TYPES = frozenset({"video", "youtube", "vtt", "transcript", "audio"})
_YOUTUBE_HOSTS = frozenset({"youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"})


@dataclass(frozen=True)
class EvidenceItem:
    number: int  # 1-based position in the prompt
    hit: Hit

    @property
    def is_video(self) -> bool:
        return is_video(self.hit)

    @property
    def is_sentence(self) -> bool:
        return self.hit.granularity == "sentence"


def number_evidence(hits: list[Hit] | tuple[Hit, ...]) -> tuple[EvidenceItem, ...]:
    return tuple(EvidenceItem(i, h) for i, h in enumerate(hits, start=1))


def is_video(hit: Hit) -> bool:
    return hit.source_type in VIDEO_TYPES or hit.timestamp_start is not None


def format_timestamp(seconds: float) -> str:
    """83.4 -> "1:23"; 3725 -> "1:02:05"."""
    s = max(0, int(seconds))
    h, rem = divmod(s, 3600)
    m, sec = divmod(rem, 60)
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}"


def parse_timestamp(text: str) -> int:
    """ "1:23" -> 83; "1:02:05" -> 3725."""
    total = 0
    for part in text.strip().split(":"):
        total = total * 60 + int(part)
    return total


def _youtube_id(url: str) -> str | None:
    parts = urlsplit(url)
    host = parts.netloc.lower().split("@")[-1].split(":")[0]
    if host == "youtu.be":
        vid = parts.path.strip("/").split("/")[0]
        return vid or None
    if host in _YOUTUBE_HOSTS:
        if parts.path == "/watch":
            return dict(parse_qsl(parts.query)).get("v")
        segs = parts.path.strip("/").split("/")
        if len(segs) >= 2 and segs[0] in ("embed", "shorts", "live", "v"):
            return segs[1]
    return None


def timestamp_url(url: str, seconds: float) -> str:
    """Deep link to a second of a video. YouTube (incl. youtu.be) -> watch?v=ID&t=<int>s;
    other URLs keep their query string and get a media fragment ``#t=<int>``."""
    t = max(0, int(seconds))
    vid = _youtube_id(url)
    if vid:
        query = [(k, v) for k, v in parse_qsl(urlsplit(url).query) if k not in ("v", "t", "start")]
        return "https://www.youtube.com/watch?" + urlencode([("v", vid), *query, ("t", f"{t}s")])
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, parts.query, f"t={t}"))


def page_url(url: str, page: int) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, parts.query, f"page={page}"))


def deep_link(hit: Hit, at_seconds: float | None = None) -> str | None:
    """The most precise link to the cited place, or None when the source has no URL."""
    if not hit.url:
        return None
    if is_video(hit):
        start = at_seconds if at_seconds is not None else hit.timestamp_start
        return timestamp_url(hit.url, start or 0)
    if hit.page_number is not None and urlsplit(hit.url).path.lower().endswith(".pdf"):
        return page_url(hit.url, hit.page_number)
    if hit.page_number is not None and hit.source_type == "pdf":
        return page_url(hit.url, hit.page_number)
    return hit.url


def source_name(hit: Hit) -> str:
    title = hit.title or hit.source_id
    return f"{title} by {hit.author}" if hit.author else title


def location(hit: Hit) -> str:
    """Where in the source: "p.45", "ch. 3, p.45", "0:15 - 0:45", "0:15 - 0:45 — Slide 7: Pointers"
    (the slide on screen), "§ Install", else "¶ 12"."""
    if is_video(hit) and hit.timestamp_start is not None:
        end = hit.timestamp_end if hit.timestamp_end is not None else hit.timestamp_start
        when = f"{format_timestamp(hit.timestamp_start)} - {format_timestamp(end)}"
        return f"{when} — {hit.section}" if hit.section else when
    if hit.source_type == "slides" and hit.page_number is not None:  # a deck: "Slide 7: Half pedalling"
        return f"Slide {hit.page_number}: {hit.section}" if hit.section else f"Slide {hit.page_number}"
    parts = []
    if hit.chapter and hit.chapter.casefold() != (hit.title or "").casefold():  # not "Guide, Guide, Step 2"
        parts.append(hit.chapter)
    if hit.section and hit.section != hit.chapter:
        parts.append(hit.section)
    if hit.page_number is not None:
        parts.append(f"p.{hit.page_number}")
    if not parts and hit.paragraph_index is not None and not is_video(hit):
        parts.append(f"¶ {hit.paragraph_index + 1}")  # a plain text without pages or headings
    return ", ".join(parts)


def label(hit: Hit) -> str:
    """ "Piano Mastery by Harriette Brower, p.45" (the seed format)."""
    where = location(hit)
    return f"{source_name(hit)}, {where}" if where else source_name(hit)


def relevance_pct(hit: Hit) -> int:
    value = hit.similarity if hit.similarity is not None else hit.score
    return max(0, min(100, round(float(value) * 100)))


def format_block(item: EvidenceItem, max_chars: int = 900, style: str = "bracket") -> str:
    """One numbered evidence block for a prompt, in the seed formats.

    ``style="evidence"`` heads blocks "Evidence #N:" instead of "[N]" (essay feedback)."""
    hit = item.hit
    tag = f"Evidence #{item.number}:" if style == "evidence" else f"[{item.number}]"
    text = " ".join(hit.text.split())
    if len(text) > max_chars:
        text = text[:max_chars].rsplit(" ", 1)[0] + " …"
    if item.is_video and hit.timestamp_start is not None:
        head = f"Video {item.number} [{location(hit)}] (Relevance: {relevance_pct(hit)}%)"
        return f'{head}\n{source_name(hit)}\n"{text}"'
    if item.is_sentence:
        lines = [f"{tag} {label(hit)}"]
        if hit.previous_text:
            lines.append(f"Previous: {' '.join(hit.previous_text.split())}")
        lines.append(f'Sentence: "{text}"')
        if hit.next_text:
            lines.append(f"Next: {' '.join(hit.next_text.split())}")
        return "\n".join(lines)
    lines = [f"{tag} {label(hit)}"]
    if hit.previous_text:  # the chunks around a passage (a procedure's steps before and after)
        lines.append(f"Before: {_tail(hit.previous_text, NEIGHBOUR_CHARS)}")
    lines.append(f'"{text}"')
    if hit.next_text:
        lines.append(f"After: {_head(hit.next_text, NEIGHBOUR_CHARS)}")
    return "\n".join(lines)


NEIGHBOUR_CHARS = 400  # of a passage's neighbour shown in the prompt: the part next to it


def _head(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …"


def _tail(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else "… " + text[-limit:].split(" ", 1)[-1]


def format_blocks(items: tuple[EvidenceItem, ...], style: str = "bracket") -> str:
    """The evidence blocks of a prompt, best first. A recording with more than one moment among
    them is shown as one group under its own heading, its moments in the order they are said
    (the group where its best moment ranks); every block keeps its number, so a citation still
    names its own block."""
    timed = [i.hit.source_id for i in items if i.is_video and i.hit.timestamp_start is not None]
    if len(set(timed)) == len(timed):  # no recording with two moments: rank order
        return "\n\n".join(format_block(i, style=style) for i in items)
    by_uid = {i.hit.chunk_uid: i for i in items}
    blocks: list[str] = []
    current = None
    for hit in order_chronologically([i.hit for i in items]):
        item = by_uid[hit.chunk_uid]
        video = hit.source_id if item.is_video and hit.timestamp_start is not None else None
        if video is not None and video != current and timed.count(video) > 1:
            blocks.append(f"From {source_name(hit)}, in the order it is said:")
        current = video
        blocks.append(format_block(item, style=style))
    return "\n\n".join(blocks)

"""The video answer's shape (pure): each paragraph carries the video place it ends on, and the
answer lists the videos it cites, so a course player can seek to each paragraph's second.

A paragraph's ``video_citation`` is its last quote with a time (the paragraph "ends with a
timestamp link"): ``video_id`` (YouTube's id where the URL is YouTube's, else the source's
id), ``timestamp`` (seconds where the quoted words start), ``formatted_time``,
``youtube_link`` (the watch URL at that second, only for a YouTube source), ``link`` (the deep
link whatever the host) and ``text_snippet`` (the quoted words)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from footnote.shared.ingestion.youtube import youtube_id


def paragraph_citation(paragraph: Mapping[str, Any], citations: Mapping[int, Mapping[str, Any]]) -> dict | None:
    """The paragraph's last quote that has a time, as the design's citation object; None when
    the paragraph cites no recording."""
    for sentence in reversed(paragraph.get("sentences") or ()):
        for cite in reversed(sentence.get("citations") or ()):
            quote = cite.get("quote") or {}
            if quote.get("timestamp_start") is None:
                continue
            full = citations.get(cite["number"], {})
            link = quote.get("url") or full.get("url")
            vid = youtube_id(link)
            return {
                "number": cite["number"],
                "video_id": vid or full.get("source_id"),
                "source_id": full.get("source_id"),
                "title": full.get("title"),
                "timestamp": quote["timestamp_start"],
                "formatted_time": quote.get("formatted_time"),
                "youtube_link": link if vid else None,
                "link": link,
                "text_snippet": quote.get("display") or quote.get("text"),
            }
    return None


def videos_referenced(paragraphs: Sequence[Mapping[str, Any]]) -> list[dict]:
    """Each video the paragraphs end on, once, in the order first cited."""
    seen: dict[str, dict] = {}
    for p in paragraphs:
        c = p.get("video_citation")
        if c and c["video_id"] not in seen:
            seen[c["video_id"]] = {"video_id": c["video_id"], "source_id": c["source_id"], "title": c["title"],
                                   "paragraphs": 0}
        if c:
            seen[c["video_id"]]["paragraphs"] += 1
    return list(seen.values())

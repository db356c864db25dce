"""A YouTube video by its URL: its captions fetched and ingested as a timed transcript, cited at
the second like any caption file.

``youtube_id`` reads the video id from any YouTube URL (watch, youtu.be, embed, shorts, live).
``YouTubeCaptions`` (the real fetcher) asks YouTube through ``youtube-transcript-api`` for the
video's caption tracks and takes, in the configured languages, a track written by a person
first and the automatic one (speech recognition) only when there is none; title and channel
come from YouTube's oEmbed endpoint. Only YouTube's own host is ever called
(``settings.youtube_base_url``, which tests point at a local fake of the same endpoints), never
a host from the request, so a URL cannot make the service call a private address. Production
needs outbound HTTPS to www.youtube.com. ``load_youtube`` turns the captions into the
youtube-transcript-api JSON the transcript parser reads (caption corrections included), with
the watch URL, so citations deep-link with ``&t=``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import parse_qs, urlsplit

from footnote.shared.errors import IngestError

YOUTUBE = "https://www.youtube.com"
_HOSTS = ("youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com",
          "www.youtube-nocookie.com", "youtu.be")
_ID = re.compile(r"^[A-Za-z0-9_-]{11}$")


def youtube_id(url: str | None) -> str | None:
    """The 11-character video id of a YouTube URL, else None (another host, or no id)."""
    if not url:
        return None
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    host = (parts.hostname or "").lower()
    if parts.scheme not in ("http", "https") or host not in _HOSTS:
        return None
    if host == "youtu.be":
        candidate = parts.path.strip("/").split("/")[0]
    else:
        candidate = (parse_qs(parts.query).get("v") or [""])[0]
        segments = parts.path.strip("/").split("/")
        if not candidate and len(segments) >= 2 and segments[0] in ("embed", "shorts", "live", "v"):
            candidate = segments[1]
    return candidate if _ID.match(candidate or "") else None


def watch_url(video_id: str) -> str:
    return f"{YOUTUBE}/watch?v={video_id}"


@dataclass(frozen=True)
class Captions:
    video_id: str
    title: str | None
    channel: str | None
    language_code: str
    generated: bool  # YouTube's speech recognition, not a person's captions
    snippets: tuple[dict[str, Any], ...]  # {"text", "start", "duration"}


class CaptionFetcher(Protocol):
    def fetch(self, video_id: str) -> Captions: ...


class YouTubeCaptions:
    """The real fetcher: youtube-transcript-api over a requests session bound to ``base_url``."""

    def __init__(self, *, base_url: str = YOUTUBE, languages: Sequence[str] = ("en",), timeout_s: float = 20.0):
        self.base_url = base_url.rstrip("/")
        self.languages = tuple(languages)
        self.timeout_s = timeout_s

    def _session(self) -> Any:
        import requests
        from requests.adapters import HTTPAdapter

        base, timeout = self.base_url, self.timeout_s

        class _YouTubeOnly(HTTPAdapter):  # every request goes to base_url, with a timeout
            def send(self, request: Any, **kwargs: Any) -> Any:  # type: ignore[override]
                if base != YOUTUBE and request.url.startswith(YOUTUBE):
                    request.url = base + request.url[len(YOUTUBE):]
                kwargs["timeout"] = kwargs.get("timeout") or timeout
                return super().send(request, **kwargs)

        session = requests.Session()
        session.mount("https://", _YouTubeOnly())
        session.mount("http://", _YouTubeOnly())
        return session

    def fetch(self, video_id: str) -> Captions:
        import requests
        from youtube_transcript_api import YouTubeTranscriptApi
        from youtube_transcript_api._errors import (
            CouldNotRetrieveTranscript,
            NoTranscriptFound,
            TranscriptsDisabled,
            VideoUnavailable,
        )

        where = watch_url(video_id)
        session = self._session()
        try:
            listing = YouTubeTranscriptApi(http_client=session).list(video_id)
            try:
                track = listing.find_manually_created_transcript(self.languages)
            except NoTranscriptFound:
                track = listing.find_generated_transcript(self.languages)
            fetched = track.fetch()
        except (TranscriptsDisabled, NoTranscriptFound):
            raise IngestError(where, f"the video has no captions in {', '.join(self.languages)} (neither a person's "
                                     "nor automatic ones); upload its audio or video file to transcribe it") from None
        except VideoUnavailable:
            raise IngestError(where, "the video is unavailable (removed, private or a wrong id)") from None
        except CouldNotRetrieveTranscript as err:
            reason = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
            raise IngestError(where, f"YouTube did not give its captions ({type(err).__name__}: {reason[:200]})"
                              ) from None
        except requests.RequestException as err:
            raise IngestError(where, f"could not reach YouTube ({type(err).__name__}); the service needs outbound "
                                     "HTTPS to www.youtube.com -- or upload the captions file (.vtt/.srt)") from None
        title = channel = None
        try:
            meta = session.get(f"{YOUTUBE}/oembed", params={"url": where, "format": "json"}).json()
            title, channel = meta.get("title"), meta.get("author_name")
        except (requests.RequestException, ValueError, AttributeError):
            pass  # the captions are what matters; the title falls back to the video id
        snippets = tuple({"text": s.text, "start": s.start, "duration": s.duration} for s in fetched.snippets)
        return Captions(video_id, title, channel, fetched.language_code, fetched.is_generated, snippets)


def load_youtube(url: str, *, fetcher: CaptionFetcher, limits: Any, corrections: Any = None,
                 metadata: dict[str, Any] | None = None) -> list[Any]:
    """The video at ``url`` as loaded documents (``loader.LoadedDocument``), from its captions."""
    from footnote.shared.ingestion.loader import load_bytes

    video = youtube_id(url)
    if video is None:
        raise IngestError(url, "not a YouTube video URL (https://www.youtube.com/watch?v=... or https://youtu.be/...)")
    captions = fetcher.fetch(video)
    if not captions.snippets:
        raise IngestError(watch_url(video), "the video's captions are empty")
    meta = {"title": captions.title or f"YouTube video {video}", "author": captions.channel, "source_type": "video",
            **{k: v for k, v in (metadata or {}).items() if v}, "url": watch_url(video)}
    body = json.dumps(list(captions.snippets)).encode()
    return load_bytes(body, name=f"{video}.json", limits=limits, corrections=corrections,
                      metadata={k: v for k, v in meta.items() if v})


def fetcher_for(settings: Any) -> YouTubeCaptions:
    return YouTubeCaptions(base_url=settings.youtube_base_url, languages=tuple(settings.youtube_languages))

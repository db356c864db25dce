"""A YouTube video by URL, through the real youtube-transcript-api against a local fake of
YouTube's caption endpoints: a person's captions before automatic ones, corrections applied,
clear errors, no call to any host but YouTube's, and citations at the second."""

from __future__ import annotations

import socket

import pytest

from footnote.shared.errors import IngestError
from footnote.shared.ingestion.corrections import load_corrections
from footnote.shared.ingestion.loader import IngestLimits
from footnote.shared.ingestion.pipeline import ingest_documents
from footnote.shared.ingestion.youtube import YouTubeCaptions, load_youtube
from footnote.shared.retrieval.search import search
from footnote.shared.retrieval.types import SearchFilters
from tests.support.fake_youtube import AUTO, MANUAL, NOCAPS, _Handler, fake_youtube

pytestmark = pytest.mark.integration


def _load(base: str, url: str, settings):  # type: ignore[no-untyped-def]
    return load_youtube(url, fetcher=YouTubeCaptions(base_url=base), limits=IngestLimits.from_settings(settings),
                        corrections=load_corrections(None))


def test_a_persons_captions_come_first_and_automatic_ones_are_corrected(runtime) -> None:  # type: ignore[no-untyped-def]
    with fake_youtube() as base:
        [manual] = _load(base, f"https://youtu.be/{MANUAL}?t=3", runtime.settings)
        [auto] = _load(base, f"https://www.youtube.com/watch?v={AUTO}&list=x", runtime.settings)
    doc = manual.document
    assert (doc.title, doc.author, doc.url, doc.source_type) == (
        "Rubato in Chopin", "Piano Masterclass Channel", f"https://www.youtube.com/watch?v={MANUAL}", "video")
    assert "Rubato steals time in one place" in doc.text and "automatic words" not in doc.text
    assert [b.timestamp_start for b in doc.blocks][:3] == [0.0, 4.0, 9.5]
    text = auto.document.text  # only automatic captions: used, with the piano corrections
    assert "legato touch" in text and "staccato light" in text and "Chopin nocturne" in text
    assert "legate o" not in text and "stock otto" not in text


def test_no_captions_an_unavailable_video_and_other_hosts_are_clear_errors(runtime) -> None:  # type: ignore[no-untyped-def]
    with fake_youtube() as base:
        with pytest.raises(IngestError, match="no captions in en"):
            _load(base, f"https://www.youtube.com/watch?v={NOCAPS}", runtime.settings)
        with pytest.raises(IngestError, match="unavailable"):
            _load(base, "https://www.youtube.com/watch?v=zzzzzzzzzzz", runtime.settings)
        _Handler.seen.clear()
        for url in ("http://169.254.169.254/latest/meta-data", "https://example.org/watch?v=abcdefghijk",
                    "file:///etc/passwd"):
            with pytest.raises(IngestError, match="not a YouTube video URL"):
                _load(base, url, runtime.settings)
        assert _Handler.seen == []  # nothing was asked of anyone
    with socket.socket() as s:  # a port nobody listens on: YouTube unreachable
        s.bind(("127.0.0.1", 0))
        closed = f"http://127.0.0.1:{s.getsockname()[1]}"
    with pytest.raises(IngestError, match="could not reach YouTube"):
        _load(closed, f"https://www.youtube.com/watch?v={MANUAL}", runtime.settings)


def test_a_video_by_url_is_cited_at_the_second(runtime, tenant: str) -> None:  # type: ignore[no-untyped-def]
    with fake_youtube() as base:
        docs = _load(base, f"https://www.youtube.com/watch?v={MANUAL}", runtime.settings)
    with runtime.session() as s:
        ingest_documents(session=s, tenant_id=tenant, documents=docs, embedder=runtime.embedder,
                         settings=runtime.settings)
        hits = search(session=s, tenant_id=tenant, query="rubato steals time", k=3, filters=SearchFilters(),
                      settings=runtime.settings, embedder=runtime.embedder).hits
    assert hits and hits[0].url == f"https://www.youtube.com/watch?v={MANUAL}" and hits[0].timestamp_start is not None

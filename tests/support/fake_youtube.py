"""A local fake of the YouTube endpoints youtube-transcript-api and oEmbed use (the watch
page, the player API, the caption track, oEmbed), for tests: the real site cannot be reached
from these machines. Videos: ``MANUAL`` has a person's English captions and automatic ones
(which differ), ``AUTO`` only automatic ones, ``NOCAPS`` none, anything else is unavailable."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit
from xml.sax.saxutils import escape

MANUAL, AUTO, NOCAPS = "mAnUaLcaps1", "aUtOcaptns2", "nOcAptions3"
TRACKS = {
    (MANUAL, "manual"): [(0.0, 4.0, "Welcome to this masterclass on rubato."),
                         (4.0, 5.5, "Rubato steals time in one place and gives it back in the next."),
                         (9.5, 4.0, "Chopin asked for a steady left hand while the melody sings freely.")],
    (MANUAL, "asr"): [(0.0, 4.0, "welcome to this master class on rue bato"),
                      (4.0, 5.5, "automatic words that must not be used")],
    (AUTO, "asr"): [(0.0, 3.0, "today the legate o touch"), (3.0, 4.0, "keep the stock otto light and short"),
                    (7.0, 4.0, "the shopping nocturne needs a singing tone")],
}
TITLES = {MANUAL: ("Rubato in Chopin", "Piano Masterclass Channel"), AUTO: ("Touch", "Studio Channel"),
          NOCAPS: ("Silent film", "Film Channel")}


class _Handler(BaseHTTPRequestHandler):
    base = ""
    seen: list[str] = []

    def log_message(self, *args: object) -> None:  # quiet
        pass

    def _send(self, status: int, body: str, kind: str) -> None:
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:  # noqa: N802
        url = urlsplit(self.path)
        q = {k: v[0] for k, v in parse_qs(url.query).items()}
        self.seen.append(url.path)
        if url.path == "/watch":
            self._send(200, '<html><script>var ytcfg = {"INNERTUBE_API_KEY": "fakeKey123"};</script></html>',
                       "text/html")
        elif url.path == "/api/timedtext":
            cues = TRACKS.get((q.get("v", ""), q.get("kind", "manual")), [])
            xml = "".join(f'<text start="{s}" dur="{d}">{escape(t)}</text>' for s, d, t in cues)
            self._send(200, f'<?xml version="1.0" encoding="utf-8" ?><transcript>{xml}</transcript>', "text/xml")
        elif url.path == "/oembed":
            video = parse_qs(urlsplit(q.get("url", "")).query).get("v", [""])[0]
            title, channel = TITLES.get(video, ("?", "?"))
            self._send(200, json.dumps({"title": title, "author_name": channel}), "application/json")
        else:
            self._send(404, "not found", "text/plain")

    def do_POST(self) -> None:  # noqa: N802
        url = urlsplit(self.path)
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)) or b"{}")
        self.seen.append(url.path)
        if url.path != "/youtubei/v1/player" or parse_qs(url.query).get("key") != ["fakeKey123"]:
            self._send(404, "not found", "text/plain")
            return
        video = body.get("videoId", "")
        if video not in TITLES:
            reply: dict = {"playabilityStatus": {"status": "ERROR", "reason": "This video is unavailable"}}
        elif video == NOCAPS:
            reply = {"playabilityStatus": {"status": "OK"}}
        else:
            tracks = [{"baseUrl": f"https://www.youtube.com/api/timedtext?v={video}&lang=en&kind={kind}",
                       "name": {"runs": [{"text": "English" + (" (auto-generated)" if kind == "asr" else "")}]},
                       "languageCode": "en", "isTranslatable": False, **({"kind": "asr"} if kind == "asr" else {})}
                      for (v, kind) in TRACKS if v == video]
            reply = {"playabilityStatus": {"status": "OK"},
                     "captions": {"playerCaptionsTracklistRenderer": {"captionTracks": tracks}}}
        self._send(200, json.dumps(reply), "application/json")


@contextmanager
def fake_youtube() -> Iterator[str]:
    """A running fake; yields its base URL (``settings.youtube_base_url``)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)

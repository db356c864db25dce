"""A webhook receiver that verifies Footnote's signatures with the Standard Webhooks library::

    pip install standardwebhooks
    FOOTNOTE_WEBHOOK_SECRET=whsec_... python examples/client/webhook_receiver.py 8080

Submit jobs with ``"webhook_url": "https://<this host>:8080/footnote"``. It answers 204 to a
verified delivery (Footnote stops retrying), 400 to anything else, and skips a ``webhook-id``
it has already handled (retries repeat the id).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from standardwebhooks import Webhook
from standardwebhooks.webhooks import WebhookVerificationError


def make_server(secret: str, port: int, on_event: Callable[[dict], None]) -> ThreadingHTTPServer:
    verifier = Webhook(secret)
    seen: set[str] = set()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - the http.server API
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            try:
                event = verifier.verify(body, dict(self.headers.items()))
            except WebhookVerificationError:
                self.send_response(400)
                self.end_headers()
                return
            msg_id = self.headers["webhook-id"]
            if msg_id not in seen:
                seen.add(msg_id)
                on_event(event)
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    return ThreadingHTTPServer(("127.0.0.1", port), Handler)


def main() -> int:
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8080

    def show(event: dict) -> None:
        job = event["data"]
        print(json.dumps({"type": event["type"], "job": job["id"], "status": job["status"]}), flush=True)

    server = make_server(os.environ["FOOTNOTE_WEBHOOK_SECRET"], port, show)
    print(f"listening on 127.0.0.1:{port}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

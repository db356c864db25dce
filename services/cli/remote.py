"""The CLI as a client of a running Footnote service (``--api URL`` or ``FOOTNOTE_API_URL``):
no model to load and no database to open, so a question takes the service's time, not the
~8 s of importing and loading an embedding model in a fresh process."""

from __future__ import annotations

import time
from typing import Any

import click

from footnote.shared.errors import AuthError, FootnoteError, InputError, NotFound, TransientError, ValidationError

API_OPTION = click.option(
    "--api", "api_url", envvar="FOOTNOTE_API_URL", default=None,
    help="Use a running service at this URL instead of working in process (env FOOTNOTE_API_URL).",
)
KEY_OPTION = click.option(
    "--key", "api_key", envvar="FOOTNOTE_API_KEY", default=None,
    help="API key for --api (env FOOTNOTE_API_KEY); it decides the tenant.",
)
POLL_S = 0.2


def _client(url: str, key: str | None) -> Any:
    import httpx

    if not key:
        raise AuthError("--api needs an API key: --key fn_... or FOOTNOTE_API_KEY")
    return httpx.Client(base_url=url.rstrip("/"), headers={"Authorization": f"Bearer {key}"}, timeout=60)


def _raise_for(r: Any) -> None:
    if r.status_code < 400:
        return
    try:
        body = r.json()
        detail, field = body.get("detail") or body.get("error", {}).get("message"), body.get("field")
    except ValueError:
        detail, field = r.text[:300], None
    if r.status_code == 422 and field:
        raise ValidationError(field, str(detail).split(": ", 1)[-1])
    kinds = {401: AuthError, 403: AuthError, 404: NotFound, 429: TransientError, 503: TransientError}
    raise kinds.get(r.status_code, InputError)(f"the service answered {r.status_code}: {detail}")


def run_job(url: str, key: str | None, kind: str, payload: dict, *, timeout_s: float = 300.0) -> dict:
    """Submit a job to the service and wait for its result (``FootnoteError`` when it failed)."""
    import httpx

    try:
        with _client(url, key) as client:
            r = client.post("/v1/jobs", json={"kind": kind, "input": payload})
            _raise_for(r)
            job = r.json()
            deadline = time.monotonic() + timeout_s
            while job["status"] in ("queued", "running"):
                if time.monotonic() > deadline:
                    raise TransientError(f"job {job['id']} still {job['status']} after {timeout_s:.0f} s")
                time.sleep(POLL_S)
                r = client.get(f"/v1/jobs/{job['id']}")
                _raise_for(r)
                job = r.json()
    except httpx.HTTPError as err:
        raise TransientError(f"cannot reach the service at {url}: {err}") from None
    if job["status"] != "succeeded":
        raise FootnoteError(f"job {job['id']} {job['status']}: {job.get('failure_reason')}")
    return job["result"]


def search(url: str, key: str | None, body: dict) -> dict:
    import httpx

    try:
        with _client(url, key) as client:
            r = client.post("/v1/search", json=body)
            _raise_for(r)
            return r.json()
    except httpx.HTTPError as err:
        raise TransientError(f"cannot reach the service at {url}: {err}") from None

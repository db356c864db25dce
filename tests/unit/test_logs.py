"""Log lines carry the request, job and tenant they belong to; the level is a setting."""

import io
import json
import logging

import pytest

from footnote.shared import logs


@pytest.fixture()
def captured():
    stream = io.StringIO()
    handler = logs.configure("INFO", json_lines=True, stream=stream)
    yield stream
    logging.getLogger().removeHandler(handler)


def lines(stream):
    return [json.loads(x) for x in stream.getvalue().splitlines()]


def test_json_lines_carry_the_bound_ids(captured):
    with logs.bound(job_id="j1", tenant_id="school-a"):
        logging.getLogger("footnote.test").info("claimed %s", "j1")
    logging.getLogger("footnote.test").warning("outside")
    inside, outside = lines(captured)
    assert inside["message"] == "claimed j1" and inside["level"] == "INFO" and inside["logger"] == "footnote.test"
    assert (inside["job_id"], inside["tenant_id"]) == ("j1", "school-a")
    assert outside["job_id"] is None and outside["tenant_id"] is None


def test_the_level_is_honoured_and_a_bad_one_is_named():
    from footnote.shared.errors import ConfigError

    stream = io.StringIO()
    handler = logs.configure("warning", json_lines=False, stream=stream)
    try:
        logging.getLogger("footnote.test").info("hidden")
        logging.getLogger("footnote.test").warning("shown")
        assert stream.getvalue() == "WARNING footnote.test: shown\n"
    finally:
        logging.getLogger().removeHandler(handler)
    with pytest.raises(ConfigError, match="FOOTNOTE_LOG_LEVEL='loud'"):
        logs.configure("loud")


def test_every_api_request_has_an_id_echoed_and_logged(captured):
    from footnote.services.api.app import create_app
    from footnote.shared.config import Settings

    client = create_app(Settings(embedding_model="fake-hashing-64")).test_client()
    r = client.get("/healthz", headers={"X-Request-Id": "abc-123"})
    assert r.headers["X-Request-Id"] == "abc-123"
    assert len(client.get("/healthz").headers["X-Request-Id"]) == 32  # generated when not given
    assert len(client.get("/healthz", headers={"X-Request-Id": "bad id <x>"}).headers["X-Request-Id"]) == 32
    access = [x for x in lines(captured) if x["logger"] == "footnote.access"]
    assert access[0]["request_id"] == "abc-123" and access[0]["status"] == 200 and access[0]["path"] == "/healthz"

"""``footnote ask|search|feedback --api URL``: the CLI as a client of a running service."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

pytestmark = pytest.mark.integration


def _run(command, args):
    from footnote.services.cli.common import CliState
    from footnote.shared.config import Settings

    return CliRunner().invoke(command, args, obj=CliState(Settings(embedding_model="fake-hashing-64")))


def test_ask_and_search_through_a_running_service(service):
    from footnote.services.cli.feedback import ask
    from footnote.services.cli.search import search

    key = service.alpha.client.headers["Authorization"].split()[1]
    api = ["--api", service.stack.base_url, "--key", key]
    out = _run(ask, ["How should I practise legato?", *api, "--json"])
    assert out.exit_code == 0, out.output
    result = json.loads(out.stdout)
    assert result["kind"] == "question" and result["citations"]
    hits = _run(search, ["legato", *api, "--k", "2"])
    assert hits.exit_code == 0 and hits.stdout.startswith("[1] "), hits.output


def test_a_bad_key_or_field_is_one_line_from_the_service(service):
    from footnote.services.cli.feedback import ask

    bad = _run(ask, ["Why?", "--api", service.stack.base_url, "--key", "fn_nope_nope"])
    assert bad.exit_code == 2 and "401" in bad.output and "Traceback" not in bad.output
    key = service.alpha.client.headers["Authorization"].split()[1]
    blank = _run(ask, ["   ", "--api", service.stack.base_url, "--key", key])
    assert blank.exit_code == 2 and "question" in blank.output and "blank" in blank.output
    nokey = _run(ask, ["Why?", "--api", service.stack.base_url], )
    assert nokey.exit_code == 2 and "--key" in nokey.output

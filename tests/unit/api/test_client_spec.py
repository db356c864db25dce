"""The shipped client (``clients/python``) was generated from the document the API serves now."""

import json
from pathlib import Path

from footnote.services.api.openapi import document

SPEC = Path(__file__).resolve().parents[3] / "clients" / "openapi.json"


def test_the_client_spec_matches_the_served_document():
    assert json.loads(SPEC.read_text()) == json.loads(json.dumps(document())), (
        "the API's OpenAPI document changed: run scripts/generate_client.sh and commit clients/"
    )

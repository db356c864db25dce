"""The app factory and the handlers that need no database (nothing connects here)."""

import json

from footnote.services.api.app import create_app
from footnote.services.api.openapi import document
from footnote.shared.config import Settings


def app(**overrides):
    return create_app(Settings(embedding_model="fake-hashing-64", **overrides))


def test_factory_connects_to_nothing_and_health_answers():
    client = app().test_client()
    assert client.get("/healthz").json == {"status": "ok"}


def test_missing_key_is_401_json():
    r = app().test_client().get("/v1/jobs")
    assert r.status_code == 401
    assert r.json["error"]["code"] == "unauthorized"
    assert r.headers["WWW-Authenticate"].startswith("Bearer")


def test_oversized_body_is_413_before_anything_else():
    r = app(max_request_bytes=100).test_client().post(
        "/v1/jobs", data=json.dumps({"kind": "question", "input": {"question": "x" * 500}}),
        content_type="application/json",
    )
    assert r.status_code == 413 and r.json["error"]["code"] == "too_large"


def test_unknown_route_and_method_are_json_4xx():
    client = app().test_client()
    assert client.get("/v1/nope").status_code == 404
    r = client.put("/v1/jobs")
    assert r.status_code == 405 and r.json["error"]["code"] == "method_not_allowed"


def test_openapi_refs_all_resolve():
    doc = document()
    schemas = doc["components"]["schemas"]
    refs: list[str] = []

    def walk(node):
        if isinstance(node, dict):
            if "$ref" in node:
                refs.append(node["$ref"])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(doc)
    assert refs
    for ref in refs:
        assert ref.startswith("#/components/schemas/") and ref.rsplit("/", 1)[1] in schemas
    assert {"/v1/jobs", "/v1/jobs/{job_id}", "/v1/sources", "/v1/sources/{source_id}", "/v1/search",
            "/healthz", "/readyz", "/metrics"} <= set(doc["paths"])
    served = app().test_client().get("/v1/openapi.json").json
    assert served == json.loads(json.dumps(doc))


def test_strings_postgres_cannot_store_are_refused_naming_the_field():
    import pytest

    from footnote.services.api.routes import check_storable
    from footnote.shared.errors import ValidationError

    check_storable({"a": ["fine", {"b": "ok"}]})
    for value, field in [({"text": "a\x00b"}, "text"), ({"input": {"q": ["x", "\ud800"]}}, "input.q[1]")]:
        with pytest.raises(ValidationError) as info:
            check_storable(value)
        assert info.value.field == field


def test_nul_in_url_is_400_not_500():
    r = app().test_client().get("/v1/jobs/abc%00def")
    assert r.status_code == 400


def test_an_unreachable_database_is_503_with_retry_after_not_500():
    from sqlalchemy.exc import OperationalError, ProgrammingError

    a = app()

    @a.get("/boom/<kind>")
    def boom(kind):  # type: ignore[no-untyped-def]
        if kind == "down":
            raise OperationalError("SELECT 1", {}, Exception("server closed the connection unexpectedly"))
        raise ProgrammingError("SELECT nope", {}, Exception("syntax error"))

    client = a.test_client()
    r = client.get("/boom/down")
    assert r.status_code == 503 and r.json["error"]["code"] == "unavailable" and r.headers["Retry-After"]
    assert client.get("/boom/bug").status_code == 500  # a bug in our SQL stays a (logged) 500


def test_json_depth_counts_nesting_outside_strings():
    from footnote.services.api.routes import json_depth

    assert json_depth(b'{"a": [1, {"b": 2}]}') == 3
    assert json_depth(b'{"a": "[[[[{{{{ \\" [["}') == 1
    assert json_depth(b"[" * 5000 + b"]" * 5000) == 5000  # no recursion, however deep


def test_only_json_media_types_are_read_as_json():
    from footnote.services.api.routes import is_json_type

    assert is_json_type("application/json") and is_json_type("application/merge-patch+json")
    assert not is_json_type("text/plain") and not is_json_type("")


def test_a_405_is_a_problem_with_allow():
    r = app().test_client().put("/v1/jobs")
    assert r.status_code == 405 and r.mimetype == "application/problem+json"
    assert {"GET", "POST"} <= set(r.headers["Allow"].split(", "))
    assert r.json["status"] == 405 and r.json["code"] == "method_not_allowed"


def test_metrics_can_require_a_token():
    r = app(metrics_token="scrape-secret").test_client().get("/metrics")
    assert r.status_code == 401 and "FOOTNOTE_METRICS_TOKEN" in r.json["detail"]
    r = app(metrics_token="scrape-secret").test_client().get("/metrics", headers={"Authorization": "Bearer nope"})
    assert r.status_code == 401

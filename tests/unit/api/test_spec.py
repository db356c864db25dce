"""The OpenAPI document is generated (spectree) from the routes the app serves and the models
they declare with ``@documented``; nothing served is left out of it."""

import re

from flask import Blueprint, Flask
from pydantic import BaseModel

from footnote.services.api.app import create_app
from footnote.services.api.openapi import complete, document
from footnote.services.api.spec import documented, make_spec
from footnote.shared.config import Settings


def test_every_served_route_and_method_is_in_the_document():
    app = create_app(Settings(embedding_model="fake-hashing-64"))
    paths = document()["paths"]
    served = set()
    for rule in app.url_map.iter_rules():
        if rule.endpoint in ("static", "openapi") or rule.endpoint.startswith("web."):
            continue  # the web app's pages are HTML for people, not the API
        path = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule)  # "<int:index>" is "{index}" in OpenAPI
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            served.add((path, method.lower()))
    documented_ops = {(p, m) for p, item in paths.items() for m in item}
    assert served == documented_ops
    assert len({op["operationId"] for item in paths.values() for op in item.values()}) == len(served)


def test_a_declared_route_becomes_an_operation_with_its_models_and_problems():
    class Thing(BaseModel):
        name: str

    class ThingMade(BaseModel):
        id: str

    spec = make_spec()  # its own instance: the app's document stays as it is
    bp = Blueprint("things", __name__)

    @bp.post("/v1/things/<thing_id>")
    @documented("makeThing", (201, ThingMade, "Made"), 404, 422, json=Thing, spec=spec)
    def make(thing_id: str):  # type: ignore[no-untyped-def]
        """Make a thing."""
        return {"id": thing_id}, 201

    app = Flask("probe")
    app.register_blueprint(bp)
    with app.app_context():
        op = complete(spec.spec)["paths"]["/v1/things/{thing_id}"]["post"]
    assert app.test_client().post("/v1/things/a1").json == {"id": "a1"}  # documenting changes nothing
    assert op["operationId"] == "makeThing" and op["summary"] == "Make a thing."
    assert op["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("/Thing")
    assert op["responses"]["201"]["content"]["application/json"]["schema"]["$ref"].endswith("/ThingMade")
    assert op["parameters"] == [{"name": "thing_id", "in": "path", "required": True,
                                 "schema": {"type": "string", "maxLength": 64}}]
    problems = {c for c, r in op["responses"].items() if "application/problem+json" in r.get("content", {})}
    assert problems == {"400", "401", "403", "404", "415", "422", "429", "503"}
    assert op["responses"]["503"]["headers"]["Retry-After"]["schema"] == {"type": "integer"}

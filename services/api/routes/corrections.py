"""``/v1/corrections``: a tenant's own caption corrections ("heard" -> "meant"), added to the
packaged dictionary when its recordings and YouTube captions are ingested from now on."""

from __future__ import annotations

from flask import Blueprint

from footnote.services.api.app import ctx
from footnote.services.api.auth import require_tenant
from footnote.services.api.routes import read_json
from footnote.services.api.schemas import Corrections
from footnote.services.api.spec import documented
from footnote.shared.ingestion import tenant_corrections
from footnote.shared.ingestion.corrections import load_corrections
from footnote.shared.ingestion.tenant_corrections import CorrectionsInput

bp = Blueprint("corrections", __name__)


def _body(own: dict[str, str]) -> dict:
    return {"corrections": own, "packaged": len(load_corrections(ctx().settings.term_corrections_file).mapping)}


@bp.get("/v1/corrections")
@documented("getCorrections", (200, Corrections, "The tenant's own caption corrections"))
def get_corrections():  # type: ignore[no-untyped-def]
    """The tenant's own caption corrections, and how many the packaged dictionary has."""
    tenant_id = require_tenant(ctx())
    with ctx().runtime.read_session() as s:
        return _body(tenant_corrections.load(session=s, tenant_id=tenant_id))


@bp.put("/v1/corrections")
@documented("putCorrections", (200, Corrections, "Replaced; used by every transcript ingested from now on"), 422,
            json=CorrectionsInput)
def put_corrections():  # type: ignore[no-untyped-def]
    """Replace the tenant's caption corrections (a transcript already ingested keeps its text)."""
    tenant_id = require_tenant(ctx())
    body = read_json(CorrectionsInput, stored=False)  # unstorable characters become U+FFFD
    with ctx().runtime.session() as s:
        return _body(tenant_corrections.replace_all(session=s, tenant_id=tenant_id, mapping=body.corrections))

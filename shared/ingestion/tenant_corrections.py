"""A tenant's own caption corrections: what speech recognition (or YouTube's automatic captions)
hears wrong in *their* recordings -- a teacher's name, a piece, a term of their course -- on top
of the packaged dictionary (``corrections.py``). A tenant's entry wins over a packaged one for
the same phrase. Stored in ``tenant_corrections`` (migration 0015); applied to transcripts
ingested afterwards (a transcript already ingested keeps its text until it is ingested again).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated

from pydantic import Field, WithJsonSchema
from sqlalchemy import text
from sqlalchemy.orm import Session

from footnote.shared.db.tenants import ensure_tenant
from footnote.shared.errors import ValidationError
from footnote.shared.ingestion.corrections import TermCorrections
from footnote.shared.jobs.payload import Payload
from footnote.shared.jobs.payload import text as text_type

MAX_ENTRIES = 500
MAX_PHRASE_CHARS = 100
# what a database cannot keep (NUL, a lone surrogate) becomes U+FFFD on the way in (the API reads
# the body with stored=False), so the schema states only length and "not blank"
Phrase = text_type(MAX_PHRASE_CHARS, storable=False)


_PHRASE_SCHEMA = {"type": "string", "minLength": 1, "maxLength": MAX_PHRASE_CHARS, "pattern": r"\S"}
# stated by hand: pydantic writes a constrained key type as patternProperties, which leaves a
# key that does not match it (a lone "\f") free to hold anything
_SCHEMA = WithJsonSchema({"type": "object", "maxProperties": MAX_ENTRIES, "propertyNames": _PHRASE_SCHEMA,
                          "additionalProperties": _PHRASE_SCHEMA})


class CorrectionsInput(Payload):
    """The tenant's whole set of caption corrections, {"heard": "meant"}; {} removes them all."""

    corrections: Annotated[dict[Phrase, Phrase], _SCHEMA] = Field(max_length=MAX_ENTRIES)  # type: ignore[valid-type]


# whitespace as JSON Schema's \s and pydantic's both read it (Python's str.split() also splits on
# the control characters \x1c-\x1f, which the schema lets a phrase be made of)
_WHITESPACE = re.compile("[\t\n\v\f\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+")


def _collapse(phrase: str) -> str:
    return _WHITESPACE.sub(" ", phrase).strip(" ")


def normalized(mapping: Mapping[str, str]) -> dict[str, str]:
    """The entries as stored (pure): whitespace inside a phrase collapsed; phrases match whatever
    their case, so of two that differ only in case or spacing the later one is kept.
    ValidationError for a blank or overlong phrase or too many entries."""
    if len(mapping) > MAX_ENTRIES:
        raise ValidationError("corrections", f"at most {MAX_ENTRIES} entries ({len(mapping)} given)")
    out: dict[str, str] = {}
    for heard, meant in mapping.items():
        key, value = _collapse(heard), _collapse(meant)
        if not key or not value:
            raise ValidationError("corrections", "a phrase is blank")
        if len(key) > MAX_PHRASE_CHARS or len(value) > MAX_PHRASE_CHARS:
            raise ValidationError(f"corrections.{key[:40]}", f"phrases are at most {MAX_PHRASE_CHARS} characters")
        for seen in [k for k in out if k.lower() == key.lower()]:
            del out[seen]
        out[key] = value
    return out


def merged(base: TermCorrections, own: Mapping[str, str]) -> TermCorrections:
    """The packaged dictionary with the tenant's entries added; theirs win for a phrase both have."""
    if not own:
        return base
    lowered = {k.lower() for k in own}
    return TermCorrections({**{k: v for k, v in base.mapping.items() if k.lower() not in lowered}, **own})


def load(*, session: Session, tenant_id: str) -> dict[str, str]:
    rows = session.execute(
        text("SELECT heard, meant FROM tenant_corrections WHERE tenant_id = :t ORDER BY heard"), {"t": tenant_id}
    ).all()
    return {r.heard: r.meant for r in rows}


def replace_all(*, session: Session, tenant_id: str, mapping: Mapping[str, str]) -> dict[str, str]:
    """Make ``mapping`` the tenant's whole set (validated first: nothing changes on a bad entry)."""
    entries = normalized(mapping)
    ensure_tenant(session=session, tenant_id=tenant_id)
    session.execute(text("DELETE FROM tenant_corrections WHERE tenant_id = :t"), {"t": tenant_id})
    if entries:
        session.execute(
            text("INSERT INTO tenant_corrections (tenant_id, heard, meant) VALUES (:t, :h, :m)"),
            [{"t": tenant_id, "h": h, "m": m} for h, m in entries.items()],
        )
    return dict(sorted(entries.items()))

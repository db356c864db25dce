"""Text search configuration ``footnote_english``: Postgres' ``english`` without the whole-hyphenated-word
token types, so "x-ray" is indexed as "x" and "ray" only, as Lucene's standard tokenizer and bm25s
index it. ``english`` also adds the compound ("x-ray") as a third lexeme, which lengthens every
chunk that has one and gives compounds a df of their own; on the MED collection that put keyword
search 0.0115 nDCG@10 behind bm25s, 0.0045 with the parts only (benchmarks/retrieval_quality.md).

A chunk's BM25 length (``doc_len``) now counts its title and tag tokens as well as its text, as
bm25s counts a BEIR document's title and body (shared/retrieval/bm25_stats.py).

Every store is re-tokenized here: tsvectors, lengths and BM25 statistics are recomputed from the
stored chunk text (no re-embedding). One indexed with ``english`` (the previous default) moves to
``footnote_english`` and ``index_meta`` records it; a deployment that sets
``FOOTNOTE_TEXT_SEARCH_CONFIG=english`` explicitly is then told to reindex by the usual mismatch
check.

Revision ID: 0009
"""

from __future__ import annotations

from alembic import op
from sqlalchemy import text
from sqlalchemy.orm import Session

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

CONFIG = "footnote_english"


def upgrade() -> None:
    from footnote.shared.db.tenants import bump_corpus_version
    from footnote.shared.ingestion.reindex import retokenize_tenant

    bind = op.get_bind()
    exists = bind.execute(text("SELECT 1 FROM pg_ts_config WHERE cfgname = :c"), {"c": CONFIG}).first()
    if not exists:
        bind.execute(text(f"CREATE TEXT SEARCH CONFIGURATION {CONFIG} (COPY = english)"))
        bind.execute(text(
            f"ALTER TEXT SEARCH CONFIGURATION {CONFIG} DROP MAPPING IF EXISTS FOR asciihword, hword, numhword"
        ))
    stored = bind.execute(text("SELECT text_search_config FROM index_meta WHERE id = 1")).scalar()
    if stored is None:
        return  # nothing indexed yet
    # every store: doc_len now counts title and tag tokens too; an english one also moves to CONFIG
    config = CONFIG if stored == "english" else stored
    session = Session(bind=bind)
    for (tenant,) in session.execute(text("SELECT DISTINCT tenant_id FROM chunks ORDER BY 1")).all():
        retokenize_tenant(session=session, tenant_id=tenant, ts_config=config)
        bump_corpus_version(session=session, tenant_id=tenant)
    session.execute(text("UPDATE index_meta SET text_search_config = :c WHERE id = 1"), {"c": config})
    session.flush()


def downgrade() -> None:
    bind = op.get_bind()
    stored = bind.execute(text("SELECT text_search_config FROM index_meta WHERE id = 1")).scalar()
    if stored == CONFIG:
        from footnote.shared.ingestion.reindex import retokenize_tenant

        session = Session(bind=bind)
        for (tenant,) in session.execute(text("SELECT DISTINCT tenant_id FROM chunks ORDER BY 1")).all():
            retokenize_tenant(session=session, tenant_id=tenant, ts_config="english")
        session.execute(text("UPDATE index_meta SET text_search_config = 'english' WHERE id = 1"))
        session.flush()
    bind.execute(text(f"DROP TEXT SEARCH CONFIGURATION IF EXISTS {CONFIG}"))

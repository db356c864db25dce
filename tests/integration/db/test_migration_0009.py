"""Migration 0009: a store indexed with ``english`` is re-tokenized with ``footnote_english``
(hyphenated words as their parts only) and keeps answering keyword queries."""

from __future__ import annotations

from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import text

from footnote.shared.db.migrate import alembic_config, upgrade
from footnote.shared.ingestion.corrections import load_corrections
from footnote.shared.ingestion.loader import IngestLimits, load_bytes
from footnote.shared.ingestion.pipeline import ingest_documents
from footnote.shared.retrieval.keyword import keyword_search
from footnote.shared.retrieval.types import SearchFilters
from footnote.shared.runtime import open_runtime
from footnote.shared.store import stop_embedded
from tests.conftest import make_settings

pytestmark = pytest.mark.integration

TEXT = "An x-ray of the wrist shows the break. Each ray of light bends.\n\nThe x-ray was repeated."
TERMS = "SELECT DISTINCT term FROM bm25_terms WHERE tenant_id = 'a' AND term IN ('x-ray', 'x', 'ray') ORDER BY term"


def test_an_english_store_is_retokenized_without_hyphenated_compounds(tmp_path: Path) -> None:
    settings = make_settings(tmp_path / "home", embedding_model="fake-hashing-64", text_search_config="english")
    rt = open_runtime(settings, redis=False)
    try:
        docs = load_bytes(TEXT.encode(), name="x.txt", limits=IngestLimits.from_settings(settings),
                          corrections=load_corrections(None))
        with rt.session() as s:
            ingest_documents(session=s, tenant_id="a", documents=docs, embedder=rt.embedder, settings=settings)
        with rt.session() as s:  # as a store built before 0009 looks
            assert s.execute(text(TERMS)).scalars().all() == ["ray", "x", "x-ray"]
            before = s.execute(text("SELECT sum(doc_len) FROM chunks WHERE tenant_id = 'a'")).scalar()
            count_titles = s.execute(text(
                "SELECT sum((SELECT count(*) FROM unnest(tsv) u CROSS JOIN LATERAL unnest(u.weights) w WHERE w = 'A')) "
                "FROM chunks WHERE tenant_id = 'a'")).scalar()
        cfg = alembic_config()
        with rt.engine.begin() as conn:
            cfg.attributes["connection"] = conn
            command.downgrade(cfg, "0008")
        upgrade(rt.engine)
        with rt.session() as s:
            assert s.execute(text("SELECT text_search_config FROM index_meta")).scalar() == "footnote_english"
            assert s.execute(text(TERMS)).scalars().all() == ["ray", "x"]
            after = s.execute(text("SELECT sum(doc_len) FROM chunks WHERE tenant_id = 'a'")).scalar()
            found = keyword_search(session=s, tenant_id="a", query="x-ray", limit=5, filters=SearchFilters(),
                                   k1=1.2, b=0.75, config="footnote_english")
            compound = s.execute(text("SELECT count(*) FROM chunks, unnest(tsv) u WHERE u.lexeme = 'x-ray'")).scalar()
            stale = s.execute(text(
                "SELECT count(*) FROM chunks WHERE doc_len <> (SELECT coalesce(sum(array_length(positions, 1)), 0) "
                "FROM unnest(tsv))"
            )).scalar()
        # one position fewer for each "x-ray"; the title's ("x.txt") now counted
        assert after < before + count_titles and stale == 0
        assert found and compound == 0
    finally:
        rt.close()
        stop_embedded(tmp_path / "home")

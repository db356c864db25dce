"""Model changes need `footnote reindex`; configured URLs are used as external servers."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from footnote.shared.embeddings.fake import HashingEmbedder
from footnote.shared.errors import ReindexRequired
from footnote.shared.ingestion.corrections import load_corrections
from footnote.shared.ingestion.loader import IngestLimits, load_bytes
from footnote.shared.ingestion.pipeline import ingest_documents
from footnote.shared.ingestion.reindex import reindex
from footnote.shared.retrieval.keyword import keyword_search
from footnote.shared.retrieval.types import SearchFilters
from footnote.shared.runtime import open_runtime
from footnote.shared.store import stop_embedded
from tests.conftest import make_settings

pytestmark = pytest.mark.integration

TEXT = "The damper pedal is changed after the harmony sounds. Legato joins tones.\n\nRubato breathes."


def test_reindex_switches_dimension_for_every_tenant(tmp_path: Path) -> None:
    settings = make_settings(tmp_path / "home", embedding_model="fake-hashing-64")
    rt = open_runtime(settings, redis=False)
    try:
        docs = load_bytes(TEXT.encode(), name="n.txt", limits=IngestLimits.from_settings(settings),
                          corrections=load_corrections(None))
        for tenant in ("a", "b"):
            with rt.session() as s:
                ingest_documents(session=s, tenant_id=tenant, documents=docs, embedder=rt.embedder, settings=settings)
        new = HashingEmbedder(32)
        with pytest.raises(ReindexRequired, match="from 64 to 32"), rt.session() as s:
            ingest_documents(session=s, tenant_id="a", documents=docs, embedder=new, settings=settings)
        with rt.session() as s:
            result = reindex(session=s, tenant_id="a", embedder=new, settings=settings)
        assert result["tenants"] == ["a", "b"] and "64 to 32" in result["reason"]
        with rt.session() as s:
            dims = s.execute(text("SELECT DISTINCT vector_dims(embedding) FROM chunks")).scalars().all()
            nulls = s.execute(text("SELECT count(*) FROM chunks WHERE embedding IS NULL")).scalar()
            meta = s.execute(text("SELECT model_id, dimension FROM index_meta")).one()
        assert dims == [32] and nulls == 0 and tuple(meta) == ("fake-hashing-32", 32)
        with rt.session() as s:  # keyword side rebuilt (terms and postings), HNSW rebuilt over the new vectors
            for tenant in ("a", "b"):
                found = keyword_search(session=s, tenant_id=tenant, query="damper pedal", limit=5,
                                       filters=SearchFilters(), k1=1.2, b=0.75)
                assert found, tenant
            assert s.execute(text("SELECT to_regclass('ix_chunks_embedding_hnsw')")).scalar() is not None
            orphans = s.execute(text(
                "SELECT count(*) FROM bm25_postings p LEFT JOIN bm25_terms t ON t.id = p.term_id WHERE t.id IS NULL"
            )).scalar()
            assert orphans == 0
        with rt.session() as s:  # the new model now ingests without complaint
            ingest_documents(session=s, tenant_id="a", documents=docs, embedder=new, settings=settings)
    finally:
        rt.close()
        stop_embedded(tmp_path / "home")


def test_configured_database_url_is_used_as_an_external_server(runtime, tenant: str) -> None:  # type: ignore[no-untyped-def]
    external = make_settings(
        Path("/nonexistent-footnote-home"),
        database_url=runtime.urls.database_url,
        redis_url=runtime.urls.redis_url,
        embedding_model="fake-hashing-64",
    )
    rt = open_runtime(external, redis=True, migrate=True)
    try:
        assert not rt.urls.embedded_database and not rt.urls.embedded_redis
        assert not Path("/nonexistent-footnote-home").exists()
        with rt.session() as s:
            assert s.execute(text("SELECT version_num FROM alembic_version")).scalar()
        assert rt.redis.ping()
    finally:
        rt.close()

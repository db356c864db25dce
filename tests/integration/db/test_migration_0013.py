"""Migration 0013: a PDF source keeps its words' boxes by page and its original file; search
hits carry the boxes of their words, only the source's own tenant reads them, and both go
with the source; the migration goes down and up cleanly."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from sqlalchemy import text

from footnote.shared.db.migrate import upgrade
from footnote.shared.ingestion.loader import IngestLimits, load_bytes
from footnote.shared.ingestion.pages import has_file, load_file
from footnote.shared.ingestion.pipeline import delete_source, ingest_documents
from footnote.shared.retrieval.page_boxes import boxes_for
from footnote.shared.retrieval.search import search
from footnote.shared.retrieval.types import SearchFilters
from tests.integration.db.conftest import downgrade

pytestmark = pytest.mark.integration

SAMPLE = Path(__file__).resolve().parents[2] / "fixtures" / "sample.pdf"


def _words(s: str) -> list[str]:
    return re.findall(r"\w+", s.replace("\ufffe", "").casefold())


def test_pdf_word_boxes_reach_the_hits_stay_with_their_tenant_and_go_with_the_source(fresh_runtime) -> None:
    rt = fresh_runtime
    data = SAMPLE.read_bytes()
    docs = load_bytes(data, name="sample.pdf", limits=IngestLimits.from_settings(rt.settings))
    with rt.session() as s:
        s.execute(text("INSERT INTO tenants (id) VALUES ('a'), ('b')"))
        report = ingest_documents(session=s, tenant_id="a", documents=docs, embedder=rt.embedder,
                                  settings=rt.settings)
    source_id = report.outcomes[0].source_id
    with rt.session() as s:
        pages = s.execute(text("SELECT page, width, height FROM source_pages WHERE source_id = :s ORDER BY page"),
                          {"s": source_id}).all()
        assert [p.page for p in pages] == list(range(1, len(pdfium.PdfDocument(data)) + 1))
        assert load_file(session=s, tenant_id="a", source_id=source_id) == ("application/pdf", data)
        assert load_file(session=s, tenant_id="b", source_id=source_id) is None
        assert not has_file(session=s, tenant_id="b", source_id=source_id)
        stored = s.execute(text("SELECT text FROM sources WHERE id = :s"), {"s": source_id}).scalar_one()
        result = search(session=s, tenant_id="a", query="practising hands separately", k=3,
                        filters=SearchFilters(), settings=rt.settings, embedder=rt.embedder)
        hit = next(h for h in result.hits if "separately" in h.text)
        assert hit.anchors and hit.anchors["ps"] == {"2": [595.28, 841.89]}
        pdf_page = pdfium.PdfDocument(data)[1].get_textpage()
        for start, end, page, x0, y0, x1, y1 in hit.anchors["b"]:  # every word of the hit, boxed where it is
            assert hit.char_start <= start < end <= hit.char_end and page == 2
            assert _words(pdf_page.get_text_bounded(x0 - 0.3, y0, x1 + 0.3, y1)) == _words(stored[start:end])
        assert _words(" ".join(stored[b[0]:b[1]] for b in hit.anchors["b"])) == _words(hit.text)
        assert boxes_for(session=s, tenant_id="b", ranges=[(source_id, hit.char_start, hit.char_end)]) == {}
        delete_source(session=s, tenant_id="a", source_id=source_id)
    with rt.session() as s:
        left = s.execute(text("SELECT (SELECT count(*) FROM source_pages) + (SELECT count(*) FROM source_files)"))
        assert left.scalar_one() == 0
    downgrade(rt, "0012")
    with rt.session() as s:
        assert s.execute(text("SELECT to_regclass('source_pages'), to_regclass('source_files')")).one() == (None, None)
    upgrade(rt.engine)
    with rt.session() as s:
        assert s.execute(text("SELECT count(*) FROM source_pages")).scalar_one() == 0

"""Documents as people have them, written by pandoc at test time (Word, OpenDocument, EPUB,
PowerPoint from one Markdown essay with a footnote, a list and a table): each ingests with its
structure, a search lands on the paragraph that says it, and the citation names the place the
format has (a heading; a slide)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from footnote.shared.generation.evidence import label
from footnote.shared.ingestion.loader import IngestLimits, load_bytes
from footnote.shared.ingestion.pipeline import SourceOverrides, ingest_documents
from footnote.shared.retrieval.search import search
from footnote.shared.retrieval.types import SearchFilters

pytestmark = pytest.mark.integration

ESSAY = """---
title: The Pedal in Chopin's Nocturnes
author: Mia Lee
---

# Introduction

Chopin asked for the damper pedal far more often than his printed scores suggest.[^1] Pianists
today still disagree about how much pedal his music needs.

# Evidence

Contemporaries reported that he changed the pedal with each new harmony, so the bass never blurred.

- He pedalled through long melodic lines.
- He lifted the pedal at rests.

| Piece | Pedal marks |
|-------|-------------|
| Op. 9 No. 2 | 31 |

# Conclusion

Clear pedalling follows the harmony, not the bar line.

[^1]: Eigeldinger, *Chopin: Pianist and Teacher*, p. 57.
"""
WHERE = {"docx": "Evidence", "odt": "Evidence", "epub": "Evidence", "pptx": "Slide 3: Evidence"}


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> dict[str, bytes]:  # type: ignore[no-untyped-def]
    pandoc = shutil.which("pandoc")
    assert pandoc, "pandoc is not installed: run `make system-deps`"
    folder = tmp_path_factory.mktemp("office")
    (folder / "essay.md").write_text(ESSAY)
    out = {}
    for ext in WHERE:
        subprocess.run([pandoc, "essay.md", "-o", f"essay.{ext}"], cwd=folder, check=True, timeout=60)
        out[ext] = (folder / f"essay.{ext}").read_bytes()
    return out


@pytest.mark.parametrize("ext", list(WHERE))
def test_each_format_ingests_with_its_structure_and_is_cited_by_its_place(ext, written, minilm_runtime, tenant):
    (loaded,) = load_bytes(written[ext], name=f"essay.{ext}", limits=IngestLimits())
    doc = loaded.document
    assert doc.title == "The Pedal in Chopin’s Nocturnes" and doc.author == "Mia Lee"
    texts = [doc.block_text(b) for b in doc.blocks]
    assert any(t.startswith("Contemporaries reported that he changed the pedal") for t in texts)
    if ext != "pptx":  # pandoc puts a deck's footnotes on a slide of their own
        (note,) = [b for b in doc.blocks if b.section == "Footnote 1"]
        assert doc.block_text(note).startswith("¹ Eigeldinger") and "suggest.¹ Pianists" in doc.text
    with minilm_runtime.session() as s:
        report = ingest_documents(session=s, tenant_id=tenant, documents=[loaded], embedder=minilm_runtime.embedder,
                                  settings=minilm_runtime.settings, overrides=SourceOverrides())
        source_id = report.outcomes[0].source_id
    with minilm_runtime.session() as s:
        found = search(session=s, tenant_id=tenant, query="Did he change the pedal with each new harmony?", k=3,
                       filters=SearchFilters(source_ids=(source_id,)), settings=minilm_runtime.settings,
                       embedder=minilm_runtime.embedder)
    top = found.hits[0]
    assert "changed the pedal with each new harmony" in top.text, found.hits
    assert WHERE[ext] in label(top), label(top)

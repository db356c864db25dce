import json

import pytest
from click.testing import CliRunner

from tests.integration.retrieval.conftest import ingest, prose

pytestmark = pytest.mark.integration

CITATION_FIELDS = {
    "chunk_uid", "source_id", "chunk_index", "granularity", "text", "source_type", "title", "author", "url",
    "page_number", "chapter", "section", "paragraph_index", "sentence_index", "prev_chunk_uid", "next_chunk_uid",
    "char_start", "char_end", "timestamp_start", "timestamp_end", "speaker", "tags", "source_hash", "ingested_at",
    "score", "similarity", "bm25", "previous_text", "next_text", "paragraph_ref",
}


def _invoke(runtime, args):
    from footnote.services.cli.common import CliState
    from footnote.services.cli.search import search

    result = CliRunner().invoke(search, args, obj=CliState(runtime.settings), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.stdout


def test_search_json_has_every_citation_field(runtime, tenant):
    ingest(runtime, tenant, [prose("a.txt", ["Legato needs finger pedalling.", "Rubato borrows time."])])
    out = json.loads(_invoke(runtime, ["legato fingers", "--tenant", tenant, "--k", "1", "--json"]))
    assert len(out["hits"]) == 1
    assert CITATION_FIELDS <= set(out["hits"][0])
    assert out["retrieval_debug"]["top_k"] == 1


def test_search_text_output_is_readable(runtime, tenant):
    ingest(runtime, tenant, [prose("a.txt", ["Legato needs finger pedalling."], title="Touch")])
    text = _invoke(runtime, ["legato", "--tenant", tenant])
    assert text.startswith("[1] Touch (article)") and "Legato needs finger pedalling." in text
    assert "no results" in _invoke(runtime, ["zebra quagga", "--tenant", tenant, "--source-id", "none"])


def test_a_mistyped_tenant_is_named_not_answered_as_an_empty_library(runtime, tenant):
    from footnote.services.cli.common import CliState
    from footnote.services.cli.search import search

    ingest(runtime, tenant, [prose("a.txt", ["Legato needs finger pedalling."])])
    result = CliRunner().invoke(search, ["legato", "--tenant", tenant + "x"], obj=CliState(runtime.settings))
    assert result.exit_code == 2
    assert f"tenant '{tenant}x' has no sources (tenants with sources here:" in result.output
    assert tenant in result.output.split("here:")[1]

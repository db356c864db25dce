"""A search checks that the stored vectors were made the way this process embeds queries: at
its first search, and again after a while (a reindex elsewhere is noticed); a mismatch always
fails, naming what changed."""

from __future__ import annotations

import pytest

from footnote.shared.db.index_meta import read_meta, set_meta
from footnote.shared.embeddings.fake import HashingEmbedder
from footnote.shared.errors import ReindexRequired
from footnote.shared.retrieval.index_check import RECHECK_S, check_index, query_spec
from tests.integration.db.conftest import fresh_runtime  # noqa: F401  (a database of this test's own)

pytestmark = pytest.mark.integration


def test_a_changed_model_fails_every_search_until_the_index_matches(fresh_runtime) -> None:  # noqa: F811
    rt = fresh_runtime
    now = [1000.0]
    ours, theirs = HashingEmbedder(64), HashingEmbedder(64, query_prefix="query: ")
    with rt.session() as s:
        set_meta(session=s, spec=query_spec(ours, rt.settings))
    with rt.session() as s:
        check_index(s, ours, rt.settings, clock=lambda: now[0])
        for _ in range(2):  # not cached: every search with the other prefix fails
            with pytest.raises(ReindexRequired, match="FOOTNOTE_EMBEDDING_QUERY_PREFIX"):
                check_index(s, theirs, rt.settings, clock=lambda: now[0])
    with rt.session() as s:  # a reindex elsewhere declares the other prefix...
        set_meta(session=s, spec=query_spec(theirs, rt.settings))
    with rt.session() as s:
        assert read_meta(session=s) == query_spec(theirs, rt.settings)
        check_index(s, ours, rt.settings, clock=lambda: now[0])  # ...unseen for a moment (one read per 30 s)
        now[0] += RECHECK_S + 1
        with pytest.raises(ReindexRequired, match="reindex required"):
            check_index(s, ours, rt.settings, clock=lambda: now[0])
        check_index(s, theirs, rt.settings, clock=lambda: now[0])

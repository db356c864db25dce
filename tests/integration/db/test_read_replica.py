"""``FOOTNOTE_DATABASE_READ_URL`` against a real streaming replica (pg_basebackup -R from the same
embedded binaries): search and the API's listings read the replica, writes stay on the primary,
a job accepted a moment ago is found even while the replica lags, and reads fall back to the
primary when the replica is gone."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import exc as sa_exc
from sqlalchemy import text

from footnote.shared.ingestion.corrections import load_corrections
from footnote.shared.ingestion.loader import IngestLimits, load_bytes
from footnote.shared.ingestion.pipeline import ingest_documents
from footnote.shared.retrieval.search import search
from footnote.shared.retrieval.types import SearchFilters
from footnote.shared.runtime import open_runtime
from footnote.shared.store import stop_embedded
from tests.conftest import make_settings
from tests.support.replica import streaming_replica, wait_caught_up

pytestmark = pytest.mark.integration

FIRST = "The damper pedal is changed just after each new harmony sounds."
SECOND = "A metronome helps the marimba player keep a steady pulse."


def _ingest(rt, settings, name: str, body: str) -> None:  # type: ignore[no-untyped-def]
    docs = load_bytes(body.encode(), name=name, limits=IngestLimits.from_settings(settings),
                      corrections=load_corrections(None))
    with rt.session() as s:
        ingest_documents(session=s, tenant_id="r", documents=docs, embedder=rt.embedder, settings=settings)


def _keyword_hits(rt, sessions, settings, query: str) -> list[str]:  # type: ignore[no-untyped-def]
    with sessions() as s:
        found = search(session=s, tenant_id="r", query=query, k=5, filters=SearchFilters(), settings=settings,
                       embedder=rt.embedder, side_session=sessions)
    return [h.text for h in found.hits]


def test_reads_go_to_the_replica_and_writes_to_the_primary(tmp_path: Path) -> None:
    settings = make_settings(tmp_path / "home", embedding_model="fake-hashing-64")
    primary = open_runtime(settings, redis=True)
    rt = None
    try:
        _ingest(primary, settings, "pedal.txt", FIRST)
        with streaming_replica(primary.urls.database_url, settings.home / "pg", tmp_path / "replica") as read_url:
            rt = open_runtime(settings.model_copy(update={"database_read_url": read_url}), redis=True)
            assert rt.urls.database_read_url == read_url
            wait_caught_up(rt.urls.database_url, read_url)
            assert any("damper" in t for t in _keyword_hits(rt, rt.read_session, settings, "damper pedal harmony"))
            with rt.read_session() as s:  # a hot standby: it refuses writes
                assert s.execute(text("SELECT pg_is_in_recovery()")).scalar_one() is True
                with pytest.raises(sa_exc.InternalError, match="read-only transaction"):
                    s.execute(text("DELETE FROM jobs"))
                s.rollback()
                s.execute(text("SELECT pg_wal_replay_pause()"))  # hold the replica back
            _ingest(rt, settings, "pulse.txt", SECOND)  # a write through the same runtime: the primary
            query = "metronome marimba steady pulse"
            assert not any("marimba" in t for t in _keyword_hits(rt, rt.read_session, settings, query))
            assert any("marimba" in t for t in _keyword_hits(rt, rt.session, settings, query))
            _api_reads_while_the_replica_lags(rt)
            with rt.read_session() as s:
                s.execute(text("SELECT pg_wal_replay_resume()"))
            wait_caught_up(rt.urls.database_url, read_url)
            assert any("marimba" in t for t in _keyword_hits(rt, rt.read_session, settings, query))
        # the replica is gone. A read on a pooled connection it had open fails (the API answers
        # 503 + Retry-After) and the pool drops them all; the next reads fall back to the primary
        # and the API stays ready
        with pytest.raises(sa_exc.OperationalError):
            _keyword_hits(rt, rt.read_session, settings, "damper pedal harmony")
        assert any("damper" in t for t in _keyword_hits(rt, rt.read_session, settings, "damper pedal harmony"))
        assert rt.replica_down
        from footnote.services.api.app import create_app

        ready = create_app(rt.settings, runtime=rt, celery=_NoBroker()).test_client().get("/readyz")
        assert ready.status_code == 200, ready.get_json()
        assert ready.get_json()["checks"]["database_replica"] == "unreachable; reads use the primary"
        rt.close()
        rt = None
    finally:
        if rt is not None:
            rt.close()
        primary.close()
        stop_embedded(settings.home)


def _api_reads_while_the_replica_lags(rt) -> None:  # type: ignore[no-untyped-def]
    """Through the Flask app: a new job is on the primary only; its GET still finds it (read
    your own writes), while the listing - served by the replica - does not list it yet."""
    from footnote.services.api.app import create_app
    from footnote.shared.jobs.keys import create_key

    with rt.session() as s:
        key = create_key(session=s, tenant_id="r")
    client = create_app(rt.settings, runtime=rt, celery=_NoBroker()).test_client()
    headers = {"Authorization": f"Bearer {key}"}
    ready = client.get("/readyz").get_json()
    assert ready["checks"]["database_replica"] == "ok", ready
    r = client.post("/v1/jobs", json={"kind": "question", "input": {"question": "How is the pedal changed?"}},
                    headers=headers)
    assert r.status_code == 202, r.get_json()
    job_id = r.get_json()["id"]
    got = client.get(f"/v1/jobs/{job_id}", headers=headers)
    assert got.status_code == 200 and got.get_json()["id"] == job_id
    listed = client.get("/v1/jobs", headers=headers).get_json()["jobs"]
    assert job_id not in [j["id"] for j in listed]  # the listing read the lagging replica
    hits = client.post("/v1/search", json={"query": "metronome marimba", "k": 5}, headers=headers).get_json()["hits"]
    assert not any("marimba" in h["text"] for h in hits)  # so did search


class _NoBroker:
    """Enqueueing is not under test here; a job whose enqueue fails is kept with its reason."""

    def send_task(self, *args: object, **kwargs: object) -> None:
        raise ConnectionError("no broker in this test")

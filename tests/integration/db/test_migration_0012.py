"""Migration 0012: a class groups its students' jobs (read only by its own tenant, gone with the
tenant); it goes down and up cleanly."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from footnote.shared.db.migrate import upgrade
from footnote.shared.errors import NotFound
from footnote.shared.jobs import classes
from footnote.shared.jobs.service import create_job
from tests.integration.db.conftest import downgrade

pytestmark = pytest.mark.integration


def test_a_class_is_its_tenants_alone_and_migrates_both_ways(fresh_runtime) -> None:
    rt = fresh_runtime
    with rt.session() as s:
        s.execute(text("INSERT INTO tenants (id) VALUES ('a'), ('b')"))
        class_id = classes.create_class(session=s, tenant_id="a", name="Year 10", prompt="On the pedal")
        rows = []
        for n, student in enumerate(["Ada", "Grace"]):
            job, _ = create_job(session=s, tenant_id="a", kind="essay_feedback", queue="batch", priority="batch",
                                payload={"essay": f"{student}'s essay."}, webhook_url=None, idempotency_key=None,
                                lease_s=20, max_attempts=5)
            rows.append((n, student, job.id))
        classes.add_essays(session=s, class_id=class_id, essays=rows)
    with rt.session() as s:
        assert [e.student for e in classes.essays(session=s, tenant_id="a", class_id=class_id)] == ["Ada", "Grace"]
        assert classes.essays(session=s, tenant_id="b", class_id=class_id) == []
        with pytest.raises(NotFound):
            classes.get_class(session=s, tenant_id="b", class_id=class_id)
        assert classes.list_classes(session=s, tenant_id="a")[0]["essays"] == 2
    downgrade(rt, "0011")
    with rt.session() as s:
        assert s.execute(text("SELECT to_regclass('classes')")).scalar() is None
    upgrade(rt.engine)
    with rt.session() as s:
        assert classes.list_classes(session=s, tenant_id="a") == []

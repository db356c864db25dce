"""Recording a webhook attempt outlasts a short database outage, then gives up loudly."""

from functools import partial

import pytest
from sqlalchemy import exc as sa_exc

from footnote.shared.config import Settings
from footnote.shared.db.engine import make_engine, make_sessionmaker, session_scope
from footnote.shared.webhooks.deliver import Outcome, _record


def test_an_unrecordable_attempt_is_retried_with_the_given_waits_then_raised():
    engine = make_engine("postgresql+psycopg://footnote@127.0.0.1:9/none?connect_timeout=2")
    slept: list[float] = []
    try:
        with pytest.raises(sa_exc.OperationalError):
            _record(partial(session_scope, make_sessionmaker(engine)), Settings(embedding_model="fake-hashing-64"),
                    "job-1", Outcome("delivered", 200, None, 5), waits_s=(0.01, 0.02), sleep=slept.append)
    finally:
        engine.dispose()
    assert slept == [0.01, 0.02]  # three tries in all, the waits between them

"""Alembic environment: the connection is handed in by ``footnote.shared.db.migrate.upgrade``;
``alembic -x url=...`` from the command line also works."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

import footnote.shared.db.models  # noqa: F401 - registers the content tables
import footnote.shared.db.service_models  # noqa: F401 - registers the service tables (jobs, keys, webhooks)
from footnote.shared.db.base import Base

target_metadata = Base.metadata
config = context.config


def run() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, target_metadata=target_metadata)
        with context.begin_transaction():
            context.run_migrations()
        return
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option("sqlalchemy.url")
    engine = create_engine(url)
    with engine.connect() as conn:
        context.configure(connection=conn, target_metadata=target_metadata)
        with context.begin_transaction():
            context.run_migrations()


run()

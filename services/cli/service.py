"""``footnote serve | worker | sweeper | keys | demo``: the service's processes and key admin."""

from __future__ import annotations

import logging
import signal
import threading
from pathlib import Path
from typing import Any

import click

from footnote.services.cli.common import emit_json, handle_errors, state
from footnote.shared.config import Settings

log = logging.getLogger(__name__)


def pinned(settings: Settings) -> tuple[Settings, Any]:
    """Open the runtime here (starting embedded servers and migrating if needed) and return
    settings that name the resolved URLs, so forked children connect instead of starting them."""
    import fcntl

    from footnote.shared.runtime import open_runtime

    # serialize concurrent starts (serve + worker launched together) so they attach to one
    # embedded Redis/Postgres instead of racing to start two
    settings.home.mkdir(parents=True, exist_ok=True)
    with open(settings.home / ".service-start.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        rt = open_runtime(settings, redis=True)
    return settings.model_copy(update={"database_url": rt.urls.database_url, "redis_url": rt.urls.redis_url}), rt


def _broker(rt: Any) -> str:
    return rt.urls.broker_url


@click.command()
@click.option("--host", default=None, help="Bind address (default: settings.api_host).")
@click.option("--port", type=int, default=None, help="Port (default: settings.api_port).")
@click.option("--workers", type=int, default=None, help="gunicorn worker processes (default: settings.api_workers).")
@click.option("--threads", type=int, default=4, show_default=True, help="Threads per worker.")
@handle_errors
def serve(host: str | None, port: int | None, workers: int | None, threads: int) -> None:
    """Run the HTTP API under gunicorn."""
    from gunicorn.app.base import BaseApplication

    from footnote.services.api.app import create_app

    settings, rt = pinned(state().settings)
    service_logging(settings)
    broker = _broker(rt)
    rt.close()

    class App(BaseApplication):  # type: ignore[misc]
        def load_config(self) -> None:
            options = {
                "bind": f"{host or settings.api_host}:{port or settings.api_port}",
                "workers": workers or settings.api_workers,
                "worker_class": "gthread",
                "threads": threads,
                "timeout": 120,
                "graceful_timeout": 10,
                "keepalive": 5,
                "accesslog": None,
                "errorlog": "-",
                "loglevel": "warning",
            }
            for key, value in options.items():
                self.cfg.set(key, value)

        def load(self) -> Any:
            from footnote.services.workers.celery_app import make_celery

            return create_app(settings, celery=make_celery(settings, broker=broker))

    App().run()


@click.command()
@click.option(
    "--queues",
    "queue_spec",
    default="realtime,batch,ingest",
    show_default=True,
    help="Comma-separated queues to consume (realtime, batch, ingest, generate).",
)
@click.option("--concurrency", type=int, default=1, show_default=True, help="Pool processes.")
@click.option(
    "--pool", default="prefork", show_default=True, type=click.Choice(["prefork", "solo", "threads"]),
    help="Celery execution pool.",
)
@click.option("--name", default=None, help="Worker node name (default: the queues).")
@click.option(
    "--heartbeat-file", type=click.Path(dir_okay=False, path_type=Path), default=None,
    help="Touch this file every 10 s while Postgres and Redis answer (for liveness/readiness probes).",
)
@handle_errors
def worker(queue_spec: str, concurrency: int, pool: str, name: str | None, heartbeat_file: Path | None) -> None:
    """Run a Celery worker pool (acks late, prefetch 1, soft/hard time limits)."""
    from footnote.services.workers.celery_app import make_celery
    from footnote.services.workers.queues import parse_queues

    try:
        names = parse_queues(queue_spec)
    except ValueError as err:
        raise click.BadParameter(str(err), param_hint="--queues") from None
    settings, rt = pinned(state().settings)
    service_logging(settings)
    broker = _broker(rt)
    rt.close()
    app = make_celery(settings, broker=broker)
    if heartbeat_file is not None:
        from footnote.services.workers import heartbeat

        heartbeat.start(settings, heartbeat_file)
    if settings.worker_metrics_port:
        from footnote.shared.metrics import serve_http

        serve_http(settings.worker_metrics_port)
    node = f"{name or '-'.join(names)}@%h"
    app.worker_main(
        [
            "worker",
            "-Q",
            ",".join(names),
            "--concurrency",
            str(concurrency),
            "--pool",
            pool,
            "-n",
            node,
            "--loglevel",
            settings.log_level.upper(),
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
        ]
    )


@click.command("queue-depth")
@click.option("--pool", "pool_name", default=None, help="Only this worker pool (realtime, batch, ingest, generate).")
@click.option("--json", "as_json", is_flag=True, help="Print the depths as JSON.")
@handle_errors
def queue_depth(pool_name: str | None, as_json: bool) -> None:
    """Queued and running jobs per worker pool, from the jobs table (what the autoscaler sees)."""
    from footnote.services.workers.queues import POOLS
    from footnote.shared.errors import ValidationError
    from footnote.shared.jobs.depth import pool_depths

    pools = dict(POOLS)
    if pool_name is not None:
        if pool_name not in pools:
            raise ValidationError("--pool", f"{pool_name!r} is not one of {', '.join(pools)}")
        pools = {pool_name: pools[pool_name]}
    with state().runtime().session() as s:
        depths = pool_depths(session=s, pools=pools)
    if as_json:
        emit_json(depths)
        return
    for name, d in depths.items():
        click.echo(
            f"{name:<9} depth {d['depth']:>6}  queued {d['queued']:>6}  running {d['running']:>4}  "
            f"oldest queued {d['oldest_queued_s']:.1f} s"
        )


def service_logging(settings: Any) -> None:
    """A long-running process logs at FOOTNOTE_LOG_LEVEL, as JSON lines unless FOOTNOTE_LOG_FORMAT=text,
    and writes its metrics where every process of this host writes them (FOOTNOTE_HOME/metrics,
    or PROMETHEUS_MULTIPROC_DIR), so one scrape of /metrics sees them all."""
    from footnote.shared import logs, metrics

    logs.configure(settings.log_level, json_lines=settings.log_format == "json")
    metrics.use_directory(settings.home / "metrics")


@click.command()
@click.option("--interval", type=float, default=None, help="Seconds between passes (default: settings).")
@click.option("--once", is_flag=True, help="One pass, then exit.")
@handle_errors
def sweeper(interval: float | None, once: bool) -> None:
    """Re-enqueue expired leases, top up batch tokens, retry webhooks."""
    from footnote.services.workers.celery_app import make_celery
    from footnote.services.workers.sweeper import run_forever, sweep_once

    settings, rt = pinned(state().settings)
    service_logging(settings)
    celery = make_celery(settings, broker=_broker(rt))
    if once:
        emit_json(sweep_once(runtime=rt, celery=celery, settings=settings))
        return
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    run_forever(
        runtime=rt,
        celery=celery,
        settings=settings,
        interval_s=interval or settings.sweeper_interval_s,
        stop=stop,
    )
    rt.close()


@click.group()
def keys() -> None:
    """API keys (stored hashed; shown once)."""


@keys.command("create")
@click.option("--tenant", default=None, help="Tenant the key belongs to (created if new).")
@click.option("--admin", "admin", is_flag=True, help="An admin key (tenant management) instead.")
@click.option("--name", default="", help="A label for the key.")
@click.option("--json", "as_json", is_flag=True, help="Print the key and secret as JSON.")
@handle_errors
def keys_create(tenant: str | None, admin: bool, name: str, as_json: bool) -> None:
    """Create a key; prints it once (and the tenant's webhook signing secret)."""
    from footnote.shared.jobs.keys import create_key, webhook_secret

    if admin == bool(tenant):
        raise click.UsageError("give exactly one of --tenant T or --admin")
    rt = state().runtime()
    with rt.session() as s:
        key = create_key(session=s, tenant_id=tenant, scope="admin" if admin else "tenant", name=name)
        secret = webhook_secret(session=s, tenant_id=tenant) if tenant else None
    out = {
        "api_key": key,
        "tenant": tenant,
        "scope": "admin" if admin else "tenant",
        "webhook_secret": secret,
    }
    if as_json:
        emit_json(out)
        return
    click.echo(f"API key (shown once, store it now): {key}")
    if secret:
        click.echo(f"webhook signing secret for {tenant}: {secret}")


@keys.command("rotate-webhook-secret")
@click.option("--tenant", required=True, help="Tenant whose webhook signing secret is replaced.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@handle_errors
def keys_rotate_webhook_secret(tenant: str, as_json: bool) -> None:
    """Issue a new webhook signing secret; the old one keeps signing deliveries beside it for
    FOOTNOTE_WEBHOOK_SECRET_OVERLAP_S (a day), so receivers switch without missing an event."""
    from footnote.shared.errors import NotFound
    from footnote.shared.jobs.keys import rotate_webhook_secret, tenant_exists

    rt = state().runtime()
    with rt.session() as s:
        if not tenant_exists(session=s, tenant_id=tenant):
            raise NotFound(f"no tenant {tenant!r}")
        out = rotate_webhook_secret(session=s, tenant_id=tenant, overlap_s=rt.settings.webhook_secret_overlap_s)
    if as_json:
        emit_json(out)
        return
    click.echo(f"new webhook signing secret for {tenant}: {out['webhook_secret']}")
    click.echo(f"the previous secret still signs deliveries until {out['previous_secret_valid_until']}")


@keys.command("list")
@click.option("--tenant", default=None, help="Only this tenant's keys.")
@handle_errors
def keys_list(tenant: str | None) -> None:
    """List keys (ids and scopes; never the keys)."""
    from footnote.shared.jobs.keys import list_keys

    with state().runtime().session() as s:
        emit_json(list_keys(session=s, tenant_id=tenant))


@keys.command("revoke")
@click.argument("key_id")
@handle_errors
def keys_revoke(key_id: str) -> None:
    """Revoke a key by its id (the part after ``fn_``)."""
    from footnote.shared.errors import NotFound
    from footnote.shared.jobs.keys import revoke_key

    with state().runtime().session() as s:
        if not revoke_key(session=s, key_id=key_id):
            raise NotFound(f"no active key with id {key_id}")
    click.echo(f"revoked {key_id}")


@click.command()
@click.option(
    "--examples",
    "examples_dir",
    default="examples",
    show_default=True,
    type=click.Path(file_okay=False, path_type=str),
    help="Sample corpus to ingest.",
)
@click.option(
    "--timeout", "timeout_s", type=float, default=300.0, show_default=True,
    help="Seconds to wait for the jobs and the webhook before failing.",
)
@handle_errors
def demo(examples_dir: str, timeout_s: float) -> None:
    """Start API + workers, ingest the samples over HTTP, run one job of each kind, receive one
    result by signed webhook, print the cited results, and stop everything."""
    from pathlib import Path

    from footnote.services.demo import run_demo

    settings, rt = pinned(state().settings)
    try:
        run_demo(settings=settings, runtime=rt, examples=Path(examples_dir), timeout_s=timeout_s, echo=click.echo)
    finally:
        rt.close()

"""``footnote``: the command-line program. Each command group lives in its own module and is
registered here."""

from __future__ import annotations

import importlib
import signal
import warnings

import click

from footnote.services.cli.common import CliState

# module path -> attribute names of click commands/groups to register
COMMAND_MODULES: dict[str, tuple[str, ...]] = {
    "footnote.services.cli.ingest": ("db", "ingest", "sources", "reindex", "corrections"),
    "footnote.services.cli.search": ("search",),
    "footnote.services.cli.verify": ("verify",),
    "footnote.services.cli.eval": ("eval_command",),
    "footnote.services.cli.feedback": ("feedback", "ask"),
    "footnote.services.cli.service": ("serve", "worker", "sweeper", "demo", "keys", "queue_depth"),
}


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("-v", "--verbose", is_flag=True, help="Log progress details to stderr.")
@click.pass_context
def cli(ctx: click.Context, verbose: bool) -> None:
    """Footnote: feedback and answers where every claim cites an exact place in a source."""
    warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")
    from footnote.shared import logs
    from footnote.shared.config import get_settings
    from footnote.shared.errors import ConfigError

    try:
        settings = get_settings()
        # readable lines; -v or an explicit FOOTNOTE_LOG_LEVEL says how much (default: warnings)
        chosen = "log_level" in settings.model_fields_set
        logs.configure("INFO" if verbose else settings.log_level if chosen else "WARNING", json_lines=False)
    except ConfigError as err:
        raise click.ClickException(str(err)) from None  # one line, exit 1: never a traceback
    st = CliState(settings)
    ctx.obj = st
    ctx.call_on_close(st.close)


def _register() -> None:
    for module_name, names in COMMAND_MODULES.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as err:
            if err.name == module_name:  # that command group is not built yet
                continue
            raise
        for name in names:
            command = getattr(module, name, None)
            if command is not None:
                cli.add_command(command)


_register()


def _exit_on_sigterm(signum: int, _frame: object) -> None:
    # SystemExit unwinds normally: finally blocks, call_on_close and atexit release the
    # embedded Postgres/Redis handles (the default SIGTERM action would skip all of them)
    raise SystemExit(128 + signum)


def main() -> None:
    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _exit_on_sigterm)
    cli()


if __name__ == "__main__":
    main()

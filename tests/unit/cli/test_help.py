"""Every option of every command says what it does (``footnote X --help`` is the manual)."""

import click

from footnote.services.cli.main import cli


def _options(cmd: click.Command, path: str):
    if isinstance(cmd, click.Group):
        for name, sub in cmd.commands.items():
            yield from _options(sub, f"{path} {name}")
    for p in cmd.params:
        if isinstance(p, click.Option):
            yield path, p


def test_every_option_has_help():
    missing = [f"{path} {'/'.join(p.opts)}" for path, p in _options(cli, "footnote") if not p.help]
    assert missing == []

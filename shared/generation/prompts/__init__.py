"""Versioned prompt templates (``<kind>.v<N>.txt``, ``string.Template`` syntax) and a loader."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from string import Template

from footnote.shared.errors import ConfigError

DEFAULT_VERSION = "v2"  # v2 asks for what the verifier checks: a citation on every sentence


@dataclass(frozen=True)
class Prompt:
    name: str
    version: str
    template: Template

    @property
    def id(self) -> str:
        return f"{self.name}.{self.version}"

    def render(self, **fields: object) -> str:
        try:
            return self.template.substitute({k: str(v) for k, v in fields.items()})
        except KeyError as err:
            raise ConfigError(f"prompt {self.id} needs field {err.args[0]!r}") from err


@lru_cache(maxsize=32)
def load_prompt(name: str, version: str = DEFAULT_VERSION) -> Prompt:
    path = resources.files(__name__).joinpath(f"{name}.{version}.txt")
    if not path.is_file():
        raise ConfigError(f"no prompt template {name}.{version}.txt in shared/generation/prompts")
    return Prompt(name, version, Template(path.read_text("utf-8")))


def valid_numbers(n: int) -> str:
    """ "1, 2, 3 and 4" / "1" / "1 to 9" / "none" (what the prompt says may be cited)."""
    if n <= 0:
        return "none"
    if n == 1:
        return "1"
    if n <= 6:
        return ", ".join(map(str, range(1, n))) + f" and {n}"
    return f"1 to {n}"

"""Tagging from configurable vocabularies (pure, apart from ``load_vocabulary``).

A vocabulary is JSON ``{tag_kind: [term, ...]}``. A term is

* a string -- matched case- and diacritics-insensitively on word boundaries, any whitespace
  between its words; the tag value is the term itself ("Dvořák" tags "composer:dvořák" and
  matches "Dvorak" too);
* ``{"tag": "pedaling", "terms": ["pedaling", "pedalling", "pedal"]}`` -- aliases for one tag;
* ``{"tag": "...", "pattern": "regex"}`` -- a regular expression (case-insensitive); ``tag`` may
  use ``{match}`` for the normalized matched text (the default), e.g. opus numbers
  ``Op\\.?\\s*\\d+(\\s*No\\.?\\s*\\d+)?`` -> "piece:op. 9 no. 2".

Tags are "kind:value", lower-cased, returned in vocabulary order (kinds, then terms) without
duplicates. Nothing here knows about any domain: ``vocabularies/piano.json`` is one example,
and the packaged default when no file is configured.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from footnote.shared.config import read_json_setting_file
from footnote.shared.errors import ConfigError

DEFAULT_VOCABULARY_FILE = Path(__file__).parent / "vocabularies" / "piano.json"


def fold(text: str) -> str:
    """Lower-case and strip diacritics (same length is NOT guaranteed; for matching only)."""
    if text.isascii():  # NFKD leaves ASCII as it is and it has no combining marks
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def _normalize_match(text: str) -> str:
    text = re.sub(r"\s+", " ", text.strip().replace(",", " ")).lower()
    return re.sub(r"\.(?=[^\s.])", ". ", text)


@dataclass(frozen=True)
class _Rule:
    kind: str
    tag: str  # value or template with {match}
    pattern: re.Pattern[str]
    folded: bool  # match against the folded text
    terms: tuple[str, ...] = ()  # folded alternatives (term rules), for the combined scanner


@dataclass(frozen=True)
class Vocabulary:
    rules: tuple[_Rule, ...] = ()

    @classmethod
    def empty(cls) -> Vocabulary:
        return cls()

    @cached_property
    def kinds(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(r.kind for r in self.rules))

    @cached_property
    def _scanner(self) -> re.Pattern[str] | None:
        """Every term of every term rule in one zero-width pattern: ``finditer`` yields each
        position where some term starts (overlapping ones too), in one pass over the text."""
        terms = {t for r in self.rules if r.folded for t in r.terms}
        return re.compile(rf"(?=(?<!\w)(?:{_alternation(terms)})(?!\w))") if terms else None

    def tag(self, text: str) -> tuple[str, ...]:
        if not text or not self.rules:
            return ()
        folded = fold(text)
        # a term rule can only match where the scanner found some term: test it there only
        starts = [m.start() for m in self._scanner.finditer(folded)] if self._scanner else []
        tags: dict[str, None] = {}
        for rule in self.rules:
            if rule.folded:
                if any(rule.pattern.match(folded, p) for p in starts):
                    tags[f"{rule.kind}:{rule.tag}"] = None
                continue
            for m in rule.pattern.finditer(text):
                value = rule.tag.replace("{match}", _normalize_match(m.group(0))).lower()
                tags[f"{rule.kind}:{value}"] = None
                if "{match}" not in rule.tag:
                    break
        return tuple(tags)

    @classmethod
    def from_mapping(cls, raw: object, *, source: str = "vocabulary") -> Vocabulary:
        if not isinstance(raw, dict):
            raise ConfigError(f"{source}: expected an object {{tag_kind: [terms...]}}")
        rules: list[_Rule] = []
        for kind, terms in raw.items():
            if kind.startswith("_"):
                continue  # comments / metadata
            if not isinstance(terms, list):
                raise ConfigError(f"{source}: {kind!r} must map to a list of terms")
            for n, term in enumerate(terms):
                rules.append(_rule(kind.lower(), term, f"{source}: {kind}[{n}]"))
        return cls(tuple(rules))


def _folded_terms(terms: list[str]) -> tuple[str, ...]:
    return tuple(sorted({" ".join(fold(t).split()) for t in terms if t.strip()}, key=len, reverse=True))


def _alternation(terms: set[str] | tuple[str, ...]) -> str:
    """Longest first, so a term wins over its own prefix; any whitespace between words."""
    return "|".join(r"\s+".join(map(re.escape, t.split())) for t in sorted(terms, key=len, reverse=True))


def _term_rule(kind: str, tag: str, terms: list[str]) -> _Rule:
    folded = _folded_terms(terms)
    return _Rule(kind, tag, re.compile(rf"(?<!\w)(?:{_alternation(folded)})(?!\w)"), folded=True, terms=folded)


def _rule(kind: str, term: object, where: str) -> _Rule:
    if isinstance(term, str) and term.strip():
        return _term_rule(kind, term.strip().lower(), [term])
    if isinstance(term, dict) and isinstance(term.get("pattern"), str):
        try:
            pattern = re.compile(term["pattern"], re.I)
        except re.error as err:
            raise ConfigError(f"{where}: bad pattern {term['pattern']!r} ({err})") from None
        return _Rule(kind, str(term.get("tag") or "{match}"), pattern, folded=False)
    if isinstance(term, dict) and isinstance(term.get("tag"), str):
        aliases = term.get("terms") or [term["tag"]]
        if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
            raise ConfigError(f"{where}: 'terms' must be a list of strings")
        return _term_rule(kind, term["tag"].strip().lower(), [term["tag"], *aliases])
    raise ConfigError(
        f'{where}: a term is a string, {{"tag", "terms"}} or {{"tag", "pattern"}}; got {term!r}'
    )


def load_vocabulary(path: Path | None = None) -> Vocabulary:
    """Load a vocabulary JSON file (None: the packaged ``vocabularies/piano.json``)."""
    source = path or DEFAULT_VOCABULARY_FILE
    raw = read_json_setting_file(source, setting="tag_vocabulary_file")
    return Vocabulary.from_mapping(raw, source=f"tag_vocabulary_file {source}")

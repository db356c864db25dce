"""Term corrections for transcripts: fix what speech recognition hears wrong.

A dictionary ``{"wrong phrase": "right"}`` (JSON) is applied case-insensitively on word
boundaries, longest phrase first, with any run of whitespace inside a phrase matching. The
packaged default is ``vocabularies/term_corrections.json``; ``settings.term_corrections_file``
replaces it. ``apply_to_document`` rewrites a transcript's cue blocks and recomputes offsets, the
blocks' and their words' (a word keeps its second), so the citation invariant
``doc.text[b.char_start:b.char_end]`` still holds and every word is still timed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

from footnote.shared.config import read_json_setting_file
from footnote.shared.errors import ConfigError
from footnote.shared.ingestion.types import Block, ParsedDocument

DEFAULT_CORRECTIONS_FILE = Path(__file__).parent / "vocabularies" / "term_corrections.json"


@dataclass(frozen=True)
class TermCorrections:
    mapping: dict[str, str]

    def __post_init__(self) -> None:
        phrases = sorted(self.mapping, key=lambda p: (-len(p), p))
        lookup = {_key(p): v for p, v in self.mapping.items()}
        if phrases:
            alternatives = "|".join(r"\s+".join(map(re.escape, p.split())) for p in phrases)
            pattern: re.Pattern[str] | None = re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.I)
        else:
            pattern = None
        object.__setattr__(self, "_pattern", pattern)
        object.__setattr__(self, "_lookup", lookup)

    def apply(self, text: str) -> str:
        return self.apply_mapped(text)[0]

    def apply_mapped(self, text: str) -> tuple[str, list[tuple[int, int, int]]]:
        """The corrected text and its edits, (old start, old end, new length) in text order,
        so offsets into ``text`` can be carried into the result (``moved``)."""
        pattern: re.Pattern[str] | None = self._pattern  # type: ignore[attr-defined]
        if pattern is None:
            return text, []
        lookup: dict[str, str] = self._lookup  # type: ignore[attr-defined]
        parts: list[str] = []
        edits: list[tuple[int, int, int]] = []
        pos = 0
        for m in pattern.finditer(text):
            right = lookup[_key(m.group(0))]
            parts += [text[pos:m.start()], right]
            edits.append((m.start(), m.end(), len(right)))
            pos = m.end()
        parts.append(text[pos:])
        return "".join(parts), edits

    def apply_to_document(self, doc: ParsedDocument) -> ParsedDocument:
        """Correct the text of every block; offsets are recomputed, separators kept."""
        if self._pattern is None or not doc.blocks:  # type: ignore[attr-defined]
            return doc
        parts: list[str] = []
        blocks: list[Block] = []
        pos = 0  # position in the old text
        length = 0  # length of the new text so far
        for block in sorted(doc.blocks, key=lambda b: b.char_start):
            gap = doc.text[pos : block.char_start]
            parts.append(gap)
            length += len(gap)
            fixed, edits = self.apply_mapped(doc.block_text(block))
            parts.append(fixed)
            words = tuple((length + moved(off - block.char_start, edits), t) for off, t in block.word_times)
            at = block.char_start
            boxes = tuple((length + moved(s - at, edits), length + moved(e - at, edits), *box)
                          for s, e, *box in block.boxes)
            blocks.append(replace(block, char_start=length, char_end=length + len(fixed), word_times=words,
                                  boxes=boxes))
            length += len(fixed)
            pos = block.char_end
        parts.append(doc.text[pos:])
        return replace(doc, text="".join(parts), blocks=tuple(blocks))


def moved(offset: int, edits: list[tuple[int, int, int]]) -> int:
    """Where ``offset`` of the old text is in the corrected one: shifted by the edits before it;
    a word that starts inside a corrected phrase starts where the correction does."""
    shift = 0
    for start, end, new_len in edits:
        if offset < start:
            break
        if offset < end:
            return start + shift
        shift += new_len - (end - start)
    return offset + shift


def _key(phrase: str) -> str:
    return " ".join(phrase.split()).casefold()


def load_corrections(path: Path | None = None) -> TermCorrections:
    """Load ``{"wrong phrase": "right"}`` from ``path`` (None: the packaged default)."""
    source = path or DEFAULT_CORRECTIONS_FILE
    raw = read_json_setting_file(source, setting="term_corrections_file")
    if not isinstance(raw, dict) or not all(
        isinstance(k, str) and k.strip() and isinstance(v, str) for k, v in raw.items()
    ):
        raise ConfigError(
            f'term_corrections_file {source}: expected an object {{"wrong phrase": "right"}} of strings'
        )
    return TermCorrections({" ".join(k.split()): v for k, v in raw.items()})

"""Reading the Princeton WordNet files (the rim of ``wordnet``): nothing is parsed up front.

The index files and ``cntlist.rev`` are sorted by their first field, so a word's line is found
by a binary search over the line starts, and a synset by its byte offset in its data file;
opening the database costs the reading of its 30 MB (about 50 ms) rather than parsing 150,000
lines, which a worker's first job would otherwise pay inside its time limit.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator, Mapping
from functools import lru_cache
from pathlib import Path

from footnote.shared.verification.wordnet import Entry, WordNet

_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
_SS_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}


def _lf(path: Path) -> bytes:
    # the package ships the files with CRLF endings; the offsets count LF-only lines
    return path.read_bytes().replace(b"\r\n", b"\n")


class SortedLines:
    """The lines of a file sorted by their first field (up to ``sep``), looked up by that field."""

    def __init__(self, blob: bytes, sep: bytes = b" ") -> None:
        self._blob, self._sep = blob, sep
        starts = [0, *(m.end() for m in re.finditer(b"\n", blob))]
        # the licence at the top of an index file is indented: not a line to search
        self._starts = [s for s in starts if s < len(blob) and blob[s : s + 1] not in (b" ", b"\n")]
        self._keys: list[bytes | None] = [None] * len(self._starts)  # read once each (the search's top
        # lines are read by every lookup)

    def _key(self, i: int) -> bytes:
        key = self._keys[i]
        if key is None:
            s = self._starts[i]
            end = self._blob.find(b"\n", s)
            end = len(self._blob) if end < 0 else end
            cut = self._blob.find(self._sep, s, end)
            key = self._keys[i] = self._blob[s : end if cut < 0 else cut]
        return key

    def lines(self, key: str) -> Iterator[str]:
        want = key.encode("utf-8")
        i = bisect_left(range(len(self._starts)), want, key=self._key)
        while i < len(self._starts) and self._key(i) == want:
            s = self._starts[i]
            end = self._blob.find(b"\n", s)
            yield self._blob[s : len(self._blob) if end < 0 else end].decode("utf-8", "replace")
            i += 1

    def __len__(self) -> int:
        return len(self._starts)


class Index(Mapping[str, Entry]):
    """``index.<pos>`` as a mapping lemma -> Entry, its use count from ``cntlist.rev``."""

    def __init__(self, lines: SortedLines, pos: str, counts: SortedLines) -> None:
        self._lines, self._pos, self._counts = lines, pos, counts
        self._get = lru_cache(maxsize=65536)(self._lookup)

    def _lookup(self, lemma: str) -> Entry | None:
        line = next(self._lines.lines(lemma), None)
        if line is None:
            return None
        f = line.split()
        uses = 0
        for raw in self._counts.lines(lemma):  # "finger%1:08:00:: 1 53": sense key, sense number, count
            c = raw.split()
            if len(c) == 3 and _SS_TYPE.get(c[0].split("%", 1)[1][:1]) == self._pos:
                uses += int(c[2])
        return Entry(tuple(int(o) for o in f[-int(f[2]) :]), uses)

    def __getitem__(self, lemma: str) -> Entry:
        entry = self._get(lemma)
        if entry is None:
            raise KeyError(lemma)
        return entry

    def __contains__(self, lemma: object) -> bool:
        return isinstance(lemma, str) and self._get(lemma) is not None

    def __iter__(self) -> Iterator[str]:
        raise TypeError("a WordNet index is looked up, not listed")

    def __len__(self) -> int:
        return len(self._lines)


def _exceptions(path: Path) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for raw in _lf(path).decode("utf-8", "replace").splitlines():
        f = raw.split()
        if len(f) >= 2:
            out[f[0]] = tuple(f[1:])
    return out


def read(folder: Path) -> WordNet:
    counts = SortedLines(_lf(folder / "cntlist.rev"), b"%")
    index = {pos: Index(SortedLines(_lf(folder / f"index.{name}")), pos, counts) for pos, name in _FILES.items()}
    data = {pos: _lf(folder / f"data.{name}") for pos, name in _FILES.items()}
    exceptions = {pos: _exceptions(folder / f"{name}.exc") for pos, name in _FILES.items()}
    return WordNet(index, data, exceptions)

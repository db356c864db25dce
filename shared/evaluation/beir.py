"""Reading a BEIR-format folder: ``corpus.jsonl`` (``_id``, ``title``, ``text``),
``queries.jsonl`` (``_id``, ``text``) and ``qrels.tsv`` or ``qrels/test.tsv``
(``query-id``, ``corpus-id``, ``score``; the header line is optional)."""

from __future__ import annotations

import hashlib
import json
import os
from array import array
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import overload

from footnote.shared.errors import InputError
from footnote.shared.ingestion.types import Block, ParsedDocument


@dataclass(frozen=True)
class BeirDoc:
    doc_id: str
    title: str
    text: str

    @property
    def full_text(self) -> str:
        """What the baselines index: title and text, as BEIR does."""
        return f"{self.title}\n\n{self.text}" if self.title else self.text


class CorpusFile(Sequence[BeirDoc]):
    """A ``corpus.jsonl``'s documents, read from the file when asked for: a pass over it to iterate,
    a seek for one by position. It holds each kept document's id and byte offset (about 100 bytes
    a document), never their texts: 100,000 documents take megabytes, not the 400 MB of a list."""

    def __init__(self, path: Path, offsets: array, ids: Sequence[str]) -> None:
        self.path, self._offsets, self.ids = path, offsets, ids
        st = path.stat()
        self._stamp = (st.st_size, st.st_mtime_ns)

    def __len__(self) -> int:
        return len(self._offsets)

    @overload
    def __getitem__(self, i: int) -> BeirDoc: ...
    @overload
    def __getitem__(self, i: slice) -> list[BeirDoc]: ...

    def __getitem__(self, i: int | slice) -> BeirDoc | list[BeirDoc]:
        with self._open() as fh:
            if isinstance(i, slice):
                return [self._read(fh, off) for off in self._offsets[i]]
            return self._read(fh, self._offsets[i])

    def __iter__(self) -> Iterator[BeirDoc]:
        with self._open() as fh:
            for off in self._offsets:
                yield self._read(fh, off)

    def _open(self):  # type: ignore[no-untyped-def]
        st = os.stat(self.path)
        if (st.st_size, st.st_mtime_ns) != self._stamp:
            raise InputError(f"{self.path}: changed while it was being evaluated; run again")
        return self.path.open("rb")

    @staticmethod
    def _read(fh, offset: int) -> BeirDoc:  # type: ignore[no-untyped-def]
        fh.seek(offset)
        return _doc(json.loads(fh.readline()))


def _doc(rec: dict) -> BeirDoc:
    return BeirDoc(str(rec["_id"]), str(rec.get("title") or "").strip(), str(rec.get("text") or "").strip())


def doc_ids(docs: Sequence[BeirDoc]) -> Sequence[str]:
    """The documents' ids in order (a corpus file has them without reading its texts)."""
    return docs.ids if isinstance(docs, CorpusFile) else [d.doc_id for d in docs]


def texts_of(docs: Sequence[BeirDoc], ids: Collection[str]) -> dict[str, str]:
    """The full texts of the documents named (one pass: a corpus file is not held in memory)."""
    wanted = set(ids)
    return {d.doc_id: d.full_text for d in docs if d.doc_id in wanted}


@dataclass(frozen=True)
class BeirData:
    docs: Sequence[BeirDoc]  # a CorpusFile when read from disk; a tuple when built in memory
    queries: dict[str, str]
    qrels: dict[str, dict[str, int]]
    fingerprint: str  # sha256 over corpus content (ingest cache key)
    warnings: tuple[str, ...] = ()  # what was skipped or looks wrong, for the user to read


@dataclass(frozen=True)
class LoadedBeirDoc:
    """Shaped like ``footnote.shared.ingestion.loader.LoadedDocument`` (origin, content_hash, document)."""

    origin: str
    content_hash: str
    document: ParsedDocument


ORIGIN_PREFIX = "beir:"


def _jsonl(path: Path) -> Iterator[dict]:
    """The file's records one at a time (queries: the corpus has its own reader, ``load_corpus``)."""
    if not path.is_file():
        raise InputError(f"{path}: not found")
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if line.strip():
                try:
                    yield json.loads(line)
                except json.JSONDecodeError as err:
                    raise InputError(f"{path}:{n}: not a JSON line ({err.msg})") from err


def read_qrels(path: Path) -> dict[str, dict[str, int]]:
    qrels: dict[str, dict[str, int]] = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        parts = line.strip().split("\t") if "\t" in line else line.split()
        if not parts or not parts[0]:
            continue
        if n == 1 and not parts[-1].lstrip("-").isdigit():
            continue  # header
        if len(parts) == 4:  # TREC style: qid 0 docid score
            parts = [parts[0], parts[2], parts[3]]
        if len(parts) != 3:
            raise InputError(f"{path}:{n}: expected query-id, corpus-id, score separated by tabs")
        try:
            score = int(float(parts[2]))
        except ValueError as err:
            raise InputError(f"{path}:{n}: the score {parts[2]!r} is not a number") from err
        qrels.setdefault(parts[0], {})[parts[1]] = score
    return qrels


def find_qrels(corpus_dir: Path) -> Path:
    for candidate in (corpus_dir / "qrels.tsv", corpus_dir / "qrels" / "test.tsv"):
        if candidate.exists():
            return candidate
    raise InputError(f"{corpus_dir}: no qrels.tsv or qrels/test.tsv; pass --qrels FILE")


def load_corpus(corpus_dir: Path) -> BeirData:
    """Only ``corpus.jsonl`` (queries and judgements empty): what ``--synthetic`` needs. One pass
    checks every line and keeps each document's offset; the texts stay in the file."""
    corpus_path = corpus_dir / "corpus.jsonl"
    if not corpus_path.exists():
        raise InputError(f"{corpus_dir}: no corpus.jsonl (BEIR format expected)")
    digest = hashlib.sha256()
    offsets, ids = array("q"), []
    seen: set[str] = set()
    duplicates = empty = 0
    with corpus_path.open("rb") as fh:
        n, offset = 0, 0
        for line in fh:
            n, at, offset = n + 1, offset, offset + len(line)
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except (json.JSONDecodeError, UnicodeDecodeError) as err:
                raise InputError(f"{corpus_path}:{n}: not a JSON line ({getattr(err, 'msg', err)})") from err
            if not isinstance(rec, dict) or "_id" not in rec:
                raise InputError(f"{corpus_path}:{n}: a corpus line needs an \"_id\"")
            doc = _doc(rec)
            if doc.doc_id in seen:
                duplicates += 1
            elif not doc.full_text:
                empty += 1
            else:
                seen.add(doc.doc_id)
                offsets.append(at)
                ids.append(doc.doc_id)
                digest.update(f"{doc.doc_id}\0{doc.title}\0{doc.text}\0".encode())
    if not ids:
        raise InputError(f"{corpus_path}: no document with text")
    warnings = []
    if duplicates:
        warnings.append(f"{duplicates} corpus lines repeat an _id already seen: the first one is kept")
    if empty:
        warnings.append(f"{empty} documents have neither title nor text: skipped")
    return BeirData(CorpusFile(corpus_path, offsets, ids), {}, {}, digest.hexdigest(), tuple(warnings))


def load_beir(corpus_dir: Path, *, queries_file: Path | None = None, qrels_file: Path | None = None) -> BeirData:
    corpus = load_corpus(corpus_dir)
    qpath = queries_file or corpus_dir / "queries.jsonl"
    if not qpath.is_file():
        raise InputError(f"{qpath}: not found; pass --queries FILE, or --synthetic to make queries from the corpus")
    queries = {}
    for n, r in enumerate(_jsonl(qpath), 1):
        if not isinstance(r, dict) or "_id" not in r or not str(r.get("text") or "").strip():
            raise InputError(f"{qpath}:{n}: a query line needs an \"_id\" and a \"text\"")
        queries[str(r["_id"])] = str(r["text"])
    judged = read_qrels(qrels_file or find_qrels(corpus_dir))
    qrels = {q: d for q, d in judged.items() if q in queries}
    known = set(doc_ids(corpus.docs))
    unknown = sum(1 for ds in qrels.values() for d in ds if d not in known)
    warnings = list(corpus.warnings)
    if len(qrels) < len(judged):
        warnings.append(f"{len(judged) - len(qrels)} judged query ids have no query text: ignored")
    if unjudged := len(queries.keys() - qrels.keys()):
        warnings.append(f"{unjudged} queries have no judgement: not evaluated")
    if unknown:
        warnings.append(f"{unknown} judgements name documents not in the corpus: they count as never found")
    if not any(g > 0 for ds in qrels.values() for g in ds.values()):
        raise InputError(f"{corpus_dir}: no query has a relevant judged document; nothing to evaluate")
    return BeirData(corpus.docs, queries, qrels, corpus.fingerprint, tuple(warnings))


def to_loaded(doc: BeirDoc) -> LoadedBeirDoc:
    """One paragraph block per document. The title is a single space when the corpus has none,
    so the pipeline's fallback (the origin's file stem, i.e. the doc id) does not leak numbers
    into the tsvector."""
    body = doc.text or doc.title
    parsed = ParsedDocument(
        text=body,
        blocks=(Block(kind="paragraph", char_start=0, char_end=len(body)),),
        title=doc.title or " ",
        source_type="article",
    )
    # the id is part of the hash: two BEIR docs with equal text are still two judged docs
    content_hash = hashlib.sha256(f"{doc.doc_id}\0{doc.title}\0{body}".encode()).hexdigest()
    return LoadedBeirDoc(origin=f"{ORIGIN_PREFIX}{doc.doc_id}", content_hash=content_hash, document=parsed)


def doc_id_of(origin: str) -> str:
    return origin[len(ORIGIN_PREFIX):] if origin.startswith(ORIGIN_PREFIX) else origin

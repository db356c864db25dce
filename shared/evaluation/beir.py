"""Reading a BEIR-format folder: ``corpus.jsonl`` (``_id``, ``title``, ``text``),
``queries.jsonl`` (``_id``, ``text``) and ``qrels.tsv`` or ``qrels/test.tsv``
(``query-id``, ``corpus-id``, ``score``; the header line is optional)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from shared.errors import InputError
from shared.ingestion.types import Block, ParsedDocument


@dataclass(frozen=True)
class BeirDoc:
    doc_id: str
    title: str
    text: str

    @property
    def full_text(self) -> str:
        """What the baselines index: title and text, as BEIR does."""
        return f"{self.title}\n\n{self.text}" if self.title else self.text


@dataclass(frozen=True)
class BeirData:
    docs: tuple[BeirDoc, ...]
    queries: dict[str, str]
    qrels: dict[str, dict[str, int]]
    fingerprint: str  # sha256 over corpus content (ingest cache key)


@dataclass(frozen=True)
class LoadedBeirDoc:
    """Shaped like ``shared.ingestion.loader.LoadedDocument`` (origin, content_hash, document)."""

    origin: str
    content_hash: str
    document: ParsedDocument


ORIGIN_PREFIX = "beir:"


def _jsonl(path: Path) -> list[dict]:
    out = []
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if line.strip():
                try:
                    out.append(json.loads(line))
                except json.JSONDecodeError as err:
                    raise InputError(f"{path}:{n}: not a JSON line ({err.msg})") from err
    return out


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
        qrels.setdefault(parts[0], {})[parts[1]] = int(parts[2])
    return qrels


def find_qrels(corpus_dir: Path) -> Path:
    for candidate in (corpus_dir / "qrels.tsv", corpus_dir / "qrels" / "test.tsv"):
        if candidate.exists():
            return candidate
    raise InputError(f"{corpus_dir}: no qrels.tsv or qrels/test.tsv; pass --qrels FILE")


def load_beir(corpus_dir: Path, *, queries_file: Path | None = None, qrels_file: Path | None = None) -> BeirData:
    corpus_path = corpus_dir / "corpus.jsonl"
    if not corpus_path.exists():
        raise InputError(f"{corpus_dir}: no corpus.jsonl (BEIR format expected)")
    digest = hashlib.sha256()
    docs = []
    for rec in _jsonl(corpus_path):
        doc = BeirDoc(str(rec["_id"]), (rec.get("title") or "").strip(), (rec.get("text") or "").strip())
        if doc.full_text:
            docs.append(doc)
            digest.update(f"{doc.doc_id}\0{doc.title}\0{doc.text}\0".encode())
    queries = {str(r["_id"]): str(r["text"]) for r in _jsonl(queries_file or corpus_dir / "queries.jsonl")}
    qrels = read_qrels(qrels_file or find_qrels(corpus_dir))
    qrels = {q: d for q, d in qrels.items() if q in queries}
    return BeirData(tuple(docs), queries, qrels, digest.hexdigest())


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

"""``footnote eval CORPUS --synthetic``: retrieval quality on a library that has no queries.

For a deterministic sample of documents, one sentence each becomes a query at three levels, and
the document it came from is the one relevant answer:

* ``exact``  -- the sentence as written;
* ``light``  -- a light paraphrase: its content words without the function words, the most
  common third of them dropped (by document frequency), the rest in a different order, plurals
  made singular -- what a reader who remembers the sentence types;
* ``heavy``  -- only the concept: the sentence's everyday words with its distinctive terms taken
  out -- the rarer half of its content words (by document frequency) dropped, at most
  ``HEAVY_WORDS`` of the rest, reordered -- so what is left describes the idea in words many
  documents use ("patients heart failure exercise training" for a sentence about VEGF responses
  in HFrEF). Keyword search can no longer key on a rare term; this is the level where the two
  sides differ most.

Without an LLM these are the deterministic rewrites above (same corpus, same queries, every run).
With an LLM generator configured, ``light`` and ``heavy`` are written by the model from the same
sentence (``paraphrase_requests``), falling back to the deterministic rewrite when it answers
nothing usable. Pure: the caller runs retrieval (``footnote.shared.evaluation.runs.run_eval``).
"""

from __future__ import annotations

import hashlib
import heapq
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from footnote.shared.evaluation.beir import BeirData, BeirDoc
from footnote.shared.text import STOPWORDS, split_sentences, stem_words, words

LEVELS = ("exact", "light", "heavy")
MIN_CONTENT_WORDS = 5  # a sentence shorter than this says too little to be a query
MAX_SENTENCE_CHARS = 400
HEAVY_WORDS = 5
CUTOFFS = (1, 5, 10)


@dataclass(frozen=True)
class SyntheticQuery:
    qid: str
    doc_id: str
    level: str
    text: str
    sentence: str


def _rank(key: str) -> int:
    return int(hashlib.sha1(key.encode()).hexdigest()[:12], 16)


def _content(text: str) -> list[str]:
    return [w for w in words(text) if w not in STOPWORDS and len(w) > 1 and not w.isdigit()]


def document_frequencies(docs: Sequence[BeirDoc]) -> Counter[str]:
    df: Counter[str] = Counter()
    for d in docs:
        df.update(set(stem_words(_content(d.full_text))))
    return df


def sample_docs(docs: Sequence[BeirDoc], n: int) -> list[BeirDoc]:
    """``n`` documents chosen by a hash of their id: the same sample on every run (one pass that
    keeps ``n`` documents, so a corpus read from its file is never held whole)."""
    return heapq.nsmallest(n, docs, key=lambda d: (_rank("doc:" + d.doc_id), d.doc_id))


def _sentences(paragraph: str) -> list[str]:
    """The paragraph's sentences. A run the splitter leaves longer than a sentence can be (it needs
    a capital after the full stop; lower-cased corpora such as MED have none) is cut at every
    full stop, question or exclamation mark."""
    out = []
    for s in split_sentences(" ".join(paragraph.split())):
        out.extend([s] if len(s) <= MAX_SENTENCE_CHARS else re.split(r"(?<=[.!?])\s+", s))
    return out


def pick_sentence(doc: BeirDoc) -> str | None:
    """One sentence of the document's text with enough content words, chosen by a hash of the id."""
    sentences = [
        s for p in re.split(r"\n\s*\n", doc.text) for s in _sentences(p)
        if len(_content(s)) >= MIN_CONTENT_WORDS and len(s) <= MAX_SENTENCE_CHARS
    ]
    if not sentences:
        return None
    return sentences[_rank("sentence:" + doc.doc_id) % len(sentences)]


def _singular(w: str) -> str:
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def _distinct_words(sentence: str) -> tuple[list[str], list[str]]:
    """The sentence's content words, one per stem (its first form), and their stems."""
    ws = _content(sentence)
    first: dict[str, str] = {}
    for w, st in zip(ws, stem_words(ws), strict=True):
        first.setdefault(st, w)
    return list(first.values()), list(first)


def _reordered(ws: Sequence[str], keep: Sequence[int]) -> str:
    """The kept words, second half first, plurals made singular."""
    kept = sorted(keep)
    half = len(kept) // 2
    return " ".join(_singular(ws[i]) for i in kept[half:] + kept[:half])


def light_paraphrase(sentence: str, df: Mapping[str, int]) -> str:
    ws = list(dict.fromkeys(_content(sentence)))
    stems = stem_words(ws)
    rarest_first = sorted(range(len(ws)), key=lambda i: (df.get(stems[i], 0), -i))
    return _reordered(ws, rarest_first[: len(ws) - len(ws) // 3])


def heavy_paraphrase(sentence: str, df: Mapping[str, int]) -> str | None:
    ws, stems = _distinct_words(sentence)
    commonest_first = sorted(range(len(ws)), key=lambda i: (-df.get(stems[i], 0), i))
    common = commonest_first[: len(ws) // 2][:HEAVY_WORDS]
    return _reordered(ws, common) if len(common) >= 2 else None


def make_queries(data: BeirData, sample: int) -> list[SyntheticQuery]:
    df = document_frequencies(data.docs)
    out: list[SyntheticQuery] = []
    for doc in sample_docs(data.docs, sample):
        sentence = pick_sentence(doc)
        if sentence is None:
            continue
        texts = {
            "exact": sentence,
            "light": light_paraphrase(sentence, df),
            "heavy": heavy_paraphrase(sentence, df),
        }
        for level, t in texts.items():
            if t:
                out.append(SyntheticQuery(f"{level}:{doc.doc_id}", doc.doc_id, level, t, sentence))
    return out


PROMPTS = {
    "light": "Rewrite this sentence as the search query a student who half-remembers it would type: keep "
             "its meaning and most key terms, drop filler words. Reply with the query only.\n\nSentence: {s}",
    "heavy": "Write one short question a student might ask whose answer is this sentence. Do not reuse its "
             "distinctive words: use synonyms or describe the idea. Reply with the question only.\n\nSentence: {s}",
}


_LABEL = re.compile(
    r"^\s*(?:(?:here(?:'s| is)|sure|okay|ok)\b[^:]{0,60}:|(?:query|question|rewrite|answer)\s*:)\s*", re.I
)
_CHATTER = re.compile(r"^\s*(?:sure|certainly|of course|hello|hi|i'?m|i am|i can|i'll|i will|as an ai)\b", re.I)


def clean_generated(text: str, limit: int = 300) -> str:
    """The model's first usable line, without quotes or a "Query:" / "Here is the query:" lead;
    '' if the model only talked to us ("I'm ready to help. What's your question?")."""
    for line in text.strip().splitlines():
        line = _LABEL.sub("", line.strip()).strip(" \"'“”")
        if _CHATTER.match(line):
            continue
        if len(_content(line)) >= 2:
            return line[:limit]
    return ""


def with_generated(
    queries: Sequence[SyntheticQuery], generated: Mapping[str, str], doc_texts: Mapping[str, str]
) -> list[SyntheticQuery]:
    """Replace light/heavy texts by the model's (``generated``: qid -> raw reply) where usable: a
    reply that shares no content word with its document ("I'm ready to help. What's your
    question?") is chatter, not a paraphrase, and the deterministic rewrite stays."""
    out = []
    for q in queries:
        text = clean_generated(generated.get(q.qid, "")) if q.level != "exact" else ""
        if text and not set(stem_words(_content(text))) & set(stem_words(_content(doc_texts.get(q.doc_id, "")))):
            text = ""
        out.append(SyntheticQuery(q.qid, q.doc_id, q.level, text, q.sentence) if text else q)
    return out


def as_beir(data: BeirData, queries: Sequence[SyntheticQuery]) -> BeirData:
    return BeirData(
        docs=data.docs,
        queries={q.qid: q.text for q in queries},
        qrels={q.qid: {q.doc_id: 1} for q in queries},
        fingerprint=data.fingerprint,
    )


def level_metrics(runs: Mapping[str, Mapping[str, Sequence[str]]], queries: Sequence[SyntheticQuery]) -> dict:
    """{level: {mode: {"recall@1", "recall@5", "recall@10", "mrr", "n"}}} (MRR over the top 10)."""
    out: dict[str, dict[str, dict[str, float]]] = {}
    for level in LEVELS:
        qs = [q for q in queries if q.level == level]
        if not qs:
            continue
        out[level] = {}
        for mode, run in runs.items():
            ranks = []
            for q in qs:
                ranking = list(run.get(q.qid, ()))[:10]
                ranks.append(ranking.index(q.doc_id) + 1 if q.doc_id in ranking else None)
            m = {f"recall@{k}": round(sum(1 for r in ranks if r and r <= k) / len(qs), 4) for k in CUTOFFS}
            m["mrr"] = round(sum(1 / r for r in ranks if r) / len(qs), 4)
            m["n"] = len(qs)
            out[level][mode] = m
    return out

"""The default generator: deterministic, CPU only, no model.

It composes prose from the job's inputs and the numbered evidence, quoting the evidence
sentence that best fits each point. Every sentence it writes quotes the evidence it cites,
so each carries a valid, verifiable citation (the one exception: the performer's best score is
stated without a citation when no source speaks to it); with no evidence it writes nothing (the
pipeline shows the "no relevant evidence" message instead).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from shared.config import Settings
from shared.generation.evidence import EvidenceItem, format_timestamp
from shared.generation.generators.base import Generation, GenerationRequest, Generator, register_generator
from shared.generation.text import content_stems, split_sentences, truncate_words

QUOTE_CHARS = 260
RELATIVE_RELEVANCE = 0.8  # further evidence must be nearly as similar as the best, or share 2+ words
MIN_FALLBACK_OVERLAP = 2  # evidence not retrieved for a point must share 2+ content words with it
ESSAY_RELEVANT_SHARED_WORDS = 2  # paragraph and evidence share this many content words
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
PRACTICE_WORDS = content_stems("practice slowly exercise try repeat play listen hands separately metronome")


def best_sentence(item: EvidenceItem, keywords: Iterable[str], *, avoid: str = "") -> str:
    """The evidence sentence sharing most content words with ``keywords`` (first on ties)."""
    sentences = split_sentences(item.hit.text) or [item.hit.text]
    stems = content_stems(" ".join(keywords))
    scored = [
        (len(content_stems(s) & stems) + (0.5 if content_stems(s) & PRACTICE_WORDS else 0), -i, s)
        for i, s in enumerate(sentences)
        if s.strip() != avoid.strip() and len(s.split()) >= 4
    ]
    pick = max(scored)[2] if scored else sentences[0]
    return _quotable(truncate_words(pick.strip().strip('"“”'), QUOTE_CHARS))


def _quotable(text: str) -> str:
    """Inner double quotes become single ones; the closing period moves after the citation."""
    return text.replace('"', "'").replace("“", "'").replace("”", "'").rstrip(".")


def best_passage(item: EvidenceItem, keywords: Iterable[str]) -> str:
    """The whole span when it is short (two sentences or fewer), else its best sentence."""
    sentences = split_sentences(item.hit.text)
    text = " ".join(item.hit.text.split())
    if len(sentences) <= 2 and len(text) <= QUOTE_CHARS:
        return _quotable(text.strip('"“”'))
    best = best_sentence(item, keywords)
    for i, sentence in enumerate(sentences[:-1]):
        if _quotable(sentence) == best and len(best) + len(sentences[i + 1]) <= QUOTE_CHARS + 80:
            return _quotable(f"{sentence} {sentences[i + 1]}")
    return best


def who(item: EvidenceItem) -> str:
    h = item.hit
    if h.author:
        return h.author.split()[-1]
    return h.title or "the source"


def _cite(item: EvidenceItem, style: str = "bracket") -> str:
    return f"(Evidence #{item.number})" if style == "evidence" else f"[{item.number}]"


def about_other_composer(item: EvidenceItem, composer_tag: str) -> bool:
    """Evidence tagged for a different composer (a Beethoven tip in Chopin feedback)."""
    tags = [t for t in item.hit.tags if t.startswith("composer:")]
    return bool(tags) and composer_tag not in tags


def about_composer(item: EvidenceItem, composer: str, composer_tag: str) -> bool:
    name = composer.split()[-1].lower() if composer.split() else ""
    return composer_tag in item.hit.tags or bool(name and name in item.hit.text.lower())


def _pick(
    evidence: Sequence[EvidenceItem],
    numbers: Sequence[int],
    used: set[int],
    keywords: Iterable[str],
    composer_tag: str | None = None,
) -> EvidenceItem | None:
    allowed = [e for e in evidence if not (composer_tag and about_other_composer(e, composer_tag))]
    by_number = {e.number: e for e in allowed}
    for n in numbers:
        if n in by_number and n not in used:
            return by_number[n]
    stems = content_stems(" ".join(keywords))
    fresh = [e for e in allowed if e.number not in used]
    if not fresh:
        return None
    overlap = [(len(content_stems(e.hit.text) & stems), -e.number, e) for e in fresh]
    best = max(overlap, key=lambda t: (t[0], t[1]))
    return best[2] if best[0] >= MIN_FALLBACK_OVERLAP else None


def compose_performance(inputs: Mapping[str, Any], evidence: Sequence[EvidenceItem]) -> str:
    scores, labels, tech = inputs["scores"], inputs["labels"], inputs["technique"]
    roles: Mapping[str, list[int]] = inputs.get("roles", {})
    performer, piece, composer = inputs["performer"], inputs["piece"], inputs["composer"]
    used: set[int] = set()
    paragraphs = []
    tag = (inputs.get("tags") or [""])[0]

    strength = inputs.get("celebrate")
    if strength:
        keywords = [*tech[strength], labels[strength]]
        item = _pick(evidence, roles.get(f"strength:{strength}", []), used, keywords, tag)
        if item:
            used.add(item.number)
            quote = best_sentence(item, [*tech[strength], labels[strength]])
            paragraphs.append(
                f"{performer}'s performance of {piece} is at its best in {labels[strength]}, which scored "
                f'{scores[strength]:.2f}; keep it, for as {who(item)} puts it, "{quote}" {_cite(item)}.'
            )
        else:  # the user's own score needs no source; it carries no citation rather than a wrong one
            paragraphs.append(
                f"{performer}'s performance of {piece} is at its best in {labels[strength]}, which scored "
                f"{scores[strength]:.2f}."
            )

    improve_sentences = []
    for rank, key in enumerate(inputs["improve"]):
        keywords = [*tech[key], labels[key], "practice"]
        item = _pick(evidence, [*roles.get(f"improve:{key}", []), *roles.get("improve", [])], used, keywords, tag)
        if not item:
            continue
        used.add(item.number)
        quote = best_sentence(item, keywords)
        lead = "The area with most room to grow is" if rank == 0 else "Next is"
        improve_sentences.append(
            f'{lead} {labels[key]}, which scored {scores[key]:.2f}; {who(item)} advises: "{quote}" {_cite(item)}.'
        )
        more = best_sentence(item, [*keywords, "slowly", "exercise"], avoid=quote)
        if more and more != quote and len(split_sentences(item.hit.text)) > 1:
            improve_sentences.append(f'For practice, try this: "{more}" {_cite(item)}.')
    if improve_sentences:
        paragraphs.append(" ".join(improve_sentences))

    keywords = [composer, piece, "style", "interpretation"]
    candidates = [e for e in evidence if about_composer(e, composer, tag)]
    item = _pick(candidates, roles.get("composer", []), used, keywords, tag)
    if item:
        used.add(item.number)
        quote = best_sentence(item, keywords)
        name = composer.split()[-1] if composer.split() else composer
        paragraphs.append(f'On playing {name} in particular, {who(item)} notes: "{quote}" {_cite(item)}.')
    return "\n\n".join(paragraphs)


def compose_essay(inputs: Mapping[str, Any], evidence: Sequence[EvidenceItem]) -> str:
    paragraphs: Sequence[str] = inputs["paragraphs"]
    per_par: Mapping[int, list[int]] = inputs.get("paragraph_evidence", {})
    by_number = {e.number: e for e in evidence}
    strong, thin = [], []
    used: set[int] = set()
    for p_idx, paragraph in enumerate(paragraphs):
        item = next((by_number[n] for n in per_par.get(p_idx, []) if n in by_number and n not in used), None)
        if item is None:
            continue
        used.add(item.number)
        shared = content_stems(paragraph) & content_stems(item.hit.text)
        quote = best_sentence(item, [paragraph])
        nth = ORDINALS[p_idx] if p_idx < len(ORDINALS) else f"no. {p_idx + 1}"
        where = f"{item.hit.title}" + (f", p.{item.hit.page_number}" if item.hit.page_number else "")
        if len(shared) >= ESSAY_RELEVANT_SHARED_WORDS:
            strong.append(
                f"Your {nth} paragraph is on relevant ground: {where} makes a related point, "
                f'"{quote}" {_cite(item, "evidence")}.'
            )
        else:
            thin.append(
                f'Your {nth} paragraph needs firmer support; a passage you could engage with is "{quote}" '
                f"{_cite(item, 'evidence')}."
            )
    out = []
    if strong:
        out.append(" ".join(strong))
    if thin:
        out.append(" ".join(thin))
    leftovers = [e for e in evidence if e.number not in used]
    if leftovers:
        item = leftovers[0]
        out.append(
            f"To add depth, bring in a further source and explain how it bears on your argument, for example "
            f'"{best_sentence(item, [inputs["essay"]])}" {_cite(item, "evidence")}.'
        )
    return "\n\n".join(out)


def compose_question(inputs: Mapping[str, Any], evidence: Sequence[EvidenceItem]) -> str:
    question = inputs["question"]
    q_stems = content_stems(question)
    top = evidence[0].hit.similarity
    relevant = [
        e
        for i, e in enumerate(evidence)
        if i == 0
        or len(content_stems(e.hit.text) & q_stems) >= 2
        or (top and e.hit.similarity is not None and e.hit.similarity >= RELATIVE_RELEVANCE * top)
    ]
    out = []
    for i, item in enumerate(relevant[:4]):
        quote = best_passage(item, [question])
        h = item.hit
        if i == 0:
            intro = "In short"
            sentence = f'{intro}, according to {h.title or "the source"}: "{quote}" {_cite(item)}.'
        elif item.is_video and h.timestamp_start is not None:
            sentence = (
                f"In {h.title or 'the video'}, at {format_timestamp(h.timestamp_start)}, "
                f'the speaker explains: "{quote}" {_cite(item)}.'
            )
        else:
            sentence = f'{who(item)} adds: "{quote}" {_cite(item)}.'
        if i == 0 and item.is_video and h.timestamp_start is not None:
            sentence = (
                f"In short, {h.title or 'the video'} answers this at {format_timestamp(h.timestamp_start)}: "
                f'"{quote}" {_cite(item)}.'
            )
        out.append(sentence)
    if len(out) == 1:  # one relevant source: let it finish its thought rather than pad with others
        first = relevant[0]
        said = content_stems(out[0])
        rest = [s for s in split_sentences(first.hit.text) if len(content_stems(s) - said) >= 3]
        if rest:
            out.append(f'{who(first)} goes on: "{_quotable(truncate_words(rest[0], QUOTE_CHARS))}" {_cite(first)}.')
    return "\n\n".join(out)


COMPOSERS = {
    "performance_feedback": compose_performance,
    "essay_feedback": compose_essay,
    "question": compose_question,
}


class ExtractiveGenerator(Generator):
    name = "extractive"
    model = "extractive-v1"
    extractive = True

    def generate(self, requests: Sequence[GenerationRequest]) -> list[Generation]:
        out = []
        for r in requests:
            start = time.perf_counter()
            compose = COMPOSERS.get(r.kind)
            text = compose(r.inputs, r.evidence) if compose and r.evidence else ""
            if not text:
                text = "I found nothing in your sources that answers this; try rephrasing or adding sources."
            out.append(Generation(text, self.model, (time.perf_counter() - start) * 1000, "stop"))
        return out


@register_generator("extractive")
def _make(settings: Settings) -> Generator:
    return ExtractiveGenerator()

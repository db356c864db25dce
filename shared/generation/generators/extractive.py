"""The default generator: deterministic, CPU only, no model.

It composes prose from the job's inputs and the numbered evidence, quoting the evidence
sentence that best fits each point. Every sentence it writes quotes the evidence it cites,
so each carries a valid, verifiable citation; with no evidence it writes nothing (the
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
    return truncate_words(pick.strip().strip('"“”'), QUOTE_CHARS).rstrip(".")


def who(item: EvidenceItem) -> str:
    h = item.hit
    if h.author:
        return h.author.split()[-1]
    return h.title or "the source"


def _cite(item: EvidenceItem, style: str = "bracket") -> str:
    return f"(Evidence #{item.number})" if style == "evidence" else f"[{item.number}]"


def _pick(
    evidence: Sequence[EvidenceItem], numbers: Sequence[int], used: set[int], keywords: Iterable[str]
) -> EvidenceItem | None:
    by_number = {e.number: e for e in evidence}
    for n in numbers:
        if n in by_number and n not in used:
            return by_number[n]
    stems = content_stems(" ".join(keywords))
    fresh = [e for e in evidence if e.number not in used]
    if not fresh:
        return None
    overlap = [(len(content_stems(e.hit.text) & stems), -e.number, e) for e in fresh]
    best = max(overlap, key=lambda t: (t[0], t[1]))
    return best[2] if best[0] > 0 else None


def compose_performance(inputs: Mapping[str, Any], evidence: Sequence[EvidenceItem]) -> str:
    scores, labels, tech = inputs["scores"], inputs["labels"], inputs["technique"]
    roles: Mapping[str, list[int]] = inputs.get("roles", {})
    performer, piece, composer = inputs["performer"], inputs["piece"], inputs["composer"]
    used: set[int] = set()
    paragraphs = []

    strength = inputs.get("celebrate")
    if strength:
        item = _pick(
            evidence, roles.get(f"strength:{strength}", []), used, [*tech[strength], labels[strength]]
        )
        if item:
            used.add(item.number)
            quote = best_sentence(item, [*tech[strength], labels[strength]])
            paragraphs.append(
                f"{performer}'s {piece} is at its best in {labels[strength]} ({scores[strength]:.2f}), "
                f'and that is worth keeping: as {who(item)} puts it, "{quote}" {_cite(item)}.'
            )

    improve_sentences = []
    for rank, key in enumerate(inputs["improve"]):
        keywords = [*tech[key], labels[key], "practice"]
        item = _pick(evidence, [*roles.get(f"improve:{key}", []), *roles.get("improve", [])], used, keywords)
        if not item:
            continue
        used.add(item.number)
        quote = best_sentence(item, keywords)
        lead = "The area with most room to grow" if rank == 0 else "Next comes"
        improve_sentences.append(
            f'{lead} is {labels[key]} ({scores[key]:.2f}); {who(item)} advises: "{quote}" {_cite(item)}.'
        )
        more = best_sentence(item, [*keywords, "slowly", "exercise"], avoid=quote)
        if more and more != quote and len(split_sentences(item.hit.text)) > 1:
            improve_sentences.append(f'For practice, try this: "{more}" {_cite(item)}.')
    if improve_sentences:
        paragraphs.append(" ".join(improve_sentences))

    keywords = [composer, piece, "style", "interpretation"]
    item = _pick(evidence, roles.get("composer", []), used, keywords)
    if item:
        used.add(item.number)
        quote = best_sentence(item, keywords)
        paragraphs.append(f'On playing {composer} in particular, {who(item)} notes: "{quote}" {_cite(item)}.')
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
        if len(shared) >= 3:
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
    elif strong or thin:
        first = evidence[0]
        out.append(
            f"To add depth, quote the evidence and explain it in your own words rather than restating it, "
            f'starting with "{best_sentence(first, [inputs["essay"]])}" {_cite(first, "evidence")}.'
        )
    return "\n\n".join(out)


def compose_question(inputs: Mapping[str, Any], evidence: Sequence[EvidenceItem]) -> str:
    question = inputs["question"]
    out = []
    for i, item in enumerate(evidence[:4]):
        quote = best_sentence(item, [question])
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

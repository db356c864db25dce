"""Performance feedback: a strength, one or two areas to improve with a practice step, and a
word on the composer -- each point quoting the evidence it cites."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from footnote.shared.generation.compose.quotes import best_sentence, cite, dangling, says
from footnote.shared.generation.evidence import EvidenceItem
from footnote.shared.text import content_stems, split_sentences

MIN_FALLBACK_OVERLAP = 2  # evidence not retrieved for a point must share 2+ content words with it
PRACTICE_CUES = content_stems("practise practice slowly slow exercise try repeat record listen separately metronome")


def about_other_composer(item: EvidenceItem, composer_tag: str) -> bool:
    """Evidence tagged for a different composer (a Beethoven tip in Chopin feedback)."""
    tags = [t for t in item.hit.tags if t.startswith("composer:")]
    return bool(tags) and composer_tag not in tags


def about_composer(item: EvidenceItem, composer: str, composer_tag: str) -> bool:
    name = composer.split()[-1].lower() if composer.split() else ""
    return composer_tag in item.hit.tags or bool(name and name in item.hit.text.lower())


def pick(
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


def practice_step(item: EvidenceItem, keywords: Sequence[str], quoted: str) -> str | None:
    """A second, concrete sentence from the same evidence ("Practise ... slowly ...")."""
    more = best_sentence(item, [*keywords, "practise slowly exercise"], avoid=quoted)
    if not more or more == quoted or more in quoted or dangling(more):
        return None
    if not content_stems(more) & PRACTICE_CUES:
        return None
    if item.hit.granularity != "sentence" and len(split_sentences(item.hit.text)) < 2:
        return None
    return more


def compose_performance(inputs: Mapping[str, Any], evidence: Sequence[EvidenceItem]) -> str:
    scores, labels, tech = inputs["scores"], inputs["labels"], inputs["technique"]
    roles: Mapping[str, list[int]] = inputs.get("roles", {})
    performer, piece, composer = inputs["performer"], inputs["piece"], inputs["composer"]
    name = composer.split()[-1] if composer.split() else composer
    used: set[int] = set()
    paragraphs = []
    tag = (inputs.get("tags") or [""])[0]

    strength = inputs.get("celebrate")
    if strength:
        keywords = [*tech[strength], labels[strength]]
        item = pick(evidence, roles.get(f"strength:{strength}", []), used, keywords, tag)
        head = (
            f"{performer}'s performance of {piece} is at its best in {labels[strength]}, which scored "
            f"{scores[strength]:.2f}"
        )
        if item:
            used.add(item.number)
            quote = best_sentence(item, keywords)
            paragraphs.append(f'{head}; keep it, for as {says(item, "puts")} it, "{quote}" {cite(item)}.')
        else:  # the user's own score needs no source; it carries no citation rather than a wrong one
            paragraphs.append(f"{head}.")

    improve: list[str] = []
    for rank, key in enumerate(inputs["improve"]):
        keywords = [*tech[key], labels[key], "practice"]
        item = pick(evidence, [*roles.get(f"improve:{key}", []), *roles.get("improve", [])], used, keywords, tag)
        if not item:
            continue
        used.add(item.number)
        quote = best_sentence(item, keywords)
        if rank == 0:
            lead = f"The area with most room to grow is {labels[key]}, which scored {scores[key]:.2f}"
            improve.append(f'{lead}; {says(item, "advises")}: "{quote}" {cite(item)}.')
        else:
            lead = f"Next comes {labels[key]}, which scored {scores[key]:.2f}"
            improve.append(f'{lead}; here {says(item, "offers")} this advice: "{quote}" {cite(item)}.')
        more = practice_step(item, keywords, quote)
        if more:
            improve.append(f'As a practice step, try this: "{more}" {cite(item)}.')
    if improve:
        paragraphs.append(" ".join(improve))

    keywords = [composer, piece, "style", "interpretation"]
    candidates = [e for e in evidence if about_composer(e, composer, tag)]
    item = pick(candidates, roles.get("composer", []), used, keywords, tag)
    if item:
        used.add(item.number)
        quote = best_sentence(item, [name, *keywords])
        paragraphs.append(f'On playing {name} in particular, {says(item, "notes")}: "{quote}" {cite(item)}.')
    return "\n\n".join(paragraphs)

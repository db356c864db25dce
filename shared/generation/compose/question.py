"""Question answers: two to four short paragraphs, each quoting one source and ending with its
citation; a video paragraph ends with a "Watch at m:ss" link to the quoted moment."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shared.generation.compose.quotes import (
    QUOTE_CHARS,
    best_passage,
    cite,
    clean_text,
    dangling,
    has_punctuation,
    quotable,
    says,
    who,
    window,
)
from shared.generation.evidence import EvidenceItem, format_timestamp
from shared.generation.text import content_stems, split_sentences, truncate_words

RELATIVE_RELEVANCE = 0.8  # further evidence must be nearly as similar as the best, or share 2+ words
SHARED_WORDS_RELEVANCE = 0.6  # ... and be at least this similar (shared words can be a coincidence)
MAX_PARAGRAPHS = 4
REPEAT_SHARE = 0.8  # a quote whose content words were mostly quoted already adds nothing
LEAD_IN_S = 2  # start a video link this many seconds before the quoted words
SOURCE_WORDS = content_stems("video masterclass lecture talk lesson clip speaker recording say says tell explain")


def relevant(question: str, evidence: Sequence[EvidenceItem]) -> list[EvidenceItem]:
    q_stems = content_stems(question)
    top = evidence[0].hit.similarity

    def close(e: EvidenceItem, share: float) -> bool:
        return not top or e.hit.similarity is None or e.hit.similarity >= share * top

    return [
        e
        for i, e in enumerate(evidence)
        if i == 0
        or (len(content_stems(e.hit.text) & q_stems) >= 2 and close(e, SHARED_WORDS_RELEVANCE))
        or (top and e.hit.similarity is not None and close(e, RELATIVE_RELEVANCE))
    ]


def video_quote(item: EvidenceItem, question: str, evidence: Sequence[EvidenceItem]) -> tuple[str, str]:
    """The quoted words of a transcript and the marker that links to when they are said.

    The second is interpolated within the chunk (captions run at an even pace); a "Watch at"
    marker is used only when it cannot be mistaken for another video chunk, else ``[N]``
    (which links to the chunk's start)."""
    h = item.hit
    clean = clean_text(h.text)
    if has_punctuation(clean):
        return best_passage(item, [question]), cite(item)
    # "what does the masterclass say about X": X, not the words naming the video, picks the moment
    asked = content_stems(question) - SOURCE_WORDS
    quote, at = window(clean, asked or content_stems(question))
    if h.timestamp_start is None or h.timestamp_end is None:
        return quote, cite(item)
    second = int(max(h.timestamp_start, h.timestamp_start + at * (h.timestamp_end - h.timestamp_start) - LEAD_IN_S))
    first_cover = next(
        (
            e.number
            for e in evidence
            if e.is_video
            and e.hit.timestamp_start is not None
            and e.hit.timestamp_start - 1 <= second <= (e.hit.timestamp_end or e.hit.timestamp_start) + 1
        ),
        None,
    )
    if first_cover != item.number:
        return quote, cite(item)
    return quote, f"(Watch at {format_timestamp(second)})"  # rendered as "[N] (Watch at m:ss)"


def compose_question(inputs: Mapping[str, Any], evidence: Sequence[EvidenceItem]) -> str:
    question = inputs["question"]
    out: list[str] = []
    said: set[str] = set()
    chosen: list[EvidenceItem] = []
    for item in relevant(question, evidence):
        if len(out) >= MAX_PARAGRAPHS:
            break
        if item.is_video and item.hit.timestamp_start is not None:
            quote, marker = video_quote(item, question, evidence)
        else:
            quote, marker = best_passage(item, [question]), cite(item)
        quote = _drop_repeats(quote, said)
        stems = content_stems(quote)
        if not stems or len(stems & said) >= REPEAT_SHARE * len(stems):
            continue  # the same words from a second copy or an overlapping chunk
        said |= stems
        chosen.append(item)
        out.append(_paragraph(len(out), item, quote, marker))
    if len(out) == 1:  # one relevant source: let it finish its thought rather than pad with others
        first = chosen[0]
        rest = [
            s
            for s in split_sentences(clean_text(first.hit.text))
            if len(content_stems(s) - said) >= 3 and not dangling(s)
        ]
        if rest:
            quote = quotable(truncate_words(rest[0], QUOTE_CHARS))
            out.append(f'{says(first, "goes", capital=True)} on: "{quote}" {cite(first)}.')
    return "\n\n".join(out)


def _drop_repeats(quote: str, said: set[str]) -> str:
    """Leave out the sentences of a multi-sentence quote that were already quoted."""
    sentences = split_sentences(quote)
    if len(sentences) < 2:
        return quote
    fresh = [s for s in sentences if len(content_stems(s) - said) >= 0.2 * max(1, len(content_stems(s)))]
    return quotable(" ".join(fresh)) if fresh else ""


def _paragraph(i: int, item: EvidenceItem, quote: str, marker: str) -> str:
    h = item.hit
    if item.is_video and h.timestamp_start is not None:
        lead = (
            f"{who(item, capital=True)} takes this up directly"
            if i == 0
            else f"In {who(item)}, the speaker puts it this way"
        )
        return f'{lead}: "{quote}" {marker}.'
    if i == 0:
        return f'{says(item, "answers", capital=True)} this directly: "{quote}" {marker}.'
    leads = (
        f'{says(item, "adds", capital=True)}: "{quote}" {marker}.',
        f'On the same point, {says(item, "advises")}: "{quote}" {marker}.',
        f'{says(item, "also notes", capital=True)} that "{quote}" {marker}.',
    )
    return leads[(i - 1) % len(leads)]

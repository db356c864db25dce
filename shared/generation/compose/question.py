"""Question answers: two to four short paragraphs, each quoting one source and ending with its
citation; a video paragraph ends with a "Watch at m:ss" link to the second the quoted words are
spoken (the renderer adds it from the quote's own timing).

Framing is earned: a paragraph says a source "answers this directly" only when its quote holds
most of what the question asks about (``answer_share``: the question's focus words, each
weighted by how rare it is among the retrieved passages, so "tempo marking" counts more than
"Chopin nocturne" when every passage is about Chopin nocturnes). A passage that holds less than
``MIN_ANSWER_SHARE`` of it *and* is less similar than ``COVER_SIMILARITY`` is not quoted; when
no passage is left, the pipeline says no source covers the question.

Measured (``benchmarks/relevance.py``, SciFact: each claim's best sentence with and without its
judged-relevant abstracts): neither signal separates covered from uncovered well -- similarity
alone peaks at 68% balanced accuracy (floor 0.65), the share alone at 65% -- and this OR rule is
at 69%: 19% of answerable claims are refused, 44% of unanswerable ones still get the closest
passage (framed as "not answered directly" unless the share reaches ``ANSWER_SHARE``)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from footnote.shared.generation.compose.quotes import (
    QUOTE_CHARS,
    answer_cue,
    best_passage,
    cite,
    clean_text,
    dangling,
    echoes,
    has_punctuation,
    prose_sentences,
    quotable,
    says,
    setting_words,
    who,
    window,
)
from footnote.shared.generation.evidence import EvidenceItem
from footnote.shared.retrieval.types import CODE, ON_SCREEN, SEGMENT_SEP
from footnote.shared.text import STOPWORDS, content_stems, split_sentences, truncate_words
from footnote.shared.verification.alignment import align, units, verbatim
from footnote.shared.verification.words import content

ANSWER_SHARE = 0.5  # of the weighted focus words: the quote answers the question directly
MIN_ANSWER_SHARE = 0.25  # below this ...
COVER_SIMILARITY = 0.65  # ... and below this similarity, a passage does not cover the question
QUESTION_WORDS = content(
    "how what when why which who whom where should would could can does do did best way ways handle "
    "handled deal approach use get make tell explain describe mean means need kind sort give gives according "
    # adverbs that sharpen a question without naming what it asks about ("when *exactly* ...")
    "exactly actually really already precisely specifically generally usually basically ever"
)
FILLER = content(
    "hello hi welcome everyone everybody today going talk want thanks thank subscribe channel lesson "
    "episode okay alright let start"
)
RELATIVE_RELEVANCE = 0.8  # further evidence must be nearly as similar as the best, or share 2+ words
SHARED_WORDS_RELEVANCE = 0.6  # ... and be at least this similar (shared words can be a coincidence)
MAX_PARAGRAPHS = 4
REPEAT_SHARE = 0.8  # a quote whose content words were mostly quoted already adds nothing
MIN_CAPTION_WORDS = 20  # a caption quote shorter than this takes in the lines after it
SOURCE_WORDS = content_stems("video masterclass lecture talk lesson clip speaker recording say says tell explain")


def relevant(question: str, evidence: Sequence[EvidenceItem]) -> list[EvidenceItem]:
    q_stems = content_stems(question)
    top = evidence[0].hit.similarity

    def close(e: EvidenceItem, share: float) -> bool:
        return not top or e.hit.similarity is None or e.hit.similarity >= share * top

    return [
        e
        for i, e in enumerate(evidence)
        if has_words(e.hit.text)
        and (i == 0
             or (len(content_stems(e.hit.text) & q_stems) >= 2 and close(e, SHARED_WORDS_RELEVANCE))
             or (top and e.hit.similarity is not None and close(e, RELATIVE_RELEVANCE)))
    ]


_URL = re.compile(r"\S+://\S+|www\.\S+")
MIN_WORDS = 3  # words outside links a passage needs to be quoted as an answer


def has_words(text: str) -> bool:
    """A passage says something: a slide holding only a link, a bare number or a symbol does not."""
    return len(re.findall(r"[^\W\d_]{2,}", _URL.sub(" ", text))) >= MIN_WORDS


def focus_weights(question: str, evidence: Sequence[EvidenceItem]) -> dict[str, float]:
    """The question's focus words (not question or source-naming words), each weighted
    1 / (1 + the number of retrieved passages that use it): what is asked, not the topic."""
    focus = content(question) - QUESTION_WORDS - SOURCE_WORDS
    texts = [content(e.hit.text) for e in evidence]
    return {w: 1.0 / (1 + sum(1 for t in texts if w in t)) for w in focus}


def answer_share(quote: str, weights: Mapping[str, float]) -> float:
    total = sum(weights.values())
    if not total:
        return 1.0  # a question of question words only: nothing to weigh
    have = content(quote)
    return sum(w for s, w in weights.items() if s in have) / total


def caption_quote(item: EvidenceItem, question: str) -> str:
    """The caption lines that answer: aligned to the question's focus words, without greeting or
    sign-off lines at either end, cut at a word boundary if long."""
    text = item.hit.text
    skip = QUESTION_WORDS | SOURCE_WORDS | FILLER
    s, e = align(question, text, skip)
    setting = setting_words(question) - skip
    if setting and content(question) - skip - setting:  # "the rubato *in the nocturne*": the rubato first
        s2, e2 = align(question, text, skip | setting)
        if content(text[s2:e2]) & (content(question) - skip - setting):
            s, e = s2, e2
    if e - s > QUOTE_CHARS and "\n" not in text[s:e]:  # one long unbroken run: a word window
        return window(clean_text(text), content(question) - QUESTION_WORDS - SOURCE_WORDS)[0]
    spans = units(text)
    lines = [(a, b) for a, b in spans if s <= a and b <= e] or [(s, e)]
    while len(lines) > 1 and content(text[lines[0][0] : lines[0][1]]) <= FILLER | SOURCE_WORDS:
        lines.pop(0)
    while len(lines) > 1 and content(text[lines[-1][0] : lines[-1][1]]) <= FILLER | SOURCE_WORDS:
        lines.pop()
    # a caption line is a few words: the lines that follow make it a thought ("Chopin nocturne and
    # play it without" -> "... without any pedal at all most students find that the line breaks")
    after = [sp for sp in spans if sp[0] >= lines[-1][1]]
    while after and len(text[lines[0][0] : lines[-1][1]].split()) < MIN_CAPTION_WORDS:
        lines.append(after.pop(0))
    for _ in range(2):  # nor end on "the" or "if"
        if not after or text[lines[0][0] : lines[-1][1]].split()[-1].lower() not in STOPWORDS:
            break
        lines.append(after.pop(0))
    return quotable(truncate_words(text[lines[0][0] : lines[-1][1]], QUOTE_CHARS))


def video_quote(item: EvidenceItem, question: str, evidence: Sequence[EvidenceItem]) -> tuple[str, str]:
    """The quoted words of a transcript and the marker that links to when they are said.

    The second is interpolated within the chunk (captions run at an even pace); a "Watch at"
    marker is used only when it cannot be mistaken for another video chunk, else ``[N]``
    (which links to the chunk's start)."""
    if on_screen(item) or code_shown(item) is not None:  # a slide or code: a few lines read together
        lines = [" ".join(line.split()) for line in item.hit.text.splitlines() if line.strip()]
        return quotable(truncate_words(" / ".join(lines), QUOTE_CHARS)), cite(item)
    if has_punctuation(clean_text(item.hit.text)):
        return best_passage(item, [question]), cite(item)
    return caption_quote(item, question), cite(item)  # the renderer adds "Watch at" the quote's second


def compose_question(inputs: Mapping[str, Any], evidence: Sequence[EvidenceItem]) -> str:
    question = inputs["question"]
    out: list[str] = []
    said: set[str] = set()
    chosen: list[EvidenceItem] = []
    weights = focus_weights(question, evidence)
    cue = answer_cue([question])
    direct = False
    last_quote = ""
    candidates = []
    for item in relevant(question, evidence):
        if item.is_video and item.hit.timestamp_start is not None:
            quote, marker = video_quote(item, question, evidence)
        else:
            quote, marker = best_passage(item, [question]), cite(item)
        candidates.append((item, quote, marker))
    # lead with a quote that answers what was asked (stable: else by rank), what was said before
    # what a slide showed; a quote that restates the question goes last
    candidates.sort(key=lambda c: (echoes(c[1]), not _answers(c[0], c[1], weights, cue), on_screen(c[0])))
    for item, quote, marker in candidates:
        if len(out) >= MAX_PARAGRAPHS:
            break
        if direct and echoes(quote):
            continue  # where a source restates the question points to an answer already quoted
        quote = _drop_repeats(quote, said)
        stems = content_stems(quote)
        if not stems or len(stems & said) >= REPEAT_SHARE * len(stems):
            continue  # the same words from a second copy or an overlapping chunk
        share = answer_share(f"{quote} {taken_up(item, quote)}", weights)
        # unknown similarity (a keyword-only hit) counts as on topic, as in the off-topic rule
        similar = item.hit.similarity is None or item.hit.similarity >= COVER_SIMILARITY
        if share < MIN_ANSWER_SHARE and not similar:
            continue  # related to the topic, not to what was asked
        said |= stems
        last_quote = quote
        chosen.append(item)
        if not out:  # "when ...?" is answered directly only by words that say when
            direct = share >= ANSWER_SHARE and (cue is None or bool(cue.search(quote)))
        paragraph = _paragraph(len(out), item, quote, marker, direct)
        steps = [] if item.is_video else announced_steps(item, quote)
        code = [] if item.is_video or steps else announced_code(item, quote)
        if steps:  # the procedure the quote announces, whole
            said |= content_stems(" ".join(steps))
            last_quote = steps[-1]
            paragraph = f"{paragraph} {_steps(item, steps, marker)}"
        elif code:  # the command or code it announces, as set
            said |= content_stems(" ".join(code))
            paragraph = f"{paragraph} {_code(code, marker)}"
        out.append(paragraph)
    if len(out) == 1:  # one relevant source: let it finish its thought rather than pad with others
        first = chosen[0]
        more = continuation(first, last_quote, said)
        if more:
            out.append(f'{says(first, "goes", capital=True)} on: "{more}" {cite(first)}.')
    return "\n\n".join(out)


TAKEN_UP_SENTENCES = 4  # how far back a restatement of the question may stand before the quote


def taken_up(item: EvidenceItem, quote: str) -> str:
    """The sentence shortly before ``quote`` in the same passage that restates the question
    ("The first thing to learn is when to change it."), or "". What follows a source's own
    restatement answers it, in words that need not repeat the question's ("lift the pedal and
    press it again" for "change the pedal")."""
    if item.hit.granularity == "sentence":
        return ""
    clean = clean_text(item.hit.text)
    head = quote.strip("…").split("…")[0].strip()
    at = clean.find(head[:60]) if head else -1
    if at <= 0:
        return ""
    before = prose_sentences(clean[:at])[-TAKEN_UP_SENTENCES:]
    return next((s for s in reversed(before) if echoes(s)), "")


def _answers(item: EvidenceItem, quote: str, weights: Mapping[str, float], cue: Any) -> bool:
    """Would this quote answer the question directly (the first paragraph's test)?"""
    share = answer_share(f"{quote} {taken_up(item, quote)}", weights)
    return share >= ANSWER_SHARE and (cue is None or bool(cue.search(quote)))


def continuation(item: EvidenceItem, quoted: str, said: set[str]) -> str:
    """What the source says next: the sentence (or, in captions, the lines) after the quote."""
    text = item.hit.text
    if not has_punctuation(clean_text(text)):
        at = verbatim(quoted.strip("…"), text)
        lines = [(a, b) for a, b in units(text) if at and a >= at[1]]
        if not lines:
            return ""
        piece = truncate_words(text[lines[0][0] : lines[-1][1]], QUOTE_CHARS)
        return quotable(piece) if len(content_stems(piece) - said) >= 3 else ""
    clean = clean_text(text)
    at = verbatim(quoted.strip("…").split("…")[-1].strip(), clean)
    after = clean[at[1]:] if at else clean  # "goes on": only what comes after the quote
    rest = [s for s in prose_sentences(after) if len(content_stems(s) - said) >= 3 and not dangling(s)]
    return quotable(truncate_words(rest[0], QUOTE_CHARS)) if rest else ""


# A quote that promises a list the reader has not been given yet: "follow these steps", "as follows:"
_ANNOUNCES = re.compile(
    r"(?:\b(?:these|the following|the|following)\s+(?:\w+\s+)?steps|\bas follows|\bthe following(?:\s+\w+)?)\s*[.:]?$"
    r"|:$",
    re.I,
)
MAX_STEPS = 8
STEP_CHARS = 200


def announced_steps(item: EvidenceItem, quote: str) -> list[str]:
    """The list a quote announces ("... follow these steps."), each item as the source words it,
    when the passage goes straight on to it: a technical doc's procedure is quoted whole, not cut
    at its first sentence. [] when the quote announces nothing or no list follows it."""
    last = quote.strip().strip("…").strip()
    if not _ANNOUNCES.search(last.rstrip(".")) and not last.endswith(":"):
        return []
    text = item.hit.text
    at = verbatim(last.split("…")[-1].strip(), text)
    if not at:
        return []
    blocks = [b for b in re.split(r"\n\s*\n", text[at[1]:].lstrip(".:;… ")) if b.strip()]
    if not blocks:
        return []
    lines = [line.strip() for line in blocks[0].splitlines() if line.strip()]
    if len(lines) < 2 or any(line.startswith(("```", "~~~", "|")) for line in lines):
        return []  # one line, code or a table: not a list of steps
    if not all(line[0].isupper() or line[0].isdigit() or line[0] in "-*•`" for line in lines):
        return []  # a wrapped paragraph (a line goes on mid-sentence), not items
    if all(_code_like(line) for line in lines):
        return []  # settings or commands set line by line: code (``announced_code``), not steps
    return [quotable(truncate_words(line, STEP_CHARS)) for line in lines[:MAX_STEPS]]


MAX_CODE_LINES = 12
_FENCED = re.compile(r"(```|~~~)[^\n]*\n(.*?)(?:\n\1|\Z)", re.S)
_CODE_CHARS = re.compile(r"[=/\\_(){}\[\]<>$|;:.\-]")


def _code_like(line: str) -> bool:
    """A line set as code or a command, not prose or a heading: no full stop at its end, and a
    code character in it or a lower-case start ("pip install x", "make -j4", "x = f(y)")."""
    s = line.strip()
    bare = s[:1].islower() and "," not in s and len(s.split()) <= 10  # "make install", not a wrapped clause
    return bool(s) and s[-1] not in ".!?" and (bool(_CODE_CHARS.search(s)) or bare)


def announced_code(item: EvidenceItem, quote: str) -> list[str]:
    """The code a quote announces ("run the following command:"), its lines as the source sets
    them, when the passage goes straight on to it: a fenced block, or a block of at most
    ``MAX_CODE_LINES`` code-like lines (a ``<pre>`` or a PDF listing carries no fence). A user
    asking how to install is given the command, not told that there is one. [] otherwise."""
    last = quote.strip().strip("…").strip()
    if not last.endswith(":"):
        return []
    text = item.hit.text
    at = verbatim(last.split("…")[-1].strip(), text)
    if not at:
        return []
    rest = text[at[1]:].lstrip(":").lstrip()
    fenced = _FENCED.match(rest)
    block = fenced.group(2) if fenced else re.split(r"\n\s*\n", rest, maxsplit=1)[0]
    lines = [line.rstrip() for line in block.splitlines() if line.strip()]
    if not lines or len(lines) > MAX_CODE_LINES or not (fenced or all(_code_like(x) for x in lines)):
        return []
    return lines


def _code(lines: Sequence[str], marker: str) -> str:
    """The announced code, a cited quotation per line (indentation kept, a double quote inside
    written as a single one so the quotation stays one)."""
    quoted = [f'"{line.replace(chr(34), chr(39))}" {marker}.' for line in lines]
    if len(quoted) == 1:
        return f"Exactly as the source gives it: {quoted[0]}"
    return " ".join(f"Line {n}: {q}" for n, q in enumerate(quoted, 1))


def _steps(item: EvidenceItem, steps: Sequence[str], marker: str) -> str:
    """The announced steps, one cited sentence each (each chip opens its own step)."""
    out = [f'Step {n}: "{step}" {marker}.' for n, step in enumerate(steps, 1)]
    total = len([line for line in item.hit.text.splitlines() if line.strip()])
    if len(steps) == MAX_STEPS and total > MAX_STEPS:
        out.append(f"{says(item, 'continues', capital=True)} with further steps {marker}.")
    return " ".join(out)


def _drop_repeats(quote: str, said: set[str]) -> str:
    """Leave out the sentences of a multi-sentence quote that were already quoted."""
    sentences = split_sentences(quote)
    if len(sentences) < 2:
        return quote
    fresh = [s for s in sentences if len(content_stems(s) - said) >= 0.2 * max(1, len(content_stems(s)))]
    return quotable(" ".join(fresh)) if fresh else ""


def on_screen(item: EvidenceItem) -> bool:
    return item.hit.speaker == ON_SCREEN


def code_shown(item: EvidenceItem) -> str | None:
    """Where a lecture's code chunk is in its files ("src/swap.c:3-7"); None for other chunks."""
    h = item.hit
    if h.speaker != CODE:
        return None
    return h.section.rsplit(SEGMENT_SEP, 1)[-1] if h.section and ":" in h.section else "its code"


def _paragraph(i: int, item: EvidenceItem, quote: str, marker: str, direct: bool = True) -> str:
    h = item.hit
    if i == 0 and not direct:
        return (
            f"Your sources do not answer this directly; the closest passage is in {who(item)}: "
            f'"{quote}" {marker}.'
        )
    if i > 0 and echoes(quote):  # it points at where the source takes the question up; it advises nothing
        return f'{who(item, capital=True)} takes up this question: "{quote}" {marker}.'
    if (where := code_shown(item)) is not None:  # the lecture's code, shown or talked through then
        lead = f"{who(item, capital=True)} goes through this code" if i == 0 else f"The code in {who(item)}"
        return f'{lead} ({where}): "{quote}" {marker}.'
    if on_screen(item):  # a slide's text: what was shown, named by its slide
        slide = f" ({h.section})" if h.section else ""
        lead = f"{who(item, capital=True)} shows this on screen" if i == 0 else f"On screen in {who(item)}"
        return f'{lead}{slide}: "{quote}" {marker}.'
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

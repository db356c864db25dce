"""Essay feedback on content: relevance (to the prompt or rubric when given), where the
sources back the essay, where they contradict it, and how to deepen the evidence.

Each essay sentence is checked against the course evidence with the verifier
(``footnote.shared.verification.judge``): a head-on ``contradicted`` verdict (sharing
``HEAD_ON_COVERAGE`` of the sentence's words) is said plainly ("the course sources contradict
..."), a contradiction on a neighbouring point is a question to check ("may be at odds"),
``supported`` is agreement, ``partial`` is related ground to compare. Evidence the verifier
finds ``unsupported`` is set beside a paragraph only when it was retrieved for that paragraph and
is on its topic (``_near``), and then only to compare. With nothing related, nothing is written
and the pipeline says no source covers it.

Essay words are quoted in single quotes (‘...’): they are the student's own text, not a
claim from a source; source words are quoted in double quotes and cited as (Evidence #N).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from footnote.shared.generation.compose.quotes import QUOTE_CHARS, best_sentence, cite, is_heading, quotable, says, who
from footnote.shared.generation.evidence import EvidenceItem
from footnote.shared.text import content_stems, split_sentences, truncate_words
from footnote.shared.verification.judge import judge
from footnote.shared.verification.words import content

RELEVANT_SHARED_WORDS = 2  # further reading must share more than this many content words with the essay
PROMPT_ADDRESSED_SHARE = 0.5  # of the prompt's content words that the essay uses
ESSAY_SNIPPET_CHARS = 110
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
CITES_SOURCES = ("according to", " writes", " argues", " p.", "(19", "(20", "“", '"')


@dataclass(frozen=True)
class Point:
    kind: str  # "agree" (supported) | "related" (partly backed) | "tension" (contradicted) | "doubt" (weakly)
    nth: int  # body paragraph, 0-based
    last: bool  # the essay's final body paragraph
    sentence: str  # the essay sentence it is about
    item: EvidenceItem
    quote: str


def _where(p: Point) -> str:
    if p.nth == 0:
        return "your opening paragraph"
    if p.last:
        return "your conclusion"
    return f"your {ORDINALS[p.nth] if p.nth < len(ORDINALS) else f'no. {p.nth + 1}'} paragraph"


def _snippet(sentence: str) -> str:
    text = truncate_words(sentence, ESSAY_SNIPPET_CHARS).rstrip(".").replace('"', "'")
    return f"‘{text}’"


KIND_OF = {"contradicted": "tension", "supported": "agree", "partial": "related"}
RANK = {"tension": 3, "agree": 2, "related": 1, "doubt": 0.5}
# A contradiction sharing half the sentence's content words is about its point and is said plainly;
# one sharing less is the verifier reading a negation or a fault in a passage on a neighbouring
# point (of the sample essays' low-coverage contradictions, two of three were wrong: "not soft
# practice" beside a soft attack, "the change was too late" beside a full pedal that "would blur"):
# it loses to agreement and to related ground ("I play the melody alone without pedal" beside
# "practise the melody without pedal first" rather than beside a syncopated-pedal passage) and is
# worded as a question to check ("doubt"), never as a contradiction.
HEAD_ON_COVERAGE = 0.5


def _verdict(sentence: str, item: EvidenceItem):
    hit = item.hit
    return judge(sentence, hit.text, names=f"{hit.title or ''} {hit.author or ''}")


def _quote(item: EvidenceItem, sentence: str, span: tuple[int, int]) -> str:
    """The evidence words the verdict read, for a sentence hit the hit itself."""
    if item.hit.granularity == "sentence":
        return best_sentence(item, [sentence])
    s, e = span
    return quotable(truncate_words(item.hit.text[s:e], QUOTE_CHARS))


RELATED_SIMILARITY = 0.45  # paragraph-to-passage cosine (MiniLM) from which a passage is on the paragraph's topic
RELATED_SHARED = 2  # ... and content words one of its sentences shares with the passage's best sentence


def _near(own: Sequence[EvidenceItem], sentences: Sequence[str]) -> tuple[str, EvidenceItem] | None:
    """The paragraph's sentence and the passage retrieved for it, when no verdict relates them
    but the passage is on the paragraph's topic: similar as a whole (``RELATED_SIMILARITY``)
    and sharing ``RELATED_SHARED`` content words sentence to sentence. A paraphrase the verifier
    cannot match word for word ("practise slowly, then speed up" beside "play it at half tempo
    and only increase the speed when secure") is then set beside the passage to compare, never
    called agreement; an essay on another subject (the guitar beside piano notes: 0.39) is not."""
    for item in own:
        if item.hit.similarity is None or item.hit.similarity < RELATED_SIMILARITY:
            continue
        scored = [(len(content(s) & content(best_sentence(item, [s]))), s) for s in sentences]
        shared, sentence = max(scored, key=lambda t: t[0])
        if shared >= RELATED_SHARED:
            return sentence, item
    return None


def find_points(inputs: Mapping[str, Any], evidence: Sequence[EvidenceItem]) -> tuple[list[Point], list[EvidenceItem]]:
    """One point per body paragraph: its strongest (sentence, evidence) verdict -- a head-on
    contradiction first, then agreement, then related ground, then a contradiction sharing fewer
    than ``HEAD_ON_COVERAGE`` of the sentence's words -- plus the unused evidence."""
    paragraphs: Sequence[str] = inputs["paragraphs"]
    per_par: Mapping[int, list[int]] = inputs.get("paragraph_evidence", {})
    by_number = {e.number: e for e in evidence}
    body = [(i, p) for i, p in enumerate(paragraphs) if not is_heading(p)]
    used: set[int] = set()
    points: list[Point] = []
    for nth, (p_idx, paragraph) in enumerate(body):
        sentences = split_sentences(paragraph) or [paragraph]
        own = [by_number[n] for n in per_par.get(p_idx, []) if n in by_number and n not in used]
        others = [e for e in evidence if e.number not in used and e not in own]
        last = nth == len(body) - 1 and nth > 0
        best = None
        for rank, e in enumerate([*own, *others]):
            for s in sentences:
                v = _verdict(s, e)
                kind = KIND_OF.get(v.verdict)
                if kind is None:
                    continue
                coverage = v.scores.get("coverage", 0.0)
                if kind == "tension" and coverage < HEAD_ON_COVERAGE:
                    kind = "doubt"
                key = (RANK[kind], coverage, -rank)
                if best is None or key > best[0]:
                    best = (key, kind, s, e, v.span)
        if best is None:
            near = _near(own, sentences)
            if near is not None:  # no verdict, but the passage retrieved for it is on its topic: compare
                used.add(near[1].number)
                points.append(Point("related", nth, last, near[0], near[1], best_sentence(near[1], [near[0]])))
            continue
        _, kind, s, e, span = best
        used.add(e.number)
        points.append(Point(kind, nth, last, s, e, _quote(e, s, span)))
    return points, [e for e in evidence if e.number not in used]


def _opening(inputs: Mapping[str, Any]) -> str:
    target = inputs.get("prompt") or inputs.get("rubric") or ""
    if not target:
        return ""
    what = "the prompt" if inputs.get("prompt") else "the rubric"
    if inputs.get("prompt") and inputs.get("rubric"):
        what = "the prompt and rubric"
    wanted = content_stems(target)
    share = len(wanted & content_stems(inputs["essay"])) / len(wanted) if wanted else 1.0
    how = "addresses it directly" if share >= PROMPT_ADDRESSED_SHARE else "addresses it only in part"
    return f"Measured against {what}, your essay {how}; "


AGREE = (
    '{lead}{where} is on solid ground when it says {snip}: {src_make} the same point, "{q}" {c}.',
    'The claim in {where}, {snip}, is borne out by {who}: "{q}" {c}.',
    'Likewise, {where} finds support in {who}: "{q}" {c}.',
)
RELATED = (  # same topic, but not clearly the same point: invite a comparison, claim no agreement
    '{lead}{where} is on relevant ground; compare {snip} with what {src_write}: "{q}" {c}.',
    'For {where}, set {snip} beside {who}: "{q}" {c}.',
)


def _agree_template(p: Point, i: int) -> str:
    if p.kind == "related":
        return RELATED[0 if i == 0 else 1]
    return AGREE[min(i, 2)]


TENSION = (
    '{lead}the course sources contradict {where}: you write {snip}, but {src_say}: "{q}" {c}.',
    'They also contradict {where}: where you write {snip}, {src_say}: "{q}" {c}.',
    'Likewise, {snip} in {where} is contradicted by {who}: "{q}" {c}.',
)


DOUBT = (
    '{lead}{where} may be at odds with the course sources: you write {snip}, while {src_say}: "{q}" {c}.',
    'Check {where} too: where you write {snip}, {src_say}: "{q}" {c}.',
)


def _fill(template: str, p: Point, lead: str = "") -> str:
    text = template.format(
        lead=lead,
        where=_where(p),
        snip=_snippet(p.sentence),
        src_make=says(p.item, "makes"),
        src_say=says(p.item, "says"),
        src_offer=says(p.item, "offers"),
        src_write=says(p.item, "writes"),
        who=who(p.item),
        q=p.quote,
        c=cite(p.item, "evidence"),
    )
    return text[0].upper() + text[1:]


def compose_essay(inputs: Mapping[str, Any], evidence: Sequence[EvidenceItem]) -> str:
    points, leftovers = find_points(inputs, evidence)
    agree = [p for p in points if p.kind in ("agree", "related")]
    tension = [p for p in points if p.kind == "tension"]
    doubts = [p for p in points if p.kind == "doubt"]
    lead = _opening(inputs)
    out: list[str] = []
    if agree:
        sentences = [_fill(_agree_template(p, i), p, lead if i == 0 else "") for i, p in enumerate(agree[:3])]
        out.append(" ".join(sentences))
        lead = ""
    if tension or doubts:
        sentences = [_fill(TENSION[0], tension[0], lead)] if tension else []
        sentences += [_fill(TENSION[1 + i % 2], p) for i, p in enumerate(tension[1:4])]
        for p in doubts[:2]:
            sentences.append(_fill(DOUBT[1], p) if sentences else _fill(DOUBT[0], p, lead))
        out.append(" ".join(sentences))
        lead = ""
    depth: list[str] = []
    if not points:
        return ""  # no course evidence bears on the essay: the pipeline says so
    essay_words = content(inputs["essay"])
    related = [(len(essay_words & content(e.hit.text)), -e.number, e) for e in leftovers]
    related = [t for t in related if t[0] > RELEVANT_SHARED_WORDS]
    if related:
        item = max(related, key=lambda t: (t[0], t[1]))[2]
        cites = any(c in inputs["essay"] for c in CITES_SOURCES)
        start = (
            "to deepen the argument, weigh your own evidence against a source such as"
            if cites
            else "your essay argues from your own experience without citing a source; to deepen it, engage with"
        )
        text = f'{lead}{start} {who(item)}: "{best_sentence(item, [inputs["essay"]])}" {cite(item, "evidence")}.'
        depth.append(text[0].upper() + text[1:])
    if depth:
        out.append(" ".join(depth))
    return "\n\n".join(out)

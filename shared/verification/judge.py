"""Does a piece of evidence entail a claim? A verdict and a reason a person can read (pure).

No natural-language-inference model ships with weights in a package these machines can
install (see ``docs/verification.md``), so the default judge is a set of explicit checks run on
the evidence words that best match the claim:

1. **Align**: the window of one to three evidence sentences (or caption lines) that holds most
   of the claim's content words (``align``). Every later check reads that window.
2. **Contradiction** (verdict ``contradicted``), per pair of aligned clauses: a negation present
   on one side only; a word on one side of an opposite pair where the evidence has the other
   ("before"/"after", "softer"/"louder"); the same two things on swapped sides of a relation
   ("A quieter than B" vs "B quieter than A"); a number where the evidence gives another for the
   same unit. Flips cancel in pairs ("do not tense" = "relax").
3. **Not in the evidence** (``unsupported``): a number the evidence does not give; a finding
   about one population stated about another (mice -> humans); a person credited with the
   claim whom the evidence never names (misattribution); too few of the claim's content words.
4. **Overstated** (``partial``): "always"/"all"/"must" from evidence that says "sometimes"/
   "some"/"may"; "causes" from "is associated with"; a name the evidence does not mention; a
   claim only partly covered by the evidence words.
5. Otherwise ``supported`` when most content words are there, or when the embedding similarity
   (optional, from the caller) says it is a close paraphrase that still shares some words.

Thresholds are named below; ``benchmarks/verifier.py`` measures what each check contributes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from shared.generation.text import STOPWORDS
from shared.ingestion.sentences import split_sentences
from shared.verification import lexicon as lx

VERDICTS = ("supported", "partial", "contradicted", "unsupported")
RANK = {"supported": 3, "partial": 2, "unsupported": 1, "contradicted": 0}  # worst = lowest

SUPPORTED_COVERAGE = 0.75  # share of the claim's content words found in the aligned evidence
PARAPHRASE_SIMILARITY = 0.7  # cosine at which a rewording counts as the same statement ...
PARAPHRASE_MIN_COVERAGE = 0.4  # ... provided it still shares this share of content words
PARTIAL_COVERAGE = 0.4  # below this (and below PARTIAL_SIMILARITY) the evidence does not say it
PARTIAL_SIMILARITY = 0.6
CONTEXT_WORDS = 3  # neighbours (either side) that locate a word's place in a sentence
ADDED_RUN = 3  # consecutive new content words that make an added detail
NEGATION_SCOPE = 1  # content words after a negator that it negates
TOPIC_SHARED = 2  # content words two clauses must share before a polarity flip counts
MAX_WINDOW_SENTENCES = 3
WINDOW_CHARS = 320  # ... or more short units (caption lines) while the window stays this short
LONG_UNIT_CHARS = 300  # an unpunctuated transcript "sentence" is split into its caption lines

CHECKS = ("polarity", "number", "population", "attribution", "strength", "specifics", "similarity")
THRESHOLDS = {
    "supported_coverage": SUPPORTED_COVERAGE,
    "paraphrase_similarity": PARAPHRASE_SIMILARITY,
    "paraphrase_min_coverage": PARAPHRASE_MIN_COVERAGE,
    "partial_coverage": PARTIAL_COVERAGE,
    "partial_similarity": PARTIAL_SIMILARITY,
}

_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*|\d+(?:[.,]\d+)*%?")
_CLAUSE = re.compile(
    r"(?<!\d),|,(?!\d)|[.!?](?=\s|$)|[;:()\u2014\u2013]|\s-\s|\b(?:but|while|whereas|although|though|however|yet)\b",
    re.I,
)
_NUMBER = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)*)\s*(%|percent\b|per cent\b)?(?:\s*([a-z]+))?", re.I)
_ATTRIB_VERBS = "|".join(sorted(lx.ATTRIBUTION_VERBS))
_ATTRIB = re.compile(
    rf"\baccording to (?:the )?([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){{0,2}})"
    rf"|\b([A-Z][a-z][\w'’-]*(?:\s+(?:van |von |de )?[A-Z][a-z][\w'’-]*)?)\s+(?:{_ATTRIB_VERBS})\b"
)


@dataclass(frozen=True)
class Verdict:
    verdict: str
    reason: str
    span: tuple[int, int]  # offsets of the aligned words in the evidence string
    scores: dict[str, float] = field(default_factory=dict)
    checks: tuple[str, ...] = ()  # the checks that fired, e.g. ("negation",)

    def to_dict(self) -> dict:
        return {
            "verdict": self.verdict,
            "reason": self.reason,
            "span": list(self.span),
            "scores": dict(self.scores),
            "checks": list(self.checks),
        }


# --------------------------------------------------------------------------- words


def tokens(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


def canon(word: str) -> str:
    w = word.strip("'")
    s = lx.stem(lx.IRREGULAR.get(w, w))
    return lx.SYNONYMS.get(s, s)


def content(text: str, discount: Iterable[str] = ()) -> set[str]:
    """Canonical stems of the words that carry meaning, less ``discount`` stems."""
    out = {canon(w) for w in tokens(text) if w not in STOPWORDS and len(w) > 1 and not w.isdigit()}
    return out - set(discount)


def _negations(words: list[str]) -> int:
    return sum(1 for w in words if w in lx.NEGATORS or w.endswith("n't"))


# --------------------------------------------------------------------------- alignment


def units(text: str) -> list[tuple[int, int]]:
    """Sentence spans of ``text``; a long or unpunctuated run (captions) is split at its line
    breaks, so a quote from a transcript is a caption line, not the whole passage."""
    out: list[tuple[int, int]] = []
    for s, e in split_sentences(text):
        unit = text[s:e]
        if "\n" in unit and (e - s > LONG_UNIT_CHARS or not re.search(r"[.!?]", unit)):
            pos = s
            for line in text[s:e].split("\n"):
                if line.strip():
                    a = text.index(line, pos)
                    lead = len(line) - len(line.lstrip())
                    out.append((a + lead, a + len(line.rstrip())))
                    pos = a + len(line)
        else:
            out.append((s, e))
    return out or [(0, len(text))]


def align(claim: str, evidence: str, discount: Iterable[str] = ()) -> tuple[int, int]:
    """The window of 1..3 consecutive units of ``evidence`` holding most of the claim's content
    words (fewest units on a tie), as offsets into ``evidence``."""
    want = content(claim, discount)
    spans = units(evidence)
    if not want or len(spans) == 1:
        return spans[0][0], spans[-1][1]
    stems = [content(evidence[s:e]) for s, e in spans]
    best = (-1.0, 0, 0, 0)
    for i in range(len(spans)):
        have: set[str] = set()
        for j in range(i, len(spans)):
            if j - i >= MAX_WINDOW_SENTENCES and spans[j][1] - spans[i][0] > WINDOW_CHARS:
                break
            have |= stems[j]
            score = round(len(want & have) / len(want), 6)
            if (score, -(j - i)) > best[:2]:
                best = (score, -(j - i), i, j)
    _, _, i, j = best
    return spans[i][0], spans[j][1]


# --------------------------------------------------------------------------- checks


def clauses(text: str) -> list[str]:
    return [c for c in _CLAUSE.split(text) if c and c.strip()]


def _stems_of(words: list[str]) -> set[str]:
    return {lx.stem(w) for w in words}


def _is_neg(word: str) -> bool:
    return word in lx.NEGATORS or word.endswith("n't")


_PUNCT_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*|\d+(?:[.,]\d+)*%?|[.,;:!?]")


def _negated(text: str) -> set[str]:
    """Content stems in the scope of a negator: the next ``NEGATION_SCOPE`` content words of its
    clause ("not at the same moment" negates "same moment", not the next sentence)."""
    words = [w.lower().replace("’", "'") for w in _PUNCT_WORD.findall(text)]
    out: set[str] = set()
    for i, w in enumerate(words):
        if _is_neg(w):
            taken = 0
            for nxt in words[i + 1 :]:
                if _is_neg(nxt) or nxt in ".,;:!?":
                    break
                if nxt not in STOPWORDS and len(nxt) > 1 and nxt not in lx.NEGATION_TRANSPARENT:
                    out.add(canon(nxt))
                    taken += 1
                    if taken == NEGATION_SCOPE:
                        break
    return out


def _negation_flip(claim: str, span: str, evidence: str = "") -> str | None:
    """A word negated on one side and stated plainly on the other (a claim's negation that the
    evidence also makes somewhere, outside the aligned words, is no flip)."""
    c_neg, e_neg = _negated(claim), _negated(span)
    c_all, e_all = content(claim), content(span)
    if (c_neg - e_neg - _negated(evidence or span)) & e_all:
        return "the claim negates what the source affirms"
    if (e_neg - c_neg) & c_all:
        return "the source negates what the claim affirms"
    return None


def _side(stems: set[str], left: frozenset[str], right: frozenset[str]) -> str | None:
    a, b = bool(stems & left), bool(stems & right)
    return "L" if a and not b else "R" if b and not a else None


def _context(stems: list[str], i: int) -> set[str]:
    lo, hi = max(0, i - CONTEXT_WORDS), i + CONTEXT_WORDS + 1
    return {t for t in stems[lo:i] + stems[i + 1 : hi] if t}


def _content_seq(words: list[str]) -> list[str]:
    """Canonical stems with stopwords blanked (kept as "" so positions still line up)."""
    return [canon(w) if w not in STOPWORDS and len(w) > 1 else "" for w in words]


def _opposites(cw: list[str], ew: list[str]) -> list[tuple[str, str]]:
    """Opposite words in the same place: for each claim word of an opposite pair, the evidence
    word of that pair whose neighbours best match the claim word's; a flip when it is the other
    side ("associated with a higher risk" vs "associated with a lower risk")."""
    cs, es = [lx.stem(w) for w in cw], [lx.stem(w) for w in ew]
    cseq, eseq = _content_seq(cw), _content_seq(ew)
    found: list[tuple[str, str]] = []
    for left, right in lx.OPPOSITES:
        for i, st in enumerate(cs):
            side = "L" if st in left else "R" if st in right else None
            if side is None:
                continue
            ctx = _context(cseq, i)
            best: tuple[int, int, str] | None = None
            for j, et in enumerate(es):
                eside = "L" if et in left else "R" if et in right else None
                if eside is None:
                    continue
                overlap = len(ctx & _context(eseq, j))
                key = (overlap, 1 if eside == side else 0)
                if best is None or key > best[:2]:
                    best = (*key, ew[j])
            if best and best[0] >= 1 and best[1] == 0:
                found.append(("opposite", f"the claim says {cw[i]!r} where the source says {best[2]!r}"))
                break
    return found


def _diff_flips(cw: list[str], ew: list[str]) -> list[tuple[str, str]]:
    """Opposite words in the same place, and two things swapped between the same places."""
    found = _opposites(cw, ew)
    a, b = _content_seq(cw), _content_seq(ew)
    a, b = [t for t in a if t], [t for t in b if t]
    ops = [op for op in SequenceMatcher(None, a, b, autojunk=False).get_opcodes() if op[0] == "replace"]
    changes = [(set(a[i1:i2]), set(b[j1:j2])) for _, i1, i2, j1, j2 in ops]
    for i, (c1, e1) in enumerate(changes):
        for c2, e2 in changes[i + 1 :]:
            if c1 & e2 and e1 & c2:
                found.append(("swapped_roles", "the claim swaps the roles the source gives"))
                return found
    return found


def _swapped(claim_words: list[str], ev_words: list[str]) -> bool:
    """The same two content words on opposite sides of a shared relation word."""
    for rel in lx.RELATIONS:
        if rel in claim_words and rel in ev_words:
            ci, ei = claim_words.index(rel), ev_words.index(rel)
            cl, cr = content(" ".join(claim_words[:ci])), content(" ".join(claim_words[ci + 1 :]))
            el, er = content(" ".join(ev_words[:ei])), content(" ".join(ev_words[ei + 1 :]))
            if (cl & er) - el and (cr & el) - er:
                return True
    return False


def polarity(claim: str, span: str, discount: Iterable[str] = (), evidence: str = "") -> tuple[str, str] | None:
    """(check, reason) when the claim has an odd number of polarity flips against the aligned
    evidence (two flips cancel: "do not tense" = "relax")."""
    why: list[tuple[str, str]] = []
    neg = _negation_flip(claim, span, evidence)
    if neg:
        why.append(("negation", neg))
    cw, ew = tokens(claim), tokens(span)
    why.extend(_diff_flips(cw, ew))
    if not any(k == "swapped_roles" for k, _ in why) and _swapped(cw, ew):
        why.append(("swapped_roles", "the claim swaps the roles the source gives"))
    if len(why) % 2 == 1:
        check, reason = why[0]
        return check, f"contradicted: {reason} ({_quote(span)})"
    return None


def _numbers(text: str) -> dict[str, str | None]:
    """Numbers in ``text`` (digits and number words) -> the word after them (their unit)."""
    out: dict[str, str | None] = {}
    for m in _NUMBER.finditer(text):
        value = m.group(1).replace(",", "")
        value = value.rstrip("0").rstrip(".") if "." in value else value
        out[value + ("%" if m.group(2) else "")] = (m.group(3) or "").lower() or None
    words = tokens(text)
    for i, w in enumerate(words):
        if w in lx.NUMBER_WORDS:
            out[lx.NUMBER_WORDS[w]] = words[i + 1] if i + 1 < len(words) else None
    return out


def numbers_check(claim: str, evidence: str, known: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a number in the claim that the evidence does not give."""
    have, ours = _numbers(evidence), _numbers(known)
    for value, unit in _numbers(claim).items():
        if value in have or value in ours:
            continue
        same_unit = [v for v, u in have.items() if unit and u and canon(u) == canon(unit)]
        if same_unit:
            return "contradicted", "number", f"contradicted: the source gives {same_unit[0]} {unit}, not {value}"
        return "unsupported", "number", f"the number {value} does not appear in the source"
    return None


_PEOPLE = ("humans", "adults", "children")


def _compatible(group: str, ev_groups: list[str]) -> bool:
    if group in ev_groups:
        return True
    if "cells" in ev_groups:  # "cultured human cells" is a finding in cells, not in people
        return False
    return group in _PEOPLE and any(g in _PEOPLE and "humans" in (g, group) for g in ev_groups)


def population_check(claim: str, evidence: str) -> str | None:
    cs, es = _stems_of(tokens(claim)), _stems_of(tokens(evidence))
    claim_groups = [name for name, words in lx.POPULATIONS if cs & words]
    if "cells" in claim_groups:
        claim_groups = [g for g in claim_groups if g not in _PEOPLE]
    ev_groups = [name for name, words in lx.POPULATIONS if es & words]
    if "cells" in ev_groups:
        ev_groups = [g for g in ev_groups if g not in _PEOPLE]
    for g in claim_groups:
        if ev_groups and not _compatible(g, ev_groups):
            return f"the source is about {ev_groups[0]}; the claim is about {g}"
    return None


def attribution_check(claim: str, evidence: str, names: str) -> str | None:
    hay = f"{evidence} {names}".lower()
    for m in _ATTRIB.finditer(claim):
        name = (m.group(1) or m.group(2) or "").strip()
        if not name or name.split()[0].lower() in lx.NOT_NAMES:
            continue
        if not any(part.lower() in hay for part in name.split() if len(part) > 2):
            return f"misattributed: the source does not credit this to {name}"
    return None


def strength_check(claim: str, span: str, evidence: str = "") -> tuple[str, str] | None:
    cw, ew = set(tokens(re.sub(r"\bat all\b", "", claim, flags=re.I))), set(tokens(span))
    strong = sorted((cw & lx.UNIVERSAL) - set(tokens(evidence or span)) - lx.NEGATORS)
    hedged = sorted((ew & lx.HEDGES) - cw)
    if strong and hedged:
        return "overgeneralised", f"overgeneralises: the claim says {strong[0]!r} where the source says {hedged[0]!r}"
    if strong:
        return "overgeneralised", f"overgeneralises: the source does not say {strong[0]!r}"
    cs, es = _stems_of(list(cw)), _stems_of(list(ew))
    if cs & lx.CAUSAL and es & lx.CORRELATIONAL and not es & lx.CAUSAL:
        return "causal", "overstates: the source reports an association, not a cause"
    return None


def added_details(claim: str, evidence: str, skip: set[str]) -> list[str]:
    """Runs of ``ADDED_RUN`` or more consecutive claim content words that the evidence never uses
    ("... using the left foot on the middle pedal"): details the source does not give."""
    have = content(evidence)
    runs, cur = [], []
    for w in tokens(claim):
        if w in STOPWORDS or len(w) < 2 or w[0].isdigit():
            continue
        c = canon(w)
        if c in have or c in skip:
            if len(cur) >= ADDED_RUN:
                runs.append(" ".join(cur))
            cur = []
        else:
            cur.append(w)
    if len(cur) >= ADDED_RUN:
        runs.append(" ".join(cur))
    return runs


def _proper_names(claim: str, evidence: str, names: str) -> list[str]:
    hay = f"{evidence} {names}".lower()
    out = []
    for m in re.finditer(r"(?<=[a-z,;] )([A-Z][a-z]{2,}|[A-Z]{2,}[\w-]*)", claim):
        if m.group(1).lower() not in hay and m.group(1).lower() not in lx.NOT_NAMES:
            out.append(m.group(1))
    return out


def _quote(text: str, n: int = 90) -> str:
    t = " ".join(text.split())
    return f"source: “{t[:n]}{'…' if len(t) > n else ''}”"


# --------------------------------------------------------------------------- verdict


def judge(
    claim: str,
    evidence: str,
    *,
    similarity: float | None = None,
    known: str = "",
    names: str = "",
    discount: Iterable[str] = (),
    disabled: frozenset[str] = frozenset(),
) -> Verdict:
    """The verdict on ``claim`` given ``evidence``.

    ``similarity``: embedding cosine of claim and aligned evidence, when the caller has one.
    ``known``: the user's own input (its words and numbers need no source). ``names``: the
    source's title and author (naming the source is not a claim). ``discount``: stems that are
    framing, not content ("the video says"). ``disabled``: names of checks to leave out
    (``CHECKS``; the benchmark's ablation)."""
    claim_words = content(claim)
    if not evidence.strip():
        return Verdict("unsupported", "the evidence is empty", (0, 0), {"coverage": 0.0})
    if not claim_words:
        return Verdict("unsupported", "the claim has no content words to check", (0, 0), {"coverage": 0.0})
    skip = set(discount) | content(known) | content(names)
    want = claim_words - skip if len(claim_words - skip) >= 2 else claim_words
    s, e = align(claim, evidence, skip)
    span = evidence[s:e]
    have = content(span)
    coverage = len(want & have) / len(want)
    scores = {"coverage": round(coverage, 3)}
    if similarity is not None:
        scores["similarity"] = round(float(similarity), 3)

    def out(verdict: str, reason: str, *checks: str) -> Verdict:
        return Verdict(verdict, reason, (s, e), scores, checks)

    topical = len(want & have) >= min(TOPIC_SHARED, len(want))
    if topical and "polarity" not in disabled:
        flip = polarity(claim, span, skip, evidence)
        if flip:
            return out("contradicted", flip[1], flip[0])
    num = None if "number" in disabled else numbers_check(claim, evidence, known)
    if num and (topical or num[0] == "unsupported"):
        return out(num[0], num[2], num[1])
    pop = None if "population" in disabled else population_check(claim, evidence)
    if pop:
        return out("unsupported", pop, "population")
    who = None if "attribution" in disabled else attribution_check(claim, evidence, f"{names} {known}")
    if who:
        return out("unsupported", who, "attribution")
    sim = similarity if similarity is not None and "similarity" not in disabled else 0.0
    paraphrase = sim >= PARAPHRASE_SIMILARITY and coverage >= PARAPHRASE_MIN_COVERAGE
    if coverage < PARTIAL_COVERAGE and sim < PARTIAL_SIMILARITY:
        missing = sorted(want - have)[:4]
        return out("unsupported", f"the cited words do not say this (missing: {', '.join(missing)})", "coverage")
    strength = None if "strength" in disabled else strength_check(claim, span, evidence)
    if strength:
        return out("partial", strength[1], strength[0])
    extra = [] if "specifics" in disabled else _proper_names(claim, evidence, f"{names} {known}")
    if extra:
        return out("partial", f"the source does not mention {extra[0]}", "specifics")
    added = [] if "specifics" in disabled else added_details(claim, evidence, skip)
    if added:
        return out("partial", f"adds details the source does not give: {added[0]!r}", "specifics")
    if coverage >= SUPPORTED_COVERAGE:
        return out("supported", f"{coverage:.0%} of the claim's content words are in the cited words")
    if paraphrase:
        return out("supported", f"a close paraphrase of the cited words (similarity {sim:.2f})")
    missing = sorted(want - have)[:4]
    return out("partial", f"only partly backed: the source does not say {', '.join(missing)}", "coverage")

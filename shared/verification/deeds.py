"""Two deeds whose objects the claim trades (pure): "helps pupils in the lowest sets and holds back
the highest attainers" for "helps the highest attainers and holds back those in the lowest sets"."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import wordnet
from footnote.shared.verification.words import canon

_PARTICLES = frozenset("back up down out off on in over away along".split())  # "hold back": the verb's own
_BREAKS = frozenset(",.;:!?") | frozenset("and but while whereas or".split())  # where a deed's object ends
_JOINED = re.compile(r",|\b(?:and|but|while|whereas|or)\b", re.I)
OBJECT_WORDS = 4  # content words after a verb that name what it is done to


def _objects(sentence: str, verbs: set[str]) -> dict[str, set[str]]:
    """Verb stem -> the content stems of its object, for each of ``verbs`` in ``sentence``."""
    out: dict[str, set[str]] = {}
    doing = None
    words = re.findall(r"[\w'’-]+|[.,;:!?]", sentence)
    for k, w in enumerate(words):
        low = w.lower()
        if low in _BREAKS:
            doing = None
            continue
        stem = canon(low)
        if stem in verbs and stem not in out:
            done_by = words[k + 1 : k + 2] == ["by"] or low.endswith("ing")  # "coached by a voice", "a voice
            doing, out[stem] = (None, set()) if done_by else (stem, set())  # coaching her": not what it is done to
        elif doing and low not in STOPWORDS and low not in _PARTICLES and len(low) > 2 \
                and len(out[doing]) < OBJECT_WORDS:
            out[doing].add(stem)
    return out


def _verb(net: wordnet.WordNet, word: str, claim: str, span: str) -> bool:
    """Mostly a verb, or a verb too that either side uses after "to" ("to reward the early starters")."""
    return net.pos_of(word) == "v" or bool(net.senses(word, "v")) and any(
        word.lower() in text.lower() and re.search(rf"\bto\s+{re.escape(word)}\b", text, re.I)
        for text in (claim, span))


def deeds_traded(claim: str, span: str) -> bool:
    """Two verbs both sides use in one sentence, each of whose objects in the claim is the other's in
    the source and shares nothing with its own."""
    net = wordnet.load()
    if net is None or not all(_JOINED.search(text) for text in (claim, span)):
        return False  # two deeds in one sentence are joined ("and", "but", a comma)
    said = {canon(w.lower()): w for w in re.findall(r"[a-z]+", span)}
    verbs = {canon(w.lower()) for w in re.findall(r"[a-z]+", claim) if canon(w.lower()) in said
             and w.lower() not in STOPWORDS and _verb(net, w.lower(), claim, span)}
    if len(verbs) < 2:
        return False
    ours = [_objects(s, verbs) for s in re.split(r"(?<=[.;!?])\s+", claim)]
    theirs = [_objects(s, verbs) for s in re.split(r"(?<=[.;!?])\s+", span)]
    for mine in ours:
        for other in theirs:
            shared = [v for v in mine if v in other and mine[v] and other[v]]
            for i, a in enumerate(shared):
                for b in shared[i + 1 :]:
                    if (mine[a] & other[b] and mine[b] & other[a]
                            and not mine[a] & other[a] and not mine[b] & other[b]):
                        return True
    return False


# "pause a job, which holds it in the queue": an option and what it does, in the source's own relative clause
_OPTION = re.compile(r"\b([a-z]{3,})(?:\s+(?:it|them|the\s+[a-z]+|an?\s+[a-z]+))?\s*,\s*which\s+([a-z]{3,})", re.I)
_GERUND = re.compile(r"^\s*([A-Za-z]{3,}ing)\b(?:\s+(?:the|an?|your|its|their)?\s*[a-z-]+){0,2}?\s+([a-z]{3,}s)\b")


def option_effect_traded(claim: str, span: str) -> str | None:
    """The claim gives one option the effect the source gives another ("Pausing a job removes it from the
    queue" for "pause a job, which holds it in the queue ..., or cancel it, which removes it")."""
    if "which" not in span.lower():
        return None
    effects: dict[str, set[str]] = {}
    written: dict[str, str] = {}  # each option as the source writes it
    for m in _OPTION.finditer(span):
        effects.setdefault(canon(m.group(1).lower()), set()).add(canon(m.group(2).lower()))
        written.setdefault(canon(m.group(1).lower()), m.group(1))
    m = _GERUND.match(claim)
    if not m or len(effects) < 2:
        return None
    option, effect = canon(m.group(1).lower()), canon(m.group(2).lower())
    if option not in effects or effect in effects[option]:
        return None
    other = next((o for o, done in effects.items() if o != option and effect in done), None)
    return f"the source says {m.group(2)!r} of {written[other]!r}, not of {m.group(1)!r}" if other else None

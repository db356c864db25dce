"""Who the claim credits (pure): a person the claim has say or find something that the source does
not credit ("Debussy himself wrote that ..." from a passage about Debussy's preludes), and two words
of place that name different things ("the left pedal" for "the middle pedal")."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.words import canon, content

_ATTRIB_VERBS = "|".join(sorted(lx.ATTRIBUTION_VERBS))
_BESIDE_VERB = r"(?:(?:himself|herself|themselves|also|once|famously|later|first|then|always|often)\s+)?"
_ATTRIB = re.compile(
    rf"\baccording to (?:the )?([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){{0,2}})"
    rf"|\b([A-Z][a-z][\w'’-]*(?:\s+(?:van |von |de )?[A-Z][a-z][\w'’-]*)?)\s+{_BESIDE_VERB}(?:{_ATTRIB_VERBS})\b"
)
_TOLD = f"{_ATTRIB_VERBS}|tell|tells|told|marked|marks|labelled|labeled|inscribed"  # a source that has someone
# tell it credits them with saying it ("Joplin marked his rags 'not fast'": he wrote it on them), or reply, alert,
# document or describe it ("Albert replies that", "Screen Distance alerts you", "Flynn documented that")
_TOLD += "|replies|replied|answers|answered|alerts|alerted|documents|documented|describes|described|demonstrated"
_TOLD += ("|(?:discovers|discovered|learns|learned|learnt|realises|realised|realizes|realized)"  # a finding of theirs
          r"(?=\s+(?:that|how|what|who|why|whether)\b)")  # (not "learns to walk")
_SAYING = r"(?:saying|arguing|insisting|claiming|declaring|explaining|stating|replying|answering|protesting)"
SPEAKER_GAP = 3  # words between a name and its verb of saying in the evidence ("Neuhaus, in 1958, wrote")


_WRITINGS = "letter|note|report|book|essay|speech|message|article|paper|diary|journal"
_WRITES_ONE = re.compile(rf"\s+(?:\w+\s+){{0,2}}?(?:a|an|the|his|her|their)\s+(?:\w+\s+)?(?:{_WRITINGS})s?\b", re.I)


_WRITE = ("write", "writes", "wrote", "written")
_OWN_WORK = re.compile(r"\s+(?:his|her|their|the|this|these|those)\s+(?:own\s+)?(?:[a-z]+\s+)?[^\W\d_]+s?\b"
                       r"(?!\s+(?:that|is|are|was|were|should|must)\b)", re.I)  # "wrote the étude in 1831": a work
_WROTE_IT = re.compile(r"\s+(?:(?:it|them)\b(?!\s+(?:that|is|was)\b)|(?-i:[A-Z])\w*\s+(?!(?:that|is|was)\b)"
                       r"|(?:in\s+\d{4}|for|at\s+the\s+age|when|while|during)\b(?![^.;]{0,60}\bthat\b))|\s*(?:[.;]|$)",
                       re.I)  # "wrote it", "wrote Heart and Soul", "pieces Bartok wrote in 1915": a work, not a saying
_CLAIMS_TO = re.compile(r"\s+to\s+(?:be|have)\s+[a-z]+", re.I)  # "claims to be staying"
_SIGNS = re.compile(r"\s+(?:\w+\s+)?(?:signs?|symptoms?)\b", re.I)  # "Lucy shows signs of": a state, not a finding


def _credited(name: str, evidence: str) -> bool:
    """The evidence has ``name`` say something: "Neuhaus writes", "according to Neuhaus",
    "in Neuhaus's view"; a name that is only talked about ("Debussy's preludes") is not."""
    parts = [re.escape(p) for p in name.split() if len(p) > 2] or [re.escape(name)]
    who = "(?:" + "|".join(parts) + ")"
    said = rf"\b{who}\b(?:\W+\w+){{0,{SPEAKER_GAP}}}?\W+(?:{_TOLD})\b"
    told = rf"\baccording to (?:\w+\W+){{0,2}}{who}\b|\b{who}['’]s (?:view|advice|words|account|argument|claim)\b"
    told += rf"|\b{who}['’]s (?:\w+ )?(?:{_WRITINGS})s?\b"
    told += rf"|\b{who}\b[^.;]{{0,80}}?,\s+{_SAYING}\b"  # "Antigone buries her brother anyway, saying that ..."
    told += rf"|\b{who},[^,.;]{{1,60}},\s+(?:{_TOLD})\b"  # "Howard Carter, funded by Lord Carnarvon, found"
    told += rf"|\b{who}\s+(?:is|was|are|were)\s+(?:\w+ly\s+)?(?:sure|certain|convinced|afraid|confident)\b"  # a belief
    told += rf"|\b(?:taught|told|warned|assured|advised|persuaded)\b[^.;]{{0,20}}?\bby\s+{who}\b"  # "taught by X"
    # "Darcy ... His letter the next day explains": a pronoun's letter after the name
    penned = rf"\b{who}\b.{{0,300}}?\b(?:his|her|their)\s+(?:\w+\s+)?(?:{_WRITINGS})s?\b"
    # "Grete ... it is she who finally tells the family": a pronoun that says it after the name
    penned += rf"|\b{who}\b.{{0,300}}?\b(?:he|she|they)\b(?:\W+\w+){{0,{SPEAKER_GAP}}}?\W+(?:{_TOLD})\b"
    penned += rf"|\b{who}\b.{{0,300}}?\b(?:he|she|they)\b[^.;]{{0,80}}?\band\s+(?:{_TOLD})\b"  # "He ... and showed"
    penned += rf"|(?:^|[.!?]\s+){who}\b[^.;]{{0,150}}?,?\s+and\s+(?:{_TOLD})\b"  # "Safety Check looks for ..., checks
    # ... and warns": the sentence's subject, its last deed of a list
    return any(re.search(p, evidence, re.I | re.S) for p in (said, told, penned))


_PLACES = frozenset("left right middle centre center central top bottom front back upper lower inner outer".split())


def places(ours: str, theirs: str) -> bool:
    """Two different words of place ("the left pedal" for "the middle pedal"): another thing, though
    each is also a verb, a quality or a kind of the other."""
    return ours.lower() != theirs.lower() and {ours.lower(), theirs.lower()} <= _PLACES


def _gerund(name: str, before: str, evidence: str) -> bool:
    """``name`` opens a sentence and is the "-ing" form of a verb the source uses ("repeated"), and
    never writes as a name."""
    net = wordnet.load()
    low = name.lower()
    return (net is not None and " " not in name and low.endswith("ing") and not before.strip(" \"'“‘")
            and net.pos_of(low) == "v" and canon(low) in content(evidence)
            and not re.search(rf"(?<=[a-z,;] ){re.escape(name)}\b", evidence))


def _plural_noun(name: str, before: str, evidence: str) -> bool:
    """``name`` opens a sentence and is the plural of a common noun ("Trackers showed"), never
    written as a name in the source."""
    net = wordnet.load()
    low = name.lower()
    return (net is not None and " " not in name and low.endswith("s") and not before.strip(" \"'“‘")
            and net.pos_of(low) == "n" and low[:-1] in net.lemmas(low, "n")
            and not re.search(rf"(?<=[a-z,;] ){re.escape(name)}\b", evidence))


def attribution_check(claim: str, evidence: str, names: str) -> str | None:
    """A person the claim credits that the source does not: never named, or named but never
    saying it ("Debussy himself wrote that ..." from a passage about Debussy's preludes). A name
    only in the source's title and author (``names``) is its author's: credited."""
    hay = f"{evidence} {names}".lower()
    for m in _ATTRIB.finditer(claim):
        name = (m.group(1) or m.group(2) or "").strip()
        first = name.split()[0].lower() if name else ""
        if not first or first in lx.NOT_NAMES or first in STOPWORDS or re.search(r"['’]s$", name):
            continue  # "All writes are handled by"; "Eliot's notes direct the reader": a noun after an owner
        if re.search(r"\b(?:near|in|at|from|outside|around)\s+$", claim[: m.start()], re.I):
            continue  # "Farmers digging a well near Xi'an found the army": a place, not who found it
        if _gerund(name, claim[: m.start()], evidence) or _plural_noun(name, claim[: m.start()], evidence):
            continue  # "Repeating notes with one finger makes them uneven": a doing, not a person who notes
        if _WRITES_ONE.match(claim[m.end() :]) or (m.group(0).lower().endswith(("shows", "showed"))
                                                    and _SIGNS.match(claim[m.end() :])):
            continue  # "Wentworth writes Anne a letter": a deed (whose doer ``other_agent`` reads), not a saying
        if m.group(0).lower().endswith(_WRITE) and _WROTE_IT.match(claim[m.end() :]):
            continue  # "not certain that Beethoven wrote it": the work (the source's subject) is his, not a saying
        work = _OWN_WORK.match(claim[m.end() :]) if m.group(0).lower().endswith(_WRITE) else None
        if work and (re.match(r"\s+(?:his|her|their)\b", work.group(0), re.I)
                     or re.search(rf"\b{re.escape(name.split()[-1])}['’]s\b", evidence)):
            continue  # "Diabelli wrote his sonatinas for pupils", "Chopin wrote the étude" of "Chopin's Étude":
            # a work of his own written, not a saying
        if m.group(0).lower().endswith(("claims", "claimed")) and _CLAIMS_TO.match(claim[m.end() :]):
            continue  # "Holmes claims to be staying in London": a pretence, a deed of his, not a finding
        parts = [p.lower() for p in name.split() if len(p) > 2] or [name.lower()]  # "Jo": a short name is one
        if not any(p in hay for p in parts):
            return f"misattributed: the source does not credit this to {name}"
        if any(p in evidence.lower() for p in parts) and not _credited(name, evidence):
            return f"misattributed: the source mentions {name} but does not have {name} say this"
    return None

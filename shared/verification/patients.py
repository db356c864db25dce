"""Who a deed is done to (pure): the source has a person do a deed to "him" or "her" and the claim
has that deed done to the person who does it ("Crampas kills Innstetten" for "Innstetten finds
Crampas's letters, kills him in a duel"; "Nina abandons Trigorin" for "Trigorin, ..., a writer
who seduces and then abandons her")."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.characters import MUTUAL
from footnote.shared.verification.pronouns import ADVERB, NAME
from footnote.shared.verification.words import canon

_DOES_TO = re.compile(rf"(?<![\w'’-])({NAME})\s+{ADVERB}([a-z]+)\s+({NAME})\b")
_THE_DOES_TO = re.compile(rf"(?<![\w'’-])(?:[Tt]he|[Hh]is|[Hh]er)\s+([a-z]{{3,}})\s+{ADVERB}([a-z]+)\s+({NAME})\b")
_TO_PRONOUN = re.compile(r"\b([a-z]{3,})\s+(him|her|them)\b")
_UNDONE = re.compile(r"\b(?:to|would|could|might|may|can|will|shall|should|must|not|never|n't)\s+(?:\w+ly\s+)?$", re.I)
_SENTENCES = re.compile(r"(?<=[.!?;])\s+")
# a person named as the doer, not an owner ("Crampas's letters") nor one after a preposition ("falls for Trigorin")
_PERSON = re.compile(rf"(?<!\bof )(?<!\bfor )(?<!\bto )(?<!\bwith )(?<!\bby )(?<!\bfrom )(?<!\bat )(?<!\bin )"
                     rf"(?<![\w'’-])({NAME})")
_ANYONE = re.compile(rf"(?<![\w'’-])({NAME})")
_OWNER = re.compile(r"['’]s?$")  # "Crampas's": an owner's name


def _names(sentence: str, people: set[str], pattern: re.Pattern = _PERSON) -> list[re.Match]:
    """The people named in ``sentence`` as doers, in order (a capital at its start only where it is
    a person named elsewhere: not "Six years later")."""
    return [m for m in pattern.finditer(sentence) if (m.start() > 0 or m.group(1).split()[0] in people)
            and not _OWNER.search(m.group(1))]  # "Crampas's letters": an owner


def _doer(sentence: str, at: int, people: set[str]) -> str | None:
    """Who does the deed at ``at`` in ``sentence``: the person before "who" where the deed is in a
    relative clause, else the sentence's first person, where no other is named as a doer before it."""
    before = sentence[:at]
    who = before.rfind(" who ")
    if who >= 0 and "," not in before[who:]:
        named = _names(before[:who], people, _ANYONE)  # "falls for Trigorin, ..., a writer who": after "for" too
        return named[-1].group(1) if named else None
    named = _names(before, people)
    return named[0].group(1) if len(named) == 1 else None


def done_to_doer(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's words, the source's) where the claim has someone do to X the deed the source has
    X do to "him", "her" or "them"."""
    net = wordnet.load()
    done = list(_DOES_TO.finditer(claim))  # (read per pair: the people are found only for a claim that has a deed)
    done += [m for m in _THE_DOES_TO.finditer(claim)  # "The beggar gives Hughie" for "Hughie gives him": a doer
             if re.search(rf"\b(?:the|an?|old|young)\s+{m.group(1)}\b", evidence) and net is not None
             and any(net.synset("n", o).lexfile == wordnet.PERSON for o in net.senses(m.group(1), "n"))]  # the
    # source names as a person (in some sense: "tramp", "convict"), not by name
    if net is None or not done or not _TO_PRONOUN.search(evidence):
        return None
    people = {_OWNER.sub("", w) for t in (claim, evidence) for m in re.finditer(rf"(?<=[a-z,;] ){NAME}", t)
              for w in m.group(0).split()}  # named inside a sentence, or by both sides ("Elsa ...", "Elsa ...")
    people |= {w for w in re.findall(r"\b[A-Z][a-z]+\b", claim) if w.lower() not in STOPWORDS
               and re.search(rf"\b{w}\b", evidence)}
    for m in done:
        who, verb, whom = m.group(1), m.group(2), m.group(3)
        named = who.split()[0] in people or who.islower()  # ("the beggar": found in the source above)
        if not named or set(who.split()) & set(whom.split()) or lx.stem(verb) in MUTUAL:
            continue  # a doer the source never names; "Clym marries Eustacia" is "Eustacia marries him"
        family = net.family(verb)
        if not family:
            continue
        for sentence in _SENTENCES.split(evidence):
            for deed in _TO_PRONOUN.finditer(sentence):
                if not net.family(deed.group(1)) & family or _UNDONE.search(sentence[: deed.start()]):
                    continue  # "wants to kill him", "never kills him": no deed done
                doer = _doer(sentence, deed.start(), people)
                if doer and set(doer.split()) & set(whom.split()):
                    return m.group(0), f"{doer} ... {deed.group(0)}"
    return None


_OWNED = r"(?:the|a|an|his|her|their|its)\s+"
_DONE_TO = re.compile(rf"(?<![\w'’-])({NAME})(?:,[^,.;]{{1,100}},)?\s+"
                      rf"(?:is|was|are|were|gets|got|has\s+been|had\s+been)\s+{ADVERB}([a-z]+)\b[^.;]{{0,40}}?\bby\s+(?:{_OWNED})?([A-Za-z]+)\b")
_DOES_TO_THEM = re.compile(rf"(?<![\w'’-])({NAME})\s+{ADVERB}([a-z]+)\s+{_OWNED}([A-Za-z]+)\b")


def done_by_them(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's words, the source's) where the claim has someone do to others what the source has
    those others do to that person ("Margot locks her classmates in a closet" for "Margot, who ...,
    is locked in a closet by her classmates")."""
    net = wordnet.load()
    ours = list(_DOES_TO_THEM.finditer(claim))
    if net is None or not ours or " by " not in evidence:
        return None
    for done in _DONE_TO.finditer(evidence):
        patient, family, agent = set(done.group(1).split()), net.family(done.group(2)), canon(done.group(3).lower())
        for m in ours:
            done_to = canon(m.group(3).lower())
            if set(m.group(1).split()) & patient and family & net.family(m.group(2)) and done_to == agent:
                return m.group(0), re.sub(r",[^,]*,", "", done.group(0))
    return None


_TITLE = r"(?:Captain|Colonel|Major|General|Sergeant|Lieutenant|Doctor|Dr|Mr|Mrs|Miss|Ms|Lord|Lady|Sir)\s+"


def done_by_the_other(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's words, the source's) where the claim has a named person do to "the <noun>" what
    the source has a <noun> do to that person ("Captain Torres shaves the barber" for "a barber who
    secretly works for the rebels shaves Captain Torres")."""
    net = wordnet.load()
    ours = list(_DOES_TO_THEM.finditer(claim))
    if net is None or not ours:
        return None
    for m in ours:
        who, verb, noun = m.group(1), m.group(2), m.group(3).lower()
        last = who.split()[-1]
        family = net.family(verb)
        if not family or lx.stem(verb) in MUTUAL or not net.person(noun, any_sense=True):
            continue
        for sentence in _SENTENCES.split(evidence):
            for done in re.finditer(rf"\b(?:the|a|an)\s+(?:[a-z]+\s+)?{noun}\b(?:,?\s+who\b[^.;]{{0,80}}?)?\s+"
                                    rf"{ADVERB}([a-z]+)\s+(?:{_TITLE})?(?:[A-Z][a-z]+\s+)?{last}\b", sentence):
                if net.family(done.group(1)) & family and not re.search(
                        rf"\b{last}\b[^.;]{{0,40}}\b{verb}\b[^.;]{{0,20}}\b{noun}\b", evidence):
                    return m.group(0), re.sub(r",?\s+who\b.*?(?=\s+\w+\s+(?:[A-Z]|$))", "", done.group(0))
    return None

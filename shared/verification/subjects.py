"""A thing the claim says one word of an opposite pair of, where the source says the other of that
thing and the claim's word only of other things (pure): "Hydrogen cools when it expands" where the
source says "Most gases ... cool on expansion ... Hydrogen and helium warm instead"."""

from __future__ import annotations

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.words import canon, tokens

SUBJECT_REACH = 4  # words after the thing within which the source's word of the pair says it of that thing
_POINTING = frozenset("it they he she this these those".split())  # a subject a pronoun may stand for


def subject_flip(claim: str, evidence: str) -> str | None:
    """The claim opens on a thing and says a verb of an opposite pair; the source says the pair's
    other word just after that thing, and the claim's word only in sentences that name neither the
    thing nor anything a pronoun could stand for (and says it in one of those: the claim's word is the
    source's, said of other things)."""
    words = tokens(claim)
    subject = next((w for w in words if w.lower() not in STOPWORDS), "")
    net = wordnet.load()
    at = words.index(subject) if subject else 0
    if net is None or len(subject) < 3 or at > 1 or net.pos_of(subject) != "n":
        return None  # the claim's first words are its subject, a thing ("The hydrogen ...", "Hydrogen ...")
    if at + 1 < len(words) and net.pos_of(words[at + 1]) == "n":
        return None  # "alarm barks": the first noun of a compound is not the thing
    ours = [(w, side, other) for w in words[1:] for s in [lx.stem(w)] if s in lx.OPPOSITE_STEMS
            for a, b in lx.OPPOSITES if s in a or s in b for side, other in [(a, b) if s in a else (b, a)]]
    if not ours:
        return None  # (the source's sentences are read only for a claim with a word of a pair)
    thing = canon(subject)
    sentences = [(sent, [lx.stem(w) for w in sent])
                 for a, b in split_sentences(evidence) for sent in [tokens(evidence[a:b])]]
    for word, side, other in ours:
        if "v" not in net.common_pos(word):
            continue  # what the thing does ("cools"), not a word that describes ("the quiet beginning")
        said, elsewhere, blocked = None, False, False
        for sent, stems in sentences:
            named = [k for k, w in enumerate(sent) if canon(w) == thing]
            if not named and any(s in side for s in stems):
                blocked = blocked or bool({w.lower() for w in sent} & _POINTING)  # "they cool": maybe the thing
                elsewhere = True  # "Most gases ... cool": the claim's word, of other things
            for k in named:
                after = stems[k + 1 : k + 1 + SUBJECT_REACH]
                blocked = blocked or any(s in side for s in after)  # the source says the claim's word of it too
                said = said or next((w for w, s in zip(sent[k + 1 :], after, strict=False) if s in other), None)
        if said and elsewhere and not blocked and net.senses(said, "v"):  # ("warm" as a verb too)
            written = claim[claim.lower().find(subject.lower()) :][: len(subject)]  # as the claim writes it
            return f"the source says {written} {said!r}, not {word!r}"
    return None

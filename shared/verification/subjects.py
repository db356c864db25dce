"""A thing the claim says one word of an opposite pair of, where the source says the other of that
thing and the claim's word only of other things (pure): "Hydrogen cools when it expands" where the
source says "Most gases ... cool on expansion ... Hydrogen and helium warm instead"; a thing put
after the other word of a pair ("tallest at the nodes" for "... and shortest at the nodes",
``complement_flip``); and an outcome said with the words of the other outcome's sentence
("Squeezing ... makes the diver rise" for "Squeezing ... sinks. Releasing ... rises", ``sentences_crossed``)."""

from __future__ import annotations

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.comparisons import CONTRAST
from footnote.shared.verification.words import canon, content, negated_before, tokens

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


def complement_flip(claim: str, evidence: str) -> str | None:
    """The claim puts a thing after one word of an opposite pair ("The flames are tallest *at the nodes*")
    that a source sentence with both words puts after the other ("tallest where the pressure varies most
    and shortest at the nodes") and not after the claim's."""
    if len([p for p in CONTRAST.split(claim) if p.strip()]) != 1:
        return None  # (two parts of the claim are ``pivots.parts_crossed``'s)
    words = tokens(claim)
    stems = [lx.stem(w) for w in words]
    read: list[tuple[list[str], list[str]]] | None = None  # the source's sentences, read once if needed
    for k, s in enumerate(stems):
        if s not in lx.OPPOSITE_STEMS or negated_before(words, k) or not _said_of(words, k):
            continue  # ("cannot import reports": the denial is polarity's; "A slow trill": no predicate)
        ours = content(" ".join(words[k + 1 :]))
        for side, other in [(a, b) if s in a else (b, a) for a, b in lx.OPPOSITES if s in a or s in b]:
            if not ours or any(t in other for t in stems):
                continue
            if read is None:
                read = [(sent, [lx.stem(w) for w in sent]) for a, b in split_sentences(evidence)
                        for sent in [tokens(evidence[a:b])]]
            for sent, theirs in read:
                at, to = [i for i, t in enumerate(theirs) if t in side], [i for i, t in enumerate(theirs) if t in other]
                if len(at) != 1 or len(to) != 1:
                    continue
                i, j = at[0], to[0]
                if negated_before(sent, i) or negated_before(sent, j) or not (_said_of(sent, i) and _said_of(sent, j)):
                    continue  # (two predicates of one thing: "are tallest where ... and shortest at ...")
                mine = content(" ".join(sent[i + 1 : j if j > i else len(sent)]))
                yours = content(" ".join(sent[j + 1 : i if i > j else len(sent)]))
                if ours & yours and not ours & mine:
                    return f"the source says {sent[j]!r} there, not {words[k]!r}"
    return None


def sentences_crossed(claim: str, evidence: str) -> str | None:
    """The claim says one word of an opposite pair with words only the source's sentence with the other
    word has ("Squeezing the bottle makes the diver rise" for "Squeezing the bottle ... the diver ... sinks.
    Releasing the bottle ..., and the diver rises"), each word said once in the source."""
    words = tokens(claim)
    stems = [lx.stem(w) for w in words]
    outcomes = []  # the claim's words of a pair with no content word after them ("... makes the diver rise.")
    for k in reversed(range(len(stems))):
        if content(" ".join(words[k + 1 :])):
            break  # (and so for every word before it)
        outcomes += [k] if stems[k] in lx.OPPOSITE_STEMS else []
    sentences = [tokens(evidence[a:b]) for a, b in split_sentences(evidence)] if outcomes else []
    if len(sentences) < 2:
        return None
    read = [[lx.stem(w) for w in sent] for sent in sentences]
    for k in outcomes:
        s = stems[k]
        for side, other in [(a, b) if s in a else (b, a) for a, b in lx.OPPOSITES if s in a or s in b]:
            if any(t in other for t in stems):
                continue
            at = [n for n, sent in enumerate(read) for t in sent if t in side]
            to = [n for n, sent in enumerate(read) for t in sent if t in other]
            if len(at) != 1 or len(to) != 1 or at == to:
                continue
            ours = content(" ".join(words[:k] + words[k + 1 :]))
            if not all(_last(sent, side | other) for sent, st in zip(sentences, read, strict=True)
                       if any(t in side | other for t in st)):
                continue  # each an outcome, said last: "..., and the diver sinks."
            mine, yours = content(" ".join(sentences[at[0]])), content(" ".join(sentences[to[0]]))
            if (ours & yours) - mine and not (ours & mine) - yours:
                said = next(w for w in sentences[to[0]] if lx.stem(w) in other)
                return f"the source says {said!r} there, not {words[k]!r}"
    return None


_PREDICATE = frozenset("is are was were be been being becomes become stay stays remain remains and but while whereas "
                       "or".split())


def _said_of(words: list[str], k: int) -> bool:
    """``words[k]`` is said of a thing, after a verb of being or a joining word ("are tallest", "and shortest")."""
    return k > 0 and words[k - 1].lower() in _PREDICATE


def _last(words: list[str], stems: frozenset[str]) -> bool:
    """The sentence's word of ``stems`` is its last content word."""
    said = [w for w in words if w[0].isalnum() and w.lower() not in STOPWORDS]
    return bool(said) and lx.stem(said[-1]) in stems

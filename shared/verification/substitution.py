"""Substitutions (pure, over ``wordnet`` and ``senses``' places): a thing the source never names in
the place of a different thing of the same kind ("carried *wool*" where the source says "carried
*coal*")."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.owners import same_name
from footnote.shared.verification.senses import WHICH, Seq, bare, place, sequence
from footnote.shared.verification.words import AS_ONLY, canon, content, tokens

_KINDS = ("broader", "narrower", "different")  # "thumb" is a kind of "finger", not another word for it
SUBSTITUTE_PLACE = 2  # matching neighbours a substituted thing needs (a rewording moves words about)
ABSTRACT_PLACE = 4  # ... and an abstract one, which a paraphrase swaps for a near word far more often
KIND_SAID = 2  # claim words the clause about one of the source's kinds of a thing says, where the claim names
KIND_MARGIN = 2  # another kind of it ... and how many more than the clause about the claim's own kind says


def _nounish(net: wordnet.WordNet, word: str, text: str = "") -> bool:
    """Mostly a noun, an "-ing" form WordNet lists as one ("shipping", "fishing"), or a noun too
    that ``text`` uses as one, after a determiner and ending its phrase ("the new *address*")."""
    if net.pos_of(word) == "n" or (word.lower().endswith("ing") and bool(net.senses(word, "n"))):
        return True
    if word.lower() not in text.lower():
        return False
    if f"ion of {word.lower()}" in text.lower() and net.senses(word, "n") and re.search(
            rf"\b[a-z]+ion\s+of\s+{re.escape(word)}\s*(?:[.,;:!?]|$)", text, re.I):
        return True  # "the conservation of charge.": the thing a noun of doing is of, ending its phrase
    found = re.finditer(rf"\b{_DETERMINER}\s+(?:([a-z]+)\s+)?{re.escape(word)}\b(?:\s+([a-z]+))?", text, re.I)
    # "the new address", but not "the deep bell notes": a word before a noun describes it
    used = [m.group(1) for m in found if not m.group(2) or m.group(2) in STOPWORDS or net.pos_of(m.group(2)) != "n"]
    used = [mid for mid in used if not mid or (mid not in STOPWORDS and net.pos_of(mid) == "a")]
    return bool(used) and bool(net.senses(word, "n")) and not _as_verb(word, text)


_DETERMINER = r"(?:its|the|a|an|their|his|her|our|your|this|these|those|my)"


def _as_verb(word: str, text: str) -> bool:
    """``word`` is used as a verb in ``text``: before a determiner ("a sentence *giving* its point")
    or after a relative pronoun ("a sentence that *states* its point")."""
    w = re.escape(word)  # or an "-ing" before an adverb ("from *drifting* early")
    return bool(re.search(rf"\b{w}\s+{_DETERMINER}\b|\b(?:that|which|who)\s+{w}\b", text, re.I)
                or (_VERB_S.search(word) and re.search(rf"\b{w}\s+(?:from|into|out\s+of)\b", text, re.I))
                or (word.lower().endswith("ing") and re.search(rf"\b{w}\s+(?:\w+ly|early|late|away|back|ahead)\b",
                                                               text, re.I)))


_VERB_S = re.compile(r"^(?:comes|came|goes|went|stems|derives|arises|springs)$", re.I)  # verbs of origin
_PEOPLE = frozenset("people persons person individuals individual humans folk".split())
_ANY_THING = frozenset("thing things stuff".split())


def _compounds(text: str, word: str) -> set[str]:
    """The two-word compounds ``word`` forms with its neighbours in ``text`` ("blood_sugar")."""
    words = [w.lower() for w in tokens(text)]
    w = word.lower()
    return {f"{a}_{b}" for a, b in zip(words, words[1:], strict=False) if w in (a, b)}


def _same_compound(net: wordnet.WordNet, claim: str, ours: str, span: str, theirs: str) -> bool:
    mine, yours = _compounds(claim, ours), _compounds(span, theirs)
    return any(net.known(a) and net.known(b) and net.same(a, b) for a in mine for b in yours)


_DEGREE = frozenset("little bit lot touch shade".split())


def substituted(claim: str, span: str, evidence: str, skip: set[str]) -> tuple[str, str] | None:
    """(claim word, source word): a thing the evidence never names, in the place of a different
    thing of the same kind ("carried *wool*" where the source says "carried *coal*"; "*Ravel*'s
    preludes" for "*Debussy*'s"). Both must be nouns (or both names) that are not the same,
    broader or narrower in WordNet."""
    net = wordnet.load()
    c, e = sequence(claim), sequence(span)
    cs = {s for s, _ in c}
    whole = {s for s, _ in sequence(evidence)}
    whole |= {canon(p) for _, w in sequence(evidence) if "-" in w for p in w.split("-") if p}  # "bean-rows": beans
    for i, (stem, word) in enumerate(c):
        parts = [canon(p) for p in word.split("-") if p]
        parted = len(parts) > 1 and all(p in whole for p in parts)  # "left-hand" for the source's "left hand"
        if stem in whole or stem in skip or word.lower() in AS_ONLY or parted or word.lower() in evidence.lower() \
                and re.search(rf"\b{re.escape(word)}(?:al|ful)?ly\b", evidence, re.I):
            continue  # "by accident" for "accidentally"; "sole" says "only", a word no thing stands against
        if word.lower() in _DEGREE and re.search(rf"\ba\s+{word}\b", claim, re.I):
            continue  # "a little earlier": how much, not a thing
        role = _role_after(net, c, i, e, span)
        if role:
            return word, role
        acting = word.endswith("ing") and re.search(rf"\b{re.escape(word)}\s+(?:on|upon|in|at|from|with|against|"
                                                    r"over|through)\b", claim)  # "forces acting on": a verb
        on_way = word.lower() == "way" and re.search(rf"\bon\s+{_DETERMINER}\s+way\b", claim, re.I)  # "on his way"
        if acting or on_way:
            continue
        at = place(c, i, e)
        if at is None or at[1] < SUBSTITUTE_PLACE:
            continue
        theirs_stem, theirs = e[at[0]]
        if net is not None and any(net.loosely_same(word, w) and net.relation(word, w) not in _KINDS
                                   for _, w in e[max(0, at[0] - 1) : at[0] + 2]):
            continue  # "the chance of data" placed at "the probability of seeing data": its neighbour says it
        # a name opening the claim's sentence is still a name ("British soldiers found" for "French")
        opening = word.capitalize() in claim and re.search(rf"(?:^|[.!?]\s+){re.escape(word.capitalize())}\b",
                                                            claim) is not None
        if opening and net is not None and set(net.common_pos(word.lower())) <= {"r"} and net.known(word.lower()):
            continue  # "Around a minute after ...": a word that only says how or when, capitalised to open
        named = word[:1].isupper() or opening
        word = word.capitalize() if opening else word
        if theirs_stem in cs or (theirs[:1].isupper() and not named) or theirs.lower() in ("one", "ones"):
            continue  # a common noun for the source's name describes it ("the Western powers" for "Allies");
            # "ones" stands for a thing the source has named before it
        if net is not None and word.lower() in _PEOPLE and net.person(theirs):
            continue  # "people" for "visitors": any kind of person is people
        if word.lower() in _ANY_THING:
            continue  # "things they assembled" for "objects they have assembled": a thing is any of them
        if net is not None and _same_compound(net, claim, word, span, theirs):
            continue  # "blood sugar" for "blood glucose": one thing, as WordNet's compounds say
        names = named and theirs[:1].isupper()
        kind = net.relation(bare(word), theirs) if net is not None else None
        if kind is None and net is not None and _material(net, word):  # "wooden type" for "metal type"
            kind = net.relation(_material(net, word), theirs)
        head = e[at[0] + 1][1] if at[0] + 1 < len(e) else ""  # the source's thing as a compound ending its
        ends = kind is None and net is not None and head and re.search(
            rf"\b{re.escape(theirs)}\s+{re.escape(head)}\s*(?:[.,;:!?]|$)", span)
        if kind is None and ends and net is not None and net.relation(bare(word), head) == "different":
            theirs, kind = f"{theirs} {head}", "different"  # phrase: "horses" for "steam locomotives"
        if kind == "different" and net is not None and net.part_whole(bare(word), theirs):
            continue  # a part for its whole: "away from the keyboard" for "away from the piano"
        if (names and not same_name(word, theirs)) or kind == "different":  # "Europe's" for "European"
            return word, theirs
        # a kind of the source's thing where the source says which one ("the thumb" for "the fifth
        # finger"): another member of the kind, not a narrower word for it
        j = at[0]
        if theirs_stem in WHICH and j + 1 < len(e):  # the place is the "which" word before the thing
            j, theirs = j + 1, e[j + 1][1]
            kind = net.relation(word, theirs) if net is not None else None
        if kind == "broader" and j and e[j - 1][0] in WHICH and e[j - 1][0] not in cs:
            return word, f"{e[j - 1][1]} {theirs}"
        # any other two nouns ("protected from *shipping*" for "from *fishing*") need a tighter frame:
        # abstract nouns are reworded freely, but not with every neighbour kept
        compound = word.lower() in theirs.lower() or theirs.lower() in word.lower()  # "bed" / "bedtime"
        if (kind is None and net is not None and not compound and at[1] >= ABSTRACT_PLACE
                and _nounish(net, word, claim) and _nounish(net, theirs, span)
                and not net.derived(word, theirs) and not net.verb_kin(word, theirs)
                and not net.loosely_same(word, theirs) and not _as_verb(word, claim) and not _as_verb(theirs, span)
                and not net.kind_in_any_sense(theirs, word)):  # "direction" for "heading" (a bearing)
            return word, theirs
    return None


def _material(net: wordnet.WordNet, word: str) -> str | None:
    """The thing an "-en" adjective says something is made of ("wooden": wood, "woollen": wool)."""
    low = word.lower()
    if not low.endswith("en") or net.pos_of(low) != "a":
        return None
    return next((b for b in (low[:-2], low[:-3]) if len(b) > 2 and net.concrete(b)), None)


def _role_after(net: wordnet.WordNet | None, c: Seq, i: int, e: Seq, span: str) -> str | None:
    """The source's person noun that the claim turns into a modifier of another person ("the
    engineering *manager*" for "the on-call *engineer*"): the one the claim's person replaces."""
    if net is None or not i or not net.person(c[i][1]):
        return None
    heads = [w for s, w in e if s == c[i - 1][0]]
    if len(heads) != 1 or not re.search(rf"\b{re.escape(heads[0])}\s*(?:[.,;:!?]|$)", span):
        return None  # the source's word must end its phrase: "engineer." is a head, "engineer training" is not
    ok = net.person(heads[0]) and net.relation(c[i][1], heads[0]) == "different"
    return heads[0] if ok else None


# what someone dies of: "dies from an infection caught while ...", "died of a fever"
_DIED_OF = re.compile(r"\b(?:dies|died|die|dying)\s+(?:of|from)\s+(?:(?:a|an|the|his|her|their)\s+)?([a-z]+)\b"
                      r"(?!\s+(?!(?:after|before|while|when|in|at|on|received|caught|contracted)\b)[a-z]+ing\b)", re.I)


def other_cause_of_death(claim: str, span: str) -> tuple[str, str] | None:
    """(claim's cause, source's): someone dies of a thing the source never names, where the source
    has them die of another ("dies from a wound received in the duel" for "dies from an infection")."""
    net = wordnet.load()
    theirs = [m.group(1) for m in _DIED_OF.finditer(span)]
    said = content(span)
    for m in _DIED_OF.finditer(claim):
        ours = m.group(1)
        if theirs and net is not None and canon(ours) not in said and not any(
                net.loosely_same(ours, t) or net.relation(ours, t) in ("same", "broader", "narrower") for t in theirs):
            return ours, theirs[0]
    return None


def other_kind_in_place(claim: str, span: str) -> tuple[str, str] | None:
    """(claim's kind, source's kind): one of the source's kinds of a thing put where the source has
    another kind of the same thing: the claim's words are said in the clause about that other kind
    ("Deleting requires the *write* scope" where the source says "The write scope includes ...;
    deleting requires the *admin* scope"; "the *left* hand plays the melody"); and another cause of
    death (``other_cause_of_death``)."""
    net = wordnet.load()
    if net is None:
        return None
    died = other_cause_of_death(claim, span)
    if died:
        return died
    ours = {s for s, _ in sequence(claim)} | {s for s, _ in sequence(claim.replace("-", " "))}  # "left-hand bass"
    clauses = [(_kinds(net, t), {s for s, _ in sequence(t)}) for t in _with_condition(_framed(span)) if t.strip()]
    for kind, head, mine in _kinds(net, claim):
        if all(w[:1].isupper() for w in mine.split()):
            continue  # a name ("Sticky Keys lets you"), not a kind of key
        rest = ours - {kind, head}
        found = [(len(rest & said), k, words) for pairs, said in clauses for k, h, words in pairs if h == head]
        if len({k for _, k, _ in found}) < 2 or kind not in {k for _, k, _ in found}:
            continue  # the source names one kind only, or not the claim's
        own = max(n for n, k, _ in found if k == kind)
        best = sorted((f for f in found if f[1] not in ours), reverse=True)
        if best and best[0][0] >= KIND_SAID and best[0][0] - own >= KIND_MARGIN and (
                len(best) == 1 or best[1][0] < best[0][0]):
            return mine, best[0][2]
    return None


def _kinds(net: wordnet.WordNet, text: str, determined: bool = False) -> list[tuple[str, str, str]]:
    """(kind, thing, the two words): a word before a noun that names which one ("the *write* scope");
    with ``determined``, only after a determiner."""
    found = list(re.finditer(r"[A-Za-z][\w-]*", text))
    words = [m.group(0) for m in found]
    owner = {n for n, m in enumerate(found) if re.match(r"['’](?![a-z])", text[m.end() :])}  # "the seedlings' carbon"
    return [(canon(a), canon(b), f"{a} {b}") for n, (a, b) in enumerate(zip(words, words[1:], strict=False))
            if n not in owner and a.lower() not in STOPWORDS and b.lower() not in STOPWORDS
            and len(b) > 1 and net.pos_of(b.lower()) == "n"  # not "father's" ("father", "s")
            and a.lower() not in lx.NEGATORS and not a.lower().endswith("ing")  # not "without trees", "prescribing"
            and (not determined or (n > 0 and re.fullmatch(_DETERMINER, words[n - 1], re.I) is not None))]


_CLAUSE = re.compile(r"[.;:!?,]\s*|\s+(?:and|but|while|whereas|whilst)\s+", re.I)
_CONDITION = re.compile(r"\s*(?:if|when|whenever|unless|once)\b", re.I)


# a sentence's opening frame ("In the Waltz the left hand ..."): it places every clause of the sentence
_FRAME = re.compile(r"^\s*(?:In|During|At|On|Throughout|Within)\s+(?:the\s+|an?\s+|this\s+|each\s+)?"
                    r"(?:[\w'’-]+\s+){1,3}?(?=(?:the|a|an|each|both|your|its|their)\s)")


def _framed(span: str) -> list[str]:
    """The span's clauses (``_CLAUSE``), each later clause of a sentence given the sentence's opening frame."""
    out: list[str] = []
    for sentence in re.split(r"(?<=[.!?;])\s+", span):
        frame = _FRAME.match(sentence)
        parts = _CLAUSE.split(sentence)
        out += [parts[0], *(f"{frame.group(0)}{p}" if frame and p.strip() else p for p in parts[1:])]
    return out


def _with_condition(clauses: list[str]) -> list[str]:
    """``clauses`` with a condition joined to the clause it governs ("if the rate goes above 1
    percent, all traffic returns to the old version" is one clause about the old version)."""
    out: list[str] = []
    waiting = False  # the last clause is a condition still without its clause
    for t in clauses:
        if waiting:
            out[-1], waiting = f"{out[-1]}, {t}", False
        else:
            out.append(t)
            waiting = _CONDITION.match(t) is not None
    return out


def describing(ours: str, theirs: str) -> bool:
    """Both sides are single words that only describe ("unkind" for "cruel"): a quality put in other
    words, which coverage and similarity weigh (an opposite one is polarity's), not a thing put in a
    thing's place."""
    net = wordnet.load()
    words = [ours.lower(), theirs.lower()]
    return net is not None and all(" " not in w and not net.senses(w, "n") and (net.pos_of(w) == "a" or (
        w.endswith("ed") and "a" in net.common_pos(w))) for w in words)  # ("crowded": an adjective too)


def other_kind(claim: str, clause: str) -> bool:
    """The clause names another kind of a thing the claim names by its kind, and not the claim's
    ("tokens with the read scope cannot delete" is not about "the admin scope")."""
    net = wordnet.load()
    if net is None:
        return False
    ours = {(k, h) for k, h, _ in _kinds(net, claim, determined=True)}  # "the read scope"
    theirs = {(k, h) for k, h, _ in _kinds(net, clause, determined=True)}
    said = {canon(w) for w in tokens(clause)}
    # the clause must not name the claim's kind at all ("the strongest version, not a weak one" names "weak")
    return bool(ours) and not {k for k, _ in ours} & said and any(h == oh and k != ok for k, h in theirs
                                                                 for ok, oh in ours)


# a thing and the noun a sentence names it with ("bread and butter are complements", "X is a solvent")
_LABELLED = re.compile(
    r"\b([A-Za-z][\w-]*(?:\s+and\s+[A-Za-z][\w-]*)?)(?:\s*,[^,.;]{1,40},)?\s+(?:are|is|were|was)\s+"
    r"(?:called\s+|known\s+as\s+)?(?:an?\s+|the\s+)?([a-z][\w-]*)\b"
)
_PARTS = re.compile(r"[.;!?]\s+|,\s+(?=(?:while|whereas|but|and)\b)|\s+(?=whereas\b)")


def relabelled(claim: str, span: str) -> tuple[str, str] | None:
    """(claim's noun, source's noun): the claim names a thing with a noun the source gives another
    thing, where the source names that thing with another noun ("bread and butter are *substitutes*"
    for "Butter and bread ... are *complements*", the source calling coffee and tea substitutes)."""
    net = wordnet.load()
    if net is None:
        return None
    theirs = [(m, part) for part in _PARTS.split(span) for m in _LABELLED.finditer(part)]
    for part in _PARTS.split(claim):
        for m in _LABELLED.finditer(part):
            thing, ours = {canon(w) for w in tokens(m.group(1))} - STOPWORDS, m.group(2).lower()
            for t, their_part in theirs:
                label = t.group(2).lower()
                named = {canon(w) for w in tokens(t.group(1))} - STOPWORDS
                if not thing or named != thing or canon(label) == canon(ours):
                    continue
                if "n" not in net.common_pos(ours) or "n" not in net.common_pos(label) or net.same(ours, label):
                    continue  # a noun for a noun, not "is kept" for "is stored"
                elsewhere = canon(ours) in {canon(w) for w in tokens(span)} - {canon(w) for w in tokens(their_part)}
                if elsewhere and canon(label) not in {canon(w) for w in tokens(part)}:
                    return ours, label
    return None


# "The default log level is DEBUG": a thing's value, the clause's last word after "is"
_IS = r"\s+(?:is|are|was|were)\s+(?:set\s+to\s+)?"
_WORD_VALUE = r"([\w-]+(?:\.[\w-]+)*)"  # "INFO", "utf-8", "0.5", not the full stop after it
_VALUE = re.compile(rf"\b((?:[a-z][\w-]*\s+){{1,2}}[a-z][\w-]*){_IS}{_WORD_VALUE}\s*[.!?]?$", re.I)


def other_value(claim: str, span: str) -> tuple[str, str] | None:
    """(claim's value, source's value) where the claim gives a thing another value than the source
    gives the same thing ("The default log level is DEBUG" for "The default log level is INFO.
    Setting LOG_LEVEL=DEBUG also ..."), though the source uses the claim's value elsewhere; or names
    a musical note the source does not where the source names another ("the G two lines above the
    staff" for "the C two lines above the staff")."""
    for read in (_notes, _keys):  # "Ctrl+P" for "Ctrl+K", too
        ours, theirs_notes = read(claim), read(span)
        mine, yours = ours.keys() - theirs_notes.keys(), theirs_notes.keys() - ours.keys()
        if mine and yours:  # one the source never names, and one it names that the claim lacks
            return ours[min(mine)], theirs_notes[min(yours)]
    m = _VALUE.search(claim.strip())
    if not m:
        return None
    subject, value = m.group(1), m.group(2)
    for s in re.finditer(rf"\b{re.escape(subject)}{_IS}{_WORD_VALUE}", span, re.I):
        theirs = s.group(1)
        if theirs.lower() != value.lower() and _code(theirs) and _code(value):
            return value, theirs
    return None


# a note's letter: "the C two lines above", "middle C", "an F sharp", "in G minor", "the E string" ("A" only where
# no article can be: after "the"/"an"/"middle", or before "sharp"/"minor"/...)
_NOTE = re.compile(r"(?:(?<=\bthe )|(?<=\ban )|(?<=\bmiddle )|(?<=\bin )|(?<=\bon ))([A-G])\b(?![.'’])"
                   r"|\b([B-G])(?=\s+(?:sharp|flat|natural|major|minor|string|note|key)\b)"
                   r"|(?<=[a-z,] )(A)(?=\s+(?:sharp|flat|natural|major|minor|string)\b)")


def _notes(text: str) -> dict[str, str]:
    return {n: n for n in ("".join(m.groups(default="")) for m in _NOTE.finditer(text))}


_KEYS = re.compile(r"\b(?:(?:Ctrl|Control|Cmd|Command|Alt|Option|Shift|Meta|Super|Fn|Win|Windows(?:\s+logo)?\s+key)"
                   r"\s*\+\s*)+[A-Za-z0-9]+\b")  # "Windows key + Z" too


def _keys(text: str) -> dict[str, str]:
    """The key combinations ``text`` names ("Ctrl+K", "Cmd + Shift + P"), written alike, each as written."""
    return {re.sub(r"\s+", "", m.group(0)).lower(): m.group(0) for m in _KEYS.finditer(text)}


def _code(word: str) -> bool:
    """A value as settings write it: "INFO", "DEBUG", "v2", "utf-8", "0.5" (not an everyday word,
    which a paraphrase may change)."""
    return (word.isupper() and len(word) > 1) or any(ch.isdigit() or ch in "_." for ch in word)


def ones_named(ours: str, theirs: str, span: str) -> bool:
    """The source's "ones" stands for the claim's word, named before it in the span ("Later pieces
    use" for "The early pieces ..., and the later ones use")."""
    words, mine = theirs.lower().split(), set(ours.lower().split()) - set(theirs.lower().split())
    at = re.search(r"\bones\b", span, re.I)
    return "ones" in words and at is not None and any(
        re.search(rf"\b{re.escape(w)}\b", span[: at.start()], re.I) for w in mine if w not in STOPWORDS)

"""Who does what and whose thing it is (WordNet at the rim): a claim that has one named person do
what the source has another do ("Bertha Mason takes Jane in" for "taken in by St John Rivers"), or
gives one person's thing to another ("Wickham's first proposal" for "Darcy's")."""

from __future__ import annotations

import re
from functools import lru_cache

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.dates import MONTH_NAMES
from footnote.shared.verification.owners import same_name
from footnote.shared.verification.pronouns import ADVERB, carried, coordinated
from footnote.shared.verification.pronouns import NAME as _NAME
from footnote.shared.verification.senses import WHICH, fit, place, ranked_places, sequence
from footnote.shared.verification.words import canon

_AUX = r"(?:(?:is|are|was|were|has|have|had)\s+)?"  # "Daisy ... *is* driving the car"
_KIN_WORD = r"(?:(?:his|her|their|its)\s+[a-z]+\s+|the\s+[a-z]+\s+)?"  # "by his brother Antonio", "by the General"
_BY_AGENT = re.compile(rf"\b(?:is|are|was|were|be|been|being|gets?|got)\s+(?:\w+ly\s+)?(\w+)\b[^.;]{{0,40}}?\bby\s+"
                       rf"{_KIN_WORD}({_NAME})")
# "Ebenezer has him kidnapped": the one who has it done is its doer
_HAS_DONE = re.compile(rf"(?<![\w'’-])({_NAME})\s+(?:has|had|have|gets|got)\s+(?:him|her|them|{_NAME})\s+([a-z]+ed)\b")
_AND_BY = re.compile(rf"\band\s+(?:\w+ly\s+)?([a-z]+ed)\s+by\s+{_KIN_WORD}({_NAME})")  # "... and protected by Bagheera"
# "Chased by Mr McGregor, he loses his jacket": a sentence-opening participle's doer
_OPENING_BY = re.compile(rf"(?:^|(?<=[.!?;]\s))([A-Z][a-z]+ed)\s+by\s+{_KIN_WORD}({_NAME}),")
_BARE_BY = re.compile(rf"(?<=[a-z] )([a-z]+ed|led|run|built|written|made|held|kept|sent|taught|brought|won)\s+by\s+"
                      rf"{_KIN_WORD}({_NAME}(?:\s+and\s+{_NAME})?)")  # "an expedition led by John Hunt"
_BY_AFTER_COMMA = re.compile(rf",\s+(?:\w+ly\s+)?([a-z]+)\b[^.;,]{{0,40}}?\bby\s+{_KIN_WORD}({_NAME})")
# a name after a preposition is no subject ("a well near Xi'an found": the well's diggers found it)
_NOT_AFTER = "".join(rf"(?<!\b{p} )" for p in ("near", "in", "at", "from", "to", "of", "with", "into", "outside"))
_DOER = re.compile(rf"(?<![\w'’-]){_NOT_AFTER}({_NAME})\s+{_AUX}{ADVERB}([a-z]+)\b")
# "Candy, an old swamper ..., offers", "Alice, growing to her full size, calls": a name, an aside, then its verb
_DESCRIBED = re.compile(
    rf"(?<![\w'’-])({_NAME}),\s+(?:a|an|the|his|her|their|\w+ly|[a-z]+ed|[a-z]{{3,}}ing)\s[^.;:]{{0,100}}?,\s+"
    rf"(?:(?:is|are|was|were|has|have|had|gets|got)\s+)?{ADVERB}([a-z]+)\b"
)
# "His landlady, Mrs Bardell, mistakes ... and sues him": a role, the name, then the verb
_ROLE_NAMED = re.compile(rf"(?:^|(?<=[.!?;]\s))(?:[A-Z][a-z]+\s+)?[a-z]+,\s+({_NAME}),\s+{ADVERB}([a-z]+)\b")
_WHO_THEN = re.compile(rf"(?<![\w'’-])({_NAME}),\s+who\s+[^,.;:]{{1,80}},\s+{_AUX}{ADVERB}([a-z]+)\b")
# "it is the convict Magwitch, whom Pip once helped, who has secretly paid": a cleft names its doer
_CLEFT = re.compile(
    rf"\bit\s+(?:is|was)\s+(?:the\s+[a-z]+\s+)?({_NAME})\b[^.;]{{0,80}}?\bwho\s+{_AUX}{ADVERB}([a-z]+)\b"
)
_RELATIVE = re.compile(rf"(?<![\w'’-]){_NOT_AFTER}({_NAME}),\s+who\s+{ADVERB}([a-z]+)\b")  # "Scout, who narrates"
# (not "one of the richest men in Europe, who sends": a place the man is of)
_OPENING = re.compile(rf"(?:^|(?<=[.!?]\s))([A-Z][a-z'’-]+)\s+{ADVERB}([a-z]+)\b")


def _named(who: str, text: str) -> bool:
    """``who`` is written inside a sentence of ``text``, where a capital means a name ("taken in by
    St John Rivers"; not "Rivers drop sediment"), is said to be someone ("Jack, who cares ..."), or
    is no word the dictionary knows ("Ralph")."""
    net = wordnet.load()
    # or is followed by another capitalised word of a name ("Nick Carraway"), or does a thing to his or
    # her own ("Candy offers his savings": a person, whatever "candy" means in the dictionary)
    return any(part in text and re.search(rf"(?<=[a-z,;:] ){re.escape(part)}\b|\b{re.escape(part)}"
                                          rf"(?:,\s+who\b|\s+[A-Z][a-z]+\b|\s+[a-z]+\s+(?:his|her|him|himself|herself)\b)",
                                          text)
               or (net is not None and part.isalpha() and not net.known(part.lower()))  # "Ralph": no word
               # a bare person noun opening a sentence before its verb is a name ("Scrooge refuses", "Edison
               or (net is not None and net.person(part.lower()) and part in text and any(  # promoted", "... bought")
                   v.endswith(("s", "ed")) or v in lx.IRREGULAR
                   for v in re.findall(rf"(?:^|[.!?]\s+){re.escape(part)}\s+([a-z]+)", text)))
               for part in who.split() if part[:1].isupper())


def _agents(text: str, pattern: re.Pattern = _DOER) -> list[tuple[frozenset[str], str]]:
    """(the verb's WordNet family, who does it) for "X takes ..." and "... is taken in by X"."""
    net = wordnet.load()
    if net is None:
        return []
    out = [(net.family(m.group(1).lower()), m.group(2)) for p in (_BY_AGENT, _AND_BY, _OPENING_BY, _BARE_BY)
           for m in p.finditer(text) if pattern is _DOER]
    out += [(net.family(m.group(2)), m.group(1)) for m in _HAS_DONE.finditer(text) if pattern is _DOER]
    if pattern is _DOER:
        # "Jack, who cares more about hunting, lets the fire go out": the verb after the clause
        out += [(net.family(m.group(2)), m.group(1)) for p in (_WHO_THEN, _CLEFT) for m in p.finditer(text)
                if m.group(2) not in STOPWORDS and "v" in net.common_pos(m.group(2))]
        # "Kurtz dies on the steamer, whispering ...": a participle after the doer's clause is the doer's too
        out += [(net.family(m.group(3)), m.group(1)) for p in (_THEN_ING, _WHILE_ING) for m in p.finditer(text)
                if m.group(2) not in STOPWORDS and net.pos_of(m.group(2)) == "v" and "v" in net.common_pos(m.group(3))]
        # "Heathcliff, brought to the Heights by Mr Earnshaw": a participle after a comma
        out += [(net.family(m.group(1)), m.group(2)) for m in _BY_AFTER_COMMA.finditer(text)
                if m.group(1) not in net.lemmas(m.group(1), "v") and net.lemmas(m.group(1), "v")]
    for m in pattern.finditer(text):
        verb = m.group(2)
        if pattern is _DOER and (verb.endswith(("ed", "en")) or verb in lx.IRREGULAR) and _BE_AUX.search(m.group(0)):
            continue  # "Silas is falsely accused": done to him, not by him
        # "Fagin murders", "saw Injun Joe murder the doctor": a word in -s, or one before "the", after a name is
        # its verb, though mostly a noun
        verbal = verb.endswith("s") or _OBJECT_NEXT.match(text, m.end())
        if verb not in STOPWORDS and ("v" in net.common_pos(verb) or verbal and net.lemmas(verb, "v")):
            out.append((_light(net, verb, text[m.end() :]) or net.family(verb), m.group(1)))
            # "The Soviet Union refused the aid and pressed its satellites": the same doer's next verb
            rest = re.split(r"[,.;:!?]|\b(?:who|which|that|whom)\b", text[m.end() :], maxsplit=1)[0]
            out += [(net.family(v), m.group(1)) for v in _AND_VERB.findall(rest)
                    if pattern in (_DOER, _ROLE_NAMED) and v not in STOPWORDS and net.pos_of(v) == "v"]
    out = [(fam, " ".join(_name_words(who))) for fam, who in out]  # not "After" of "After Dunstan Cass steals"
    return [(fam, who) for fam, who in out if fam and who and not who.endswith(("'s", "’s"))]  # "Badger's help"


_BE_AUX = re.compile(r"\s(?:is|are|was|were)\s")
_LIGHT = frozenset("make take give get keep put set".split())  # verbs whose object says what is done
_OBJECT = re.compile(r"\s+(?:(?:him|her|them|it|me|us|a|an|the|his|their|its|some|[A-Z][\w'’-]*)\s+){0,3}([a-z]{3,})")


def _light(net, verb: str, after: str) -> frozenset[str] | None:
    """A light verb's deed, named by its object: "makes friends" is not "makes her a servant"."""
    base = net.lemmas(verb, "v")
    m = _OBJECT.match(after)
    return frozenset({f"{base[0]}:{canon(m.group(1))}"}) if base and base[0] in _LIGHT and m else None
_OBJECT_NEXT = re.compile(r"\s+(?:the|a|an|his|her|their|its)\b")
# a participle or a verb in -s after the doer's clause: "He learns the law of club and fang, defeats the lead dog"
_THEN_ING = re.compile(rf"(?<![\w'’-])({_NAME})\s+{_AUX}{ADVERB}([a-z]+)\b[^.;,]{{0,80}},\s+([a-z]{{3,}}(?:ing|s))\b")
_WHILE_ING = re.compile(rf"(?<![\w'’-])({_NAME})\s+{_AUX}{ADVERB}([a-z]+)\b[^.;,]{{0,80}}?\b(?:while|whilst|by|after|"
                        rf"before|when)\s+{ADVERB}([a-z]{{3,}}ing)\b")  # "Sir Percy plays ... while secretly leading"
_AND_VERB = re.compile(r"\band\s+(?:then\s+)?([a-z]+(?:ed|s))\b")


def _name_words(who: str) -> list[str]:
    words = who.split()
    while words and words[0].lower() in STOPWORDS:
        words = words[1:]
    return words


def _parts(who: str) -> set[str]:
    return {p.lower() for p in who.split() if p[:1].isupper()}


def stranger_agent(claim: str, evidence: str) -> tuple[str, str] | None:
    """(claim's doer, source's doer): a claim sentence that opens with someone the source never
    mentions doing what the source has a described person do ("Crooks offers his savings" where
    the source has "Candy, an old swamper ..., offers his savings"; "Scout, who narrates ...")."""
    net = wordnet.load()
    said = {canon(w) for w in re.findall(r"[a-z]+", evidence.lower())}
    theirs = _agents(evidence, _DESCRIBED) + _agents(evidence, _RELATIVE)
    theirs += [(f, w) for f, w in _agents(evidence) if _named(w, evidence)]
    # a described name ("Squealer, the hardest worker ...") is a name even where it is also a word
    openers = [(f, w, False) for f, w in _agents(claim, _OPENING)]
    openers += [(f, w, True) for f, w in _agents(claim, _DESCRIBED)]
    for fam, who, described in openers:
        low = who.lower()
        if low in STOPWORDS or low in lx.NOT_NAMES or all(canon(p) in said for p in re.findall(r"[a-z]+", low)):
            continue  # "Miss Temple": a name of two words the source says ("Rikki-tikki": read as it is)
        doers = [w for f, w in theirs if fam & f and not _parts(w) & lx.NOT_NAMES]
        worded = not described and net is not None and any(net.same(who, w) for w in said)  # "Convicts": "a convict"
        if doers and not worded:
            return who, doers[0]
    return None


_MUTUAL = frozenset("~" + w for w in "marry wed meet divorce".split())  # deeds two people do to each other


def other_agent(claim: str, evidence: str) -> tuple[str, str] | None:
    """(claim's doer, source's doer): the claim has someone the source names do what the source
    says another named person does ("Bertha Mason takes Jane in" where the source has Jane "taken
    in by St John Rivers"). Both must be names the source uses; one naming the other (a surname)
    is the same person."""
    said, both = evidence.lower(), f"{claim}\n{evidence}"
    theirs = named_doers(evidence)
    for fam, who in _agents(claim):
        parts = {p.lower() for p in who.split() if p[:1].isupper()}
        if not parts or not all(p in said for p in parts) or parts & lx.NOT_NAMES or not _named(who, both):
            continue
        doers = [(ewho, {p.lower() for p in ewho.split() if p[:1].isupper()}) for efam, ewho in theirs if fam & efam]
        if fam & _MUTUAL and any(re.search(rf"\b{re.escape(ewho)}\s+(?:\w+\s+){{1,2}}{re.escape(who.split()[0])}\b",
                                           evidence) for ewho, _ in doers):
            continue  # "Natasha ... after marrying Andrei" for "Andrei marries Natasha": done by both
        doers = [(ewho, eparts) for ewho, eparts in doers
                 if eparts and not eparts & lx.NOT_NAMES and _named(ewho, both)]
        if doers and not any(parts & eparts - _TITLES and not _other_first_name(who, ewho) for ewho, eparts in doers):
            # a surname the claim shares with the source's doer of another first name is that doer's, not the claim's
            own = parts - {p for ewho, eparts in doers if _other_first_name(who, ewho) for p in eparts}
            if not _also(who, evidence) and not _does_kin(fam, own, evidence):
                return who, doers[0][0]
    return None


@lru_cache(maxsize=256)  # read by several attribution checks of one pair
def named_doers(evidence: str) -> tuple[tuple[frozenset[str], str], ...]:
    """(verb family, named doer) per deed ``evidence`` gives a named person: "Nick, who narrates"; "Prospero,
    the exiled Duke of Milan, raises"; "Crusoe is shipwrecked ... he rescues"."""
    return tuple(_agents(evidence) + _agents(evidence, _RELATIVE) + _agents(evidence, _DESCRIBED)
                 + _agents(evidence, _ROLE_NAMED) + _agents(carried(evidence)) + _agents(coordinated(evidence)))


def _other_first_name(ours: str, theirs: str) -> bool:
    """Two full names that share a surname only ("Emily Roebling" and "John Roebling"): two people."""
    a, b = ([w.lower() for w in n.split() if w[:1].isupper() and not w.endswith(("'s", "’s"))] for n in (ours, theirs))
    return len(a) >= 2 and len(b) >= 2 and a[0] != b[0] and a[-1] == b[-1] and not {a[0], b[0]} & _TITLES


def _does_kin(fam: frozenset[str], parts: set[str], evidence: str) -> bool:
    """The claim's doer does, in the source, a kind of what the claim says ("Macbeth murders Duncan"
    for "Macbeth kills Duncan", though the source has Macduff kill someone else)."""
    net = wordnet.load()
    ours = {f.lstrip("~") for f in fam}
    return net is not None and any(net.verb_kin(a, m.group(1)) for p in parts
                                   for m in re.finditer(rf"\b{re.escape(p)}\s+([a-z]{{3,}})", evidence, re.I)
                                   for a in ours if m.group(1) not in STOPWORDS)


def _also(who: str, text: str) -> bool:
    """``text`` has ``who`` do it too, after another: "Britain received the most, *followed by France*"."""
    return re.search(rf"\b(?:followed by|then|as did|and so did|along with|together with)\s+(?:the\s+)?"
                     rf"{re.escape(who)}\b", text) is not None


def owner_as_doer(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's doer and verb, the source's words) when the claim has a person do what the
    source does to that person's own ("Victor kills his brother" where the creature "kills
    Victor's younger brother"), and the source never has them do it."""
    net = wordnet.load()
    if net is None:
        return None
    doers = [(_parts(d.group(1)), d.group(2)) for d in _DOER.finditer(evidence)]
    for m in _DOER.finditer(claim):
        who, verb = m.group(1), m.group(2)
        fam = net.family(verb) if verb not in STOPWORDS else frozenset()
        done = [v for parts, v in doers if parts & _parts(who)]
        if not fam or who.lower() in lx.NOT_NAMES or any(net.family(v) & fam for v in done):
            continue
        for o in re.finditer(rf"\b([a-z]+)\s+{re.escape(who)}['’]s\b", evidence) if who in evidence else ():
            if net.family(o.group(1)) & fam:
                return f"{who} {verb}", o.group(0)
    return None


_TIME_WORDS = frozenset("later then afterwards meanwhile finally soon now next eventually still".split())
_OWNER = re.compile(r"\b((?:[A-Z][a-z'’-]+\s+)*[A-Z][a-z'’-]+)['’]s?\s+([a-z][a-z-]*)(?:\s+([a-z][a-z-]*))?")


_WHOSE = re.compile(r"\b((?:[A-Z][a-z'’-]+\s+){0,3}[A-Z][a-z'’-]+),\s+whose\s+([a-z][a-z-]*)\b")


def other_owner(claim: str, evidence: str) -> tuple[str, str] | None:
    """(claim's owner, source's owner): the claim gives someone's thing to another person the
    source names ("Wickham's first proposal" where the source has "Darcy's first proposal")."""
    def owned(text: str) -> list[tuple[str, str]]:
        out = []
        for m in _OWNER.finditer(text):
            thing = next((w for w in (m.group(2), m.group(3)) if w and w not in STOPWORDS and w not in WHICH), None)
            parts = m.group(1).split()  # not "In Debussy", "Later Jack", "Hearing Bach"
            parts = parts[1:] if len(parts) > 1 and parts[0].lower().endswith("ing") else parts
            who = " ".join(w for w in parts if w.lower() not in STOPWORDS and w.lower() not in _TIME_WORDS)
            if thing and who and who.lower() not in lx.NOT_NAMES:
                out.append((who.rstrip("'’"), canon(thing)))
        # "Toad, whose craze for motor cars": the thing after "whose" is the name's
        return out + [(m.group(1), canon(m.group(2))) for m in _WHOSE.finditer(text)
                      if m.group(1).lower() not in lx.NOT_NAMES]

    theirs = owned(evidence)
    for who, thing in owned(claim):
        owners = {w for w, t in theirs if t == thing}
        if owners and not any(f" {w} ".endswith(f" {who} ") or f" {who} ".endswith(f" {w} ") for w in owners):
            return who, sorted(owners)[0]  # ("the Colonial Office's staff" for "the British Colonial Office, whose")
    return None


NAME_PLACE = 4  # how well a name's place must match the source's, neighbours and adjacent words counted
NAME_MARGIN = 3  # ... and how much better than anywhere the source uses the claim's own name


_NOT_PEOPLE = lx.NOT_NAMES | MONTH_NAMES | frozenset("monday tuesday wednesday thursday friday saturday sunday".split())


def other_name_in_place(claim: str, span: str) -> tuple[str, str] | None:
    """(claim's name, source's name): a name in the place where the source has another person the
    claim also names ("a farm where *George* could tend the rabbits" for "where *Lennie* could
    tend the rabbits"), and a poor fit wherever the source uses the claim's name."""
    # a title is no part of the name's place ("Miss Havisham" is placed as "Havisham")
    c, e = ([x for x in sequence(text) if x[1].lower() not in _TITLES] for text in (claim, span))
    capital = {w.lower(): w for _, w in e if w[:1].isupper()}  # a name opening the claim ("Julia is ...") as the
    c = [(st, capital.get(w, w)) for st, w in c]  # source writes it inside a sentence

    def alone(seq: list[tuple[str, str]], k: int, text: str = "") -> bool:  # not part of a longer name
        # ("Union Pacific"); with ``text``, a name after a comma is another ("Havisham, as Pip")
        return not any(0 <= n < len(seq) and seq[n][1][:1].isupper()
                       and (not text or f"{seq[min(n, k)][1]} {seq[max(n, k)][1]}" in text) for n in (k - 1, k + 1))

    for i, (stem, word) in enumerate(c):
        if not word[:1].isupper() or stem in lx.NOT_NAMES or not alone(c, i, claim):
            continue
        at = place(c, i, e) or _name_place(c, i, e)
        if at is None or at[1] < NAME_PLACE:
            continue
        theirs_stem, theirs = e[at[0]]
        if theirs_stem == stem or not theirs[:1].isupper() or {theirs_stem, theirs.lower()} & _NOT_PEOPLE:
            continue  # "in October 1957": a month is no one's name
        if re.search(rf"\bby\s+{re.escape(theirs)}\b", span) and 0 <= claim.find(theirs) < claim.find(word):
            continue  # "Hamlet kills Polonius, who is hidden ..." for "Polonius is killed by Hamlet": turned round
        own = max((fit(c, i, e, j) for j, (st, _) in enumerate(e) if st == stem), default=0)
        named = any(st == theirs_stem for st, _ in c)
        if named and alone(c, i) and alone(e, at[0]) and own + NAME_MARGIN <= at[1]:
            return word, theirs
        # a name the claim does not use, in a place the claim's name fits nowhere else in the source ("watching
        # the Frankenstein family" for "the De Lacey family"; not a place for a subject: "Earhart" for "reach Paris")
        if own == 0 and at[1] >= NAME_PLACE and not named and not same_name(word, theirs) and not (
                i == 0 and re.search(rf"\b(?:to|reach|in|at|near|towards?)\s+{re.escape(theirs)}\b", span)):
            return word, _whole_name(e, at[0])
    return None


def _name_place(c: list[tuple[str, str]], i: int, e: list[tuple[str, str]]) -> tuple[int, int] | None:
    """Where two places fit a name equally well, the one that is a name itself ("comes from
    *Magwitch*, the convict", not "the *convict*")."""
    fits = ranked_places(c, i, e)
    top = [j for f, j in fits if fits and f == fits[0][0] and e[j][1][:1].isupper()]
    return (top[0], fits[0][0]) if len(top) == 1 else None


def _whole_name(seq: list[tuple[str, str]], k: int) -> str:
    """The run of capitalised words around ``seq[k]`` ("De Lacey")."""
    lo, hi = k, k
    while lo > 0 and seq[lo - 1][1][:1].isupper():
        lo -= 1
    while hi + 1 < len(seq) and seq[hi + 1][1][:1].isupper():
        hi += 1
    return " ".join(w for _, w in seq[lo : hi + 1])


def describes_name(ours: str, theirs: str, claim: str, evidence: str) -> bool:
    """The claim's words are common nouns and the source's a name it describes ("the tribes" for
    "the Gauls", "the Western powers" for "the Western Allies")."""
    def capitalised(word: str, text: str) -> bool:
        return re.search(rf"(?<=[a-z,;] ){re.escape(word[:1].upper() + word[1:])}\b", text) is not None

    return all(capitalised(w, evidence) for w in theirs.split()) and not any(
        capitalised(w, claim) for w in ours.split()
    )


# "Estella, raised by Miss Havisham," / "Pip was raised by his sister": who does it to whom
_DONE_BY = re.compile(
    rf"(?<![\w'’-])({_NAME}),?\s+(?:(?:who\s+)?(?:is|was|were|are|has been|had been)\s+)?{ADVERB}([a-z]+)"
    rf"\s+(?:[a-z]+\s+){{0,2}}?by\s+({_NAME})"
)
_DOES_TO = re.compile(rf"(?<![\w'’-])({_NAME})\s+{ADVERB}([a-z]+)\s+({_NAME})")


# "Elizabeth, trying to protect him, denies it": a name, an aside, then its verb
_ASIDE = re.compile(rf"(?<![\w'’-])({_NAME}),\s+(?:\w+ing|who|whom|a|an|the|his|her|their)\s[^,.;:]{{0,80}},\s+"
                    rf"{ADVERB}([a-z]+)\b")


_SUFFERED = re.compile(r"\b(?:is|are|was|were)\s+(?:\w+ly\s+)?[a-z]+(?:ed|en)$")


def opposite_deed(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's doer and verb, the source's) when the claim has a person the source names do
    the opposite of what the source has that person do, and the source never has them do the
    claim's side ("Elizabeth confirms John's adultery" where John confesses and "Elizabeth, trying
    to protect him, denies it")."""
    theirs = [(m.group(1), m.group(2)) for p in (_DOER, _ASIDE, _WHO_THEN, _RELATIVE) for m in p.finditer(evidence)
              if not _SUFFERED.search(m.group(0))]  # "Jimmy Valentine is released": done to him, not his deed
    for m in _DOER.finditer(claim):
        who, verb = _parts(m.group(1)), lx.stem(m.group(2))
        done = [(w, v) for w, v in theirs if who & _parts(w) and not _parts(w) & lx.NOT_NAMES]
        for left, right in lx.OPPOSITES:
            mine = left if verb in left else right if verb in right else None
            if mine is None:
                continue
            other = right if mine is left else left
            if any(lx.stem(v) in mine for _, v in done):
                continue
            against = next(((w, v) for w, v in done if lx.stem(v) in other), None)
            if against:
                return f"{m.group(1)} {m.group(2)}", f"{against[0]} {against[1]}"
    return None


def turned_agent(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's words, the source's) when the claim has the one the source's passive acts on
    do it to the doer ("Estella raises Miss Havisham" for "Estella, raised by Miss Havisham")."""
    net = wordnet.load()
    if net is None:
        return None
    done = [(_parts(m.group(1)), net.family(m.group(2)), _parts(m.group(3)), m.group(0).replace(",", ""))
            for m in _DONE_BY.finditer(evidence)]
    for m in _DOES_TO.finditer(claim):
        who, verb, whom = _parts(m.group(1)), m.group(2), _parts(m.group(3))
        fam = net.family(verb) if verb not in STOPWORDS else frozenset()
        for patient, efam, agent, said in done:
            if fam & efam and who & patient and whom & agent and not who & agent:
                return m.group(0), said
    return None


# "Miss Havisham" is one person; two captains are not one for their shared title
_TITLES = frozenset("mr mrs miss ms dr sir lady lord professor captain general colonel major king queen".split())
_REFLEXIVE = re.compile(r"\b([a-z]+)\s+(?:\w+ly\s+)?([a-z]+)\s+(itself|himself|herself|themselves)\b", re.I)
_NOBODY = frozenset("nobody none one no itself himself herself themselves".split())


def self_taught(claim: str, evidence: str) -> tuple[str, str] | None:
    """(claim's doer, source's): the source has someone do a thing to themselves ("the creature
    teaches itself to speak") and the claim has another do it to them ("the De Lacey family teach
    the creature")."""
    net = wordnet.load()
    if net is None:
        return None
    for m in _REFLEXIVE.finditer(evidence):
        who, verb = m.group(1).lower(), net.family(m.group(2).lower())
        if who in STOPWORDS or not verb:
            continue
        for c in re.finditer(rf"([^.;:,]*?)\b([a-z]+)\s+(?:the\s+|a\s+|an\s+)?{re.escape(who)}\b", claim):
            doer = c.group(1).strip()
            if doer and doer.split()[-1].lower() not in _NOBODY and net.family(c.group(2)) & verb:
                return doer, f"the {who} {m.group(3).lower()}"
    return None

"""Swaps around a shared word (pure): the same two things on swapped sides of one content word
("sea urchins eat sea otters" for "sea otters eat sea urchins"), read clause by clause; a passive
turned into the other doer ("parasites carry flies" for "parasites carried by flies",
``agent_swapped``); things in numbered places traded ("a chord on the first beat and a note on the
second", ``slots_traded``); a contrasted part's telling word traded for the other part's ("fell in
towns but held steady in rural areas", ``parts_crossed``). ``polarity`` counts each as a swapped role."""

from __future__ import annotations

import itertools
import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import senses, swaps
from footnote.shared.verification.comparisons import CONTRAST, DETERMINERS, comparative
from footnote.shared.verification.dates import untimed
from footnote.shared.verification.denied import PUNCT_WORD
from footnote.shared.verification.words import (
    IRREGULAR_DONE,
    canon,
    conjuncts,
    content,
    content_seq,
    negated_before,
    passive,
)

SWAP_WORDS = 2  # content words each side of a swap may hold
_COUNTS = frozenset(canon(w) for w in lx.NUMBER_WORDS) | frozenset(str(n) for n in range(1000))


_CLAUSE_END = frozenset(".;:!?")


def _denied(words: list[str], stem: str) -> bool:
    """The word of ``stem`` follows a negator in ``words`` ("without pedal", "do not use the pedal")."""
    return any(canon(w) == stem and negated_before(words, k) for k, w in enumerate(words))


def _clause_words(words: list[str]) -> list[list[str]]:
    out: list[list[str]] = [[]]
    for w in words:
        if w in _CLAUSE_END:
            out.append([])
        elif w[0].isalnum():
            out[-1].append(w)
    return [c for c in out if c]


_UNFOLDING = frozenset({"in", "of", "for", "on", "at"})


def _unfolded(claim_words: list[str], ev_words: list[str], t: str) -> bool:
    """The claim's ``t`` names the kind of the next noun ("maths scores") that the source gives
    after it with a preposition ("scores ... in maths", "homework at weekends"): the same words, not a
    thing moved."""
    ahead = {canon(claim_words[k + 1]) for k in range(len(claim_words) - 1)
             if canon(claim_words[k]) == t and claim_words[k + 1] not in STOPWORDS}
    return any(canon(w) == t and ev_words[p - 1] in _UNFOLDING and ahead & {canon(x) for x in ev_words[: p - 1]}
               for p, w in enumerate(ev_words) if p)


def _of_words(words: list[str]) -> set[str]:
    """Words beside an "of": "the energy of light" is "light energy" turned round, not a swap."""
    return {canon(w) for k, w in enumerate(words) if "of" in words[max(0, k - 1) : k + 2] and w != "of"}


_OF_HEAD = re.compile(r"\b([a-z]+)\s+of\s+(?:a|an|the|his|her|their|its)\b")  # "the daughter of a ..."


def _with_words(words: list[str]) -> set[str]:
    """The thing a deed is done with ("kept them sealed *with resin*"): said as the doer elsewhere, it moves no role."""
    out = set()
    for k, w in enumerate(words[:-1]):
        if w == "with" and k and words[k - 1].endswith("ed"):  # "sealed with", "filled with"
            out.add(canon(words[k + 2] if words[k + 1] in _DETERMINERS and k + 2 < len(words) else words[k + 1]))
        if w == "with" and k and words[k - 1] in _VARYING:  # "choices change with how options are described":
            out |= content(" ".join(words[k + 1 : k + 1 + _WITH_REACH]))  # what changes them
    return out


_VARYING = frozenset("change changes changed vary varies varied grow grows grew rise rises rose fall falls fell "
                     "increase increases increased decrease decreases decreased shift shifts shifted".split())
_WITH_REACH = 6  # words after "changes with" that name what changes it


_DETERMINERS = frozenset("the a an its their his her".split())


def _kinds_differ(stems: set[str], words: list[str]) -> bool:
    """The swapped words are of different kinds (a verb and an adverb trade places when a clause
    is fronted: "While playing, look ahead" / "Look ahead while you play"), per WordNet."""
    surface = {canon(w): w for w in words}
    pair = [surface.get(s) for s in stems]
    if len(pair) != 2 or None in pair or set(pair) & lx.KEPT_STOPWORDS:  # "the other" stands for a thing
        return False
    return senses.kinds_differ(pair[0], pair[1])  # type: ignore[arg-type]


_OPENING_PLACE = re.compile(r"^\s*(?:under|in|at|on|during|after|before|without|within|over)\s+(?:the\s+|a\s+|an\s+)?"
                            r"([a-z]+)\b", re.I)


# "Magwitch, the convict", "her navigator, Fred Noonan": a role beside its name
_APPOSED = re.compile(r"[A-Za-z]+,\s+(?:the|a|an)\s+([a-z]+)|\b(?:his|her|their|its|the)\s+([a-z]+),\s+[A-Z][a-z]+")


# a sentence opening with a plural thing, and a later "and ... they" in it: "they" is that thing
_THEY = re.compile(r"(?:^|(?<=[.!?]\s))((?:The\s+)?([A-Z]?[a-z]{2,}s)\b[^.;!?]*?),\s+and\s+((?:[a-z]+\s+){0,2}?)they\b")


def they_named(text: str) -> str:
    """``text`` with a sentence's "..., and (in return) they" written as a sentence of its own about the
    plural thing the first opens with ("Ants collect honeydew. In return ants guard the aphids")."""
    return _THEY.sub(lambda m: f"{m.group(1)}. {m.group(3)}{m.group(2).lower()}", text)


# a short phrase put before the clause it belongs to ("Between passages, let the arm rest"): read
# where it would otherwise stand, at the end, so moving it is not two things trading places
_FRONTED = re.compile(
    r"^\s*((?:between|after|before|during|in|on|at|for|with|without|from|by|under|over|as|around|since|until|within|"
    r"across|throughout)\b[^,]{0,40}),\s*"
    r"(.+?)[.!?]?\s*$", re.I | re.S,
)


def _led_by_comma(verb: str, span: str) -> bool:
    """``verb`` is a participle after a comma, whose doer is its sentence's subject, not the word before it."""
    return verb.lower().endswith("ing") and re.search(rf",\s+{re.escape(verb)}\b", span, re.I) is not None


def _described_after(words: list[str], at: int) -> bool:
    """``words[at]`` is a comparative said of the thing after it ("a quieter accompaniment"), not of
    the one before it ("the accompaniment quieter than the tune")."""
    return comparative(words[at]) and at > 0 and words[at - 1] in DETERMINERS


def _than_after(words: list[str], at: int) -> bool:
    """``words[at]`` is a comparative followed by "than"."""
    return comparative(words[at]) and words[at + 1 : at + 2] == ["than"]


def pivot_swapped(claim: str, span: str) -> bool:
    """The same two things on swapped sides of a shared content word: "sea urchins eat sea
    otters" against "sea otters eat sea urchins", "let the other hand travel above the crossing
    hand" against "let the crossing hand travel above the other". Each side is the
    ``SWAP_WORDS`` content words nearest the shared word, inside one clause; a passive "by" on
    one side only turns the roles round legitimately, so it is left alone."""
    span = they_named(span)  # "Ants collect ..., and in return they guard the aphids": the ants guard them
    appositions = {canon(m.group(1) or m.group(2)) for m in _APPOSED.finditer(f"{claim} {span}")}
    opening = _OPENING_PLACE.match(claim)  # "Under load the pool can grow ...": a phrase put first, with no comma;
    fronted = {canon(opening.group(1))} if opening else set()  # with one, it is read where it would stand, and its
    claim = _FRONTED.sub(r"\2 \1", claim)  # word moves nothing ("At the close, voices wake him and he drowns")
    claim_clauses = _clause_words(PUNCT_WORD.findall(claim.lower()))
    span_clauses = _clause_words(PUNCT_WORD.findall(span.lower()))
    for cw in claim_clauses:
        cseq = [t for t in content_seq(cw) if t]
        csurf = [w for w, t in zip(cw, content_seq(cw), strict=True) if t]
        cpos = [k for k, t in enumerate(content_seq(cw)) if t]  # each content word's place in ``cw``
        genitive = {canon(w) for w in _OF_HEAD.findall(" ".join(cw)) if w.lower() in span.lower()
                    and re.search(rf"'s\s+{w}\b", span, re.I)}
        for ew in span_clauses:
            if passive(cw) != passive(ew):
                continue
            eseq = [t for t in content_seq(ew) if t]
            epos = [k for k, t in enumerate(content_seq(ew)) if t]
            esurf = [w for w, t in zip(ew, content_seq(ew), strict=True) if t]
            cpart, epart = conjuncts(cw), conjuncts(ew)
            turned = _of_words(cw) | _of_words(ew) | appositions
            tools = _with_words(cw) | _with_words(ew)  # "sealed with resin" for "resin kept them shut": no swap
            if "than" in cw and "than" in ew:  # "than" orders a comparison (``swapped_sides``), not its comparative
                turned |= set(content_seq([w for w in cw if comparative(w)]))
            for i, v in enumerate(cseq):
                if cseq.count(v) != 1 or eseq.count(v) != 1 or v in turned:
                    continue
                j = eseq.index(v)
                if swaps.participle_turned(csurf, cseq, i, eseq, j) or swaps.participle_turned(esurf, eseq, j, cseq, i):
                    continue
                cl, cr = set(cseq[max(0, i - SWAP_WORDS) : i]), set(cseq[i + 1 : i + 1 + SWAP_WORDS])
                if (_described_after(cw, cpos[i]) and _than_after(ew, epos[j])
                        or _described_after(ew, epos[j]) and _than_after(cw, cpos[i])):
                    cl, cr = cr, cl  # "above a quieter accompaniment" for "keep the accompaniment quieter than the
                    # tune": the same thing is the quieter one
                el, er = set(eseq[max(0, j - SWAP_WORDS) : j]), set(eseq[j + 1 : j + 1 + SWAP_WORDS])
                x, y = (cl & er) - el - cr - fronted, (cr & el) - er - cl - fronted
                if x & genitive or y & genitive:
                    continue  # "the daughter of a mill worker" for "a mill worker's daughter": turned round
                # only things named once on each side can be said to move ("streets ... the streets")
                x = {t for t in x if cseq.count(t) == 1 and eseq.count(t) == 1} - tools
                y = untimed({t for t in y if cseq.count(t) == 1 and eseq.count(t) == 1} - tools)  # "years
                x = untimed(x)  # later" moved to the other side of a verb says no role
                if x and y and swaps.describing_only(x | y, cseq + eseq):
                    continue  # "Wilbur's 59-second flight was the longest" for "the longest flight, 59 seconds"
                # a word in another conjunct on both sides belongs to another verb ("ended the
                # shogunate and returned power" for "returned power and ended the shogunate")
                x = {t for t in x if cpart[t] == cpart[v] or epart[t] == epart[v]}
                y = {t for t in y if cpart[t] == cpart[v] or epart[t] == epart[v]}
                x = {t for t in x if not (_denied(cw, t) and _denied(ew, t))}  # "without pedal, with a light hand"
                y = {t for t in y if not (_denied(cw, t) and _denied(ew, t))}  # for "keep the hand light, and do not
                # use the pedal": the thing both deny is no role
                if x | y <= _COUNTS and (cseq[i - 1 : i] + eseq[j - 1 : j]) and {cseq[i - 1], eseq[j - 1]} & _COUNTS:
                    continue  # "forty members, up from six" for "from six members to about forty": the count changes
                x, y = {t for t in x if not _unfolded(cw, ew, t)}, {t for t in y if not _unfolded(cw, ew, t)}
                if x and y and not (len(x) == len(y) == 1 and _kinds_differ(x | y, cw)):
                    return True
                # "B urges A" for "it is A who urges him": the source's doer made the one done to
                doer = i and j and i + 1 < len(cseq) and eseq[j - 1] == cseq[i + 1] and eseq[j - 1] in y
                doer = doer and cseq[i - 1] not in el | er and not _kinds_differ({cseq[i - 1], cseq[i + 1]}, cw)
                doer = doer and not _led_by_comma(esurf[j], span)  # "wrote to his father, urging him": the writer urges
                if doer and not x and swaps.done_to_pronoun(ew, v):
                    return True
    return False


_BE_OR_WHICH = frozenset("is are was were be been being which that who".split())
AGENT_WORDS = 2  # content words each side of a passive's "by" (or an active verb) that name its two things


def _passives(words: list[str]) -> list[tuple[str, set[str], set[str]]]:
    """(verb, what is done to, who does it) for each "X (are) carried by Y", reduced relatives too
    ("parasites carried by flies")."""
    out = []
    for k, w in enumerate(words[1:-1], start=1):
        if words[k + 1] != "by" or not (w.endswith("ed") and len(w) > 4 or w in IRREGULAR_DONE):
            continue
        before = itertools.takewhile(lambda x: x not in STOPWORDS or x in _BE_OR_WHICH, reversed(words[:k]))
        done_to = [canon(x) for x in before if x not in _BE_OR_WHICH][:AGENT_WORDS]  # the nearest ones
        doer = [canon(x) for x in itertools.takewhile(lambda x: x not in STOPWORDS or x in _DETERMINERS,
                                                     words[k + 2 :]) if x not in _DETERMINERS][:AGENT_WORDS]
        if done_to and doer:
            out.append((canon(w), set(done_to), set(doer)))
    return out


def _actives(words: list[str], verb: str) -> list[tuple[set[str], set[str]]]:
    """(doer, done to) around each active use of ``verb`` ("parasites carry flies")."""
    out = []
    for k, w in enumerate(words):
        if canon(w) != verb or not k or words[k - 1] in _BE_OR_WHICH or words[k + 1 : k + 2] == ["by"]:
            continue
        doer = {canon(x) for x in itertools.takewhile(lambda x: x not in STOPWORDS, reversed(words[:k]))}
        done_to = {canon(x) for x in itertools.takewhile(lambda x: x not in STOPWORDS or x in _DETERMINERS,
                                                        words[k + 1 :]) if x not in _DETERMINERS}
        out.append((doer, done_to))
    return out


def agent_swapped(claim: str, span: str) -> bool:
    """One side has "X (are) carried by Y" and the other has X doing it to Y ("parasites carry
    flies" for "parasites carried by tsetse flies"), or the reverse. Things, not people: a named
    person's deed turned round is ``people.turned_agent``'s, which names who does what."""
    cw, ew = (PUNCT_WORD.findall(t.lower()) for t in (claim, span))
    names = {canon(w) for t in (claim, span) for w in re.findall(r"(?<=[a-z,;] )[A-Z][a-z]+", t)}
    for passive_side, active_side in ((ew, cw), (cw, ew)):
        for verb, done_to, doer in _passives(passive_side):
            for who, whom in _actives(active_side, verb):
                if who & done_to and whom & doer and not who & doer and not (who | whom) & names:
                    return True
    return False


# "a bass note on the first beat and a chord on the second": each thing in its numbered place
_SLOT = re.compile(r"\b([a-z]+)\s+(?:on|in|at|for|with)\s+the\s+([a-z]+)\b", re.I)


def _slots(text: str) -> dict[str, str]:
    """The thing each ordinal place holds ("first": "note", "second": "chord")."""
    out: dict[str, str] = {}
    for m in _SLOT.finditer(text):
        place = m.group(2).lower()
        if place in lx.ORDINALS and m.group(1).lower() not in STOPWORDS:
            out.setdefault(place, canon(m.group(1)))
    return out


def slots_traded(claim: str, span: str) -> bool:
    """The claim puts in one numbered place the thing the source puts in another, and the
    source's thing for that place elsewhere ("a chord on the first beat and a bass note on the
    second" for "a bass note on the first beat and a chord on the second")."""
    ours, theirs = _slots(claim), _slots(span)
    placed = {thing: place for place, thing in theirs.items()}
    return any(place in theirs and theirs[place] != thing and placed.get(thing, place) != place
               for place, thing in ours.items())


PAIRED_MARGIN = 2  # how many more words the straight pairing of two parts must share than the crossed one


def parts_crossed(claim: str, span: str) -> bool:
    """Each of the claim's two contrasted parts keeps what one part of a source sentence says, with
    the one word that sets it apart traded for the other part's ("fell by half in towns but held
    steady in rural areas" for "fell by half in rural areas but held steady in towns"; "Male wasps
    carry pollen out, while the wingless females stay inside" for "Female wasps carry pollen out,
    while the wingless males never leave")."""
    ours = [_said(p) for p in CONTRAST.split(claim) if p.strip()]
    if len(ours) != 2:
        return False
    c1, c2 = ours
    for sentence in re.split(r"(?<=[.!?])\s+", span):
        theirs = [_said(p) for p in CONTRAST.split(sentence) if p.strip()]
        if len(theirs) != 2:
            continue
        s1, s2 = theirs
        if len(c1 & s2) + len(c2 & s1) > len(c1 & s1) + len(c2 & s2):
            s1, s2 = s2, s1
        if len(c1 & s1) + len(c2 & s2) - len(c1 & s2) - len(c2 & s1) < PAIRED_MARGIN or not (c1 & s1 and c2 & s2):
            continue
        if (c1 & s2) - s1 - c2 and (c2 & s1) - s2 - c1:
            return True
    return False


_OPENING_WORDS = 3  # words a share may follow at the start of its part ("In the trial most seedlings ...")
_MANY = re.compile(r"\b(?:most|many|the majority|nearly all|almost all)\b", re.I)
_FEW = re.compile(r"\b(?:a few|few|only a few|a handful|a minority|a small number|only some)\b", re.I)


def share_crossed(claim: str, span: str) -> bool:
    """The claim gives "most" to what a source sentence gives only "a few" ("Most of the particles
    bounced back" for "Most particles passed straight through, but a few bounced back")."""
    ours = re.sub(r"^\s*(most|many)\s+of\s+(?:the\s+)?", r"\1 ", claim, flags=re.I)
    if len([p for p in CONTRAST.split(ours) if p.strip()]) != 1 or not _MANY.match(ours.strip()):
        return False
    mine = _said(_MANY.sub("", ours))

    def after(found: re.Match | None, part: str) -> list[str]:  # what a part that opens with a share says of it
        return [part[found.end() :]] if found and len(part[: found.start()].split()) <= _OPENING_WORDS else []

    for sentence in re.split(r"(?<=[.!?])\s+", span):
        parts = [p for p in CONTRAST.split(sentence) if p.strip()]
        many = [x for p in parts for x in after(_MANY.search(p), p)]
        few = [_said(x) for p in parts if not _MANY.search(p) for x in after(_FEW.search(p), p)]
        if len(parts) != 2 or len(many) != 1 or len(few) != 1:
            continue
        counted = _said(" ".join(many[0].split()[:1]))  # "Most particles ..., but a few ...": the particles
        said_many, said_few = _said(many[0]) - counted, few[0] - counted
        if (mine & said_few) - said_many and not (mine & said_many) - said_few:
            return True
    return False


def _said(part: str) -> set[str]:
    return {canon(w) for w in re.findall(r"[a-z][a-z'-]*", part.lower()) if w not in STOPWORDS}


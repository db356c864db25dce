"""Who does a deed to whom, where the source says it other than with a name on each side (pure): a
deed the claim gives to a character named by a common noun ("The king finds the bridge burned")
where the source has a named person do it and the king do something else (``other_character``),
and a sentence's subject the source has acted on by others ("Bingham ..., guided there by local
farmers") doing that deed to them in the claim (``turned_participle``), and a role the source gives
one named person given to another ("Conseil is the harpooner" for "his servant Conseil and the
harpooner Ned Land", ``other_role``), and a figure the source gives of one named doer given to
another ("Wilbur made the 12-second flight" for "Orville Wright flew ... for 12 seconds",
``numbered_doer``), and a partner paired with the wrong doer ("Amelia marries Rawdon" for "Becky
marries Rawdon ... Amelia marries George", ``crossed_partner``), and one named person doing to another
what the source has the other do to the first ("Thornton despises Margaret" for "She despises ... John
Thornton", ``names_traded``)."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.people import named_doers
from footnote.shared.verification.pronouns import ADVERB, NAME, carried, fronted
from footnote.shared.verification.words import TITLES, canon, content

_OPENER = re.compile(r"^\s*the\s+([a-z]+)\s+(?:\w+ly\s+)?([a-z]+(?:s|ed))\b", re.I)  # "finds", "opened"


_PAST = "|".join(sorted(lx.IRREGULAR))  # "the mayor laid the first stone"


def other_character(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's "the <noun>", the source's doer) where the claim opens with a person noun doing
    a verb the source gives a named person, and the source has that noun do something else ("the
    king orders"); a noun that describes the doer ("Tom, a poor boy, finds") is the doer."""
    net = wordnet.load()
    m = _OPENER.match(claim)
    if net is None or not m or not net.person(m.group(1).lower(), any_sense=True):  # the source's "lama" is a man
        return None
    noun, verb = m.group(1).lower(), m.group(2).lower()
    own = re.search(rf"\b(?:the|a|an)\s+(?:[a-z]+\s+)?{noun}(?:,[^,.;]{{1,40}},)?\s+(?:who\s+(?:is\s+|was\s+)?)?"
                    rf"(?:\w+ly\s+)?([a-z]+s|[a-z]+ed|[a-z]+ing|{_PAST})\b", evidence, re.I)  # "a Tibetan lama who is
    # searching"; "The narrator, his employer, moves his offices"
    listed = re.search(rf"(?:,|\band)\s+the\s+{noun}\b", evidence, re.I)  # "his servant Jupiter and the narrator"
    if not (own or listed) or own and own.group(1).lower() == verb:
        return None  # the source neither has the noun do anything else nor names it beside others, or has it do this
    family = net.family(verb)
    for fam, who in named_doers(evidence):
        if not fam & family or who.endswith(("'", "’")):
            continue  # ("To Build a Fire', a man travels": a title's last word, not a doer)
        described = re.search(rf"\b{re.escape(who)}\b(?:(?!\band\b)[^.;]){{0,60}}?\b{noun}\b", evidence, re.I)  # not
        # "Lady Ellen Marsh, and the mayor": another person
        titled = re.search(rf"\b{noun},?\s+{re.escape(who)}\b", evidence, re.I)  # "the barber Ivan Yakovlevich finds"
        if not described and not titled:
            return f"the {noun}", who
    return None


# a sentence opening with a name, and a participle clause after a comma that says who acts on it:
# "Hiram Bingham brought it to attention in 1911, guided there by local farmers"
_ACTED_ON = re.compile(r"(?:^|[.;!?]\s+)(?P<who>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})\s[^.;!?]{0,200}?,\s+"
                       r"(?P<verb>[a-z]+ed)\s+(?:[a-z]+\s+){0,2}?by\s+(?P<agent>(?:[a-z]+\s+){0,2}[a-z]+)")
_DOES = re.compile(r"^\s*(?P<who>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})\s+(?:\w+ly\s+)?(?P<verb>[a-z]+)\s+"
                   r"(?P<whom>(?:the\s+|a\s+|an\s+)?(?:[a-z]+\s+){0,2}[a-z]+)")


def turned_participle(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's words, the source's) where the claim's subject does to others the deed the
    source says they did to it ("Hiram Bingham guided local farmers" for "Hiram Bingham ...,
    guided there by local farmers")."""
    net = wordnet.load()
    m = _DOES.match(claim)
    if net is None or not m:
        return None
    who, whom = content(m.group("who")), content(m.group("whom"))
    family = net.family(m.group("verb").lower())
    for s in _ACTED_ON.finditer(evidence):
        if who & content(s.group("who")) and whom & content(s.group("agent")) and not whom & who \
                and family & net.family(s.group("verb")):
            said = re.sub(r"(?:\s+(?:to|in|on|at|into|from|for|with|by|of|the|a|an))+$", "", m.group(0).strip())
            return said, f"{s.group('who')} ..., {s.group('verb')} ... by {s.group('agent')}"
    return None


_NAMED = r"[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}"
# "his servant Conseil", "the harpooner Ned Land"; "Ignosi, the rightful king" (no name after it)
_ROLE_NAME = re.compile(rf"\b(?:[Tt]he|[Hh]is|[Hh]er|[Tt]heir|[Ii]ts)\s+(?:[a-z]+\s+)?([a-z]+)\s+({_NAMED})")
_NAME_ROLE = re.compile(rf"({_NAMED}),\s+(?:the|his|her|their|its|a|an)\s+(?:[a-z]+\s+)?([a-z]+)\b(?!\s+[A-Z])")
_IS_ROLE = re.compile(rf"^\s*({_NAMED})\s+(?:is|was|turns\s+out\s+to\s+be|turned\s+out\s+to\s+be|becomes|became)\s+"
                      r"(?:the|a|an|his|her|their|[A-Z][a-z]+['’]s|the\s+[a-z]+['’]s)\s+((?:[a-z]+\s+)?[a-z]+)\b")


def _roles(evidence: str) -> dict[str, set[str]]:
    """The person nouns the source gives as someone's role, each with the names it gives it to."""
    net = wordnet.load()
    out: dict[str, set[str]] = {}
    pairs = [(m.group(1), m.group(2)) for m in _ROLE_NAME.finditer(evidence)]
    pairs += [(m.group(2), m.group(1)) for m in _NAME_ROLE.finditer(evidence)]
    for role, name in pairs:
        if net is not None and net.person(role.lower()):
            out.setdefault(role.lower(), set()).add(name)
    return out


def other_role(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's person, the source's) where the claim gives someone a role the source gives
    another named person and never them ("Conseil is the harpooner" for "his servant Conseil and the
    harpooner Ned Land")."""
    m = _IS_ROLE.match(claim)
    net = wordnet.load()
    if not m or net is None:
        return None
    role = next((w for w in reversed(m.group(2).lower().split()) if net.person(w)), "")  # "the rightful king"
    holders = _roles(evidence).get(role, set())
    ours = {w.lower() for w in m.group(1).split()}
    if holders and not any(ours & {w.lower() for w in h.split()} for h in holders):
        return m.group(1), sorted(holders)[0]
    return None


_FIGURE = re.compile(r"\b\d+(?:[.,]\d+)*\b")
_YEAR = re.compile(r"\b1\d{3}\b|\b20\d{2}\b")


_TITLE_WORDS = frozenset(TITLES.split("|"))


def _first_name(name: str) -> str:
    return next((w for w in name.split() if w not in _TITLE_WORDS), name.split()[0])


def numbered_doer(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's doer, the source's) where the claim gives a named doer a figure the source gives
    only in a sentence about another named doer, and names the claim's doer elsewhere."""
    doers = sorted({who for _, who in named_doers(evidence)})  # one order, whatever the hash seed
    ours = [who for who in doers if _first_name(who) in claim
            and re.search(rf"\b{re.escape(_first_name(who))}\b", claim)]
    if not ours:
        return None
    sentences = re.split(r"(?<=[.!?])\s+", evidence)
    for figure in set(_FIGURE.findall(claim)) - set(_YEAR.findall(claim)):  # a year dates, it measures nothing
        holding = [s for s in sentences if re.search(rf"(?<![\d.,]){re.escape(figure)}(?![\d]|[.,]\d)", s)]
        theirs = {who for s in holding for who in doers if re.search(rf"\b{re.escape(_first_name(who))}\b", s)}
        if holding and theirs and not theirs & set(ours):
            return ours[0], sorted(theirs)[0]
    return None


# "Amelia Sedley secretly marries Rawdon Crawley": a named doer, a verb, a named partner
_PAIRED = re.compile(rf"(?<![\w'’-])({NAME})\s+{ADVERB}([a-z]{{3,}}(?:s|ed))\s+({NAME})")


def crossed_partner(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's doer, the source's) where the claim pairs two of the source's people the source
    keeps apart: the claim's doer does the deed to someone else there, and another does it to the
    claim's partner ("Amelia Sedley marries Rawdon Crawley" for "Becky Sharp ... marries Rawdon
    Crawley ... Amelia Sedley marries George Osborne")."""
    m = _PAIRED.search(claim)
    if m is None:
        return None
    who, verb, partner = m.group(1), lx.stem(m.group(2).lower()), m.group(3)
    net = wordnet.load()
    if net is None or len(verb) < 3 or "v" not in net.common_pos(m.group(2).lower()):
        return None
    mine = re.escape(_first_name(who))  # (not a surname two people share: "Lena Moss", "Clara Moss")
    first = re.escape(_first_name(partner))
    deed = rf"\s+{ADVERB}{re.escape(verb)}[a-z]*\s+"
    own = list(re.finditer(rf"\b{mine}\b(?:\s+[A-Z][a-z'’-]+)?{deed}({NAME})", evidence))
    if not own or any(re.match(first, x.group(1)) for x in own):
        return None  # the claim's doer does it to no one there, or to the claim's partner too
    if not re.search(rf"\b{re.escape(verb)}[a-z]*\s+{first}\b", evidence):
        return None  # nobody there does it to the claim's partner
    family = net.family(m.group(2).lower())
    theirs = sorted({d for fam, d in named_doers(evidence) if fam & family and not re.search(rf"\b{mine}\b", d)})
    return (who, theirs[0]) if theirs else None


def other_named_doer(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's doer, the source's): a figure (``numbered_doer``) or a partner (``crossed_partner``)
    the source gives another named doer."""
    return numbered_doer(claim, evidence) or crossed_partner(claim, evidence)


_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_TITLE_WORDS = frozenset(TITLES.lower().split("|"))
_BREAK = re.compile(r"[,;:]|\b(?:and|but|while|whereas|who|which|after|before|when|by)\b")  # "killed by": turned
DEED_GAP = 7  # words a deed may hold between its doer's name and the name it is done to


def _deeds(text: str) -> list[tuple[set[str], set[str], set[str]]]:
    """(doer's name words, the verb stems between, the other name's words) for two names in one
    clause of a sentence ("Margaret at first despises the mill owner John Thornton")."""
    out = []
    for sentence in _SENTENCE.split(text):
        found = [m for m in re.finditer(NAME, sentence) if m.group(0).split()[0].lower() not in _NOT_NAMED]
        for a, b in zip(found, found[1:], strict=False):
            between = sentence[a.end() : b.start()]
            words = re.findall(r"[a-z]+", between)
            if _BREAK.search(between) or not words or len(words) > DEED_GAP:
                continue
            verbs = {lx.stem(w) for w in words if w not in STOPWORDS and len(w) > 2} - MUTUAL
            if verbs:
                out.append((_name_parts(a.group(0)), verbs, _name_parts(b.group(0))))
    return out


# deeds two people do to each other alike: "Thornton marries Margaret" is "Margaret marries Thornton"
MUTUAL = frozenset(lx.stem(w) for w in "marries married marry weds wed wedded meets met meet fights fought fight "
                    "quarrels quarrelled quarrel argues argued dances danced kisses kissed divorces divorced "
                    "befriends befriended plays played races raced duels duelled resembles resembled".split())
_NOT_NAMED = frozenset("the a an he she they it his her their its this that these those when while after before "
                       "in on at".split()) | _TITLE_WORDS


def _name_parts(name: str) -> set[str]:
    return {re.sub(r"['’]s$", "", p.lower()) for p in name.split() if p.lower() not in _TITLE_WORDS}  # "Hetty's"


def names_traded(claim: str, evidence: str) -> bool:
    """The claim has one named person do to another what the source has the other do to the first
    ("Thornton at first despises Margaret Hale" for "Margaret Hale ... She at first despises the mill
    owner John Thornton"; a sentence-opening "she" read as its name, ``pronouns.carried``)."""
    theirs = _deeds(f"{evidence} {carried(evidence)} {fronted(evidence)}")
    for who, verbs, whom in _deeds(claim):
        turned = any(verbs & v and who & b and whom & a and not who & a for a, v, b in theirs)
        kept = any(verbs & v and who & a and whom & b for a, v, b in theirs)
        if turned and not kept:
            return True
    return _passive_traded(claim, evidence)


# "Hetty is flattered by the attentions of the young squire Arthur Donnithorne": who is done to, by whom
_DONE_TO = re.compile(rf"({NAME})\s+(?:is|was|are|were|gets|got|becomes|became)\s+{ADVERB}([a-z]+)\s+by\s+"
                      rf"(?:[a-z]+\s+){{0,6}}?({NAME})")


def _passive_traded(claim: str, evidence: str) -> bool:
    """Both sides passive, each with the other's two people ("Arthur is flattered by Hetty's attentions"
    for "Hetty is flattered by the attentions of ... Arthur Donnithorne")."""
    theirs = [(_name_parts(m.group(1)), lx.stem(m.group(2)), _name_parts(m.group(3)))
              for m in _DONE_TO.finditer(f"{evidence} {carried(evidence)}")]
    for m in _DONE_TO.finditer(claim):
        whom, verb, who = _name_parts(m.group(1)), lx.stem(m.group(2)), _name_parts(m.group(3))
        if any(v == verb and whom & b and who & a and not whom & a for a, v, b in theirs):
            return True
    return False


_PREPOSITIONS = frozenset("to with for from of by at on in about against into".split())
OBJECT_REACH = 4  # words before a name within which its preposition and the word that governs it stand


def _governed(words: list[str], k: int) -> tuple[str, str] | None:
    """(the word before the preposition, the preposition) that take the name at ``k`` ("engaged to
    May", "in love with her cousin Ellen")."""
    for j in range(k - 1, max(0, k - OBJECT_REACH) - 1, -1):
        if words[j] in _PREPOSITIONS and j:
            return canon(words[j - 1]), words[j]
    return None


def objects_traded(claim: str, evidence: str) -> bool:
    """Two people the claim puts each in the other's place after the same words ("engaged to Ellen
    but falls in love with May" for "engaged to May ... but falls in love with her cousin Ellen")."""
    def places(text: str) -> dict[str, tuple[str, str]]:
        words = re.findall(r"[\w'’-]+", text)
        low = [x.lower() for x in words]
        out: dict[str, tuple[str, str]] = {}
        for k, w in enumerate(words):
            slot = _governed(low, k) if w[:1].isupper() and k and w.lower() not in lx.NOT_NAMES else None
            if slot and w.lower() not in out:
                out[w.lower()] = slot
        return out

    ours, theirs = places(claim), places(evidence)
    shared = [n for n in ours if n in theirs and ours[n] != theirs[n]]
    return any(ours[a] == theirs[b] and ours[b] == theirs[a] for i, a in enumerate(shared) for b in shared[i + 1 :])

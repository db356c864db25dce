"""Forms of one name ("Rome" and "the Romans"), and whose thing it is, said by a name before the
thing or after "of" (pure): "the Lilliputian fleet" where the source has "the enemy fleet of
Blefuscu" gives one side's thing to the other (``people.other_owner`` reads the possessive:
"Wickham's proposal" for "Darcy's proposal")."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.senses import bare
from footnote.shared.verification.words import canon

# what a name's people are called after it: "Lilliput" / "Lilliputians", "Rome" / "Romans", "Kenya" / "Kenyans"
_PEOPLE_OF = re.compile(r"[dn]?i?(?:ans?|ese|ish|ites?|ers?)|ns")


def same_name(ours: str, theirs: str) -> bool:
    """Two forms of one name: "Asia's" and "Asian" (WordNet), "US" and "American" (``lx.aliases``),
    a place and its people ("Blefuscu's people" for "the Blefuscudians"; not "John" and "Johnson")."""
    net = wordnet.load()
    short, long = sorted((bare(ours).lower(), bare(theirs).lower()), key=len)
    stem = short[:-1] if short.endswith(("e", "a")) and not long.startswith(short) else short
    if len(short) >= 4 and long.startswith(stem) and _PEOPLE_OF.fullmatch(long[len(stem) :]):
        return True
    if long == f"{short}s" and short.endswith(("an", "ite", "er")):  # "Corvan" and "the Corvans"
        return True
    return lx.aliases(bare(ours), theirs) or (net is not None and net.relation(bare(ours), theirs) == "same")


_PLACE_ADJECTIVE = (("ean", "e"), ("ian", "y"), ("ian", "ia"), ("an", ""), ("an", "o"), ("n", ""), ("ese", ""),
                    ("i", ""), ("ish", "and"), ("ish", "en"), ("ish", "ey"), ("ish", "ain"), ("tish", "land"),
                    ("nish", "land"), ("nish", "in"))  # "English" for "England", "Swedish", "Turkish", "British",
# "Scottish", "Spanish", "Bornean" for "Borneo"


def of_place(name: str, hay: str) -> bool:
    """A name's adjective whose place the source names ("European" for "Europe", "Italian" for
    "Italy", "Japanese" for "Japan", "English" for "England")."""
    return any(
        name.endswith(end) and len(name) - len(end) >= 3 and name[: -len(end)] in hay
        and re.search(rf"\b{name[: -len(end)]}{base}\b", hay)
        for end, base in _PLACE_ADJECTIVE
    )


_NAME = r"[A-Z][a-z'’-]+"
_BEFORE = re.compile(rf"\b(?:the|a|an|its|their|his|her)\s+({_NAME})\s+([a-z][a-z-]+)\b")  # "the Lilliputian fleet"
# "the enemy fleet of Blefuscu"
_AFTER = re.compile(rf"\b(?:the|a|an)\s+(?:[a-z]+\s+)?([a-z][a-z-]+)\s+of\s+({_NAME})\b")


def _names(text: str) -> set[str]:
    """The capitalised words inside ``text``'s sentences (not a sentence's first word)."""
    return set(re.findall(rf"(?<=[a-z,;] )({_NAME})", text))


def other_named_owner(claim: str, evidence: str) -> tuple[str, str] | None:
    """(claim's owner, source's owner): the claim puts a name before a thing ("the Lilliputian
    fleet") that the source gives to another name ("the fleet of Blefuscu"), where the claim's
    name is one the source also uses ("the Lilliputians"): the thing given to the other side.
    A name the source never uses ("the French fleet" for "the fleet of France") is left alone."""
    theirs: dict[str, set[str]] = {}
    for m in _AFTER.finditer(evidence):
        if m.group(2).lower() not in lx.NOT_NAMES:
            theirs.setdefault(canon(m.group(1)), set()).add(m.group(2))
    for m in _BEFORE.finditer(evidence):
        theirs.setdefault(canon(m.group(2)), set()).add(m.group(1))
    named = _names(evidence)
    for m in _BEFORE.finditer(claim):
        who, thing = m.group(1), canon(m.group(2))
        owners = theirs.get(thing, set())
        if m.group(2) in STOPWORDS or not owners or any(same_name(who, o) for o in owners):
            continue
        if any(same_name(who, n) for n in named - owners):
            return who, sorted(owners)[0]
    return None


# the source's own voice: "the study points to" says what "the authors suggest" says
_VOICE = frozenset(canon(w) for w in "study studies paper article report review authors author researchers "
                   "investigators scientists team analysis survey trial we".split())


def same_voice(ours: set[str], theirs: set[str]) -> bool:
    """Both sides name the source's own voice ("the study" for "the authors"): one speaker, not a substitution."""
    return bool(ours & _VOICE) and bool(theirs & _VOICE)


_NAME_HEADS = frozenset("battle siege river lake mount cape isle island bay gulf port fort treaty".split())


def headed(name: str, after: str, hay: str) -> bool:
    """A name's generic head before a name the source says ("the Battle of Waterloo" for "at Waterloo")."""
    m = re.match(r"\s+(?:of\s+(?:the\s+)?)?([A-Z][a-z]+)", after) if name in _NAME_HEADS else None
    return bool(m) and re.search(rf"\b{m.group(1).lower()}\b", hay) is not None

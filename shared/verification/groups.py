"""Groups, offices and things as doers (pure, over ``wordnet``): the claim has one the source
names elsewhere do what the source has another do ("the barons annulled it" where the Pope did;
"glucagon lets cells take up glucose" where insulin does); and the populations a finding is about
("in humans" from a study of mice: ``population_check``)."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.ages import age_check
from footnote.shared.verification.pronouns import ADVERB
from footnote.shared.verification.words import canon, content, tokens

# "the Pope annulled it", "the rebel barons forced": a group or office doing a thing in the past,
# or having it done by them ("was annulled by the Pope")
_GROUP_DOER = re.compile(rf"\b[Tt]he\s+(?:([a-z]+)\s+)??([A-Za-z]+)\s+(?:(?:has|have|had)\s+)?{ADVERB}([a-z]+ed)\b")
_GROUP_BY = re.compile(
    r"\b(?:was|were)\s+(?:\w+ly\s+)?([a-z]+ed)\b[^.;]{0,40}?\bby\s+the\s+(?:([a-z]+)\s+)?([A-Za-z]+)\b")


# "insulin, which lets cells take up glucose"; a clause opening with a thing and its verb ("After a
# meal, glucagon lets ...")
_WHICH_DOER = re.compile(rf"\b([a-z]+),\s+which\s+{ADVERB}([a-z]+)\b")
_THING_DOER = re.compile(rf"(?:^|(?<=[,;]\s))([a-z]+)\s+{ADVERB}([a-z]+s)\b")
# "Admins keep a password login": a plural group opening its sentence, and its present verb
_PLURAL_DOER = re.compile(rf"(?:^|(?<=[.!?;]\s))(?:(?!(?:Most|Many|Some|All|Few|The|These|Those|Our|Their)\b)"
                          rf"[A-Z][a-z]+\s+(?=[a-z]{{2,}}s\s))?([A-Za-z][a-z]{{2,}}s)\s+{ADVERB}"
                          r"(?!(?:can|may|must|will|are|were|have)\b)([a-z]{3,})\b")  # "Form tutors check" too


# "Parents who opposed the bans said", "Supporters of space programmes point": a plural group opening
# its sentence, described by a short relative clause or an "of" phrase, and its verb after it
_PLURAL_DESCRIBED = re.compile(
    r"(?:^|(?<=[.!?;]\s))([A-Z][a-z]{2,}s)\s+(?:(?:who|that)\s+[a-z]+|of)\s+"
    r"(?:(?:the|a|an|their|its|his|her|our|your)\s+)?([a-z-]+(?:\s+[a-z-]+){1,3})\b")


def _described_doers(text: str) -> list[tuple[str, str, tuple[str, ...]]]:
    """(group, verb, the words described) of "Parents who opposed the bans said": the first word
    after the one or two words described that can be a verb agreeing with a plural and is followed
    by a small word ("point to", not "programmes"; "voted to", not "club"; none in "Schools that
    banned phones during the day")."""
    net = wordnet.load()
    out = []
    for who, rest in _PLURAL_DESCRIBED.findall(text) if net is not None else ():
        words = rest.split() + ["."]  # (the end of what was read, after its last word)
        at = next((i for i, w in enumerate(words[1:3], 1) if w != "." and w not in STOPWORDS and not w.endswith("s")
                   and (words[i + 1] in STOPWORDS or words[i + 1] == ".")
                   and (w in lx.ATTRIBUTION_VERBS or net.lemmas(w, "v"))), None)
        out += [(who.lower(), words[at], tuple(words[:at]))] if at else []
    return out


def _group_doers(text: str) -> list[tuple[str, str]]:
    """(doer, verb) of "the royal army crushed", "the emperor had appointed", "was annulled by the
    Pope", "insulin, which lets", "glucagon lets"."""
    described = _described_doers(text)
    inside = {(w, verb) for _, verb, words in described for w in words}  # "the noise" the neighbours disliked
    out = [(who, verb) for _, who, verb in _GROUP_DOER.findall(text) if (who, verb) not in inside]
    out += [(who if who not in STOPWORDS else adj, verb) for verb, adj, who in _GROUP_BY.findall(text)]
    out += _WHICH_DOER.findall(text) + _THING_DOER.findall(text[:1].lower() + text[1:])
    out += [(who.lower(), verb) for who, verb in _PLURAL_DOER.findall(text)] + [(w, v) for w, v, _ in described]
    return [(who, verb) for who, verb in out if who and who.lower() not in STOPWORDS]


_KIN = ("same", "broader", "narrower")  # "the pupils" / "the students", "the soldiers" / "the army"


def _reports(verb: str) -> bool:
    """``verb`` says what someone holds ("say", "argue", "warned")."""
    return any(f in lx.ATTRIBUTION_VERBS for f in (verb, f"{verb}s", f"{verb}es"))


def other_group_agent(claim: str, evidence: str) -> tuple[str, str] | None:
    """(claim's doer, source's doer): the claim has a group or office the source names elsewhere
    do what the source has another do ("the barons annulled it" where "the Pope annulled it" and
    the barons forced the king to seal it). Two words for one doer ("the pupils" / "the students")
    are one doer."""
    net = wordnet.load()
    if net is None:
        return None
    theirs = [(net.family(v), canon(w), w) for w, v in _group_doers(evidence)]
    said = {canon(w) for w in tokens(evidence)}
    ours = {canon(w) for w in tokens(claim)}
    sayers = {canon(w) for w, v in _group_doers(evidence) if _reports(v)}
    for who, verb in _group_doers(claim):
        fam, me = net.family(verb), canon(who)
        if _reports(verb) and me in sayers:
            continue  # "Critics say" what "Critics argue": which of two speakers said it is ``other_sayer``'s
        doers = [(st, w) for efam, st, w in theirs if fam & efam]
        if not fam or me not in said or not doers or any(st == me or st in ours for st, _ in doers):
            continue
        if net.doer(who) and all((net.doer(w) or not net.known(w.lower())) and net.relation(who, w) not in _KIN
                                 for _, w in doers):  # ("admins": a word WordNet does not know)
            return f"the {who}", f"the {doers[0][1]}"
        if all(net.relation(who, w) == "different" for _, w in doers):  # two things ("glucagon", "insulin")
            return who, doers[0][1]
    return None


# "Clarissa's husband", "Duncan's son": a person known only by whose they are
_RELATIVE_OF = re.compile(
    r"\b([A-Z][a-z'’-]+)['’]s\s+(?:(?:own|elder|older|younger|eldest|youngest|only)\s+)?([a-z]+)\b")


def unnamed_relative(claim: str, evidence: str) -> str | None:
    """"Clarissa's husband" where the source names no husband (nor any kind of one) of anybody:
    the claim gives its deed or description to a person the source never mentions."""
    net = wordnet.load()
    if net is None:
        return None
    said = {canon(w) for w in tokens(evidence)}
    for m in _RELATIVE_OF.finditer(claim):
        who, rel = m.group(1), m.group(2)
        if who.lower() in STOPWORDS or canon(rel) in said or not net.person(rel):
            continue
        if not any(net.rewords(w, rel) or net.rewords(rel, w) for w in tokens(evidence) if w not in STOPWORDS):
            return f"{who}'s {rel}"
    return None


_GROUP_WORDS = {"children": "child children kids", "humans": "human humans people person persons",
                "adults": "adult adults", "animals": "animal animals"}


def population_of(ours: str, theirs: str) -> bool:
    """The claim names the population the source's word belongs to ("children" for "pupils")."""
    mine, yours = {lx.stem(w) for w in ours.lower().split()}, {lx.stem(w) for w in theirs.lower().split()}
    return any(mine & {lx.stem(w) for w in _GROUP_WORDS[name].split()} and yours & group
               for name, group in lx.POPULATIONS if name in _GROUP_WORDS)


_PEOPLE = ("humans", "adults", "children")


def _compatible(group: str, ev_groups: set[str]) -> bool:
    if group in ev_groups:
        return True
    return group in _PEOPLE and any(g in _PEOPLE and "humans" in (g, group) for g in ev_groups)


_CELLS = dict(lx.POPULATIONS)["cells"]


def _population_groups(text: str) -> set[str]:
    """The populations ``text`` speaks of; a people word that qualifies cells ("cultured human
    cells", "patient tissue") names cells, not people."""
    stems = [lx.stem(w) for w in tokens(text)]
    out = set()
    for i, st in enumerate(stems):
        if i and stems[i - 1] == "in" and st == "advanc":
            continue  # "told in advance": beforehand, no advanced players
        for name, words in lx.POPULATIONS:
            if st in words and not (name in _PEOPLE and set(stems[i + 1 : i + 3]) & _CELLS):
                out.add(name)
    return out


def population_check(claim: str, evidence: str) -> str | None:
    """A population the claim speaks of that the source's findings are not about ("in humans"
    from a study of mice or of cultured human cells). A population the source also speaks of is
    the source's: an abstract that studies patients' cells and names the patients covers a claim
    about the patients."""
    ev_groups = _population_groups(evidence)
    for g in sorted(_population_groups(claim)):
        if ev_groups and not _compatible(g, ev_groups):
            return f"the source is about {sorted(ev_groups)[0]}; the claim is about {g}"
    healthy, ill = _HEALTHY.search(evidence), _AFFECTED.search(claim)
    if healthy and ill and not _HEALTHY.search(claim) and not content(ill.group(1)) & content(evidence):
        return f"the source is about {healthy.group(0)}; the claim is about {ill.group(0)}"
    return age_check(claim, evidence)  # "secondary school pupils" from a study of pupils aged 7 to 9


_PEOPLE_WORDS = r"(?:people|persons|patients|adults|children|men|women|participants|volunteers|subjects|those)"
# a study of healthy people says nothing of people with an illness ("in people with diabetes")
_HEALTHY = re.compile(rf"\bhealthy\s+(?:[a-z]+\s+)?{_PEOPLE_WORDS}\b", re.I)
_AFFECTED = re.compile(rf"\b{_PEOPLE_WORDS}\s+(?:with|who have|suffering from)\s+((?:[a-z]+\s+)?[a-z]+)", re.I)

"""Denials two sides make in different words (pure): "no crater formed" and "no impact crater was
left"; "without one" for "without a garden"; "instead of him" for "rather than Heathcliff". Each
gives stems that both sides deny, however each words it (``negation.flipped`` reads them as
no flip). ``negated``: the claim's negated stems."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.words import canon, content, tokens

_NO_THING = re.compile(r"\bno\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)\s+(?:is|are|was|were|has|have|had|formed|remained|"
                       r"remains|appeared|appears|exists|existed)\b", re.I)


def no_things(text: str) -> set[str]:
    """The things a "no ..." before a verb of being says there are none of ("no impact crater was left")."""
    return {canon(w) for m in _NO_THING.finditer(text) for w in m.group(1).split() if w.lower() not in STOPWORDS}


_PERSON_DENIED = re.compile(r"\b(?:not|instead of|rather than|but not|nor)\s+(?:him|her|them)\b", re.I)


_ONE_DENIED = re.compile(r"\b(?:without|not|no|never|nor)\s+(?:a\s+|any\s+)?ones?\b", re.I)


_UP = frozenset("more greater higher larger longer better".split())
_DOWN = frozenset("less fewer lower smaller shorter worse".split())


def _direction(text: str) -> set[str]:
    words = set(tokens(text))
    return ({"up"} if words & _UP else set()) | ({"down"} if words & _DOWN else set())


def denied_one(claim: str, span: str, negated: set[str]) -> set[str]:
    """What a claim negates where the source negates "one" standing for a thing it named with "a"
    before ("schools with a vegetable garden ... schools without one" for "schools without a garden")."""
    m = _ONE_DENIED.search(span)
    if not m or _direction(claim) & _direction(span):
        return set()  # the group without it said to have the source's "more" is the source's finding moved
    named = {canon(w) for phrase in re.findall(r"\b(?:a|an)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)", span[: m.start()], re.I)
             for w in phrase.split()}
    return negated & named


def denied_person(claim: str, span: str, negated: set[str]) -> set[str]:
    """The names a claim negates where the source negates a person by pronoun ("marries Edgar
    instead of him" for "marries Edgar rather than Heathcliff"): a name the source gives before
    that pronoun's sentence is who it stands for; a name in the pronoun's own sentence is not."""
    m = _PERSON_DENIED.search(span)
    if not m:
        return set()
    start = max((e for e in (span.rfind(p, 0, m.start()) for p in ".!?") if e >= 0), default=-1) + 1
    before = {canon(w) for w in re.findall(r"\b[A-Z][a-z]+\b", span[:start])}
    names = {canon(w) for w in re.findall(r"(?<=[a-z,;] )[A-Z][a-z]+\b", claim)}
    return negated & before & names


_IT_DENIED = re.compile(r"\b(?:without|not|no)\s+(?:it|them)\b", re.I)
_CLAUSE_END = re.compile(r"[;:]|,\s+(?:and|but|while|whereas)\s+|\.\s")


def denied_it(claim: str, span: str, negated: set[str]) -> set[str]:
    """What a claim negates where the source's clause negates "it", standing for a thing the
    sentence named before ("Queries that filter by customer id touch one shard; queries without it
    are sent to every shard" for "a query with no customer id filter goes to all shards"): only
    where the rest of the claim is the pronoun's clause more than the clause that named the thing."""
    out = set()
    for m in _IT_DENIED.finditer(span):
        start = max((e.end() for e in _CLAUSE_END.finditer(span, 0, m.start())), default=0)
        ends = [e.start() for e in _CLAUSE_END.finditer(span, m.end())]
        own = {canon(w) for w in tokens(span[start : ends[0] if ends else len(span)])}
        sentence = max((span.rfind(p, 0, start) for p in ".!?"), default=-1) + 1
        before = {canon(w) for w in tokens(span[sentence:start])}
        rest = {canon(w) for w in tokens(claim)} - negated
        if negated & before and len(rest & own) > len(rest & (before - own)):
            out |= negated & before
    return out


_NOT_UNTIL = re.compile(r"(?:\bnot|\bnever|\bcannot|n't)\b([^.;]{1,60}?)\buntil\s+(?:the\s+)?([\w-]+)", re.I)


def denied_until(claim: str, span: str, negated: set[str]) -> set[str]:
    """What a claim negates before "until" where the source too says "not ... until" the same
    time ("lemon juice was not given to every ship until 1795" for "did not issue lemon juice to
    all its ships until 1795"): one statement that it began then, in other verbs."""
    times = {m.group(2).lower() for m in _NOT_UNTIL.finditer(span)}
    return {w for m in _NOT_UNTIL.finditer(claim) if m.group(2).lower() in times
            for w in negated & {canon(t) for t in tokens(m.group(1))}}


_WAITS = re.compile(r"\b(?:wait|waits|waited|waiting)\b[^.;]{0,40}?\buntil\b|\bonly\s+(?:once|after|when)\b", re.I)


def waited_until(claim: str, span: str) -> set[str]:
    """What one side denies before "until" where the other says it waits until then ("you cannot
    share notes until you are back online" for "sharing notes has to wait until you are online
    again"; "only once ..."): one statement of when it can happen."""
    out: set[str] = set()
    for side, other in ((span, claim), (claim, span)):
        if _WAITS.search(other):
            out |= {canon(t) for m in _NOT_UNTIL.finditer(side) for t in tokens(m.group(1))}
    return out


def no_other(claim: str, span: str) -> set[str]:
    """The words of a side that says "no other ..." or "nothing ... but" where the other says "only"
    ("no other mammal is covered in scales" for "pangolins are the only mammals covered in scales";
    "nothing is found but a pumpkin" for "only a pumpkin is found"): one statement."""
    out: set[str] = set()
    for side, other in ((claim, span), (span, claim)):
        if _NO_OTHER.search(side) and _ONLY.search(other):
            out |= {canon(t) for t in tokens(side)}
    return out


_NOT_THEM = re.compile(r"\b[a-z-]+,\s+not\s+([a-z-]+(?:\s+[a-z-]+)?),\s+([^.;:!?]+)", re.I)


def contrasted(claim: str, span: str) -> set[str]:
    """What a claim denies in "A, not B, <does X>" where no clause of the source has B do X ("Male
    seahorses, not females, carry the pregnancy" for "... the male that becomes pregnant: the female
    deposits her eggs"): B is denied only the claim's deed, which the source does not give it; and
    the same of the source's "the fungus, not the leaf, feeds the larvae" where the claim's leaf feeds no one."""
    out: set[str] = set()
    for source, (one, other_side) in enumerate(((claim, span), (span, claim))):
        for m in _NOT_THEM.finditer(one):
            if source and m.group(2).split()[0].lower().endswith("ing"):
                continue  # "from the wrist, not the arm, letting the keys rise": an aside, not a doer
            other, deed = content(m.group(1)), content(m.group(2))
            if not any(other & content(c) and deed & content(c) for c in re.split(r"[.;:!?]\s+|,\s+", other_side)):
                out |= other
    return out


_NO_OTHER = re.compile(r"\b(?:no|none|nothing|nobody|no\s+one)\s+(?:[a-z]+\s+)?(?:other|else)\b"
                       r"|\b(?:nothing|none|nobody|no\s+one)\b[^.;:,]{0,40}?\bbut\b"  # "nothing is found but"
                       r"|\bno\b[^.;:,]{0,40}?\bexcept\b", re.I)  # "fits no woman in the kingdom except her"
_ONLY = re.compile(r"\b(?:only|alone|sole|solely|uniquely)\b", re.I)
_NOT_JUST = re.compile(r"\bnot\s+(?:just|only|merely|simply)\s+(?:the\s+|a\s+|an\s+)?((?:[a-z-]+\s+)?[a-z-]+)", re.I)
_AS_WELL = re.compile(r"\b(?:as\s+well\s+as|along\s+with|in\s+addition\s+to|together\s+with|besides)\s+"
                      r"(?:the\s+|a\s+|an\s+)?((?:[a-z-]+\s+)?[a-z-]+)", re.I)


def added_to(claim: str, span: str) -> set[str]:
    """What one side says "not just" and the other "as well as": "count the subdivisions, not
    just the beats" and "count the subdivisions as well as the beats" both keep the beats."""
    def said(pattern: re.Pattern, text: str) -> set[str]:
        return {canon(w) for m in pattern.finditer(text) for w in m.group(1).split() if w.lower() not in STOPWORDS}

    return said(_NOT_JUST, claim) & said(_AS_WELL, span) | said(_AS_WELL, claim) & said(_NOT_JUST, span)


# "staff who are not managers cannot reopen accounts": only managers can
OTHERS_CANNOT = re.compile(r"\b(?:who|that)\s+(?:are|is)\s+not\s+(?:an?\s+|the\s+)?([a-z]+)\s+(?:cannot|can't|can not|"
                           r"may not)\s+([a-z]+)|\bnon-([a-z]+)\s+(?:\w+\s+)?(?:cannot|can't|may not)\s+([a-z]+)", re.I)


def only_they_can(claim: str, span: str) -> set[str]:
    """The stems of "X" and "V" where the source says that those who are not X cannot V and the
    claim that only X (or X) can: a double denial, which affirms what the claim says."""
    out = set()
    for m in OTHERS_CANNOT.finditer(span):
        who, verb = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        stem = re.escape(who[:5])
        if re.search(rf"\bonly\s+(?:the\s+)?{stem}|(?<!\bnot )(?<!-)\b{stem}\w*\s+(?:\w+\s+)?can\s+(?!not\b)",
                     claim, re.I) and not re.search(rf"\b(?:not|non-)\s*(?:an?\s+|the\s+)?{stem}", claim, re.I):
            out |= {canon(who), canon(verb)}
    return out


_KEPT_FROM = re.compile(r"\b(?:keep|keeps|kept|stop|stops|stopped|prevent|prevents|prevented)\s+(?:[\w'-]+\s+){1,3}?"
                        r"from\s+([a-z]+ing)\b", re.I)
_ABLE = r"\b(?:can|could|may)\s+(?:still\s+|also\s+|always\s+)?"


def prevented_able(claim: str, span: str) -> set[str]:
    """Stems of what the claim says something keeps a thing from doing ("prevents recipients from taking
    screenshots") where the source says it can still be done ("they can still take screenshots")."""
    out = set()
    for m in _KEPT_FROM.finditer(claim):
        verb = m.group(1).lower()
        bare = {verb[:-3], verb[:-3] + "e"} | ({verb[:-4]} if len(verb) > 5 and verb[-4] == verb[-5] else set())
        out |= {canon(verb)} if re.search(_ABLE + rf"(?:{'|'.join(sorted(bare))})\b", span, re.I) else set()
    return out


_INTERRUPTING = re.compile(r"\b(?:interrupt|disturb|distract|hinder)(?:s|ed|ing)?\b", re.I)


def interrupted(claim: str, span: str) -> set[str]:
    """The doing a claim says someone was kept from, where the source tells an interruption ("a
    caller kept him from writing" for "he began writing it down until a visitor interrupted him"):
    the source's own denial, in a verb of interrupting."""
    if not _INTERRUPTING.search(span):
        return set()
    return {canon(m.group(1)) for m in _KEPT_FROM.finditer(claim)}


# verbs of finding that "no" after them denies too ("saw no benefit" = "did not see a benefit")
SEEN = re.compile(r"(?:saw|see|sees|seen|found|find|finds|showed|show|shows|observed|noted|detected"
                  r"|record|recorded|records|report|reported|reports)$")


def done_no(words: list[str], i: int) -> bool:
    """The verb before the "no" at ``i`` is denied too: "saw no benefit", and a past deed, "lost no
    ships" = no ships were lost (not "retried no more than 3 times", a bound)."""
    if not i or i + 1 < len(words) and (words[i + 1] in ("more", "less", "fewer") or words[i + 1].endswith("er")):
        return False
    word = words[i - 1]
    past = word.endswith("ed") and len(word) > 4 or word in lx.IRREGULAR and not word.endswith("s")
    return bool(SEEN.match(word)) or word not in STOPWORDS and past or word in _GETTING  # "receives no password"


_GETTING = frozenset("get gets receive receives".split())  # "gets no password" = "gets nothing"
_DENYING = frozenset("skip skips skipped skipping omit omits omitted omitting exclude excludes excluded excluding "
                     "bypass bypasses bypassed ignore ignores ignored lose loses losing lost unless disable disables "
                     "disabled disabling block blocks blocked blocking prohibit prohibits prohibited forbid forbids "
                     "forbidden disallow disallows disallowed renounce renounces renounced reject rejects rejected "
                     "rejecting dismiss dismisses dismissed refute refutes refuted".split())  # "rejected the idea that"
_DENYING_FROM = frozenset("stop stops stopped stopping prevent prevents prevented preventing".split())  # "... from"
_BE = frozenset("is are was were be been being get gets got".split())
PUNCT_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*|\d+(?::\d\d)?(?:[.,]\d+)*%?|[.,;:!?]")  # "7:50" is one time
DENIAL_WIDE = 3  # content words a denial reaches, and a negation's phrase (``negation.NEGATION_WIDE``)
_UNDENIED = frozenset("not never than without".split())
_BLOCKING = frozenset("block blocks blocked blocking".split())
_BEFORE_A_THING = frozenset("for of the a an any some with".split())


_SWORE_OFF = re.compile(r"\b(?:swore|sworn|swear|swears|swearing)\s+off\b", re.I)  # "swore off drink"


def denials(text: str, other: str = "") -> list[set[str]]:
    """What verbs of leaving out deny: "the deploy job is skipped" (before a passive), "skip the deploy job" (after),
    "unless --yes is given" (without it). Read only to match another side's negation, never as a flip of their own."""
    words = [w.lower() for w in PUNCT_WORD.findall(_SWORE_OFF.sub("renounced", text))]
    out = []
    for i, w in enumerate(words):
        described = (not i or words[i - 1] in _BEFORE_A_THING or words[i - 1] in ".,;:!?") and \
            (w.endswith("ed") or w == "lost")  # "for lost sleep", "Rejected requests count ..."
        if described or w not in _DENYING and not (w in _DENYING_FROM and "from" in words[i + 1 : i + 5]):
            continue
        if i and words[i - 1] in _UNDENIED or w in _BLOCKING and re.search(rf"\b{w[:5]}", other, re.I):
            continue  # "is not skipped"; "blocks the request" where the other side speaks of blocking it too
        if i and words[i - 1] in _BE:
            clause = words[: i - 1]
            ends = [k for k, x in enumerate(clause) if x in ".,;:!?"]
            clause = clause[ends[-1] + 1 :] if ends else clause
        else:
            clause = words[i + 1 :]
            ends = [k for k, x in enumerate(clause) if x in ".,;:!?"]
            clause = clause[: ends[0]] if ends else clause
        things = [canon(x) for x in clause if x[0].isalpha() and x not in STOPWORDS and len(x) > 1]
        out.append(set(things[-DENIAL_WIDE:] if i and words[i - 1] in _BE else things[:DENIAL_WIDE]))
    return out


_INSTEAD_OF = re.compile(r"\binstead\s+of\s+((?:[\w'’-]+\s+){0,2}[\w'’-]+)", re.I)
_INSTEAD = re.compile(r"\binstead\b(?!\s+of\b)", re.I)


def instead_said(claim: str, span: str) -> set[str]:
    """What the claim's "instead of X" denies, where the source says "instead" without naming it and
    names X before ("Grantly hopes to succeed ..., but Dr Proudie is appointed instead")."""
    bare = _INSTEAD.search(span)
    if not bare:
        return set()
    before = content(span[: bare.start()])
    return {w for m in _INSTEAD_OF.finditer(claim) for w in content(m.group(1)) if w in before}


_ING_STOPPED = re.compile(r"\b([a-z]{3,}ings?)((?:\s+of\s+(?:the\s+)?[a-z]+)?)\s+(?:stopped|ceased|ended|halted|stops|"
                          r"ceases|ends|halts)\b", re.I)  # "tethering stops when you unplug it"
_STOPPED_ING = re.compile(r"\b(?:stop|stops|stopped|cease|ceases|ceased|quit|quits|ends|ended)\s+([a-z]{3,}ing)\b",
                          re.I)  # "unplugging it ends tethering"


def stopped_both(claim: str, span: str) -> set[str]:
    """Stems one side stops doing ("stopped killing leopards") where the other says those doings stopped
    ("killings of leopards stopped"): one denial."""
    out = set()
    for one, other in ((claim, span), (span, claim)):
        done = {canon(m.group(1)) for m in _ING_STOPPED.finditer(other)}
        out |= {canon(m.group(1)) for m in _STOPPED_ING.finditer(one)} & done
    return out


# "put the Sun, not the Earth, at the centre ..., with the Earth turning daily": the Earth is denied only its place
_NOT_APPOSED = re.compile(r"\b([a-z]+),\s+(not|rather than)\s+(?:the\s+|a\s+|an\s+)?([a-z]+),", re.I)


def denied_in_passing(claim: str, span: str) -> set[str]:
    """Stems the span denies in a contrast set off by commas ("the Sun, not the Earth,") and affirms
    again later, where the claim shares more words with the later mention than with the contrast,
    and does not name the contrast's other side ("the Earth spins on its axis")."""
    out, ours = set(), content(claim)
    for m in _NOT_APPOSED.finditer(span):
        kept, denied = canon(m.group(1)), canon(m.group(3))
        rest = tokens(span[m.end() :])
        at = next((k for k, w in enumerate(rest) if canon(w) == denied), None)
        if at is None or kept in ours:
            continue
        later = content(" ".join(rest[max(0, at - 3) : at + 5])) - {denied}
        before = content(span[: m.end()] + " " + " ".join(rest[:at])) - {denied} - later
        if len(later & ours) > len(before & ours):
            out.add(denied)
    return out


_OTHERWISE = re.compile(r"[,;:]?\s+(?:or\s+)?otherwise,?\s+", re.I)
_CLAUSE_EDGE = re.compile(r"[.;:!?]")
# "it must be changed more often, or the harmonies blur": what happens if it is not
_OR_ELSE = re.compile(r",\s+or\s+(?:else\s+)?(?=(?:the|a|an|it|they|you|your|its|their|he|she|we|this|that)\s)", re.I)
_MUST = re.compile(r"\b(?:must|should|need|needs|have to|has to)\b", re.I)
CLAUSE_CHARS = 300  # how far either side of "otherwise" its two clauses are read
OTHERWISE_OUTCOME = 2  # content words of what happens otherwise a claim must repeat to be stating it


def otherwise_parts(text: str) -> list[tuple[set[str], set[str], str]]:
    """(what the condition names, what happens otherwise, the words) for each "A; otherwise B": B happens without A."""
    out = []
    found = [*(_OTHERWISE.finditer(text) if "otherwise" in text.lower() else ()), *_OR_ELSE.finditer(text)]
    for m in found:
        edges = [e.end() for e in _CLAUSE_EDGE.finditer(text, max(0, m.start() - CLAUSE_CHARS), m.start())]
        before = text[edges[-1] if edges else max(0, m.start() - CLAUSE_CHARS) : m.start()]
        if m.re is _OR_ELSE and not _MUST.search(before):
            continue  # "..., or the harmonies blur" follows what must be done; not "red, or the blue one"
        after = _CLAUSE_EDGE.search(text, m.end(), m.end() + CLAUSE_CHARS)
        then_text = text[m.end() : after.start() if after else m.end() + CLAUSE_CHARS]
        cond, then = content(before), content(then_text)
        out.append((cond - then, then - cond, before.strip()))
    return out


_ALTERNATIVE = re.compile(r"\b([a-z-]+),?\s+(?:instead of|rather than|and not|but not|not)\s+"
                          r"(?:(?:from|to|by|with|for|on|in|at)\s+)?(?:the\s+|a\s+|an\s+)?([a-z-]+)", re.I)  # "from
# older males, not from the birds they imitate"


def same_alternative(claim: str, span: str) -> set[str]:
    """What the claim denies as the alternative to the very thing the source sets against its own
    denied one ("dissecting apes instead of humans" for "dissected apes rather than people"): the
    two denied words, however each is said, are one denial."""
    theirs = {canon(m.group(1).lower()) for m in _ALTERNATIVE.finditer(span)
              if m.group(1).lower() not in STOPWORDS}
    return {canon(m.group(2).lower()) for m in _ALTERNATIVE.finditer(claim)
            if m.group(1).lower() not in STOPWORDS and canon(m.group(1).lower()) in theirs}


_DENIED_DEED = re.compile(r"\b(?:cannot|can't|can\s+not|could\s+not|couldn't|do\s+not|does\s+not|did\s+not|don't|"
                          r"doesn't|didn't|never)\s+([a-z]+)\s+(?:your|the|their|his|her|its|a|an|my|our)\s+"
                          r"([a-z-]+)", re.I)
_PASSIVE = re.compile(r"\b(?:be|is|are|was|were|been|being)\s+([a-z]+)\b", re.I)


def other_object(claim: str, span: str) -> set[str]:
    """Verbs the span denies of an object the claim does not name, where the claim says the verb of
    its own subject in the passive ("each code can be used once" against "when you cannot use your
    phone"): another thing's deed, not the claim's denied."""
    passive = {canon(m.group(1).lower()) for m in _PASSIVE.finditer(claim)}
    named = content(claim)
    return {canon(m.group(1).lower()) for m in _DENIED_DEED.finditer(span)
            if canon(m.group(1).lower()) in passive and canon(m.group(2).lower()) not in named}


_SET_ASIDE = re.compile(r"\b(?:ignoring|neglecting|disregarding|excluding|setting aside)\s+(?:the\s+)?([a-z-]+)", re.I)


def set_aside(text: str) -> set[str]:
    """What ``text`` sets aside ("ignoring air"): denied as "without air" denies it."""
    return {canon(m.group(1)) for m in _SET_ASIDE.finditer(text)}


_STOPS = re.compile(r"\b(?:stop|stops|stopped|stopping|block|blocks|blocked|prevent|prevents|prevented|silence|"
                    r"silences|silenced|suppress|suppresses|suppressed|cancel|cancels|cancelled|canceled)\s+"
                    r"(?:all\s+|any\s+)?(?:its|their|the|your|his|her|our|my|these|those)?\s*([a-z]+)\b", re.I)


def stopped_things(claim: str, span: str, negated: set[str]) -> set[str]:
    """What the claim denies ("sends you no notifications") where the span stops it ("Muting a
    conversation stops its notifications"): one denial, the stopping the span's way of saying it."""
    return negated & {canon(m.group(1).lower()) for m in _STOPS.finditer(span)}


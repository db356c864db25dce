"""How large an effect is (pure): one the claim makes large where the source calls it small
("Forward rotation greatly improved sleep" where the source says "reported better sleep ...,
though the difference was small"), and a difference where the source says "equally often"."""

from __future__ import annotations

import re

from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.senses import loosely_said
from footnote.shared.verification.words import canon, content, one_root, tokens

_LARGE = re.compile(r"\b(?:greatly|dramatically|substantially|considerably|markedly|vastly|hugely|massively|"
                    r"strongly|sharply|far (?:better|worse|more|less|fewer))\b", re.I)
_SMALL_WORD = r"(?:small|slight|modest|minor|tiny|marginal|negligible)"
_EFFECT = r"(?:difference|effect|change|gain|improvement|benefit|increase|decrease|reduction|drop|rise)s?"
_SMALL = re.compile(rf"\b{_EFFECT}\s+(?:was|were|is|are|remained|stayed)\s+(?:\w+\s+)?{_SMALL_WORD}\b"
                    rf"|\b{_SMALL_WORD}\s+(?:but\s+\w+\s+)?{_EFFECT}\b|\bonly\s+(?:slightly|marginally)\b", re.I)


def overstated_effect(claim: str, span: str) -> str | None:
    """The reason, where the claim says an effect is large and the source that it is small."""
    large, small = _LARGE.search(claim), _SMALL.search(span)
    if large and small and not _SMALL.search(claim):
        return f"overstates: the claim says {large.group(0)!r} where the source says {small.group(0)!r}"
    return None


_ADVERBS = "often|frequently|likely|well|fast|quickly|much|strongly"
_EQUALLY = re.compile(rf"\b(?:equally\s+({_ADVERBS})|as\s+({_ADVERBS})\s+as)\b", re.I)
# "much less often than", "better than" (how well), "faster than" (how fast)
_UNEQUALLY = re.compile(rf"\b(?:(?:more|less)\s+({_ADVERBS})|(better|worse)|(faster|slower|quicker))\s+than\b", re.I)
_KIN = {"better": "well", "worse": "well", "faster": "fast", "slower": "fast", "quicker": "quickly"}
SHARED_WITH_EQUAL = 2  # content words the unequal clause shares with the source's "equally" clause


def _how(m: re.Match) -> str:
    """The adverb an "equally"/"as ... as" or a "more ... than" phrase compares ("better" compares "well")."""
    if m.re is _EQUALLY:
        return (m.group(1) or m.group(2)).lower()
    return (m.group(1) or _KIN.get((m.group(2) or m.group(3)).lower(), "")).lower()


def unequal_flip(claim: str, span: str) -> str | None:
    """The reason, where one side says one thing does something more or less often (well, fast)
    than another and the other side that both do it equally ("approached zebras and horses equally
    often" / "approached zebras much less often than horses"), either way round."""
    words = content(claim)
    for ours_re, theirs_re in ((_UNEQUALLY, _EQUALLY), (_EQUALLY, _UNEQUALLY)):
        ours = ours_re.search(claim)
        if not ours or theirs_re.search(claim):
            continue
        for part in re.split(r"(?<=[.;!?])\s+|,\s+(?:but|while|whereas)\s+", span):
            theirs = theirs_re.search(part)
            if theirs and _how(theirs) == _how(ours) and not ours_re.search(part) and (
                    len(words & content(part)) >= SHARED_WITH_EQUAL):
                return f"the source says {theirs.group(0)!r}, not {ours.group(0)!r}"
    return None


# "All penguin species", "No animal's risk": every kind of thing, or every animal
_ALL_KINDS = re.compile(r"\b(?:all|every|each|any|no)\s+(?:[a-z-]+\s+){0,2}?(?:species|kinds?|types?|breeds?|varieties"
                        r"|animals?|creatures?|organisms?)\b", re.I)


def all_kinds(claim: str, evidence: str) -> str | None:
    """The reason, where the claim speaks of every species or kind ("All penguin species huddle")
    and the source of no such range ("Emperor penguins ... formed tight huddles")."""
    wide = _ALL_KINDS.search(claim)
    if wide and " other " in wide.group(0).lower() and re.search(r"\bonly\b", evidence, re.I):
        return None  # "no other animal feeds on it" for "the only animals that feed on it"
    if wide and not _ALL_KINDS.search(evidence):
        return f"overgeneralises: the claim speaks of {wide.group(0)!r}; the source does not"
    return None


# "Eating the algae is what makes sloths come down": a cause the claim names outright
_CAUSE_CLAIMED = re.compile(r"\b(?:is|was|are|were)\s+what\s+(?:makes?|made|causes?|caused|drives?|drove|leads?|led)\b"
                            r"|\b(?:is|was)\s+(?:the\s+(?:main\s+|real\s+)?reason|why)\b"
                            # "Practising self-control made the cuttlefish learn faster": made one do it
                            r"|\b(?:made|makes)\s+(?:the\s+|their\s+|its\s+)?\w+\s+(?:learn|grow|live|die|become|get|"
                            r"sleep|eat|move|lose|gain|work|run)\w*\b", re.I)
_CAUSE_GIVEN = re.compile(r"\b(?:because|since|so|therefore|thus|hence|as a result|due to|owing to|caus\w*|"
                          r"reasons?|why|makes?|made|making|leads? to|led to|drives?|drove|results? in|resulted in|"
                          r"lets?|allows?|allowed|explains?|explained|effect)\b", re.I)


def cause_claimed(claim: str, evidence: str) -> str | None:
    """The reason, where the claim names a cause outright ("is what makes ...", "is the reason")
    and the source gives no cause in any words, or none in a sentence that holds the claim's cause
    and most of its effect ("so a shell is hit twice" is no cause of "the club accelerates")."""
    said = _CAUSE_CLAIMED.search(claim)
    if not said:
        return _reason_unsaid(claim, evidence)
    cause, effect = content(claim[: said.start()]), content(claim[said.end():])
    words = [w for w in tokens(claim[said.end():]) if canon(w) in effect]
    given = [s for s in re.split(r"(?<=[.;!?])\s+", evidence) if _CAUSE_GIVEN.search(s)]
    if cause and effect:  # "copied" says "replicated"
        given = [s for s in given if content(s) & cause
                 and 2 * len((content(s) & effect) | loosely_said(words, s)) >= len(effect)]
    return None if given else f"overstates: the claim says {said.group(0)!r}; the source gives no cause"


_BECAUSE = re.compile(r"\b(?:because(?:\s+of)?|due\s+to|owing\s+to|as\s+a\s+result\s+of|through(?=\s+[a-z]+ing\b))"
                      r"\s+([^.;:]+)", re.I)  # "loses his fortune through gambling": a reason, as a deed
SAME_ROOT = 5  # opening letters two long words share that make them one root ("success", "succeed")
UNSAID_REASON = 1  # content words of a claim's reason the source says in no words, at least half of them


def _reason_unsaid(claim: str, evidence: str) -> str | None:
    """The reason, where the claim gives a reason ("because their toes produce a sticky glue") most of
    whose words the source never says, in its words or near ones."""
    m = _BECAUSE.search(claim)
    if not m:
        return None
    reason = re.sub(r"\b(?:do|does|did|done|doing)\s+so\b", " ", m.group(1), flags=re.I)  # "have done so": the
    words = [w for w in tokens(reason) if canon(w) in content(reason)]  # deed said before, no new word
    net = wordnet.load()
    theirs = [t for t in tokens(evidence) if len(t) >= SAME_ROOT]
    unsaid = {canon(w) for w in words if net is None or not any(  # "successful" for "succeeds": one root
        net.derived(w, t) or one_root(w, t, SAME_ROOT) for t in theirs)}
    unsaid = unsaid - content(evidence) - loosely_said(words, evidence)
    if len(unsaid) >= UNSAID_REASON and 2 * len(unsaid) >= len(content(reason)):
        return f"overstates: the source does not give the reason {m.group(0).strip()!r}"
    return None
    return None


_THAN = re.compile(r"\b([a-z]{3,}er|more\s+[a-z]+|less\s+[a-z]+)\s+than\s+(?:the\s+|those\s+|that\s+)?([a-z]+)", re.I)


_CLAUSE = re.compile(r",\s+(?:but|while|whereas|(?:even\s+)?though|although)\s+", re.I)  # "..., even though B is"


def than_turned(claim: str, span: str) -> bool:
    """The claim compares A with B where the source gives the comparison to B alone ("Adult
    giraffes sleep longer than young ones" for "Young giraffes sleep longer"): B, which the source
    says does it more, is made the one that does it less; A is no word of that sentence (or clause:
    "overestimate the risk of flying, even though driving is far more dangerous")."""
    for m in _THAN.finditer(claim):
        more, other = m.group(1).lower(), canon(m.group(2).lower())
        ours = content(re.split(r"[.;!?]", claim[: m.start()])[-1]) - content(more)
        said = tokens(claim[: m.start()])
        doing = content(" ".join(said[-1:] + [w for w in said if w.endswith("ly")]))  # "moves faster": the deed
        for sentence in (c for s in re.split(r"(?<=[.!?;])\s+", span) for c in _CLAUSE.split(s)):
            low = sentence.lower()
            at = low.find(more)
            if at < 0 or " than " in low or not re.search(rf"\b{re.escape(more)}\b", low):
                continue
            before = content(sentence[:at])
            before |= {canon(w[:-3] + "y" if w.endswith("ier") else w[:-2]) for w in re.findall(r"[a-z]{4,}er\b",
                                                                                          sentence[:at].lower())}
            if other in before and ours - content(sentence) - {other} - doing:  # "Hungrier larvae": the hungry
                return True  # ones; not "should be clearly softer" for "be noticeably softer": how, not what
    return False


# "food shortage played little part": the source denies that a thing was a cause
_MINOR_PART = re.compile(r"\b((?:[a-z-]+\s+){0,2}[a-z-]+)\s+(?:played|plays|had|has)\s+(?:little|no|only\s+a\s+"
                         r"(?:small|minor)|a\s+minor)\s+(?:part|role)\b", re.I)
_CAUSED_BY = re.compile(r"\b(?:driven|caused|explained|brought\s+about|triggered)\s+(?:\w+ly\s+)?by\b|"
                        r"\b(?:due|owing)\s+to\b|\bbecause\s+of\b|\bresult\s+of\b|\bcaused\b|\bdrove\b", re.I)


def minor_cause(claim: str, span: str) -> str | None:
    """The reason, where the claim gives as a cause what the source says played little or no part
    ("driven mainly by a shortage of food" for "food shortage played little part")."""
    said = _CAUSED_BY.search(claim)
    if not said or _MINOR_PART.search(claim):
        return None
    for m in _MINOR_PART.finditer(span):
        thing = content(m.group(1))
        if thing and thing <= content(claim):
            return f"the claim gives as a cause what the source says {m.group(0).strip()!r}"
    return None


_COMPARED = re.compile(r"\b([a-z]{3,}er|more\s+[a-z]+|less\s+[a-z]+)\s+than\b", re.I)
_IS_QUALITY = re.compile(r"^(?P<subject>[^.;:!?]{3,120}?)\s+(?:is|are|was|were|feels?|seems?)\s+(?:\w+ly\s+)?"
                         r"(?P<quality>[a-z]+)\b", re.I)
SUBJECT_SAID = 3  # content words of the source's subject the claim must repeat before its comparative


def than_opposed(claim: str, span: str) -> str | None:
    """The reason, where the claim makes a thing "faster than" another that the source calls "slow"
    ("Counting lines from the staff makes reading flow faster than landmarks do" for "Counting
    every line from the staff is slow"): the source's own quality of it, turned over."""
    for m in _COMPARED.finditer(claim):
        more = m.group(1).split()[-1].lower()
        before = content(claim[: m.start()])
        for sentence in re.split(r"(?<=[.;!?])\s+", span):
            said = _IS_QUALITY.match(sentence.strip())
            if not said:
                continue
            subject, quality = content(said.group("subject")), said.group("quality").lower()
            if subject and len(subject & before) >= min(SUBJECT_SAID, len(subject)) and lx.opposed(
                    lx.stem(more), lx.stem(quality)):  # ("It is slow" names no subject)
                return f"the claim says {m.group(1)!r} where the source says {quality!r}"
    return None


# "depended more on sudden acceleration than on top speed": what mattered less, by the source's comparison
_MORE_THAN = re.compile(r"\bmore\s+(?:on|in|to|from|by|with|upon)\s+(?P<more>[^.;:]{1,80}?)\s+than\s+"
                        r"(?:on|in|to|from|by|with|upon)\s+(?P<less>[^.;:,]{1,60})", re.I)
_MAINLY = re.compile(r"\b(?:mainly|mostly|chiefly|largely|primarily|principally|above all|most of all)\b", re.I)


def mainly_the_lesser(claim: str, span: str) -> str | None:
    """The reason, where the claim says a thing mattered mainly that the source says mattered less
    than another ("depended mainly on reaching top speed" for "depended more on sudden acceleration
    and sharp turns than on top speed")."""
    if not _MAINLY.search(claim):
        return None
    ours = content(claim)
    for m in _MORE_THAN.finditer(span):
        more, less = content(m.group("more")), content(m.group("less"))
        if less and less <= ours and not more & ours:
            return f"the source gives more weight to {m.group('more').strip()!r} than to {m.group('less').strip()!r}"
    return None


def cause_weighed(claim: str, span: str) -> str | None:
    """``minor_cause`` or ``mainly_the_lesser``: the claim weighs a cause as the source does not."""
    return minor_cause(claim, span) or mainly_the_lesser(claim, span)


# the source leaves a question open: "it is unclear whether the lessons cause the gain"
_OPEN = re.compile(r"\b(?:unclear|not\s+(?:yet\s+)?(?:clear|known|certain|settled)|unknown|uncertain|undecided|"
                   r"debated|an open question|remains to be seen)\s+(?:whether|if)\s+([^.;]+?)(?=\s+or\b|[.;]|$)", re.I)
# a claim that leaves it open too, or only suggests it
_KEPT_OPEN = re.compile(r"\b(?:whether|unclear|unknown|uncertain|not\s+(?:yet\s+)?(?:clear|known|certain)|"
                        r"may|might|could|possibly|perhaps|suggests?|open question|debated)\b", re.I)
OPEN_SHARED = 2  # content words of the open question the claim must state, at least half of them


def settled_question(claim: str, evidence: str) -> str | None:
    """The reason, where the claim states as fact what the source calls an open question ("Music lessons
    have been shown to cause better memory" for "it is unclear whether the lessons cause the gain")."""
    if _KEPT_OPEN.search(claim):
        return None
    ours = content(claim)
    for m in _OPEN.finditer(evidence):
        asked = content(m.group(1))
        if len(asked & ours) >= OPEN_SHARED and 2 * len(asked & ours) >= len(asked):
            return f"overstates: the source says it is not known whether {m.group(1).strip()}"
    return None

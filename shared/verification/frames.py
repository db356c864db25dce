"""What frames a statement in the source: when it happens ("on summer afternoons"), for how long
("for ten minutes"), and whose belief it is ("Pip believes that ..."). A claim that changes the
time or the length of time, or states a belief as a fact, says something the source does not. (pure)"""

from __future__ import annotations

import re
from functools import lru_cache

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.words import canon, content

_WHEN = {  # when something happens, by kind: a claim's "at night" against the source's "afternoons"
    "season": "spring summer autumn winter",
    "time of day": "morning afternoon evening night midnight noon midday dawn dusk sunrise sunset daybreak nightfall "
                   "nightly overnight lunchtime",
    "day": "monday tuesday wednesday thursday friday saturday sunday weekend",
}
_WHEN_KIND = {w: kind for kind, words in _WHEN.items() for w in words.split()}
_SAME_TIME = {"midday": "noon", "sunrise": "dawn", "daybreak": "dawn", "sunset": "dusk",  # one time, two words
              "nightly": "night", "overnight": "night", "lunchtime": "noon"}  # "every night" for "nightly"
_PART_OF = {  # a time inside a wider one: "early in the morning" says "at dawn"
    "dawn": "morning", "dusk": "evening",
    "nightfall": "evening", "midnight": "night", "saturday": "weekend", "sunday": "weekend",
}


def _whens(text: str) -> dict[str, str]:
    """When-words in ``text`` (singular, lower case) -> their kind."""
    out = {}
    for w in re.findall(r"[A-Za-z]+", text):
        w = _singular(w.lower())
        if w in _WHEN_KIND:
            out[_SAME_TIME.get(w, w)] = _WHEN_KIND[w]
    return out


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and word[:-1] in _WHEN_KIND else word


def when_check(claim: str, evidence: str, known: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a season, time of day or day the claim gives and the source
    does not: another of the same kind in the source contradicts it ("at night in winter" for
    "on summer afternoons"); none at all is a detail added."""
    theirs, ours = _whens(evidence), _whens(known)
    for w, kind in _whens(claim).items():
        if w in theirs or w in ours or any(_PART_OF.get(t) == w for t in theirs):
            continue  # said, or said more exactly ("in the morning" for "at dawn")
        if _PART_OF.get(w) in theirs:
            return "partial", "specifics", f"adds details the source does not give: {w!r} (it says {_PART_OF[w]!r})"
        said = [t for t, k in theirs.items() if k == kind]
        name = str.capitalize if kind == "day" else str  # "Saturday", "summer"
        if said:
            theirs_word, our_word = (next((t for t in re.findall(r"[A-Za-z]+", text.lower())
                                           if _SAME_TIME.get(_singular(t), _singular(t)) == when), when)
                                     for text, when in ((evidence, said[0]), (claim, w)))  # as each writes it
            said_as = f"the source says {name(theirs_word)!r}, not {name(our_word)!r}"
            return "contradicted", "specifics", f"contradicted: {said_as}"
        return "partial", "specifics", f"adds details the source does not give: {name(w)!r}"
    return None


FRAME_SAID = 3  # claim words the sentence under another opening frame says ...
FRAME_MARGIN = 2  # ... more than any sentence under the claim's own frame
_FRAME = re.compile(r"^\s*(in|during|on|at|before|after|under|with|without|for|by)\s+((?:the\s+)?[\w-]+)\b,?", re.I)


def other_frame(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a claim that opens with one of the source's frames ("In winter")
    and says what the source says under another ("In summer ... moist air flows in from the ocean.
    In winter the pattern reverses")."""
    ours = _FRAME.match(claim)
    if not ours:
        return None
    rest = content(claim[ours.end() :]) - content(ours.group(2))
    said: dict[str, int] = {}
    for part in re.split(r"(?<=[.!?;])\s+", evidence):
        m = _FRAME.match(part)
        if m and m.group(1).lower() == ours.group(1).lower():
            key = m.group(0).rstrip(",").strip()  # as the source writes it: "On Sundays"
            said[key] = max(said.get(key, 0), len(rest & content(part[m.end() :])))
    mine = ours.group(0).rstrip(",").strip()
    own = max((n for k, n in said.items() if k.lower() == mine.lower()), default=None)
    best = max(((n, k) for k, n in said.items() if k.lower() != mine.lower()), default=None)
    if own is not None and best and best[0] >= FRAME_SAID and best[0] - own >= FRAME_MARGIN:
        return "unsupported", "specifics", f"the source says this {best[1]!r}, not {mine!r}"
    return None


_SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800, "fortnight": 1209600,
            "month": 2592000, "year": 31536000, "decade": 315360000, "century": 3153600000}
TIME_UNITS = frozenset(_SECONDS)
_WORDS = "|".join(w for w, v in lx.NUMBER_WORDS.items() if v.isdigit())
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_ONE = r"the\s+(?:next|following|previous|past|last|whole|entire)"  # "over the following century": one
_COUNT = rf"(?:an?|{_ONE}|\d+(?:\.\d+)?|(?:{_TENS})[\s-](?:one|two|three|four|five|six|seven|eight|nine)\b|{_WORDS})"
_UNIT = f"(?:{'|'.join(_SECONDS)})"
# "a day" after a length is a rate ("80 minutes a day"), not a second length
_RATE_ARTICLE = "".join(
    f"(?!(?<={u}s )an?\\b)(?!(?<={u} )an?\\b)" for u in ("second", "minute", "hour", "day", "week", "time")
)
_DURATION = re.compile(
    rf"(?<!\bonce )(?<!\btwice )(?<!\btimes )(?<!\bper )(?<!\bevery )(?<!\beach )"
    rf"\b(?P<n>{_RATE_ARTICLE}{_COUNT})[\s-]+(?:(?:more|fewer|less|extra|additional)\s+)?(?P<unit>{_UNIT})s?\b"
    r"(?![\s-]+(?:old|ago)\b)",  # "80 fewer minutes a day" is a length too
    re.I,
)
# a length, and a comparative after it ("hours less "): the "a day" that follows is a rate
_AFTER_A_LENGTH = re.compile(rf"\b{_UNIT}s?\s+(?:(?:less|more|fewer|longer|shorter|extra|additional)\s+)?$", re.I)
# the other end of a range: "an hour or two", "one or two hours", "5-6 days"
_RANGE = re.compile(
    rf"\b{_COUNT}\s+(?P<unit>{_UNIT})s?\s+(?:or|to)\s+(?P<n>{_COUNT})\b(?![\s-]+{_UNIT})"
    rf"|\b(?P<n2>{_COUNT})\s+(?:or|to)\s+{_COUNT}\s+(?P<unit2>{_UNIT})s?\b"
    rf"|\b(?P<n3>\d+)\s*[-–]\s*\d+\s+(?P<unit3>{_UNIT})s?\b",
    re.I,
)
_AND_HALF = re.compile(rf"\b(?P<n>{_COUNT})\s+(?P<unit>{_UNIT})s?\s+and\s+a\s+half\b", re.I)
SAME_DURATION = 0.1  # lengths of time this close are one ("a month" and "four weeks")


def _count(said: str) -> float:
    """"an" = 1, "12" = 12, "forty-five" = 45."""
    words = re.split(r"[\s-]+", said.lower())
    if words == ["a"] or words == ["an"] or (words[0] == "the" and len(words) == 2):  # "the following"
        return 1.0
    return sum(float(lx.NUMBER_WORDS.get(w, w)) for w in words)


_PART = re.compile(rf"\b(half|quarter)\s+(?:of\s+)?(?:an?\s+)?({'|'.join(_SECONDS)})\b", re.I)


@lru_cache(maxsize=4096)  # read for the claim and the evidence by three checks each (never mutated)
def _durations(text: str) -> dict[float, str]:
    """Lengths of time in ``text`` ("ten minutes", "an hour", "half an hour", "a 12-week trial"),
    in seconds."""
    out = {}
    for m in _PART.finditer(text):
        out[(0.5 if m.group(1).lower() == "half" else 0.25) * _SECONDS[m.group(2).lower()]] = m.group(0)
    text = _PART.sub(" ", text)
    for m in _AND_HALF.finditer(text):  # "an hour and a half"
        out[(_count(m.group("n")) + 0.5) * _SECONDS[m.group("unit").lower()]] = m.group(0)
    text = _AND_HALF.sub(" ", text)
    for m in _DURATION.finditer(text):
        if m.group("n").lower() in ("a", "an") and _AFTER_A_LENGTH.search(text, max(0, m.start() - 40), m.start()):
            continue  # "1.2 hours less a day": a rate
        out[_count(m.group("n")) * _SECONDS[m.group("unit").lower()]] = m.group(0)
    for m in _RANGE.finditer(text):
        n = m.group("n") or m.group("n2") or m.group("n3")
        unit = m.group("unit") or m.group("unit2") or m.group("unit3")
        out[_count(n) * _SECONDS[unit.lower()]] = m.group(0)
    return out


def gives_a_length(text: str) -> bool:
    """``text`` gives a length of time with a number or an article ("3 days", "half an hour")."""
    return bool(_durations(text))


def _among(length: float, others) -> bool:
    """``length`` is one of ``others`` (within ``SAME_DURATION``)."""
    return any(abs(length - t) <= SAME_DURATION * max(length, t) for t in others)


_HEDGE = re.compile(r"\b(?:(?P<little>a\s+little|just|slightly)\s+)?(?P<way>over|under|more\s+than|less\s+than|"
                    r"nearly|almost|about|around|roughly|approximately|some)\s+$", re.I)
_ABOVE, _BELOW = ("over", "more than"), ("under", "less than", "nearly", "almost")


def _way(text: str, said: str) -> str | None:
    """The hedge ``text`` puts just before ``said`` ("more than" of "more than 30 days"), or None."""
    at = text.find(said)
    m = _HEDGE.search(text[max(0, at - 30) : at]) if at >= 0 else None
    return " ".join(m.group("way").lower().split()) if m else None


def _hedged(length: float, said: str, claim: str, others, source: str = "") -> bool:
    """``length`` is one of ``others`` or, where the claim hedges it, within the hedge: "a little over
    two weeks" for "sixteen days" (up to half as much again; twice over a bare "over"), "nearly a
    month" for "25 days" (a fifth under), "about a week" for "eight days" (a quarter either way). A
    bound the ``source`` gives with the claim's own hedge is the one it names ("more than 30 days"
    is no "more than 7 days")."""
    if _among(length, others):
        return True
    at = claim.find(said)
    m = _HEDGE.search(claim[max(0, at - 30) : at]) if at >= 0 else None
    if m is None:
        return False
    way = " ".join(m.group("way").lower().split())
    if way in _ABOVE + _BELOW and any(_way(source, theirs) == way for theirs in _durations(source).values()):
        return False
    if way in _ABOVE:
        return any(length <= t <= (1.5 if m.group("little") else 2) * length for t in others)
    if way in _BELOW:
        low = 0.8 if way in ("nearly", "almost") else 1 / 1.5 if m.group("little") else 0.5
        return any(low * length <= t <= length for t in others)
    return any(abs(length - t) <= APPROX_LENGTH * max(length, t) for t in others)


APPROX_LENGTH = 0.25  # "about a week" for anything from five to nine days or so


def duration_check(claim: str, evidence: str, known: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a length of time the claim gives where the source gives
    another ("for an hour" against "for ten minutes"); the same length in other units ("600
    seconds") is no change."""
    theirs = _durations(evidence)
    if not theirs:
        return None
    ours = _durations(known)
    for length, said in _durations(claim).items():
        if _hedged(length, said, claim, (*theirs, *ours), evidence):
            continue
        return "contradicted", "number", f"contradicted: the source gives {next(iter(theirs.values()))!r}, not {said!r}"
    return None


def length_numbers(claim: str, evidence: str) -> set[str]:
    """The numbers of the claim's lengths of time that the source gives in other words ("ten
    years" for "a decade"): the length check has checked them."""
    theirs = list(_durations(evidence))
    out = set()
    for length, said in _durations(claim).items():
        if _hedged(length, said, claim, theirs, evidence):
            first = said.split()[0].lower()
            out.add(first if first.isdigit() else lx.NUMBER_WORDS.get(first, first))
    return out


def length_words(claim: str, evidence: str) -> set[str]:
    """Stems of the words of the claim's lengths of time that the source gives in other units ("a
    week" for "7 days"): checked by the length check, not missing words."""
    theirs = list(_durations(evidence))
    return {canon(w) for length, said in _durations(claim).items() if _hedged(length, said, claim, theirs, evidence)
            for w in said.split() if w.isalpha() and w.lower() not in STOPWORDS}


def names_a_length(words: str, claim: str) -> bool:
    """``words`` (a substitution's) name a unit of time of a length the claim gives: with no
    ``duration_check`` against it, "within a fortnight" says "within two weeks"."""
    return bool({w.lower().rstrip("s") for w in words.split()} & set(_SECONDS)) and bool(_durations(claim))


_WHOLE = r"(?:rest|remainder|whole|entirety|length|course|duration)"


def whole_of(words: str, theirs: str, claim: str) -> bool:
    """``words`` (a substitution's) are the claim's "rest" or "length" of the source's thing ``theirs``
    ("for the rest of the month" for "for the month", "for the length of the session"): all or what
    remains of it, not another thing."""
    if not re.fullmatch(_WHOLE, words.strip(), re.I):
        return False
    return re.search(rf"\b{_WHOLE}\s+of\s+(?:the\s+|this\s+|that\s+|its\s+|their\s+|his\s+|her\s+)?"
                     rf"(?:[a-z]+\s+)?{re.escape(theirs.split()[-1])}\b", claim, re.I) is not None


_BELIEF = re.compile(
    r"\b(?P<holder>(?:[A-Z][\w'’-]*\s+){0,2}?[\w'’-]+)\s+(?:(?:still|firmly|wrongly|mistakenly|long)\s+)?"
    r"(?:believes?|believed|thinks?|thought|assumes?|assumed|imagines?|imagined|supposes?|supposed|"
    r"is convinced|was convinced|suspects?|suspected)\s+(?:that\s+)?(?P<belief>[^.;:]+?)"
    r"(?=,?\s+(?:but|yet|although|though|when|whereas)\b|[.;:]|$)"
)
_MISTAKEN = re.compile(
    r"\b(?:but|yet)\b[^.;]*\b(?:in fact|actually|really|in truth|in reality)\b|\b(?:wrongly|mistakenly)\b", re.I
)
_CLAIM_BELIEF = re.compile(
    r"\b(?:believ\w*|think\w*|thought|assum\w*|imagin\w*|suppos\w*|convinced|suspect\w*|wrongly|mistakenly|"
    r"belief|wrong|mistaken)\b",
    re.I,
)
BELIEF_SHARE = 0.75  # of the claim's content words that must come from the belief's own words


def belief_check(claim: str, evidence: str, skip: set[str]) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a claim that states as a fact what the source reports as a
    mistaken belief ("Pip believes that Miss Havisham is his benefactor, but the money in fact
    comes from Magwitch"). A belief the source leaves standing ("historians now think that ...")
    is the source's own account, and stating it is not checked here."""
    if _CLAIM_BELIEF.search(claim):
        return None  # the claim reports the belief too
    ours = content(claim) - skip
    if not ours:
        return None
    for m in _BELIEF.finditer(evidence):
        if len(ours & content(m.group("belief"))) / len(ours) < BELIEF_SHARE:
            continue
        if _MISTAKEN.search(m.group(0)) or _MISTAKEN.search(evidence[m.end() :][:200]):
            holder = m.group("holder").strip()
            return "unsupported", "belief", f"the source says {holder} wrongly believes this, not that it is so"
    return None


# -- before or after an event the source has it happen during -----------------------------------
_OWNER = r"(?:the|her|his|their|its|our|your|my|this|that)"
_AROUND = re.compile(rf"\b(before|after)\s+{_OWNER}\s+([a-z]+)(?:\s+([a-z]+))?\b", re.I)
_DURING = r"\b(?:on|during|at|in the middle of|in the course of)\s+{owner}\s+{thing}(?:\s+day)?\b"
_POINTS = frozenset(canon(w) for w in "end start beginning close finish same time moment point".split())


def during_flip(claim: str, span: str) -> str | None:
    """The claim puts a thing before or after an event the source has it happen during ("learns
    ... after her wedding" for "learns on her wedding day")."""
    for c in _AROUND.finditer(claim):
        words = [w.lower() for w in c.groups()[1:] if w and w.lower() not in STOPWORDS]
        thing = " ".join(words)  # "the first lesson" names a lesson, the first: both must be said
        if not words or canon(words[-1]) in _POINTS:
            continue
        if re.search(rf"\b(?:before|after)\b[^.;]*\b{words[-1]}\b", span, re.I):
            continue
        m = re.search(_DURING.format(owner=_OWNER, thing=re.escape(thing)), span, re.I)
        if m:
            said = c.group(0) if len(words) > 1 else claim[c.start() : c.end(2)]
            return f"the source has it happen {m.group(0)!r}, not {said!r}"
    return None


_NOT_FOR = re.compile(r"\bnot\s+(?:been\s+)?([a-z]+ed)\s+(?:for|in)\s+(?:the\s+(?:last|past)\s+)?(\w+)\s+([a-z]+)")


def idle_for(claim: str, span: str) -> set[str]:
    """What the claim negates for a length of time that the source counts from its last doing ("not
    modified for 30 days" is "30 days after they were last modified")."""
    out = set()
    for m in _NOT_FOR.finditer(claim):
        verb, n, unit = (re.escape(g) for g in m.groups())
        if re.search(rf"\b{n}\s+{unit}\s+(?:after|since)\b[^.;]{{0,40}}\blast\s+{verb}\b", span, re.I):
            out.add(canon(m.group(1)))
    return out


APPROX_SHARE = 0.1  # an "about" number within this share of the source's is the source's ("about a third": 32%)
APPROX_YEARS = 5  # ... and an "about" year within this many years
APPROX_WORDS = frozenset("roughly approximately around about nearly almost circa".split())  # "some" too, in numbers


def roughly_said(value: str, have: dict, claim: str) -> bool:
    """The claim's ``value``, said to be approximate ("about a third"), is within ``APPROX_SHARE`` of a
    number of the same kind (a percentage or not) in ``have``."""
    if not {w.lower() for w in re.findall(r"[A-Za-z]+", claim)} & APPROX_WORDS:
        return False
    try:
        ours = float(value.rstrip("%").replace(",", ""))
        theirs = [float(v.rstrip("%").replace(",", "")) for v in have if v.endswith("%") == value.endswith("%")]
    except ValueError:
        return False
    year = re.fullmatch(r"1\d{3}|20\d{2}", value) is not None  # "about 1450": a few years, not a tenth of them
    return any(abs(ours - t) <= (APPROX_YEARS if year else APPROX_SHARE * max(ours, t)) for t in theirs)

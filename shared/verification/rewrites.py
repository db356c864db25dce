"""Phrases read in the words the checks compare (pure): a setting's "on"/"off" as "enabled"/
"disabled", a change "by less than 1 percent" as "slightly", "come back" as "return", "keep the
same" and "keep their original" as "not change", "switch to" as "change to", "all the way" as
"fully", "carry on" as "continue", "stayed in the same place" as "did not change place", and "the
old one" after "the new finger" as "the old finger" (``polarity`` reads both sides this way)."""

from __future__ import annotations

import re

from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet

# a setting switched on or off ("a flag that is on by default", "turn the cache off"): "on" and
# "off" are stopwords, so they are read as "enabled" and "disabled", which the checks compare
_ON_OFF = re.compile(
    r"\b(is|are|was|were|be|been|being|stays?|remains?|turn(?:s|ed|ing)?|switch(?:es|ed|ing)?|set|left|"
    r"default(?:s|ed)?\s+to)"
    r"\s+(?:(?:it|them|(?:the|a|an|this|that|its|your|each|every)\s+[\w-]+)\s+)?(on|off)\b"
    r"(?!\s+(?:the|a|an|to|of|from|your|his|her|their|its|my|our)\b)",  # "turn off your receipts": a verb's particle
    re.I,
)

_FIRST_USE = re.compile(r"(?:(?<=\bon)|(?<=\boff))\s+(?:when\s+(?:you\s+)?first|the\s+first\s+time\s+(?:you\s+)?)"
                        r"\s*(?:set\s+up|use|start|open|switch\s+on|turn\s+on|get)\s+(?:the|your|a|an)\s+"
                        r"(?:new\s+)?[\w-]+", re.I)
_BY_DEFAULT = re.compile(r"\b(on|off)(?=\s+by\s+default\b)", re.I)  # "... and on by default in one-to-one chats"


def switched(text: str, other: str = "") -> str:
    """``text`` with a setting's "on"/"off" read as "enabled"/"disabled" (``_ON_OFF``), a change by
    a small amount as "slightly" (``_SLIGHT``), "come back"/"go back" as "return" (``_BACK``), "keep
    the same" as "not change", "all the way" as "fully", "without his knowledge" as "not knowingly" and,
    where ``other`` calls nothing off, "the landing was called off" as "no landing happened"."""
    def state(m: re.Match) -> str:
        if m.group(1).lower().endswith("ing") and m.start(2) - m.end(1) <= 1:
            return m.group(0)  # "Turning on Airplane mode": a particle before its object ("switching a heater off")
        return m.group(0)[: m.start(2) - m.start(0)] + ("enabled" if m.group(2).lower() == "on" else "disabled")

    def back(m: re.Match) -> str:
        return _RETURN[m.group(1).lower()]

    text = ones_named(text)  # "slide the new finger on and lift the old one": the old finger
    text = turned_off(times_compared(text))  # "turns off location tracking": no tracking, not a setting; "twice
    # the space of": more space than
    text = _OFFLINE.sub("offline", _ONLINE.sub("work online only", text))  # "works without an internet connection"
    text = _FIRST_USE.sub(" by default", text)  # "on when you first set up the phone": on by default
    text = _BY_DEFAULT.sub(lambda m: "enabled" if m.group(1).lower() == "on" else "disabled", _ON_OFF.sub(state, text))
    text = _ONLY_BY.sub(r" slightly\g<0>", _SLIGHT.sub(" slightly", text))
    text = _BACK_UP.sub(r"\1 back", text)  # "once the scheduler is back up": back, not up against "down"
    text = _CARRY_ON.sub(lambda m: _CONTINUE[m.group(1).lower()], text)  # "the import carries on": continues
    text = _KEPT_OWN.sub("do not change ", _SWITCH_TO.sub(_changed, text))
    text = _UNKNOWING.sub("not knowingly", text)  # "given to him without his knowledge"
    if not _OFF_ANY.search(other) and not _ENDED.search(other):  # "the landing was called off" (where the other
        # side says no calling off, nor that the thing ended: "once the bounty ended" for "scrapped the bounty")
        text = _CALL_OFF.sub("made no ", _CALLED_OFF.sub(r"no \1\2 happened", text))
    text = _STAYED_PUT.sub(r"did not change \1", text)  # "stayed in the same place": did not change place
    text = _ROUGHLY.sub("about", text)  # "roughly 30 percent": about, not "rough" against "evenly"
    text = _START_TO_FINISH.sub("throughout", text)  # "steady from start to finish": no beginning or end said
    return _ALL_THE_WAY.sub("fully", _KEPT_SAME.sub("not change the", _BACK.sub(back, text)))


_ROUGHLY = re.compile(r"\broughly\b(?=\s+(?:\d+|an?\b|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|"
                      r"forty|fifty|sixty|seventy|eighty|ninety|hundred|half|twice|double|the same|equal|as|in)\b)",
                      re.I)


# an event called off did not happen: "the landing on the Moon was called off", "NASA cancelled the launch"
_OFF = r"\b(?:called\s+off|cancell?ed|scrapped|aborted)"
_OFF_ANY = re.compile(r"\b(?:call(?:s|ed|ing)?\s+off|cancel\w*|scrap(?:s|ped)?|abort\w*)\b", re.I)
_ENDED = re.compile(r"\b(?:ended|ends|stopped|abolished|dropped|withdrawn|axed|discontinued)\b", re.I)
_CALLED_OFF = re.compile(rf"\b(?:the|a|an|its|their|his|her)\s+([a-z]+)"
                         rf"((?:\s+(?!was\b|were\b)[a-z'’]+){{0,4}}?)"
                         rf"\s+(?:was|were|had\s+been|has\s+been|is|are|got)\s+{_OFF}\b", re.I)
_CALL_OFF = re.compile(r"\b(?:(?:call|calls|calling|called)\s+off|cancel(?:s|led|ed|ling|ing)?|scrap(?:s|ped)?|"
                       r"abort(?:s|ed)?)\s+(?:the|a|an|its|their|his|her)\s+", re.I)
_UNKNOWING = re.compile(r"\bwithout\s+(?:(?:his|her|their|its|my|your|our|[A-Z]\w+['’]s)\s+)?knowledge\b"
                        r"|\bwithout\s+(?:(?:him|her|them|anyone|[A-Z]\w+)\s+)?knowing(?:\s+it)?\b")


# "keep their original colours" does not change them; "switch to darker colours" changes them
_KEPT_OWN = re.compile(r"\b(?:keep|keeps|kept|keeping)\s+(?=(?:their|its|the|his|her|your|our)\s+"
                       r"(?:original|own|usual|existing|current)\s)", re.I)
_CHANGE = {"switch": "change", "switches": "changes", "switched": "changed", "switching": "changing"}
def _changed(m: re.Match) -> str:
    word = _CHANGE[m.group(1).lower()]
    return word.capitalize() if m.group(1)[0].isupper() else word


_SWITCH_TO = re.compile(r"\b(switch|switches|switched|switching)(?=\s+to\s+(?!be\b)[a-z])", re.I)


# "carry on" with no thing carried ("the import carries on", "carry on with the scale") is "continue"
_CONTINUE = {"carry": "continue", "carries": "continues", "carried": "continued", "carrying": "continuing"}
def carried_on(text: str) -> dict[str, str]:
    """The words ``switched`` makes of ``text``'s "carry on", each with the phrase it was."""
    return {_CONTINUE[m.group(1).lower()]: m.group(0) for m in _CARRY_ON.finditer(text)}


_CARRY_ON = re.compile(r"\b(carry|carries|carried|carrying)\s+on\b(?!\s+(?:the|a|an|his|her|their|its|your|my|our)\b)",
                       re.I)


# "keep the same finger" does not change it; "all the way" is fully (against "halfway")
_KEPT_SAME = re.compile(r"\b(?:keep|keeps|kept|keeping|use|uses|used|using)\s+the\s+same\b", re.I)
_STAYED_PUT = re.compile(r"\b(?:stay|stays|stayed|staying|remain|remains|remained|remaining)\s+(?:in|at)\s+the\s+"
                         r"same\s+(place|position|spot|location)\b", re.I)
_BACK_UP = re.compile(r"\b(is|are|was|were|be|been|comes|came|come|gets|got)\s+back\s+up\b", re.I)
_START_TO_FINISH = re.compile(r"\bfrom\s+(?:the\s+)?(?:start|beginning)\s+to\s+(?:the\s+)?(?:finish|end)\b", re.I)
_ALL_THE_WAY = re.compile(r"\ball\s+the\s+way\b(?!\s+(?:to|from|through|across)\b)", re.I)


# "come back" and "go back" both say "return" ("when errors come back, return to ..." for "if
# mistakes return, go back to ..."): "come" and "go" are opposites only as movements
_RETURN = {"come": "return", "comes": "returns", "coming": "returning", "came": "returned", "go": "return",
           "goes": "returns", "going": "returning", "went": "returned", "gone": "returned"}
_BACK = re.compile(rf"\b({'|'.join(_RETURN)})\s+back\b", re.I)


def slight_phrase(text: str) -> str | None:
    """The words of ``text`` that ``switched`` reads as "slightly" ("by less than 1 percent")."""
    m = _SLIGHT.search(text) or _ONLY_BY_SAID.search(text)
    return m.group(0).strip() if m else None


# a change by a small amount ("dropped by less than 1 percent") is a slight one, which the
# lexicon's degree opposites compare with "sharply"
_SLIGHT = re.compile(
    r"\s+by\s+(?:less than|under|barely|only|just|at most)\s+(?:a|one|1|half a|0?\.\d+|1\.\d+)\s*"
    r"(?:%|percent|per cent|percentage point|point|degree)s?\b",
    re.I,
)

# a change its writer calls small, whatever the figure ("rose by only 8 minutes"): read as
# "slightly" too, the figure kept for the checks that compare figures
_ONLY_BY_SAID = re.compile(  # the same, with the figure and its unit ("by only 8 minutes")
    r"\bby\s+(?:only|just|barely|merely|a mere)\s+[\d.,]*\w+(?:\s+(?!and\b|or\b|but\b)[a-z]+)?", re.I)
_ONLY_BY = re.compile(
    r"\s+by\s+(?:only|just|barely|merely|a mere)\s+(?=\d|(?:a|one|two|three|four|five|a few)\b)", re.I)


# "the new finger ... the old one": "one" stands for the noun after the other side of an opposite pair
_ONE = re.compile(r"\b(?:the|a|an)\s+([a-z]+)\s+(ones?)\b", re.I)
_PAIRED = re.compile(r"\b([a-z]+)\s+(?=([a-z]{3,})\b)", re.I)  # every word with the next (overlapping)


def ones_named(text: str) -> str:
    """``text`` with "the old one" read as "the old finger" where "the new finger" comes before it."""
    def named(m: re.Match) -> str:
        own = lx.stem(m.group(1).lower())
        other = next((b if own in a else a for a, b in lx.OPPOSITES if own in a or own in b), None)
        noun = next((p.group(2) for p in _PAIRED.finditer(text, 0, m.start())
                     if other and lx.stem(p.group(1).lower()) in other), None)
        if noun is None or noun.lower() in _NOT_NOUNS:
            return m.group(0)
        noun = noun if m.group(2).lower() == "one" or noun.endswith("s") else f"{noun}s"
        return f"{m.group(0)[: m.start(2) - m.start(0)]}{noun}"

    return _ONE.sub(named, text)


_NOT_NOUNS = frozenset("and the for than one ones with from into onto that this".split())


# "a planet must clear its orbit, which Pluto has not done": the deed "done" stands for, named
_DONE = re.compile(r"\b(?:must|should|to|can|could|will|would|may|might)\s+([a-z]{3,})\b[^.;]{0,80}?,\s+which\s+"
                   r"(?:(?:the|this|that|its|their|his|her)\s+[a-z-]+|(?:the\s+)?[A-Z][a-z]+|it|he|she|they)"
                   r"(?:\s+[A-Z][a-z]+)?\s+(?:has|have|had|did|does|do)\s+"
                   r"(?:not|never)\s+(done|do)\b")


# "..., releasing the pollen, which honeybees cannot do": the deed just before, denied of the others
_DONE_ING = re.compile(r"\b([a-z]{3,}ing(?:\s+(?:the|its|their|a|an)\s+[a-z-]+)?),\s+which\s+(?:the\s+)?[A-Za-z]+\s+"
                       r"(?:cannot|can't|could\s+not|couldn't|do\s+not|don't|does\s+not|doesn't|did\s+not|never)\s+"
                       r"(do)\b")


def done_named(text: str) -> str:
    """``text`` with a denied "done" written as the deed it stands for ("which Pluto has not done"
    after "must clear its orbit": "which Pluto has not clear"; "releasing the pollen, which
    honeybees cannot do": "... cannot releasing the pollen"), so the denial is of that deed."""
    text = _DONE_ING.sub(lambda m: m.group(0)[: m.start(2) - m.start()] + m.group(1), text)
    return _DONE.sub(lambda m: m.group(0)[: m.start(2) - m.start()] + m.group(1), text)


_NOUN_STOPS = re.compile(r"(?<!\bfor )(?<!\bof )\b(?!(?:with|both|during|nothing|something|anything|everything)\b)"
                         r"([a-z]+(?:th|ing|tion|ment))\s+(?:stops|stopped|ceases|ceased|halts|halted|"
                         r"(?:ends|ended)(?!\s+(?:quietly|softly|loudly|gently|peacefully|happily|sadly|"
                         r"triumphantly|brilliantly|with)\b))\b"  # "the movement ends quietly": how it ends
                         r"(?!\s+\w+ing\b)", re.I)  # "growth stops"; not "the automation stops working"
_MORE_A_THAN = re.compile(r"\bmore\s+((?:an?|the)\s+(?:[a-z]+\s+)?[a-z]+)\s+than(?=\s+(?:an?|the)\s)", re.I)


_STOPS_AT = re.compile(r"\b(?:stops|stopped|stop)\s+(?=(?:at|near)\s+(?:about\s+)?\d)", re.I)  # "stops at 80 percent"


# "ask for imagination more than precision": one quality put before another, as "rather than"
# (both in lower case, the second a single thing: not "girls read more than boys")
_NOUN_MORE_THAN = re.compile(r"\b([a-z]{4,})\s+more\s+than\s+([a-z]{3,}[a-rt-z])\b(?=\s*(?:[.,;:!?]|$|and\b|or\b))")
_NOT_A_QUALITY = frozenset("nothing something anything everything little much far even once twice".split())


def _preferred(m: re.Match) -> str:
    """ "imagination rather than precision" where both are things (nouns in WordNet), else unchanged."""
    net = wordnet.load()
    nouns = net is not None and all(net.common_pos(w.lower())[:1] == ["n"] for w in m.groups())
    if not nouns or m.group(1).lower() in _NOT_A_QUALITY:
        return m.group(0)
    return f"{m.group(1)} rather than {m.group(2)}"


def as_denials(text: str) -> str:
    """``text`` with denials written so the negation scopes read them: "more a novelty than a product"
    and "imagination more than precision" as "rather than", "growth stops when ..." as "not growth
    when ...", "without letting the notes run" as "the notes not run", "resist the urge to rush" as
    "do not rush"; "stops at 80 percent" (where it pauses) denies nothing."""
    text = _NOUN_MORE_THAN.sub(_preferred, _MORE_A_THAN.sub(r"\1 rather than", text))
    text = _NOT_APPLIED.sub(r"not \1 for", turned_off(text))  # "forwarding does not apply to X": X is not forwarded
    text = _NO_WISH.sub(r"\1 ", text)  # "no intention of marrying her" denies the marrying
    text = _WITHOUT_LETTING.sub(r"\1 not ", text)  # "without letting the notes run together" denies the running
    text = _RESIST.sub("do not ", text)  # "resist the temptation to rush" denies the rushing
    return _NOUN_STOPS.sub(_stopped, _STOPS_AT.sub("pauses ", text))


_NO_WISH = re.compile(r"\b(no|never\s+any|not\s+any)\s+(?:intention|intent|plans?|wish|desire|interest)"
                      r"\s+(?:(?:of|in)\s+(?=[a-z]+ing\b)|to\s+)", re.I)  # a deed, not a thing ("in the shop")
_WITHOUT_LETTING = re.compile(r"\bwithout\s+(?:letting|allowing)\s+((?:the|a|an|its|their|your|his|her|any)\s+"
                              r"(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+(?:to\s+)?(?=[a-z]+\b)", re.I)
_RESIST = re.compile(r"\bresist(?:s|ed|ing)?\s+(?:the\s+)?(?:temptation|urge)\s+to\s+", re.I)
_NOT_APPLIED = re.compile(r"\b([a-z]{3,}(?:ing|tion))\s+(?:does|do|did)\s+not\s+apply\s+to\b", re.I)


def turned_off(text: str) -> str:
    """``text`` with a doing turned off written as its denial: "which also turns off location
    tracking" as "which also no tracking location"."""
    def denied(m: re.Match) -> str:
        if m.group(0).lower().startswith("stop") and not (m.group(1) or m.group(2)):
            return m.group(0)  # "stopped killing leopards": a deed stopped (``denied.stopped_things``)
        return f"no {m.group(3)} {m.group(2) or ''}".rstrip()

    return _TURNS_OFF.sub(denied, text)


# a doing turned off or stopped: "turns off location tracking", "stops location tracking"
_TURNS_OFF = re.compile(r"\b(?:(?:turns?|turned|turning|switch(?:es|ed|ing)?)\s+off|stops|stopped)\s+"
                        r"(the\s+|your\s+|its\s+)?"
                        r"(?!(?:during|nothing|something|anything|everything|morning|evening)\b)"
                        r"([a-z]+\s+)?((?!during\b)[a-z]+(?:ing|tion))\b", re.I)  # (not "disabled during")


# "soon after the Great Exhibition ended": a time the clause names, not a denial
_WHEN_ENDED = re.compile(r"\b(?:after|before|until|till|since|once|when)\s+(?:the\s+|its\s+|their\s+)?"
                         r"(?:[a-z]+\s+)?$", re.I)


def _stopped(m: re.Match) -> str:
    return m.group(0) if _WHEN_ENDED.search(m.string[: m.start()]) else f"not {m.group(1)}"


# "about twice the space of a still photo": more space than it; "half the weight of": less
_TIMES_THE = re.compile(r"\b(?:(?:about|roughly|nearly|almost)\s+)?"
                        r"(?:(half)|twice|(?:two|three|four|five|ten|\d+)\s+times)\s+the\s+([a-z]+)\s+of\b", re.I)
# "took ten minutes longer to fall asleep": fell asleep more slowly
_LONGER_TO = re.compile(r"\b(?:took|takes|take|taking)\s+(?:(?:about|roughly|some|around)\s+)?"
                        r"(?:[\w-]+\s+(?:seconds?|minutes?|hours?|days?|weeks?)\s+)?(longer|less\s+time)\s+to\s+"
                        r"([a-z]+(?:\s+(?:asleep|up|down|out|off|over|through))?)\b", re.I)


def times_compared(text: str) -> str:
    """``text`` with "twice the space of" as "more space than", and "took longer to fall asleep" as
    "fall asleep slower": comparisons the opposites and sides read."""
    text = _TIMES_THE.sub(lambda m: f"{'less' if m.group(1) else 'more'} {m.group(2)} than", text)
    return _LONGER_TO.sub(lambda m: f"{m.group(2)} {'slower' if m.group(1).lower() == 'longer' else 'faster'}", text)


# working with or without a connection: "without an internet connection" is "offline"; "need an
# internet connection" is "work online only"
_CONNECTION = r"(?:an?\s+|any\s+|a\s+working\s+)?(?:internet|network|data|wi-?fi|mobile|online)\s+connection"
_OFFLINE = re.compile(rf"\bwithout\s+{_CONNECTION}", re.I)
_ONLINE = re.compile(rf"\b(?:needs?|needed|requires?|required)\s+{_CONNECTION}", re.I)


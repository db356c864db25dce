"""Words that other words say in one (pure): "below ground" is "underground", "delivered again"
is "redelivered"."""

from __future__ import annotations

import re

from footnote.shared.verification import senses, wordnet
from footnote.shared.verification.dates import part_of_year_said
from footnote.shared.verification.words import canon, tokens

# "below ground" says "underground", "under the sea" "undersea": a place word and the noun a closed compound joins
_PLACE_SIDE = {"under": "under", "below": "under", "beneath": "under", "underneath": "under", "over": "over",
               "above": "over"}
_PLACE = rf"\b({'|'.join(_PLACE_SIDE)})\s+(?:the\s+)?"
_PLACED = re.compile(_PLACE + r"([a-z]{3,})\b", re.I)
_PLACED_ONE = re.compile(_PLACE + r"(ground|water)\b", re.I)  # the two ``placed`` writes as one word


def _joined(m: re.Match) -> str:
    """The closed compound a place word and its noun make ("underground" of "below ground")."""
    return _PLACE_SIDE[m.group(1).lower()] + m.group(2).lower()


def placed_said(claim: str, span: str) -> set[str]:
    """Stems of the claim's nouns after a place word where the span joins that noun to a place
    word of the same side ("ground" in "ran below ground" for "ran underground")."""
    theirs = set(tokens(span))
    return {canon(m.group(2).lower()) for m in _PLACED.finditer(claim) if _joined(m) in theirs}


def placed(text: str) -> str:
    """``text`` with "above ground" / "below ground" (water, too) as one word, as "underground" is;
    "one at a time" as "separately"; "no two have the same face" as "each has a different face";
    "stay the same" as "do not change"; "leave out" as "omit"; "rich in" as "high in"; "at the
    close" as "at the end"; "gave up his title" as "renounced his title"."""
    text = _NO_TWO.sub(r"each\1a different", _ONE_AT_A_TIME.sub("separately", text))
    text = _STAYS_SAME.sub("do not change", text)  # "tokens stay the same" against "tokens are rotated"
    text = _LEAVE_OUT.sub(lambda m: _OMIT[m.group(1).lower()], text)  # "may leave out the token": omit it
    text = _RICH_IN.sub(lambda m: _LEVEL[m.group(1).lower()], text)  # "rich in energy" against "low in energy"
    text = _AT_THE_CLOSE.sub(r"\1 end", text)  # "at the close, embers break open": the end, not a closing
    text = _GIVE_UP.sub(lambda m: _RENOUNCE[m.group(1).lower()], text)  # "gave up his title": renounced it
    text = _TURN_DOWN.sub(lambda m: _REFUSE[m.group(1).lower()], text)  # "turns down the offer": refuses it
    text = _WENT_OUT.sub(r"\1 extinguished", text)  # "the candle went out": it stopped burning
    text = _LESS_WELL.sub("worse", text)  # "estimate answers less well" against "estimate answers better"
    text = _NEVER_STOP.sub("keep ", text)  # "chords that never stop moving" keep moving: "constantly moving"
    return _PLACED_ONE.sub(_joined, text)


def handed(text: str, other: str) -> str:
    """``text`` with "a right-hand tremolo" and "the right hand's tremolo" as "a tremolo in the right hand",
    unless both sides name a hand in a compound (compared as they stand: "right-hand chords" / "left-hand
    chords"), and a hand left unsaid said ("triplets in the left," beside "in the right hand")."""
    if "hand" not in text.lower():
        return text
    if re.search(r"\bhands?\b", text, re.I):  # "triplets in the left," after "in the right hand": the left hand
        text = _ELIDED.sub(r"\1 the \2 hand", text)
    if _HANDED.search(other) and _HANDED.search(text):
        return text  # two compounds are compared as they stand
    return _HANDS.sub(r"\2 in the \1 hand", _HANDED.sub(r"\2 in the \1 hand", text))  # "the right hand's semiquavers"


_ELIDED = re.compile(r"\b(in|with|for|by|to)\s+the\s+(left|right)(?=\s*[,.;:!?]|\s+(?:and|but|while|as)\b)", re.I)
_HANDS = re.compile(r"\bthe\s+(left|right)\s+hand['’]s\s+([a-z]+)\b", re.I)


_HANDED = re.compile(r"\b(left|right)-hand\s+(?!(?:side|corner|column|margin|edge|drive|lane|turn|page|panel|menu|"
                     r"pane|bar)s?\b)([a-z]+)\b", re.I)


# "turns down the offer" refuses it (not "turn down the volume", which lowers it)
_TURN_DOWN = re.compile(r"\b(turn|turns|turned|turning)\s+down\b(?=\s+(?:(?:his|her|their|the|an?|my|your|our)\s+)?"
                        r"(?!(?:his|her|their|the|an?|my|your|our|volume|heat|sound|music|radio|lights?|thermostat|temperature|gas|flames?|fire|beds?|"
                        r"sheets?|collar|pages?|corners?|brightness|contrast|tv|television|speed|power|lamps?)\b)"
                        r"[a-z]+)", re.I)  # any offer or request: not the volume, the heat or the sheets
_NEVER_STOP = re.compile(r"\b(?:never|not|n't)\s+(?:\w+ly\s+)?(?:stop|stops|stopped|cease|ceases|ceased)\s+"
                         r"(?=[a-z]{3,}ing\b)", re.I)
_LESS_WELL = re.compile(r"\bless\s+(?:well|good)\b", re.I)
_WENT_OUT = re.compile(r"\b((?:candles?|flames?|fires?|lamps?|torch(?:es)?|lights?)(?:\s+[a-z]+)?)\s+"
                       r"(?:go|goes|went|gone|going)\s+out\b", re.I)
_REFUSE = {"turn": "refuse", "turns": "refuses", "turned": "refused", "turning": "refusing"}


_GIVE_UP = re.compile(r"\b(give|gives|gave|given|giving)\s+up\b(?=\s+(?:his|her|their|its|the|a|an|my|your|our)\b)",
                      re.I)
_RENOUNCE = {"give": "renounce", "gives": "renounces", "gave": "renounced", "given": "renounced",
             "giving": "renouncing"}
_AT_THE_CLOSE = re.compile(r"\b((?:at|by|near|towards?)\s+the)\s+close\b(?!\s+(?:to|by)\b)", re.I)  # not "close to"
_RICH_IN = re.compile(r"\b(rich|poor)(?=\s+in\s+[a-z])", re.I)
_LEVEL = {"rich": "high", "poor": "low"}


_LEAVE_OUT = re.compile(r"\b(leave|leaves|leaving|left)\s+out\b", re.I)
_OMIT = {"leave": "omit", "leaves": "omits", "leaving": "omitting", "left": "omitted"}
_STAYS_SAME = re.compile(r"\b(?:stay|stays|stayed|remain|remains|remained)\s+the\s+same\b", re.I)


_NO_TWO = re.compile(r"\bno two\b([^.;]{0,80}?\s)the same\b", re.I)  # "no two shells end with the same pattern"
_ONE_AT_A_TIME = re.compile(r"\bone (?:at a time|after (?:the )?other|by one)\b", re.I)


def placed_phrases(text: str) -> dict[str, str]:
    """The one words ``placed`` makes of ``text``, each with the phrase it was ("overground": "above ground")."""
    out = {_joined(m): m.group(0) for m in _PLACED_ONE.finditer(text)}
    one = _ONE_AT_A_TIME.search(text)
    out |= {"separately": one.group(0)} if one else {}
    out |= {_OMIT[m.group(1).lower()]: m.group(0) for m in _LEAVE_OUT.finditer(text)}
    out |= {_LEVEL[m.group(1).lower()]: f"{m.group(1)} in" for m in _RICH_IN.finditer(text)}
    went = _WENT_OUT.search(text)  # "went out"
    out |= {"extinguished": went.group(0)[len(went.group(1)) :].strip()} if went else {}
    out |= {_REFUSE[m.group(1).lower()]: m.group(0) for m in _TURN_DOWN.finditer(text)}  # "turns down"
    return out | ({"different": "no two ... the same"} if _NO_TWO.search(text) else {})


REDONE_MIN = 7  # letters a "re-" word needs before its rest is read as the verb done again ("redelivered")


def redone(text: str) -> set[str]:
    """Stems of the verbs ``text`` says are done again ("deliver" for "redelivered", "start" for
    "restarts"), with the hyphen or without; only the parts that are words of ``text``'s other side
    matter to a caller, so a "re-" word that is no such verb ("record") adds a stem nobody reads."""
    return {canon(w[2:].lstrip("-")) for w in tokens(text) if w.startswith("re") and len(w) >= REDONE_MIN}


# "when cors.allow_credentials is false": a setting's name turned off says "not allow credentials"
_OFF_SETTING = re.compile(
    r"\b(?:[a-z][a-z0-9]*\.)*([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\s+(?:is|are)\s+(?:set\s+to\s+)?(?:false|off|disabled)\b",
    re.I)


def settings_off(text: str) -> str:
    """``text`` with "<setting> is false" (or off, disabled) as "not <setting>", its last dotted
    part, whose words the negation then reaches ("not allow_credentials")."""
    return _OFF_SETTING.sub(r"not \1", text)


_ABLE = re.compile(r"([a-z]{3,}?)(?:able|ible)$")


def able_said(claim: str, span: str) -> set[str]:
    """Stems of the claim's verbs that the span says as "can be V-ed" in a word WordNet gives the
    same sense as "V-able" ("heard" for "audible", which is "hearable"; "seen" for "visible")."""
    net = wordnet.load()
    if net is None:
        return set()
    roots = set()
    for w in {t.lower() for t in tokens(span)}:
        for o in net.senses(w, "a"):
            roots |= {m.group(1) for lemma in net.synset("a", o).lemmas if (m := _ABLE.fullmatch(lemma))}
    if not roots:
        return set()
    return {canon(w) for w in tokens(claim) if set(net.lemmas(w.lower(), "v")) & roots}


_NOT_BEFORE = re.compile(r"\b(?:not|never|without)\s+([a-z]+)(?:\s+([a-z]+))?", re.I)  # "not knowing", "not yet known"


def negated_said(claim: str, span: str) -> set[str]:
    """Stems of the claim's "un-" words that the span says as "not" and the opposite's own word
    ("unaware" for "not knowing": WordNet's "unaware" is the antonym of "aware", which derives
    from "know")."""
    net = wordnet.load()
    mine = [w for w in {t.lower() for t in tokens(claim)} if w.startswith(("un", "in", "im")) and len(w) > 5]
    if net is None or not mine:
        return set()
    theirs = {b for m in _NOT_BEFORE.finditer(span) for w in m.groups() if w for b in net.bases(w.lower())}
    out = set()
    for w in mine:  # "unaware"; a noun too: "inactivity" for "without activity"
        for kind, o in [(pos, o) for pos in ("a", "n") for o in net.senses(w, pos)]:
            for p, a in net.synset(kind, o).linked("!"):
                opposite = net.synset(p, a)
                words = set(opposite.lemmas) | {lem for q, d in opposite.linked("+") for lem in net.synset(q, d).lemmas}
                if words & theirs:
                    out.add(canon(w))
    return out


_UNLESS_CHANGED = re.compile(r"\b(?:unless|until|if not)\s+(?:\w+\s+)?(?:configured|set|changed|told|specified|"
                             r"overridden)\s+otherwise\b|\bout of the box\b|\bunless\s+changed\b"
                             r"|\b(?:unless|until)\s+(?:you|they|someone|an?\s+\w+)\s+(?:change|changes|switch|switches|turn|"
                             r"turns)\s+(?:it|this|that|them)(?:\s+(?:off|on))?\b", re.I)  # "unless you change it"
_WHENEVER = re.compile(r"\bwhenever\s+(?:you|they|we|he|she)\s+(?:like|likes|want|wants|wish|wishes|choose|chooses)\b",
                       re.I)
# "at once" in its other words, one pattern for ``set_phrases_said`` and ``during.delay_flip``
AT_ONCE = re.compile(r"\b(?:at once|straight ?away|right away|immediately|instantly|without delay)\b", re.I)
# (the claim's phrase, what the span must say for it)
_NOTED = r"(?:found|seen|observed|detected|recorded|reported|noted)\b"
_SET_PHRASES = ((_UNLESS_CHANGED, re.compile(r"\bdefaults?\b", re.I)),
                (_WHENEVER, re.compile(r"\b(?:at any time|any time|anytime|whenever)\b", re.I)),
                (re.compile(r"\bdifferent\b", re.I), re.compile(r"\bno two\b[^.;]{0,80}\bthe same\b", re.I)),
                (AT_ONCE, AT_ONCE),  # "straight away" where the span says "at once" or "immediately"
                (re.compile(r"\bunable\b", re.I),  # "was unable to purify it" for "could not purify it"
                 re.compile(r"\b(?:could\s*not|couldn't|cannot|can't|can\s+not|not\s+able|failed\s+to)\b", re.I)),
                (re.compile(r"\ba\s+couple\s+of\b", re.I), re.compile(r"\b(?:two|2)\b", re.I)),  # "a couple of years"
                (re.compile(r"\b(?:come|comes|came|coming|go|goes|went|going|gone)\s+back\b", re.I),  # "goes back"
                 re.compile(r"\breturn(?:s|ed|ing)?\b", re.I)),
                (re.compile(r"\b(?:die|dies|died)\b", re.I), re.compile(r"\bdeaths?\b", re.I)),  # "after they die"
                (re.compile(r"\bswitch(?:es|ed|ing)?\b(?=(?:\s+[\w-]+){0,3}?\s+(?:on|off)\b)", re.I),  # "switch it off"
                 re.compile(r"\bturn(?:s|ed|ing)?\b(?:\s+[\w-]+){0,3}?\s+(?:on|off)\b", re.I)),
                (re.compile(r"\b(?:switched|turned)\b(?=\s+(?:on|off)\b)", re.I),  # "while it is switched on"
                 re.compile(r"\b(?:is|are|was|were|be|stays?|remains?)\s+(?:on|off)\b", re.I)),  # for "while it is on"
                (re.compile(r"\blike\b(?=\s+[a-z])", re.I), re.compile(r"\bsuch\s+as\b", re.I)),  # "traits like"
                (re.compile(r"\bno\s+longer\b", re.I),  # "no longer moulted" for "stopped moulting"
                 re.compile(r"\b(?:stop|stops|stopped|cease|ceases|ceased|no longer)\b", re.I)),
                (re.compile(r"\b(?:once|one\s+time)\s+a\s+day\b|\b(?:every|each)\s+day\b", re.I),  # "once a day"
                 re.compile(r"\bdaily\b", re.I)),
                (_AT_THE_CLOSE, re.compile(r"\b(?:end|ends|ended|ending|finally|last)\b", re.I)),  # "at the close"
                (re.compile(r"\b(?:once|one\s+time)\s+a\s+week\b|\b(?:every|each)\s+week\b", re.I),
                 re.compile(r"\bweekly\b", re.I)),
                (re.compile(rf"(?:(?<=\bwere )|(?<=\bwas )|(?<=\bare )|(?<=\bis )){_NOTED}", re.I),  # "no cases were
                 re.compile(rf"\bno\b[^.;]{{0,50}}\b(?:were|was|are|is)\s+{_NOTED}", re.I)),  # found" for "recorded"
                (re.compile(r"\b(?:consists?|consisted|consisting|comprises?|comprised|made\s+up)\b", re.I),
                 re.compile(r"\b(?:is|are|was|were)\s+(?:a|an)\s+(?:set|collection|cycle|group|series|suite|sequence)\s+"
                            r"of\b|\bmade\s+up\s+of\b|\bcomprises?\b|\bconsists?\s+of\b", re.I)))  # "consists of"


def set_phrases_said(claim: str, span: str) -> set[str]:
    """Stems of "unless configured otherwise" (or "out of the box") where the span says "default",
    of "whenever you like" where it says "at any time", of "different" where "no two ... the same", of
    "straight away" where it says "at once", of "unable" where it says "could not", of "a couple of"
    where it says "two", of "no longer" where it says "stopped", of "once a day" where it says "daily", of
    "at the close" where it says "ends", of "switched on" where it says "is on", of "no cases were found"
    where "no cases were recorded", of "early in 1610" where it says "January 1610", of "consists of" where
    it says "is a set of"."""
    return {canon(w) for phrase, needed in _SET_PHRASES if needed.search(span)
            for m in phrase.finditer(claim) for w in tokens(m.group(0))} | part_of_year_said(claim, span)


def negative_words(text: str, shortest: int = 7) -> set[str]:
    """What words that carry their own negation deny: "treeless" trees, "fog-free" fog, "unacknowledged"
    acknowledging (words of ``shortest`` letters or more). Read only to find a claim's negation in
    the source ("streets without trees" for "treeless streets"), never as a flip of their own: "the
    unfinished task" and "plots left unfertilised" describe things, they deny nothing the claim says."""
    out = set()
    for w in re.findall(r"[a-z]+", text.lower()):
        if len(w) < shortest or w in _NOT_WITHOUT:
            continue
        if w.endswith("less"):
            out.add(canon(w[:-4]))
        elif w.startswith("un") and senses.known(w[2:]) and not _undoing(w):
            out.add(canon(w[2:]))
            if w.endswith(("able", "ible")) and len(w) > 8:  # "unreadable": what cannot be read
                out.add(canon(w[2:-4]))
    for m in re.finditer(r"\bnon-?([a-z]{4,}?)(?:er|ers)\b", text.lower()):  # "non-swimmers": who did not swim
        base = m.group(1)
        out |= {canon(b) for b in (base, base + "e", base[:-1] if base[-1:] == base[-2:-1] else "") if senses.known(b)}
    out |= {canon(m.group(1)) for m in re.finditer(r"\b([a-z]{3,})-free\b", text.lower())}  # "fog-free": no fog
    for m in re.finditer(r"\b((?:[a-z]+\s+)?[a-z]+)-deficient\b", text.lower()):  # "a vitamin D-deficient diet"
        out |= {canon(w) for w in m.group(1).split()}  # lacks vitamin D
    return out


def _undoing(word: str) -> bool:
    """An "un-" verb that undoes a deed ("unlocking", "untied"): it reverses the deed, it denies nothing."""
    net = wordnet.load()
    return net is not None and net.pos_of(word) == "v"


_NOT_WITHOUT = frozenset("unless nevertheless nonetheless doubtless regardless".split())


_LACKING = re.compile(r"\b([a-z]{3,})less\s+([a-z]{3,})\b", re.I)  # "a wordless refrain"
_HAVING = r"\s+(?:\w+\s+)?(?:has|have|had|contains?|contained|includes?|included|with|carries|carry)\s+(?:\w+\s+)?"


def lacking_said(claim: str, evidence: str) -> tuple[str, str] | None:
    """(the claim's words, the source's) where the claim gives a thing what the source says it is
    without: "The refrain has words" for "a wordless refrain"."""
    for m in _LACKING.finditer(evidence):
        lacked, thing = m.group(1).lower(), m.group(2).lower()
        if not senses.known(lacked) or lacked in ("un", "regard"):
            continue  # ("regardless of": no thing lacked)
        said = re.search(rf"\b{re.escape(thing[:5])}\w*{_HAVING}{re.escape(lacked)}\w*", claim, re.I)
        if said and not re.search(r"\b(?:no|not|never|without|cannot)\b|n't\b", said.group(0), re.I):
            return said.group(0), m.group(0)  # (not "has no words": the source's own)
    return None

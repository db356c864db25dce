"""Words that carry no direction or order of their own (pure): where accents *fall* (land), a
*followed* route, a verb's particle that carries its direction or says done ("speeds *up*", "wakes
*up*"), a bound ("by *up* to 30"), a degree ("*far* less"), and what one makes one's *own*."""

from __future__ import annotations

import re

from footnote.shared.verification import lexicon as lx

_GO = frozenset("go goes went gone going".split())
_LANDS = frozenset(("fall", "fell", "falls"))  # "falls on": lands on
_DIRECTION_PARTICLES = frozenset(("up", "down"))
# verbs whose "up" or "down" says done, not which way: "wakes up", "gives up", "sets up", "shuts down"
_DONE_UP = frozenset(lx.stem(w) for w in (
    "wake give end show make pick set sign use eat fill clean hurry sum catch line open dress free tidy back "
    "team pair split save dry wrap mix follow keep light blow brush check cover fix hang hold join lock pay "
    "seal settle size stir sweep take tear think tighten wash call").split())
_DONE_DOWN = frozenset(lx.stem(w) for w in "shut break close write note track hunt calm narrow wind water".split())
_DEGREE_AFTER = frozenset("less more fewer better worse too".split())
_NOT_COMPARED = frozenset("after over under corner border water river".split())
_BOUND = re.compile(rf"\d|(?:{'|'.join(lx.NUMBER_WORDS)})$")  # "by up to 30 degrees": a bound, not a way


_MADE = frozenset("make makes made making build builds built grow grows grew grind grinds ground write writes wrote "
                  "bake bakes baked sew sews sewed brew brews brewed".split())


_DETERMINERS = frozenset("a an the its their his her this that each every".split())
_AFTER_THING = frozenset("and or but in on at with was were is are a an the it he she they this that".split())  # (the
# words split off no punctuation: "a building. A report" reads "building a report")


def _thing(words: list[str], i: int) -> bool:
    """``words[i]`` is an "-ing" noun, not its verb: "its buildings", "a building" ending its phrase (not
    "the building of the bridge", a deed, nor "a rising third"), where the lexicon does not list the form."""
    w = words[i]
    if w in lx.OPPOSITE_FORMS or not w.endswith(("ing", "ings")) or len(w) < 6:
        return False
    after = words[i + 1] if i + 1 < len(words) else ""
    return w.endswith("ings") or (i > 0 and words[i - 1] in _DETERMINERS and (not after or after in _AFTER_THING))


_JOIN = frozenset("join joins joined joining".split())
_GATHERINGS = frozenset("meeting meetings call calls session sessions class classes club clubs team teams group groups "
                        "queue chat channel server game network conversation lesson course".split())


def _joins_in(words: list[str], i: int) -> bool:
    """``words[i]`` is "join" said of entering a gathering ("participants who join a meeting", "who join
    wait"), not of putting things together ("join the two notes")."""
    if words[i] not in _JOIN:
        return False
    after = [w for w in words[i + 1 : i + 3] if w not in ("a", "an", "the", "your", "their", "our", "my")]
    return (i > 0 and words[i - 1] == "who") or (bool(after) and after[0] in _GATHERINGS)


def carried(words: list[str], i: int) -> bool:
    """``words[i]`` says no direction or order of its own: "accents *fall* on the wrong notes" (where
    they land), "*followed* a quicker route", the particle of a verb that carries the direction
    ("speeds *up*", "slows *down*") or says done ("wakes *up*"), a bound ("by *up* to 30"), or a
    degree ("*far* less")."""
    w = words[i]
    if _thing(words, i) or _joins_in(words, i):
        return True
    if w in _LANDS:
        return i + 1 < len(words) and words[i + 1] in ("on", "upon")
    if w in _FOLLOW:  # "followed a quicker route", "follow the instructions": a way taken, not what came after
        return any(x in _WAYS for x in words[i + 1 : i + 5])
    if w == "own":  # "made his own lenses": made by himself, not each apart ("each in its own")
        return i >= 2 and words[i - 1] in ("his", "her", "their", "my", "your", "our") and words[i - 2] in _MADE
    if w == "far":  # "far less", "far better": how much, not how distant
        after = words[i + 1] if i + 1 < len(words) else ""
        return after in _DEGREE_AFTER or (after.endswith("er") and len(after) > 4 and after not in _NOT_COMPARED)
    if w not in _DIRECTION_PARTICLES or i == 0:
        return False
    before = lx.stem(words[i - 1])
    if w == "up" and words[i + 1 : i + 2] == ["to"] and _BOUND.match(words[i + 2] if i + 2 < len(words) else ""):
        return before not in lx.OPPOSITE_STEMS and words[i - 1] not in _GO  # not "went up to 30"
    return before in lx.OPPOSITE_STEMS or before in (_DONE_UP if w == "up" else _DONE_DOWN)


_FOLLOW = frozenset("follow follows followed following".split())
_WAYS = frozenset("path paths route routes road roads course trail track plan plans advice instructions instruction "
                  "rules rule steps lead example guidance recipe pattern procedure method orders map".split())

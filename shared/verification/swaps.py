"""Two things that trade places between claim and evidence (pure): "Elk reduced wolf numbers"
against "Wolves reduced elk browsing". Each thing is placed by its neighbouring words (``senses.fit``)."""

from __future__ import annotations

import re
from collections import Counter
from itertools import pairwise

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.comparisons import comparative
from footnote.shared.verification.dates import WHEN, untimed
from footnote.shared.verification.senses import Seq, apart, fit, same_kind, sequence
from footnote.shared.verification.words import IRREGULAR_DONE, canon, passive, tokens

SWAP_MARGIN = 4  # how much better, together, the two things fit each other's places than their own
OPPOSITE_SWAP_MARGIN = 3  # ... for two opposites ("West" and "East"), whose trading places is rarely a rewording
# relations that read the same either way round: "A is associated with B" = "B ... with A"
SYMMETRIC = frozenset(
    lx.stem(w)
    for w in (
        "associated association correlated correlation linked link related relation similar same equal "
        "differ different differs compared compare versus between both together interact combined mixed"
    ).split()
)
SYMMETRIC_SPAN = 2  # content words a symmetric relation may hold between its two things


def _joined(seq_words: list[str], a: str, b: str) -> bool:
    """``a`` and ``b`` listed together ("water and minerals"), or around a symmetric relation
    ("A is associated with B"; not one further off: "... by 5 mmHg compared with usual care")."""
    idx = {canon(w): k for k, w in enumerate(seq_words)}
    if a not in idx or b not in idx:
        return False
    lo, hi = sorted((idx[a], idx[b]))
    between = seq_words[lo + 1 : hi]
    content_between = [w for w in between if w not in STOPWORDS]
    if not content_between and ({"and", "or", "nor"} & set(between)):
        return True
    return len(content_between) <= SYMMETRIC_SPAN and any(lx.stem(w) in SYMMETRIC for w in between)


_PREPOSED = re.compile(r"\s+(?:in|from|for|on|at|by|to)\s+(?:the\s+|a\s+|an\s+)?", re.I)


def _compounded(ours: list[str], theirs: list[str], a: str, b: str) -> bool:
    """One side names one thing by ``a`` and ``b`` side by side where the other puts the second before
    the first with a preposition ("a battle wound", "a wound from battle")."""
    def at(words: list[str], stem: str) -> list[int]:
        return [k for k, w in enumerate(words) if canon(w) == stem]

    def prepped(words: list[str], x: str, y: str) -> bool:
        return any(_PREPOSED.fullmatch(f" {' '.join(words[j + 1 : k])} ")
                   for j in at(words, y) for k in at(words, x) if 1 < k - j <= 3)
    return any(any(k + 1 in at(one, y) for k in at(one, x)) and prepped(other, x, y)
               for one, other in ((ours, theirs), (theirs, ours)) for x, y in ((a, b), (b, a)))


def _recompounded(cw: list[str], ew: list[str]) -> set[str]:
    """The stems of the word pairs one side names as a compound and the other with a preposition."""
    return {st for one in (cw, ew) for p, q in pairwise(one) if p not in STOPWORDS and q not in STOPWORDS
            and _compounded(cw, ew, canon(p), canon(q)) for st in (canon(p), canon(q))}


def swapped(claim: str, span: str) -> tuple[str, str] | None:
    """Two things that trade places: each claim word fits the evidence place of the other better
    than its own ("Elk reduced wolf numbers" against "Wolves reduced elk browsing"). Only things
    named once on each side can be said to move; a passive on one side only turns roles round
    legitimately; things listed together, around a symmetric relation or beside an "of", and words
    of different kinds (``same_kind``) are not swaps; two opposites that trade places are ("West
    Germans ... to the East" for "East Germans ... to the West")."""
    cw, ew = [w.lower() for w in tokens(claim)], [w.lower() for w in tokens(span)]
    if passive(cw) != passive(ew):
        return None
    c, e = sequence(claim), apart(span)  # a place is in one sentence
    c_count, e_count = Counter(s for s, _ in c), Counter(s for s, _ in e)
    where = {s: j for j, (s, _) in enumerate(e) if e_count[s] == 1 and c_count[s] == 1}
    ci = {s: i for i, (s, _) in enumerate(c) if s in where}
    turned = None  # read only for two things that fit each other's places
    net = wordnet.load()
    moved = _transposed(c, e, span)
    moved = None if moved and {canon(w) for w in moved} & WHEN else moved  # "years" moved: no role
    if moved and net is not None and same_kind(net, *moved) and not {canon(w) for w in moved} & _shaped_to(cw, ew) \
            and not _compounded(cw, ew, *map(canon, moved)):  # "the kelvin temperature": "temperature in kelvin"
        return moved
    recompounded = None  # read only for two things that fit each other's places, like ``turned``
    for x, i in ci.items():
        for y, k in ci.items():
            if k <= i or not untimed({x}) or not untimed({y}) or not untimed({x, y}):  # "years later" moved
                continue
            jx, jy = where[x], where[y]
            there, home = fit(c, i, e, jy), fit(c, i, e, jx)
            back, back_home = fit(c, k, e, jx), fit(c, k, e, jy)
            opposed = lx.opposed(x, y) or (net is not None and net.opposite(c[i][1], c[k][1]))
            margin = OPPOSITE_SWAP_MARGIN if opposed else SWAP_MARGIN
            if there <= home or back <= back_home or (there - home) + (back - back_home) < margin:
                continue
            if _joined(cw, x, y) or _joined(ew, x, y):
                continue
            recompounded = _recompounded(cw, ew) if recompounded is None else recompounded
            if {x, y} & recompounded:
                continue  # ("a battle wound" for "a wound from battle": one thing named two ways)
            turned = _turned_round(cw, ew, span) if turned is None else turned
            if {x, y} & turned:
                continue
            if net is not None and not same_kind(net, c[i][1], c[k][1]):
                continue
            return c[i][1], c[k][1]
    return None


def _turned_round(cw: list[str], ew: list[str], span: str) -> set[str]:
    """Words of a phrase said the other way round, not swapped: "the rate of apoptosis" is
    "apoptosis rates", "ocean air" is "air from the ocean", "the retreating glacier" is "the glacier
    retreats"."""
    out = {canon(w) for ws in (cw, ew) for k, w in enumerate(ws) if "of" in ws[max(0, k - 1) : k + 2]}
    for one, other in ((cw, ew), (ew, cw)):  # a thing that does the same on both sides keeps its role
        does = {(canon(b), canon(a)) for a, b in pairwise(other)}
        out |= {canon(b) for a, b in pairwise(one) if a.endswith("ing") and (canon(a), canon(b)) in does}
    low = span.lower()
    out |= {canon(w) for a, b in pairwise(cw) if not {a, b} & STOPWORDS and a in low and b in low
            for w in (a, b) if re.search(
        rf"\b{re.escape(b)}\b(?:\s+\w+){{0,3}}\s+(?:from|in|on|at)\s+(?:the\s+)?{re.escape(a)}\b", span, re.I)}
    return out | _shaped_to(cw, ew)


_LINKS = frozenset("to of for like as into".split())
_PREPOSITIONS = frozenset("during after before between through across over under above below within around against "
                         "along among near despite since until behind beyond inside outside toward towards".split())


def _shaped_to(cw: list[str], ew: list[str]) -> set[str]:
    """A claim's "octave shape" that the source says "shaped to the octave": one thing, the two
    words read the other way round across "to", "of", "for", "like", "as" or "into"."""
    stems = [canon(w) for w in ew]
    return {w for a, b in pairwise(cw) if not {a, b} & STOPWORDS and b not in _PREPOSITIONS
            for w in (canon(a), canon(b))
            if any(stems[j] == canon(b) and ew[j + 1 : j + 2] and ew[j + 1] in _LINKS
                   and all(x in STOPWORDS for x in ew[j + 1 : j + 1 + g]) and stems[j + 1 + g : j + 2 + g] == [canon(a)]
                   for j in range(len(ew)) for g in (1, 2, 3))}


def _transposed(c: Seq, e: Seq, span: str) -> tuple[str, str] | None:
    """Two neighbouring things in the same frame, in the other order, and not a list ("dies of
    *typhus* during a *consumption* outbreak" for "of consumption during a typhus outbreak")."""
    for i in range(1, len(c) - 2):
        for j in range(1, len(e) - 2):
            if (c[i][0], c[i + 1][0]) != (e[j + 1][0], e[j][0]) or c[i][0] == c[i + 1][0]:
                continue
            if c[i - 1][0] != e[j - 1][0] or c[i + 2][0] != e[j + 2][0]:
                continue
            between = re.search(rf"\b{re.escape(e[j][1])}\b(.*?)\b{re.escape(e[j + 1][1])}\b", span, re.I | re.S)
            if between and between.group(1).strip() and not re.search(r",|\b(?:and|or|nor|of)\b", between.group(1)):
                return c[i][1], c[i + 1][1]
    return None


# the parts a sentence gives two sides in ("the left hand carries the arpeggios while the right hand sings")
_PARTS = re.compile(r"[.;!?]\s+|,\s+|\s+(?=(?:while|whereas|but)\b)", re.I)
_SIDES = tuple((left, right) for left, right in lx.OPPOSITES if len(left) == len(right) == 1)  # "left" / "right"
_UP, _UPWARD = ([(a, b) for a, b in lx.OPPOSITES if lx.stem(w) in a][0] for w in ("up", "upwards"))
_SIDES += ((_UP[0] | _UPWARD[0], _UP[1] | _UPWARD[1]),)  # "going up" for "upwards", "coming down" for "downwards"
_NOT_THINGS = STOPWORDS | {"whereas", "while", "but"}
_CONTRAST = re.compile(r"[,;]\s*(?:while|whereas|but)\b|;", re.I)
SUBJECT_AT = 3  # content words into a part within which the thing it is about stands ("The smaller bluestones")
SIDE_SAID = 2  # words the part with one side must share with the source's part with the other, none with its own
SENTENCE_SLACK = 1  # words a claim's part may share with its own side where the sides are whole sentences


def _part_words(part: str) -> set[str]:
    return {canon(w) for w in re.split(r"[\s-]+", part.strip(" .;!?")) if w}  # "down." at the text's end is "down"


def _crossed(cl: set[str], cr: set[str], sl: set[str], sr: set[str], common: set[str], slack: int = 0) -> bool:
    """Each of the claim's two parts (``cl``, ``cr``) shares its words, ``common`` aside, only with
    the source's part for the other side (``sr``, ``sl``), and ``SIDE_SAID`` of them in all.
    ``slack``: words each part may share with its own side, each outweighed twice over."""
    straight = len((cl & sl) - common) + len((cr & sr) - common)
    crossed = [len((cl & sr) - common), len((cr & sl) - common)]
    return straight <= slack and min(crossed) >= 1 and sum(crossed) >= SIDE_SAID + 2 * straight


def sides_traded(claim: str, span: str) -> frozenset[str]:
    """The claim says of one side (one word of a pair: "left"/"right") what the source says of the
    other, part for part ("The right hand plays harp-like arpeggios while the left hand sings
    above" for "the left hand carries wide arpeggios ... while the right hand sings above them"):
    each of the claim's two parts shares its words with the source's part for the other side. The
    pair's stems, or an empty set."""
    def parts(text: str) -> list[set[str]]:  # a fronted word is its clause's ("Downwards, use the thumb")
        out = [_part_words(p) for p in _PARTS.split(text) if p.strip()]
        return [p | out[k + 1] if len(p) == 1 and k + 1 < len(out) else p for k, p in enumerate(out)
                if not (k and len(out[k - 1]) == 1)]

    def halves(text: str) -> list[set[str]]:  # "the thumb going up and the third finger coming down"
        return [_part_words(p) for p in re.split(r"[.;!?,]\s+|\s+and\s+", text)]

    def stemmed(ps: list[set[str]]) -> list[tuple[set[str], set[str]]]:  # each part with its stems, once
        return [(p, {lx.stem(w) for w in p}) for p in ps]

    ours, theirs, split = stemmed(parts(claim)), stemmed(parts(span)), None
    for left, right in _SIDES:
        mine = [[p for p, st in ours if st & side] for side in (left, right)]
        if len(mine[0]) == len(mine[1]) == 1 and mine[0][0] is mine[1][0]:
            split = split or stemmed(halves(claim))
            mine = [[p for p, st in split if st & side] for side in (left, right)]
        yours = [[p for p, st in theirs if st & side] for side in (left, right)]
        if not all(len(x) == 1 for x in (*mine, *yours)) or mine[0][0] is mine[1][0] or yours[0][0] is yours[1][0]:
            continue  # each side in one part of its own, on both sides
        (cl,), (cr,), (sl,), (sr,) = (*mine, *yours)
        common = (cl & cr) | (sl & sr) | set(left) | set(right) | STOPWORDS  # "hand": both parts' word
        if _crossed(cl, cr, sl, sr, common):
            return left | right
    return frozenset()


def participle_turned(surf: list[str], seq: list[str], i: int, other: list[str], j: int) -> bool:
    """The shared word is a participle before its doer on one side and that doer's verb on the
    other: "the retreating glacier" is "the glacier retreats", not a swap around "retreat"."""
    return surf[i].endswith("ing") and i + 1 < len(seq) and j > 0 and seq[i + 1] == other[j - 1]


def done_to_pronoun(words: list[str], verb: str) -> bool:
    """The source's ``verb`` is done to a pronoun ("urges *him*")."""
    k = next((k for k, w in enumerate(words) if canon(w) == verb), None)
    return k is not None and k + 1 < len(words) and words[k + 1] in ("him", "her", "them")


def things_traded(claim: str, span: str) -> bool:
    """The two things the claim's two parts are about, each given what one sentence of the source
    gives the other ("The sarsens came from Wales, while the bluestones came from near Marlborough"
    for "the bluestones were brought from ... Wales, while the sarsens came from near Marlborough"):
    ``sides_traded`` for any two things that open their parts, not only an opposite pair's words."""
    def parts(text: str) -> list[list[str]]:
        return [[w for w in (v.strip(":\"'()") for v in re.split(r"[\s-]+", p.strip(" .;!?,")))
                 if w and w.lower() not in _NOT_THINGS] for p in _PARTS.split(text) if p.strip()]

    ours = parts(claim) if _CONTRAST.search(claim) else parallel(claim)  # two parts side by side, not a condition
    if len(ours) != 2 or not all(ours):
        return False
    (x, *_), (y, *_) = ([canon(w) for w in p] for p in ours)
    cl, cr = ({canon(w) for w in p} for p in ours)
    named = {canon(w) for p in ours for w in p[1 : next((k for k, v in enumerate(p) if not v[:1].isupper()), 1)]}
    if x in cr or y in cl:
        return False
    for sentence in re.split(r"(?<=[.!?])\s+", _who_opens(span)):
        theirs = [[canon(w) for w in p] for p in parts(sentence)]
        px, py = ([p for p in theirs if w in p] for w in (x, y))
        if len(px) != 1 or len(py) != 1 or px[0] is py[0] or y in px[0] or x in py[0]:
            continue
        if px[0].index(x) >= SUBJECT_AT or py[0].index(y) >= SUBJECT_AT:
            continue  # what each part is about opens it
        sx, sy = set(px[0]), set(py[0])
        if _crossed(cl, cr, sx, sy, (cl & cr) | (sx & sy) | {x, y} | named):
            return True
    # "An acciaccatura is crushed in ... An appoggiatura is different: it ... takes half the value":
    # two sentences in a row, each opening with one of the things; longer, so one stray word is allowed
    sentences = [[canon(w) for p in parts(s) for w in p] for s in re.split(r"(?<=[.!?])\s+", span)]
    for a, b in zip(sentences, sentences[1:], strict=False):
        for sx, sy in ((a, b), (b, a)):
            if x in sx[:SUBJECT_AT] and y in sy[:SUBJECT_AT] and x not in sy and y not in sx:
                common = (cl & cr) | (set(sx) & set(sy)) | {x, y}
                if _crossed(cl, cr, set(sx), set(sy), common, slack=SENTENCE_SLACK):
                    return True
    return False


# "joined by the Scarecrow, who wants a brain, the Tin Woodman, who ...": each name opens the part about it
_NAME_WHO = re.compile(r"\b((?:[A-Z][\w'’-]*\s+){0,3}[A-Z][\w'’-]*),\s+who\s+")


def _who_opens(span: str) -> str:
    """``span`` with each "..., Name, who" read as a part that opens with the name ("the Scarecrow,
    who wants a brain" -> "Scarecrow who wants a brain"); in linear time."""
    out, last = [], 0
    for m in _NAME_WHO.finditer(span):
        gap = span[last : m.start()]
        cut = max(gap.rfind(p) for p in ",;.")
        out += [gap[: cut + 1], f" {m.group(1)} who "]
        last = m.end()
    return "".join(out) + span[last:]


def parallel(claim: str) -> list[list[str]]:
    """The two halves of a claim joined by "and" that repeat one word ("The Scarecrow wants a
    heart and the Tin Woodman wants a brain"), as ``things_traded`` reads parts; else nothing."""
    halves = re.split(r"\s+and\s+", claim.strip(" .;!?"))
    if len(halves) != 2:
        return []
    ours = [[w for w in re.split(r"[\s-]+", h) if w and w.lower() not in _NOT_THINGS] for h in halves]
    if not all(len(p) > 2 for p in ours) or not {w.lower() for w in ours[0][1:]} & {w.lower() for w in ours[1][1:]}:
        return []
    return ours


# "The faster the passage, the smaller the circle": each side rises with the other, in either order
_CORRELATIVE = re.compile(r"^\s*the\s+(\w+)\b[^,]*,\s*the\s+(\w+)\b", re.I)


def correlative(claim: str) -> bool:
    """"The faster the passage, the smaller the circle": two sides that rise together, which
    says nothing of their order (no pivot swap)."""
    m = _CORRELATIVE.match(claim)
    return m is not None and all(w.lower() in ("more", "less") or comparative(w.lower()) for w in m.groups())


# where a journey starts and where it ends: "took off from Roosevelt Field in New York ... and landed at
# Le Bourget near Paris"
_FROM = re.compile(r"\b(?:from|left|leaves|leaving|departed|departs)\s+([^.;]*?)(?=\s+(?:and|to|for|then)\b|[,.;]|$)")
_TO = re.compile(r"\b(?:to|landed|lands|landing|arrived|arrives|arriving|reached|reaches)\s+(?:at\s+|in\s+|on\s+)?"
                 r"([^.;]*?)(?=\s+(?:and|from|then)\b|[,.;]|$)")
_FOR = re.compile(r"\b(?:left|leaves|leaving|departed|departs|sailed|sails|set\s+off|sets\s+off)\b[^.;]*?\bfor\s+"
                  r"([^.;]*?)(?=\s+(?:and|then)\b|[,.;]|$)")  # "leaves Milton for a southern village"
_IN = re.compile(r"\b(?:through|enters?|entered|entering)\s+([^.;]*?)(?=\s+(?:and|then)\b|[,.;]|$)")  # the way in
_OUT = re.compile(r"\b(?:out\s+(?:of|at|through)|emerges?\s+(?:from|at)|emerged\s+(?:from|at)|exits?|exited)\s+"
                  r"([^.;]*?)(?=\s+(?:and|then|by)\b|[,.;]|$)")  # ... and out: "thrown out of Stromboli"
_PLACE = re.compile(r"\b[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)*")


def _ends(text: str, pattern: re.Pattern) -> set[str]:
    """The places each phrase names, or the thing it ends on ("from the older trees": the trees)."""
    out = set()
    for m in pattern.finditer(text):
        named = {m2.group(0) for m2 in _PLACE.finditer(m.group(1))}
        thing = _THING.match(m.group(1).strip())
        out |= named | ({canon(thing.group(1))} if thing else set())  # "a village in the south of England"
    return out


_THING = re.compile(r"(?:the|a|an|its|their|his|her)\s+(?:[a-z-]+\s+){0,2}?([a-z]{3,})"
                    r"(?:$|\s+(?=(?:through|in|on|at|by|with|via|over|under|across|into|along)\s))", re.I)


def route_swapped(claim: str, span: str) -> bool:
    """The claim starts a journey where the source ends it and ends it where the source starts it
    ("took off from Le Bourget and landed in New York" for "took off from ... New York ... and landed
    at Le Bourget"), or goes in where the source comes out ("down through Stromboli and out of the
    Icelandic volcano" for "through an Icelandic volcano ... thrown out of Stromboli")."""
    for start, end in ((_FROM, _TO), (_IN, _OUT)):
        mine, theirs = ((_ends(text, start), _ends(text, end) | (_ends(text, _FOR) if end is _TO else set()))
                        for text in (claim, span))
        if all(mine) and all(theirs) and mine[0] & theirs[1] and mine[1] & theirs[0] \
                and not mine[0] & theirs[0] and not mine[1] & theirs[1]:
            return True
    return False


def describing_only(stems: set[str], seq: list[str]) -> bool:
    """Every stem is a number (or the unit after one in ``seq``) or a superlative, which says which
    one or how many wherever it stands: "the longest flight" is "the flight was the longest", "a
    59-second flight" is "the flight, 59 seconds"; no two things trade places."""
    net = wordnet.load()

    def describes(stem: str) -> bool:
        if stem[:1].isdigit() or any(a[:1].isdigit() and b == stem for a, b in pairwise(seq)):
            return True
        return (net is not None and len(stem) > 5 and stem.endswith("est")
                and any(net.pos_of(base) == "a" for base in (stem[:-3], stem[:-4], stem[:-3] + "e")))

    return all(describes(t) for t in stems)


# "The lama becomes Kim's disciple", "Bats answer the clicks of tiger moths": a doer, a verb, and whose thing
_LEAD = r"^\s*(?:the\s+|a\s+|an\s+|some\s+)?(?:[\w-]+\s+)?([\w-]+)\s+(?:\w+ly\s+)?(?!(?:the|a|an)\s)([a-z]+)\s+"
_WHOSE = re.compile(_LEAD + r"(?:the\s+)?([\w-]+)['’]s\s+(?:[a-z]+\s+)?[a-z]+\b", re.I)
_OF_WHOM = re.compile(_LEAD + r"(?:the\s+|a\s+|an\s+)?(?:[a-z]+\s+)?[a-z]+\s+of\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+)?"
                      r"([\w-]+)\b", re.I)


def genitive_swapped(claim: str, span: str) -> bool:
    """The claim makes the possessor of the source's "A V the N of B" (or "B's N") its doer, and A
    the possessor ("The lama becomes Kim's disciple" for "Kim ... becomes the disciple of a Tibetan
    lama"; "Bats answer the clicks of tiger moths" for "tiger moths answer the ultrasonic calls of
    hunting bats")."""
    m = _WHOSE.match(claim) or _OF_WHOM.match(claim)
    if not m or m.group(1).lower() == m.group(3).lower():
        return False
    doer, verb, owner = (re.escape(g) for g in m.groups())
    whose = rf"(?:of\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+)?{doer}\b|{doer}['’]s\b)"
    done = rf"\b{verb}\s+(?:(?:the|a|an)\s+)?(?:[\w-]+\s+){{0,2}}?{whose}"
    if re.search(rf"\b{owner}\b[^.;]{{0,80}}?{done}", span, re.I):
        return True
    # ... or the source's doer is another: "the directors confiscated the estates of investors" for
    # "Parliament confiscated the estates of several directors"
    return bool(re.search(done, span, re.I)) and not re.search(rf"\b{doer}\b[^.;]{{0,80}}?\b{verb}\b", span, re.I)


# "a son who, warned by his father, takes his sword": the father warns the son
_ASIDE = re.compile(r"\b(?:a|an|the|his|her|their)\s+([a-z]+)(?:\s+(?:who|which|that))?,\s+([a-z]+)\s+by\s+"
                    r"(?:his|her|its|their|the|a|an)\s+([a-z]+),", re.I)
_DETERMINERS = frozenset("the a an his her its their my our your".split())


def aside_swapped(claim: str, span: str) -> bool:
    """The claim gives the deed of a passive aside the other way round: "The son warns his father"
    for "a son who, warned by his father, takes his sword"."""
    cw = [w.lower() for w in tokens(claim)]
    for m in _ASIDE.finditer(span):
        done_to, verb, doer = (canon(m.group(k).lower()) for k in (1, 2, 3))
        if not (m.group(2).lower().endswith("ed") or m.group(2).lower() in IRREGULAR_DONE):
            continue
        for i, w in enumerate(cw[1:-1], 1):
            if canon(w) != verb or w.endswith("ed") and cw[i + 1] == "by":
                continue
            before = next((x for x in reversed(cw[:i]) if x not in _DETERMINERS), "")
            after = next((x for x in cw[i + 1 :] if x not in _DETERMINERS), "")
            if canon(before) == done_to and canon(after) == doer:
                return True
    return False

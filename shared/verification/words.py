"""Words and stems for the verifier (pure).

``content`` gives the canonical stems that carry meaning (synonyms folded, irregular plurals
singular); ``alignment`` finds where those words are in the evidence.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Callable, Iterable
from functools import lru_cache

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.particles import carried as carried

# clause breaks: sentence ends and a contrast after a comma ("In primary schools, ..., while in secondary ...")
# (not a setting's colon: "idempotent: false")
CLAUSES = re.compile(
    r"(?<=[.;!?])\s+|(?<=:)\s+(?!(?:true|false|yes|no|on|off|none|null|\d+)\b)"
    r"|,\s+(?=(?:but|while|whereas|although|though|so)\b)|\s+(?=whereas\b)"
)
WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*|\d+(?:[.,]\d+)*%?")


# "leaving the schema version as it was": keeping it, not departing
LEFT_AS = re.compile(
    r"\b(?:leav(?:e|es|ing)|left)\b(?=(?:\s+[\w'’-]+){1,4}?\s+(?:as (?:it|they) (?:was|were|is|are)\b|as is\b|"
    r"unchanged|untouched|intact|alone|in place|where (?:it|they) (?:was|were|is|are)\b))", re.I,
)
_GO = frozenset("go goes went gone going".split())
NOUN_MARKERS = frozenset("the a an this that his her their its".split())  # words that open a noun phrase
_MOTION = {"up": lx.stem("rise"), "down": lx.stem("fall")}


_DISTANCE = {("close", "to"): "near", ("high", "above"): "far", ("high", "over"): "far", ("away", "from"): "far"}
_MULTIPLES = {"twice": "more", "thrice": "more", "times": "more", "half": "less"}  # "twice as many": more


def _moved(words: list[str], k: int) -> tuple[str, str] | None:
    """(the stem ``words[k]`` is read as, the phrase that says it): the particle of "goes up" /
    "went down" is "rise" / "fall"; the "many" of "twice as many" is "more" ("half as much": "less")."""
    w = words[k]
    if w in _MOTION and k and words[k - 1] in _GO:
        return _MOTION[w], " ".join(words[k - 1 : k + 1])
    if w in ("many", "much") and k > 1 and words[k - 1] == "as" and words[k - 2] in _MULTIPLES:
        return lx.stem(_MULTIPLES[words[k - 2]]), " ".join(words[k - 2 : k + 1])
    after = words[k + 1] if k + 1 < len(words) else ""
    if (w, after) in _DISTANCE:  # "close to the keys" is near them, "high above the keys" far from them
        return lx.stem(_DISTANCE[w, after]), f"{w} {after}"
    if w in ("toward", "towards") and after in NOUN_MARKERS:  # "bends toward the normal": nearer it, against
        return lx.stem("near"), w  # "away from the normal"
    return None


def motions(words: list[str], stems: list[str]) -> list[str]:
    """``stems`` with each word ``_moved`` reads as a word of the lexicon's pairs ("demand for tea
    *goes up*" against "demand for tea falls")."""
    return [(_moved(words, k) or (st,))[0] for k, st in enumerate(stems)]


def said_as(words: list[str], k: int) -> str:
    """The words a reason quotes for ``words[k]``: its phrase where ``motions`` reads one."""
    return (_moved(words, k) or ("", words[k]))[1]


PREDICATE_REACH = 4  # words after a noun within which the source may say what the claim puts before it


def predicated(stems: list[str], i: int, theirs: list[str], words: frozenset[str], pair: frozenset[str]) -> bool:
    """The claim's word ``stems[i]`` before a noun ("*rising* validation loss") is one of ``words``
    that ``theirs`` says of that noun after it ("validation loss starts to *rise*"), where the
    source has no word of the ``pair`` before the noun ("the north bank to the south bank")."""
    head = []
    for st in stems[i + 1 : i + 3]:
        if st in STOPWORDS:
            break
        head.append(st)
    n = len(head)
    return bool(head) and any(
        theirs[j : j + n] == head and not (j and theirs[j - 1] in pair)
        and any(t in words for t in theirs[j + n : j + n + PREDICATE_REACH])
        for j in range(len(theirs) - n + 1)
    )


# a condition the sentence is read under, not one of its relation's sides: "Assuming the null
# hypothesis is true, a p-value gives ..." and "... as extreme as those observed if the null
# hypothesis were true" compare the same two things
_CONDITION = re.compile(
    r"^\s*(?:if|assuming|provided|supposing|given that|when|whenever)\b[^,.;:!?]*,\s*"
    r"|(?<!than)(?<!as)\s+(?:if|assuming|provided that|supposing)\b[^,.;:!?]*",
    re.I,
)


def unconditioned(text: str) -> str:
    """The sentence without its conditions (a fronted "if ..." or "when ...," clause, a trailing "if ...")."""
    return _CONDITION.sub(" ", text)


def tokens(text: str) -> list[str]:
    return list(_tokens(text))


def clause_ids(text: str) -> list[int]:
    """For each of ``tokens(text)``, the number of the part (between commas, semicolons, colons) it is in."""
    out, part, last = [], 0, 0
    for m in WORD.finditer(text):
        part += sum(text.count(p, last, m.start()) for p in ",;:")
        out.append(part)
        last = m.end()
    return out


@lru_cache(maxsize=4096)  # every check reads the same claim and evidence again
def _tokens(text: str) -> tuple[str, ...]:
    return tuple(w.lower().replace("’", "'") for w in WORD.findall(text))


_PARTICIPLE_END = ("ed", "en", "wn", "ne")
_PARTICIPLES = frozenset("made held built taught caught bought brought found kept left led met paid said sent spent "
                         "told thought won hit put set cut read shut struck bound".split())


BE = frozenset("is are was were be been being".split())
# verbs that link a thing to what it is like ("the wrist stays loose" = "a loose wrist")
LINKING = BE | frozenset("stay stays stayed remain remains remained become becomes became seem seems".split())


def _participle(word: str) -> bool:
    base = word[2:] if word.startswith("re") and len(word) > 5 else word  # "rebuilt", "retaken"
    return word in _PARTICIPLES or base in _PARTICIPLES or word.endswith(_PARTICIPLE_END)


IRREGULAR_DONE = frozenset("paid made built sold bought caught taught brought sent spent told given taken written "
                            "driven chosen broken stolen shot struck hit beaten bitten eaten fought found held hidden "
                            "led lost seen shown thrown torn won known heard stung".split())


def passive(words: list[str]) -> bool:
    """A passive, which turns roles round legitimately: with its "by" ("hares are chased by
    foxes"; not a measure, "lowered blood pressure by 5 mmHg", or a means after a noun, "pressure
    by hand") or without it ("sediment is dropped where ..." = rivers drop sediment)."""
    opening = 2 if words[:1] in (["the"], ["a"], ["an"]) else 1  # "Time borrowed in rubato ...": borrowed time
    if len(words) > opening + 1 and words[opening].endswith("ed") and words[opening + 1] in ("in", "by"):
        return True
    for i, w in enumerate(words[1:-1], 1):
        if w in BE:
            skip = words[i + 1].endswith("ly") or words[i + 1] in ("not", "never")  # "are never retried"
            after = words[i + 2] if skip and i + 2 < len(words) else words[i + 1]
            k = i + (3 if skip else 2)  # "were paid for with its profits": an irregular one before its doer's word
            done = after in IRREGULAR_DONE and k < len(words) and words[k] in ("by", "with", "for")
            if after.endswith("ed") and len(after) > 4 or done:  # "is dropped"; "is open" / "is seen" are left alone
                return True
        if w != "by" or words[i + 1][:1].isdigit():
            continue
        if _participle(words[i - 1]) or words[i - 1] in lx.IRREGULAR and i > 1 and words[i - 2] in BE:
            return True  # "ships were sunk by the storm": an irregular participle after "were"
        # "a line paid for by Congress": a participle and its particle before the doer's "by"
        if i > 1 and words[i - 1] in ("for", "up", "out", "off") and (
            _participle(words[i - 2]) or words[i - 2] in IRREGULAR_DONE
        ):
            return True
    return False


@lru_cache(maxsize=65536)
def canon(word: str) -> str:
    w = word.strip("'")
    s = lx.stem(lx.IRREGULAR.get(w, w))
    return lx.SYNONYMS.get(s, s)


def content(text: str, discount: Iterable[str] = ()) -> set[str]:
    """Canonical stems of the words that carry meaning, less ``discount`` stems."""
    return set(_content(text)).difference(discount)


@lru_cache(maxsize=4096)
def _content(text: str) -> frozenset[str]:
    words = [p for w in _tokens(_ABLE_TO.sub(" can ", text)) for p in _parts(w)]
    return frozenset(canon(w) for w in words if w not in STOPWORDS and w not in _JOINERS and len(w) > 1
                     and not w.isdigit() and not w.endswith("n't") and w != "cannot")  # "don't", "cannot": a
    # negation (``polarity``), no word said


# join clauses or place a thing among others, say nothing ("among" as "between" does)
_JOINERS = frozenset("since whereas thus hence therefore among amongst".split())
AS_ONLY = frozenset("sole solely".split())  # "the sole surviving species": "only", no thing of its own
_ABLE_TO = re.compile(r"\b(?:be|being|been|is|are|was|were)\s+able\s+to\b", re.I)  # "be able to contact": can


def _parts(word: str) -> list[str]:
    """A hyphenated word's parts: "horse-drawn" is said by "drawn by horses"."""
    if "-" not in word.strip("-"):
        return [word]
    return [p for p in word.split("-") if p]


COMPOUND_PART = 3  # letters each part of a closed compound needs ("sleep" + "walks")


def compounds_said(claim_words: Iterable[str], span: str) -> set[str]:
    """Stems of claim words that join two words the span uses ("sleepwalks" for "walks in her
    sleep", "handwritten" for "written by hand")."""
    theirs = set(tokens(span))
    theirs |= {canon(w) for w in theirs}
    out = set()
    for w in claim_words:
        w = w.lower()
        if any(w[:k] in theirs and (w[k:] in theirs or canon(w[k:]) in theirs)
               for k in range(COMPOUND_PART, len(w) - COMPOUND_PART + 1)):
            out.add(canon(w))
    return out


def stems_of(words: list[str]) -> set[str]:
    return {lx.stem(w) for w in words}


NEGATED_WITHIN = 3  # words before a word in which a negator turns it round ("did not change")


def negated_before(words: list[str], j: int, breaks: frozenset[int] = frozenset()) -> bool:
    """A negator stands within ``NEGATED_WITHIN`` words before ``words[j]`` ("did *not* change");
    ``breaks``: the places after a comma, which end an "instead of" aside ("instead of parasites, less often")."""
    return any((w in lx.NEGATORS or w.endswith("n't")) and not (w in _OBJECT_ONLY and any(
        x in lx.IRREGULAR or x.endswith("ed") or x in _COORDINATORS for x in words[k + 2 : j]))
               and not (w in ("instead", "rather") and any(k < b <= j for b in breaks))
               for k, w in enumerate(words[:j]) if k >= j - NEGATED_WITHIN)  # "without fog grew faster": fog only;
    # "have no wings and stay inside": the wings only


_OBJECT_ONLY = frozenset(("without", "no"))  # negators of the thing after them, not of a verb past it


_GOES_ON = re.compile(r"\s*(?:(?:above|below|after|before|beyond|under|over|for|in|at|by|from|with|without|"
                      r"despite|besides|apart from)\s+)?(?:that|this|it|these|those|there|such)\b", re.I)


def content_seq(words: list[str], skip: set[int] = frozenset()) -> list[str]:
    """Canonical stems with stopwords (and the places in ``skip``) blanked, kept as "" so positions
    still line up."""
    return [canon(w) if (w not in STOPWORDS or w in lx.KEPT_STOPWORDS) and len(w) > 1 and k not in skip else ""
            for k, w in enumerate(words)]


_GOING_ON = frozenset("keep keeps kept keeping continue continues continued continuing".split())


def going_on(words: list[str]) -> set[int]:
    """Places of a verb that only says a thing goes on ("keeps rising", "continues to fall"), or
    whose particle says where it goes ("goes up": ``motions``)."""
    return {k for k, w in enumerate(words[:-1])
            if w in _GOING_ON and (words[k + 1].endswith("ing") or words[k + 1] in ("to", "on"))
            or w in _GO and words[k + 1] in _MOTION}


def clause_texts(span: str) -> list[str]:
    """The span's clauses (``CLAUSES``), one that goes on from the one before through a pronoun
    joined to it ("...; above that, the rate drops": the same case, continued)."""
    out: list[str] = []
    for c in (c for c in CLAUSES.split(span) if c and c.strip()):
        if out and _GOES_ON.match(c):
            out[-1] += f" {c}"
        else:
            out.append(c)
    return out


CLAUSE_MOVED = 2  # how many more of the claim's words the other side's clause must share than its own word's


def clause_margin(claim: str, span: str, ours: str, theirs: str) -> int:
    """How many more of the claim's other content words the source's clause (``CLAUSES``) that uses
    the claim's word ``ours`` shares than any clause with the source's word ``theirs``. Above 0 the
    claim is about the clause with its own word ("In primary schools, homework had little effect
    ..., while in secondary schools ..." backs "little difference ... in primary schools"); well
    below 0 it has moved the other clause's finding to its own word."""
    mine, other = canon(ours.lower()), canon(theirs.lower())
    words = content(claim) - {mine, other}
    clauses = [content(c) for c in clause_texts(span)]
    own = max((len(c & words) for c in clauses if mine in c), default=None)
    if own is None:  # the source never uses the claim's word
        return 0
    split = (lambda c: [c]) if re.search(r"\b(?:and|but)\b", claim, re.I) else _CONJUNCTS.split
    theirs_parts = [content(p) for c in clause_texts(span) for p in split(c)]
    return own - max((len(c & words) for c in theirs_parts if other in c), default=-1)


# a conjunct of its own after ", and" ("Keep the left hand light and even, and let the melody carry the
# phrase"): against a claim of one conjunct, the other side's finding is the conjunct's that holds its
# word; one that goes on through a pronoun ("..., and it cut deaths by half") is the same case
_CONJUNCTS = re.compile(r",\s+(?:and|but)\s+(?!(?:it|its|they|their|he|his|she|her|this|that|these|those|there)\b)",
                        re.I)


_CONJUNCT_END = re.compile(r"[,;:.!?]|\b(?:and|but|or|while|whereas)\b", re.I)
_ELIDED = re.compile(r"\b(?:and|but|or|while|whereas)\s+$", re.I)  # "... and on by default": no subject of its own


def tail_margin(claim: str, span: str, ours: str, theirs: str) -> int:
    """How many more of the claim's other words follow the claim's word ``ours`` in a conjunct of
    the source that opens with it (a subject said once for two: "Receipts are off by default in
    group chats and on by default in one-to-one chats") than follow the source's word ``theirs``
    in its conjunct. 0 where the source has no such conjunct."""
    mine, other = canon(ours.lower()), canon(theirs.lower())

    def said(text: str) -> set[str]:  # whole words, "one-to-one" as one
        return {canon(w) for w in (m.group().lower() for m in WORD.finditer(text)) if w not in STOPWORDS}

    words = said(claim) - {mine, other}

    def best(stem: str, elided: bool = False) -> int | None:
        found = [m for m in WORD.finditer(span) if canon(m.group().lower()) == stem
                 and (not elided or _ELIDED.search(span[: m.start()]))]
        tails = [span[m.end():][: (_CONJUNCT_END.search(span[m.end():]) or re.search("$", span[m.end():])).start()]
                 for m in found]
        return max((len(said(t) & words) for t in tails), default=None)

    own = best(mine, elided=True)
    return 0 if own is None else own - (best(other) or 0)


# a title and the name it belongs to, one person ("Lady Macbeth" is not "Macbeth"; "Mrs Bennet" is not "Mr Bennet")
TITLES = "Lady|Lord|Mr|Mrs|Ms|Miss|Dr|Sir|Dame|King|Queen|Prince|Princess|Saint|St|Uncle|Aunt|Captain|Professor"
_TITLED = re.compile(rf"\b({TITLES})\.?\s+([A-Z][a-z]+)")


def titled(claim: str, span: str) -> tuple[str, str]:
    """Both sides with each titled name as one word ("Lady-Macbeth"), where a name is also used
    without its title: then "Lady Macbeth" and "Macbeth" are two people, not one word in two."""
    with_title = [[m.group(2) for m in _TITLED.finditer(t)] for t in (claim, span)]
    if not any(len(re.findall(rf"\b{n}\b", t)) > names.count(n)
               for t, names in zip((claim, span), with_title, strict=True) for n in set(sum(with_title, []))):
        return claim, span
    return _TITLED.sub(r"\1-\2", claim), _TITLED.sub(r"\1-\2", span)


_COORDINATORS = frozenset("and but or".split())


def conjuncts(words: list[str]) -> dict[str, int]:
    """Each content stem of ``words`` -> its conjunct: how many coordinators ("and", "but", "or")
    come before its first use."""
    out: dict[str, int] = {}
    k = 0
    for w in words:
        k += w in _COORDINATORS
        if (w not in STOPWORDS or w in lx.KEPT_STOPWORDS) and len(w) > 1:
            out.setdefault(canon(w), k)
    return out


# going on as "not stopping": "keep going even after a wrong note" says "do not stop"
KEEP_GOING = re.compile(r"\b(?:keep|keeps|kept)\s+(?:going|playing|on)\b|\bcarry\s+on\b", re.I)


def moved_finding(cw: list[str], span: str, pair: int, other: frozenset[str], ew: list[str], es: list[str],
                  cs: list[str], i: int) -> str | None:
    """The claim puts its word on the finding of the source's other clause ("had little effect in
    *urban* clinics" where the source has the little effect in rural clinics, and something else in
    urban ones)."""
    theirs = next((w for w, st in zip(ew, es, strict=True) if st in other), None)
    if theirs is None or pair == lx.ORDER_PAIR or any(st in other for st in cs):
        return None
    if clause_margin(" ".join(cw), span, cw[i], theirs) <= -CLAUSE_MOVED:
        return f"the source says this of {theirs!r}, not {cw[i]!r}"
    return None


def folded(text: str) -> str:
    """``text`` with each accented Latin letter written without its accent, one character for one
    ("Étienne" as "Etienne"), so that names and words read as their plain letters do, and a setting
    named with "not" as one word (``named_settings``); offsets into it are offsets into ``text``."""
    return named_settings(text if text.isascii() else "".join(_fold(c) for c in text))


# "Do Not Disturb" as a setting's name ("turns on do not disturb until the session ends"), not an
# instruction ("do not disturb the soil", "please do not disturb"): no denial of anything
_NAMED_SETTING = re.compile(r"\b(do) (not) (disturb|track)\b(?=\s+(?:mode|is|was|turns?|turned|settings?|until|"
                            r"on|off|and|or|while|during|for|automatically|can|will|stays|remains|also)\b|"
                            r"\s*[.,;:)!?'\"”’]|\s*$)", re.I)
_ADDRESSED = re.compile(r"\b(?:please|you|we|i|should|must|to)\s+$", re.I)


def named_settings(text: str) -> str:
    """``text`` with each setting named with "not" written as one word padded to its length
    ("do not disturb" as "donotdisturb" and two spaces), so that offsets hold."""
    if "not " not in text.lower():
        return text
    return _NAMED_SETTING.sub(lambda m: m.group(0) if _ADDRESSED.search(text[: m.start()])
                              else m.group(1) + m.group(2) + m.group(3) + "  ", text)


@lru_cache(maxsize=1024)
def _fold(char: str) -> str:
    parts = unicodedata.normalize("NFKD", char)
    plain = len(parts) > 1 and parts[0].isascii() and all(unicodedata.combining(p) for p in parts[1:])
    return parts[0] if plain else char


def unfolder(*texts: str) -> Callable[[str], str]:
    """A function giving back, in a text written from ``folded`` ones, each word of ``texts`` that
    had accents ("Etienne" as "Étienne")."""
    back = {folded(w): w for t in texts for w in re.findall(r"\w+", t) if not w.isascii()}
    named = {m.group(1): t[m.start(): m.end()] for t in texts for m in re.finditer(
        r"\b(do(?:not)(?:disturb|track))  ", named_settings(t), re.I)}
    if not back and not named:
        return lambda s: s
    return lambda s: re.sub(r"\w+", lambda m: named.get(m.group(0)) or back.get(m.group(0), m.group(0)),
                            re.sub(r"\b(\w+)  ", lambda m: named[m.group(1)] if m.group(1) in named else m.group(0), s))


def one_root(a: str, b: str, letters: int, share: float = 0.0) -> bool:
    """``a`` and ``b`` open with the same ``letters`` letters at least, and with at least ``share`` of
    the shorter word: one word in two forms that WordNet does not relate ("transcript", "transcribed")."""
    n = len(os.path.commonprefix([a, b]))
    return n >= letters and n >= share * min(len(a), len(b))

"""Two clauses of a claim read in the source's order (pure): "While the right hand trills, the left
hand keeps time" and "the left hand keeps time as the right hand trills" are the source's "let the
left hand keep time while the right hand trills" said the other way round, not its two hands swapped."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification.words import WORD, canon, content, tokens

_SUBORDINATE = re.compile(
    r"^\s*((while|when|whenever|if|once|until|because|although)\b[^,]{0,80}),\s*(.+?)([.!?]?)\s*$", re.I | re.S
)
_AT_ONCE = re.compile(r"^(.+?),?\s+(?:as|while|whereas)\s+(.+?)([.!?]?)\s*$", re.I | re.S)  # two things at once


def put_back(claim: str, span: str) -> str:
    """``claim`` with its two clauses in the order the source gives them: a clause it opens with
    that the source puts after its main one ("While the right hand trills, the left hand keeps
    time"), or two clauses joined by "as"/"while" whose halves each match the other half of the
    source's ("the left hand holds a steady pulse as the right hand takes time" for "let the right
    hand take time while the left hand keeps a steady pulse")."""
    m = _SUBORDINATE.match(claim)
    if m and re.search(rf"\w\s+{m.group(2)}\b", span, re.I):
        return f"{m.group(3)} {m.group(1)[0].lower()}{m.group(1)[1:]}{m.group(4)}"
    ours = _AT_ONCE.match(claim)
    theirs = next((t for t in map(_AT_ONCE.match, re.split(r"(?<=[.;!?])\s+", span)) if t), None)
    if not ours or not theirs:
        return claim
    lead, _, first = ours.group(1).rpartition(", ")  # "In the nocturnes, ..." stays in front
    c1, c2, e1, e2 = (content(x) for x in (first, ours.group(2), theirs.group(1), theirs.group(2)))
    if len(c1 & e2) + len(c2 & e1) > len(c1 & e1) + len(c2 & e2):
        return f"{lead}{', ' if lead else ''}{ours.group(2)} while {first}{ours.group(3)}"
    return claim


_PARTS = re.compile(r"\s*[,;:.!?]\s*|\s+(?:while|whereas|but|and|when|whilst)\s+", re.I)
TRADED = 3  # how many more of its clauses' words, all told, the claim gives the antonyms' other clauses


def traded(claim: str, span: str, ours: str, theirs: str) -> bool:
    """Two antonyms both sides use, each put on the other's clause: "gravity changes the horizontal
    speed while the vertical speed stays constant" for "the horizontal speed stays constant while
    gravity changes the vertical speed". Each claim clause with one of them shares fewer words with
    the source's clause that uses it than with the one that uses its antonym, ``TRADED`` fewer in all."""
    a, b = canon(ours.lower()), canon(theirs.lower())
    source = [content(c) for c in _PARTS.split(span)]
    margins = []
    for word, anti in ((a, b), (b, a)):
        mine = next((c for c in map(content, _PARTS.split(claim)) if word in c and anti not in c), None)
        own = [len(c & mine) - 1 for c in source if mine and word in c and anti not in c]
        other = [len(c & (mine - {word})) for c in source if mine and anti in c and word not in c]
        if not own or not other:
            return False
        margins.append(max(own) - max(other))
    return all(m < 0 for m in margins) and sum(margins) <= -TRADED


# "it does not change the position of equilibrium, only how fast it is reached"
_ONLY_INSTEAD = re.compile(
    r"(?:\bnot|n't|\bnever)\s+([a-z]+)\b[^.;!?,]{0,60}?,\s*(?:only|just|but only)\s+([^.;!?]+)", re.I
)


def only_instead(claim: str, span: str) -> set[str]:
    """Stems of a verb the source denies of one thing and grants of another ("does not change the
    position of equilibrium, only how fast it is reached"), where the claim grants it of that other
    thing ("catalysts change how quickly equilibrium is reached"): the claim's verb is not denied."""
    ours = content(claim)
    return {canon(m.group(1)) for m in _ONLY_INSTEAD.finditer(span)
            if canon(m.group(1)) in ours and ours & (content(m.group(2)) - {canon(m.group(1))})}


# "stored separately from the data", "kept apart from", "away from the piano": what "not kept with
# the data" denies, and what "without the piano" does
_DETERMINER = r"(?:(?:the|a|an|your|its|their|his|her|our|my)\s+)?"
_AWAY_FROM = re.compile(rf"\b(?:away|apart|separately|separate)\s+from\s+{_DETERMINER}([a-z-]+)", re.I)
_NOT_WITH = re.compile(r"\b(?:not|never|n't)\s+((?:[a-z-]+\s+){0,2}?)(?:with|together)\b", re.I)
_WITHOUT = re.compile(rf"\bwithout\s+{_DETERMINER}([a-z-]+)", re.I)
_AVOIDS = re.compile(rf"\b(?:avoid|avoids|avoided|avoiding|shun|shuns|shunned)\s+{_DETERMINER}([a-z-]+)", re.I)


def kept_apart(claim: str, span: str) -> set[str]:
    """Stems a side denies of a "with" that the other side says is "separately from" ("the key is
    not kept with the data" for "the key is stored separately from the data"), or has "without"
    (or "avoids") where the other has "away from" ("check it without the piano" for "away from the piano"):
    said, not negated."""
    out = set()
    for one, other in ((claim, span), (span, claim)):
        away = {canon(m.group(1)) for m in _AWAY_FROM.finditer(other)}
        if away:
            out |= {canon(w) for m in _NOT_WITH.finditer(one) for w in m.group(1).split()}
        out |= {canon(m.group(1)) for m in (*_WITHOUT.finditer(one), *_AVOIDS.finditer(one))} & away  # "avoids
        # the neighbours" for "keeps apart from her neighbours"
    return out


# "start by practising each hand alone" says what "practise hands separately at first" says
_STARTS_BY = re.compile(r"\b(start|starts|started|begin|begins|began)\s+(?:off\s+)?(?:by|with)\b", re.I)
_AT_FIRST = re.compile(r"\b(?:first|firstly|initially|to (?:begin|start) with|at the (?:start|outset))\b", re.I)


def first_said(claim: str, span: str) -> set[str]:
    """Stems of the claim's "start by"/"begin with" where the source says the thing comes first."""
    return {canon(m.group(1)) for m in _STARTS_BY.finditer(claim)} if _AT_FIRST.search(span) else set()


# "use a constant-time comparison" says what "compare ... with a constant-time function" says
_USE = re.compile(r"\b(use|uses|used|using)\s+(?:an?\s+|the\s+|your\s+)?([\w-]+)", re.I)


def used_said(claim: str, span: str) -> set[str]:
    """Stems of the claim's "use X" where the source does a thing "with X" (the same first word of X)."""
    return {canon(m.group(1)) for m in _USE.finditer(claim)
            if re.search(rf"\b(?:with|using|by)\s+(?:an?\s+|the\s+|your\s+)?{re.escape(m.group(2))}\b", span, re.I)}


# words that join clauses ("as soon as": its middle word is no content word; "although") or only
# stress ("in fact", "actually"), "access to" a thing, which says having it ("blue tits with
# access to feeders" = "with feeders"), and the "times" of "many times": nothing a source must back
_CONJUNCTION_PHRASE = re.compile(r"\bas\s+(soon|long|far)\s+as\b|\bin\s+(fact)\b|\b(actually|indeed|truly)\b"
                                 r"|\b(although|though|whereas|whilst)\b|\bwith\s+(access)\s+to\b"
                                 r"|\b(?:many|several|multiple|countless|numerous)\s+(times)\b"
                                 r"|\b(either)\b(?=[^.;]*\bor\b)", re.I)  # "either a window or the screen"
_SINGLE = re.compile(r"\ba\s+(?:single)\s+([a-z]+)", re.I)  # "a single window" for "one window"


def joining_words(claim: str, evidence: str) -> set[str]:
    """Stems of the claim's words that only join or stress ("as soon as", "in fact", "either ...
    or"), and "single" where the source has "one" of the same thing; an "although" the source says
    too counts as a word of the claim."""
    out = {canon(next(g for g in m.groups() if g)) for m in _CONJUNCTION_PHRASE.finditer(claim)
           if not m.group(4) or m.group(4).lower() not in evidence.lower()}
    out |= {canon("single") for m in _SINGLE.finditer(claim) if re.search(rf"\bone\s+{m.group(1)}\b", evidence, re.I)}
    if _CONCEDED.search(evidence):  # "Despite the will, she marries him" for "... and she marries him anyway"
        out |= {canon(m.group(1) or m.group(2)) for m in _DESPITE.finditer(claim)}
    return out


_DESPITE = re.compile(r"\b(despite|notwithstanding)\b|\bin\s+(spite)\s+of\b", re.I)
_CONCEDED = re.compile(r"\b(?:anyway|nevertheless|nonetheless|regardless|even so|all the same|although|though|"
                       r"even though|yet|still)\b", re.I)


# "X does not affect Y" denies what "Y depends on A, but not on X" denies, the other way round
_NOT_AFFECT = re.compile(r"^(?P<x>[^.;]*?)\b(?:does|do|did)\s+not\s+(?:affect|influence|alter|change|determine)\b"
                         r"(?P<y>[^.;]*)", re.I)
_NOT_ON = re.compile(r"\bdepends?\b[^.;]*?\bnot\s+on\s+(?P<a>[^.;,]*)|\b(?:independent\s+of|(?:does|do|did)\s+not\s+"
                     r"depend\s+on)\s+(?P<b>[^.;,]*)", re.I)


def not_depending(claim: str, span: str) -> set[str]:
    """Stems both sides deny where the claim says "X does not affect Y" and the source that Y does
    not depend on X ("The mass of the bob does not affect the period" for "the period depends on
    its length, but not on the mass of the bob"): one denial, said the other way round."""
    m = _NOT_AFFECT.search(claim)
    theirs = [{canon(w) for w in tokens(n.group("a") or n.group("b"))} for n in _NOT_ON.finditer(span)] if m else []
    x = content(m.group("x")) if m else set()
    return {w for t in theirs if t & x for w in t | x | content(m.group("y"))} if m else set()


# "Venus is closer to the Sun than Earth is, but that is not why it is the hottest planet"
_NOT_WHY = re.compile(r"([^.;:]*?),?\s+(?:but|yet|and)?\s*(?:that|this|it)\s+(?:is|was)\s+not\s+(?:why|the reason)\s+"
                      r"([^.;:]*)", re.I)
_BECAUSE = re.compile(r"^(.*?)\b(?:because|since|as a result of|due to)\b(.*)$", re.I | re.S)
REASON_SHARED = 2  # content words the claim's cause must share with the cause the source denies


def denied_reason(claim: str, span: str) -> str | None:
    """The claim gives as the reason what the source says is not the reason ("hottest because it is
    closer to the Sun" where "closer to the Sun ..., but that is not why it is the hottest")."""
    said = _BECAUSE.match(claim)
    if not said:
        return None
    effect, cause = content(said.group(1)), content(said.group(2))
    for m in _NOT_WHY.finditer(span):
        if len(cause & content(m.group(1))) >= REASON_SHARED and effect & content(m.group(2)):
            return f"the claim gives as the reason what the source says is not why {m.group(2).strip()}"
    return None


# "accumulate without limit" where the source says "accumulate only up to the bucket size"
_UNBOUNDED = re.compile(r"\b(?:without (?:any )?limit|with no limit|unlimited|limitless|indefinitely|without end)\b",
                        re.I)
_BOUNDED = re.compile(r"\b(?:only up to|up to|at most|no more than|limited to|capped at|until)\b", re.I)
BOUND_SHARED = 2  # content words the claim's unbounded clause must share with the source's bounded one


def unbounded_flip(claim: str, span: str) -> str | None:
    """The claim says a thing goes on without limit where the source, about the same thing, sets
    one ("Unused tokens accumulate without limit" / "accumulate only up to the bucket size")."""
    said = _UNBOUNDED.search(claim)
    if not said:
        return None
    words = content(claim[: said.start()])
    for part in re.split(r"(?<=[.;!?])\s+", span):
        bound = _BOUNDED.search(part)
        if bound and not _UNBOUNDED.search(part) and len(words & content(part[: bound.start()])) >= BOUND_SHARED:
            limit = part[bound.start() :].strip().rstrip(".")
            return f"the claim says {said.group(0)!r} where the source says {limit!r}"
    return None


# the clause a "because" gives a reason for, and the reason (bounded: linear over a transcript)
_STANDS_FOR = re.compile(r"\b(?:it|they|he|she)\b", re.I)
_SOURCE_BECAUSE = re.compile(r"([^.;:,]{0,300})\bbecause\b([^.;:]{0,300})", re.I)


def other_reason(claim: str, span: str, evidence: str) -> str | None:
    """The claim gives a reason for a thing the source gives another reason for, in words the
    source does not use for it ("Jim runs away because Huck asks him to" for "Jim, who has run
    away because he is about to be sold")."""
    said = re.match(r"^(.*?)\bbecause\b(.*)$", claim, re.I | re.S)
    if not said or "because" not in span.lower():
        return None
    effect, cause = content(said.group(1)), content(said.group(2))
    for m in _SOURCE_BECAUSE.finditer(span):
        reason = re.split(r",\s+(?:and|but|while|so|though|although)\b", m.group(2))[0].strip()  # not what follows
        theirs, said_of = content(reason), effect & content(m.group(1))
        if _STANDS_FOR.search(m.group(1)) and (effect - said_of) & content(evidence):  # "it was kept": the tower
            said_of = said_of | {"<it>"}
        if len(said_of) >= REASON_SHARED and theirs and not cause & theirs and (
                cause - content(evidence)):
            return f"the source gives another reason: {reason!r}"
    return None


def _beside(word: str, text: str) -> tuple[set[str], str | None]:
    """The content stems next to ``word`` in ``text``, and the nearest one before it."""
    seq = [canon(w) for w in tokens(text) if w not in STOPWORDS and len(w) > 1]
    out, before = set(), None
    for k, w in enumerate(seq):
        if w == word:
            out |= set(seq[max(0, k - 1) : k]) | set(seq[k + 1 : k + 2])
            before = before or (seq[k - 1] if k else None)
    return out - {word}, before


_DOERS = frozenset("i you we they he she".split())


def _doer(word: str, text: str) -> set[str]:
    """The subject pronouns said just before ``word`` in ``text`` ("you" in "everyone you invite")."""
    seq = tokens(text)
    return {seq[k - 1].lower() for k, w in enumerate(seq) if k and canon(w) == word and seq[k - 1].lower() in _DOERS}


def stands_as(word: str, claim: str, affirming: str, denying: str) -> bool:
    """The claim's ``word`` stands as the affirming clause has it, not as the denying one: its
    neighbours match the affirming clause's no worse, and the word before it ("comes from
    carbon dioxide") is not the denying clause's alone."""
    ours, before = _beside(word, claim)
    no, yes = _beside(word, denying)[0], _beside(word, affirming)[0]
    # "the people you invite" stands as "everyone you invite", not as "cannot invite"
    if _doer(word, claim) & (_doer(word, affirming) - _doer(word, denying)):
        return True
    if before and before in content(denying) and before not in content(affirming):
        return False
    return len(ours & yes) >= len(ours & no)


_ASIDE_OPENERS = frozenset("where which who whose when the a an".split())


def without_aside(seq: list[str], j: int, breaks: frozenset[int], words: list[str]) -> tuple[list[str], int] | None:
    """``seq`` without the comma-bound aside just before its place ``j`` ("levels of melatonin, *the
    hormone that signals night,* were lower"; "the thermometer past the red end, *where no light could
    be seen,* warmed the most"), and ``j``'s place in it; None where no such aside stands there."""
    before = sorted(b for b in breaks if b <= j)
    if len(before) < 2 or words[before[-2]] not in _ASIDE_OPENERS or not any(seq[: before[-2]]):
        return None
    start, end = before[-2], before[-1]
    return seq[:start] + seq[end:], j - (end - start)


_CONTRAST = re.compile(r",\s+(?:but|whereas|while|yet)\s|;\s", re.I)


def contrast_ids(text: str, n: int) -> list[int]:
    """For each of ``tokens(text)`` (``n`` of them), the number of the side of a contrast it is on
    (", but", ";"): "The benefit was greatest for poorer children, | but the smaller classes needed
    more teachers" (all one side where the tokens are not ``text``'s)."""
    ends = [c.end() for c in _CONTRAST.finditer(text)]
    ids = [sum(e <= m.start() for e in ends) for m in WORD.finditer(text)]
    return ids if len(ids) == n else [0] * n

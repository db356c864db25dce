"""Word senses at their place in the sentence (pure, over ``wordnet``): a claim word that means the
same as the evidence word in its place is a paraphrase; one that means the opposite contradicts;
a different thing of the same kind is a substitution; two things that trade places swap roles.

A claim word's *place* in the evidence is the evidence word whose neighbours (up to
``PLACE_WORDS`` content words either side, on the same side) best match the claim word's own:
"Elk reduced wolf numbers" puts "elk" before "reduced", where the evidence ("Wolves ... reduced
elk browsing") has "wolves".
"""

from __future__ import annotations

from collections.abc import Iterable

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.words import WORD, canon, tokens

PLACE_WORDS = 3  # content words either side that make a word's place
SUBSTITUTE_PLACE = 2  # matching neighbours a substituted thing needs (a rewording moves words about)
# relations that read the same either way round: "A is associated with B" = "B ... with A"
SYMMETRIC = frozenset(
    lx.stem(w)
    for w in (
        "associated association correlated correlation linked link related relation similar same equal "
        "differ different differs compared compare versus between both together interact combined mixed"
    ).split()
)

Seq = list[tuple[str, str]]  # (canonical stem, surface word) per content word


def sequence(text: str) -> Seq:
    out = []
    for m in WORD.finditer(text):
        w = m.group().replace("’", "'")
        low = w.lower()
        if low in STOPWORDS or len(low) < 2 or not low[0].isalpha():
            continue
        opening = not text[: m.start()].rstrip() or text[: m.start()].rstrip()[-1] in ".!?;:"
        out.append((canon(low), low if opening else w))  # a capital inside a sentence marks a name
    return out


def _sides(seq: Seq, i: int) -> tuple[set[str], set[str]]:
    lo, hi = max(0, i - PLACE_WORDS), i + 1 + PLACE_WORDS
    return {s for s, _ in seq[lo:i]}, {s for s, _ in seq[i + 1 : hi]}


def _fit(c: Seq, i: int, e: Seq, j: int) -> int:
    cl, cr = _sides(c, i)
    el, er = _sides(e, j)
    own = c[i][0]
    adjacent = sum(
        1
        for a, b in (
            (c[i - 1][0] if i else None, e[j - 1][0] if j else None),
            (c[i + 1][0] if i + 1 < len(c) else None, e[j + 1][0] if j + 1 < len(e) else None),
        )
        if a and a == b
    )
    return len((cl & el) - {own}) + len((cr & er) - {own}) + adjacent


def place(c: Seq, i: int, e: Seq) -> tuple[int, int] | None:
    """(evidence position, fit) of claim word ``i``'s place; None when no place fits or two tie."""
    fits = sorted(((_fit(c, i, e, j), j) for j in range(len(e))), reverse=True)
    if not fits or fits[0][0] == 0 or (len(fits) > 1 and fits[1][0] == fits[0][0]):
        return None
    return fits[0][1], fits[0][0]


def same_sense(claim_words: Iterable[str], span: str) -> set[str]:
    """Stems of ``claim_words`` (surface words) that mean the same as a word of ``span``, or
    something it is a kind of ("departs" for "leaves", "pupil" for "student")."""
    net = wordnet.load()
    if net is None:
        return set()
    theirs = {w for _, w in sequence(span)}
    return {canon(w) for w in claim_words if any(net.relation(w, t) in ("same", "narrower") for t in theirs)}


def kin(ours: str, theirs: str) -> bool:
    """Some word of ``ours`` (the claim's) means the same as some word of ``theirs`` ("basement"
    and "cellar"), or is a broader word for it: a rewording, not another thing. A narrower one
    ("thumb" where the source says "finger") names something the source does not."""
    net = wordnet.load()
    return net is not None and any(
        net.relation(a, b) in ("same", "narrower") for a in ours.split() for b in theirs.split()
    )


def opposite_flips(claim: str, span: str) -> list[tuple[str, str]]:
    """Claim words in the place of their antonym ("TLS is *enabled*" where the source says
    "*disabled*"), for the pairs the verifier's own lexicon does not already list."""
    net = wordnet.load()
    if net is None:
        return []
    c, e = sequence(claim), sequence(span)
    cs, es = {s for s, _ in c}, {s for s, _ in e}
    listed = _listed()
    out = []
    for i, (stem, word) in enumerate(c):
        if stem in es or lx.stem(word) in listed:
            continue
        at = place(c, i, e)
        if at is None:
            continue
        theirs_stem, theirs = e[at[0]]
        if theirs_stem not in cs and lx.stem(theirs) not in listed and net.opposite(word, theirs):
            out.append(("opposite", f"the claim says {word!r} where the source says {theirs!r}"))
    return out


def _listed() -> frozenset[str]:
    """Stems the verifier's own lexicon pairs as opposites (its check counts them already)."""
    return frozenset(st for pair in lx.OPPOSITES for side in pair for st in side)


def _opposed(net: wordnet.WordNet | None, x: str, y: str) -> bool:
    sx, sy = lx.stem(x), lx.stem(y)
    if any(sx in a and sy in b for pair in lx.OPPOSITES for a, b in (pair, pair[::-1])):
        return True
    return net is not None and net.opposite(x, y)


def _joined(seq_words: list[str], a: str, b: str) -> bool:
    """``a`` and ``b`` listed together ("water and minerals"), or around a symmetric relation."""
    idx = {canon(w): k for k, w in enumerate(seq_words)}
    if a not in idx or b not in idx:
        return False
    lo, hi = sorted((idx[a], idx[b]))
    between = seq_words[lo + 1 : hi]
    content_between = [w for w in between if w not in STOPWORDS]
    if not content_between and ({"and", "or", "nor"} & set(between)):
        return True
    return any(lx.stem(w) in SYMMETRIC for w in between)


def swapped(claim: str, span: str) -> tuple[str, str] | None:
    """Two things that trade places: each claim word sits where the evidence has the other, and
    neither fits its own evidence place as well ("Elk reduced wolf numbers" against "Wolves
    reduced elk browsing"). A passive "by" on one side only turns roles round legitimately."""
    cw, ew = [w.lower() for w in tokens(claim)], [w.lower() for w in tokens(span)]
    if ("by" in cw) != ("by" in ew):
        return None
    c, e = sequence(claim), sequence(span)
    where = {}
    for j, (s, _) in enumerate(e):
        where[s] = None if s in where else j  # only things named once can be said to move
    for i, (x, _) in enumerate(c):
        at = place(c, i, e) if where.get(x) is not None else None
        if at is None or at[0] == where[x]:
            continue
        y = e[at[0]][0]
        k = next((k for k, (s, _) in enumerate(c) if s == y), None)
        if k is None or where.get(y) is None or x == y:
            continue
        back = place(c, k, e)
        if back is None or back[0] != where[x]:
            continue
        if at[1] <= _fit(c, i, e, where[x]) or back[1] <= _fit(c, k, e, where[y]):
            continue
        if _joined(cw, x, y) or _joined(ew, x, y):
            continue
        net = wordnet.load()
        if net is not None and "v" in (net.pos_of(c[i][1]), net.pos_of(c[k][1])):
            continue  # things trade places; actions move when a sentence is rebuilt
        if _opposed(net, c[i][1], c[k][1]):
            continue  # "right hand" and "left hand" trading places: the opposite check counts it once
        return c[i][1], c[k][1]
    return None


def substituted(claim: str, span: str, evidence: str, skip: set[str]) -> tuple[str, str] | None:
    """(claim word, source word): a thing the evidence never names, in the place of a different
    thing of the same kind ("carried *wool*" where the source says "carried *coal*"; "*Ravel*'s
    preludes" for "*Debussy*'s"). Both must be nouns (or both names) that are not the same,
    broader or narrower in WordNet."""
    net = wordnet.load()
    c, e = sequence(claim), sequence(span)
    cs = {s for s, _ in c}
    whole = {s for s, _ in sequence(evidence)}
    for i, (stem, word) in enumerate(c):
        if stem in whole or stem in skip:
            continue
        at = place(c, i, e)
        if at is None or at[1] < SUBSTITUTE_PLACE:
            continue
        theirs_stem, theirs = e[at[0]]
        if theirs_stem in cs:
            continue
        names = word[:1].isupper() and theirs[:1].isupper()
        kind = net.relation(word, theirs) if net is not None else None
        if names or kind == "different":
            return word, theirs
    return None

"""Word senses at their place in the sentence (pure, over ``wordnet``): a claim word that means the
same as the evidence word in its place is a paraphrase; one that means the opposite contradicts;
a different thing of the same kind is a substitution; two things that trade places swap roles
(``swaps``).

A claim word's *place* in the evidence is the evidence word whose neighbours (up to
``PLACE_WORDS`` content words either side, on the same side) best match the claim word's own:
"Elk reduced wolf numbers" puts "elk" before "reduced", where the evidence ("Wolves ... reduced
elk browsing") has "wolves".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.changes import ends_range
from footnote.shared.verification.clauses import traded
from footnote.shared.verification.degrees import compared_with_own
from footnote.shared.verification.words import (
    CLAUSE_MOVED,
    LINKING,
    TITLES,
    WORD,
    canon,
    clause_margin,
    negated_before,
    tokens,
)

PLACE_WORDS = 3  # content words either side that make a word's place
_LISTED = frozenset(st for pair in lx.OPPOSITES for side in pair for st in side  # the lexicon's own opposites
                    if st not in ("high", "low"))  # (listed for compounds, "lower-achieving"; placed here too)
_NEGATION = lx.NEGATORS | {"ever"}  # "ever" / "never" is a negation, read by the negation checks ("from ever expiring")



Seq = list[tuple[str, str]]  # (canonical stem, surface word) per content word


def sequence(text: str) -> Seq:
    return list(_sequence(text))


@lru_cache(maxsize=4096)  # read for the claim and the evidence by several checks
def _sequence(text: str) -> tuple[tuple[str, str], ...]:
    out = []
    for m in WORD.finditer(text):
        w = m.group().replace("’", "'")
        low = w.lower()
        if (low in STOPWORDS and low not in lx.KEPT_STOPWORDS) or len(low) < 2 or not low[0].isalpha():
            continue
        k = m.start()
        while k and text[k - 1].isspace():
            k -= 1
        opening = not k or text[k - 1] in ".!?;:"
        out.append((canon(low), low if opening else w))  # a capital inside a sentence marks a name
    return tuple(out)


_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"“(])")


def apart(text: str) -> Seq:
    """``sequence`` with ``PLACE_WORDS`` blanks between sentences, so that a word is placed only by
    its own sentence ("... 95 percent. Birds with ..." does not put "birds" after "percent")."""
    out: Seq = []
    for part in _SENTENCE_BREAK.split(text):
        out += ([("", "")] * PLACE_WORDS if out else []) + sequence(part)
    return out


def _sides(seq: Seq, i: int) -> tuple[set[str], set[str]]:
    lo, hi = max(0, i - PLACE_WORDS), i + 1 + PLACE_WORDS
    return {s for s, _ in seq[lo:i]}, {s for s, _ in seq[i + 1 : hi]}


def fit(c: Seq, i: int, e: Seq, j: int) -> int:
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


def ranked_places(c: Seq, i: int, e: Seq) -> list[tuple[int, int]]:
    """(``fit``, j) for every evidence position j, best first (the claim word's sides read once)."""
    cl, cr = _sides(c, i)
    cl.discard(c[i][0])
    cr.discard(c[i][0])
    before, after = c[i - 1][0] if i else None, c[i + 1][0] if i + 1 < len(c) else None
    out = []
    for j in range(len(e)):
        el, er = _sides(e, j)
        adjacent = bool(before and j and e[j - 1][0] == before)
        adjacent += bool(after and j + 1 < len(e) and e[j + 1][0] == after)
        out.append((len(cl & el) + len(cr & er) + adjacent, j))
    return sorted(out, reverse=True)


def place(c: Seq, i: int, e: Seq) -> tuple[int, int] | None:
    """(evidence position, fit) of claim word ``i``'s place; None when no place fits or two tie (an
    adjective is no place for a noun)."""
    ranked = ranked_places(c, i, e)
    if not ranked or ranked[0][0] == 0:
        return None
    tied = [j for n, j in ranked if n == ranked[0][0]]
    net = wordnet.load() if len(tied) > 1 else None
    if net is not None and net.pos_of(c[i][1].lower()) == "n":  # a thing's place is no describing word
        tied = [j for j in tied if net.pos_of(e[j][1].lower()) != "a"]  # ("rabbits", not "small")
    return (tied[0], ranked[0][0]) if len(tied) == 1 else None


def _rewords(net: wordnet.WordNet, ours: str, theirs: str) -> bool:
    """The claim's word means the same as the source's, or is a broader word for it ("animal" for
    "dog"); a narrower one ("thumb" where the source says "finger") names something it does not."""
    return net.rewords(ours, theirs) or net.quality_of(ours, theirs)  # "speed" for "fast"


def same_sense(claim_words: Iterable[str], span: str) -> set[str]:
    """Stems of ``claim_words`` (surface words) that reword a word of ``span`` ("basement" for
    "cellar")."""
    net = wordnet.load()
    if net is None:
        return set()
    theirs = {w for _, w in sequence(span)}
    return {canon(w) for w in claim_words if any(_rewords(net, w, t) for t in theirs)}


def loosely_said(claim_words: Iterable[str], span: str, *, any_sense: bool = True) -> set[str]:
    """Stems of ``claim_words`` that the span says in looser words: an adjective's cluster, a
    broader word or a synonym in some sense ("a broad claim" for "a sweeping statement"), in any
    part of speech with ``any_sense``. Enough to not call a word an added detail; without
    ``any_sense`` ("angle" is a synonym of "weight" and "tip" only as verbs), enough with the
    similarity to take a rewording as said (``judge``)."""
    net = wordnet.load()
    if net is None:
        return set()
    theirs = {w.lower() for _, w in sequence(span)} | {w for w in tokens(span) if len(w) > 2}

    def near(a: str, b: str) -> bool:
        if net.relation(a, b) in ("same", "narrower", "broader"):
            return True
        if "v" in net.common_pos(a) and "v" in net.common_pos(b) and net.verb_kin(a, b, hops=1):
            return True  # two verbs, one a kind of the other ("consents" for "agrees")
        return net.loosely_same(a, b, as_used=not any_sense) or net.siblings(a, b)  # "huge" for "enormous"

    # "left" (a side, ``WHICH``) is not said by "leaves": the words that tell things apart are said as they are
    return {canon(w) for w in claim_words if canon(w) not in WHICH and any(near(w, t) for t in theirs)}


def _negated(text: str, word: str) -> bool:
    """``word`` follows a negator somewhere in ``text`` (``negated_before``: "did *not* change")."""
    words = tokens(text)
    return any(negated_before(words, k) for k, w in enumerate(words) if w == word.lower())


def synonym(ours: str, theirs: str) -> bool:
    """Two different words with a frequent sense in common ("correct" and "right")."""
    return ours.lower() != theirs.lower() and _synonym(ours.lower(), theirs.lower())


@lru_cache(maxsize=65536)  # asked once per pair of words a long transcript repeats
def _synonym(ours: str, theirs: str) -> bool:
    net = wordnet.load()
    return net is not None and net.same(ours, theirs)


def families(words: Iterable[str]) -> set[str]:
    """The WordNet families (``WordNet.family``) of ``words``: two sides that share one use one word
    in two forms ("harmonic" and "harmony")."""
    net = wordnet.load()
    return set() if net is None else {m for w in words for m in net.family(w)}


def kin(ours: str, theirs: str) -> bool:
    """Some word of ``ours`` (the claim's) rewords some word of ``theirs``, or names a part of it or
    the whole it belongs to: a paraphrase, not another thing put in its place."""
    net = wordnet.load()
    mine, yours = [bare(w) for w in ours.split()], [bare(w) for w in theirs.split()]
    return net is not None and any(_rewords(net, a, b) or net.loosely_same(a, b) or net.described_alike(a, b)
                                   or net.part_whole(a, b) or net.kind_in_any_sense(b, a)  # "direction": "heading"
                                   for a in mine for b in yours)  # "keyboard": "piano"


def bare(word: str) -> str:
    """``word`` without a possessive ending ("Europe's" is "Europe", which "European" derives from)."""
    return re.sub(r"['’]s?$", "", word)



SAID_PLACED_MAX = 200  # span words up to which a claim word the source also uses is still placed


def opposite_flips(claim: str, span: str) -> list[tuple[str, str]]:
    """Claim words in the place of their antonym ("TLS is *enabled*" where the source says
    "*disabled*"), for the pairs the verifier's own lexicon does not already list."""
    net = wordnet.load()
    if net is None:
        return []
    c, e = sequence(claim), sequence(span)
    cs, es = {s for s, _ in c}, {s for s, _ in e}
    out = []
    for i, (stem, word) in enumerate(c):
        if lx.stem(word) in _LISTED or word.lower() in _COUNTS | _NEGATION:  # numbers are the number check's
            continue
        if stem in es and len(e) > SAID_PLACED_MAX:  # placing it twice over a long span costs too much
            continue
        # a describing word the source uses, put on the case the source describes with its antonym ("the
        # Mid-Atlantic Ridge is a convergent boundary" where the source has it among the divergent
        # ones); not a person or thing, which the other clause may go on speaking of ("the age for men")
        describes = stem in es and net.pos_of(word) == "a"
        anti = next((w for st, w in e if st not in cs and net.opposite(word, w)  # "never acknowledged" is
                     and _negated(span, w) == _negated(claim, word)), None) if describes else None  # "unacknowledged"
        if anti and clause_margin(claim, span, word, anti) <= -CLAUSE_MOVED and not ends_range(
                claim, span, word, anti):  # "flows to the low tank" for "from the high tank to the low tank"
            out.append(("opposite", f"the claim says {word!r} where the source says {anti!r}"))
            continue
        pair = next(((st, w) for st, w in e if st in cs and net.opposite(word, w)), None) if describes else None
        first = pair and i < next(k for k, (st, _) in enumerate(c) if st == pair[0])  # counted once
        if first and traded(claim, span, word, pair[1]):
            out.append(("swapped_roles", f"the claim puts {word!r} and {pair[1]!r} on each other's clauses"))
            continue
        at = place(c, i, e)
        beside = None if stem in es else (_beside_antonym(net, c, i, e, cs)
                                          or _framed_antonym(net, claim, span, word, cs))
        if beside and _negated(span, beside) == _negated(claim, word) and not _in_other_form(net, word, e):
            out.append(("opposite", f"the claim says {word!r} where the source says {beside!r}"))
            continue
        if at is None:
            continue
        if stem in es and at[1] <= max(fit(c, i, e, j) for j, (st, _) in enumerate(e) if st == stem):
            continue  # the claim's word is in the source, placed as well there ("even when" said elsewhere)
        theirs_stem, theirs = e[at[0]]
        if stem in es and compared_with_own(claim, word, span, theirs):
            continue  # "allegro ... than moderato" is the source's part that compares allegro with moderato
        if stem in es and (clause_margin(claim, span, word, theirs) > 0 or _of_phrase(span, theirs, word)):
            continue  # ... or the source's phrase holds both ("children of allergic parents"): the claim's is named
        if _negated(span, theirs) != _negated(claim, word):
            continue  # "stayed the same" says "did not change"
        if theirs_stem not in cs and lx.stem(theirs) not in _LISTED and net.opposite(word, theirs) and not ends_range(
                claim, span, word, theirs) and (stem in es or not _in_other_form(net, word, e)):  # (where a range
            # starts, not the place the claim names; "lending" where the source has "borrow" and "lent": its own word)
            out.append(("opposite", f"the claim says {word!r} where the source says {theirs!r}"))
    return out


def _in_other_form(net: wordnet.WordNet, word: str, e: Seq) -> bool:
    """The source says ``word`` itself, in a form its stem does not match ("lent" for "lending")."""
    mine = net.bases(word)
    return any(mine & net.bases(w) for _, w in e)


def _of_phrase(text: str, one: str, other: str) -> bool:
    """``one`` and ``other`` in one phrase joined by "of" ("children of allergic parents")."""
    low = text.lower()
    if one.lower() not in low or other.lower() not in low or "of" not in low:
        return False  # compiled per word pair: only where it can match
    a, b, of = re.escape(one), re.escape(other), r"\s+of\s+(?:\w+\s+){0,2}?"
    return re.search(rf"\b(?:{a}{of}{b}|{b}{of}{a})\b", text, re.I) is not None


def _beside_antonym(net: wordnet.WordNet, c: Seq, i: int, e: Seq, cs: set[str]) -> str | None:
    """A source word that is an antonym of claim word ``i`` with the same word right before or after it, or after
    a describing word ("the jury *acquits* Tom" for "the jury *convicts* him", "Female lyrebirds" for "Male
    superb lyrebirds"), wherever the rest of the sentence puts it."""
    before = c[i - 1][0] if i else None
    after = c[i + 1][0] if i + 1 < len(c) else None
    for j, (st, theirs) in enumerate(e):
        if st in cs or lx.stem(theirs) in _LISTED:
            continue
        beside = (before and j and e[j - 1][0] == before) or (after and j + 1 < len(e) and e[j + 1][0] == after)
        beside = beside or (before and j > 1 and e[j - 1][1].lower() in LINKING and e[j - 2][0] == before)  # "the
        # reading becomes unreliable" beside "makes the reading reliable"
        beside = beside or (after and j + 2 < len(e) and e[j + 2][0] == after and net.pos_of(e[j + 1][1]) == "a")
        if beside and net.opposite(c[i][1], theirs):
            return theirs
    return None


def _framed_antonym(net: wordnet.WordNet, claim: str, span: str, word: str, cs: set[str]) -> str | None:
    """A source word that is an antonym of the claim's ``word`` after the same two small words as it
    ("the album for his sons" for "written in 1848 *for his* daughters"), where no content word
    nearby places it."""
    cw, low = tokens(claim), word.lower()
    frames = {tuple(cw[k - 2 : k]) for k, w in enumerate(cw)
              if w == low and k >= 2 and all(t in STOPWORDS for t in cw[k - 2 : k])}
    if not frames:
        return None
    ew = tokens(span)
    for j in range(2, len(ew)):
        theirs = sequence(ew[j]) if tuple(ew[j - 2 : j]) in frames else []
        if theirs and theirs[0][0] not in cs and lx.stem(ew[j]) not in _LISTED and net.opposite(word, ew[j]):
            return ew[j]
    return None


_TITLED = re.compile(rf"(?:{TITLES})-", re.I)  # a titled name as one word (``words.titled``)


_MADE_ADJECTIVE = re.compile(r"\w-(?:like|shaped|sized|coloured|colored|looking)$", re.I)  # "ape-like": an adjective


def same_kind(net: wordnet.WordNet, a: str, b: str) -> bool:
    """Two things of one kind can trade places: two nouns, two adjectives ("systolic" and
    "diastolic"), two names. Not verbs (a rebuilt sentence moves its verbs), and not a name and
    an adjective ("Rachmaninoff's textures are thick" is "a thick texture" in Rachmaninoff)."""
    kinds = [net.pos_of(w.removesuffix("'s")) or ("a" if _MADE_ADJECTIVE.search(w) else "name") for w in (a, b)]
    kinds = [k if k not in ("n", "name") or not any(_TITLED.match(w) for w in (a, b)) else "n" for k in kinds]
    return kinds[0] == kinds[1] and kinds[0] != "v"


def not_things(ours: str, theirs: str) -> bool:
    """One side is a count or an ordinal and the other is not, or the claim's
    is "one(s)" standing for a noun ("the opening ones" for "the first"): not a thing put in a
    thing's place."""
    # two counts are two numbers ("a third" for "a tenth"): that substitution stands
    return counted(ours) != counted(theirs) or bool({w.lower() for w in ours.split()} & {"one", "ones"})


def counted(text: str) -> bool:
    """``text`` has a count or an ordinal ("the second", "three")."""
    return any(w.lower() in _COUNTS for w in text.split())


def verb_like(words: str) -> bool:
    """Every word of ``words`` is mostly a verb (WordNet): an action, not a thing put in a thing's place."""
    net = wordnet.load()
    return net is not None and all(net.pos_of(w) == "v" for w in words.split())


def known(word: str) -> bool:
    """WordNet lists ``word`` (False without WordNet)."""
    net = wordnet.load()
    return net is not None and net.known(word)


def adjective(word: str) -> bool:
    """WordNet knows ``word`` mostly as an adjective; False without WordNet."""
    net = wordnet.load()
    return net is not None and net.pos_of(word) == "a"


def both_verbs(a: str, b: str) -> bool:
    """Both words are mostly verbs (WordNet); False without WordNet."""
    net = wordnet.load()
    return net is not None and net.pos_of(a) == "v" and net.pos_of(b) == "v"


def verb_alike(a: str, b: str) -> bool:
    """Two different verbs, one a kind of the other within two steps ("hold" and "sustain")."""
    net = wordnet.load()
    return net is not None and a != b and both_verbs(a, b) and net.verb_kin(a, b)


def kinds_differ(a: str, b: str) -> bool:
    """Two words WordNet knows as different kinds of word (``same_kind`` false); False without WordNet."""
    net = wordnet.load()
    return net is not None and not same_kind(net, a, b)


_COUNTS = frozenset(lx.NUMBER_WORDS) | frozenset(lx.ORDINALS) | frozenset(lx.ORDINALS.values())
WHICH = frozenset(canon(w) for w in (
    "first second third fourth fifth sixth seventh eighth ninth tenth index middle ring little left right upper "
    "lower top bottom front back inner outer northern southern eastern western"
).split())


@lru_cache(maxsize=65536)  # asked per phrasal verb and word pair, again for each claim of a document
def phrase_same(ours: str, theirs: str) -> bool:
    """A phrasal verb WordNet lists as one sense of the source's word ("pulled back" for
    "retreated", "gave up" for "abandoned")."""
    net = wordnet.load()
    words = ours.lower().split()
    if net is None or len(words) < 2:
        return False
    return any(net.same(joined, theirs) or net.phrasal_sense(joined, theirs)
               for joined in ("_".join([base, *words[1:]]) for base in net.lemmas(words[0], "v")))


_PARTICLES = frozenset("out up down off back away in on over through behind near".split())


def _phrasals(words: list[str]) -> set[tuple[str, str]]:
    """(verb, particle) pairs, the particle up to ``PARTICLE_GAP`` words on ("fall a few seconds behind")."""
    return ({(a, b) for k, a in enumerate(words) for b in words[k + 1 : k + 2 + PARTICLE_GAP] if b in _PARTICLES}
            | {(a, b) for a, b in zip(words, words[1:], strict=False) if b == "for"})  # "looks for": seeks


def phrasal_said(claim: str, span: str) -> set[str]:
    """Stems of the claim's phrasal verbs ("pulled back") that WordNet lists as a sense of a
    span word ("retreated"): both words are said."""
    theirs = [t for t in set(tokens(span)) if len(t) > 2]
    return {canon(x) for a, b in _phrasals(tokens(claim)) if any(phrase_same(f"{a} {b}", t) for t in theirs)
            for x in (a, b)}


def said_by_phrasal(claim: str, span: str) -> set[str]:
    """Stems of claim words that a phrasal verb of the span means ("consumed" for "used up")."""
    found = [f"{a} {b}" for a, b in _phrasals(tokens(span))]
    return {canon(w) for w in set(tokens(claim)) if len(w) > 3 and any(phrase_same(p, w) for p in found)}


PARTICLE_GAP = 3  # words between a phrasal verb and its particle ("fall a few seconds behind")

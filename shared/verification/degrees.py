"""Degrees of comparison (pure): "less lovely" where the source says "lovelier", and a claim word
placed by what it is compared with ("allegro ... than moderato" is the source's clause that
compares allegro with moderato, not the one that compares adagio with andante)."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.words import canon, content

_LESS = re.compile(r"\b(?<!no\s)(?<!not\s)(?<!any\s)less\s+([a-z]{3,})\b", re.I)
_IRREGULAR = {"good": "better", "well": "better", "bad": "worse", "badly": "worse", "far": "farther"}
_VOWELS = "aeiou"


def _er_forms(word: str) -> set[str]:
    """The "-er" comparatives a word of one or two syllables takes ("lovely" "lovelier", "big" "bigger")."""
    w = word.lower()
    if w in _IRREGULAR:
        return {_IRREGULAR[w]}
    forms = {f"{w}r" if w.endswith("e") else f"{w}er"}
    if w.endswith("y"):
        forms.add(f"{w[:-1]}ier")
    if len(w) >= 3 and w[-1] not in _VOWELS + "wxy" and w[-2] in _VOWELS and w[-3] not in _VOWELS:
        forms.add(f"{w}{w[-1]}er")  # "big" "bigger", "hot" "hotter"
    return forms


def _subject(text: str, at: int) -> set[str]:
    """Content stems of the clause before position ``at``: what the comparative is said of."""
    start = max(text.rfind(p, 0, at) for p in ".;:!?,")
    return content(text[start + 1 : at])


def _higher(text: str, word: str) -> list[int]:
    """Places where ``text`` gives more of ``word`` ("more lovely", "lovelier")."""
    forms = "|".join(re.escape(f) for f in sorted(_er_forms(word)))
    pattern = rf"\b(?:(?<!no\s)(?<!not\s)more\s+{re.escape(word)}|{forms})\b"
    return [m.start() for m in re.finditer(pattern, text, re.I)]


def less_for_more(claim: str, span: str) -> str | None:
    """The reason, where the claim gives less of a quality to what the source gives more of it
    ("the beloved is less lovely than a summer's day" for "the beloved is lovelier"), or more of
    it where the source gives less; said of a thing both sides name before the comparative."""
    found = _less_against_more(claim, span)
    if found:
        return f"the claim says 'less {found[0]}' where the source says {found[1]!r}"
    found = _less_against_more(span, claim)
    return f"the claim says {found[1]!r} where the source says 'less {found[0]}'" if found else None


def _less_against_more(less: str, more: str) -> tuple[str, str] | None:
    """(the quality, ``more``'s words for more of it) where ``less`` gives less of a quality to a
    thing ``more`` gives more of it (and ``more`` never says "less" of it)."""
    for m in _LESS.finditer(less):
        word = m.group(1).lower()
        if re.search(rf"\bless\s+{word}\b", more, re.I) or word in STOPWORDS:
            continue
        said_of = _subject(less, m.start())
        for at in _higher(more, word):
            if said_of & _subject(more, at):
                return word, _said(more, at)
    return None


def _said(text: str, at: int) -> str:
    words = text[at:].split()
    return " ".join(words[:2]) if words and words[0].lower() == "more" else words[0].strip(".,;:!?")


_CUT = re.compile(r"[,;:.!?]")
_THAN = re.compile(r"\bthan\s+([^,;:.!?]+)", re.I)


def compared_with_own(claim: str, ours: str, span: str, theirs: str) -> bool:
    """The claim's word ``ours`` is in a part of the source that compares it with what the claim
    compares with, and the source's word ``theirs`` is in no such part ("Allegro is slower than
    moderato" against "Adagio is slower than andante, and allegro is faster than moderato")."""
    with_ours = set().union(*(content(m.group(1)) for m in _THAN.finditer(claim)))
    if not with_ours:
        return False
    mine, other = canon(ours.lower()), canon(theirs.lower())
    own = found = False
    for part in _CUT.split(span):
        compared = set().union(*(content(m.group(1)) for m in _THAN.finditer(part)))
        if not compared & with_ours:
            continue
        words = content(part)
        own, found = own or mine in words, found or other in words
    return own and not found


# "X remains the most widely taught collection, ahead of those by Y": X ranks above Y
_AHEAD = re.compile(r"([^.;:,]*?)\b(?:most|more|best|worst|[a-z]{3,}est|[a-z]{3,}er)\b[^.;:]*?,?\s+"
                    r"(?:ahead\s+of|followed\s+by)\s+([^.;:,]+)", re.I)
_MORE_THAN = re.compile(r"([^.;:,]*?)\b(?:more\s+[a-z]+(?:\s+[a-z]+)?|[a-z]{3,}er(?:\s+[a-z]+)?)\s+than\s+([^.;:,]+)",
                        re.I)


_RANKED = re.compile(r"\b(?:ahead\s+of|followed\s+by)\b", re.I)
_ABBREVIATED = re.compile(r"\.(?=\s+(?:\d|[a-z]))")


def ahead_turned(claim: str, span: str) -> bool:
    """The claim ranks above the other what the source ranks below it: "Kuhlau's sonatinas are
    taught more widely than Clementi's" for "Clementi's set remains the most widely taught,
    ahead of those by Kuhlau"."""
    if not _RANKED.search(span):  # the pattern below is slow to fail on a long span
        return False
    claim, span = (_ABBREVIATED.sub("", t) for t in (claim, span))  # "Op. 36" is no sentence's end
    for m in _AHEAD.finditer(span):
        first, second = content(m.group(1)), content(m.group(2))
        first, second = first - second, second - first  # "the rye loaf ... ahead of the spelt loaf": rye, spelt
        for c in _MORE_THAN.finditer(claim):
            ours, theirs = content(c.group(1)), content(c.group(2))
            if ours & second and theirs & first and not ours & first and not theirs & second:
                return True
    return False


def less_said(words: list[str], k: int, other: list[str], j: int) -> bool:
    """``words`` say "less red than" where ``other`` says "redder than" (at "than", ``k`` and ``j``)."""
    if k < 2 or j < 1 or words[k - 2] != "less" or other[j - 2 : j - 1] == ["more"]:
        return False
    return other[j - 1] in _er_forms(words[k - 1])


# "recovered as often as": two groups alike; a claim with one "more often" or "better" than the other
_AS_EQUAL = re.compile(r"\b(?<!not )([a-z]+)\s+(?:just\s+)?as\s+([a-z]+)\s+as\b", re.I)
_COMPARED = {
    "much": "more|less", "many": "more|fewer", "well": "better|worse", "good": "better|worse",
    "long": "longer|shorter", "fast": "faster|slower", "quickly": "faster|slower|more quickly|less quickly",
    "high": "higher|lower", "low": "lower|higher", "far": "further|farther",
}


def equal_flip(claim: str, span: str) -> str | None:
    """The source finds two groups alike ("recovered as often as those who ...") and the claim has
    one do it more or less than the other, with the same verb ("recovered more often than")."""
    for m in _AS_EQUAL.finditer(span):
        if re.search(r"\b(?:not|n't|never)\s+(?:\w+\s+)?$", span[max(0, m.start() - 20) : m.start()], re.I):
            continue  # "did not recover as often as": fewer, not the same
        verb, how = canon(m.group(1).lower()), m.group(2).lower()
        more = rf"(?:more|less)\s+{how}|{_COMPARED[how]}" if how in _COMPARED else rf"(?:more|less)\s+{how}|{how}e?r"
        for c in re.finditer(rf"\b([a-z]+)\s+(?:(?:much|far|slightly)\s+)?(?:{more})\s+than\b", claim, re.I):
            if _other_number(span[m.end() :], claim[c.end() :]):
                continue  # "as young as six" and "younger than nine" compare with two different ages
            if canon(c.group(1).lower()) == verb:
                return f"the source says {m.group(0)!r}, not {c.group(0)!r}"
    for m in _EQUALLY.finditer(span):  # "both groups answered factual questions equally well"
        before_words = [w.lower() for w in re.findall(r"[A-Za-z]+", span[max(0, m.start() - 60) : m.start()])]
        how, before = m.group(1).lower(), {canon(w) for w in before_words}
        more = rf"(?:more|less)\s+{how}|{_COMPARED[how]}" if how in _COMPARED else rf"(?:more|less)\s+{how}|{how}e?r"
        for c in re.finditer(rf"\b(?=([a-z]+)\s+(?:[a-z]+\s+){{0,3}}?(?:(?:much|far|slightly)\s+)?({more})"
                             rf"(?:\s+(?:on|in|at)\s+([a-z]+))?\s+than\b)", claim, re.I):  # each word in turn: the verb
            # may stand after the subject; "better on spelling than" grades the spelling
            done = [w.lower() for w in (c.group(1), c.group(3) or "") if w and w.lower() not in STOPWORDS]
            if any(canon(w) in before or _derived_from(w, before_words) for w in done):
                return f"the source says {m.group(0)!r}, not {c.group(2)!r}"
    for m in _AT_LEAST.finditer(span):  # "at least as extreme as" for "less extreme than"
        how, least = m.group(2).lower(), m.group(1).lower() == "least"
        if how in ("many", "much"):  # "at least as many rows as" for "fewer rows than"
            below = r"(?:less|fewer)(?:\s+[a-z]+)?" if least else r"more(?:\s+[a-z]+)?"
        else:
            below = rf"(?:less|fewer)\s+{how}" if least else rf"more\s+{how}|{how}e?r"
        c = re.search(rf"\b(?:{below})\s+than\b", claim, re.I)
        if c and not re.search(r"\b(?:not|n't|never|no)\s+(?:\w+\s+)?$", claim[: c.start()], re.I):
            return f"the source says {m.group(0)!r}, not {c.group(0)!r}"
    return None


def _derived_from(word: str, words: list[str]) -> bool:
    """``word`` is one of ``words`` in another form WordNet relates ("spelling" and "spelled")."""
    net = wordnet.load()
    return net is not None and any(w not in STOPWORDS and net.derived(word, w) for w in words)


def _other_number(ours: str, theirs: str) -> bool:
    """The words after two comparisons open with two different numbers ("six", "nine")."""
    a, b = (lx.NUMBER_WORDS.get(w.lower(), w) for w in ((re.findall(r"\w+", t) or [""])[0] for t in (ours, theirs)))
    return a.isdigit() and b.isdigit() and a != b


_EQUALLY = re.compile(r"\bequally\s+([a-z]+)\b", re.I)
_AT_LEAST = re.compile(r"\bat\s+(least|most)\s+as\s+([a-z]+)(?:\s+[a-z]+)?\s+as\b", re.I)


_LOWERING = frozenset("lower lowers lowered lowering reduce reduces reduced reducing decrease decreases decreased "
                      "decreasing lessen lessens lessened lessening".split())
LOWERED_REACH = 3  # words before a quality noun within which a verb lowers it ("lowers screen brightness")


def lowered(ew: list[str], j: int) -> bool:
    """The source's word is a quality ("brightness") that a verb just before it lowers: the
    opposite quality is said ("lowers screen brightness" for "dims the screen")."""
    return ew[j].endswith("ness") and any(w in _LOWERING for w in ew[max(0, j - LOWERED_REACH) : j])


def superlatives(a: str, b: str) -> bool:
    """Two superlatives ("loudest", "softest"; WordNet gives each a base form): each names the one
    extreme, wherever the sentence says it."""
    return bool(superlative_base(a)) and bool(superlative_base(b))


def superlative_base(word: str) -> str:
    """The adjective a superlative is of ("loudest" -> "loud", "slipperiest" -> "slippery", "biggest"
    -> "big", "largest" -> "large"), or "" (not a superlative WordNet knows the base of)."""
    net, w = wordnet.load(), word.lower()
    if net is None or not w.endswith("est") or len(w) < 6 or w in net.lemmas(w, "n") + net.lemmas(w, "v"):
        return ""  # "forest", "suggest"
    return next((base for base in net.lemmas(w, "a") if base != w), "")


def superlative_said(claim: str, span: str) -> set[str]:
    """Stems of the claim's superlatives the span says with "most" ("slipperiest" for "most slippery")."""
    net, low = wordnet.load(), span.lower()
    if net is None or "most" not in low:
        return set()
    return {canon(w) for w in re.findall(r"\b[a-z]{3,}est\b", claim.lower())
            if (b := superlative_base(w)) and re.search(rf"\bmost\s+{re.escape(b)}\b", low)}


_EXTREMES = next(pair for pair in lx.OPPOSITES if "most" in pair[0])  # "most", "greatest" / "least", "fewest"


def extreme_said(stem: str, ew: list[str]) -> bool:
    """The claim's word is an extreme, and the source names the same extreme in its own words (as
    written: "mostly" is no "most")."""
    return stem not in ("most", "least") and any(stem in side and not side.isdisjoint(w.lower() for w in ew)
                                                 for side in _EXTREMES)  # ("most pilgrims": a share, not a degree)


def head_stem(word: str, *, again: bool = False) -> str:
    """A word's stem, or its first part's where that part is one side of an opposite pair and the
    word is a compound ("lower-achieving pupils" against "the highest", "left-hand chords"); with
    ``again``, a "re-" verb's own verb where WordNet files it so ("reopened": "open")."""
    head = word.split("-", 1)[0] if "-" in word.strip("-") else ""
    if lx.stem(head) in lx.OPPOSITE_STEMS:
        return lx.stem(head)
    stem = lx.stem(word)
    if again and stem not in lx.OPPOSITE_STEMS and word[:2].lower() == "re" and lx.stem(word[2:]) in lx.OPPOSITE_STEMS:
        net = wordnet.load()  # "reopened": "open" again, where WordNet files it so ("return" is no "turn")
        return lx.stem(word[2:]) if net is not None and net.again(word) else stem
    return stem

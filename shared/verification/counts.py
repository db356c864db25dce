"""A number put where the source has another (pure): "count the bar in four" where the source
says "count the bar in six", though it says "four" elsewhere ("one and four"); two clauses'
numbers given to each other's groups; one number taken from a clause about something else; an
ordinal in another's place; "many times" where the source says "only once", "several points"
where it says "one point"."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.dates import MONTH_NAMES
from footnote.shared.verification.numbers import _numbers
from footnote.shared.verification.numerals import FACTOR_VERBS
from footnote.shared.verification.words import CLAUSES, canon, content, tokens

FRAME_WORDS = 2  # words right before a number that name what it counts ("bar in")


def _value(word: str) -> str | None:
    return word if word.isdigit() else lx.NUMBER_WORDS.get(word)


def _framed(text: str) -> dict[tuple[str, ...], set[str]]:
    """Each bare number's ``FRAME_WORDS`` preceding words (one at least a content word), with the
    numbers they frame; a number with a unit or a thing after it ("10 minutes", "02:00") is no bare count."""
    out: dict[tuple[str, ...], set[str]] = {}
    for piece in re.split(r"[.;:!?,]+(?:\s|$)", text):  # a number before a full stop ends its phrase
        words = tokens(piece)
        for k in range(FRAME_WORDS, len(words)):
            value, frame = _value(words[k]), tuple(words[k - FRAME_WORDS : k])
            bare = k + 1 == len(words) or words[k + 1] in STOPWORDS and not _value(words[k + 1])
            if value and bare and not all(w in STOPWORDS or _value(w) for w in frame):
                out.setdefault(frame, set()).add(value)
    return out


def _ordinals(text: str) -> dict[tuple[str, ...], set[str]]:
    """Each ordinal between the ``FRAME_WORDS`` content words before it (in its clause) and the
    content word right after it, with the ordinals that frame holds ("bass note on the *first* beat")."""
    out: dict[tuple[str, ...], set[str]] = {}
    for piece in re.split(r"[.;:!?,]+(?:\s|$)|\s+(?:and|or|but|while)\s+", text):
        words = [w.lower() for w in tokens(piece)]
        for k, w in enumerate(words):
            if w not in lx.ORDINALS:
                continue
            before = [b for b in words[max(0, k - 12) : k] if b not in STOPWORDS][-FRAME_WORDS:]
            after = words[k + 1] if k + 1 < len(words) else ""
            if len(before) == FRAME_WORDS and after and after not in STOPWORDS:
                out.setdefault((*map(canon, before), canon(after)), set()).add(w)
    return out


def number_in_frame(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a claim's number after words the source puts only before
    another number, or an ordinal between words the source puts only around another ordinal
    ("the bass note on the second beat" for "a bass note on the first beat")."""
    theirs = _framed(evidence)
    for frame, values in _framed(claim).items():
        other = theirs.get(frame, set()) - values
        if other and not values & theirs[frame]:
            return ("contradicted", "number",
                    f"contradicted: the source says {' '.join(frame)!r} {sorted(other)[0]}, not {sorted(values)[0]}")
    placed = _ordinals(evidence)
    for frame, words in _ordinals(claim).items():
        values, theirs = {lx.ORDINALS[w] for w in words}, placed.get(frame, set())
        other = sorted(w for w in theirs if lx.ORDINALS[w] not in values)
        if other and not values & {lx.ORDINALS[w] for w in theirs}:
            return "contradicted", "number", f"contradicted: the source says {other[0]!r}, not {sorted(words)[0]!r}"
    return None


_CLAIM_CLAUSES = re.compile(r"[.;:!?]\s+|,\s+(?:and|but|while|whereas)\s+|\s+(?:whereas|while)\s+")


def number_moved(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """A claim that gives two clauses' numbers to each other's groups ("normal pressure fell by 7,
    high pressure by 1 to 2" for the reverse): a clause of the claim whose number the source gives
    in another sentence, where its words are found only in the sentence of another number."""
    pieces = [p for p in _CLAIM_CLAUSES.split(claim) if p.strip()]
    numbered = [(p, set(_numbers(p))) for p in pieces]
    numbered = [(p, n) for p, n in numbered if n]
    sentences = [(content(s), set(_numbers(s))) for s in re.split(r"(?<=[.;!?])\s+", evidence) if s.strip()]
    sentences = [(w, n) for w, n in sentences if n]
    if len(numbered) == 1 and len(numbered[0][1]) == 1:
        return _number_elsewhere(numbered[0][0], next(iter(numbered[0][1])), evidence)
    if len(numbered) < 2 or len(sentences) < 2:
        return None
    for piece, values in numbered:
        own = [w for w, n in sentences if values & n]
        others = [w for w, n in sentences if n and not values & n]
        if len(own) != 1 or not others:
            continue
        words = content(piece) - {canon(w) for w in tokens(piece) if w in lx.NUMBER_WORDS}
        elsewhere = set().union(*others)
        moved, stay = words & (elsewhere - own[0]), words & (own[0] - elsewhere)
        if moved and not stay:
            value = sorted(values)[0]
            word = next(w for w in tokens(piece) if canon(w) in moved)
            return "contradicted", "number", (f"contradicted: the source gives {value} in a sentence that does not say "
                                              f"{word!r}; the claim moves it")
    return None


# a clause joined with its own subject ("..., and you can set it to 30"; not "..., and predicted it")
_SUBJECT_CLAUSES = re.compile(r",\s+(?:and|but|while|whereas)\s+(?=(?:you|it|they|he|she|we|i|the|a|an|this|that|these|"
                              r"those|its|their|his|her|our|your)\s)", re.I)
_TIME_UNITS = frozenset(canon(w) for w in "second minute hour day week fortnight month year decade century".split())
NUMBER_ELSEWHERE = 2  # how many more of the claim's words another numbered clause must share than the number's own


def _number_elsewhere(piece: str, value: str, evidence: str) -> tuple[str, str, str] | None:
    """The claim's one number is the source's, but from a clause about something else, and the
    clause the claim's words come from gives another number ("abolished the slave trade in 1833"
    for "abolished the slave trade in 1807 ..., but slavery remained legal ... until 1833")."""
    month = re.search(rf"\b([A-Za-z]+)\s+{re.escape(value)}\b", piece)
    if month and month.group(1).lower() in MONTH_NAMES and re.search(rf"\b{month.group(0)}\b", evidence, re.I):
        return None  # "in May 1949", as the source dates it: the date itself says which clause
    clauses = [(content(c), _numbers(c)) for part in CLAUSES.split(evidence)  # "The default is 5 seconds, and
               for c in _SUBJECT_CLAUSES.split(part) if c.strip()]  # you can set it to 10, 20 or 30": two clauses
    kind = _kind(value, _numbers(piece).get(value))
    words = content(piece) - {canon(w) for w in tokens(piece) if w in lx.NUMBER_WORDS}
    words -= {canon(u) for u in _numbers(piece).values() if u} | _TIME_UNITS  # the number's own unit ("hours a week")
    own = [len(words & w) for w, n in clauses if value in n]
    other = [(len(words & w), v) for w, n in clauses if value not in n for v, u in n.items() if _kind(v, u) == kind]
    if len(own) != 1 or not other:
        return None
    best, theirs = max(other)
    if best - own[0] >= NUMBER_ELSEWHERE and best > 2 * own[0]:  # the other clause says more than twice as much
        return "contradicted", "number", f"contradicted: the source gives {theirs} for this, {value} for something else"
    return None


def _kind(value: str, unit: str | None) -> str | None:
    """A year, or the unit a number counts: a year is compared with years, 14 July with dates."""
    return "a year" if re.fullmatch(r"1\d{3}|20\d{2}", value) else (canon(unit) if unit else None)  # not "76 years"


_ONCE = re.compile(r"\b(?:(?:only|just)\s+once(?!\s+(?:the|a|an|it|they|you|we|he|she|this|that|his|her|its|their)\b)"
                   r"|a\s+single\s+time|one\s+time\s+only|single[\s-]use)\b"
                   # "codes can each be used once" (not "once the server starts")
                   r"|\b(?:used|redeemed|spent|applied)\s+once\b(?!\s+(?:the|a|an|it|they|you|we|he|she|this|that)\b)",
                   re.I)
_MANY = re.compile(r"\b(?:(?:many|multiple|several|repeated|any number of|unlimited)\s+times|repeatedly|"
                   r"more than once|again and again|as many times as|reused?|reusable|(?:every|each)\s+time|"
                   r"(?:every|each)\s+(?:single\s+)?[a-z]+\s+(?:they|you|he|she|we|it)\s+[a-z]+)\b",
                   re.I)  # "to every email they send": each time


def once_check(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for "many times" where the source says "only once", or the
    reverse ("reset links can be used only once")."""
    for one, other in ((claim, evidence), (evidence, claim)):
        many, once = _MANY.search(one), _ONCE.search(other)
        if many and once and not _ONCE.search(one):
            ours, theirs = (many, once) if one is claim else (once, many)
            return "contradicted", "number", f"contradicted: the source says {theirs.group(0)!r}, not {ours.group(0)!r}"
    theirs_times = {canon(m.group(1)): m.group(0) for m in _TIMES.finditer(evidence)}
    for m in _TIMES.finditer(claim):  # "fails once" where the source says "fails twice"
        said = theirs_times.get(canon(m.group(1)))
        if said and said.split()[-1].lower() != m.group(2).lower() and m.group(1).lower() not in STOPWORDS:
            return "contradicted", "number", f"contradicted: the source says {said!r}, not {m.group(0)!r}"
    return _many_for_one(claim, evidence) or _all_but(claim, evidence) or _unlimited(claim, evidence)


_TIMES = re.compile(r"\b([a-z]+)\s+(once|twice|thrice)\b(?!\s+(?:a|an|the|they|it|you|we|he|she|this|that)\b)", re.I)


_SEVERAL = frozenset("several multiple many numerous various".split())
_ONE_WORDS = frozenset("one single".split())


def _counted(text: str, quantifiers: frozenset[str]) -> list[tuple[str, str, frozenset[str]]]:
    """(quantifier, the noun it counts, the words between) for each quantifier in ``text``: the last
    word of the run of up to three content words after it ("one main *point*")."""
    out = []
    for piece in re.split(r"[.,;:!?()]", text):
        words = tokens(piece)
        for i, w in enumerate(words):
            if w in quantifiers and not (i and words[i - 1] in ("as", "how", "so")):  # "twice as many": compared
                run = []
                for x in words[i + 1 : i + 4]:
                    if x in STOPWORDS:
                        break
                    run.append(x)
                after = words[i + 1 + len(run) : i + 3 + len(run)]
                rate = after[:1] == ["in"] and after[1:] and (after[1].isdigit() or after[1] in lx.NUMBER_WORDS)
                if run and not rate:  # "one lesson in twenty": a rate, not a single one
                    out.append((" ".join([w, *run]), canon(run[-1]), frozenset(map(canon, run))))
    return out


def _many_for_one(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """"several main points" where the source says "one main point": one thing made many, and
    "a single fish" where it says "several small fish": many made one."""
    for ours, theirs in ((_SEVERAL, _ONE_WORDS), (_ONE_WORDS, _SEVERAL)):
        said_too, other = {n for _, n, _ in _counted(evidence, ours)}, _counted(evidence, theirs)
        for phrase, noun, _ in _counted(claim, ours):  # "several small fish crosswise" counts fish
            said = next((p for p, _, run in other if noun in run), None)
            if said and noun not in said_too:  # not where the source says both ("multiple genes ... single genes")
                return "contradicted", "number", f"contradicted: the source says {said!r}, not {phrase!r}"
    return None


# "all but one fit their masks": not every one did
_BUT = r"(?:but|except|save)\b"
_ALL_BUT = re.compile(rf"\b(?:all|every\s+[a-z]+|each\s+[a-z]+)\s+{_BUT}\s+(?:one|two|three|four|five|\d+|"
                      r"a\s+few|a\s+handful)\b(?P<rest>[^.;:!?]*)", re.I)
_EVERY = re.compile(rf"\b(?:(?:every|each)(?:\s+(?!{_BUT})[a-z]+)?|everyone|everybody|all)\b(?!\s+{_BUT})"
                    r"(?P<rest>[^.;:!?]*)", re.I)


def _all_but(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """"Every soldier gets his mask on in time" where the source says "all but one fit their masks in
    time", or the reverse: said of what the two sides' clauses share."""
    for ours, theirs in ((_EVERY, _ALL_BUT), (_ALL_BUT, _EVERY)):
        if ours is _EVERY and _ALL_BUT.search(claim) or ours is _ALL_BUT and _ALL_BUT.search(evidence):
            continue
        for m in ours.finditer(claim):
            said = next((t for t in theirs.finditer(evidence)
                         if len(content(t.group("rest")) & content(m.group("rest"))) >= ALL_BUT_SHARED), None)
            if said:
                phrase = said.group(0)[: said.start("rest") - said.start()].strip()
                own = m.group(0)[: m.start("rest") - m.start()].strip()
                return "contradicted", "number", f"contradicted: the source says {phrase!r}, not {own!r}"
    return None


ALL_BUT_SHARED = 2  # content words the clauses after "all but one" and "every" must share


# "as many times as you like" where the source caps it ("cannot be snoozed more than five times")
_NO_LIMIT = re.compile(r"\b(?:as\s+(?:many\s+times|often)\s+as\s+(?:you|they|we|he|she)\s+(?:like|likes|want|wants|"
                       r"wish|need|needs)|any\s+number\s+of\s+times|unlimited|without\s+(?:any\s+)?limit|"
                       r"no\s+limit)\b", re.I)
_CAPPED = re.compile(r"\b(?:(?:not|cannot|n't|never)\s+(?:be\s+)?(?:[a-z]+\s+){0,2}more\s+than|at\s+most|up\s+to|"
                     r"no\s+more\s+than|a\s+maximum\s+of|a\s+limit\s+of|limited\s+to)"
                     r"\s+(?:(?:[a-z]+|\d+)\s+times|once|twice)\b", re.I)


def _unlimited(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """No limit on one side where the other caps how often, in a sentence that shares a word with it."""
    for ours, theirs in ((_NO_LIMIT, _CAPPED), (_CAPPED, _NO_LIMIT)):
        m = ours.search(claim)
        for sentence in re.split(r"(?<=[.;!?])\s+", evidence) if m else ():
            t = theirs.search(sentence)
            if t and content(sentence) & (content(claim) - content(m.group(0))):
                return "contradicted", "number", f"contradicted: the source says {t.group(0)!r}, not {m.group(0)!r}"
    return None


FACTOR_SHARED = 2  # content words the claim's sentence and the source's must share to be about one thing


def other_factor(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) where the claim multiplies a thing by another factor than the
    source's verb does in a sentence about the same thing ("Cycling doubled" for "cycling
    tripled"); verbs only, so "twice as many" elsewhere is no factor of this thing."""
    ours = [(w, FACTOR_VERBS[w]) for w in tokens(claim) if w in FACTOR_VERBS]
    if len(ours) != 1:
        return None
    word, factor = ours[0]
    about = content(claim)
    for sentence in re.split(r"(?<=[.!?;])\s+", evidence):
        theirs = {FACTOR_VERBS[w]: w for w in tokens(sentence) if w in FACTOR_VERBS}
        if theirs and factor not in theirs and len(about & content(sentence)) >= FACTOR_SHARED:
            said = next(iter(theirs.values()))
            return "contradicted", "number", f"contradicted: the claim says {word!r} where the source says {said!r}"
    return None

"""Numbers in a claim that the evidence does not give (pure): counts, shares, ordinals, amounts
of a unit and how often ("daily" against "weekly")."""

from __future__ import annotations

import re
from functools import lru_cache

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.dates import GAP, YEAR, clock_times, years_apart
from footnote.shared.verification.frames import APPROX_WORDS, TIME_UNITS, length_numbers, roughly_said
from footnote.shared.verification.lists import counting, listed
from footnote.shared.verification.measures import converted
from footnote.shared.verification.numerals import ordinal_named, ordinal_value
from footnote.shared.verification.words import canon, content, tokens

_NUMBER = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)*)\s*(%|percent\b|per cent\b)?(?:\s*([a-z]+))?", re.I)

_AND_A_HALF = re.compile(  # "two and a half million": 2.5 million
    rf"\b({'|'.join(w for w in lx.NUMBER_WORDS if w.isalpha() and w not in ('a', 'an'))})\s+and\s+a\s+half\b", re.I)
_SCALES = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}
_SMALL_NUMBERS = "|".join(w for w, v in lx.NUMBER_WORDS.items() if v.isdigit() and int(v) < 100)
# "ten thousand pounds" is 10000 pounds, not ten of something and a thousand pounds
_SCALED = re.compile(rf"(?<![\w.,])(\d+(?:\.\d+)?|(?:{_SMALL_NUMBERS})(?:-(?:{_SMALL_NUMBERS}))?)\s+"
                     rf"({'|'.join(_SCALES)})\b(?!\s+and\b)", re.I)


def _scaled(m: re.Match) -> str:
    said = m.group(1).lower()
    value = float(said) if said[0].isdigit() else sum(int(lx.NUMBER_WORDS[w]) for w in said.split("-"))
    total = value * _SCALES[m.group(2).lower()]
    return str(int(total)) if total == int(total) else str(total)


def _shown(value: str, beside: str = "") -> str:
    """A number as a reason gives it: "10,000" for the "10000" read from "ten thousand" (and "2,000"
    beside it, not "2000", which reads as a year)."""
    wide = any(v.isdigit() and len(v) > 4 for v in (value, beside))
    return f"{int(value):,}" if value.isdigit() and (len(value) > 4 or wide and len(value) == 4) else value


_PERCENT_RANGE = re.compile(
    r"(?<![\w.])(\d+(?:\.\d+)?)(\s*(?:to|and|or|-|–)\s*\d+(?:\.\d+)?\s*(?:%|percent\b|per cent\b))", re.I)

_COUNT = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|a hundred|a thousand|\d+)"
# "one in four", "3 out of 10", "a third", "two fifths": shares, compared as percentages
_SHARE = re.compile(
    rf"\b(?:({_COUNT})(?:\s+times?)?|(?:one|1)\s+(?!(?:{'|'.join(TIME_UNITS)})s?\b)[a-z]+)\s+(?:in|out of)\s+"
    rf"({_COUNT})\b"
    r"(?!\s*(?:%|percent|per cent))"  # "one swap in four" too (not "one day in seven", a rate; not "two bars in
    # three", bars in triple time)
    rf"|\b(a|an|one|two|three|four|five|six|seven|eight|nine)[\s-]+({'|'.join(lx.FRACTIONS)}|quarters)\b"
    r"(?!\s+(?:time|times|attempt|try|round|place|party)\b)",  # "fails a fifth time": the fifth, not 20%
    re.I,
)
# half or a quarter of a unit is an amount of the next unit down ("half a century" = 50 years)
_PART_OF = {"century": (100, "year"), "decade": (10, "year"), "year": (12, "month"), "day": (24, "hour"),
            "hour": (60, "minute"), "minute": (60, "second"), "dozen": (12, None)}
_MEASURE = re.compile(rf"\b(half|quarter)\s+(?:of\s+)?(?:an?\s+)?({'|'.join(_PART_OF)})\b", re.I)
_PERCENT_WORD = re.compile(rf"\b(?:(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-)?"
                           rf"({'|'.join(w for w in lx.NUMBER_WORDS if lx.NUMBER_WORDS[w].isdigit())})"
                           r"\s+(?:percent|per cent)\b", re.I)


def _count(word: str) -> int:
    word = word.lower().removeprefix("a ")
    return int(word) if word.isdigit() else 1 if word in ("a", "an") else int(lx.NUMBER_WORDS[word])


def _shares(text: str) -> tuple[dict[str, str | None], str]:
    """Shares said in words, as percentages ("one in four" and "a quarter" are both 25%), half or a
    quarter of a unit as the amount it is ("half a century": 50 years), and the text with them
    blanked so their parts are not counted again."""
    out: dict[str, str | None] = {}

    def share(m: re.Match) -> str:
        if m.group(2):
            part, whole = _count(m.group(1) or "one"), _count(m.group(2))
            if not 0 < part < whole <= 1000:  # "3 in 2019" is a year, not a share
                return m.group(0)
        else:
            part, whole = _count(m.group(3)), lx.FRACTIONS.get(m.group(4).lower(), 4)
        out[f"{int(100 * part / whole + 0.5)}%"] = None
        return " "

    def measure(m: re.Match) -> str:
        whole, unit = _PART_OF[m.group(2).lower()]
        out[f"{whole // (2 if m.group(1).lower() == 'half' else 4)}"] = unit
        return " "

    text = _SHARE.sub(share, _MEASURE.sub(measure, text))
    for m in _PERCENT_WORD.finditer(text):  # "ten percent", "eighty-five percent" (85%, not 5%)
        units = int(lx.NUMBER_WORDS[m.group(2).lower()])
        tens = int(lx.NUMBER_WORDS[m.group(1).lower()]) if m.group(1) and units < 10 else 0
        out[f"{tens + units}%"] = None
    return out, _PERCENT_WORD.sub(" ", text)


_ONE_OF_MANY = frozenset("way thing reason option approach method idea explanation example trick tip possibility "
                         "problem cause answer solution advantage drawback risk benefit".split())
_ONE_IDIOMS = frozenset("one-to-one one-on-one one-off one-sided".split())
_SOME_DAY = frozenset("to she he they we you i it the this that".split())
_ONE_BY_ONE = re.compile(r"(?:[a-z]+\s+)?(?:at a time|by one|(?:after|to) (?:another|the other|the next))\b")


def _numbers(text: str) -> dict[str, str | None]:
    return dict(_numbers_in(text))


def shares_in(text: str) -> set[str]:
    """The shares ``text`` gives, as percentages ("one swap in four" and "a quarter" are both "25%")."""
    return {k for k in _numbers_in(text) if k.endswith("%")}


@lru_cache(maxsize=4096)  # each side is read by several checks
def _numbers_in(text: str) -> dict[str, str | None]:  # (the caller's is a copy)
    """Numbers in ``text`` (digits, number words, shares) -> the word after them (their unit)."""
    text = re.sub(r"\b(?:two|2)\s+times\b(?!\s+(?:in|out\s+of)\s)", "twice", text, flags=re.I)  # "revised it two
    # times": twice (not "two times in three", a share)
    text, times = clock_times(re.sub(r"\b(?:consecutive|successive)\s+", "", text, flags=re.I))  # "2 a.m." is "02:00";
    # "three consecutive checks" counts checks
    text = _SCALED.sub(_scaled, _AND_A_HALF.sub(lambda m: f"{lx.NUMBER_WORDS[m.group(1).lower()]}.5", text))
    out, text = _shares(text)
    out |= times
    text = _PERCENT_RANGE.sub(r"\1%\2", text)  # "from 61 to 68 percent": both are percentages
    for m in _NUMBER.finditer(text):
        value = m.group(1).replace(",", "")
        value = value.rstrip("0").rstrip(".") if "." in value else value
        out[value + ("%" if m.group(2) else "")] = (m.group(3) or "").lower() or None
    words = tokens(text)
    for i, w in enumerate(words):
        nxt = words[i + 1] if i + 1 < len(words) else None
        pronoun = i and words[i - 1] in _ONE_PRONOUN or i > 1 and words[i - 2] in ("a", "an", "the")
        if w == "one" and (not nxt or nxt in STOPWORDS and nxt != "per" or pronoun or nxt[:1].isdigit()):
            continue  # "the other one", "one of", "no one", "a long one": a pronoun, not a count; "one 30 GB
            # allowance": a single one of the amount; ("one per beat" counts)
        if nxt in _TERMS.get(w, ()):
            continue  # "half steps", "triple time", "double sharp": music's names, not amounts
        if w in ("two", "three") and i and words[i - 1] == "the" and words[i + 1 : i + 3] in (["of", "them"],
                                                                                    ["of", "us"], ["of", "you"]):
            continue  # "the two of them": the people named, not a count the source must give
        timed = i > 2 and words[i - 3].rstrip("s") in TIME_UNITS
        if w == "half" and words[max(0, i - 2) : i] == ["and", "a"] and timed:
            continue  # "a day and a half": a length of time (``frames.duration_check``), not a share
        if w == "two" and i and words[i - 1] == "no":
            continue  # "no two snowflakes are alike": each is different, not a count of two
        if w == "one" and _ONE_BY_ONE.match(" ".join(words[i + 1 : i + 5])):
            continue  # "one hand at a time", "one by one": a manner ("separately"), not a count
        if w in _ONE_IDIOMS:
            continue  # "one-to-one lessons": individual ones, "a one-off fee": a single time, not counts
        if w == "one" and (nxt in _ONE_OF_MANY or nxt == "another"):
            continue  # "one way to practise is ...": a way among others, not a count of ways; "eat one
            # another": each other
        after = words[i + 2] if i + 2 < len(words) else "."
        if w == "one" and nxt == "day" and (after in _SOME_DAY or not after[0].isalnum()):
            continue  # "hope one day to own a farm": some day, not a count of days
        if w in lx.NUMBER_WORDS:  # "twice a week": a number of times per week
            out[lx.NUMBER_WORDS[w]] = after if nxt in ("a", "an", "per") and after[0].isalpha() else nxt
        elif "-" in w and w.split("-", 1)[0] in lx.NUMBER_WORDS:  # "a two-second delay"
            tens, rest = w.split("-", 1)
            if tens in _TENS and lx.NUMBER_WORDS.get(rest, "x").isdigit() and int(lx.NUMBER_WORDS[rest]) < 10:
                out[str(int(lx.NUMBER_WORDS[tens]) + int(lx.NUMBER_WORDS[rest]))] = nxt  # "forty-one men": 41
            elif ordinal_value(w):  # "her twenty-first birthday": 21
                out[str(ordinal_value(w))] = nxt
            else:
                out[lx.NUMBER_WORDS[tens]] = rest
    return out


_PARTITIVE = re.compile(r"\b(?:of|out of)\s+(?:the\s+|its\s+|their\s+)?\d[\d,]*\s+(?P<unit>[a-z]+),?\s+"
                        r"(?P<part>\d[\d,]*)\b"
                        r"|\b(?P<part2>\d[\d,]*)\s+(?:out\s+)?of\s+(?:the\s+)?\d[\d,]*\s+(?P<unit2>[a-z]+)", re.I)
_TERMS = {"half": frozenset("step steps note notes tone tones cadence cadences pedal".split()),
          "double": frozenset("bass basses sharp sharps flat flats bar barline dotted escapement".split()),
          "triple": frozenset("time meter metre metres meters".split())}
_TENS = frozenset("twenty thirty forty fifty sixty seventy eighty ninety".split())
_APPROX = APPROX_WORDS | {"some"}
_NUMBERISH = frozenset("percent cent in out of".split())


def number_words(claim: str) -> set[str]:
    """Stems of the claim's words that say its numbers ("roughly", "one", "in", "four"): once the
    numbers check has found every number in the source, these are checked, not missing words."""
    words = tokens(claim)
    numeric = {i for i, w in enumerate(words)
               if re.fullmatch(r"\d+(?:[.,]\d+)*%?", w) or w in lx.NUMBER_WORDS or w in lx.FRACTIONS}  # "90%"
    keep = set(numeric)
    for i in numeric:
        if i and words[i - 1] in _APPROX:
            keep.add(i - 1)
        elif i > 1 and words[i - 1] in ("a", "an") and words[i - 2] in _APPROX:
            keep.add(i - 2)  # "around a third"
        if i + 1 < len(words) and words[i + 1] in _NUMBERISH:
            keep.add(i + 1)
        unit = next((k for k in range(i + 1, min(i + 4, len(words))) if words[k] in _PART_OF), None)
        if words[i] in ("half", "quarter") and unit is not None:  # "half a century": the amount, in years
            keep.add(unit)
    return {canon(words[i]) for i in keep}


def spelled_parts(claim: str) -> set[str]:
    """Stems of the parts of the claim's hyphenated numbers ("eighty-five"), which the content words
    read one by one: once the numbers check has found the number (as "85"), they are said."""
    return {canon(p) for w in tokens(claim) if "-" in w and all(p in lx.NUMBER_WORDS for p in w.split("-"))
            for p in w.split("-")}


_ONE_PRONOUN = frozenset("the other this that each no any every which a one someone".split())
_ORDINAL_BEFORE = frozenset("the its his her their our your this each".split())
_ORDINAL_WORD = {v: k for k, v in lx.ORDINALS.items()}  # "3rd" -> "third"


def _ordinals(text: str) -> dict[str, str | None]:
    """Ordinals used as ordinals ("the third and fourth fingers", "its final quatrain") -> the
    noun after them; "first, ..." and "a second" are not counted."""
    words, out = tokens(text), {}
    for i, w in enumerate(words):
        value = lx.ORDINALS.get(w) or (_ordinal(str(ordinal_value(w))) if ordinal_value(w) else None)  # "fifteenth"
        if not value or not i:
            continue
        prev = words[i - 1]
        listed = prev in ("and", "or", "to") and i > 1 and words[i - 2] in lx.ORDINALS
        described = i > 1 and words[i - 2] in _ORDINAL_BEFORE and prev.isalpha() and prev not in STOPWORDS
        if prev in _ORDINAL_BEFORE or listed or described:  # ("the fast final dances": the final ones)
            nxt = next((x for x in words[i + 1 :] if x not in lx.ORDINALS and x not in ("and", "or", "to")), None)
            out[value] = nxt
    return out


def _labels(text: str) -> set[str]:
    """Numbers that label a thing after its noun ("fingers two and three", "bars 12 to 16"), as
    the ordinals that name the same things ("the second and third fingers")."""
    words, out = tokens(text), set()
    for i, w in enumerate(words):
        value = lx.NUMBER_WORDS.get(w, w)
        if not value.isdigit() or not i or (i + 1 < len(words) and words[i + 1] not in STOPWORDS):
            continue  # "3 minutes": a count
        prev = words[i - 1]
        listed = prev in ("and", "or", "to") and i > 1 and lx.NUMBER_WORDS.get(words[i - 2], words[i - 2]) in out
        if listed or (prev.isalpha() and prev not in STOPWORDS and prev not in lx.NUMBER_WORDS):
            out.add(value)
    return {_ordinal(n) for n in out}


def _ordinal(n: str) -> str:
    """ "2" -> "2nd", "12" -> "12th", as ``lx.ORDINALS`` writes them."""
    return n + ("th" if n[-2:] in ("11", "12", "13") else {"1": "st", "2": "nd", "3": "rd"}.get(n[-1], "th"))


def _ordinal_check(claim: str, evidence: str, known: str) -> tuple[str, str, str] | None:
    have, ours = _ordinals(evidence), _ordinals(known)
    if not have:
        return None
    labels = _labels(evidence)
    for value, noun in _ordinals(claim).items():
        if value in have or value in ours or value in labels:
            continue
        said = [v for v, n in have.items() if n and noun and canon(n) == canon(noun)]
        verdict = "contradicted" if said else "unsupported"
        said = said or list(have)
        return verdict, "number", (f"the source says the {_ORDINAL_WORD.get(said[0], said[0])}, not the "
                                   f"{_ORDINAL_WORD.get(value, value)}")
    return None


_TWICE = re.compile(r"\b(?:twice|double|doubled|two times)\b", re.I)
_A_SINGLE = frozenset("a an per each every single same".split())  # "the same decree": one decree


def _one_said(unit: str, evidence: str) -> bool:
    """The source speaks of one ``unit`` with an article or "single"/"per"/"the same" ("a single morning")."""
    words = tokens(evidence)
    if canon(unit) == canon("time") and _ONCE.search(evidence):
        return True  # "runs one time" for "is started once" (not "once the server starts": when)
    return any(
        canon(w) == canon(unit) and _A_SINGLE & set(words[max(0, k - 2) : k]) for k, w in enumerate(words)
    )


_ONCE = re.compile(r"\bonce\b(?!\s+(?:a|an|the|it|they|you|we|he|she|this|that|more|again|upon)\b)", re.I)


def _whole_for_part(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) where the claim gives the whole's number to what the source says a
    part did ("30 pupils passed the test" for "23 of the 30 pupils passed the test")."""
    if re.search(r"\bof\s+(?:the\s+)?\d", claim, re.I):
        return None  # the claim keeps the part: "23 of the 30"
    ours = content(claim)
    for m in _PARTITIVE.finditer(evidence):
        part, unit = m.group("part") or m.group("part2"), m.group("unit") or m.group("unit2")
        whole = re.search(rf"(\d[\d,]*)\s+{re.escape(unit)}", m.group(0))
        done = content(re.split(r"[.;:!?]", evidence[m.end() : m.end() + 200])[0])  # what the part did
        if whole and re.search(rf"\b{re.escape(whole.group(0))}\b", claim, re.I) and \
                not re.search(rf"\b{re.escape(part)}\b", claim) and done & ours:
            return "contradicted", "number", f"contradicted: the source says {part} of the {whole.group(0)}"
    return None


_ONE_OF_TWO = re.compile(r"\bone\b[^.]{1,80}\bthe other\b", re.I)


def numbers_check(claim: str, evidence: str, known: str) -> tuple[str, str, str] | None:
    """(verdict, check, reason) for a number in the claim that the evidence does not give."""
    part = _whole_for_part(claim, evidence)
    if part:
        return part
    have, ours = _numbers(evidence), _numbers(known)
    lengths = length_numbers(claim, evidence)  # "ten years" for "a decade"
    pieces = re.split(r"(?<=[.;!?])\s+", evidence)
    counted = {(v, canon(u)) for piece in pieces for v, u in _numbers(piece).items() if u and u not in STOPWORDS}
    # "Of the 30 pupils, 23 passed", "23 of the 30 pupils": the part counts the whole's things too
    counted |= {((m.group("part") or m.group("part2")).replace(",", ""), canon(m.group("unit") or m.group("unit2")))
                for m in _PARTITIVE.finditer(evidence)}
    have = {**have, **{y: "year" for y in _years_later(evidence)}}  # "ten years later" after 1918: 1928
    folds = re.findall(r"\b([a-z]+)-?fold\b", evidence.lower())  # "tenfold": a factor of 10
    have |= {lx.NUMBER_WORDS[w]: None for w in folds if w in lx.NUMBER_WORDS}
    have |= {"50%": None} if re.search(r"\bhalf-?way\b", evidence, re.I) else {}  # "half of the way" for "halfway"
    have |= _nth_amounts(evidence) | dict.fromkeys(ordinal_named(claim, evidence))  # "volume three": "third volume"
    for value, unit in _numbers(claim).items():
        if value == "1" and _ONE_OF_TWO.search(claim):
            continue  # "One mother was wire ...; the other was cloth": one of two, not a count of them
        # "five probes" where the source counts three probes and 5 seconds: the number of something else
        other = sorted(v for v, u in counted if unit and u == canon(unit) and v != value)  # "two and": a list
        # a bare "at most 50" in a sentence that counts the claim's thing ("10 connections") counts it too
        bare = unit and unit.lower() not in _MORE_OR_LESS and not any(v == value for v, _ in counted) and any(
            value in _numbers(p) and canon(unit) in content(p) for p in pieces)
        if value in have and unit and (value, canon(unit)) not in counted and other and value not in ours and not bare:
            return "contradicted", "number", (f"contradicted: the source gives {_shown(other[0], value)} {unit}, "
                                              f"not {_shown(value, other[0])}")
        # "three conditions" where the source counts four: its name's "Lecture 3" does not say it
        recounted = unit is not None and any(u and canon(u) == canon(unit) for v, u in have.items() if v != value)
        if value in have or (value in ours and not recounted) or value in lengths or roughly_said(value, have, claim) \
                or value in converted(claim, evidence):  # "150 centimetres" for "1.5 metres"
            continue  # "about a third" for 32%
        if value == "2" and unit and re.search(rf"\b{re.escape(unit[:5])}\w*\s+(?:\w+\s+)?twice\b(?!\s+as\b)",
                                                 evidence, re.I):
            continue  # "two reflections" for "reflected twice"
        if value in years_apart(evidence) and GAP.search(claim):
            continue  # "opened four years later" for "began in 1933 and it opened in 1937"
        if value == "50%" and _TWICE.search(evidence) and not re.search(r"\b50\s*(?:%|percent|per cent)", claim):
            continue  # "in half the time" is "twice as long" from the other end (``turned_round``)
        same_unit = [v for v, u in have.items() if unit and u and canon(u) == canon(unit)]
        if same_unit:
            return "contradicted", "number", (f"contradicted: the source gives {_shown(same_unit[0], value)} {unit}, "
                                              f"not {_shown(value, same_unit[0])}")
        if value in listed(claim) & listed(evidence) or value in listed(evidence, counting(claim, value)):
            continue  # "three times: in hieroglyphs, in Demotic and in Greek": the source lists the three;
            # "three comets" for "the comets of 1531, 1607 and 1682"
        head = re.search(rf"\bone\s+{re.escape(unit)}\s+([a-z]+)", claim, re.I) if unit else None  # "one steady
        if value == "1" and unit and any(_one_said(u, evidence) for u in (unit, *(head.groups() if head else ()))):
            continue  # stream"; "in one morning" for "within a single morning", "in one page" for "per page"
        if value == "2" and unit and re.search(rf"\b(?:both|between|either)\s+(?:the\s+)?{re.escape(canon(unit))}",
                                                 evidence, re.I):
            continue  # "the two groups" for "between the groups": the pair the source compares
        if value == "2" and re.search(r"\b(?:the|both)\s+two\b", claim, re.I) and (
                _PAIR_NAMED.search(evidence) or _PAIR_KIN.search(evidence)):
            continue  # "the two sisters" for "Cora and Alice Munro", "the two men" for "the speaker and his neighbour"
        return "unsupported", "number", f"the number {_shown(value)} does not appear in the source"
    return _ordinal_check(claim, evidence, known)


_NTH = re.compile(r"\b([\w-]+)[\s-]+(birthday|century)\b", re.I)


def _nth_amounts(text: str) -> dict[str, None]:
    """The age an "eighteenth birthday" says (18) and the hundreds a "twelfth century" spans (1100)."""
    nths = ((ordinal_value(m.group(1)), m.group(2).lower()) for m in _NTH.finditer(text))
    return {str(n if unit == "birthday" else (n - 1) * 100): None for n, unit in nths if n}


_PAIR_NAMED = re.compile(r"(?<!,\s)\b[A-Z][a-z'’-]+\s+and\s+[A-Z][a-z'’-]+\b(?!,?\s+and\b)")  # two, not a list
_PAIR_KIN = re.compile(r"\b[a-z'’]+\s+and\s+(?:his|her|their)\s+[a-z]+\b(?!,?\s+and\b)")  # "the speaker and his
# neighbour": one and the other of a pair
_MORE_OR_LESS = frozenset("more fewer less greater higher lower".split())  # "1,000 fewer steps": no unit of its own


_LATER = re.compile(r"\b(\w+)\s+(years?|decades?)\s+(?:later|afterwards?|on)\b", re.I)  # "a decade later": 1 x 10


def _years_later(text: str) -> set[str]:
    """The years that "N years later" names, counted from the last year before it ("In 1918 ... Ten
    years later ..." names 1928)."""
    out = set()
    for m in _LATER.finditer(text):
        years = YEAR.findall(text[: m.start()])
        word = m.group(1).lower()
        count = _count(word) if word.isdigit() or word in lx.NUMBER_WORDS or word in ("a", "an") else 0  # not "many"
        if years and count:
            out.add(str(int(years[-1]) + count * (10 if m.group(2).lower().startswith("decade") else 1)))
    return out




_UPPER = re.compile(r"\b(?:up to|at most|no more than|not more than|as (?:many|much|high) as)\s+\$?\d", re.I)
_LOWER = re.compile(r"\b(?:at least|no fewer than|no less than|not less than|as (?:few|little|low) as)\s+\$?\d", re.I)
_BOUND_WORDS = ((_UPPER, frozenset(canon(w) for w in "maximum max limit cap ceiling peak reach highest strongest "
                                   "largest greatest".split())),  # "the strongest ... reach 600 volts" = "up to 600"
                (_LOWER, frozenset(canon(w) for w in "minimum min floor".split())))


def bounds_said(claim: str, span: str) -> set[str]:
    """Stems of the claim's "maximum", "limit", "minimum" ... that the span says as a bound on a
    figure ("up to 90" for "a maximum of 90"); the figures themselves are checked as numbers."""
    ours = {canon(w) for w in tokens(claim)}
    return set().union(*(ours & words for bound, words in _BOUND_WORDS if bound.search(span)))


# -- numbers moved between the groups the source gives them for ------------------------------

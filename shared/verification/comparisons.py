"""Comparisons (pure): comparatives of the lexicon's opposite pairs, a claim that makes the
source's comparison from the other end ("B is worse than A" for "A is better than B"), and one
side that gives more or less of a thing the other gives the same of, or finds did not differ."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.negation import PUNCT_WORD
from footnote.shared.verification.words import canon, content, tokens

COMPARING = frozenset("more less fewer better worse".split())
ORDER_WORDS = lx.OPPOSITES[lx.ORDER_PAIR][0] | lx.OPPOSITES[lx.ORDER_PAIR][1]
GRADED = frozenset().union(*(a | b for n, (a, b) in enumerate(lx.OPPOSITES) if n != lx.ORDER_PAIR))


def comparative(word: str) -> bool:
    """"more", "better", "cooler": a comparative of one of the opposite pairs (not "after")."""
    return word in COMPARING or (word.endswith("er") and lx.stem(word) in GRADED)


def _opposed(a: str, b: str) -> bool:
    return lx.opposed(lx.stem(a), lx.stem(b))


def _stems(words: list[str]) -> list[str]:
    """The words' content stems in order ("tree-covered" gives its parts, as ``content`` does)."""
    return list(dict.fromkeys(st for w in words for st in sorted(content(w))))


def _between_describing(words: list[str], i: int) -> bool:
    """"a slow, even trill": a comma between two words that can describe a thing breaks no clause."""
    net = wordnet.load()
    return (words[i] == "," and 0 < i < len(words) - 1 and net is not None
            and all(bool(net.senses(w, "a")) for w in (words[i - 1], words[i + 1])))


DETERMINERS = frozenset("a an the its their his her".split())  # before a word that describes the next
_ASIDE_OPENING = frozenset("from with in on at for by after during under over between like".split())


def _comparison(words: list[str], need_than: bool) -> tuple[str, list[str], list[str]] | None:
    """The first comparison in ``words``: (its comparative, what is compared, what it is compared
    with after "than"), each side within the comparative's clause; with ``need_than``, the
    comparative nearest before a "than" ("more tree cover were cooler than ..." is "cooler")."""
    cuts = [i for i, w in enumerate(words) if w in ".,;:!?" and not _between_describing(words, i)]
    for k, w in enumerate(words):
        if not comparative(w):
            continue
        start = max((i + 1 for i in cuts if i < k), default=0)
        while start and (len(_stems(words[start:k])) < 2 or words[start] in _ASIDE_OPENING):
            start = max((i + 1 for i in cuts if i < start - 1), default=0)  # "Those who rotated forward, from
            # mornings to nights, reported better ...": the aside is no subject of its own
        end = min((i for i in cuts if i > k), default=len(words))
        than = next((i for i in range(k + 1, end) if words[i] == "than"), None)
        if need_than and (than is None or any(comparative(x) for x in words[k + 1 : than])):
            continue
        if than is None and k and words[k - 1] in DETERMINERS:  # "above a quieter accompaniment": the
            return w, _stems(words[k + 1 : end]), []  # accompaniment is the quieter one
        return w, _stems(words[start:k]), _stems(words[than + 1 : end]) if than is not None else []
    return None


def turned_round(claim: str, span: str) -> bool:
    """The claim makes the source's comparison from the other end: its subject is what the source
    compares with, and its comparative the opposite ("students who stayed awake remembered fewer
    words" for "students who slept recalled more words than students who stayed awake")."""
    return _from_other_end(claim, span, _opposed)


def other_end(claim: str, span: str) -> bool:
    """The claim gives the source's comparative to what the source compares with ("monolingual
    toddlers were faster" for "bilingual toddlers were faster than monolingual toddlers")."""
    return _from_other_end(claim, span, lambda a, b: lx.stem(a) == lx.stem(b) and not (
        a in _AMOUNTS and re.search(rf"\b{a}\s+than\s+(?:about\s+)?\d", span, re.I)))


_AMOUNTS = frozenset("more less fewer".split())  # "more than 30% canopy" is an amount, not two groups


def _from_other_end(claim: str, span: str, matched: Callable[[str, str], bool]) -> bool:
    theirs = _comparison(PUNCT_WORD.findall(span.lower()), need_than=True)
    ours = _comparison(PUNCT_WORD.findall(claim.lower()), need_than=False)
    if not theirs or not ours or not matched(ours[0], theirs[0]):
        return False
    # the things compared are the clause's opening words, as many as the "than" phrase has ("runners
    # who trained with a coach" against "runners who trained alone"), not the verb after them
    n = max(len(theirs[2]), 1)
    subject, other = set(theirs[1][:n]), set(theirs[2])
    our_subject, our_other = set(ours[1][:n]), set(ours[2])
    # what marks the other group is what its phrase has that the whole subject lacks ("quiet" in "pupils in quiet
    # classrooms" against "pupils ... taught in classrooms next to a busy road"; "classrooms" marks neither)
    if len(our_subject & (other - set(theirs[1]))) <= len(our_subject & (subject - other)):
        return False
    return not our_other or len(our_other & subject) >= len(our_other & other)


AMOUNT_WORDS = 3  # words after "same" / "less" that name the thing measured
_SAME_AMOUNT = re.compile(rf"\b(?:same|equal|identical)((?:\s+[a-z-]+){{1,{AMOUNT_WORDS}}})", re.I)
# "worker numbers did not differ", "weight stayed unchanged", "no difference in worker numbers"
_NO_CHANGE = re.compile(
    r"\b(?:did not|didn't|do not|does not)\s+(?:significantly\s+)?differ\s+(?:in|on)((?:\s+[a-z-]+){1,7})|"
    rf"((?:[a-z-]+\s+){{1,{AMOUNT_WORDS}}})"
    r"(?:did not|didn't|does not|do not|was not|were not|barely|hardly|scarcely)\s+"
    r"(?:differ|change|vary|differed|changed|varied)\b(?!\s+(?:significantly\s+)?(?:in|on)\s)|"
    rf"((?:[a-z-]+\s+){{1,{AMOUNT_WORDS}}})(?:was|were|is|are|remained|stayed|remains|stays|remain|stay)\s+"
    r"(?:similar|unchanged|comparable|identical|equal|the same)\b|"
    r"\bno (?:significant |clear |measurable |detectable |noticeable )?(?:difference|change)"
    r"(?: (?:was|were) (?:found|seen|observed|detected|noted|reported))? (?:in|of)"
    rf"((?:\s+[a-z-]+){{1,{AMOUNT_WORDS}}})|"
    # "the horizontal speed stays constant", "prices held steady"
    rf"((?:[a-z-]+\s+){{1,{AMOUNT_WORDS}}})(?:is|are|was|were|remains?|remained|stays?|stayed|holds?|held)\s+"
    r"(?:constant|steady|stable)\b|"
    # "leaves the order of the colours unchanged": what a doing keeps as it was
    r"\b(?:leaves?|left|leaving|keeps?|kept|keeping)\s+((?:[a-z-]+\s+){1,5})(?:unchanged|the\s+same)\b",
    re.I,
)
_NO_CHANGE_WORD = re.compile(r"differ|change|vary|similar|comparable|identical|equal|same|constant|steady|stable", re.I)
_MEASURES = frozenset(canon(w) for w in "number numbers level levels rate rates amount count size score scores intake "
                      "consumption total overall".split())
_MORE_OR_LESS = re.compile(
    # read ahead, not taken: "slept longer got higher test marks" has two
    rf"\b(?:less|more|fewer|greater|smaller|shorter|longer|higher|lower|larger)(?=((?:\s+[a-z-]+){{1,{AMOUNT_WORDS}}}))",
    re.I,
)


_CONJUNCTS = re.compile(r"\s*,\s*|\s+and\s+|\s+or\s+", re.I)


_JOINERS = frozenset("although though whereas while but yet because".split())  # "although worker numbers ..."


def _things(words: str) -> set[str]:
    return {canon(w) for w in words.split() if w.lower() not in STOPWORDS | _JOINERS and len(w) > 2}


@lru_cache(maxsize=4096)  # read for both sides by several checks per pair (its matches are never changed)
def _alike(text: str) -> list[tuple[re.Match, str]]:
    """(match, thing) for each thing ``text`` finds did not differ or change, one per conjunct ("did
    not differ in resting heart rate or sleep quality"), without the groups it compares."""
    if not _NO_CHANGE_WORD.search(text):  # (the full pattern tries its opening words at every word)
        return []
    return [(m, thing) for m in _NO_CHANGE.finditer(text)
            for thing in _CONJUNCTS.split(_BETWEEN.split(next(g for g in m.groups() if g))[0])]


def amount_flip(claim: str, span: str) -> str | None:
    """One side gives the same amount of a thing and the other more or less of it ("both groups
    practised for the same total time" / "the group practised for less time")."""
    for same_side, other_side, says in ((span, claim, "the source"), (claim, span, "the claim")):
        equal = [(m.group(0).strip(), _things(m.group(1)), False) for m in _SAME_AMOUNT.finditer(same_side)
                 if not re.search(r"\b(?:at|in|on|than)\s+the\s+$", same_side[: m.start()], re.I)
                 or re.match(r"\s+(?:price|cost|rate|speed|fee|level|pace|temperature|volume)\b", m.group(1), re.I)]
        # "at the same moment"; "fewer ... than the same horses in plain coats": the very horses, not an equal
        # amount; but "at the same price as": an amount
        # a thing found not to differ is named whole: "exam marks" did not differ, not "exam stress"
        # each of two things found alike: "watering and light were identical" (the watering, the light)
        equal += [(m.group(0).strip(), _things(thing) - _MEASURES, True) for m, thing in _alike(same_side)]
        alike = {t for _, theirs, _ in equal for t in theirs} | {None}
        # more of the thing it names first: not "more good spent directly" for "the same money spent directly"
        more = [((m.group(0) + m.group(1)).strip(), _things(m.group(1)), False)
                for m in _MORE_OR_LESS.finditer(other_side) if _head(m.group(1)) in alike]
        # "levels were lower": the thing before its comparative
        more += [(m.group(0).strip(), _things(m.group(1)), False) for m in _WAS_MORE.finditer(other_side)]
        # "slept better than": the doing is the thing ("sleep quality" did not differ)
        more += [(m.group(0).strip(), _verb_things(m.group(1)), True) for m in _DID_MORE.finditer(other_side)]
        for text, things, done in more:
            said = next((t for t, theirs, whole in equal
                         if theirs and (theirs <= things if whole and not done else theirs & things)), None)
            if said:
                return f"{says} says {said!r}, not {text!r}"
    return None


_BETWEEN = re.compile(  # "... in sleep between the groups", "... in vocabulary in either language"; and a condition
    r"\b(?:between|among|across|compared|in (?:either|both|any|each|all|the two)|when|if|once|unless|after|until)\b",
    re.I,  # "... in vocabulary size when both languages were counted": the thing is "vocabulary size"
)
_DID_MORE = re.compile(r"\b([a-z]{3,})\s+(?:better|worse|more|less|longer|faster|slower)\s+than\b", re.I)


def _head(text: str) -> str | None:
    """The stem of the first content word of ``text`` (the thing a "more" names), or None."""
    return next((canon(w) for w in tokens(text) if w not in STOPWORDS), None)


def _verb_things(word: str) -> set[str]:
    """A verb as the thing it does ("slept": "sleep")."""
    net = wordnet.load()
    return {canon(word)} | ({canon(b) for b in net.lemmas(word, "v")} if net is not None else set())


_WAS_MORE = re.compile(
    rf"\b((?:[a-z-]+\s+){{1,{AMOUNT_WORDS}}})(?:was|were|is|are)\s+(?:\w+ly\s+|much\s+|far\s+)?"
    r"(?:lower|higher|greater|smaller|larger|less|more|fewer|slower|faster|longer|shorter|better|worse)\b", re.I
)


def changed_flip(claim: str, span: str) -> str | None:
    """One side finds a thing unchanged ("bone density in the hip was unchanged") and the other
    has something change it ("improved bone density in the hip"), not under a negation."""
    for same_side, other_side, says in ((span, claim, "the source"), (claim, span, "the claim")):
        unchanged = [(_from_clause_start(same_side, m), _things(thing) - _MEASURES) for m, thing in _alike(same_side)]
        unchanged += [(m.group(0).strip(), _things(next(g for g in m.groups() if g)) - _MEASURES)
                      for m in _NOT_CHANGING.finditer(same_side)]
        changed = [(m, (m.group(0) + m.group(1)).strip(), _things(m.group(1)), False)
                   for m in _CHANGED.finditer(other_side)]
        # "ate less": the doing is the thing ("did not change how much the mice ate")
        changed += [(m, m.group(0), _verb_things(m.group(1)), True) for m in _DID_LESS.finditer(other_side)]
        # "the horizontal speed keeps decreasing": the thing before its verb
        changed += [(m, _from_clause_start(other_side, m), _things(m.group(1)), False)
                    for m in WENT.finditer(other_side)]
        for m, text, things, done in changed:
            if re.search(r"\b(?:not|n't|never|no|without)\s+(?:\w+\s+)?$", other_side[: m.start()], re.I):
                continue  # "did not improve bone density" says it too (and "without changing its schedule")
            if re.search(r"\b(?:not|n't|never|no)\b", m.group(0), re.I):
                continue  # "saw no fall": denied, not done
            said = next((t for t, theirs in unchanged if theirs and (
                any(_verb_things(w) & things for w in theirs) if done else theirs <= things)), None)
            if said and not _steady_there(same_side, other_side, m, things):
                return f"{says} says {said!r}, not {text!r}"
    return None


CONTRAST = re.compile(r"[.;!?]\s+|,?\s+\b(?:but|while|whereas|yet)\s+", re.I)


def _steady_there(same_side: str, other_side: str, changed: re.Match, things: set[str]) -> bool:
    """The other side finds the thing unchanged too, in the conjunct whose words the same side's
    are ("fell by half in rural areas but held steady in towns" for "in towns the number stayed
    stable"): the change is another place's."""
    bounds = [0, *(c.end() for c in CONTRAST.finditer(other_side)), len(other_side)]

    def piece(at: int) -> set[str]:
        k = max(i for i, b in enumerate(bounds[:-1]) if b <= at)
        return content(other_side[bounds[k] : bounds[k + 1]])

    start = max(b for b in bounds[:-1] if b <= changed.start())
    words = content(same_side) - things - content(other_side[start : changed.end()])  # not the thing's own words
    here = len(piece(changed.start()) & words)
    return any(len(piece(m.end() - 1) & words) > here for m, _ in _alike(other_side))


def kept_same(claim: str, span: str) -> bool:
    """The claim denies a change ("the horizontal speed does not change") where the span has the
    things it names stay as they are ("the horizontal speed stays constant"): said, not negated."""
    if not re.search(r"\b(?:not|n't|never)\s+(?:\w+\s+)?(?:chang|alter|vary|differ)", claim, re.I):
        return False
    ours = content(claim)
    return any(theirs and theirs <= ours for theirs in (_things(t) - _MEASURES for _, t in _alike(span)))


_ALIKE_WORDS = frozenset(canon(w) for w in "differ change vary difference similar unchanged comparable identical equal "
                         "same constant steady stable stay remain".split())  # "stayed the same"


def alike_said(claim: str, span: str) -> set[str]:
    """Stems of the claim's words for "no difference" ("did not differ") where the span finds one
    of the same things alike in its own words ("their reaction times were similar")."""
    theirs = [_things(_from_clause_start(span, m)) - _MEASURES for m, _ in _alike(span)]  # the whole subject:
    # "purchases in neighbouring towns without the tax did not change" says "purchases stayed the same"
    ours = [_things(t) - _MEASURES for _, t in _alike(claim)]
    if not any(a & b for a in ours for b in theirs):
        return set()
    return {canon(w) for w in re.findall(r"[a-z]+", claim.lower())} & _ALIKE_WORDS


WENT = re.compile(  # a thing going up or down of itself ("the speed keeps decreasing"), not a verb with an object
    rf"\b((?:[a-z-]+\s+){{1,{AMOUNT_WORDS}}})(?:keeps?\s+|kept\s+|continues?\s+to\s+|continued\s+to\s+)?"
    r"(?:(?:increas|decreas|declin|chang)(?:e|es|ed|ing)|ris(?:e|es|ing)|rose|fall(?:s|ing)?|fell|drop(?:s|ped|ping)"
    r"|gr(?:ow|ows|ew|owing)|shr(?:ink|inks|ank|inking))\b(?!\s+(?:the|a|an|its|their|his|her|this|that|these|those)\b)",
    re.I,
)
_DID_LESS = re.compile(r"\b([a-z]{3,})\s+(?:less|more|fewer)\b(?!\s+than\b)", re.I)


def _from_clause_start(text: str, m: re.Match) -> str:
    """The match quoted from the start of its clause ("Bone density in the hip was unchanged", not
    "in the hip was unchanged"), for a reason a reader can follow."""
    start = max(text.rfind(p, 0, m.start()) for p in ".;:!?,")
    clause = text[start + 1 : m.end()].strip()
    return re.sub(r"^(?:but|and|while|whereas|although|though|so)\s+", "", clause, flags=re.I)


# "does not change the final equilibrium": the thing left as it was, named after the verb
_NOT_CHANGING = re.compile(  # "did not change how much the mice ate": what they did
    r"\b(?:does|do|did)\s+not\s+(?:change|alter|affect)\s+how\s+(?:much|many|often|long|well|fast)((?:\s+[a-z-]+){1,4})|"
    r"\b(?:does|do|did)\s+not\s+(?:change|alter|affect|shift)((?:\s+[a-z-]+){1,3})", re.I
)
_CHANGED = re.compile(
    r"\b(?:(?:improv|increas|decreas|reduc|rais|lower|boost|worsen|diminish|enhanc|shift|alter|chang|revers)"
    r"(?:e|es|ed|ing|s)?"
    r"|lost|los(?:e|es|ing)|gain(?:s|ed|ing)?)(?=((?:\s+[a-z-]+){1,6}))", re.I,  # "lost weight"
)


# "retreated more slowly ... than in the previous two decades" for "twice as fast as in the previous two decades"
_COMPARING_WORD = re.compile(r"\bas\s+([a-z]+)\s+as\b|\b(more|less)\s+([a-z]+)|\b([a-z]+er)\b", re.I)
_THAN = re.compile(r"[^.;:!?]{0,80}?\bthan\b([^.;:!?]{0,80})", re.I)
COMPARED_WITH = 2  # content words the two sides' "than" phrases must share to compare with the same thing


def _comparisons(text: str, *, equal: bool) -> list[tuple[str, set[str]]]:
    """(the compared word, what it is compared with) for each "more X than ...", "Xer than ..."
    and, with ``equal``, "as X as ..."; none with "less", which turns a comparison round."""
    out = []
    for m in _COMPARING_WORD.finditer(text):
        if m.group(1):
            if equal:
                out.append((m.group(1).lower(), content(text[m.end() : m.end() + 80].split(".")[0])))
            continue
        if (m.group(2) or "").lower() == "less" or (m.group(4) and not comparative(m.group(4).lower())):
            continue
        than = _THAN.match(text, m.end())
        if than:
            out.append(((m.group(3) or m.group(4)).lower(), content(than.group(1))))
    return out


def comparison_flip(claim: str, span: str) -> str | None:
    """The claim compares with the same thing as the source, in the opposite direction ("more
    slowly than in the previous two decades" for "twice as fast as in the previous two
    decades"). Only where the two words are an opposite pair of the lexicon."""
    theirs = _comparisons(span, equal=True)
    for ours, with_ours in _comparisons(claim, equal=False):
        for word, with_theirs in theirs:
            if _opposed(ours, word) and len(with_ours & with_theirs) >= COMPARED_WITH:
                return f"the claim says {ours!r} where the source says {word!r}"
    return None


_LIKELY = re.compile(r"\b(more|less)\s+likely\s+to\s+(?:be\s+|have\s+)?([a-z]{3,})", re.I)


def likelihood_flip(claim: str, span: str) -> str | None:
    """"less likely to drop out" where the source says "more likely to drop out" of the same deed,
    and never the claim's way."""
    theirs = [(m.group(1).lower(), canon(m.group(2)), m.group(0)) for m in _LIKELY.finditer(span)]
    for m in _LIKELY.finditer(claim):
        way, deed = m.group(1).lower(), canon(m.group(2))
        other = next((said for w, d, said in theirs if d == deed and w != way), None)
        if other and not any(d == deed and w == way for w, d, _ in theirs):
            return f"the source says {other!r}, not {m.group(0)!r}"
    return None


_PROPORTIONAL = re.compile(r"\b(inversely\s+)?proportional\s+to\s+([^.;:]+)", re.I)


def inverse_flip(claim: str, span: str) -> str | None:
    """"inversely proportional to the viscosity" where the source has the same thing plainly proportional
    (or the other way round)."""
    theirs = [(bool(m.group(1)), content(m.group(2)), m.group(0)) for m in _PROPORTIONAL.finditer(span)]
    for m in _PROPORTIONAL.finditer(claim):
        ours = content(m.group(2))
        other = next((said for inverse, things, said in theirs if inverse != bool(m.group(1)) and things & ours), None)
        if other and not any(inverse == bool(m.group(1)) and things & ours for inverse, things, _ in theirs):
            return f"the source says {other.split(',')[0]!r}, not {m.group(0).split(',')[0]!r}"
    return None

"""How single words and sentences are used, per WordNet (pure, over ``wordnet``): terms no
dictionary knows, light verbs that carry an adjective's change, sentences that give an
instruction, settings said to do what another does, and faults one side names and the other
recommends."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.negation import NEG_ABOUT
from footnote.shared.verification.senses import sequence
from footnote.shared.verification.words import CLAUSES, canon, content

_STEP = re.compile(
    r"(?:^|(?<=[.;:!?])\s+)(?:(?:if|when|whenever|before|after|once|unless|until|to)\b[^.;:!?]*?,\s+)?"
    r"(?:then\s+|always\s+|first,?\s+|now\s+)?([A-Za-z]+)\s+([A-Za-z]+)", re.I,
)


def instructs(text: str) -> bool:
    """A sentence of ``text`` opens, maybe after an "If ...," clause, with a verb's base form and a
    function word: an instruction ("Acknowledge a page within five minutes"; "If ..., escalate"), which says "must"."""
    net = wordnet.load()
    if net is None:
        return False
    for m in _STEP.finditer(text):
        w, after = m.group(1).lower(), m.group(2).lower()  # "Keep *it* even"; not "List endpoints return"
        if w == "let" and after in STOPWORDS:  # "Let the wrist rise" asks for it
            return True
        if w not in STOPWORDS and after in STOPWORDS and "v" in net.common_pos(w) and w in net.lemmas(w, "v"):
            return True
    return False


_SPELLINGS = (("ise", "ize"), ("isation", "ization"), ("our", "or"), ("tre", "ter"), ("ogue", "og"))
_CODE = re.compile(  # a flag, a setting, a file name, a path ("/healthz")
    r"(?<![\w-])--?[a-z][\w-]*|\b[a-z]\w*_\w+\b|\b[a-z]\w*\.[a-z]\w+\b|(?<![\w/])/[a-z][\w-]*(?:[./][\w-]+)*"
)
_PREFIXES = ("re", "un", "pre", "non", "over", "under", "co", "mis", "dis", "out", "self", "sub", "inter", "multi")
_CONTRACTIONS = ("n't", "'ll", "'re", "'ve", "'d", "'m")
_FUNCTION_WORDS = frozenset(
    "ought whilst amongst upon unto shall whose whom whoever whichever whatever anything everything something "
    "anyone everyone anybody everybody although unless whereas whether since nor whenever wherever however".split()
)


def _in_dictionary(net: wordnet.WordNet, word: str) -> bool:
    """A word English has: in WordNet as it is, in American spelling, as the parts of a
    hyphenated compound ("ten-year"), after a prefix ("redelivered"), or a function word."""
    w = word.lower().strip("'")
    w = w[:-2] if w.endswith("'s") else w
    if w.replace("’", "'").endswith(_CONTRACTIONS):  # "don't", "we'll"
        return True
    if w in _FUNCTION_WORDS or net.known(w) or any(net.known(w.replace(a, b)) for a, b in _SPELLINGS if a in w):
        return True
    if "-" in w.strip("-"):
        return all(_in_dictionary(net, p) for p in w.split("-") if p)
    if any(net.known(b) for b in _uninflected(w)):  # a noun used as a verb: "plateaued", "texting"
        return True
    return any(w.startswith(p) and len(w) - len(p) >= 4 and net.known(w[len(p) :]) for p in _PREFIXES)


def _uninflected(word: str) -> list[str]:
    """Base forms ``word`` may be an inflection of ("plateaued" -> "plateau", "texting" -> "text")."""
    out = []
    for end in ("ed", "ing", "es", "s", "d"):
        base = word[: -len(end)]
        if word.endswith(end) and len(base) >= 3:
            out += [base, base + "e"] + ([base[:-1]] if len(base) > 3 and base[-1] == base[-2] else [])
    return out


# words no dictionary lists because they are grammar, not things: never a tool or a name
_FUNCTION = lx.NEGATORS | lx.NEGATION_SKIP | frozenset(
    "within without despite unless whether toward towards upon amid among amongst beneath beside besides beyond "
    "between behind below above across against along alongside around during inside outside onto into near "
    "nearby past since through throughout under underneath until versus".split()
)


def unknown_terms(claim: str, evidence: str, known: str) -> list[str]:
    """What the claim names that the source does not, and no dictionary knows: a tool, a flag, a
    setting or a name ("with kubectl drain", "the --force flag", "Hargreaves's water frame").
    Words of the source, of its title and author, and of the user's own input (``known``) are
    not new."""
    net = wordnet.load()
    have = {s for s, _ in sequence(evidence)} | {s for s, _ in sequence(known)}
    said = f"{evidence} {known}".lower()
    out = [t for t in _CODE.findall(claim) if t.lower() not in said]
    if net is not None:
        out += [
            word
            for stem, word in sequence(claim)
            if stem not in have and word.lower() not in said and not _parts_said(word, have)
            and word.lower() not in _FUNCTION and not _form_said(word, said)
            and not _in_dictionary(net, word)
        ]
    return list(dict.fromkeys(out))


FORM_PREFIX = 7  # letters a long word shares with a source word to be another form of it


def _form_said(word: str, said: str) -> bool:
    """A long word the source uses in another form, all but its last three letters the same
    ("photosynthesise" for "photosynthesis")."""
    stem = word.lower()[: max(FORM_PREFIX, len(word) - 3)]
    return len(word) > FORM_PREFIX + 1 and stem in said and re.search(rf"\b{re.escape(stem)}", said) is not None


def _parts_said(word: str, have: set[str]) -> bool:
    """Each part of a hyphenated word is a word the source uses ("per-key" for "per key",
    "neonicotinoid-treated" for "treated with a neonicotinoid")."""
    parts = [p for p in word.lower().split("-") if p]
    return len(parts) > 1 and all(canon(p) in have or p in STOPWORDS for p in parts)


_LIGHT = re.compile(
    r"\b(make|makes|made|making|get|gets|got|become|becomes|became|render|renders|stay|stays|stayed|remain|"
    r"remains|remained|(?:end|ends|ended|ending)(?=\s+up\b))\b((?:\s+[\w'’-]+){1,4})", re.I  # "ends up negative"
)


_LET = re.compile(r"\b(let|lets|letting|allow|allows|allowing)\s+(?:it|them|him|her|the\s+\w+)\s+\w+\b", re.I)
_GO = re.compile(r"\b(go|goes|went|gone|going)\s+([a-z]+)\b", re.I)
_WAYS = frozenset("round around straight direct back forward ahead abroad far near close".split())
ADJECTIVE_USES = 5  # tagged uses as an adjective that make a word one ("light" 45; "beat" 0)
_KEEP = re.compile(r"\b(keep|keeps|kept|keeping|leave|leaves|left|leaving)\s+"
                   r"(?:all\s+the|the|a|an|your|its|their|each|every|all)\s+(?:[\w'’-]+\s+){1,5}?"
                   r"([a-z]+)(?=\s*(?:[.,;:!?]|$)|\s+(?:and|so|but|while|to|as|when)\b)", re.I)


def light_verbs(claim: str) -> set[str]:
    """Stems of verbs that only carry an adjective's change ("tension *makes* a trill slower" =
    "slows a trill"): not a content word the source must say."""
    net = wordnet.load()
    if net is None:
        return set()
    out = set()
    for m in _LIGHT.finditer(claim):
        after = [w for w in m.group(2).split() if w.lower() not in STOPWORDS]
        # "stay relaxed", "remains closed": a participle right after "stay"/"remain" is a state too
        state = bool(after) and after[0].lower().endswith("ed") and m.group(1).lower().startswith(("stay", "remain"))
        if state or any(net.pos_of(w) == "a" for w in after):
            out.add(canon(m.group(1).lower()))
    out |= {canon(m.group(1).lower()) for m in _LET.finditer(claim)}  # "letting it stiffen": only carries "stiffen"
    for m in _GO.finditer(claim):  # "has gone missing", "went quiet": "go" only carries the state
        word = m.group(2).lower()  # (not a way: "go round the world", "go straight home")
        if word in _WAYS or word in STOPWORDS:
            continue
        if net.pos_of(word) == "a" or word.endswith(("ing", "ed")) and net.used_as(word, "a") >= ADJECTIVE_USES:
            out.add(canon(m.group(1).lower()))
    for m in _KEEP.finditer(claim):  # "keep the inner notes light": the thing, then how it is kept
        word = m.group(2).lower()  # "left the output unchanged": an un- participle is a state too
        if net.used_as(word, "a") >= ADJECTIVE_USES or (word.startswith("un") and word.endswith("ed")):
            out.add(canon(m.group(1).lower()))
    return out


CODE_FRAME = 4  # content words after a setting or flag that say what it does
CODE_PLACE = 3  # ... of which the other setting's must share this many more than the claim's own


def other_setting(claim: str, span: str) -> tuple[str, str] | None:
    """(claim's setting, source's): a setting or flag the source names, said to do what the source
    has another one do ("Set max_overflow to true to test each connection" where the source sets
    pool_pre_ping to true for that, and max_overflow allows extra connections)."""
    def frames(text: str) -> list[tuple[str, set[str]]]:
        out = []
        for m in _CODE.finditer(text):
            end = re.search(r"[.;!?](?:\s|$)", text[m.end() :])
            after = text[m.end() : m.end() + end.start()] if end else text[m.end() :]
            before = re.split(r"[.;!?]\s", text[max(0, m.start() - 30) : m.start()])[-1]
            words = [canon(w) for w in re.findall(r"[a-z]+", after.lower()) if w not in STOPWORDS][:CODE_FRAME]
            out.append((m.group(0), set(words) | content(before)))
        return out

    theirs = frames(span)
    for ours, want in frames(claim):
        own = max((len(want & f) for t, f in theirs if t == ours), default=None)
        if own is None:
            continue  # a setting the source never names is ``unknown_terms``'s
        other = max(((len(want & f), t) for t, f in theirs if t != ours), default=None)
        if other and other[0] - own >= CODE_PLACE:
            return ours, other[1]
    return None


# -- faults: one side calls a fault what the other states plainly --------------------------------
# words that call what they describe a fault ("a common fault is to rely on the pedal"): the
# source warns against what a claim without them recommends, or the reverse
WARNINGS = (
    r"\b(fault|faults|mistake|mistakes|error|errors|wrong|a waste of|wasted|wasteful|wasting|spoil\w*|"
    r"abuse\w*|useless|pointless|careless|harmful|dangerous|bad habit|too much|too late|too early|too fast|"
    r"too slow|too loud|too soft|(?<!never\s)(?<!not\s)(?:blurs|smudges|muddies)|"  # a harm
    # done ("heavy pedalling blurs the rhythm"; "so the sound never blurs" is a purpose), and one a thing is
    # said to cause ("a twisting wrist causes uneven accents")
    r"(?:causes?|caused|leads? to|led to|results? in)\s+(?:[a-z]+\s+)?(?:uneven|unwanted|pain|strain|injur\w+|"
    r"tension|problems?|damage|accidents?))\b"
)
# a warning word in a phrase that warns of nothing ("learned by trial and error", "the margin of error")
NOT_WARNINGS = r"\b(?:trial[\s-]+and[\s-]+error|margins?[\s-]+of[\s-]+error|standard[\s-]+errors?|error[\s-]+bars?)\b"
_WARNING = re.compile(WARNINGS, re.I)
_LOSES = re.compile(r"\blos(?:e|es|t|ing)\s+(?:its|their)\s+[a-z]+", re.I)  # a fault only against a claim's fault
_NOT_WARNING = re.compile(NOT_WARNINGS, re.I)


def _about(claim: str, span: str) -> str:
    """The span's clauses about the claim's things (``NEG_ABOUT`` shared content words, or the
    clause sharing most): a fault named in another clause is not the claim's."""
    clauses = [c for c in CLAUSES.split(span) if c and c.strip()]
    claim_words = content(claim)
    shared = [len(content(c) & claim_words) for c in clauses]
    best = max(shared, default=0)
    return " ".join(c for c, n in zip(clauses, shared, strict=True) if n >= NEG_ABOUT or n == best)


_RECOMMENDS = re.compile(  # advice, or praise of a way of doing it ("the pedal is the main tool for legato")
    r"\b(?:should|must|ought|best|better|recommend\w*|advis\w*|try to|make sure|always|never|argue\w*|main|key|"
    r"essential|important|vital|crucial|(?<!unusually )(?<!very )good(?!\s+(?:landing|result|score|day|year|"
    r"performance|run|harvest|weather)s?\b)|great|useful|effective|ideal|right|correct|proper)\b", re.I
)  # (not "after an unusually good landing": an event that went well, not praise of a way)


def _recommends(claim: str) -> bool:
    return bool(_RECOMMENDS.search(claim)) or instructs(claim)


def warning_flip(claim: str, span: str) -> str | None:
    """One side calls a fault what the other states plainly (in the clauses about the claim's things)."""
    c = bool(_WARNING.search(_NOT_WARNING.sub(" ", claim)))
    about = _NOT_WARNING.sub(" ", _about(claim, span))
    e = bool(_WARNING.search(about) or c and _LOSES.search(about))  # "spoils its swing" for "loses its swing"
    if c == e:
        return None
    if e:  # only a claim that recommends can recommend a fault ("the request fails with a timeout" reports one)
        return "the source calls a fault what the claim recommends" if _recommends(claim) else None
    return "the claim calls a fault what the source advises"


_UNLESS_CASE = re.compile(r"\bunless\s+([^.;,]+)", re.I)
_IF_CASE = re.compile(r"\b(?:with|if|when|whenever|once)\s+([^.;,]+)", re.I)
_OTHERWISE_WORDS = re.compile(r"\b(?:unless|without|not|no|never|instead|other|another|different|skips?|n't)\b", re.I)
_CASE_VERBS = frozenset(canon(w) for w in "given set passed used specified supplied provided enabled added".split())
UNLESS_OUTCOME = 0.75  # share of the source's outcome words a claim must give to state the same outcome


def unless_flip(claim: str, span: str) -> str | None:
    """The claim has happen *with* the case that the source says stops it ("With --yes the tool
    asks you to confirm" where the source "asks for confirmation unless --yes is given")."""
    for clause in CLAUSES.split(span):
        m = _UNLESS_CASE.search(clause)
        if not m:
            continue
        case = content(m.group(1)) - _CASE_VERBS
        told = re.sub(r"^(?:so|and|but|then)\s+", "", clause[: m.start()].split(",")[-1].strip(), flags=re.I)
        outcome, said = content(told) - case, _IF_CASE.search(claim)
        if not case or not outcome or not said or _OTHERWISE_WORDS.search(claim):
            continue
        values = set(re.findall(r"\d+", told)) - set(re.findall(r"\d+", claim))  # "port 8080": the same value
        given = outcome & content(claim)
        if case & content(said.group(1)) and not values and len(given) >= UNLESS_OUTCOME * len(outcome):
            return f"the source says {told!r} unless {m.group(1).strip()!r}, not {said.group(0).strip()!r}"
    return None


# what a thing costs, said with "cost less/more" or with "cheaper"/"more expensive"
_COST = re.compile(
    r"\bcost(?:s|ed|ing)?\s+(?:[a-z]+\s+){0,2}?(?:(?:much|far|a lot|a little|slightly)\s+)?(less|more)\b"
    r"|(?<!\bless )\b(costly)\b", re.I
)
_PRICE = r"\bprices?\s+(?:of\s+(?:[a-z]+\s+){1,4}?)?"  # "the price of books fell" says they got cheaper
_CHEAP = re.compile(r"\bcheap\w*|\binexpensive\b|\bless\s+(?:expensive|costly)\b|\blower\s+prices?\b"
                    rf"|{_PRICE}(?:fell|fall|falls|dropped|drops?|declined|decreased|went down)\b", re.I)
_DEAR = re.compile(r"(?<!\bless )\b(?:more\s+)?(?:expensive|costl\w*)\b|\bdearer\b|\bhigher\s+prices?\b"
                   rf"|{_PRICE}(?:rose|rise|rises|climbed|increased|went up|soared)\b", re.I)


def _cost(text: str) -> tuple[str, str] | None:
    """("less" or "more", as the text says it)."""
    m = _COST.search(text)
    if m:
        return (m.group(1) or "more").lower(), m.group(0)
    cheap, dear = _CHEAP.search(text), _DEAR.search(text)
    if cheap and not dear:
        return "less", cheap.group(0)
    return ("more", dear.group(0)) if dear and not cheap else None


def cost_said(claim: str, span: str) -> tuple[set[str], str | None]:
    """(stems of the claim's "cost less" that the span says as "cheaper", or its "dearer" that the
    span says as "costs consumers more"; a reason where the span says the opposite)."""
    ours, theirs = _cost(claim), _cost(span)
    if ours is None or theirs is None:
        return set(), None
    if ours[0] == theirs[0]:
        return {canon(w) for w in ours[1].split()}, None
    return set(), f"the claim says {ours[1]!r} where the source says {theirs[1]!r}"


# how much of a thing: "almost no pedal" against "plenty of pedal" (not "a little", "a few": some)
_LITTLE = re.compile(r"\b(?:almost no|hardly any|barely any|scarcely any|very little|(?<!\ba )little|very few|"
                     r"(?<!\ba )few)\s+([a-z]+)", re.I)
_MUCH = re.compile(r"\b(?:plenty of|a lot of|lots of|a great deal of|much|heavy|generous|abundant|many)\s+([a-z]+)",
                   re.I)


# "use the pedal sparingly" / "use the pedal generously": how much of it, said by how it is used
_USED = re.compile(r"\b(?:use|uses|used|using|apply|applies|applied|add|adds|added)\s+(?:the\s+|your\s+|a\s+)?"
                   r"([a-z]+)\s+(?:(sparingly|lightly|cautiously|in moderation)|(generously|liberally|freely|heavily|"
                   r"lavishly))\b", re.I)


def _amounts(text: str) -> dict[str, tuple[str, str]]:
    out = {canon(m.group(1)): ("more", m.group(0)) for m in _MUCH.finditer(text)}
    out |= {canon(m.group(1)): ("less" if m.group(2) else "more", m.group(0)) for m in _USED.finditer(text)}
    return out | {canon(m.group(1)): ("less", m.group(0)) for m in _LITTLE.finditer(text)}


def amount_things(text: str) -> set[str]:
    """Stems of the things ``text`` gives an amount of ("almost no *pedal*")."""
    return set(_amounts(text))


# a share of a whole, large or small, and what the sentence goes on to say of it
# ("Most parents worry" as well as "most of the parents"; not "the most common", "at most")
_SHARE = re.compile(r"(?<!\bthe )(?<!\bat )\b(?P<share>(?P<big>most|the majority|nearly all|almost all)"
                    r"|a\s+(?:tiny|small|minute)\s+(?:fraction|share|proportion|part)|a minority|only a few|very few"
                    r"|(?:only|fewer\s+than|less\s+than)\s+(?:one|1)\s+(?:\w+\s+)?in\s+(?:five|six|seven|eight|nine|ten|twenty"
                    r"|a hundred|\d+))"
                    r"\s+(?:of\s+)?(?P<rest>[^.;:]+)", re.I)
SHARE_SAID = 2  # content words the two shares' sentences share after the share


def _share_flip(claim: str, span: str) -> str | None:
    """"Most of the scattered light comes out at different wavelengths" for "a tiny fraction of it comes
    out at slightly different wavelengths": a large share where the source gives a small one of the same."""
    theirs = [(bool(m["big"]), content(m["rest"]), m["share"]) for m in _SHARE.finditer(span)]
    for m in _SHARE.finditer(claim):
        ours = content(m["rest"])
        other = next((said for big, words, said in theirs
                      if big != bool(m["big"]) and len(words & ours) >= SHARE_SAID), None)
        if other:
            return f"the claim says {m['share']!r} where the source says {other!r}"
    return None


def quantity_flip(claim: str, span: str) -> str | None:
    """The claim says more of a thing where the source says less: "cost more" for "cheaper"
    (``cost_said``), "plenty of pedal" for "almost no pedal", "most of" for "a tiny fraction of"."""
    cost = cost_said(claim, span)[1] or _share_flip(claim, span)
    if cost:
        return cost
    theirs = _amounts(span)
    for thing, (much, said) in _amounts(claim).items():
        if thing in theirs and theirs[thing][0] != much:
            return f"the claim says {said!r} where the source says {theirs[thing][1]!r}"
    return None


# going on or stopping when a thing happens: "stop at once if the forearm aches" / "keep playing even if it aches"
_WHEN_DONE = re.compile(r"\b(?:(keeps?(?=\s+\w+ing\b|\s+on\b)|continues?|carry on|go on|push on|play on)"
                        r"|(stop|stops|cease|ceases|quit|pause|rest))\b[^.;:]*?\b(?:if|when|whenever|once|as soon as)\b"
                        r"([^.;:,]+)", re.I)  # the condition ends its clause
SAME_CONDITION = 2  # content words the two conditions share


def stop_or_go_flip(claim: str, span: str) -> str | None:
    """The claim goes on under the condition the source says to stop at, or the other way round."""
    theirs = [(bool(m.group(1)), content(m.group(3)), m.group(0)) for m in _WHEN_DONE.finditer(span)]
    for m in _WHEN_DONE.finditer(claim):
        ours = content(m.group(3))
        said = next((t for go, case, t in theirs if go != bool(m.group(1))
                     and len(case & ours) >= min(SAME_CONDITION, len(ours))), None)
        if said:
            return f"the source says {said.strip()!r}, not {m.group(0).strip()!r}"
    return None

"""How single words and sentences are used, per WordNet (pure, over ``wordnet``): terms no
dictionary knows, light verbs that carry an adjective's change, and sentences that give an
instruction."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.senses import sequence
from footnote.shared.verification.words import canon

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
        if w not in STOPWORDS and after in STOPWORDS and "v" in net.common_pos(w) and w in net.lemmas(w, "v"):
            return True
    return False


_SPELLINGS = (("ise", "ize"), ("isation", "ization"), ("our", "or"), ("tre", "ter"), ("ogue", "og"))
_CODE = re.compile(r"(?<![\w-])--?[a-z][\w-]*|\b[a-z]\w*_\w+\b|\b[a-z]\w*\.[a-z]\w+\b|(?<!\w)/[\w.-]+(?:/[\w.-]+)+")
_PREFIXES = ("re", "un", "pre", "non", "over", "under", "co", "mis", "dis", "out", "self", "sub", "inter", "multi")
_CONTRACTIONS = ("n't", "'ll", "'re", "'ve", "'d", "'m")
_FUNCTION_WORDS = frozenset("ought whilst amongst upon unto shall whose whom whoever whichever whatever".split())


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
            and word.lower() not in _FUNCTION
            and not _in_dictionary(net, word)
        ]
    return list(dict.fromkeys(out))


def _parts_said(word: str, have: set[str]) -> bool:
    """Each part of a hyphenated word is a word the source uses ("per-key" for "per key",
    "neonicotinoid-treated" for "treated with a neonicotinoid")."""
    parts = [p for p in word.lower().split("-") if p]
    return len(parts) > 1 and all(canon(p) in have or p in STOPWORDS for p in parts)


_LIGHT = re.compile(
    r"\b(make|makes|made|making|get|gets|got|become|becomes|became|render|renders|stay|stays|stayed|remain|"
    r"remains|remained)\b((?:\s+[\w'’-]+){1,4})", re.I
)


def light_verbs(claim: str) -> set[str]:
    """Stems of verbs that only carry an adjective's change ("tension *makes* a trill slower" =
    "slows a trill"): not a content word the source must say."""
    net = wordnet.load()
    if net is None:
        return set()
    out = set()
    for m in _LIGHT.finditer(claim):
        if any(net.pos_of(w) == "a" for w in m.group(2).split() if w.lower() not in STOPWORDS):
            out.add(canon(m.group(1).lower()))
    return out

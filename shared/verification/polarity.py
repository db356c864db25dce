"""Polarity checks: does the claim say the opposite of the evidence words it aligns to? (pure)

Three kinds of flip, counted together so that two cancel ("do not tense" = "relax"):

* a negation on one side only, scoped to the next content word of its clause (``negation``);
* an opposite word in the same place, located by its neighbours ("associated with a higher
  risk" vs "associated with a lower risk", even when "higher" occurs elsewhere);
* the same two things swapped between places, or around a relation word ("A quieter than B").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from difflib import SequenceMatcher

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import senses, swaps, usage
from footnote.shared.verification.cancels import apart
from footnote.shared.verification.changes import change_flip, range_reversed, range_start
from footnote.shared.verification.characters import names_traded, objects_traded
from footnote.shared.verification.clauses import (
    contrast_ids,
    denied_reason,
    only_instead,
    other_reason,
    put_back,
    unbounded_flip,
    without_aside,
)
from footnote.shared.verification.comparisons import (
    amount_flip,
    changed_flip,
    comparison_flip,
    inverse_flip,
    kept_same,
    likelihood_flip,
    other_end,
    turned_round,
)
from footnote.shared.verification.conditions import (
    apart_said,
    even_when_flip,
    excepted_case,
    needed_flip,
    other_condition,
)
from footnote.shared.verification.contrasted import contrast_flip
from footnote.shared.verification.contrasts import alternative_once
from footnote.shared.verification.dates import untimed
from footnote.shared.verification.deeds import deeds_traded, option_effect_traded
from footnote.shared.verification.degrees import (
    ahead_turned,
    equal_flip,
    extreme_said,
    head_stem,
    less_for_more,
    lowered,
    superlative_base,
    superlatives,
)
from footnote.shared.verification.direction import as_than, converse_place, direction_flip, same_way, unrelated_flip
from footnote.shared.verification.during import delay_flip, during_flip, order_word_flip
from footnote.shared.verification.effects import cause_weighed, than_opposed, than_turned, unequal_flip
from footnote.shared.verification.exceptions import excepted_only
from footnote.shared.verification.forms import handed, placed, placed_phrases
from footnote.shared.verification.grades import grade_other
from footnote.shared.verification.lifetimes import outlived
from footnote.shared.verification.manners import manner_flip
from footnote.shared.verification.negation import CHANGING, flipped, negation_flip
from footnote.shared.verification.order import order_flip, same_order_words, timed, together_flip
from footnote.shared.verification.otherwise import otherwise_flip
from footnote.shared.verification.pairings import correlative_flip, pairs_crossed
from footnote.shared.verification.pivots import (
    SWAP_WORDS,
    agent_swapped,
    parts_crossed,
    pivot_swapped,
    share_crossed,
    slots_traded,
)
from footnote.shared.verification.placing import (
    ADJACENT_WEIGHT,
    adjacent,
    context,
    said_in_place,
    same_neighbours,
    same_run,
)
from footnote.shared.verification.preference import preference_flip
from footnote.shared.verification.pronouns import said_of_another
from footnote.shared.verification.reasons import (
    answered_elsewhere,
    both_sides_said,
    claim_word,
    crosses,
    describes,
    once_against,
    quote,
    said_twice,
)
from footnote.shared.verification.rewrites import carried_on, done_named, slight_phrase, switched
from footnote.shared.verification.sides import across_than, swapped_sides, than_traded
from footnote.shared.verification.states import on_off_flip, on_off_traded
from footnote.shared.verification.subjects import complement_flip, sentences_crossed, subject_flip
from footnote.shared.verification.urging import urged_flip
from footnote.shared.verification.usage import instructs, quantity_flip, stop_or_go_flip, unless_flip, warning_flip
from footnote.shared.verification.words import (
    LEFT_AS,
    LINKING,
    canon,
    carried,
    clause_ids,
    clause_margin,
    content_seq,
    going_on,
    motions,
    moved_finding,
    negated_before,
    predicated,
    said_as,
    tail_margin,
    titled,
    tokens,
    unconditioned,
)

CLAIM_NEAR = 3  # words either side of a claim word within which it may repeat the source's opposite


def comma_breaks(text: str, n: int) -> frozenset[int]:
    """The places of ``tokens(text)`` (``n`` of them) that follow a comma (none where a comma
    stands inside a token, "1,000")."""
    out, k, pieces = set[int](), 0, text.split(",")
    for piece in pieces[:-1]:
        k += len(tokens(piece))
        out.add(k)
    return frozenset(out) if k + len(tokens(pieces[-1])) == n else frozenset()


def _sentence_ids(span: str, ew: list[str]) -> list[int]:
    """Each of the span's words' sentence (all one where the sentences do not cover it word for word)."""
    ids = [k for k, (a, b) in enumerate(split_sentences(span)) for _ in tokens(span[a:b])]
    return ids if len(ids) == len(ew) else [0] * len(ew)


def _opposites(cw: list[str], ew: list[str], span: str = "", parts: list[int] | None = None) -> list[tuple[str, str]]:
    """Opposite words in the same place: for each claim word of an opposite pair, the evidence
    word of that pair whose neighbours best match the claim word's; a flip when it is the other
    side ("associated with a higher risk" vs "associated with a lower risk"). Both sides of one pair
    flipped is the pair trading places ("West Germans ... to the East" for "East Germans ... to
    the West"): one swap, not two flips that cancel."""
    cs, es = (motions(x, [head_stem(w, again=x is cw) for w in x]) for x in (cw, ew))  # the claim's "reopens":
    # "open" (the source's "to reopen it later" stays its own word: it may be the claim's "open" said again)
    # "the rate keeps rising" is placed like "the rate rises": a verb of going on is no neighbour
    cseq, eseq = (content_seq(x, going_on(x)) for x in (cw, ew))
    eraw = [st if t else "" for st, t in zip(es, eseq, strict=True)]  # the words as said, not their senses
    found: list[tuple[str, str]] = []
    claim_stems = set(cs)
    breaks = comma_breaks(span, len(ew))
    sent: list[int] = []  # each source word's sentence, read once a pair's word is in the claim
    sides = contrast_ids(span, len(ew))  # each source word's side of a ", but"
    for pair, (left, right) in enumerate(lx.OPPOSITES):
        if claim_stems.isdisjoint(left) and claim_stems.isdisjoint(right):
            continue  # no claim word of this pair
        sent = sent or _sentence_ids(span, ew)
        flips: dict[str, str] = {}
        weak: set[str] = set()
        strong: set[str] = set()
        by_time: set[str] = set()
        for i, st in enumerate(cs):
            side = "L" if st in left else "R" if st in right else None
            if side is None or carried(cw, i):
                continue  # "accents fall on the wrong notes"; the "up" of "speeds up"
            ctx, near = context(cseq, i), adjacent(cseq, i)
            if near[1] and eseq.count(near[1]) == 1 and any(et == st and adjacent(eseq, j)[1] == near[1]
                                                             for j, et in enumerate(es)):
                continue  # said by the source before the same, once-said next word ("loses its restlessness")
            near_own = {cs[k] for k in range(max(0, i - CLAIM_NEAR), min(len(cs), i + 1 + CLAIM_NEAR))
                        if parts is None or parts[k] == parts[i]}  # in its own clause ("petrol rises, bus ...")
            best: tuple[int, int, str, int] | None = None
            for j, et in enumerate(es):
                eside = "L" if et in left else "R" if et in right else None
                eside = None if carried(ew, j) else eside
                if eside is None and eseq[j] and senses.synonym(cw[i], ew[j]):
                    eside = side  # the claim's word in the source's words ("correct notes" for "the right notes")
                if eside is None or (eside != side and st in adjacent(eraw, j)):
                    continue  # the claim's own word is the next one there ("starting from the end")
                if eside != side and st not in es and near[0] != adjacent(eseq, j)[0] and said_in_place(
                        cs, cseq, es, eseq, j):
                    continue  # the claim says the source's word where the source does ("a slow song beside a
                    # quicker dance" for "a slow song with a livelier dance")
                if lowered(ew, j):
                    eside = "L" if eside == "R" else "R"  # "lowers screen brightness" says "dimmed"
                graded = near[1] is not None and near[1] == adjacent(eseq, j)[1]  # "less algae" for "more algae"
                if eside != side and (et in near_own and not graded or grade_other(cw, i, ew, j)):
                    continue  # the claim says the source's word beside its own ("raised far fewer queens")
                if eside != side and range_start(cw, i, ew, es, j, left if side == "L" else right):
                    continue  # "pushed to lower pressure" for "from high to low pressure": the range's end
                if eside != side and negated_before(ew, j, breaks) != negated_before(cw, i):
                    eside = side  # "stayed the same" says "did not change"
                own = [t if sent[k] == sent[j] and sides[k] == sides[j] else ""  # its sentence's neighbours, on
                       for k, t in enumerate(eseq)]  # its side of ", but" ("greatest for poorer children, but ...")
                overlap = max(len(ctx & context(seq, k)) + ADJACENT_WEIGHT * same_neighbours(near, adjacent(seq, k))
                              for seq, k in filter(None, ((own, j), without_aside(own, j, breaks, ew))))
                overlap += same_run(cseq, i, own, j)  # "the right hand plays repeated chords": the clause said on
                # "join the hands" is placed like "the hands together": the claim verb's object before the source's word
                overlap += ADJACENT_WEIGHT * bool(eside == side and near[1] and near[1] == adjacent(own, j)[0]
                                                  and senses.verb_like(cw[i]))
                # "hotter flows": "the flows were cooler" says of the flows what the source's word before them does
                overlap += i > 0 and cw[i - 1] in LINKING and adjacent(eseq, j)[1] in cseq[:i]
                # "the middle section is slower" for "the middle section in G major is faster": both say it of
                # one subject, however far the source's words before "is" put it
                overlap += i > 0 < j and cw[i - 1] in LINKING and ew[j - 1] in LINKING and bool(
                    superlative_base(cw[i])) == bool(superlative_base(ew[j])) and adjacent(cseq, i - 1)[0] in own[
                    max((b for b in breaks if b <= j), default=0) : j]  # (not "smallest" for "smaller")
                key = (overlap, 1 if eside == side else 0)
                if best is None or key > best[:2]:
                    best = (*key, ew[j], j)
            # placed by shared neighbours; or, with none shared, the only side of the pair the
            # source uses at all ("she rejects him" for "Elizabeth accepts Darcy's proposal")
            ours = any(et in (left if side == "L" else right) for et in es)  # the source uses the claim's side
            if best and best[1] == 0 and extreme_said(st, ew) and not extreme_said(lx.stem(best[2]), ew):
                continue  # "greatest" where the source says "most", and "smaller than" of another thing
            alone = best and pair != lx.ORDER_PAIR and not ours
            top = next((j for j, et in enumerate(es) if et in (right if side == "L" else left) and et not in cs
                        and superlatives(cw[i], ew[j])), None) if best and best[0] == 0 and pair != lx.ORDER_PAIR \
                else None  # "the loudest part" for "the softest colour": the other extreme, the source's only
            top = None if any(et in (left if side == "L" else right) and superlatives(cw[i], ew[j])
                              for j, et in enumerate(es)) else top  # superlative of the pair ("hurrying" aside)
            best = (0, 0, ew[top], top) if top is not None else best
            alone = (alone or top is not None) and (top is not None or senses.both_verbs(cw[i], best[2]))  # "she
            # rejects him"; not "slow" / "the speed"
            if best and best[1] == 0 and ours and (clause_margin(" ".join(cw), span, cw[i], best[2]) > 0
                                                   or tail_margin(" ".join(cw), span, cw[i], best[2]) > 0):
                continue  # the source's clause with the claim's own word is the one the claim is about
            if best and best[1] == 0 and predicated(cs, i, es, left if side == "L" else right, left | right):
                continue  # "rising validation loss" for "validation loss starts to rise"
            other = right if side == "L" else left
            moved = best and best[1] == 1 and moved_finding(cw, span, pair, other, ew, es, cs, i)
            if moved:
                strong.add(side)
                flips.setdefault(side, moved)
                continue
            if best and best[1] == 0 and (best[0] >= 1 or alone):
                (weak if best[0] == 1 and ours and not superlatives(cw[i], best[2]) else strong).add(side)
                flips.setdefault(side, f"the claim says {cw[i]!r} where the source says {said_as(ew, best[3])!r}")
                by_time |= {side} if timed(cw, i) else set()
        for side in weak - strong:  # one shared neighbour, and the source has the claim's side too ("so
            flips.pop(side, None)  # the session ends on a success" for "begin each session..., and end with")
        if len(flips) == 2 and pair != lx.ORDER_PAIR:
            found.append(("swapped_roles", f"the claim swaps the roles the source gives: {flips['L']}"))
        elif flips:  # "fell asleep 20 minutes later" for "sooner" is an amount of time, not an order of events
            ordered = pair == lx.ORDER_PAIR and not set(flips) <= by_time
            found.append(("reversed_order" if ordered else "opposite", next(iter(flips.values()))))
    return list(dict.fromkeys(found))  # a word in two pairs ("smallest": "largest", "maximum") flips once


def _diff_flips(cw: list[str], ew: list[str], span: str = "", parts: list[int] | None = None) -> list[tuple[str, str]]:
    """Opposite words in the same place, and two things swapped between the same places."""
    found = _opposites(cw, ew, span, parts)
    a, b = content_seq(cw), content_seq(ew)
    forms = [{t: w.lower() for w, t in zip(x, seq, strict=True) if t} for x, seq in ((cw, a), (ew, b))]
    a, b = [t for t in a if t], [t for t in b if t]
    ops = [op for op in SequenceMatcher(None, a, b, autojunk=False).get_opcodes() if op[0] == "replace"]
    changes = [(set(a[i1:i2]), set(b[j1:j2])) for _, i1, i2, j1, j2 in ops]
    for i, (c1, e1) in enumerate(changes):
        for c2, e2 in changes[i + 1 :]:
            # things that trade places are a word or two each ("the top note" / "the lower notes");
            # longer runs trading places are a clause moved to the front ("Compared with X, Y ...")
            # (the source's side may hold one word more: "poorly matching *model* eggs"; not a number: "night, 02:00")
            longest = max(len(e1), len(e2))
            small = max(len(c1), len(c2)) <= SWAP_WORDS and (longest <= SWAP_WORDS or longest == SWAP_WORDS + 1
                                                              and all(w.isalpha() for w in (e1 - c2) | (e2 - c1)))
            # "In 1909 X did it under Y" for "Under Y, X did it in 1909": a year, a count, "years later" moved: no role
            dated = any(not {t for t in untimed(both) if not t.isdigit()} for both in (c1 & e2, e1 & c2))
            # "guards it, expecting him to" for "expects him to ..., so she spends it guarding": a clause's verb
            # said as the other's participle, the deeds kept and the clauses reordered
            reworded = all(forms[0].get(t, "").endswith("ing") != forms[1].get(t, "").endswith("ing")
                           for t in c1 & e2 | e1 & c2)
            if c1 & e2 and e1 & c2 and small and not dated and not reworded and not any(
                    k == "swapped_roles" for k, _ in found):
                traded = c1 | c2  # an opposite that is one of the two traded things is this swap, not a second fault
                found = [(k, r) for k, r in found
                         if k != "opposite" or describes(r) or canon(claim_word(r).lower()) not in traded]
                found.append(("swapped_roles", "the claim swaps the roles the source gives"))
                return found
    return found


# ", so ...", ", even though ...": its own clause
_JOINED = re.compile(r",\s+(?:and|but|while|whereas|so|(?:even\s+)?though|although|because)\s+|;\s+")
_AS_AS = re.compile(r"\bas (\w+)\b(.{0,80}?)\bas\b(?! well\b)", re.I)


def polarity(
    claim: str, span: str, discount: Iterable[str] = (), evidence: str = "", *, wordnet: bool = True
) -> tuple[str, str] | None:
    """(check, reason) when the claim has an odd number of polarity flips against the aligned
    evidence (two flips cancel: "do not tense" = "relax"). ``wordnet``: also the antonyms and
    swapped things that WordNet tells (``senses``, ``swaps``)."""
    why: list[tuple[str, str]] = []
    quoted, raw, both = span, claim, f"{claim} {span}"  # the two sides as they are written, for the reason
    claim, span = handed(claim, span), handed(span, claim)  # "a right-hand tremolo": a tremolo in the right hand
    claim, span = titled(placed(switched(claim, span)), placed(done_named(switched(span, claim))))

    def shown(reason: str) -> str:  # the source's sentence that says otherwise
        return quote(quoted, raw, reason)

    def said(reason: str) -> str:  # "on" and "off" as the two sides wrote them
        for word, orig in (("enabled", "on"), ("disabled", "off"), ("fully", "all the way"),
                           *(placed_phrases(both) | carried_on(both)).items()):  # "above ground", "carry on"
            if word not in both.lower():  # (also a phrase's last word: "'Wi-Fi stays enabled'")
                reason = reason.replace(f"'{word}'", f"'{orig}'").replace(f" {word}'", f" {orig}'")
        slight = slight_phrase(quoted)  # "by less than 1 percent", read as "slightly"
        if slight and "slightly" not in quoted.lower():
            reason = reason.replace("the source says 'slightly'", f"the source says {slight!r}")
        return reason

    neg = negation_flip(claim, span, evidence)
    if neg and neg != "swapped" and kept_same(claim, span) and set().union(*flipped(claim, span, evidence)) <= CHANGING:
        neg = None  # "does not change" said as "stays constant"
    if neg == "swapped":  # each side negates what the other affirms: one exchange, not two flips
        why.append(("swapped_roles", "the claim swaps what the source affirms and what it denies"))
    elif neg:
        why.append(("negation", neg))
    otherwise = otherwise_flip(claim, span)
    if otherwise:
        why.append(("negation", otherwise))
    put = LEFT_AS.sub("keeping", put_back(claim, span))
    cw, ew = tokens(put), tokens(span)
    together = any(swaps.correlative(s.strip()) for s in re.split(r"(?<=[.;!?])\s+", f"{claim} {span}"))
    why.extend((k, r) for k, r in _diff_flips(cw, ew, span, clause_ids(put)) if not (together and k == "swapped_roles"))
    # ("The faster the aircraft flies, the greater the difference": its order says no roles)
    if wordnet:
        why = both_sides_said(once_against([*why, *senses.opposite_flips(claim, span)]), claim, span)  # "foil
        # inside and outside a jar" for "on the inside ... and another on the outside": both words, each in place
        why = answered_elsewhere(why, raw, quoted)  # "raised above ... stops" beside "below ... continues"
    why = [(k, r) for k, r in why if k != "opposite" or not crosses(r, claim, span, across_than)  # the two groups
           and not crosses(r, claim, span, converse_place)  # "a note under the chords" for "chords above it"
           and not crosses(r, claim, span, said_of_another)  # "Holmes is living" for "Sir Charles is found dead"
           and not crosses(r, claim, span, excepted_case)]  # "Pinned items are kept" for "cleared unless you pin them"
    why = same_way(why, raw)  # "goes up to the note above" for "drops to the note below": one flip
    why = said_twice(why, flipped(claim, span, evidence)[0]) if neg and neg != "swapped" else why  # "without lifting"
    why = alternative_once(why, span)  # "the same way" for "differently ... rather than identically"
    amount = amount_flip(claim, span) or equal_flip(claim, span) or direction_flip(claim, span)  # "wages fell"
    amount = amount or unrelated_flip(claim, span)  # "Larger gardens ... more species" for "unrelated to size"
    if amount:
        why.append(("opposite", amount))
    compared = None if any(k == "opposite" for k, _ in why) else (comparison_flip(claim, span)  # "faster" for "slow"
                                                                 or than_opposed(claim, span)
                                                                 or less_for_more(claim, span))  # "less lovely"
    if compared:  # the same flip is counted once, whichever check places it
        why.append(("opposite", compared))
    priced = None if any(k == "opposite" for k, _ in why) else quantity_flip(claim, span)
    if priced:  # "cost more" where the source says "cheaper", "plenty of" for "almost no"
        negated = set().union(*flipped(claim, span, evidence)) if neg else set()
        if negated and negated <= usage.amount_things(span) | usage.amount_things(claim):  # "almost no": one flip
            why = [(k, r) for k, r in why if k != "negation"]
        why.append(("opposite", priced))
    warned = warning_flip(claim, span)
    if warned:
        why.append(("warning", warned))
    # a relation binds the words of its own sentence, not its conditions ("If the API is started
    # before the migrations run, ..." orders nothing; ``unconditioned``); "than" in the first of
    # two sentences is not the claim's;
    # sentence by sentence on both sides (not caption lines: a relation's two sides may lie on two
    # lines of a transcript); "twice as long ... as" compares like "longer than"
    ours = [tokens(_AS_AS.sub(r"\1 \2 than ", unconditioned(as_than(claim[a:b])))) for a, b in split_sentences(claim)]
    theirs = [tokens(_AS_AS.sub(r"\1 \2 than ", unconditioned(as_than(part)))) for a, b in split_sentences(span)
              for part in _JOINED.split(span[a:b])]  # "..., and their chicks fledged at lower weights": not a side
    swap = any(swapped_sides(c, e, forms=wordnet) for c in ours for e in theirs)
    swap = swap or not together and pivot_swapped(claim, span)
    swap = swap or (wordnet and swaps.swapped(claim, span) is not None)
    traded = swaps.sides_traded(claim, span)  # one exchange of two sides, counted once (as a flip of either word)
    flipped_words = {lx.stem(claim_word(r).lower()) for k, r in why if k == "opposite"}
    things = not flipped_words and swaps.things_traded(claim, span)  # not undone by an order both sides give
    swap = swap or bool(traded) and not flipped_words & traded or things
    swap = swap or (other_end(claim, span) and not any(k == "negation" for k, _ in why)  # "B were faster"
                    and not amount)  # (not the amount's own flip: "more hours" for "the same hours")
    swap = swap or swaps.route_swapped(claim, span) or swaps.genitive_swapped(claim, span)  # "through ... out of"
    swap = swap or swaps.aside_swapped(claim, span) or ahead_turned(claim, span)  # "The son warns his father" for
    # "a son who, warned by his father"; "Y is taught more widely than X" for "X is most taught, ahead of Y"
    swap = swap or than_turned(claim, span)  # "adults sleep longer than young ones" for "young ones sleep longer"
    swap = swap or agent_swapped(claim, span) or slots_traded(claim, span)  # "parasites carry flies" for
    # "parasites carried by flies"; "a chord on the first beat, a note on the second" for the other way
    swap = swap or not flipped_words and share_crossed(claim, span)  # "Most bounced back" for "Most passed
    # through, but a few bounced back"
    swap = swap or not flipped_words and parts_crossed(claim, span)  # "fell in towns but held steady in rural
    # areas" for the other way (an opposite pair's words traded are that opposite, counted once)
    swap = swap or names_traded(claim, evidence or span) or objects_traded(claim, evidence or span)  # "Thornton
    # despises Margaret" for "She despises Thornton"; "engaged to Ellen ... in love with May" for the other way
    swap = swap or deeds_traded(claim, span)  # "helps the lowest sets and holds back the highest" for the other way
    if not any(k == "swapped_roles" for k, _ in why) and swap:  # (the opposite words that trade places are it)
        why = [(k, r) for k, r in why if not crosses(r, claim, span, than_traded)]
        why.append(("swapped_roles", "the claim swaps the roles the source gives"))
    why = [(k, r) for k, r in why if not (things and k == "negation")]  # the two parts' words, moved: not denied
    if turned_round(claim, span):  # "B is worse than A" for "A is better than B": one statement
        why = [(k, r) for k, r in why if k not in ("opposite", "swapped_roles")]
    at_once = together_flip(claim, span) or order_word_flip(claim, span) or change_flip(claim, span)
    at_once = at_once or during_flip(claim, span) or delay_flip(claim, span)  # "before the party" for "during"
    preferred = None if at_once else preference_flip(claim, span) or unless_flip(claim, span)
    preferred = preferred or (None if at_once else stop_or_go_flip(claim, span) or on_off_flip(claim, span))  # "keep
    # playing even if it aches"; "Wi-Fi stays on" for "Wi-Fi turns off"
    preferred = preferred or (None if at_once else on_off_traded(claim, span))  # "on at sunrise and off at sunset"
    preferred = preferred or (None if at_once else urged_flip(claim, span))  # "urges her to refuse" for "to accept"
    preferred = preferred or (None if at_once else denied_reason(claim, span) or unbounded_flip(claim, span)
                              or other_condition(claim, span) or other_reason(claim, span, evidence)
                              or unequal_flip(claim, span) or cause_weighed(claim, span)
                              or outlived(claim, evidence or span)  # "lived to see" what came after a death
                              or apart_said(claim, evidence or span)  # "together with" what has "a separate setting"
                              or even_when_flip(claim, span)  # "disappears when" what holds "even when"
                              or likelihood_flip(claim, span)  # "less likely to drop out" for "more likely"
                              or contrast_flip(claim, span)  # "chose" what "most rejected", said beside "chose"
                              or needed_flip(claim, span)  # "without any connection" what "needs a connection"
                              or inverse_flip(claim, span)  # "inversely proportional to" what is "proportional to"
                              or subject_flip(claim, evidence or span)  # "Hydrogen cools" for "Hydrogen ... warm"
                              or complement_flip(claim, span)  # "tallest at the nodes" for "shortest at the nodes"
                              or sentences_crossed(claim, span)  # "Squeezing ... rise" for "Squeezing ... sinks. ..."
                              or pairs_crossed(claim, span)  # "sinks when heated" for "heats the wax, which ... rises"
                              or correlative_flip(claim, span)  # "shrinks as it flies faster" for "the faster ...,
                              # the greater ..."
                              or option_effect_traded(claim, span)  # "Pausing removes it" for "cancel, which removes"
                              or manner_flip(claim, span)  # "openly swapped" for "secretly swapped"
                              or excepted_only(claim, span))  # "every one except X" for "only X"
    if preferred:
        return "opposite", said(f"contradicted: {preferred} ({shown(preferred)})")
    if at_once:
        return "reversed_order", said(f"contradicted: {at_once} ({shown(at_once)})")
    sequence = order_flip(claim, span, instructs if wordnet else None)
    if sequence:
        return "reversed_order", said(f"contradicted: the claim reverses the order the source gives ({shown('')})")
    if sequence is False and not same_order_words(claim, span) and not things:  # the same order, in other words
        why = [(k, r) for k, r in why if k not in ("reversed_order", "swapped_roles") and not crosses(r, claim, span)]
    described = next((r for k, r in why if k == "opposite" and describes(r)), None)
    if described and any(k == "swapped_roles" for k, _ in why):  # "a large mansion next to a small house":
        return "opposite", said(f"contradicted: {described} ({shown(described)})")  # a swap cancels a comparative only
    if len(why) == 2 and apart(why, claim, span, evidence):
        why = why[:1]  # a negation and an opposite in two sentences of the source are two faults, not one
    denied = ("negation", "the source negates what the claim affirms") in why  # ("never force the sound, since
    flips = [w for w in why if w[0] != "warning" or not denied]  # harshness spoils": a denial and its fault, once)
    if len(flips) % 2 == 1 or len(flips) < len(why):
        check, reason = flips[0] if len(flips) % 2 == 1 else next(w for w in why if w[0] == "warning")
        return check, said(f"contradicted: {reason} ({shown(reason)})")
    ranged = range_reversed(claim, span)  # "from low to high" for "from high to low" (where no word above flips)
    if ranged:
        return "reversed_order", said(f"contradicted: {ranged} ({shown(ranged)})")
    changed = None if only_instead(claim, span) else changed_flip(claim, span)  # its own finding: it neither
    # cancels a flip nor is cancelled; not where the change is granted of another thing ("only how fast")
    return ("opposite", said(f"contradicted: {changed} ({shown(changed)})")) if changed else None

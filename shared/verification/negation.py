"""Negation: what each side denies, and whether the claim denies what the source affirms or the
other way round (pure; ``polarity`` counts the flip with the others).

A negator's scope is the next content word of its clause (and a word joined to it by "or": "cannot
edit or delete"); two negations of one phrase in other words ("without running the deploy job",
"but not the deploy job", "the deploy job is skipped") are read wider and are one denial."""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import senses
from footnote.shared.verification.beliefs import believed_denied, held_only, seldom_done
from footnote.shared.verification.changes import changes
from footnote.shared.verification.clauses import kept_apart, not_depending, only_instead, stands_as
from footnote.shared.verification.contrasts import contrast_denied
from footnote.shared.verification.denied import (
    DENIAL_WIDE,
    OTHERWISE_OUTCOME,
    PUNCT_WORD,
    SEEN,
    added_to,
    contrasted,
    denials,
    denied_in_passing,
    denied_it,
    denied_one,
    denied_person,
    denied_until,
    done_no,
    instead_said,
    interrupted,
    no_other,
    no_things,
    only_they_can,
    other_object,
    otherwise_parts,
    prevented_able,
    same_alternative,
    set_aside,
    stopped_both,
    stopped_things,
    waited_until,
)
from footnote.shared.verification.elsewhere import affirmed_elsewhere, denied_elsewhere, denied_of_another_kind
from footnote.shared.verification.exceptions import excepted_done, included_excepted, only_prompted, spared
from footnote.shared.verification.forms import negative_words, redone, settings_off
from footnote.shared.verification.frames import idle_for
from footnote.shared.verification.lists import denied_list
from footnote.shared.verification.preference import preference
from footnote.shared.verification.reworded import denied_alike, reworded
from footnote.shared.verification.rewrites import as_denials
from footnote.shared.verification.singles import nearly_none, none_of, one_as_single, other_single
from footnote.shared.verification.substitution import other_kind
from footnote.shared.verification.words import CLAUSES, KEEP_GOING, canon, content, negated_before, tokens

_PATH = frozenset("across into beyond past over through onto toward towards".split())
NEGATION_SCOPE = 1  # content words after a negator that it negates
NEGATION_WIDE = DENIAL_WIDE  # ... and that its phrase reaches, when two negations are compared ("not the deploy job")

_IDIOMS = re.compile(lx.NEGATION_IDIOMS, re.I)
_ALL_NOT_ONLY = re.compile(lx.ALL_NOT_ONLY, re.I)
# a comparison's other side described by its own clause ("than those who were not told"), to the clause's end
_THAN = re.compile(r"(?<!\brather )\bthan\s+(?:the\s+|those\s+)?(?:[a-z]+\s+)?(?:who|that|which)\b[^.;:!?]*", re.I)
# "not abolished until 1947", "did not evacuate the town until 36 hours later": then
_NOT_UNTIL = re.compile(r"\bnot\s+((?:been\s+|be\s+)?[a-z]+\s+(?:[\w'’-]+\s+){0,5}?until)\b", re.I)
_NEGATING = re.compile(lx.NEGATING_PHRASES, re.I)
# "could not use the roads without permission" = "used them only with permission" (two denials, no flip)
_ONLY_WITH = re.compile(r"\b(?:cannot|can't|could not|couldn't|may not|must not|never)\b([^.;,]{1,60}?)\bwithout\b",
                        re.I)
# "not one wall but many": many walls, not a single one (the count is denied, not the walls)
_NOT_ONE_BUT = re.compile(r"\bnot\s+(?:one|a single|a)\s+([a-z]+)\s+but\s+(many|several|multiple|dozens|hundreds)\b",
                          re.I)
_NOBODY_WHERE = re.compile(r"\b(no one|nobody|none)\s+((?:on|in|at|aboard|inside)\s+(?:the\s+|a\s+)?[a-z]+)\s+([a-z]+)",
                           re.I)
_NO_TWO = re.compile(r"\bno two\s+((?:[a-z]+\s+){1,4}?)(are|were|sound|look|feel|taste)\s+", re.I)


def _is_neg(word: str) -> bool:
    return word in lx.NEGATORS or word.endswith("n't")


_STATUS = re.compile(r"\b(\d{3})\s+Not\s+[A-Z][a-z]+\b")  # "304 Not Modified", "404 Not Found": a status's name
_NAMED_NOT = re.compile(r"\b([A-Z][a-z]*)\s+Not\s+([A-Z][a-z]+)\b")  # "Do Not Disturb": a feature's name


def _unnamed(text: str) -> str:
    """The text with the "Not" of names taken out ("404 Not Found", "Do Not Disturb" deny nothing)."""
    return _NAMED_NOT.sub(r"\1\2", _STATUS.sub(r"\1", text))


_NOT_ASIDE = re.compile(r"\b(not|never)\s*,\s*[^,.;:]{1,30},\s*", re.I)  # "does not, on the evidence, weaken"


@lru_cache(maxsize=4096)  # each side is read by several checks (the scopes are never changed)
def _negations(text: str, wide: int = NEGATION_SCOPE, subject: bool = True) -> tuple[frozenset[str], ...]:
    """Content stems in the scope of each negator: its next ``wide`` content words in its clause
    ("not at the same moment" negates "same moment", not the next sentence); read wide, with what a
    pronoun subject before it stands for (a relative "that" only where ``subject`` is true)."""
    text = as_denials(_NOT_ONE_BUT.sub(r"\2 \1 rather than a single \1", _ONLY_WITH.sub(r"\1 only with", text)))
    text = _NOBODY_WHERE.sub(r"\1 \3 \2", text)  # "no one on board survived": it is the surviving that is denied
    text = _NO_TWO.sub(r"two \1\2 not ", text)  # "no two performances are identical": the sameness is denied
    text = _ALL_NOT_ONLY.sub(r"\1", text)  # "to all pupils, not only deaf children"
    text = _NEGATING.sub(" not ", _IDIOMS.sub(" ", _NOT_UNTIL.sub(r"\1", _unnamed(_NOT_ASIDE.sub(r"\1 ", text)))))
    words = [w.lower().replace("’", "'") for w in PUNCT_WORD.findall(text)]
    out: list[set[str]] = []
    for i, w in enumerate(words):
        if _is_neg(w) and i + 1 < len(words) and words[i + 1] in PRONOUNS:
            out.append(_antecedent(words[:i]))  # "The --json flag prints ... Without it, ..."
            continue
        verb = _quantified_verb(words, i) if w in ("no", "neither") and (not i or words[i - 1] != "with") else None
        if verb:  # "no old pod is stopped" denies the stopping, of any old pod (and "no benefit was
            found = {canon(words[i + 1])} if SEEN.match(verb) else set()
            out.append({verb} | found)  # seen" the benefit too, as "saw no benefit" does)
            continue
        if w == "nothing" and i and words[i - 1].isalpha() and words[i - 1] not in STOPWORDS:
            out.append({canon(words[i - 1])})  # "adding another removes nothing": the removing is denied
            continue
        if w == "none" and i and (i + 1 == len(words) or words[i + 1] in ".,;:!?") and "than" not in words[i - 4 : i]:
            out.append(none_of(words, i))  # "moving it produces a current ... held still, it produced none" (not
            # "better than those who spent none", a comparison)
            continue
        if _is_neg(w) and words[i + 1 : i + 2] == ["to"] and (i + 2 == len(words) or words[i + 2] in ".,;:!?"):
            continue  # "they do it even when told not to": the deed is left unsaid, and not denied of them
        if w in lx.NOT_DOING and words[i + 1 : i + 2] == ["by"]:
            continue  # "is avoided by society": the society avoids, it is not denied
        if _is_neg(w):
            scope: set[str] = {canon(words[i - 1])} if w == "no" and done_no(words, i) else set()
            taken, first_skipped, prev, passive, limit = 0, None, w, set(), wide
            relative = bool({words[i - 1] if i else "", words[i - 2] if i > 1 else ""} & _RELATIVE)
            for at, nxt in enumerate(words[i + 1 :], i + 1):
                if _is_neg(nxt) or nxt in ".,;:!?":
                    break
                if relative and prev not in _BE and taken == 1 and (scope & passive or prev.endswith("ed")):
                    break  # "a flag that cannot be fetched | blocks", "services that have not switched | keep"
                if taken and nxt in _BE and (w == "without" or (w == "no" and i and words[i - 1] == "with")):
                    break  # "keys with no expiry set | are evicted": the noun phrase ends
                passive = {canon(nxt)} if prev in _BE and nxt.endswith(("ed", "en")) else set()
                if nxt in ("there", "here") and not taken:  # "blood that is not there": the being there is denied
                    break
                prev = nxt
                first_skipped = first_skipped or (nxt if nxt in lx.NEGATION_SKIP else None)
                sized = len(nxt) > 1 or nxt.isdigit()  # "rather than 3 and 4" negates the 3 and the 4
                if nxt not in lx.NEGATION_SKIP and sized and nxt not in lx.NEGATION_TRANSPARENT:
                    scope.add(canon(nxt))
                    taken += 1
                    # "does not make borrowing more expensive": the made thing and how it is made too
                    limit = wide + _CARRY if taken == 1 and nxt in _MAKE else limit
                    graded = at + 1 < len(words) and nxt.endswith("ly") and senses.adjective(words[at + 1])
                    limit += taken == 1 and graded
                    # "not statistically significant": the quality the adverb grades is denied too
                    if taken == limit:
                        break
            if not taken and first_skipped and first_skipped not in ("one", "ones", "and", "or", "of"):  # "never with
                # it": the preposition is what is negated; "without one" denies a thing named before, not "one"
                scope.add(canon(first_skipped))
            if wide > NEGATION_SCOPE:  # "..., so it does not run": what "it" stands for is denied too
                scope |= _subject_pronoun(words[:i], relative=subject)
            if i + 1 < len(words) and words[i + 1] in _PATH:  # "never across the bar line into the next
                rest = list(itertools.takewhile(lambda x: x not in ".,;:!?", words[i + 1 :]))  # phrase": the path
                scope |= {canon(x) for x in rest if x not in STOPWORDS and x not in words[:i]}
            after = [x for x in words[i + 1 : i + 7] if x not in _DONE_TO and (w, x) != ("no", "longer")][:4]
            # both denied: "cannot edit or delete them", "no longer call you or send", "without bar lines or time
            # signatures"
            k = next((k for k in (1, 2) if len(after) > k + 1 and after[k] in ("or", "nor") and after[k + 1].isalpha()
                      and after[k + 1] not in STOPWORDS and (k == 1 or after[0] not in STOPWORDS)), None)
            scope |= ({canon(after[k + 1])} if k else set()) | denied_list(words, i)  # "cannot forward, copy, print or"
            rest = list(itertools.takewhile(lambda x: x not in ".,;:!?", words[i + 1 : i + 6]))
            if "off" in rest and any(x in _SWITCHING for x in rest[: rest.index("off")]):  # "cannot turn the lock
                scope = {canon(x) for x in rest if x in _SWITCHING}  # off": the lock stays on, only turning is denied
            out.append(scope)
    return tuple(frozenset(s) for s in out)


_SWITCHING = frozenset("turn turned turning switch switched switching shut".split())
_DONE_TO = frozenset("me you him us them".split())  # the one a denied verb is done to, before its "or"


_RELATIVE = frozenset("that which who".split())
_MAKE = frozenset("make makes made making render renders rendered".split())
_CARRY = 2  # content words a negated "make" carries: its object and what it is made
_NOT_A_VERB = r"(?!(?:without|with|for|of|to|from|in|on|by|at)\b)"  # "so play it lightly": the subject before; not
_PRONOUN_OPENING = re.compile(rf"^\s*(?:but|and|yet|so|while)?\s*(?:{_NOT_A_VERB}[a-z]+\s+(?=them\b|it\b))?"
                              r"(?:it|they|them)\b", re.I)  # "without it"


NO_PHRASE = 4  # words a "no ..." noun phrase may run to before its verb


def _quantified_verb(words: list[str], i: int) -> str | None:
    """The stem of the participle after "no <noun phrase> is/are/was/were" ("no old pod is *stopped*"), or None."""
    for k in range(i + 2, min(len(words), i + 2 + NO_PHRASE)):
        if words[k] in ("is", "are", "was", "were", "gets", "get", "got") and k + 1 < len(words):
            nxt = words[k + 1]
            return canon(nxt) if nxt[0].isalpha() and nxt not in STOPWORDS else None
        if not words[k][0].isalpha() or words[k] in ("but", "and", "or", "yet"):
            return None  # "have no moving parts but are less efficient": another clause's verb
    return None


_AUX = frozenset("do does did is are was were can could will would should must may has have had".split())
_SUBJECTS = frozenset("it they this that".split())


def _subject_pronoun(before: list[str], relative: bool = True) -> set[str]:
    """What a negator's pronoun subject most likely stands for ("the deploy job needs, so it does not run");
    a relative "that" after its noun ("a machine that never stops") only if ``relative``."""
    k = len(before)
    while k and before[k - 1] in _AUX:
        k -= 1
    if not k or before[k - 1] not in _SUBJECTS:
        return set()
    noun = k > 1 and before[k - 2][0].isalpha() and before[k - 2] not in STOPWORDS
    if not relative and before[k - 1] == "that" and noun:
        return set()
    near = [canon(w) for w in before[: k - 1] if w[0].isalpha() and w not in STOPWORDS and len(w) > 1]
    return set(near[-NEGATION_WIDE:])


def _negated(text: str) -> set[str]:
    """Content stems in the scope of a negator (``NEGATION_SCOPE`` content words each)."""
    return set().union(*_negations(text))


_BE = frozenset("is are was were be been being get gets got".split())


def _one_denial(claim: str, span: str) -> set[str]:
    """What each side negates where the other negates the same phrase, read wider ("run the tests
    without running the deploy job" and "run the test suite but not the deploy job" deny one thing),
    less what only the other side says is still done ("can still call you but cannot send" for "can no longer
    call or send")."""
    # (not the noun before a relative "that": "a machine that never stops" and "it is not a machine" deny two things)
    read = {text: (_negations(text), _negations(text, NEGATION_WIDE, subject=False)) for text in (claim, span)}
    denied = {text: [*read[text][1], *denials(text, other)] for text, other in ((claim, span), (span, claim))}
    said = {text: {canon(w) for k, w in enumerate(ws) if "still" in ws[max(0, k - 2) : k] and not negated_before(ws, k)}
            for text in (claim, span) for ws in [[w.lower() for w in tokens(text)]]}
    out: set[str] = set()
    for side, other in ((claim, span), (span, claim)):
        alone = _listed(side) - set().union(*denied[other])  # "cannot forward, copy, print or download" for "cannot
        for near, wide in zip(*read[side], strict=True):  # forward it": the printing is denied by the source alone
            out |= near - (said[other] - said[side]) - alone if any(wide & w for w in denied[other]) else set()
    return out


def _listed(text: str) -> set[str]:
    """Stems of the items of lists a negator denies ("cannot forward, copy, print or download")."""
    words = [w.lower() for w in PUNCT_WORD.findall(text)]
    return set().union(*(denied_list(words, i) for i, w in enumerate(words) if _is_neg(w)))


def unsaid_negations(words: list[str], span: str) -> set[str]:
    """Stems of claim words with their own negation ("unchanged") that the span says as a negated
    word ("did not change"): said, in other words (the negation itself is checked by polarity)."""
    negated = _negated(span)
    negated |= CHANGING if negated & CHANGING else set()  # "unaffected" for "did not change"
    return {canon(w) for w in words if w.lower().startswith("un") and len(w) > 5 and canon(w[2:]) in negated}


CHANGING = frozenset(canon(w) for w in "change changed alter altered affect affected modify modified rotate rotated "
                     "update".split())


PRONOUNS = frozenset("it this that them these those".split())
ANTECEDENT_WORDS = 2  # content words of the previous sentence's opening a pronoun stands for


def _antecedent(before: list[str]) -> set[str]:
    """What a negated pronoun refers to: the first content words of the sentence before it (its
    subject, as a reader takes it: "The --json flag prints ... Without it" = without the flag)."""
    ends = [k for k, w in enumerate(before) if w in ".!?"]
    if not ends:
        return set()
    start = ends[-2] + 1 if len(ends) > 1 else 0
    sentence = before[start : ends[-1]]
    picked = [canon(w) for w in sentence if w not in STOPWORDS and len(w) > 1 and w[0].isalpha()]
    return set(picked[:ANTECEDENT_WORDS])


NEG_CLAUSES = re.compile(f"{CLAUSES.pattern}|,\\s+(?=and\\s+(?:it|they|he|she|we|you)\\s)"  # ", and it cannot"
                         r"|,\s+(?=and\s+(?:stop|never|do\s+not|don't|avoid)\s)"  # ", and stop counting aloud"
                         r"|,\s+(?=and\s+(?:the|a|an|its|their|his|her|your|our|my)\s+(?:[a-z]+\s+)?[a-z]+\s+"
                         r"(?:[a-z]+s|[a-z]+ed|is|are|was|were|can|will|must|may|might)\b)"  # ", and the hotspot turns
                         # off ...", ", and your carrier may charge": a clause of its own
                         r"|\s(?=than\s+(?:the\s+)?[a-z]+\s+(?:who\s+[a-z]+\s+)?(?:beside|near|in|on|at|with|without|from)\s)")
# "... faster than trees beside streams without salmon", "than those who worked without breaks": the group
# compared with, its own clause
# the condition ends where ", and" starts another clause ("unless you pin them, and passwords ... are never added")
_UNLESS = re.compile(r"\b(?:unless|except when|except if)\b(?P<cond>(?:(?!,\s+(?:and|but)\s)[^.;])*)", re.I)
_THERE = re.compile(r"\b(?:from|in|out of|into)\s+there\b", re.I)
NEG_ABOUT = 2  # content words a negating clause must share with the claim (beyond the negated ones)
NEG_CLAUSES_MAX = 8  # past this many clauses the span's negations are read as a whole


def _source_negated(claim: str, span: str) -> set[str]:
    """What the span negates in the clauses that are about the claim's things: "POST requests are
    never retried" negates nothing in "idempotent requests are retried" (another clause's
    subject), and "never retried unless retry_post is set" only conditions a claim that names the
    condition ("setting retry_post lets the client retry POST requests")."""
    clauses = [c for c in NEG_CLAUSES.split(span) if c and c.strip()]
    if len(clauses) > NEG_CLAUSES_MAX:
        return _negated(span)
    claim_words = content(claim)
    out, before, read = set[str](), set[str](), ""
    about = [content(c) | (redone(c) & claim_words) for c in clauses]  # "redelivered": "delivered again"
    rest = [w for w in tokens(claim) if canon(w) in claim_words]  # "refuses to be frightened" is about "terrified"
    denying = any(map(_negated, clauses))  # (read once; and "The advantage held" says "the benefit")
    reworded_in = [senses.same_sense([w for w in rest if canon(w) not in a], c) if denying else set()
                   for c, a in zip(clauses, about, strict=True)]
    for k in range(1, len(clauses)):  # "..., but it is not used up": "it" is the clause before's subject
        if _PRONOUN_OPENING.match(clauses[k]):
            about[k] |= set([w for w in (canon(x) for x in tokens(clauses[k - 1])) if w in about[k - 1]][:2])
        if _THERE.search(clauses[k]):  # "it is never retried from there": the place the clause before names
            about[k] |= about[k - 1]
    best = max((len((a | r) & claim_words) for a, r in zip(about, reworded_in, strict=True)), default=0)
    for clause, words, others in zip(clauses, about, reworded_in, strict=True):
        read = f"{read}, {clause}"  # (a negation ends with its clause: "walk instead, so footfall ...")
        so_far = _negated(read)  # read with what precedes it: a pronoun's antecedent ("Without it, ...")
        neg, before = so_far - before, so_far
        if not neg:
            continue
        cond = _UNLESS.search(clause)  # what the condition adds ("retry_post is set"), not what it repeats; not
        cond = None if cond and neg <= _negated(clause[cond.end() :]) else cond  # (", and ... are never uploaded")
        named = cond and (content(cond.group("cond")) - content(clause[: cond.start()])) & claim_words
        # "tokens with the read scope cannot delete" says nothing of "the admin scope"; a claim that denies
        # the condition ("can invite without the owner's approval") is read against the denial
        if other_kind(claim, clause) or named and not named <= _negated(claim):
            continue
        shared = len((words - neg) & claim_words)
        if shared >= NEG_ABOUT or len((words | others) & claim_words) == best:
            # a word another clause affirms in more of the claim's words is that clause's ("plants take
            # in carbon dioxide ...; the oxygen comes from water, not from the carbon dioxide")
            # (the word counts first: the clauses' negations and neighbours are read only where they win)
            out |= {w for w in neg if not any(w in a and len((a - {w}) & claim_words) > shared
                                              and w not in _negated(c) and stands_as(w, claim, c, clause)
                                              for c, a in zip(clauses, about, strict=True))}
        elif shared:  # the only clause with the claim's word ("...; a value of 0 means entries never expire")
            out |= {w for w in neg & claim_words if sum(w in a for a in about) == 1}
    return out


def _change_affirmed(claim: str, span: str) -> bool:
    """The span's clause that says a change plainly shares more of the claim's words than any clause
    that denies one ("love which alters when it finds alteration" against "it does not change with
    brief hours", for "Love that changes when circumstances change is not real love")."""
    ours, best, before = content(claim), {True: 0, False: 0}, ""
    for clause in (c for c in NEG_CLAUSES.split(span) if c and c.strip()):
        about = content(clause) | (content(before) if _PRONOUN_OPENING.match(clause) else set())  # "..., and it"
        words, before = tokens(clause), clause
        for k, w in enumerate(words):
            if canon(w) in CHANGING:
                denied = bool(negated_before(words, k))
                best[denied] = max(best[denied], len((about - CHANGING) & ours))
    return best[False] > best[True]


def negation_flip(claim: str, span: str, evidence: str = "") -> str | None:
    """A word negated on one side and stated plainly on the other (a claim's negation that the
    evidence also makes somewhere, outside the aligned words, is no flip; the source's negations
    count in the clauses about the claim's things, ``_source_negated``)."""
    claim_side, source_side = flipped(claim, span, evidence)
    if claim_side and source_side:  # "learned rather than inherited" for "inherited rather than learned"
        return "swapped"
    if claim_side:
        return "the claim negates what the source affirms"
    if source_side and evidence and source_side <= believed_denied(claim, span, _negated(evidence)):
        return "the source has this only as someone's belief, and says it did not happen"  # "he fears it will sink"
    if source_side:
        return "the source negates what the claim affirms"
    return None


def flipped(claim: str, span: str, evidence: str = "") -> tuple[set[str], set[str]]:
    """(stems the claim negates and the source affirms, stems the source negates and the claim affirms)."""
    claim = one_as_single(claim, span)  # "one stream" for "a single stream"
    mine, e_neg = _negated(claim), _source_negated(claim, span)
    if _THAN.search(span) and not _THAN.search(claim):  # "rated it more likely than those who were not told": the
        e_neg = e_neg - (_negated(span) - _negated(_THAN.sub(" ", span)))  # other side, which the claim leaves out
    c_neg = mine
    c_all, e_all = {canon(w) for w in tokens(claim)}, {canon(w) for w in tokens(span)}
    c_all |= {v for w in c_all for v in _CONVERSES.get(w, ())}  # "Romeo receives" for "never reaches Romeo"
    c_neg = c_neg | {v for w in c_neg for v in _CONVERSES.get(w, ())}
    for text, neg, said in ((claim, c_neg, c_all), (span, e_neg, e_all)):  # "affected" for "did not change"
        words = tokens(_unnamed(re.sub(r"\bwhether or not\b", "", text, flags=re.I)))
        found = [negated_before(words, k) and not _presupposed(words, k) for k, w in enumerate(words)
                 if canon(w) in CHANGING]
        if text is span and any(found) and not all(found) and _change_affirmed(claim, span):
            neg -= CHANGING  # "love which alters ... is not love" for "love that changes", where a
            found = [False]  # later clause's "it does not change" is about something else
        neg |= CHANGING if any(found) else set()
        said |= CHANGING if not all(found) else set()
        neg |= {canon("stop")} if KEEP_GOING.search(text) else set()  # "keep going" = "do not stop"
    same = _one_denial(claim, span) | denied_person(claim, span, mine) | denied_one(claim, span, mine)
    same |= idle_for(claim, span) | denied_it(claim, span, mine) | denied_until(claim, span, mine)
    same |= no_things(claim) & no_things(span) | added_to(claim, span) | interrupted(claim, span)  # "no crater
    # formed" for "no impact crater"; "kept him from writing" for "... writing, until a visitor interrupted him"
    same |= only_they_can(claim, span) | waited_until(claim, span) | no_other(claim, span) | contrasted(claim, span)
    # "only managers can" for "staff who are not managers cannot"; "has to wait until" for "cannot ... until";
    # "no other" for "only"; "Male seahorses, not females, carry it" where females do something else
    same |= only_instead(claim, span) | kept_apart(claim, span) | not_depending(claim, span)  # "changes how quickly"
    # for "..., only how fast"; "X does not affect Y" for "Y depends ... not on X"
    same |= instead_said(claim, span) | stopped_both(claim, span) | other_object(claim, span)  # (each function's
    same |= stopped_things(claim, span, mine) | denied_in_passing(claim, span) | same_alternative(claim, span)  # own
    # docstring gives its case: "instead of Grantly", "stopped killing leopards", "no notifications" for "stops its
    # notifications", "the Earth spins" for "the Sun, not the Earth, ...", "apes instead of humans")
    same |= CHANGING if same & CHANGING else set()  # "not modified for 30 days": no word of change is denied
    same |= set_aside(claim) | set_aside(span) | only_prompted(claim, span) | spared(span) | nearly_none(claim, span)
    # "almost no money left" for "pays with nearly all the money he has left"; "ignoring air" = "without
    # air"; "only fills it after you tap" for "never fills it by itself"; "except the allowed ones": not them
    # "without --full, only changed files are copied" = "use --full ...; otherwise only changed files are copied"
    elsewise = {w for cond, then, _ in otherwise_parts(span) if len(content(claim) & then) >= OTHERWISE_OUTCOME
                for w in c_neg & cond}
    same |= elsewise | (CHANGING if elsewise & CHANGING else set())  # "without enough pedal changes": all of change
    claim_side = (c_neg - e_neg - same - _negated(evidence or span) - negative_words(evidence or span)) & e_all
    claim_side -= {w for old, _ in changes(span) for w in old.split()}  # "instead of 6 pm" for "from 6 pm to 9 pm"
    theirs = e_neg | _negated(evidence or span)  # "not held" for "not sustained": one denial in two verbs
    claim_side -= _negated(settings_off(evidence or span))  # "not allowed" for "allow_credentials is false" (whose
    # "false" the opposites read against a claim's "true": not a denial of the source's own)
    claim_side -= {w for w in claim_side if any(senses.verb_alike(w, t) for t in theirs)} | denied_alike(
        claim, span, claim_side, theirs)  # "get no transcript" for "are not transcribed"
    claim_side -= affirmed_elsewhere(claim, span, claim_side)  # "keeps working" said of the old key, not this one
    claim_side -= seldom_done(claim, evidence or span)  # "avoid visiting it" for "less likely to visit it"
    source_side = (e_neg - c_neg - same - negative_words(claim)) & c_all  # "treeless" = "without trees"
    source_side -= denied_elsewhere(claim, span, source_side, _negated)  # "noticed more often when" beside "did
    # not notice": the claim's sentence is the one that affirms it
    source_side -= set((preference(claim) or ({}, {}))[1])  # "even matters more than fast": not affirmed
    source_side = (source_side - held_only(claim)) | excepted_done(claim, span)  # "because he thinks she is going
    # to sink" says no sinking; "allowed apps are silenced" for "silences every app except the allowed ones"
    if not source_side and not claim_side and evidence:  # "The Patna sinks" for "he believes she is about
        source_side = believed_denied(claim, span, _negated(evidence)) - c_neg  # to sink ... does not sink"
    # "linked to" for "not associated with": the negated word reworded, where only one side negates
    if not claim_side and not source_side and not c_neg:
        source_side = reworded(claim, span, e_neg - same, e_all)
    elif not claim_side and not source_side and not _negated(evidence or span):
        claim_side = reworded(span, claim, c_neg - same, c_all)
    other = other_single(claim, span)  # "a single chamber" where the source denies "a single stream"
    claim_side |= prevented_able(claim, span)  # "prevents them from taking screenshots" for "can still take"
    claim_side |= contrast_denied(claim, span) | included_excepted(claim, span) | denied_of_another_kind(
        claim, span, c_neg - claim_side, _negated)  # "the speaker, not the urn,"; "unrestricted apps"; "except
    return claim_side - other, source_side - other  # calls" for "including calls"


def _presupposed(words: list[str], k: int) -> bool:
    """The change is the definite object of another verb the negator denies ("did not notice *the*
    change": there was one), not denied itself ("did not change", "no measurable change", "any change")."""
    return k >= 2 and words[k - 1] in ("the", "this", "that") and words[k - 2] not in STOPWORDS | lx.NEGATORS


# verbs that say one event from its two ends ("the letter reaches him" = "he receives the letter")
_CONVERSES = {canon("receive"): (canon("reach"), canon("arrive")), canon("reach"): (canon("receive"),),
              canon("arrive"): (canon("receive"),)}

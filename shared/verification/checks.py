"""What the claim adds that the evidence does not give (pure): people credited, overstatement,
names and runs of new detail (numbers: ``numbers``; populations: ``groups``)."""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.comparisons import comparative
from footnote.shared.verification.denied import OTHERS_CANNOT
from footnote.shared.verification.effects import all_kinds, cause_claimed, overstated_effect, settled_question
from footnote.shared.verification.exceptions import only_excepted, only_prompted
from footnote.shared.verification.frequencies import EVERY
from footnote.shared.verification.owners import headed, of_place, same_name, same_voice
from footnote.shared.verification.words import AS_ONLY, CLAUSES, canon, content, stems_of, tokens

ADDED_RUN = 3  # consecutive new content words that make an added detail

# "the ten most recent", "the most important": a superlative, not the hedge "most" ("most patients")
_SUPERLATIVE = re.compile(r"\bmost\s+(?!likely\b|of\b)(?:recent|\w+(?:ive|ous|ful|able|ible|ent|ant|al|ic|ly))\b", re.I)
_ALL_IS = re.compile(r"^\s*all\s+(?=(?:[\w'’]+\s+){1,3}(?:is|was)\s+(?:that|to)\b)", re.I)
_ONLY_COUNTED = re.compile(
    r"\bonly\s+(?=(?:the\s+)?(?:\w+\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b)",
    re.I,
)
_NOT_ALWAYS = re.compile(  # "cannot prove": a hedge
    r"\b(?:not|cannot|can't|rather than|instead of)\s+(?:always|all|every|everyone|everything|only|prove|guarantee"
    r"|eliminate[sd]?|eradicate[sd]?)\b",  # "reduced, but did not eliminate": denied, not claimed
    re.I,
)
# "clearly softer" where the source says "noticeably softer": how much, not how sure
_CLEARLY_MORE = re.compile(r"\b(?:clearly|definitely)\s+(?=([a-z]+)\b)", re.I)
_BY_MUCH = r"(?:noticeably|markedly|much|far|considerably|distinctly|substantially|decidedly|appreciably|a\s+lot)"
_NOT_FOREVER = re.compile(r"\b((?:not|never|n't|no longer)\b(?:\s+\w+){0,3}?)\s+(?:forever|indefinitely|permanently)\b",
                          re.I)
_ANY = re.compile(r"(?<!\bnot )(?<!\bwithout )(?<!\bif )(?<!\bof )\b(?:any|every)\s+([a-z][\w-]*)", re.I)


def _any_for_only(claim: str, span: str) -> str | None:
    """"any branch" where the clause of the source that names the branch says "only" ("run only
    from the main branch")."""
    clauses = CLAUSES.split(span)  # "can eject electrons, but only if ...": the condition restricts the clause before
    clauses = [f"{before} {c}" if _ONLY_IF.match(c) else c for before, c in zip(["", *clauses], clauses, strict=False)]
    for m in _ANY.finditer(claim):
        thing = canon(m.group(1).lower())
        if _BUT.match(claim, m.end()):
            continue  # "every notification except alarms": a bound of its own, the source's "everything except"
        for clause in clauses:
            if re.search(r"\bonly\b", clause, re.I) and thing in content(clause) and not _ANY.search(clause):
                # "every angle" for "only at certain angles" (not "every repeat" for "... rise only halfway")
                if m.group(0).lower().startswith("any") or _only_near(thing).search(clause):
                    return m.group(0)
    return None


_BUT = re.compile(r"\s+(?:except|but|other\s+than|apart\s+from|save\s+for)\b", re.I)


def _only_near(stem: str) -> re.Pattern:
    """"only" a few words before the thing ("only at certain angles")."""
    return re.compile(rf"\bonly\s+(?:[\w-]+\s+){{0,3}}?{re.escape(stem[:5])}", re.I)


_ONLY_IF = re.compile(r"\s*(?:but\s+|and\s+)?only\s+(?:if|when|once|after|where|while|provided)\b", re.I)


# "neutralises only the venoms used to make it": a verb whose object the source restricts
_VERB_ONLY = re.compile(r"\b([a-z]{3,})\s+only\s+(?:the\s+|a\s+|an\s+)?[a-z]", re.I)
_BE = frozenset("is are was were be".split())


def _all_for_only(claim: str, span: str) -> str | None:
    """"neutralises the venom of any snake" or "all snake venoms" where the source's same verb takes
    "only" what it names ("neutralises only the venoms used to make it")."""
    for m in _VERB_ONLY.finditer(span):
        verb = m.group(1).lower()
        if verb in STOPWORDS and verb not in _BE or verb == "not":
            continue  # "not only ... but also"
        stem = re.escape(canon(verb)[:5] if verb not in _BE else verb)
        wide = re.search(rf"\b{stem}\w*\s+(?:(?!not\b|only\b)[a-z]+\s+){{0,4}}?(?:any|all|every)(?:\s+[a-z]+){{1,2}}",
                         claim, re.I)
        if wide and not re.search(r"\b(?:not|n't|never|cannot)\s+(?:\w+\s+)?$", claim[: wide.start()], re.I):
            return wide.group(0)  # ("does not remove all particles" says what "only" does)
    return None


_ALL_OF = re.compile(r"\b(?:all|every|each)\s+(?:the\s+)?((?:[a-z-]+\s+){0,2}?[a-z-]+s)\b", re.I)
_SOME_OF = r"\b(?:a\s+few|few|some|several|many|most|certain|a\s+handful\s+of|a\s+minority\s+of|a\s+number\s+of)\s+"


def _all_for_some(claim: str, span: str) -> tuple[str, str] | None:
    """("All primary schools", "A few primary schools"): the claim gives to every one of a group what the
    source gives to some of it, and the source never to all of it."""
    for m in _ALL_OF.finditer(claim):
        group = r"\s+".join(re.escape(w) for w in m.group(1).split())
        some = re.search(rf"{_SOME_OF}(?:of\s+the\s+)?{group}\b", span, re.I)
        if some and not re.search(rf"\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?{group}\b", span, re.I):
            return m.group(0), some.group(0)
    return None


# a universal under a denial a few words before it: "not been found in every study", "doesn't work with all"
_NOT_IN_EVERY = re.compile(
    r"((?:\bnot|n't|\bnever)\s+(?:[a-z]+\s+){1,3}?)(?:every|all)\b(?!\s+(?:of\s+)?(?:the\s+)?time)", re.I)
_CONSTANTLY = re.compile(r"\b(?:constantly|continually|continuously|incessantly|ceaselessly|non-?stop)\b", re.I)
_REQUIRES = re.compile(r"\b(?:requires?|required|needs?|needed)\s+(?:an?\s+|the\s+)?([a-z-]+)", re.I)
# said as "always": "at all times", "at any time of day"
_ALWAYS = re.compile(r"\b(?:at all times|all the time|at any time(?: of (?:the )?(?:day|night|year))?|anytime)\b", re.I)


def strength_check(claim: str, span: str, evidence: str = "", *, instruction: bool = False) -> tuple[str, str] | None:
    """Overgeneralised or overstated. ``instruction``: the source gives an order, which says "must"."""
    widened = _any_for_only(claim, span) or _all_for_only(claim, span)
    if widened:
        return "overgeneralised", f"overgeneralises: the claim says {widened!r} where the source says 'only'"
    some = _all_for_some(claim, span)  # "All primary schools" for "A few primary schools"
    if some:
        return "overgeneralised", f"overgeneralises: the claim says {some[0]!r} where the source says {some[1]!r}"
    every = next((m for m in EVERY.finditer(claim) if m.group(1)), None)
    unit = every.group(1)[:4] if every else None
    only = unit and re.search(rf"\bonly\s+(?:on|in|at|during)\s+(?:[a-z-]+\s+){{0,2}}{unit}\w*", span, re.I)
    if only:  # "every night" where the source says "only on school nights"
        said = f"the claim says {every.group(0)!r} where the source says {only.group(0)!r}"
        return "overgeneralised", f"overgeneralises: {said}"
    # "at all" stresses a negation; "every day" says how often (``frequency_check``): neither generalises
    always = _ALWAYS.search(claim)
    plain = _ALWAYS.sub("always", claim)  # before "at all" goes
    plain = EVERY.sub("", re.sub(r"\bat all\b", "", plain, flags=re.I))
    plain = _NOT_ALWAYS.sub(" ", plain)  # "not always", "rather than always": a hedge, not a universal
    plain = _NOT_IN_EVERY.sub(r"\1", plain)  # "has not been replicated in every study": not in every one
    plain = _NEARLY.sub(" ", plain) if _NEARLY_SAID.search(evidence or span) else plain  # "almost the whole"
    plain = _NOT_FOREVER.sub(r"\1", plain)  # "not left waiting forever": denied, not claimed
    plain = _CLEARLY_MORE.sub(lambda m: "" if comparative(m.group(1).lower()) and re.search(
        rf"\b{_BY_MUCH}\s+{m.group(1)}\b", span, re.I) else m.group(0), plain)
    # "only then", "is only stopped after": an order
    plain = re.sub(r"\bonly (?=(?:[a-z]+\s+){0,2}?(?:then|afterwards|later|after|once)\b)", "", plain, flags=re.I)
    plain = re.sub(r"\ball (?=in one|at once|together)\b", "", plain, flags=re.I)  # "all in one transaction": one
    plain = _NO_UNIVERSAL.sub(" ", plain)  # "above all stoats", "of all the fingers, the fourth is the hardest";
    # "held all the way through" (an extent: "throughout"), "dead all along", "guards it all afternoon" (a length)
    plain = _ALL_IS.sub("only ", plain)  # "All Romeo hears is that ..." = he hears only that
    plain = _ONLY_COUNTED.sub("", plain)  # "only the latest five are kept": the count restricts, as the source's
    plain = re.sub(r"\bonly (?=(?:a )?(?:little|few|slightly|briefly|partly)\b)", "", plain, flags=re.I)  # a degree
    cw, ew = set(tokens(plain)), set(tokens(_SUPERLATIVE.sub(" ", span)))
    said = set(tokens(evidence or span))
    said |= {w for group in lx.UNIVERSAL_SYNONYMS if said & group for w in group}  # "alone" says "only"
    said |= {"permanently", "forever"} if re.search(r"\bfor (?:good|ever)\b", evidence or span, re.I) else set()
    if any(re.search(rf"\bonly\s+(?:an?\s+|the\s+)?{re.escape(m.group(1))}\b", claim, re.I)
           for m in _REQUIRES.finditer(evidence or span)):
        said.add("only")  # "only the admin scope lets a token delete files" for "deleting requires the admin scope"
    if any(re.search(rf"\bonly\s+(?:the\s+)?{re.escape((m.group(1) or m.group(3))[:5])}", claim, re.I)
           for m in OTHERS_CANNOT.finditer(evidence or span)):
        said.add("only")  # "only owners can restore it" for "members who are not owners cannot restore it"
    if only_excepted(claim, evidence or span) or only_prompted(claim, evidence or span):  # "only apps on the
        # allowed list" for "every app except ..."; "only fills it after you tap" for "never fills it by itself"
        said.add("only")
    if _LIMITED_TO.search(evidence or span):
        said.add("only")  # "limited access to break times": access only at break
    if _MUST_SAID.search(evidence or span):
        said.add("must")  # "has to be unlearned", "due within 14 days", "orders the rabbit to be burned" say "must"
    if instruction:
        said.add("must")
    if _always_all(claim, evidence or span):
        said.add("all")
    if any(re.search(rf"\b(?:every|each|all)\s+{re.escape(m.group(1)[:4])}", claim, re.I)
           for m in _ANY.finditer(evidence or span)):
        said |= {"every", "each", "all"}  # "any request resets the timer" = "every request resets it"
    if _ALWAYS.search(evidence or span):  # "at any time" said as "at any time of day", or "whenever you like"
        said |= {"always", "whenever"}
    if _CONSTANTLY.search(evidence or span):  # "move all the time" for "jiggle constantly"
        said |= {"always"}
    strong = sorted((cw & lx.UNIVERSAL) - said - lx.NEGATORS)
    strong = [always.group(0).lower() if w == "always" and always else w for w in strong]  # as the claim says it
    hedged = sorted((ew & lx.HEDGES) - cw)
    if strong and hedged:
        return "overgeneralised", f"overgeneralises: the claim says {strong[0]!r} where the source says {hedged[0]!r}"
    if strong:
        return "overgeneralised", f"overgeneralises: the source does not say {strong[0]!r}"
    large = overstated_effect(claim, span)
    if large:
        return "overstated", large
    kinds = all_kinds(claim, evidence or span)  # "All penguin species" from a study of emperor penguins
    if kinds:
        return "overgeneralised", kinds
    cause = cause_claimed(claim, evidence or span) or settled_question(claim, evidence or span)  # "... is what
    # makes sloths come down"; "shown to cause" what the source calls unclear
    if cause:
        return "causal", cause
    cs, es = stems_of(list(cw)), stems_of(list(ew))
    if cs & lx.CAUSAL and es & lx.CORRELATIONAL and not es & lx.CAUSAL:
        return "causal", "overstates: the source reports an association, not a cause"
    if re.search(r"\bcaus(?:e|es|ed|ing)\b", claim, re.I) and _GROUPS_DIFFER.search(span) and not (
            es & lx.CAUSAL or _CAUSE_SAID.search(evidence or span)):
        return "causal", "overstates: the source reports a difference between groups, not its cause"
    return None


# "all" that claims nothing of all: "above all" (mainly), "first of all", and the whole a superlative
# picks from ("Of all the fingers, the fourth is the hardest")
_NEARLY = re.compile(r"\b(?:nearly|almost|virtually)\s+(?:all|every\w*|always|each|eliminat\w*|eradicat\w*"
                     r"|complete\w*|entire\w*)\b", re.I)  # short of all ("nearly eliminates"), as
_NEARLY_SAID = re.compile(r"\b(?:nearly|almost|virtually|most|majority)\b", re.I)  # the source may say too
_NO_UNIVERSAL = re.compile(r"\b(?:above all|first of all|after all|all the way|all along"
                           r"|all (?:day|night|morning|afternoon|evening|week|weekend|summer|winter|term)\b"
                           r"|of all (?:the |its |their |his |her )?[a-z]+(?=,))",
                           re.I)
_LIMITED_TO = re.compile(r"\b(?:limit|limits|limited|limiting|restrict|restricts|restricted|restricting|confined)\b"
                         r"[^.;,]{0,30}?\bto\b", re.I)
_MUST_SAID = re.compile(r"\b(?:has|have|had|needs?)\s+to\b|\b(?:is|are)\s+(?:due|asked\s+to|required\s+to)\b|"
                        r"\b(?:order|orders|ordered|"
                        r"demand|demands|demanded|require|requires|required)\s+(?:\w+\s+){0,3}?to\s+be\b", re.I)
# "bilingual children switched faster than monolingual peers": a difference, which says nothing of its cause
_GROUPS_DIFFER = re.compile(r"\b(?:\w+er|more|less|fewer)\s+(?:\w+\s+){0,3}than\b|\bcompared (?:with|to)\b", re.I)
_CAUSE_SAID = re.compile(r"\b(?:because|due to|effect of|led to|leads to|made|makes|randomi[sz]ed|assigned)\b", re.I)


def _always_all(claim: str, source: str) -> bool:
    """"All writes go" where the source says "Writes always go": "always" of the things the claim's
    "all" counts, said of them as a kind."""
    for m in re.finditer(r"\ball\s+(?:the\s+)?([a-z]{3,})", claim, re.I):
        if re.search(rf"\b{re.escape(m.group(1)[:-1])}\w*\s+(?:\w+\s+)?always\b", source, re.I):
            return True
    return False


def added_details(claim: str, evidence: str, skip: set[str], said: frozenset[str] = frozenset()) -> list[str]:
    """Runs of ``ADDED_RUN`` or more consecutive claim content words that the evidence never uses
    ("... using the left foot on the middle pedal"): details the source does not give. ``said``:
    claim stems the evidence says in other words ("the right way" for "the correct direction")."""
    have = content(evidence) | said
    runs, cur = [], []
    for w in tokens(claim):
        if w in STOPWORDS or w in lx.NEGATORS or len(w) < 2 or w[0].isdigit():  # "without" is no detail
            continue
        c = canon(w)
        parts = [canon(p) for p in w.split("-") if p and p not in STOPWORDS]  # "dry-run", "Retry-After": its parts
        if c in have or c in skip or all(p in have for p in parts) or _aliased(w, evidence):  # "US" for "American"
            if len(cur) >= ADDED_RUN:
                runs.append(" ".join(cur))
            cur = []
        else:
            cur.append(w)
    if len(cur) >= ADDED_RUN:
        runs.append(" ".join(cur))
    return runs


def proper_names(claim: str, evidence: str, names: str) -> list[str]:
    hay = f"{evidence} {names}".lower()
    out = []
    net = wordnet.load()
    # a sentence's first word is a name only where WordNet has it as one alone ("Caxton developed")
    opening = [m for m in re.finditer(r"(?:^|(?<=[.!?] ))([A-Z][a-z]{2,})\b(?!['’])", claim)
               if net is not None and net.name_only(m.group(1))]
    for m in [*opening, *re.finditer(r"(?<=[a-z,;] )([A-Z][a-z]{2,}|[A-Z]{2,}[\w-]*)", claim)]:
        name = m.group(1).lower()
        plural = name.endswith("s") and len(name) > 4 and name[:-1] in hay  # "the Soviets" for "the Soviet Union"
        said = plural or _aliased(name, hay) or of_place(name, hay)  # "US" for "American", "European"
        said = said or any(same_name(m.group(1), w) for w in set(re.findall(r"[a-z]{4,}", hay)) if w[:3] == name[:3])
        said = said or bool(_OF_A_PEOPLE.match(name) and re.search(rf"\b{_OF_A_PEOPLE.match(name).group(1)}\b", hay))
        if name not in hay and not said and name not in lx.NOT_NAMES and not headed(name, claim[m.end():], hay):
            out.append(m.group(1))
    # "Lowood Hall" from "Lowood School" and "Thornfield Hall": each word from one of the source's names, the name not
    runs = [run.lower().split() for run in re.findall(r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+", evidence)]
    named = {w for run in runs for w in run}
    for m in re.finditer(r"(?<=[a-z,;] )([A-Z][a-z]+(?:\s+[A-Z][a-z]+)+)", claim):
        parts = m.group(1).lower().split()
        ends = any(run[-1] == parts[-1] and _in_order(parts, run) for run in runs)  # "Mrs Jones", "Luella Jones"
        if m.group(1).lower() not in hay and all(w in named for w in parts) and not ends:  # for "Mrs Luella Bates
            # Washington Jones"
            out.append(m.group(1))
    # a letter that names a thing ("a scarlet B", "vitamin D", "Plan B"): not "I", not the article "A"
    out += [f"'{m.group(1)}'" for m in re.finditer(r"(?<=[a-z] )([B-HJ-Z])\b(?![.'’-])", claim)
            if not re.search(rf"(?<![\w'’-]){m.group(1)}(?![\w'’-])", f"{evidence} {names}", re.I)]
    return out


_OF_A_PEOPLE = re.compile(r"^([a-z]{4,}?)(?:man|men|woman|women)$")  # "Englishman": the source's "an English gentleman"


def _aliased(name: str, text: str) -> bool:
    """``text`` names the country or body ``name`` names under another name ("US" for "American")."""
    return any(re.search(rf"\b{a}\b", text, re.I) for a in lx.NAME_ALIASES.get(name.lower(), ()))


SUBSTITUTE_MAX_WORDS = 2  # a swapped-in phrase of at most this many content words ...
SUBSTITUTE_MIN_FRAME = 2  # ... between at least this many matching content words around it
DETERMINERS = frozenset("the a an this these those his her their its our your my each every".split())
ADJECTIVE_ENDINGS = ("al", "ic", "ous", "ful", "ive", "able", "ible", "ary", "ent", "ant", "est", "er")
DEGREE = frozenset("little bit lot somewhat rather fairly quite slightly much".split())  # "a *little* toward"


def _slots(text: str) -> list[tuple[str, bool]]:
    """(canonical stem, noun-like) per content word. Noun-like: after a determiner (or after a
    determiner and a word with an adjective's ending: "the central *bank*") or a possessive, or
    a capitalised word inside the sentence. Only things are compared for substitution: a paraphrase swaps verbs and
    adjectives ("needs" for "uses") far more often than the things it is about."""
    raw = re.findall(r"[A-Za-z][A-Za-z'’-]*|\d+(?:[.,]\d+)*%?|[.,;:!?]", text)
    out = []
    for i, w in enumerate(raw):
        lw = w.lower().replace("’", "'")
        owned, lw = lw.endswith("'"), lw.rstrip("'")  # "the seedlings' carbon": a plural owner
        if lw in STOPWORDS or lw in AS_ONLY or len(lw) < 2 or not lw[0].isalpha():
            continue  # ("the sole surviving species" is "the only living species": no thing of its own)
        before = [x.lower() for x in raw[max(0, i - 2) : i]]
        # "its movable", and "Gutenberg's movable": a possessive before an adjective fixes a noun too
        owner = len(before) == 2 and (before[0] in DETERMINERS or before[0].endswith(("'s", "’s")))
        noun = (
            bool(before and before[-1] in DETERMINERS)
            or (owner and before[1].endswith(ADJECTIVE_ENDINGS))
            or (w[0].isupper() and i > 0 and raw[i - 1] not in ".!?")
            or lw.endswith("'s") or owned
        )
        # "water and *minerals*": a word joined by and/or to a noun-like word is one too
        if not noun and i >= 2 and raw[i - 1].lower() in ("and", "or") and out and out[-1][1]:
            noun = raw[i - 2].lower() not in STOPWORDS
        noun = noun and not lw.endswith("ly") and lw not in DEGREE
        out.append((canon(lw), noun))
    return out


def substitution(claim: str, span: str, evidence: str, skip: set[str]) -> tuple[str, str] | None:
    """(claim words, source words) when the claim puts a different thing into the same frame as
    the aligned evidence ("takes place in the *mitochondria*" vs "... in the *chloroplasts*"): the
    words around them match, both are noun-like (``_slots``), the claim's words appear nowhere in
    the evidence and the source's nowhere in the claim. Synonyms the lexicon knows are folded
    before this compares."""
    cs, es = _slots(claim), _slots(span)
    c, e = [w for w, _ in cs], [w for w, _ in es]
    whole, cset = content(evidence), set(c)
    ops = SequenceMatcher(None, c, e, autojunk=False).get_opcodes()
    for k, (tag, i1, i2, j1, j2) in enumerate(ops):
        if tag != "replace" or i2 - i1 > SUBSTITUTE_MAX_WORDS:
            continue
        if i2 == len(c):  # the claim ends here; the evidence may go on ("in the chloroplasts, where ...")
            j2 = min(j2, j1 + i2 - i1)
        if j2 - j1 > SUBSTITUTE_MAX_WORDS + 1:
            continue
        left = ops[k - 1][2] - ops[k - 1][1] if k and ops[k - 1][0] == "equal" else 0
        right = ops[k + 1][2] - ops[k + 1][1] if k + 1 < len(ops) and ops[k + 1][0] == "equal" else 0
        framed = (left and right) or (i2 == len(c) and left) or (i1 == 0 and right)
        if not framed or left + right < SUBSTITUTE_MIN_FRAME:
            continue
        if not any(n for _, n in cs[i1:i2]) or not any(n for _, n in es[j1:j2]):
            continue
        ours, theirs = set(c[i1:i2]), set(e[j1:j2])
        if ours & (whole | skip) or theirs & cset or opposite_pair(ours, theirs) or same_voice(ours, theirs):
            continue
        # the claim's end against words the source says after its clause ends ("... them. The government")
        if i2 == len(c) and j1 and not any(theirs | {e[j1 - 1]} <= {w for w, _ in _slots(part)}
                                           for part in CLAUSES.split(span)):
            continue
        cw = [w for w in tokens(claim) if canon(w) in ours]
        ew = [w for w in tokens(span) if canon(w) in theirs]
        return " ".join(dict.fromkeys(cw)), " ".join(dict.fromkeys(ew))
    return None


def _in_order(parts: list[str], run: list[str]) -> bool:
    """``parts`` are words of ``run`` in its order (some left out)."""
    rest = iter(run)
    return all(p in rest for p in parts)


def opposite_pair(a: set[str], b: set[str]) -> bool:
    """Both sides are words of one opposite pair, on the same side: near-synonyms ("loose" and
    "supple"), not a substitution."""
    sa, sb = {lx.stem(w) for w in a}, {lx.stem(w) for w in b}
    return any((sa & side) and (sb & side) for pair in lx.OPPOSITES for side in pair)


def crossed_word(claim: str, span: str) -> tuple[str, str] | None:
    """(claim's words, source's) where the claim puts one of the source's words between two
    others that the source has around a different word, and never around the claim's ("the lowest
    *training* loss" where the source says "the lowest validation loss" and "training loss keeps
    falling"): a substitution from the source's own words, which ``substitution`` lets pass. Things
    only (verbs are reworded freely), never two words of one sense ("quick" for "fast"), and not
    where a clause of the source holds the claim's pair with its first word ("POST requests are
    never retried" says "retry POST requests")."""
    net = wordnet.load()
    if net is None:
        return None
    ct, et = tokens(claim), tokens(span)
    cs, es = [canon(w) for w in ct], [canon(w) for w in et]
    frames = {(es[j - 1], es[j], es[j + 1]) for j in range(1, len(es) - 1)}
    clauses = [[canon(w) for w in tokens(c)] for c in CLAUSES.split(span) if c]
    for i in range(1, len(ct) - 1):
        a, w, b = cs[i - 1], cs[i], cs[i + 1]
        if any(x in STOPWORDS or len(x) < 3 for x in ct[i - 1 : i + 2]) or w not in es or (a, w, b) in frames:
            continue
        # ... or with the pair turned round ("stress in the afternoon" says "afternoon stress")
        paired = any(a in c and any(c[k : k + 2] == [w, b] or (c[k] == b and w in c[k + 1 : k + 4])
                                    for k in range(len(c))) for c in clauses)
        if paired or net.pos_of(ct[i]) == "v":
            continue
        other = next((et[j] for j in range(1, len(et) - 1) if (es[j - 1], es[j + 1]) == (a, b) and es[j] != w
                      and et[j] not in STOPWORDS and len(et[j]) > 2 and net.pos_of(et[j]) != "v"
                      and not net.loosely_same(ct[i], et[j]) and not opposite_pair({ct[i]}, {et[j]})), None)  # not
        # "less stress" for "lower stress": one side of an opposite pair
        if other:
            return " ".join(ct[i - 1 : i + 2]), f"{ct[i - 1]} {other} {ct[i + 1]}"
    return None

"""An outcome the source gives under one condition, claimed under another (pure): "If the error
rate goes above 1 percent, traffic is raised to 50 percent" where the source says "if its error
rate stays below 1 percent ..., traffic is raised to 50 percent; if the error rate goes above 1
percent, all traffic returns to the old version"; and a denial the source makes of all but one
thing, claimed of that thing ("Esc does not work while typing" for "shortcuts are turned off
while typing, except Esc")."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import wordnet
from footnote.shared.verification.words import canon, content, tokens

# "if/when C, R": R runs to the next condition, "otherwise", or the clause's end
_IF = re.compile(
    r"\b(?:if|when|whenever|once)\s+([^,;.]{1,300}?),\s+(?!(?:and|but|or)\b)(?:then\s+)?([^;.]{1,300}?)"
    r"(?=,\s*(?:if|when|whenever|otherwise|else)\b|[;.]|$)", re.I,
)
# "R when C": an outcome and the condition after it, in one clause
_AFTER = re.compile(r"\s(?:if|when|whenever)\s", re.I)
REACH = 300  # characters either side of an "if" within which its outcome and condition are read
_CONDITIONAL = re.compile(r"\b(?:if|when|whenever|once)\b", re.I)
_PIECES = re.compile(r",\s+(?:and|but|while)\s+|;\s*|(?<=[.!?])\s+")
# words by which the claim's condition fits another of the source's conditions better, and its outcome
# the outcome of the first, each by one word at least and by this many together
PAIRING_MARGIN = 3


_SIDES = frozenset("above below over under more less up down on off before after".split())  # "stays above 20"


def _words(text: str) -> set[str]:
    return {canon(w) for w in tokens(text) if w.lower() not in STOPWORDS or w.lower() in _SIDES}


def _best(scores: list[int]) -> tuple[int, int]:
    """(the index of the highest score, by how much it leads the next)."""
    top = max(range(len(scores)), key=scores.__getitem__)
    return top, scores[top] - max((s for k, s in enumerate(scores) if k != top), default=0)


def _pairs(text: str) -> list[tuple[str, str]]:
    """(condition, outcome) for each "if/when C, R" and each "R when C" of ``text``."""
    if not _CONDITIONAL.search(text):
        return []  # (most text has none: the patterns below are not run over a transcript for nothing)
    out = _IF.findall(text)
    for piece in _PIECES.split(text):
        if not re.match(r"\s*(?:if|when|whenever|once)\b", piece, re.I):
            for m in _AFTER.finditer(piece):  # read around each "when", so a transcript is read once
                outcome = re.split(r"[,;.]", piece[max(0, m.start() - REACH) : m.start()])[-1].strip()
                condition = re.split(r"[,;.]", piece[m.end() : m.end() + REACH])[0].strip()
                if outcome and condition:
                    out.append((condition, outcome))
    return out


def other_condition(claim: str, span: str) -> str | None:
    """The reason, where the claim's "if C, R" pairs the outcome of one of the source's conditions
    with another of its conditions, claims a denial of the one thing the source excepts from it
    (``excepted``), or gives others a power the source keeps for some (``only_others``), or some a power the source
    says is not theirs (``only_this``)."""
    return (_condition_swapped(claim, span) or excepted(claim, span) or only_others(claim, span)
            or only_this(claim, span) or only_of_each(claim, span) or only_elsewhere(claim, span))


# "open their pores only at night": a verb, perhaps its object, and the one thing "only" keeps it to;
# "only his servant Gerasim treats him honestly" / "Ivan's wife is the only one who treats him"
_VERB_ONLY = re.compile(r"((?:\b[A-Za-z'’-]+\s+){1,3})only\s+(?!a\s+(?:little|bit|few)\b|[a-z]+ly\b)"
                        r"((?:[a-z-]+\s+){0,3}?[a-z-]+)"  # (not a degree: "fell only slightly", "only a little")
                        r"(?=\s*(?:[,.;:!?]|$|\b(?:when|because|and|but|so)\b))")
_ONLY_DOER = re.compile(r"\bonly\s+(?:(?:the|his|her|their|its)\s+)?((?:[a-z-]+\s+)?[A-Z][\w'’-]*)\s+([a-z]{3,})\b")
_ONLY_ONE_WHO = re.compile(r"\b((?:[A-Z][\w'’-]*['’]s\s+)?[A-Za-z-]+)\s+(?:is|was|are|were)\s+the\s+only\s+"
                           r"(?:one|person|people|ones)\s+(?:who|that)\s+([a-z]{3,})\b")


def only_elsewhere(claim: str, span: str) -> str | None:
    """The reason, where the claim keeps a deed to another thing than the one the source keeps it to
    ("open their pores only during the day" for "only at night"; "Ivan's wife is the only one who
    treats him honestly" for "only his servant Gerasim treats him honestly")."""
    # (the words before "only", the things it keeps to): "open their pores" / "at night"
    kept = [(content(m.group(1)), content(m.group(2)), m.group(0).strip()) for m in _VERB_ONLY.finditer(span)]
    kept += [({canon(m.group(2))}, content(m.group(1)), m.group(0).strip()) for m in _ONLY_DOER.finditer(span)]
    ours = [(content(m.group(1)), content(m.group(2))) for m in _VERB_ONLY.finditer(claim)]
    ours += [({canon(m.group(2))}, content(m.group(1))) for m in _ONLY_ONE_WHO.finditer(claim)]
    ours += [({canon(m.group(2))}, content(m.group(1))) for m in _ONLY_DOER.finditer(claim)]
    for before, things in ours:
        for their_before, theirs, said in kept:
            if before & their_before and things and theirs and not things & theirs:
                return f"the source says {said!r}"
    return None


_ONLY_ONE = re.compile(r"\bonly\s+((?:the\s+)?[\w-]+(?:\s+\d+)?)\s+([a-z]+)\b([^.;]*)", re.I)
_EACH = re.compile(r"\b(?:each|every|both|all)\s+(?:of\s+the\s+|the\s+)?([a-z-]+)\s+([a-z]+)\b(?=([^.;]*))", re.I)


def only_of_each(claim: str, span: str) -> str | None:
    """The reason, where the claim gives one alone what the source gives each of a group ("Only
    Voyager 1 carries a golden record" for "each probe carries a golden record")."""
    for m in _ONLY_ONE.finditer(claim):
        verb, rest = canon(m.group(2).lower()), content(m.group(3))
        for e in _EACH.finditer(span):
            if canon(e.group(2).lower()) == verb and rest and rest <= content(e.group(3)):
                return f"the source says {(e.group(0) + e.group(3)).strip()!r}, not only {m.group(1)!r}"
    return None


def _condition_swapped(claim: str, span: str) -> str | None:
    theirs = [(_words(c), _words(r), c.strip()) for c, r in _pairs(span)]
    if len(theirs) < 2:
        return None
    for cond, outcome in _pairs(claim):
        ours_c, ours_r = _words(cond), _words(outcome)
        by_outcome, lead = _best([len(ours_r & r) for _, r, _ in theirs])
        by_condition, lead_c = _best([len(ours_c & c) for c, _, _ in theirs])
        if by_outcome != by_condition and min(lead, lead_c) >= 1 and lead + lead_c >= PAIRING_MARGIN:
            return f"the source gives this outcome when {theirs[by_outcome][2]!r}, not when {cond.strip()!r}"
    return None


# "Shortcuts are turned off while you type, except Esc, which always closes the dialog"
_DENIED_EXCEPT = re.compile(r"\b(?:turned\s+off|switched\s+off|disabled|blocked|ignored|do\s+not\s+work|don't\s+work|"
                            r"cannot\s+be\s+used|are\s+not\s+\w+ed)\b[^.;]{0,80}?,?\s+except(?:\s+for)?\s+"
                            r"(?:the\s+)?((?:[\w+-]+\s+)?[\w+-]+)", re.I)
_DENIES = r"(?:does\s+not|doesn't|do\s+not|don't|cannot|can't|will\s+not|won't|is\s+not|isn't|never|is\s+disabled|" \
          r"is\s+turned\s+off|is\s+ignored|stops?)\b"


def excepted(claim: str, span: str) -> str | None:
    """The reason, where the claim denies for a thing what the source denies for all but that thing
    ("Esc does not work while you are typing" for "Shortcuts are turned off while you are typing,
    except Esc")."""
    for m in _DENIED_EXCEPT.finditer(span):
        for thing in dict.fromkeys((m.group(1), m.group(1).split()[0])):  # "the service lift"; "Esc which ..."
            if re.search(rf"\b{re.escape(thing)}\b[^.;]{{0,40}}?\b{_DENIES}", claim, re.I):
                return f"the source makes an exception of {thing!r}"
    return None


_CAN = r"(?:can|may|(?:are|is)\s+(?:also\s+|still\s+)?(?:able|allowed)\s+to)"  # "are also able to delete"
_ONLY_CAN = re.compile(rf"\bonly\s+(?:the\s+)?(?:[a-z'’-]+\s+)?([a-z-]+)\s+{_CAN}\s+([^.;:!?]+)", re.I)  # "its owner"
_THEY_CAN = re.compile(rf"\b([a-z-]+)\s+{_CAN}\s+(?!not\b)(?=([a-z-]+)\b)", re.I)  # (the verb read ahead: "who can
# edit are also able to delete" has two)
_NOT_WHO = frozenset("you they we he she it i who which that this these those also still only not".split())


def only_others(claim: str, span: str) -> str | None:
    """The reason, where the claim says others can do what the source says only some can ("Editors
    can invite new members" for "only owners can delete pages or invite new members")."""
    kept = {canon(verb): (canon(m.group(1)), m.group(0).strip())  # the few ("owners"); each verb of
            for m in _ONLY_CAN.finditer(span)  # "delete pages or invite new members"
            for verb in re.findall(r"(?:^|\bor\s+|\band\s+|,\s*)([a-z-]+)", m.group(2), re.I)}
    for m in _THEY_CAN.finditer(claim):
        who, verb = m.group(1), canon(m.group(2))
        said = re.split(r"[,;:]", claim[: m.end(1)])[-1]
        subject = content(said) | {canon(w) for w in tokens(said)}  # "any collaborator on a shared file"; "no more
        if verb in kept and who.lower() not in _NOT_WHO and kept[verb][0] not in subject \
                and not re.search(r"\bonly\b", claim[: m.start(1)], re.I):
            return f"the source says {kept[verb][1]!r}"  # than two" for "only two": the same few
    return None


_CAN_ONLY = re.compile(r"\b(?:can|may)\s+only\s+([^.;:!?]+)", re.I)
_GRANTING = frozenset(canon(w) for w in "be given allowed permitted able let granted".split())


def only_this(claim: str, span: str) -> str | None:
    """The reason, where the claim gives someone another of the source's options than the one the
    source restricts them to ("People outside can be allowed to make changes" for "... see free/busy
    only, see all event details, or make changes. People outside ... can only be given free/busy
    access")."""
    said = re.search(rf"^([^.;:!?]*?)\b{_CAN}\s+(?!not\b)(?!only\b)([^.;:!?]+)", claim, re.I)
    if not said or re.search(r"\bonly\b", claim, re.I):
        return None
    ours = content(said.group(2)) - _GRANTING
    for m in _CAN_ONLY.finditer(span):
        start = max((e.end() for e in re.finditer(r"[.;:!?]\s", span[: m.start()])), default=0)
        if not content(said.group(1)) & content(span[start : m.start()]):
            continue  # about others
        rest = content(span[:start] + " " + span[m.end() :])
        new, kept = ours - content(m.group(1)), content(m.group(1)) - _GRANTING - ours
        if new and kept and new <= rest:  # another option the source names, not the one it keeps them to
            return f"the source says {span[start : m.end()].strip()!r}"  # its whole clause: "People outside ..."
    return None


_TOGETHER_WITH = re.compile(r"\b(?:together|along)\s+with\b", re.I)
_APART = re.compile(r"[^.;]*\b(?:a\s+separate|separately|independently|its\s+own|their\s+own)\b[^.;]*", re.I)
APART_ABOUT = 2  # content words the source's sentence must share with what the claim says goes along


def apart_said(claim: str, span: str) -> str | None:
    """The reason, where the claim has a thing go along with another that the source says has a
    setting or way of its own ("Typing indicators are turned off together with read receipts" for
    "Typing indicators are controlled by a separate setting")."""
    m = _TOGETHER_WITH.search(claim)
    if not m:
        return None
    ours = content(claim[: m.start()])
    for sentence in _APART.finditer(span):
        if len(content(sentence.group(0)) & ours) >= APART_ABOUT:
            return f"the source says {sentence.group(0).strip()!r}"
    return None


_UNLESS_AFTER = re.compile(r"\b(?:unless|except\s+when|except\s+if)\s+([^.;,]+)", re.I)


def excepted_case(ours: str, theirs: str, claim: str, span: str) -> bool:
    """The source's word ``theirs`` holds unless a condition the claim names as met: "Pinned items are
    kept" for "Items are cleared when you restart unless you pin them" is about the case excepted."""
    low = claim.lower()  # (the patterns are built per word pair: compiled only where they can match)
    own = theirs.lower() in low and ("unless" in low or "until" in low) and re.search(
        rf"\b{re.escape(theirs)}\b[^.;]*?\b(?:unless|until)\b[^.;,]*\b{re.escape(ours)}\b", claim, re.I)
    if own:  # "The network is off unless you turn it on": the claim's own exception, said as the source says
        return True  # "turned off by default"
    net = wordnet.load()
    low = span.lower()
    found = ("unless" in low or "except" in low) and re.search(
        rf"\b{re.escape(theirs)}\b[^.;]*?{_UNLESS_AFTER.pattern}", span, re.I)
    if net is None or not found:
        return False
    cond = [w.lower() for w in tokens(found.group(1)) if w.lower() not in STOPWORDS and len(w) > 2]
    words = [w.lower() for w in tokens(claim)]
    return any((canon(w) == canon(c) or net.derived(w, c)) and not _UNMET & {*words[max(0, k - 3) : k + 4]}
               for k, w in enumerate(words) if not w.startswith("un") for c in cond)


_UNMET = frozenset("not no never without off disabled".split())  # "even with autosave off": the condition unmet


# "..., even when they cannot remember seeing them": the finding holds under the condition
_EVEN_WHEN = re.compile(r"\beven\s+(?:when|if|though|where)\s+([^.;:!?]+)", re.I)
# "the effect disappears when ...", "fails if ...", "only works when ...": the claim's finding ends there
_ENDS_WHEN = re.compile(r"\b(?:disappears?|disappeared|vanish(?:es|ed)?|fails?|failed|stops?|stopped|breaks?\s+down|"
                        r"(?:does|do|did)\s+not\s+(?:work|hold|occur|appear)|only\s+(?:works?|holds?|occurs?|appears?))"
                        r"\s+(?:\w+\s+)?(?:when|if|once|whenever)\s+([^.;:!?]+)", re.I)
EVEN_SHARED = 2  # content words of the source's "even when" condition the claim's must share (all, if fewer)


def even_when_flip(claim: str, span: str) -> str | None:
    """The claim has a finding end under the condition the source says it holds "even when" ("The effect
    disappears when people cannot remember seeing the thing" for "..., even when they cannot remember")."""
    ends = _ENDS_WHEN.search(claim)
    if not ends:
        return None
    ours = content(ends.group(1))
    for m in _EVEN_WHEN.finditer(span):
        theirs = content(m.group(1))
        if theirs and len(theirs & ours) >= min(EVEN_SHARED, len(theirs)):
            return f"the source says it holds {m.group(0).strip()!r}, not that it {ends.group(0).strip()!r}"
    return None


# "needs a mobile or satellite connection to place the call": what the deed cannot be done without
_NEEDS = re.compile(r"\b(?:needs?|needed|requires?|required|depends? on)\s+(?:an?\s+|the\s+|your\s+)?"
                    r"((?:[\w-]+\s+){0,3}?[\w-]+)(?=\s+(?:to|for|in order|before)\b|\s*[.,;]|$)", re.I)
_WITHOUT = re.compile(r"\bwithout\s+(?:any\s+|an?\s+|the\s+|your\s+)?((?:[\w-]+\s+){0,3}?[\w-]+)"
                      r"(?=\s+(?:to|for|when|if|while|in|on|at)\b|\s*[.,;:!?]|$)", re.I)


def needed_flip(claim: str, span: str) -> str | None:
    """The claim has done "without" what the source says the deed needs ("can place a call without any
    mobile or satellite connection" for "needs a mobile or satellite connection to place the call"),
    and does not deny it ("cannot call without a connection" says the need)."""
    for m in _WITHOUT.finditer(claim):
        if re.search(r"\b(?:not|never|cannot|can't|won't|no)\b", claim[: m.start()], re.I):
            continue
        ours, rest = content(m.group(1)), content(claim[: m.start()] + claim[m.end() :])
        for clause in _BUT.split(span):
            others = max((len(content(c) & rest) for c in _BUT.split(span) if c != clause), default=0)
            for need in _NEEDS.finditer(clause):
                theirs = content(need.group(1))
                if ours and theirs and 2 * len(ours & theirs) >= len(theirs) and len(content(clause) & rest) > others:
                    return f"the source says it {need.group(0).strip()!r}, not {m.group(0).strip()!r}"
    return None  # (not "walking directions need a connection" for driving directions, which "work offline, but")


_BUT = re.compile(r"(?<=[.!?])\s+|,\s+(?:but|while|whereas)\s+|\s+(?:but|whereas)\s+|\s*;\s*", re.I)  # (not "works
# only while the phone is on": a time)

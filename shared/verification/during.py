"""An event the source places during another, which the claim places before or after it (pure):
"Clarissa learns of his death during the party" is not "before she prepares for the party", nor
"after the party"; it is "before the party ends" and "after the party starts". Also a thing done "at once"
that the source has wait (``delay_flip``), and things taken "in reverse order" against "in the order
given" (``order_word_flip``)."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification.forms import AT_ONCE
from footnote.shared.verification.words import NOUN_MARKERS, canon, content

_DURING = re.compile(r"\bduring\s+(?:the|a|an|his|her|their|its|this|that)\s+(?:[a-z]+\s+)?([a-z]+)\b", re.I)
_BEFORE_AFTER = re.compile(r"\b(before|after)\s+([^.;:,]*)", re.I)
DURING_REACH = 200  # characters before "during" / "before" in which its event is said (within its sentence)


def _event(text: str, at: int) -> set[str]:
    """Content stems of the words before ``at`` in its sentence (the event a time phrase places)."""
    before = text[max(0, at - DURING_REACH) : at]
    return content(re.split(r"[.;:!?]", before)[-1])


_ENDS = frozenset("end ends ended ending finish finishes finished over close closes closed".split())
_STARTS = frozenset("start starts started starting begin begins began begun beginning opens opened".split())
DURING_SHARED = 2  # content words the two events must share, besides the one they happen in


def during_flip(claim: str, span: str) -> str | None:
    """"before/after X" where the source says "during X" of the same event, and the claim's
    relation cannot hold of an event inside X: "before" unless X's end is meant, "after" only of
    X itself or its end (an event during X is after X starts, and after what leads up to it)."""
    for s in _DURING.finditer(span):
        event, noun = _event(span, s.start()), canon(s.group(1).lower())
        for c in _BEFORE_AFTER.finditer(claim):
            words, when = c.group(2).lower().split(), c.group(1).lower()
            heads = [k for k, w in enumerate(words) if canon(w.strip("'’")) == noun]
            if not heads or len((_event(claim, c.start()) - {noun}) & event) < DURING_SHARED:
                continue
            rest = set(words)
            if when == "before" and not rest & _ENDS:
                return f"the claim has it before {c.group(2).strip()!r}, where the source says during the {s.group(1)}"
            named = set(s.group(0).lower().split()[1:])  # "the penalty shootout"
            direct = all(w in NOUN_MARKERS or w in named for w in words[: heads[0]]) and not rest & _STARTS
            if when == "after" and (direct or rest & _ENDS):
                return f"the claim has it after {c.group(2).strip()!r}, where the source says during the {s.group(1)}"
    return None


_SPELL = r"(?:\d+|a|an|one|two|three|four|five|six|seven|ten|twelve|twenty|thirty|several|a few)"
_UNIT = r"(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)"
# "stays for 30 days before it is removed", "after 24 hours", "once the grace period has passed"
_DELAYED = re.compile(rf"\bfor\s+{_SPELL}\s+{_UNIT}\b[^.;]{{0,60}}?\bbefore\b|\bafter\s+{_SPELL}\s+{_UNIT}\b"
                      rf"|\b(?:only\s+)?once\s+[^.;]{{0,40}}?\bhas\s+(?:passed|elapsed|expired)\b", re.I)
DELAY_ABOUT = 3  # content words before the claim's "at once" among which the delayed event's must be


def delay_flip(claim: str, span: str) -> str | None:
    """The claim has a thing happen at once that the source has wait first ("removes it
    permanently at once" for "stays in the trash for 30 days before it is removed permanently")."""
    now = AT_ONCE.search(claim)
    if not now or AT_ONCE.search(span):
        return None
    said = content(claim)
    timed = [w for w in (canon(x) for x in re.findall(r"[A-Za-z'-]+", claim[: now.start()])) if w in said]
    timed_set = set(timed[-DELAY_ABOUT:])
    for sentence in re.split(r"(?<=[.!?;])\s+", span):
        wait = _DELAYED.search(sentence)
        if wait is None:
            continue
        before = [w for w in (canon(x) for x in re.findall(r"[A-Za-z'-]+", sentence[: wait.start()]))
                  if w in content(sentence)][-DELAY_ABOUT:] if wait.group(0).lower().startswith("after") else []
        # "are deleted after 30 days": the deleting waits ("freezes it for 14 days before ...": the freezing does not)
        if timed_set & (content(sentence[wait.start() :]) | set(before)):
            return f"the claim says {now.group(0)!r} where the source says {wait.group(0)!r}"
    return None


_REVERSE_ORDER = re.compile(
    r"\b(?:in\s+)?(?:the\s+)?(?:reverse|reversed|opposite|backwards?|inverse)\s+(?:of\s+the\s+)?order\b", re.I
)
_IN_ORDER = re.compile(r"\bin\s+(?:the\s+)?(?:same\s+)?order\b(?!\s+to\b)", re.I)  # not "in order to"
_ORDER_ABOUT = 2  # content words the two sides' clauses must share around "order" (beyond the order words)
_ORDER_WORDS = frozenset(canon(w) for w in "order reverse reversed opposite backward backwards inverse same".split())


def _order_clause(text: str, m: re.Match) -> set[str]:
    """The content words of the clause around an order phrase."""
    lo = max(text.rfind(p, 0, m.start()) for p in ".;:!?")
    hi = min((k for k in (text.find(p, m.end()) for p in ".;:!?") if k >= 0), default=len(text))
    words = re.findall(r"[a-z]+", text[lo + 1 : hi].lower())
    return {canon(w) for w in words if w not in STOPWORDS and len(w) > 1} - _ORDER_WORDS


def order_word_flip(claim: str, span: str) -> str | None:
    """A reason when one side does things "in reverse order" and the other "in the order" given
    ("apply the incremental backups in reverse order" against "in the order they were taken")."""
    for one, other, says in (
        (claim, span, "the claim takes them in reverse order where the source keeps their order"),
        (span, claim, "the source takes them in reverse order where the claim keeps their order"),
    ):
        rev = _REVERSE_ORDER.search(one)
        if not rev or _REVERSE_ORDER.search(other):
            continue
        for m in _IN_ORDER.finditer(other):
            if len(_order_clause(one, rev) & _order_clause(other, m)) >= _ORDER_ABOUT:
                return says
    return None

"""Which of two things comes first, read from the words that say so (pure).

"A before B", "B after A", "before B, A", "after A, B", "A, then B", "first A, then B",
"A followed by B", "A first and B afterwards", "only after A does B": each gives an ordered
pair of content-word sets. A claim whose pair runs the other way round from the evidence's
reverses the order the source gives, whatever words it uses to say so ("restore first, back up
afterwards" against "back up first"); one that runs the same way keeps it, even when one side
says "before" and the other "after".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from footnote.shared.ingestion.sentences import split_sentences
from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification.dates import DATED_CLAUSES, date_of, earlier
from footnote.shared.verification.frames import during_flip
from footnote.shared.verification.words import canon, tokens

SIDE_WORDS = 6  # content words either side of an order word that make up "A" and "B"

_CLAUSES = re.compile(r"(?<=[.;:!?])\s+|,\s+(?:and|but|while|so)\s+|\n+")
# "the first key", "its first bar": an ordinal, not "do A first"; "at first" is "initially"
_NOT_ORDINAL = "".join(
    f"(?<!\\b{d})" for d in ("the", "a", "its", "his", "her", "their", "your", "our", "my", "this", "at"))
_NOT_ORDINAL += "(?<!'s)(?<!’s)"  # "Darcy's first proposal"
# "the mistress first of Drouet and then of Hurstwood": "first" opens the first of the two, not ends it
_FIRST_OF = r"(?:of|with|to|for|by|in|on|at) [^.;:,]+? (?:and )?then\b"
# (pattern with groups a = what happens first, b = what happens next; the word family that says it)
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^(?P<a>.+?),? after which (?P<b>.+)$"), "after"),
    (re.compile(r"^(?P<b>.+?),? before which (?P<a>.+)$"), "before"),
    (re.compile(r"^(?:only )?after (?P<a>[^,]+), (?P<b>.+)$"), "after"),
    # "only when every group is secure should you let the tempo bend": the condition comes first
    (re.compile(r"^only (?:when|once|after) (?P<a>.+?) (?P<b>(?:should|can|may|must|do|does|will) "
                r"(?:you|we|they|the \w+) .+)$"), "after"),
    # "after his master is killed he answers the call": no comma, the second clause opens with its pronoun
    (re.compile(r"^(?:only )?after (?P<a>[^,]+?) (?P<b>(?:he|she|they|we|you|i) [^,]+)$"), "after"),
    # "when she marries him, he leaves": what the "when" clause says happens first
    # ... an appositive inside it ("when Jane learns he has a wife, Bertha Mason, she refuses him")
    (re.compile(r"^(?:when|whenever|once|as soon as) (?!\w+ing\b)"  # "when voicing a chord": while, not after
                r"(?P<a>[^,]+(?:, (?:\w+ ){0,2}\w+(?=, (?:she|he|they|it|we|you|i) ))?), (?P<b>.+)$"), "after"),
    (re.compile(r"^before (?P<b>[^,]+), (?P<a>.+)$"), "before"),
    (re.compile(r"^first,? (?P<a>.+?),? (?:and )?then (?P<b>.+)$"), "first"),
    (re.compile(
        rf"^(?P<a>.+?){_NOT_ORDINAL} first,? (?!{_FIRST_OF})(?:and )?(?:then )?(?P<b>.+?)"
        r"(?: afterwards?| later| next| second)?$"), "first"),
    (re.compile(r"^(?P<a>.+?),? (?:and )?then (?P<b>.+)$"), "first"),
    (re.compile(r"^(?P<a>.+?),? followed by (?P<b>.+)$"), "after"),
    (re.compile(r"^(?P<b>.+?),? only (?:when|once|after) (?P<a>.+)$"), "after"),  # "add a chord only when ..."
    (re.compile(r"^(?P<a>.+?) before (?P<b>.+)$"), "before"),
    (re.compile(r"^(?P<b>.+?) after (?P<a>.+)$"), "after"),
    (re.compile(r"^(?P<b>.+?),? (?:is |are |was |were )?preceded by (?P<a>.+)$"), "before"),
    (re.compile(r"^(?P<a>.+?) preced(?:e|es|ed) (?P<b>.+)$"), "before"),
    (re.compile(r"^(?P<b>.+?)(?<!\bthat)(?<!\bwhich) follow(?:s|ed)? "  # not "that followed", nor "followed on the
                r"(?!(?:on|in|at|within|soon|shortly|quickly|immediately|later|suit|up|through)\b)(?P<a>.+)$"),
     "after"),
    # line" (what it followed is before it)
)
# a clause that only supposes an order does not state one ("if the API starts before ...")
_HYPOTHETICAL = re.compile(r"^(?:if|unless|suppose|supposing|imagine|whether)\b")


def _words(text: str) -> set[str]:
    ws = re.findall(r"[a-z][a-z'-]*", text)
    return {canon(w) for w in ws if w not in STOPWORDS and len(w) > 1}


def _near(text: str, end: bool) -> set[str]:
    """The content words of ``text`` nearest the order word (its end for A, start for B)."""
    # "the other notes" are things apart from "the top note"; a number is a thing ("to 50 percent and then to 100")
    ws = [w for w in re.findall(r"[a-z][a-z'-]*|\d+(?:[.,]\d+)*", text)
          if (w not in STOPWORDS or w in lx.KEPT_STOPWORDS) and len(w) > 1]
    ws = ws[-SIDE_WORDS:] if end else ws[:SIDE_WORDS]
    return {canon(w) for w in ws}


# across a comma: "first used in cottages, and only later in factories", "A first and only later B"
_FIRST_LATER = (
    re.compile(r"(?<!\bat )\bfirst (?P<a>[^.;:]+?),? (?:and |but )?(?:only )?(?:later|then|afterwards) "
               r"(?P<b>[^.;:,]+)"),  # (not "at first and later": the next pattern's)
    # "restoring replaces the database, so take a fresh backup first": B, so A first
    re.compile(rf"^(?P<b>[^.;:]+?),? (?:and )?(?:so|therefore|thus) (?P<a>[^.;:,]+?){_NOT_ORDINAL} first\W*$"),
    re.compile(
        rf"(?P<a>[^.;:,]+?){_NOT_ORDINAL} first,? (?:and |but )?(?:only )?(?:later|then|afterwards) (?P<b>[^.;:,]+)"
    ),
    # "wrote for the harpsichord at first and later for the fortepiano": "at first" with its "later"
    re.compile(r"(?P<a>[^.;:,]+?) at first,? (?:and |but )?(?:only )?(?:later|then|afterwards) (?P<b>[^.;:,]+)"),
    # "let the tempo bend first, and secure the groups afterwards": the later one says so at its end
    re.compile(rf"(?P<a>[^.;:,]+?){_NOT_ORDINAL} first,? (?:and |but )?(?P<b>[^.;:,]+?) (?:afterwards?|later)\b"),
)


# "start with short melodies, and only later try keys with many sharps" (read only where "start"/"begin" is)
_START_LATER = re.compile(r"\b(?:start|begin) (?:with|by) (?P<a>[^.;:]+?),? (?:and |but )?only "
                          r"(?:later|then|afterwards) (?P<b>[^.;:,]+)")
# "start with the fifth and the octave ..., and add the thirds later": the later one says so at its end
_START_ADD_LATER = re.compile(r"\b(?:start|begin) (?:with|by) (?P<a>[^.;:]+?),? (?:and |but )?(?:then )?"
                              r"(?:add|introduce|bring in|move on to|go on to) (?P<b>[^.;:,]+?) (?:later|afterwards)\b")
_OPENS = re.compile(r"\b(?:start|begin) (?:with|by) ", re.I)


# "introduce every quotation ..., and follow it with your own comment": the comment comes after
_FOLLOW_WITH = re.compile(r"(?P<a>[^.;:]+?),? and follow (?:it|them|this|that|each \w+|every \w+) (?:up )?with "
                          r"(?P<b>[^.;:,]+)")
_THEN_PARTS = re.compile(r",\s+then\s+")
# inside a longer clause: "..., then scale them back up once the migration job has completed"
_ONCE = re.compile(r"(?:^|,\s*(?:and |then )?)(?P<b>[^.;:,]+?) once (?P<a>[^.;:,]+)")


# "The shortage that followed ...", "His letter the next day ...": the sentence before came first
_NEXT_SENTENCE = re.compile(r"(?:only )?(?:afterwards|afterward|after that|after this|later|subsequently|then),?\s+"
                            r"|.*?\b((?:that|which) (?:followed|came after)|the (?:next|following) "
                            r"(?:day|morning|evening|night|week|month|year)|(?:a|one) (?:day|week|month|year) later)\b")
SENTENCE_CHARS = 600  # an unpunctuated run (three hours of captions) is read in pieces this long


def _sentences(text: str) -> list[str]:
    """Sentences, a long unpunctuated run cut at spaces into ``SENTENCE_CHARS`` pieces: the
    patterns below are read within a sentence, and on one of 100,000 characters they would
    backtrack for minutes."""
    out = []
    for sentence in re.split(r"(?<=[.;!?])\s+", text.lower()):
        while len(sentence) > SENTENCE_CHARS:
            cut = sentence.rfind(" ", 0, SENTENCE_CHARS)
            cut = cut if cut > 0 else SENTENCE_CHARS
            out.append(sentence[:cut])
            sentence = sentence[cut:].lstrip()
        out.append(sentence)
    return out


def pairs(text: str) -> list[tuple[set[str], set[str], str]]:
    """(earlier, later, word family) for each clause that states an order."""
    out = []
    pieces = _sentences(text)
    for sentence in pieces:
        if _HYPOTHETICAL.match(sentence.strip()):
            continue
        for m in _ONCE.finditer(sentence) if " once " in sentence else ():
            a, b = _near(m.group("a"), end=False), _near(m.group("b"), end=True)
            if a - b and b - a:
                out.append((a - b, b - a, "after"))
        for m in _FOLLOW_WITH.finditer(sentence) if "follow" in sentence else ():
            a, b = _near(m.group("a"), end=True), _near(m.group("b"), end=False)
            if a - b and b - a:
                out.append((a - b, b - a, "after"))
        starts = (_START_LATER, _START_ADD_LATER) if _OPENS.search(sentence) else ()
        for pattern in (_FIRST_LATER if "first" in sentence else ()) + starts:  # unanchored: only where it can match
            m = pattern.search(sentence)
            if m:
                a, b = _near(m.group("a"), end=True), _near(m.group("b"), end=False)
                a, b = a - b, b - a
                if a and b:
                    out.append((a, b, "first"))
                break
    for before, sentence in zip(pieces, pieces[1:], strict=False):  # "A. Afterwards B", across the full stop
        m = _NEXT_SENTENCE.match(sentence.strip())
        if m and not _HYPOTHETICAL.match(before.strip()):  # the whole of each sentence: one event each
            text = sentence.strip()
            a, b = _words(before), _words(text[: m.start(1)] + text[m.end() :] if m.group(1) else text[m.end() :])
            if a - b and b - a:
                out.append((a - b, b - a, "after"))
    for whole in (c for piece in pieces for c in _CLAUSES.split(piece)):
        # "A before B, then C once D": the whole clause, and each of its parts, may state an order
        parts = [whole, *_THEN_PARTS.split(whole)] if _THEN_PARTS.search(whole) else [whole]
        for clause in parts:
            clause = clause.strip().rstrip(".!?;")
            if _HYPOTHETICAL.match(clause):  # "if A before B, ...": supposed; "if X, A and then B": stated under X
                clause = clause.partition(", ")[2]
                if not clause or _HYPOTHETICAL.match(clause) or not re.search(r"\bthen\b", clause):
                    continue
            for pattern, family in _PATTERNS:
                m = pattern.match(clause)
                if not m:
                    continue
                if _AT_A_TIME.search(clause):
                    break  # "still using the old secret after 24 hours": a time, not an event before or after
                if family == "first" and " then " in clause and len(_near(m.group("a"), end=True)) < 2:
                    break  # "beavers then returned": "then" after a bare subject is "afterwards", not "A, then B"
                first_end = m.start("a") < m.start("b")
                a = _near(m.group("a"), end=first_end)
                b = _near(m.group("b"), end=not first_end)
                a, b = a - b, b - a  # "restore the backup first, then take a fresh backup"
                if a and b:
                    out.append((a, b, family))
                break
    return out


def step_order(ca: set[str], cb: set[str], span: str, instruction: Callable[[str], bool]) -> bool | None:
    """True when the evidence gives what the claim puts first (``ca``) as a later step of its
    instructions (sentences ``instruction`` accepts, read in order: "Acknowledge a page ... If you
    cannot fix it, escalate ..."), False when as an earlier one; None when they are not two steps."""
    sentences = _sentences(span)
    steps = [(k, _words(s)) for k, s in enumerate(sentences) if instruction(s)]

    def step(want: set[str]) -> int | None:
        scored = sorted(((len(w & want), k) for k, w in steps if w & want), reverse=True)
        if not scored or (len(scored) > 1 and scored[1][0] == scored[0][0]):
            return None
        return scored[0][1]

    a, b = step(ca), step(cb)
    if a is not None and b is not None and a > b and re.search(r"\b(?:first|beforehand)\b", sentences[a]):
        return None  # "Practise ... with the top note alone first": a later sentence may give an earlier step
    return None if a is None or b is None or a == b else a > b


def order_flip(claim: str, span: str, instruction: Callable[[str], bool] | None = None) -> bool | None:
    """True when the claim orders two things the other way round from the evidence; False when
    it orders them the same way, in any words ("B after A" for "A before B", where a word-level
    check would see "after" against "before"); None otherwise. Where the evidence states no
    order for them, the dates it gives them decide (``dated_order``)."""
    verdict = None
    stated = pairs(claim)
    for ca, cb, cf in stated:
        # the evidence's order statements most about the claim's two things decide ("scale down
        # before the migration, then scale back up once it has completed" orders the scaling up
        # after the migration, whatever the "before" further off says); a tie decides nothing
        scored = []
        for ea, eb, ef in pairs(span):
            same = len(ca & ea) + len(cb & eb) if ca & ea and cb & eb else 0
            reverse = len(ca & eb) + len(cb & ea) if ca & eb and cb & ea else 0
            if same != reverse:
                scored.append((max(same, reverse), reverse > same, ef))
        top = max((n for n, _, _ in scored), default=0)
        ways = {rev for n, rev, _ in scored if n == top}
        if ways == {True}:
            return True
        # the same order, in other words ("before" against "after" is no flip) or with the very
        # order word the evidence confirms; a "first" claim leaves its other order words to be read
        if ways == {False} and (cf != "first" or any(ef != cf for n, _, ef in scored if n == top)):
            verdict = False
    if verdict is None:
        for ca, cb, _ in stated:
            dated = dated_order(ca, cb, span)
            if dated:
                return True
            verdict = False if dated is False else verdict
    for ca, cb, _ in stated if verdict is None and instruction else ():
        steps = step_order(ca, cb, span, instruction)
        if steps:
            return True
        verdict = False if steps is False else verdict
    # "A first, then B" only (a "when" or "before" states a condition or relation); only a reversal counts
    told = [clause_order(ca, cb, span) for ca, cb, cf in stated if cf == "first"] if verdict is None else []
    return True if True in told else verdict


_TOLD = re.compile(r";\s*|,\s+(?:and\s+|then\s+|and\s+then\s+|so\s+(?=(?:he|she|they|it|we|the|this|his|her|their)\s))"
                   r"(?!\w+ing\b)")
# "..., and from the mark ..."; ", so he proposed ...": what follows from the clause before comes after it (not
# an instruction's ", so photograph the markings first")


def clause_order(ca: set[str], cb: set[str], span: str) -> bool | None:
    """True when one sentence of the evidence tells what the claim puts first (``ca``) in a later clause than
    what it puts second ("sends the player back to the sign, and from the mark they jump to the coda"); False
    when earlier (a clause may leave its subject unsaid, so ``order_flip`` takes only True). The two clauses
    are the one pair holding most of the claim's two sides' words, three at least."""
    for sentence in re.split(r"(?<=[.!?])\s+", span):
        if any(len(side & x) >= 2 for a, b, f in pairs(sentence) if f in ("after", "before")
               for x in (a, b) for side in (ca, cb)):
            continue  # the sentence says the order in words ("the two run away after Nicholas thrashes Squeers")
        cs = [_words(c) for c in _TOLD.split(sentence.lower())]
        scores = sorted(((len(ca & x) + len(cb & y), i, j) for i, x in enumerate(cs) for j, y in enumerate(cs)
                         if i != j and ca & x and cb & y), reverse=True)
        if scores and scores[0][0] >= 3 and (len(scores) == 1 or scores[1][0] < scores[0][0]):
            return scores[0][1] > scores[0][2]
    return None


_LINKS = frozenset("when whenever while once then until".split())
_ORDERED = lx.OPPOSITES[lx.ORDER_PAIR][0] | lx.OPPOSITES[lx.ORDER_PAIR][1]


def same_order_words(claim: str, span: str) -> bool:
    """A sentence of the span orders its events with the claim's very order words, in the claim's
    sequence ("When A keeps falling while B starts to rise"): what a swap exchanges there is
    inside the events, not the events themselves."""
    def links(text: str) -> list[str]:
        return [w if w in _LINKS else lx.stem(w) for w in tokens(text) if w in _LINKS or lx.stem(w) in _ORDERED]

    ours = links(claim)
    return bool(_LINKS & set(ours)) and any(links(span[a:b]) == ours for a, b in split_sentences(span))


# -- order from dates: "in June the Third Estate declared ..., and the Bastille fell on 14 July" ----
def dated_order(ca: set[str], cb: set[str], span: str) -> bool | None:
    """True when the evidence dates what the claim puts first (``ca``) after what it puts
    second (``cb``); False when the dates agree with the claim; None when they do not say."""
    clauses = [(_words(c), date_of(c)) for p in _sentences(span) for c in DATED_CLAUSES.split(p) if c.strip()]
    dated = [(w, d) for w, d in clauses if d]
    if len(dated) < 2:
        return None
    # the two different clauses most about the claim's two things ("Caesar ... crossed the Rubicon
    # in 49 BC; he was assassinated in 44 BC": the first names Caesar, the second the killing)
    scored = [
        (len(a[0] & ca) + len(b[0] & cb), earlier(a[1], b[1]))
        for i, a in enumerate(dated) for j, b in enumerate(dated)
        if i != j and a[0] & ca and b[0] & cb
    ]
    if not scored:
        return None
    top = max(n for n, _ in scored)
    verdicts = {first for n, first in scored if n == top}
    if len(verdicts) != 1 or None in verdicts:
        return None
    return not verdicts.pop()


# -- together or one after the other: "change the pedal at the same moment as the new bass note" ---
_TOGETHER = re.compile(
    r"\s(?:at the (?:same|very) (?:moment|time|instant)(?: as| that)|simultaneously with"
    r"|in the same moment as|exactly as|exactly when|just as)\s"
)
_NOT_TOGETHER = re.compile(r"\b(?:not|never|n't|no longer)\s+(?:\w+\s+){0,2}$")
TOGETHER_CHARS = 200  # how far each side of "at the same moment as" its two things are read


def together(text: str) -> list[tuple[set[str], set[str]]]:
    """The two things each sentence says happen at once (a supposition included: "if I change
    the pedal at the same moment as ..." is what the writer does); "never at the same moment"
    says the opposite and is left out."""
    out = []
    for sentence in _sentences(text):
        for m in _TOGETHER.finditer(sentence):
            before = sentence[max(0, m.start() - TOGETHER_CHARS) : m.start()]
            if _NOT_TOGETHER.search(before + " "):
                continue
            after = re.split(r"[.;:!?]", sentence[m.end() : m.end() + TOGETHER_CHARS], maxsplit=1)[0]
            a, b = _near(before, end=True), _near(after, end=False)
            if a - b and b - a:
                out.append((a - b, b - a))
    return out


def together_flip(claim: str, span: str) -> str | None:
    """A reason when one side has two things happen at once and the other puts one after the
    other (either way round): "change the pedal at the same moment as the new note" against
    "play the new harmony, then lift the pedal"."""
    for ca, cb in together(claim):
        if any((ca & ea and cb & eb) or (ca & eb and cb & ea) for ea, eb, _ in pairs(span)):
            return "the source puts one after the other where the claim has them at the same moment"
    for ea, eb in together(span):
        if any((ca & ea and cb & eb) or (ca & eb and cb & ea) for ca, cb, _ in pairs(claim)):
            return "the source has them at the same moment where the claim puts one after the other"
    return during_flip(claim, span) or _first_of_two(claim, span) or _turns_flip(claim, span)


_AT_ONCE = re.compile(r"\b(?:at the same (?:time|moment|instant)|simultaneously)\b", re.I)
_AHEAD = re.compile(rf"{_NOT_ORDINAL}(?<!\bat) (?:first|earlier|sooner|ahead of the other)\b", re.I)
AT_ONCE_ABOUT = 3  # content words a claim shares with the source's sentence that has two things at once


def _first_of_two(claim: str, span: str) -> str | None:
    """The source has two things happen at once ("hit the ground at the same time") and the claim
    has one of them go first ("the heavy ball hits the ground first")."""
    ahead = _AHEAD.search(claim)
    if not ahead or _AT_ONCE.search(claim):
        return None
    for sentence in _sentences(span):
        m = _AT_ONCE.search(sentence)
        if m and not _NOT_TOGETHER.search(sentence[: m.start()]) and len(_words(sentence) & _words(claim.lower())) \
                >= AT_ONCE_ABOUT:
            return f"the source has them {m.group(0)!r} where the claim has one{ahead.group(0)}"
    return None


_DURATION = re.compile(r"(?:second|minute|hour|day|week|month|year)s?")
_COUNTS = "|".join(sorted(lx.NUMBER_WORDS, key=len, reverse=True))
_AT_A_TIME = re.compile(rf"\b(?:after|before)\s+(?:\d+|an?|a few|several|{_COUNTS})\s+{_DURATION.pattern}\b(?!\s+of\b)")


def timed(words: list[str], i: int) -> bool:
    """The word at ``i`` follows a length of time ("20 minutes later", "two days earlier")."""
    return i >= 2 and bool(_DURATION.fullmatch(words[i - 1])) and (
        words[i - 2].isdigit() or words[i - 2] in lx.NUMBER_WORDS)


def across_events(ours: str, theirs: str, claim: str, span: str) -> bool:
    """The claim's word stands in one event of an order both sides give and the source's word in
    the other ("put the hands *together* only after each hand can play" for "practise hands
    *separately* until ...; only then put the hands together"): the two were never in one place."""
    x, y = canon(ours.lower()), canon(theirs.lower())
    return any((x in ca and y in eb) or (x in cb and y in ea)
               for ca, cb, _ in pairs(claim) for ea, eb, _ in pairs(span) if ca & ea and cb & eb)


_IN_TURN = re.compile(r"\b(?:alternately|alternating|in turn|by turns|separately"
                      r"|one after (?:the )?(?:other|another))\b", re.I)  # (polarity reads the last as "separately")


def _turns_flip(claim: str, span: str) -> str | None:
    """One side has things happen in turn ("shed alternately from one side and then the other") and the
    other has them at once ("shed from both sides at the same time"), in a sentence about the same things."""
    for ours, theirs in ((_AT_ONCE, _IN_TURN), (_IN_TURN, _AT_ONCE)):
        mine = ours.search(claim)
        if not mine or theirs.search(claim) or _NOT_TOGETHER.search(claim[: mine.start()]):
            continue
        said = _words(ours.sub(" ", claim.lower()))
        about = min(AT_ONCE_ABOUT, max(len(said), 2))  # (a short claim: all of its two words)
        for sentence in _sentences(span):
            m = theirs.search(sentence)
            if m and not _NOT_TOGETHER.search(sentence[: m.start()]) and len(_words(sentence.lower()) & said) \
                    >= about:
                return f"the source has them {m.group(0)!r} where the claim has them {mine.group(0)!r}"
    return None

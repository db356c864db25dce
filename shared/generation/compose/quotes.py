"""Choosing the words to quote and the way to name a source (pure).

* Passage text is cleaned first: headings, salutations, Markdown tables and code blocks are
  dropped, so a quote never reads "Practising Slow Practice Slow practice lets ..."; a sentence
  that announces code ("run the following command:") ends where the code stood (the question
  composer then gives the code itself, ``question.announced_code``).
* A sentence that opens with an unresolved pronoun or connective ("It changes ...", "This is
  called ...", "Then ...") reads wrongly out of context: it is quoted together with the
  sentence before it, or passed over for another sentence. A very short sentence hit is quoted
  with the sentence after it.
* Transcripts without punctuation are quoted as a window of words around the best match.
* A source is named by its author's surname when the author looks like a person's name,
  otherwise by its title ("the Piano Pedagogy Notes advise").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from footnote.shared.generation.evidence import EvidenceItem
from footnote.shared.text import content_stems, split_sentences, truncate_words, words
from footnote.shared.verification.words import content

QUOTE_CHARS = 260
WINDOW_WORDS = 32  # transcript quotes
SHORT_SENTENCE_WORDS = 6  # a sentence hit shorter than this is quoted with the sentence after it
MAX_HEADING_WORDS = 12
PRACTICE_WORDS = content_stems("practice slowly exercise try repeat play listen hands separately metronome")
DANGLING = frozenset(
    "it this that these those they them then so but and also however therefore thus here such its their "
    "he she his her both which otherwise instead yet or nor hence likewise similarly".split()
)
ORG_WORDS = frozenset(
    "studio studios press university institute society school academy foundation inc ltd llc company co "
    "group team association department college conservatory orchestra publishing publishers books media "
    "editors staff example project contributors trust council club network labs lab center centre "
    "committee office agency corporation corp gmbh ministry service services collective ensemble "
    "developers maintainers authors community documentation docs consortium volunteers writers translators "
    "members people systems".split()
)
NAME_PARTICLES = frozenset("van von der de da di du del la le bin ibn al el ten ter".split())
_TABLE_OR_FENCE = re.compile(r"^\s*(\||```|~~~)")


CODE_BREAK = "\n\n"  # where code stood after prose ending in ":" ("run this command:"), a sentence ends


def clean_text(text: str) -> str:
    """Prose only: drop headings, salutations, table rows and fenced code from passage text.
    Prose that announces code ("run the following command:") ends its sentence where the code
    stood (``CODE_BREAK``), so it is never glued to the prose after the code; ``prose_sentences``
    splits there."""
    out, in_code, code_since = "", False, False
    for block in re.split(r"\n\s*\n", text.strip()):
        kept = []
        for line in block.splitlines():
            if line.strip().startswith(("```", "~~~")):
                in_code, code_since = not in_code, True
                continue
            if in_code or _TABLE_OR_FENCE.match(line):
                code_since = code_since or in_code
                continue
            kept.append(line.strip())
        joined = " ".join(x for x in kept if x)
        if joined and _is_heading(joined) and out.endswith(":"):
            code_since = True  # "run this command:" then a short line without a stop: the command
        elif joined and not _is_heading(joined):
            sep = CODE_BREAK if code_since and out.endswith(":") else " "
            out = f"{out}{sep}{joined}" if out else joined
            code_since = False
    return out if out else " ".join(text.split())


def prose_sentences(clean: str) -> list[str]:
    """The sentences of ``clean_text``, split where code stood as well as at full stops."""
    return [s for part in clean.split(CODE_BREAK) for s in split_sentences(part)]


def _is_heading(block: str) -> bool:
    ws = block.split()
    if block.rstrip().endswith(","):  # "My dear Anna,"
        return len(ws) <= 5
    return len(ws) <= MAX_HEADING_WORDS and not re.search(r"[.!?:;][\"'”’)]*$", block.rstrip())


def is_heading(paragraph: str) -> bool:
    """A title or byline in an essay ("Legato and the Pedal", "by Sam Okafor, Year 2")."""
    return _is_heading(paragraph) or (len(paragraph.split()) <= 6 and paragraph.lower().startswith("by "))


def dangling(sentence: str) -> bool:
    """True when the sentence leans on the one before it ("It changes ...", "Then play ...")."""
    ws = words(sentence)
    return bool(ws) and ws[0] in DANGLING


def has_punctuation(text: str) -> bool:
    return bool(re.search(r"[.!?]", text))


def quotable(text: str) -> str:
    """Inner double quotes become single ones; the closing period moves after the citation."""
    return text.replace('"', "'").replace("“", "'").replace("”", "'").strip().rstrip(".")


# A sentence that restates a question rather than answering it: "The first thing to learn is
# *when to change it*", "you ask what to do on Friday". It is quoted only when nothing else is.
_ECHO = re.compile(
    r"\b(?:when|how|what|where|whether|which)\s+to\s+\w+"
    r"|\byou (?:ask|asked|write|wrote|wonder|wondered|mention|mentioned|want to know)\b",
    re.I,
)
ECHO_PENALTY = 1.5  # in shared words: an echo loses to a sentence sharing one or two fewer words
# What an answer to a "when" / "why" / "how many" question says (general English markers)
_CUES = (
    (re.compile(r"^\s*when\b", re.I), re.compile(
        r"\b(?:after|before|as soon as|once|until|then|while|whenever|at the (?:same )?moment|just as|the moment)\b",
        re.I)),
    (re.compile(r"^\s*why\b", re.I), re.compile(
        r"\b(?:because|since|so that|so|therefore|causes?|leads? to|means|otherwise|the reason)\b", re.I)),
    (re.compile(r"^\s*how (?:many|much|long|large|big|often|fast|slow|slowly|far)\b", re.I),
     re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|half)\b", re.I)),
)
CUE_BONUS = 0.5  # a sentence with the marker of the answer a question asks for


_SETTING = re.compile(
    r"\b(?:in|of|during|from|throughout) (?:the|a|an|this|that|my|our|his|her|its|their) ((?:\w+ )?\w+)", re.I
)


def setting_words(question: str) -> set[str]:
    """Content words of a phrase that sets the scene after what is asked about ("the rubato *in
    the nocturne*", "the pedal *during the cadenza*"): the thing asked about comes first."""
    first = _SETTING.search(question)
    if not first or not content(question[: first.start()]) - content("how what when why should"):
        return set()
    return set().union(*(content(m.group(1)) for m in _SETTING.finditer(question)))


def echoes(sentence: str) -> bool:
    """True when the sentence restates a question ("... is when to change it")."""
    return bool(_ECHO.search(sentence))


def answer_cue(keywords: Iterable[str]) -> re.Pattern[str] | None:
    """The marker an answer carries when the (first) keyword text is a when/why/how-many question."""
    first = next(iter(keywords), "")
    return next((cue for ask, cue in _CUES if ask.search(first)), None)


def _score(sentence: str, stems: set[str], cue: re.Pattern[str] | None = None) -> float:
    s = content_stems(sentence)
    score = len(s & stems) + (0.5 if s & PRACTICE_WORDS else 0)
    if cue is not None and cue.search(sentence):
        score += CUE_BONUS
    return score - (ECHO_PENALTY if echoes(sentence) else 0)


def best_sentence(item: EvidenceItem, keywords: Iterable[str], *, avoid: str = "") -> str:
    """The sentence sharing most content words with ``keywords``, readable on its own."""
    keywords = list(keywords)
    hit = item.hit
    stems = content_stems(" ".join(keywords))
    if hit.granularity == "sentence":
        text = " ".join(hit.text.split())
        if dangling(text) and hit.previous_text:
            prev = " ".join(hit.previous_text.split())
            if len(prev) + len(text) <= QUOTE_CHARS + 120:
                return quotable(f"{prev} {text}")
        nxt = " ".join((hit.next_text or "").split())
        if len(text.split()) < SHORT_SENTENCE_WORDS and nxt and len(text) + len(nxt) <= QUOTE_CHARS + 80:
            return quotable(f"{text} {nxt}")  # "Record every week." says little on its own
        return quotable(truncate_words(text, QUOTE_CHARS))
    clean = clean_text(hit.text)
    if not has_punctuation(clean):
        return window(clean, stems)[0]
    sentences = prose_sentences(clean) or [clean]
    cue = answer_cue(keywords)
    scored = [
        (_score(s, stems, cue) - (0.75 if dangling(s) and i == 0 else 0), -i, i)
        for i, s in enumerate(sentences)
        if quotable(s) != quotable(avoid) and len(s.split()) >= 4
    ]
    if not scored:
        return quotable(truncate_words(sentences[0], QUOTE_CHARS))
    i = max(scored)[2]
    pick = sentences[i]
    if dangling(pick) and i > 0 and len(sentences[i - 1]) + len(pick) <= QUOTE_CHARS + 80:
        pick = f"{sentences[i - 1]} {pick}"
    return quotable(truncate_words(pick.strip().strip('"“”'), QUOTE_CHARS + 80))


def best_passage(item: EvidenceItem, keywords: Iterable[str]) -> str:
    """The whole span when it is short (two sentences or fewer), else its best sentence(s)."""
    hit = item.hit
    if hit.granularity == "sentence":
        return best_sentence(item, keywords)
    clean = clean_text(hit.text)
    if not has_punctuation(clean):
        return window(clean, content_stems(" ".join(keywords)))[0]
    sentences = prose_sentences(clean)
    if len(sentences) <= 2 and len(clean) <= QUOTE_CHARS and CODE_BREAK not in clean:
        return quotable(clean.strip('"“”'))
    best = best_sentence(item, keywords)
    for i, sentence in enumerate(sentences[:-1]):
        nxt = sentences[i + 1]
        if quotable(sentence) == best and sentence.endswith(":"):
            return quotable(sentence)  # it announces what follows (code, steps): given apart, not glued on
        if quotable(sentence) == best and len(best) + len(nxt) <= QUOTE_CHARS + 80:
            return quotable(f"{sentence} {nxt}")
    return best


def window(text: str, stems: set[str], size: int = WINDOW_WORDS) -> tuple[str, float]:
    """The ``size``-word run of an unpunctuated transcript that matches ``stems`` best, marked
    with ellipses where it is cut, and where it starts as a fraction of the text (0..1)."""
    ws = text.split()
    if len(ws) <= size:
        return " ".join(ws), 0.0
    hits = [1 if content_stems(w) & stems else 0 for w in ws]
    best, best_i = -1, 0
    for i in range(0, len(ws) - size + 1):
        score = sum(hits[i : i + size])
        if score > best:
            best, best_i = score, i
    matched = [j for j in range(best_i, best_i + size) if hits[j]]
    if matched:  # centre the window on the words that matched
        centre = (matched[0] + matched[-1]) // 2
        best_i = min(max(0, centre - size // 2), len(ws) - size)
    piece = " ".join(ws[best_i : best_i + size])
    lead = "…" if best_i > 0 else ""
    tail = "…" if best_i + size < len(ws) else ""
    return quotable(f"{lead}{piece}{tail}"), best_i / len(ws)


def looks_like_person(author: str) -> bool:
    """ "Margaret Ashdown", "J. S. Bach", "Ludwig van Beethoven" yes; "Footnote Example Studio" no."""
    ws = author.replace(",", " ").split()
    if not 2 <= len(ws) <= 4 or any(ch.isdigit() for ch in author) or "&" in author:
        return False
    for w in ws:
        low = w.lower().strip(".")
        if low in ORG_WORDS:
            return False
        if low in NAME_PARTICLES:
            continue
        if not (w[0].isupper() and (w[1:].islower() or re.fullmatch(r"[A-Z]\.?", w) or "-" in w or "'" in w)):
            return False
    return True


def short_title(title: str) -> str:
    head = title.split(":")[0].strip()
    return head if ":" in title and len(head.split()) >= 2 else title


def _plural(name: str) -> bool:
    last = name.split()[-1].lower() if name.split() else ""
    return last.endswith("s") and not last.endswith(("ss", "us", "is"))


def _a_name(title: str) -> bool:
    """A one-word title spelt as a name, with a digit or a capital inside ("Libtasn1", "GnuTLS"):
    named as it is, not "the Libtasn1"."""
    return len(title.split()) == 1 and (any(ch.isdigit() for ch in title) or any(ch.isupper() for ch in title[1:]))


def who(item: EvidenceItem, *, capital: bool = False) -> str:
    """How prose names a source: a person's surname, else "the <title>"."""
    h = item.hit
    if h.author and looks_like_person(h.author):
        return h.author.split()[-1]
    title = short_title(h.title or h.source_id or "the source")
    if item.is_video and not title.lower().startswith(("the ", "a ", "an ")):
        name = f"the video {title}"
    elif title.split()[0].lower() in ("the", "a", "an") or title.split()[0].endswith("ing") or _a_name(title):
        name = title[0].lower() + title[1:] if title.split()[0].lower() in ("the", "a", "an") else title
    else:
        name = f"the {title}"
    return name[0].upper() + name[1:] if capital else name


def verb(item: EvidenceItem, singular: str) -> str:
    """ "advises" or "advise", agreeing with how ``who`` names the source."""
    h = item.hit
    if h.author and looks_like_person(h.author):
        return singular
    plural = _plural(short_title(h.title or "")) and not item.is_video
    if not plural:
        return singular
    irregular = {"goes": "go", "does": "do", "has": "have", "is": "are"}
    if singular in irregular:
        return irregular[singular]
    if singular.endswith(("sses", "xes", "zes", "ches", "shes")):
        return singular[:-2]
    return singular.removesuffix("s")


def says(item: EvidenceItem, singular: str, *, capital: bool = False) -> str:
    """ "Ashdown notes" / "the Piano Pedagogy Notes note"."""
    return f"{who(item, capital=capital)} {verb(item, singular)}"


def cite(item: EvidenceItem, style: str = "bracket") -> str:
    return f"(Evidence #{item.number})" if style == "evidence" else f"[{item.number}]"

"""Whom a "he" or "she" names (pure): a sentence-opening one is the one person the sentence before
opens with ("Crusoe is shipwrecked ... After many years he rescues a prisoner"), so that the deeds
of a pronoun can be read as that person's (``people.other_agent``); and a woman doing what the
source has "he" do, or a man what "she" does, is misattributed (``other_sex_agent``); and an opposite
the source says of a person the claim never names is no flip of the claim's (``said_of_another``)."""

from __future__ import annotations

import re

from footnote.shared.text import STOPWORDS
from footnote.shared.verification import lexicon as lx
from footnote.shared.verification import wordnet
from footnote.shared.verification.words import NOUN_MARKERS, TITLES

# "St John Rivers", "Duke of Milan", "Mr McGregor", not "CACHE_TTL" nor the "of" of "accuses Silas of stealing"
_WORD = r"[A-Z][a-z'’-]+(?:[A-Z][a-z'’-]+)?"  # "McGregor" too
NAME = rf"{_WORD}(?:\s+(?:{_WORD}|(?:of|de|van|von)\s+[A-Z][a-z'’-]+))*"
# an adverb between a doer and its verb ("St John *later* asks her")
ADVERB = r"(?:(?:\w+ly|later|then|also|soon|once|still|often|always|first|again|now)\s+)?"

_SENTENCES = re.compile(r"(?<=[.!?])\s+")
# "Buck, a large dog stolen from a ranch, is sold": a name, perhaps described, then its verb
_OPENER = re.compile(r"([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)(?:,[^,.;]{1,80},)?\s+(?:\w+ly\s+)?[a-z]+\b")
# "After many years he rescues": a short phrase put first, then the pronoun
_PRONOUN = re.compile(r"^((?:[A-Z][a-z]+(?:\s+[a-z]+){0,3},?\s+)?)(he|she)\b(?=\s+(?:\w+ly\s+)?[a-z]+)", re.I)
# another capitalised word in the sentence, other than a place after "of", "in", "at", "near", "from" or "a"
_OTHER_NAME = re.compile(r"(?<!\bof )(?<!\bin )(?<!\bat )(?<!\bnear )(?<!\bfrom )(?<!\bthe )(?<!\ba )(?<!\ban )"
                         r"(?<=[a-z,;:] )[A-Z][a-z]+")  # "a California ranch": a place's adjective


def carried(evidence: str) -> str:
    """The sentences of ``evidence`` that open with "he" or "she", the pronoun written as the name
    that opens the sentence before, where that sentence names nobody else ("Darcy proposes to
    Elizabeth. She refuses him": two people, left alone)."""
    sentences = _SENTENCES.split(evidence)
    out = []
    for before, sentence in zip(sentences, sentences[1:], strict=False):
        opener, pronoun = _OPENER.match(before), _PRONOUN.match(sentence)
        if not opener or not pronoun:
            continue
        name = opener.group(1)
        if name.split()[0].lower() in STOPWORDS or name.lower() in lx.NOT_NAMES:
            continue
        others = [w for w in _OTHER_NAME.findall(before[opener.end(1) :]) if w not in name.split()
                  and not re.search(rf"\bthe\s+(?:[a-z]+\s+)?{w}s?\b", before)  # "the outlaw Doones": a people
                  and not _describes(w, before)]  # "a young Exmoor farmer": a place's adjective
        if not others or _own_pronoun(before[opener.end(1) :], others[0], pronoun.group(2)):
            # the same pronoun again in the sentence is the same person ("..., and he rescues her")
            rest = re.sub(rf"\b{pronoun.group(2)}\b(?=\s+(?:\w+ly\s+)?[a-z]+s\b)", name, sentence[pronoun.end() :])
            out.append(f"{pronoun.group(1)}{name}{rest}")
    return " ".join(out)


_OF_SEX = {"he": r"\b(?:he|his|him|himself)\b", "she": r"\b(?:she|her|hers|herself)\b"}


def _own_pronoun(after: str, other: str, pronoun: str) -> bool:
    """The opener's own pronoun comes before anyone else is named, and is the sentence after's
    ("Emma, bored by her marriage to Charles, ... She runs up debts": Emma), and no pronoun of the
    other sex does: the sentence after goes on with its subject."""
    before_other = after[: after.index(other)]
    own = _OF_SEX[pronoun.lower()]
    other_sex = _OF_SEX["he" if pronoun.lower() == "she" else "she"]
    return bool(re.search(own, before_other, re.I)) and not re.search(other_sex, after, re.I)


# "Falsely accused of plotting mutiny by the master-at-arms Claggart, he ...": a deed done to the
# subject, put first with its doer
_FRONTED = re.compile(rf"^(?:(\w+ly)\s+)?([A-Za-z][a-z]+ed)\b([^,.;]{{0,60}}?)\s+by\s+"
                      rf"(?:(?:the|a|an|his|her|their)\s+)?(?:[a-z-]+\s+){{0,2}}?({NAME}),\s+(?:(he|she)|({NAME}))\s+[a-z]")


def fronted(evidence: str) -> str:
    """Each deed put first in its sentence with its doer ("Falsely accused of plotting mutiny by
    ... Claggart, he ..."), written as that doer's deed to the subject: "Claggart falsely accused
    Billy Budd of plotting mutiny." ("he" or "she": the name opening the sentence before)."""
    sentences, out = _SENTENCES.split(evidence), []
    for k, sentence in enumerate(sentences):
        m = _FRONTED.match(sentence)
        opener = _OPENER.match(sentences[k - 1]) if m and m.group(5) and k else None
        subject = m and (m.group(6) or (opener.group(1) if opener else None))
        if subject and subject.split()[0].lower() not in STOPWORDS:
            adverb = (m.group(1) or "").lower()  # "Falsely accused": "Claggart falsely accused"
            out.append(" ".join(w for w in (m.group(4), adverb, m.group(2).lower(), subject) if w) + f"{m.group(3)}.")
    return " ".join(out)


# ", and built the first battery", ", but soon answers", ", and she suggested": the clause's subject's next deed
_GOES_ON = re.compile(r",\s+(?:and|but)\s+(?:(he|she)\s+)?(?:(?:then|later|soon|also|finally)\s+)?([a-z]+\b[^,.;!?]*)")
# a clause's named subject: at the sentence's start or after ", and", ", but", "while", ";" (perhaps described)
_SUBJECT = re.compile(rf"(?:^|,\s+(?:and|but)\s+|\bwhile\s+|;\s+)({NAME})(?:,[^,.;]{{1,80}},)?\s+(?:\w+ly\s+)?[a-z]+\b")


def coordinated(evidence: str) -> str:
    """Each deed that a clause goes on to with no subject of its own (", and built the first
    battery"), or with "he" or "she" where the sentence names nobody else, written as the deed of
    the last named subject before it: "Volta argued it came from the metals, and built the first
    battery" gives "Volta built the first battery", so that "Galvani built it" is another's deed."""
    out = []
    for sentence in _SENTENCES.split(evidence):
        for m in _GOES_ON.finditer(sentence):
            before = sentence[: m.start()]
            subjects = list(_SUBJECT.finditer(before))
            if not subjects:
                continue
            name = subjects[-1].group(1)
            if name.split()[0].lower() in STOPWORDS or name.lower() in lx.NOT_NAMES:
                continue
            others = [w for w in _OTHER_NAME.findall(before[subjects[-1].end(1) :]) if w not in name.split()
                      and not _describes(w, before)]  # "computing Bernoulli numbers": a kind, not a person
            if not (m.group(1) and others):  # "Darcy proposes to Elizabeth, and she refuses": two people
                out.append(f"{name} {m.group(2)}.")
    return " ".join(out)


def _describes(word: str, text: str) -> bool:
    """``word`` stands before a noun in ``text``, as a place's or people's adjective ("Exmoor farmer")."""
    net = wordnet.load()
    m = re.search(rf"\b{re.escape(word)}\s+([a-z]+)\b", text)
    return bool(m and net is not None and net.pos_of(m.group(1)) == "n")


_FEMALE = frozenset("lady mrs miss ms queen princess duchess wife mother sister daughter girl woman aunt "
                    "grandmother niece widow".split())
_MALE = frozenset("mr sir lord king prince duke husband father brother son boy man uncle grandfather nephew "
                  "widower".split())
_PRONOUN_SEX = {"he": _MALE, "she": _FEMALE}
_SEXED = "|".join(sorted(_FEMALE | _MALE))
# "Lady Macbeth sees", "Curley's wife breaks": who, with a word that says which sex, and the verb
_GENDERED_DOER = re.compile(rf"(?:^|(?<=[.!?]\s))([A-Z]\w*['’]s\s+[a-z]+|The\s+(?:[a-z]+\s+)?(?:{_SEXED})|{NAME})\s+"
                            rf"{ADVERB}([a-z]+)\b")  # ("The woman pays", "The old man")


def other_sex_agent(claim: str, evidence: str) -> tuple[str, str] | None:
    """(claim's doer, the source's pronoun): the claim has a woman do what the source has "he" do,
    or a man what "she" does ("Lady Macbeth sees the ghost" for "... he is haunted by guilt and
    sees the ghost"; "Curley's wife breaks his neck" for "he holds on too hard and breaks her
    neck"). The source's doer is the nearest "he" or "she" before the verb in its sentence."""
    net = wordnet.load()
    if net is None:
        return None
    for m in _GENDERED_DOER.finditer(claim):
        who, verb = m.group(1), m.group(2)
        words = {re.sub(r"['’]s?$", "", w.lower()) for w in re.findall(r"[\w'’]+", who)}  # "Curley's" -> "curley"
        sex = _FEMALE if words & _FEMALE else _MALE if words & _MALE else None
        if sex is None or (words & _FEMALE and words & _MALE) or verb in STOPWORDS:
            continue
        fam = net.family(verb)
        for sentence in re.split(r"(?<=[.!?])\s+", evidence):
            low = re.findall(r"[a-z'’]+", sentence.lower())
            at = next((k for k, w in enumerate(low) if w not in STOPWORDS and net.family(w) & fam
                       and not (k and low[k - 1] in NOUN_MARKERS)), None)  # not "thinks the offer improper"
            pronoun = next((w for w in reversed(low[:at]) if w in _PRONOUN_SEX), None) if at else None
            if pronoun and _PRONOUN_SEX[pronoun] is not sex and not _named_between(sentence, pronoun, low[at]):
                return re.sub(r"^The\b", "the", who), f"'{pronoun}' ({'a man' if pronoun == 'he' else 'a woman'})"
    return None


def _named_between(sentence: str, pronoun: str, verb: str) -> bool:
    """A name stands between the pronoun and the verb ("she says that Macbeth sees"): the name is the doer."""
    m = re.search(rf"\b{pronoun}\b(.*?)\b{re.escape(verb)}\b", sentence, re.I)
    return bool(m and re.search(r"(?<=[a-z,;] )[A-Z][a-z]+", m.group(1)))


def _named_people(text: str, everywhere: str) -> set[str]:
    """The lower-cased capitalised words of ``text`` that name someone: not titles or stopwords,
    and a sentence's first word only where ``everywhere`` also writes it capitalised mid-sentence."""
    out = set()
    for m in re.finditer(r"(?<!\bthe )(?<!\bof )(?<!\bin )(?<!\bat )(?<!\bto )(?<!\bfrom )(?<!\bacross )(?<!\bon )"
                         r"(?<!\ba )(?<!\ban )[A-Z][a-z'’-]+", text):  # not a place: "across the Highlands", "in
        # London"; not a people's adjective: "a French aristocrat"
        word = m.group(0).lower()
        first = not text[: m.start()].strip() or text[: m.start()].rstrip()[-1:] in ".!?"
        if word in STOPWORDS or word in lx.NOT_NAMES or word in _TITLE_WORDS:
            continue
        if first and not (m.group(0) in everywhere[1:]
                          and re.search(rf"(?<=[a-z,;:] ){re.escape(m.group(0))}\b", everywhere)):
            continue
        out.add(word)
    return out


_TITLE_WORDS = frozenset(TITLES.lower().split("|"))  # "Sir", "Lady", "Captain": no name of their own


def said_of_another(ours: str, theirs: str, claim: str, span: str) -> bool:
    """The source's opposite word is said in a clause about a person the claim never names, while
    the claim's clause names someone the source does: "Holmes is ... living on the moor" against
    "After Sir Charles Baskerville is found dead on the moor, Holmes sends ...", two people's states."""
    def lead(text: str, word: str, stops: str) -> str | None:  # the clause (sentence) up to the word
        m = word.lower() in text.lower() and re.search(rf"\b{re.escape(word)}\b", text, re.I)
        if not m:
            return None
        return text[max(text.rfind(p, 0, m.start()) for p in stops) + 1 : m.start()]

    mine, yours = lead(claim, ours, ".!?"), lead(span, theirs, ",;.!?")
    if mine is None or yours is None or re.search(r"\b(?:he|she|they|it|him|her|them)\b[^A-Z]*$", yours, re.I):
        return False  # "... when they are wrongly suspected": the pronoun's people, perhaps the claim's
    both = f"{claim} {span}"
    theirs_people, ours_people = _named_people(yours, both), _named_people(mine, both)
    claim_words = {w.lower() for w in re.findall(r"[A-Za-z'’-]+", claim)}
    return bool(theirs_people) and not theirs_people & claim_words and any(
        re.search(rf"\b{re.escape(p)}\b", span, re.I) for p in ours_people)

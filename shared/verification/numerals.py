"""Numbers written as words (pure data): counts ("twelve", "a dozen"), fractions ("a third") and
ordinals ("the fifth finger"), as ``lexicon`` re-exports them to the checks."""

import re

NUMBER_WORDS = {
    "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
    "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "thirteen": "13",
    "fourteen": "14", "fifteen": "15", "sixteen": "16", "seventeen": "17", "eighteen": "18",
    "nineteen": "19", "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50", "sixty": "60",
    "seventy": "70", "eighty": "80", "ninety": "90", "hundred": "100", "thousand": "1000",
    "million": "1000000", "billion": "1000000000", "dozen": "12",
    "half": "50%", "quarter": "25%", "twice": "2x", "double": "2x", "triple": "3x",
    "halve": "50%", "halves": "50%", "halved": "50%", "halving": "50%",  # "halves the error": by 50%
}
# a fraction's denominator ("a third", "two fifths"); "half" and "quarter" are in NUMBER_WORDS
FRACTIONS = {
    "third": 3, "thirds": 3, "quarters": 4, "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6,
    "eighth": 8, "eighths": 8, "tenth": 10, "tenths": 10, "hundredth": 100,
}
# ordinals: compared with each other only ("the third and fourth fingers" vs "the first and fifth");
# "first" and "second" have other senses ("first, ...", "a second"), so they count only beside a noun
ORDINALS = {
    "first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th", "sixth": "6th",
    "seventh": "7th", "eighth": "8th", "ninth": "9th", "tenth": "10th", "eleventh": "11th",
    "twelfth": "12th", "last": "last", "final": "last",
}


def ordinal_value(word: str) -> int | None:
    """The number an ordinal word says: "eighteenth" 18, "twenty-first" 21, "12th" 12; else None."""
    word = word.lower()
    if word[:-2].isdigit() and word[-2:] in ("st", "nd", "rd", "th"):
        return int(word[:-2])
    tens, _, rest = word.rpartition("-")
    if tens and (tens not in NUMBER_WORDS or not NUMBER_WORDS[tens].isdigit()):
        return None
    value = ORDINALS.get(rest, "")[:-2]
    if not value.isdigit():  # "thirteenth" ... "nineteenth", "twentieth" ... "ninetieth"
        stem = rest[:-4] + "y" if rest.endswith("ieth") else rest[:-2]
        value = NUMBER_WORDS.get(stem, "") if rest.endswith("th") and int(NUMBER_WORDS.get(stem, "0") or 0) > 12 else ""
    if not value.isdigit() or (tens and int(value) > 9):  # not "twenty-twelfth"
        return None
    return int(value) + int(NUMBER_WORDS[tens] if tens else 0)

# verbs that multiply what they are said of ("cycling tripled"): a factor each
FACTOR_VERBS = {
    "double": 2, "doubles": 2, "doubled": 2, "doubling": 2, "triple": 3, "triples": 3, "tripled": 3, "tripling": 3,
    "quadruple": 4, "quadruples": 4, "quadrupled": 4, "quadrupling": 4,
    "halve": 0.5, "halves": 0.5, "halved": 0.5, "halving": 0.5,
}


def ordinal_named(claim: str, evidence: str) -> set[str]:
    """The numbers the claim gives after a noun ("volume three", "act 2") that the evidence gives as
    that noun's ordinal ("the third volume", "the second act"): one place, said two ways."""
    out = set()
    for m in re.finditer(r"\b([a-z]{3,})(?=\s+(\d{1,3}|[a-z]+)\b)", claim, re.I):
        value = NUMBER_WORDS.get(m.group(2).lower(), m.group(2))
        if not value.isdigit() or m.group(1).lower() not in evidence.lower():
            continue
        for o in re.finditer(rf"\b([a-z]+(?:-[a-z]+)?|\d+(?:st|nd|rd|th))\s+{re.escape(m.group(1).lower())}s?\b",
                             evidence, re.I):
            if ordinal_value(o.group(1)) == int(value):
                out.add(value)
    for m in re.finditer(r"\b(?:No\.|Number|#)\s*(\d{1,3})\b", claim):  # "No. 3 of the Lyric Pieces" for "the
        if any(ordinal_value(o.group(1)) == int(m.group(1))  # third of the Lyric Pieces": one place in a set
               for o in re.finditer(r"\bthe\s+([a-z]+(?:-[a-z]+)?|\d+(?:st|nd|rd|th))\b", evidence, re.I)):
            out.add(m.group(1))
    return out

"""A twenty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh27``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 34) after round 26 (whose rules read ``fresh26``'s errors) and
measured once, before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh27", "names": "Abstract: school gardens",
        "evidence": "Pupils at schools with a vegetable garden ate about one more portion of vegetables a day "
                    "than pupils at schools without one. Fruit intake was unchanged.",
        "claims": [
            ("paraphrase", F, "Children at schools that had a vegetable garden ate roughly one extra portion of vegetables daily."),
            ("paraphrase", F, "School gardens made no difference to how much fruit pupils ate."),
            ("paraphrase", F, "Pupils at schools without a garden ate about one portion of vegetables a day fewer."),
            ("number", U, "Pupils with a school garden ate about three more portions of vegetables a day."),
            ("opposite", U, "Pupils at schools with a vegetable garden also ate more fruit."),
            ("overgeneralization", U, "A school garden makes every child eat vegetables."),
        ],
    },
    {
        "domain": "literature", "split": "fresh27", "names": "Study notes on Great Expectations",
        "evidence": "Pip believes that Miss Havisham is his secret benefactor. In fact the money comes from "
                    "Magwitch, the convict Pip helped on the marshes as a boy.",
        "claims": [
            ("paraphrase", F, "Pip thinks his hidden benefactor is Miss Havisham."),
            ("paraphrase", F, "The money actually comes from Magwitch."),
            ("paraphrase", F, "As a boy on the marshes, Pip helped the convict Magwitch."),
            ("misattribution", U, "In fact the money comes from Miss Havisham."),
            ("swapped_roles", U, "Magwitch helped Pip on the marshes when Magwitch was a boy."),
            ("opposite", U, "Pip knows from the start that Magwitch is his benefactor."),
        ],
    },
    {
        "domain": "docs", "split": "fresh27", "names": "Log rotation settings",
        "evidence": "Log files are rotated when they reach 100 MB or once a day, whichever comes first. Rotated "
                    "files are compressed and the ten most recent are kept.",
        "claims": [
            ("paraphrase", F, "A log file is rotated daily, or sooner if it grows to 100 MB."),
            ("paraphrase", F, "Only the ten newest rotated files are kept, in compressed form."),
            ("paraphrase", F, "Rotated logs are compressed."),
            ("number", U, "Log files are rotated when they reach 10 MB."),
            ("opposite", U, "The ten oldest rotated files are kept."),
            ("negation", U, "Rotated files are not compressed."),
        ],
    },
    {
        "domain": "piano", "split": "fresh27", "names": "Masterclass transcript: rubato",
        "evidence": "In Chopin's rubato the melody may lean ahead or hold back, but the left hand keeps time. "
                    "Any time you borrow should be given back within the phrase.",
        "claims": [
            ("paraphrase", F, "The melody can push forward or pull back while the left hand stays in time."),
            ("paraphrase", F, "Time taken in a phrase should be returned before the phrase ends."),
            ("swapped_roles", U, "In Chopin's rubato the left hand may lean ahead or hold back, but the melody keeps time."),
            ("opposite", U, "Time you borrow never needs to be given back."),
            ("overgeneralization", U, "In Chopin both hands must always keep strict time."),
        ],
    },
    {
        "domain": "history", "split": "fresh27", "names": "Notes: the Suffragettes",
        "evidence": "In 1918 women over 30 who met a property qualification gained the vote in Britain. Ten years "
                    "later the age was lowered to 21, the same as for men.",
        "claims": [
            ("paraphrase", F, "British women aged over 30 who met a property requirement won the right to vote in 1918."),
            ("paraphrase", F, "In 1928 the voting age for women was cut to 21, matching men."),
            ("paraphrase", F, "A decade after 1918, women could vote from 21, as men could."),
            ("number", U, "In 1918 women over 21 gained the vote in Britain."),
            ("opposite", U, "Ten years later the voting age for women was raised to 35."),
            ("overgeneralization", U, "In 1918 all women in Britain gained the vote."),
        ],
    },
    {
        "domain": "essay", "split": "fresh27", "names": "Writing guide: paragraph length",
        "evidence": "Split a paragraph when it starts a new point, not when it reaches a certain length. A very "
                    "short paragraph can give emphasis, but a string of them makes an essay feel disjointed.",
        "claims": [
            ("paraphrase", F, "Start a new paragraph for a new point rather than because of length."),
            ("paraphrase", F, "One very short paragraph can add emphasis."),
            ("paraphrase", F, "Many short paragraphs in a row make an essay seem disjointed."),
            ("opposite", U, "Split a paragraph whenever it reaches a certain length."),
            ("opposite", U, "A string of very short paragraphs makes an essay feel connected."),
        ],
    },
]

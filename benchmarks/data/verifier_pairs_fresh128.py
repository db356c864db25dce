"""A hundred-and-twenty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh128``).

Written on 2026-11-28 (session 51) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh128", "names": "Repertoire notes: the classical sonatina",
        "evidence": "A sonatina is a short sonata, usually in two or three movements, written for students. The "
                    "first movement keeps sonata form but with a brief development section, and Clementi's Op. 36 "
                    "set remains the most widely taught collection, ahead of those by Kuhlau.",
        "claims": [
            ("paraphrase", F, "Sonatinas are compact sonatas meant for learners."),
            ("paraphrase", F, "The opening movement is still in sonata form, though its development is short."),
            ("paraphrase", F, "Clementi's Op. 36 sonatinas are taught more often than Kuhlau's."),
            ("number", U, "A sonatina usually has four or five movements."),
            ("opposite", U, "The first movement has an unusually long development section."),
            ("swapped_roles", U, "Kuhlau's sonatinas are taught more widely than Clementi's Op. 36."),
        ],
    },
    {
        "domain": "literature", "split": "fresh128", "names": "Study guide: Jude the Obscure",
        "evidence": "Jude Fawley, a stonemason, dreams of studying at Christminster but is turned away by the "
                    "colleges because he is a working man. He lives unmarried with his cousin Sue Bridehead, and "
                    "after the deaths of their children Sue returns to her former husband, Phillotson.",
        "claims": [
            ("paraphrase", F, "Jude works as a stonemason and longs to study at Christminster."),
            ("paraphrase", F, "The colleges reject Jude because of his working-class background."),
            ("paraphrase", F, "After their children die, Sue goes back to Phillotson."),
            ("opposite", U, "Jude is admitted to a college at Christminster."),
            ("substitution", U, "Jude lives unmarried with his sister Sue Bridehead."),
            ("misattribution", U, "After the children's deaths, Jude returns to his former wife, Phillotson."),
        ],
    },
    {
        "domain": "docs", "split": "fresh128", "names": "Help centre: file version history",
        "evidence": "Every time a file is saved, a new version is kept. Versions are stored for 90 days, or up to "
                    "100 versions per file, whichever limit is reached first. Restoring an older version makes it "
                    "the current one without deleting the versions saved after it.",
        "claims": [
            ("paraphrase", F, "A new version of a file is kept on every save."),
            ("paraphrase", F, "Restoring an old version does not remove the later versions."),
            ("paraphrase", F, "Old versions are kept for up to 90 days, unless the file reaches 100 versions first."),
            ("number", U, "Versions are kept for 30 days."),
            ("opposite", U, "Restoring an older version deletes every version saved after it."),
            ("substitution", U, "A new version is kept only when the file is shared."),
        ],
    },
    {
        "domain": "science", "split": "fresh128", "names": "Abstract: bamboo mass flowering",
        "evidence": "Many bamboo species flower only once every few decades, and all plants of a species flower at "
                    "the same time across a region before dying. The resulting glut of seed caused rat populations "
                    "to surge, and grain losses rose sharply in the following year.",
        "claims": [
            ("paraphrase", F, "Some bamboo species flower at intervals of several decades."),
            ("paraphrase", F, "Plants of one species across a region flower together and then die."),
            ("paraphrase", F, "The flood of bamboo seed led to a boom in rats."),
            ("opposite", U, "After flowering, the bamboo plants live on for many years."),
            ("opposite", U, "Grain losses fell in the year after the flowering."),
            ("substitution", U, "The glut of seed caused bird populations to surge."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh128", "names": "Lecture transcript: Halley's comet",
        "evidence": "Edmond Halley argued that the comets of 1531, 1607 and 1682 were one object returning about "
                    "every 76 years, and predicted it would come back in 1758. He died in 1742, sixteen years "
                    "before the comet reappeared on schedule.",
        "claims": [
            ("paraphrase", F, "Halley proposed that three recorded comets were a single returning object."),
            ("paraphrase", F, "He forecast the comet's return for 1758."),
            ("paraphrase", F, "Halley did not live to see the comet come back."),
            ("number", U, "Halley said the comet returns about every 67 years."),
            ("opposite", U, "Halley lived to watch the comet return as he had predicted."),
            ("opposite", U, "The comet failed to reappear when Halley had predicted."),
        ],
    },
    {
        "domain": "essay", "split": "fresh128", "names": "Course reader: Blake's The Tyger",
        "evidence": "Blake's speaker asks the tiger what immortal hand or eye could frame its fearful symmetry. "
                    "The poem never answers; it ends by repeating its first stanza, changing only 'could' to "
                    "'dare', and asks whether the maker of the lamb also made the tiger.",
        "claims": [
            ("paraphrase", F, "The speaker wonders what immortal being could have shaped the tiger."),
            ("paraphrase", F, "The last stanza repeats the first with one word changed."),
            ("paraphrase", F, "The poem asks if the creator of the lamb also created the tiger."),
            ("opposite", U, "The poem ends by answering who made the tiger."),
            ("substitution", U, "The final stanza changes 'could' to 'would'."),
            ("substitution", U, "The poem asks whether the maker of the lion also made the tiger."),
        ],
    },
]

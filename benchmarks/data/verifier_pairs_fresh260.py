"""A two-hundred-and-sixtieth held-out set for ``benchmarks/verifier.py`` (split ``fresh260``).

Written on 2026-11-30 (session 64) after round 167 (which read ``fresh257``-``fresh259``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh260", "names": "Repertoire notes: Bartok's Romanian Folk Dances",
        "evidence": "Bartok's Romanian Folk Dances are a set of six short pieces for piano, written in 1915 from "
                    "tunes he had collected in Transylvania. He arranged them for small orchestra in 1917. The first, "
                    "the Stick Dance, needs firm, accented chords, while the fast final dances should build in speed "
                    "to the end.",
        "claims": [
            ("paraphrase", F, "The Romanian Folk Dances are six short piano pieces Bartok wrote in 1915."),
            ("paraphrase", F, "Bartok had collected the tunes in Transylvania."),
            ("paraphrase", F, "The last dances should get faster towards the end."),
            ("number", U, "Bartok arranged them for orchestra in 1927."),
            ("opposite", U, "The Stick Dance needs soft, unaccented chords."),
            ("substitution", U, "Bartok collected the tunes in Bohemia."),
        ],
    },
    {
        "domain": "literature", "split": "fresh260", "names": "Study guide: The Little Match Girl",
        "evidence": "In Hans Christian Andersen's 'The Little Match Girl', a poor girl tries to sell matches in the "
                    "snow on New Year's Eve but is afraid to go home because her father will beat her. She lights the "
                    "matches one by one to warm herself and sees visions, the last of her dead grandmother. In the "
                    "morning she is found frozen, still holding the burnt matches.",
        "claims": [
            ("paraphrase", F, "On New Year's Eve a poor girl tries to sell matches in the snow."),
            ("paraphrase", F, "She is afraid to go home, because her father will beat her."),
            ("paraphrase", F, "In her last vision she sees her grandmother, who has died."),
            ("opposite", U, "She gladly goes home to her father."),
            ("substitution", U, "Her last vision is of her dead mother."),
            ("opposite", U, "She lights all the matches at once."),
        ],
    },
    {
        "domain": "docs", "split": "fresh260", "names": "Help centre: Conversation Boost",
        "evidence": "Conversation Boost uses the AirPods Pro microphones to focus on the person talking in front of "
                    "you. You can turn on Ambient Noise Reduction to lower background noise further. Conversation "
                    "Boost works only with AirPods Pro and is turned on in the Accessibility settings.",
        "claims": [
            ("paraphrase", F, "Conversation Boost focuses the AirPods Pro microphones on the person speaking in front of you."),
            ("paraphrase", F, "Ambient Noise Reduction can cut background noise even more."),
            ("paraphrase", F, "You switch Conversation Boost on in the Accessibility settings."),
            ("opposite", U, "Conversation Boost focuses on the person speaking behind you."),
            ("overgeneralisation", U, "Conversation Boost works with any headphones."),
            ("substitution", U, "You turn on Conversation Boost in the Privacy settings."),
        ],
    },
    {
        "domain": "science", "split": "fresh260", "names": "Abstract: the sundial",
        "evidence": "A sundial tells the time from the shadow cast by a pointer, the gnomon, which must be set "
                    "parallel to the Earth's axis. Sundial time can differ from clock time by up to about 16 minutes "
                    "over the year, a difference called the equation of time. A sundial in the Southern Hemisphere "
                    "must point its gnomon south rather than north.",
        "claims": [
            ("paraphrase", F, "A sundial reads the time from the shadow of its gnomon."),
            ("paraphrase", F, "The gnomon has to be parallel to the Earth's axis."),
            ("paraphrase", F, "Over the year, sundial time and clock time can differ by as much as about 16 minutes."),
            ("number", U, "Sundial time can differ from clock time by up to an hour."),
            ("opposite", U, "In the Southern Hemisphere the gnomon must point north."),
            ("substitution", U, "The difference is called the equation of motion."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh260", "names": "Lecture transcript: Fitts's law",
        "evidence": "Fitts's law, proposed by the psychologist Paul Fitts in 1954, predicts that the time needed to "
                    "point at a target grows with the distance to it and shrinks as the target gets larger. It is why "
                    "designers make important buttons big and place menus at the edges of the screen, where the "
                    "pointer cannot overshoot.",
        "claims": [
            ("paraphrase", F, "Paul Fitts proposed the law in 1954."),
            ("paraphrase", F, "The time to point at a target rises with its distance and falls as the target gets bigger."),
            ("paraphrase", F, "Menus sit at the screen's edges, where the pointer cannot go past them."),
            ("opposite", U, "Larger targets take longer to point at."),
            ("number", U, "Fitts proposed the law in 1964."),
            ("misattribution", U, "The law was proposed by George Miller."),
        ],
    },
    {
        "domain": "essay", "split": "fresh260", "names": "Essay evidence: school photos",
        "evidence": "A survey of 900 parents found that 70% bought their child's school photo each year, spending on "
                    "average 25 pounds. Parents on lower incomes were more likely to skip the photo because of the "
                    "cost. Some schools now let families download a free digital copy.",
        "claims": [
            ("paraphrase", F, "Seven in ten parents bought their child's school photo every year."),
            ("paraphrase", F, "Parents spent an average of 25 pounds."),
            ("paraphrase", F, "Some schools offer families a free digital copy to download."),
            ("number", U, "The survey covered 9,000 parents."),
            ("opposite", U, "Parents on higher incomes were more likely to skip the photo."),
            ("overgeneralisation", U, "All schools now let families download a free copy."),
        ],
    },
]

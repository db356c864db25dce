"""An eighty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh84``).

Written on 2026-11-27 (session 45) after round 83, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 84 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh84", "names": "Lesson notes: the left hand in a waltz",
        "evidence": "In a waltz the left hand plays a bass note on the first beat and two lighter chords on "
                    "the second and third. The bass note should be the strongest of the three, and the chords "
                    "should be short and quiet so that the bar feels like one swing rather than three stamps.",
        "claims": [
            ("paraphrase", F, "The left hand plays a bass note on beat one, then two chords on beats two and three."),
            ("paraphrase", F, "Of the three beats, the bass note should be played most strongly."),
            ("paraphrase", F, "Keeping the chords short and quiet makes each bar feel like a single swing."),
            ("swapped_roles", U, "The chords should be stronger than the bass note."),
            ("opposite", U, "The chords on beats two and three should be long and full."),
            ("number", U, "The left hand plays the bass note on the second beat."),
        ],
    },
    {
        "domain": "literature", "split": "fresh84", "names": "Study guide: Dracula",
        "evidence": "Jonathan Harker travels to Transylvania to help Count Dracula buy a house in England, and "
                    "slowly realises that he is a prisoner in the castle. After Dracula arrives in Whitby, Lucy "
                    "Westenra falls ill, and Van Helsing, a Dutch doctor, recognises the signs of a vampire.",
        "claims": [
            ("paraphrase", F, "Harker goes to Transylvania to help Dracula purchase an English house."),
            ("paraphrase", F, "Harker gradually understands that he is trapped in the castle."),
            ("paraphrase", F, "Van Helsing, who is a Dutch doctor, sees that Lucy shows signs of a vampire."),
            ("misattribution", U, "Harker recognises the signs of a vampire in Lucy."),
            ("reversed_order", U, "Lucy falls ill before Dracula arrives in Whitby."),
            ("substitution", U, "Van Helsing is a German doctor."),
        ],
    },
    {
        "domain": "docs", "split": "fresh84", "names": "Release guide: canary deployments",
        "evidence": "A canary release first sends 5 percent of traffic to the new version. If its error rate "
                    "stays below 1 percent for 15 minutes, traffic is raised to 50 percent and then to 100 "
                    "percent; if the error rate goes above 1 percent, all traffic returns to the old version.",
        "claims": [
            ("paraphrase", F, "At first only 5 percent of traffic goes to the new version."),
            ("paraphrase", F, "Traffic is moved up to 50 percent after 15 minutes with an error rate under 1 percent."),
            ("paraphrase", F, "An error rate above 1 percent sends all traffic back to the old version."),
            ("number", U, "A canary release first sends 25 percent of traffic to the new version."),
            ("opposite", U, "If the error rate goes above 1 percent, traffic is raised to 50 percent."),
            ("reversed_order", U, "Traffic is raised to 100 percent and then to 50 percent."),
        ],
    },
    {
        "domain": "science", "split": "fresh84", "names": "Abstract: cuckoo egg mimicry",
        "evidence": "Cuckoo eggs laid in reed warbler nests closely matched the hosts' eggs in colour and "
                    "spotting. Warblers rejected 40 percent of poorly matching model eggs but only 5 percent of "
                    "well-matched ones, suggesting that host rejection drives the evolution of mimicry.",
        "claims": [
            ("paraphrase", F, "Cuckoo eggs in reed warbler nests looked very like the warblers' own eggs."),
            ("paraphrase", F, "Warblers threw out 40 percent of badly matching model eggs."),
            ("paraphrase", F, "The results suggest that rejection by hosts drives the evolution of egg mimicry."),
            ("swapped_roles", U, "Warblers rejected 40 percent of well-matched eggs but only 5 percent of poorly "
                                 "matching ones."),
            ("causal", U, "The study proved that host rejection causes mimicry."),
            ("overgeneralisation", U, "Cuckoo eggs always match their hosts' eggs perfectly."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh84", "names": "Lecture transcript: tsunamis",
        "evidence": "Out in the deep ocean a tsunami is barely a metre high but moves as fast as a jet plane. "
                    "When it reaches shallow water it slows down and the wave grows taller, and often the sea "
                    "first pulls back from the beach, which is a warning to get to high ground.",
        "claims": [
            ("paraphrase", F, "In deep water a tsunami is less than a metre or so high but travels very fast."),
            ("paraphrase", F, "As it enters shallow water, the wave slows and gets higher."),
            ("paraphrase", F, "The sea drawing back from the beach is a sign to move to high ground."),
            ("opposite", U, "In shallow water the tsunami speeds up and becomes lower."),
            ("opposite", U, "In the deep ocean a tsunami is a very tall wave."),
            ("opposite", U, "When the sea pulls back from the beach, it is safe to walk out onto the sand."),
        ],
    },
    {
        "domain": "essay", "split": "fresh84", "names": "Course reader: Marco Polo",
        "evidence": "Marco Polo left Venice in 1271 with his father and uncle and reached the court of Kublai "
                    "Khan about four years later. He served the Khan for seventeen years before returning home, "
                    "and his book was written while he was a prisoner of war in Genoa.",
        "claims": [
            ("paraphrase", F, "Marco Polo set out from Venice in 1271 together with his father and his uncle."),
            ("paraphrase", F, "He spent seventeen years in the service of Kublai Khan."),
            ("paraphrase", F, "Marco Polo's book was written when he was held prisoner in Genoa."),
            ("number", U, "Marco Polo served Kublai Khan for seven years."),
            ("substitution", U, "His book was written while he was a prisoner in Venice."),
            ("reversed_order", U, "He wrote his book before he reached the court of Kublai Khan."),
        ],
    },
]

"""A hundred-and-eighty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh181``).

Written on 2026-11-29 (session 57) after round 125 (which read ``fresh176``-``fresh178``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh181", "names": "Teaching notes: Villa-Lobos's A Prole do Bebê",
        "evidence": "Villa-Lobos's first set of A Prole do Bebê portrays eight dolls. In 'O Polichinelo' the hands "
                    "alternate rapidly between black and white keys, so keep the wrists loose and let the arms, not "
                    "the fingers, drive the repeated chords.",
        "claims": [
            ("paraphrase", F, "The first set of A Prole do Bebê portrays eight dolls."),
            ("paraphrase", F, "In 'O Polichinelo' the hands switch quickly between black and white keys."),
            ("paraphrase", F, "Drive the repeated chords from the arms rather than the fingers."),
            ("opposite", U, "Drive the repeated chords from the fingers, not the arms."),
            ("number", U, "The first set portrays twelve dolls."),
            ("opposite", U, "Keep the wrists stiff in 'O Polichinelo'."),
        ],
    },
    {
        "domain": "literature", "split": "fresh181", "names": "Study guide: Dead Souls",
        "evidence": "Chichikov travels from estate to estate buying the names of serfs who have died since the last "
                    "census, since landowners still pay tax on them. He plans to mortgage these 'dead souls' as if "
                    "they were alive, but his scheme is exposed and he flees the town.",
        "claims": [
            ("paraphrase", F, "Chichikov goes from estate to estate buying up the names of dead serfs."),
            ("paraphrase", F, "Landowners still pay tax on serfs who died after the last census."),
            ("paraphrase", F, "When his scheme is exposed, Chichikov flees the town."),
            ("causal", U, "Landowners sell Chichikov the dead serfs because they want to avoid a fine."),
            ("opposite", U, "Chichikov's scheme succeeds and he settles in the town."),
            ("substitution", U, "Chichikov buys the names of horses that have died."),
        ],
    },
    {
        "domain": "docs", "split": "fresh181", "names": "Help centre: noise cancellation",
        "evidence": "Press and hold the left earbud to switch between noise cancellation and transparency mode, which "
                    "lets outside sound in. Noise cancellation shortens battery life from eight hours to about six.",
        "claims": [
            ("paraphrase", F, "Hold the left earbud to switch between noise cancellation and transparency mode."),
            ("paraphrase", F, "Transparency mode lets outside sound in."),
            ("paraphrase", F, "With noise cancellation on, battery life drops from eight hours to about six."),
            ("substitution", U, "Press and hold the right earbud to switch modes."),
            ("opposite", U, "Transparency mode blocks outside sound."),
            ("opposite", U, "Noise cancellation extends battery life beyond eight hours."),
        ],
    },
    {
        "domain": "science", "split": "fresh181", "names": "Abstract: mycorrhizal fungi",
        "evidence": "Most land plants partner with fungi whose threads wrap around or enter their roots. The fungi "
                    "extend far into the soil and pass water and phosphorus to the plant, which in return feeds them "
                    "with sugars made by photosynthesis.",
        "claims": [
            ("paraphrase", F, "Most land plants form partnerships with fungi."),
            ("paraphrase", F, "The fungal threads wrap around the roots or grow into them."),
            ("paraphrase", F, "The plant pays the fungi with sugars from photosynthesis."),
            ("swapped_roles", U, "The fungi feed the plant with sugars, and the plant passes them water and phosphorus."),
            ("overgeneralisation", U, "Every plant on Earth partners with fungi."),
            ("substitution", U, "The fungi pass nitrogen and iron to the plant."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh181", "names": "Lecture transcript: Lise Meitner",
        "evidence": "In 1938 Lise Meitner, who had fled Nazi Germany, worked out with her nephew Otto Frisch that the "
                    "uranium nucleus had split in two. Her former colleague Otto Hahn had found the chemical "
                    "evidence, but only Hahn received the 1944 Nobel Prize in Chemistry.",
        "claims": [
            ("paraphrase", F, "Meitner had fled Nazi Germany."),
            ("paraphrase", F, "With her nephew Otto Frisch she worked out that the uranium nucleus had split in two."),
            ("paraphrase", F, "Otto Hahn alone received the 1944 Nobel Prize in Chemistry."),
            ("misattribution", U, "Meitner received the 1944 Nobel Prize in Chemistry."),
            ("number", U, "Meitner worked out that the uranium nucleus had split into three pieces."),
            ("swapped_roles", U, "Meitner found the chemical evidence, and Hahn explained it as the nucleus splitting."),
        ],
    },
    {
        "domain": "essay", "split": "fresh181", "names": "Essay source: school vending machines",
        "evidence": "After a region removed sugary drinks from school vending machines, pupils' purchases of soft "
                    "drinks at school fell sharply, but their total consumption barely changed because they bought "
                    "drinks on the way home. Critics say the ban mainly moved the problem elsewhere.",
        "claims": [
            ("paraphrase", F, "Purchases of soft drinks at school fell sharply."),
            ("paraphrase", F, "Pupils' total consumption hardly changed."),
            ("paraphrase", F, "They bought drinks on the way home instead."),
            ("opposite", U, "Pupils' total consumption of soft drinks fell sharply."),
            ("causal", U, "Total consumption barely changed because the machines were refilled with juice."),
            ("misattribution", U, "Supporters say the ban mainly moved the problem elsewhere."),
        ],
    },
]

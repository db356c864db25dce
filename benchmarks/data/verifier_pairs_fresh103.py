"""A hundred-and-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh103``).

Written on 2026-11-27 (session 47) before any run of the verifier on it, on topics no earlier
split uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh103", "names": "Lesson notes: counting aloud",
        "evidence": "Counting aloud while you play exposes rhythms that your fingers have been rushing. Count the "
                    "subdivisions, not just the beats, in passages with dotted rhythms, and stop counting aloud "
                    "once the rhythm stays steady without it.",
        "claims": [
            ("paraphrase", F, "Saying the count out loud as you play shows where the fingers have been hurrying."),
            ("paraphrase", F, "In dotted passages, count the subdivisions as well as the beats."),
            ("paraphrase", F, "Once the rhythm stays even without it, you can stop counting out loud."),
            ("opposite", U, "Counting aloud makes you rush the rhythm."),
            ("opposite", U, "Count only the beats, never the subdivisions, in dotted rhythms."),
            ("negation", U, "Keep counting aloud even after the rhythm is steady."),
        ],
    },
    {
        "domain": "literature", "split": "fresh103", "names": "Study guide: The Three Musketeers",
        "evidence": "Young d'Artagnan arrives in Paris hoping to join the King's Musketeers and, on his first day, "
                    "challenges Athos, Porthos and Aramis to three separate duels. When the Cardinal's guards "
                    "interrupt the first duel, the four fight them together and become friends.",
        "claims": [
            ("paraphrase", F, "On his first day in Paris, d'Artagnan challenges Athos, Porthos and Aramis to three "
                              "different duels."),
            ("paraphrase", F, "He comes to Paris wanting to become one of the King's Musketeers."),
            ("paraphrase", F, "The Cardinal's guards break up the first duel, and the four men fight them side by "
                              "side."),
            ("swapped_roles", U, "Athos, Porthos and Aramis each challenge d'Artagnan to a duel."),
            ("opposite", U, "The four fight each other and become enemies."),
            ("substitution", U, "The King's guards interrupt the first duel."),
        ],
    },
    {
        "domain": "docs", "split": "fresh103", "names": "Streaming platform docs: log compaction",
        "evidence": "Log compaction keeps only the latest value for each key and discards older records with the "
                    "same key. Records whose latest value is a tombstone are removed once delete.retention.ms has "
                    "passed. Compaction runs in the background and never blocks producers.",
        "claims": [
            ("paraphrase", F, "With compaction, only the newest value for each key is kept."),
            ("paraphrase", F, "A key whose latest value is a tombstone disappears after delete.retention.ms."),
            ("paraphrase", F, "Producers are never blocked by compaction, which runs in the background."),
            ("opposite", U, "Log compaction keeps only the oldest value for each key."),
            ("opposite", U, "Producers must wait while compaction runs."),
            ("negation", U, "Tombstones are kept forever."),
        ],
    },
    {
        "domain": "science", "split": "fresh103", "names": "Abstract: the honeybee waggle dance",
        "evidence": "A forager returning to the hive performs the waggle dance to tell nestmates where food is. "
                    "The angle of the waggle run relative to vertical gives the direction of the food relative to "
                    "the sun, and the duration of the run encodes distance: longer runs mean food farther away.",
        "claims": [
            ("paraphrase", F, "Foragers back at the hive use the waggle dance to show other bees where food is."),
            ("paraphrase", F, "The angle of the run from vertical shows the food's direction relative to the sun."),
            ("paraphrase", F, "The longer the waggle run lasts, the farther away the food is."),
            ("opposite", U, "Longer waggle runs mean food closer to the hive."),
            ("swapped_roles", U, "The duration of the run gives the direction and its angle gives the distance."),
            ("overgeneralisation", U, "All insects use the waggle dance to share where food is."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh103", "names": "Lecture transcript: the Vasa",
        "evidence": "The Swedish warship Vasa sank in Stockholm harbour on its maiden voyage in 1628, less than a "
                    "mile from where it set sail. It was top-heavy: its upper gun deck carried heavy cannon, and "
                    "the hull was too narrow for the weight above. The ship was raised in 1961 and is now "
                    "displayed in a museum.",
        "claims": [
            ("paraphrase", F, "The Vasa went down in Stockholm harbour on its first voyage in 1628."),
            ("paraphrase", F, "It sank less than a mile from its starting point."),
            ("paraphrase", F, "Salvaged in 1961, the ship is now on show in a museum."),
            ("date", U, "The Vasa was raised in 1916."),
            ("causal", U, "The Vasa sank because it was hit by enemy cannon fire."),
            ("opposite", U, "The hull was too wide for the weight above."),
        ],
    },
    {
        "domain": "essay", "split": "fresh103", "names": "Course reader: The Wonderful Wizard of Oz",
        "evidence": "A cyclone carries Dorothy's house from Kansas to the Land of Oz, where it lands on the Wicked "
                    "Witch of the East and kills her. On the road to the Emerald City she is joined by the "
                    "Scarecrow, who wants a brain, the Tin Woodman, who wants a heart, and the Cowardly Lion, who "
                    "wants courage.",
        "claims": [
            ("paraphrase", F, "Dorothy's house is blown from Kansas to Oz by a cyclone."),
            ("paraphrase", F, "The house falls on the Wicked Witch of the East, killing her."),
            ("paraphrase", F, "The Tin Woodman joins Dorothy hoping to get a heart."),
            ("swapped_roles", U, "The Scarecrow wants a heart and the Tin Woodman wants a brain."),
            ("substitution", U, "The house lands on the Wicked Witch of the West."),
            ("opposite", U, "Dorothy travels alone to the Emerald City."),
        ],
    },
]

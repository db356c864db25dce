"""A thirty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh30``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 35) after round 29 (whose rules read ``fresh29``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh30", "names": "Abstract: vitamin D and falls",
        "evidence": "Among 2,300 adults over 70, a monthly high dose of vitamin D did not reduce falls and may "
                    "have slightly increased them compared with placebo. Bone density in the hip was unchanged.",
        "claims": [
            ("paraphrase", F, "In adults over 70, monthly high-dose vitamin D did not cut the number of falls."),
            ("paraphrase", F, "Compared with placebo, the high dose may even have raised falls a little."),
            ("paraphrase", F, "Hip bone density stayed the same."),
            ("opposite", U, "A monthly high dose of vitamin D reduced falls in adults over 70."),
            ("overgeneralisation", U, "High-dose vitamin D clearly increases falls in older adults."),
            ("opposite", U, "Vitamin D improved bone density in the hip."),
        ],
    },
    {
        "domain": "literature", "split": "fresh30", "names": "Study notes on Frankenstein",
        "evidence": "Victor Frankenstein abandons the creature the moment it comes to life. Rejected by the "
                    "De Lacey family, whom it had secretly helped, the creature turns to revenge and kills "
                    "Victor's younger brother William.",
        "claims": [
            ("paraphrase", F, "As soon as the creature comes alive, Victor deserts it."),
            ("paraphrase", F, "The creature had secretly helped the De Laceys, who then reject it."),
            ("paraphrase", F, "After this rejection the creature seeks revenge and murders William, Victor's little brother."),
            ("swapped_roles", U, "The De Lacey family had secretly helped the creature."),
            ("misattribution", U, "Victor kills his younger brother William."),
            ("opposite", U, "The De Lacey family welcomes the creature."),
        ],
    },
    {
        "domain": "docs", "split": "fresh30", "names": "Migration tool manual",
        "evidence": "Migrations run in filename order inside a single transaction. If any migration fails, "
                    "the whole batch is rolled back and the schema version stays where it was.",
        "claims": [
            ("paraphrase", F, "Migrations are applied in the order of their file names, all in one transaction."),
            ("paraphrase", F, "A failure in any migration rolls back the entire batch, leaving the schema version as it was."),
            ("opposite", U, "Each migration runs in its own transaction."),
            ("opposite", U, "If a migration fails, the migrations before it stay applied."),
            ("opposite", U, "Migrations run in the order they were created, not by filename."),
        ],
    },
    {
        "domain": "history", "split": "fresh30", "names": "Lecture notes: the Suez crisis",
        "evidence": "In July 1956 Nasser nationalised the Suez Canal Company. Britain, France and Israel "
                    "invaded in October, but pressure from the United States forced them to withdraw by "
                    "early 1957, a humiliation for Britain.",
        "claims": [
            ("paraphrase", F, "Nasser took the Suez Canal Company into state ownership in July 1956."),
            ("paraphrase", F, "American pressure made the invaders pull out by early 1957."),
            ("paraphrase", F, "For Britain, the withdrawal was a humiliation."),
            ("misattribution", U, "Pressure from the Soviet Union forced Britain, France and Israel to withdraw."),
            ("number", U, "Nasser nationalised the Suez Canal Company in July 1965."),
            ("reversed_order", U, "Britain, France and Israel invaded before Nasser nationalised the canal company."),
        ],
    },
    {
        "domain": "music", "split": "fresh30", "names": "Violin teaching notes: vibrato",
        "evidence": "Begin vibrato slowly and evenly from the forearm, with the thumb relaxed against the neck. "
                    "Speed comes later; a fast, narrow vibrato learned first tends to stay tense.",
        "claims": [
            ("paraphrase", F, "Start vibrato with slow, even motions driven by the forearm."),
            ("paraphrase", F, "The thumb should rest loosely against the neck."),
            ("paraphrase", F, "A quick, narrow vibrato that is learned first often remains tense."),
            ("opposite", U, "Begin vibrato fast and narrow, then slow it down later."),
            ("opposite", U, "Press the thumb firmly against the neck while learning vibrato."),
            ("misattribution", U, "Begin vibrato from the fingers, not the forearm."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh30", "names": "Machine learning lecture 6: overfitting",
        "evidence": "When training loss keeps falling while validation loss starts to rise, the model is "
                    "memorising the training set. Stop training at the epoch with the lowest validation loss.",
        "claims": [
            ("paraphrase", F, "Falling training loss alongside rising validation loss means the model is memorising its training data."),
            ("paraphrase", F, "Halt training at the epoch where validation loss is lowest."),
            ("opposite", U, "Stop training at the epoch with the lowest training loss."),
            ("opposite", U, "When validation loss starts to rise, the model is generalising better."),
            ("swapped_roles", U, "When validation loss keeps falling while training loss starts to rise, the model is memorising."),
        ],
    },
]

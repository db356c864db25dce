"""An eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh7``).

Written on 2026-11-26 (session 30) after ``fresh6`` was measured and before its errors were read;
only measured once, at the end of that session's last round. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh7", "names": "Sight-reading guide",
        "evidence": "When sight-reading, keep the pulse going even if you miss notes; stopping to correct "
                    "mistakes trains the habit of stopping. Look ahead at least one bar while you play.",
        "claims": [
            ("paraphrase", F, "Keep the beat going while sight-reading, even when notes are missed."),
            ("paraphrase", F, "While playing, look at least a bar ahead."),
            ("opposite", U, "When sight-reading, stop to correct every mistake you make."),
            ("negation", U, "Do not look ahead while you play."),
            ("number", U, "Look ahead at least four bars while you play."),
            ("overgeneralisation", U, "Stopping to correct mistakes always ruins a performance."),
        ],
    },
    {
        "domain": "piano", "split": "fresh7", "names": "Staccato studies",
        "evidence": "A wrist staccato suits light, fast repeated notes, while a finger staccato gives "
                    "sharper accents in slower passages. Release the key quickly but do not strike it harder.",
        "claims": [
            ("paraphrase", F, "For light, quick repeated notes, a wrist staccato works well."),
            ("quote", F, "Release the key quickly but do not strike it harder."),
            ("swapped_roles", U, "A finger staccato suits light, fast repeated notes, while a wrist staccato gives sharper accents in slower passages."),
            ("opposite", U, "Strike the key harder to make the staccato sharper."),
            ("negation", U, "Do not release the key quickly in staccato."),
            ("opposite", U, "A finger staccato gives sharper accents in faster passages."),
        ],
    },
    {
        "domain": "essay", "split": "fresh7", "names": "Pride and Prejudice: a companion",
        "evidence": "Darcy's first proposal insults Elizabeth's family, and she rejects him; only after "
                    "reading his letter does she begin to doubt Wickham's account.",
        "claims": [
            ("paraphrase", F, "Elizabeth turns down Darcy's first proposal, which insults her family."),
            ("paraphrase", F, "Reading Darcy's letter makes Elizabeth start to question Wickham's story."),
            ("reversed_order", U, "Elizabeth doubts Wickham's account before she reads Darcy's letter."),
            ("negation", U, "Elizabeth accepts Darcy's first proposal."),
            ("misattribution", U, "Wickham's first proposal insults Elizabeth's family."),
            ("swapped_roles", U, "Elizabeth's first proposal insults Darcy's family."),
        ],
    },
    {
        "domain": "essay", "split": "fresh7", "names": "The Roman Republic: an outline",
        "evidence": "Julius Caesar crossed the Rubicon in 49 BC, starting a civil war against Pompey; he "
                    "was assassinated in 44 BC by a group of senators led by Brutus and Cassius.",
        "claims": [
            ("quote", F, "Julius Caesar crossed the Rubicon in 49 BC."),
            ("paraphrase", F, "Caesar was killed in 44 BC by senators whom Brutus and Cassius led."),
            ("number", U, "Julius Caesar crossed the Rubicon in 52 BC."),
            ("swapped_roles", U, "Pompey crossed the Rubicon, starting a civil war against Caesar."),
            ("misattribution", U, "Caesar was assassinated by a group of senators led by Pompey."),
            ("reversed_order", U, "Caesar was assassinated before he crossed the Rubicon."),
        ],
    },
    {
        "domain": "docs", "split": "fresh7", "names": "Object storage CLI reference",
        "evidence": "Uploads larger than 100 MB are split into parts automatically. Use --no-overwrite to "
                    "skip files that already exist at the destination; by default they are replaced.",
        "claims": [
            ("paraphrase", F, "Files over 100 MB are uploaded in parts without any extra option."),
            ("paraphrase", F, "By default, files that already exist at the destination are replaced."),
            ("number", U, "Uploads larger than 10 MB are split into parts automatically."),
            ("opposite", U, "By default, files that already exist at the destination are skipped."),
            ("specifics", U, "Use --skip-existing to skip files that already exist at the destination."),
            ("negation", U, "Uploads larger than 100 MB are not split into parts."),
        ],
    },
    {
        "domain": "docs", "split": "fresh7", "names": "Scheduler configuration",
        "evidence": "Jobs are retried with a delay that doubles after each failure, starting at 30 seconds. "
                    "A job is marked dead after 8 failed attempts and is never retried again.",
        "claims": [
            ("paraphrase", F, "The retry delay starts at 30 seconds and doubles after every failure."),
            ("paraphrase", F, "After eight failed attempts a job is marked dead and not retried any more."),
            ("number", U, "The retry delay starts at 60 seconds."),
            ("opposite", U, "The retry delay halves after each failure."),
            ("negation", U, "A job marked dead is retried again after 8 attempts."),
            ("specifics", U, "Dead jobs are moved to an archive table after 8 failed attempts."),
        ],
    },
    {
        "domain": "science", "split": "fresh7", "names": "Bird migration study",
        "evidence": "Young warblers raised without a view of the night sky still flew in the correct "
                    "direction in autumn, suggesting an inherited magnetic compass rather than one learned "
                    "from the stars.",
        "claims": [
            ("paraphrase", F, "Young warblers that never saw the night sky still headed the right way in autumn."),
            ("paraphrase", F, "The result points to a magnetic compass that is inherited, not learned from the stars."),
            ("opposite", U, "Young warblers raised without a view of the night sky flew in the wrong direction."),
            ("swapped_roles", U, "The findings suggest a compass learned from the magnetic field rather than inherited from the stars."),
            ("strength", U, "The study proves that warblers use only a magnetic compass."),
            ("population", U, "Adult eagles raised without a view of the night sky flew in the correct direction."),
        ],
    },
    {
        "domain": "science", "split": "fresh7", "names": "Urban heat report",
        "evidence": "Streets lined with trees were on average 3 degrees cooler in the afternoon than treeless "
                    "streets nearby, but the difference disappeared at night.",
        "claims": [
            ("paraphrase", F, "In the afternoon, tree-lined streets averaged 3 degrees cooler than nearby streets without trees."),
            ("paraphrase", F, "At night the temperature difference between the streets vanished."),
            ("swapped_roles", U, "Treeless streets were on average 3 degrees cooler in the afternoon than streets lined with trees."),
            ("number", U, "Streets lined with trees were on average 7 degrees cooler in the afternoon."),
            ("opposite", U, "The difference between the streets grew larger at night."),
            ("overgeneralisation", U, "Trees always keep streets cooler, day and night."),
        ],
    },
]

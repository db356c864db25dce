"""A fifty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh57``).

Written on 2026-11-27 (session 39) after round 56 (whose rules read ``fresh56``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh57", "names": "Teacher's handout: practising octaves",
        "evidence": "Play octaves from the wrist, not the arm, and keep the hand shaped but not stiff. Start "
                    "with short groups of four, resting between groups, and stop at once if the forearm aches.",
        "claims": [
            ("paraphrase", F, "Octaves should be played from the wrist rather than from the arm."),
            ("paraphrase", F, "Practise octaves in short groups of four with a rest between them."),
            ("paraphrase", F, "If your forearm aches, stop immediately."),
            ("opposite", U, "Play octaves from the arm, not the wrist."),
            ("opposite", U, "Keep the hand stiff when playing octaves."),
            ("opposite", U, "Keep playing even if the forearm aches."),
            ("number", U, "Start with long groups of twelve octaves."),
        ],
    },
    {
        "domain": "literature", "split": "fresh57", "names": "Study notes: Macbeth",
        "evidence": "After the witches predict that he will be king, Macbeth murders Duncan in his sleep. "
                    "Haunted by guilt, Lady Macbeth later walks in her sleep, trying to wash imaginary blood "
                    "from her hands. Macduff finally kills Macbeth at Dunsinane.",
        "claims": [
            ("paraphrase", F, "Macbeth kills the sleeping Duncan after the witches foretell that he will "
                              "become king."),
            ("paraphrase", F, "Tormented by guilt, Lady Macbeth sleepwalks and tries to wash blood that is not "
                              "there from her hands."),
            ("misattribution", U, "Banquo murders Duncan in his sleep."),
            ("swapped_roles", U, "Macbeth finally kills Macduff at Dunsinane."),
            ("reversed_order", U, "Macbeth murders Duncan before the witches predict that he will be king."),
            ("substitution", U, "Macduff finally kills Macbeth at Inverness."),
        ],
    },
    {
        "domain": "docs", "split": "fresh57", "names": "Database guide: migrations",
        "evidence": "Run migrations before deploying the new application code. Each migration runs inside a "
                    "transaction, so a failed migration leaves the schema unchanged. Never edit a migration "
                    "that has already been applied in production; add a new one instead.",
        "claims": [
            ("paraphrase", F, "Apply the migrations first, then deploy the new code."),
            ("paraphrase", F, "Because every migration runs in a transaction, a failure leaves the schema as "
                              "it was."),
            ("paraphrase", F, "Rather than editing a migration already applied in production, write a new "
                              "migration."),
            ("reversed_order", U, "Deploy the new application code before running migrations."),
            ("opposite", U, "A failed migration leaves the schema half changed."),
            ("negation", U, "It is fine to edit a migration that has already been applied in production."),
        ],
    },
    {
        "domain": "science", "split": "fresh57", "names": "Abstract: exercise and memory in older adults",
        "evidence": "Adults aged 60 to 75 who walked briskly for 40 minutes three times a week for a year "
                    "showed a 2% increase in hippocampal volume, while a stretching group showed a 1.4% "
                    "decrease.",
        "claims": [
            ("paraphrase", F, "After a year of brisk 40-minute walks three times a week, adults aged 60 to 75 "
                              "had a 2% larger hippocampus."),
            ("paraphrase", F, "In the stretching group, hippocampal volume fell by 1.4%."),
            ("number", U, "The walking group's hippocampal volume rose by 12%."),
            ("swapped_roles", U, "The stretching group showed a 2% increase in hippocampal volume, while the "
                                 "walkers showed a 1.4% decrease."),
            ("population", U, "Teenagers who walked briskly three times a week showed a 2% increase in "
                              "hippocampal volume."),
            ("causal", U, "Brisk walking prevents dementia in older adults."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh57", "names": "Statistics lecture 5: p-values",
        "evidence": "A p-value is the probability of seeing data at least this extreme if the null hypothesis "
                    "were true. It is not the probability that the null hypothesis is true, and a small "
                    "p-value does not show that an effect is large.",
        "claims": [
            ("paraphrase", F, "A p-value gives the chance of data as extreme as those observed, assuming the "
                              "null hypothesis holds."),
            ("paraphrase", F, "A p-value does not tell you the probability that the null hypothesis is true."),
            ("paraphrase", F, "A small p-value does not mean the effect is large."),
            ("negation", U, "A p-value is the probability that the null hypothesis is true."),
            ("opposite", U, "A small p-value shows that an effect is large."),
            ("substitution", U, "A p-value is the probability of seeing data at least this extreme if the "
                                "alternative hypothesis were true."),
        ],
    },
    {
        "domain": "essay", "split": "fresh57", "names": "Course book: women's suffrage in Britain",
        "evidence": "The Representation of the People Act 1918 gave the vote to women over 30 who met a "
                    "property qualification. Women gained the vote on the same terms as men only in 1928.",
        "claims": [
            ("paraphrase", F, "In 1918 the Representation of the People Act let women over 30 vote if they "
                              "met a property qualification."),
            ("paraphrase", F, "Only in 1928 did women win the vote on equal terms with men."),
            ("number", U, "The 1918 Act gave the vote to women over 21."),
            ("date", U, "Women gained the vote on the same terms as men in 1918."),
            ("overgeneralisation", U, "The 1918 Act gave the vote to all women."),
            ("opposite", U, "The 1918 Act gave women the vote on the same terms as men."),
        ],
    },
]

"""A fifty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh58``).

Written on 2026-11-27 (session 39) after round 57 (whose rules read ``fresh57``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh58", "names": "Lesson notes: dotted rhythms",
        "evidence": "In dotted rhythms, hold the dotted note for its full value and make the short note crisp "
                    "and late, as if it belonged to the next beat. Counting in subdivisions keeps the short "
                    "note from drifting early.",
        "claims": [
            ("paraphrase", F, "Give the dotted note its full length, and play the short note late and crisply, "
                              "as though it were part of the following beat."),
            ("paraphrase", F, "Counting the subdivisions stops the short note from creeping early."),
            ("opposite", U, "Play the short note early, as if it belonged to the previous beat."),
            ("opposite", U, "Cut the dotted note short."),
            ("swapped_roles", U, "Make the dotted note crisp and late, as if it belonged to the next beat."),
            ("misattribution", U, "Counting in subdivisions, as Leschetizky taught, keeps the short note from "
                                  "drifting early."),
        ],
    },
    {
        "domain": "literature", "split": "fresh58", "names": "Study notes: Hamlet",
        "evidence": "Hamlet learns from his father's ghost that Claudius poisoned the old king. He stages a play "
                    "that mirrors the murder, and Claudius storms out, confirming his guilt. Polonius is later "
                    "killed by Hamlet behind a curtain.",
        "claims": [
            ("paraphrase", F, "The ghost of Hamlet's father tells him that Claudius poisoned the king."),
            ("paraphrase", F, "Claudius walks out of the play that mirrors the murder, which confirms his "
                              "guilt."),
            ("paraphrase", F, "Hamlet kills Polonius, who is hidden behind a curtain."),
            ("misattribution", U, "Laertes stages a play that mirrors the murder."),
            ("swapped_roles", U, "Polonius later kills Hamlet behind a curtain."),
            ("opposite", U, "Claudius sits calmly through the play, showing that he is innocent."),
        ],
    },
    {
        "domain": "docs", "split": "fresh58", "names": "Backup guide: retention",
        "evidence": "Nightly backups are kept for 14 days and weekly backups for 8 weeks. Backups are encrypted "
                    "with a customer-managed key; if that key is deleted, the backups can no longer be "
                    "restored.",
        "claims": [
            ("paraphrase", F, "Nightly backups are retained for two weeks."),
            ("paraphrase", F, "Weekly backups are kept for eight weeks."),
            ("paraphrase", F, "Deleting the customer-managed key makes the backups impossible to restore."),
            ("number", U, "Nightly backups are kept for 30 days."),
            ("swapped_roles", U, "Nightly backups are kept for 8 weeks and weekly backups for 14 days."),
            ("opposite", U, "If the key is deleted, the backups can still be restored."),
        ],
    },
    {
        "domain": "science", "split": "fresh58", "names": "Abstract: microplastics in coastal fish",
        "evidence": "Microplastic particles were found in the guts of 32% of the 400 fish sampled, mostly fibres "
                    "from textiles. Fish from estuaries near cities carried more particles than fish caught "
                    "offshore.",
        "claims": [
            ("paraphrase", F, "About a third of the 400 fish sampled had microplastics in their guts."),
            ("paraphrase", F, "Most of the particles were textile fibres."),
            ("paraphrase", F, "Fish from estuaries close to cities held more particles than fish caught out at "
                              "sea."),
            ("number", U, "Microplastics were found in 82% of the fish sampled."),
            ("swapped_roles", U, "Fish caught offshore carried more particles than fish from estuaries near "
                                 "cities."),
            ("substitution", U, "Most of the particles were fragments of plastic bottles."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh58", "names": "CS lecture 9: hash tables",
        "evidence": "A hash table gives average constant-time lookups, but in the worst case, when many keys "
                    "collide, a lookup can take linear time. Resizing the table when it is about 70% full keeps "
                    "collisions rare.",
        "claims": [
            ("paraphrase", F, "On average, looking up a key in a hash table takes constant time."),
            ("paraphrase", F, "When lots of keys collide, a lookup may take linear time in the worst case."),
            ("paraphrase", F, "Growing the table once it is roughly 70% full keeps collisions uncommon."),
            ("opposite", U, "A hash table guarantees constant-time lookups even in the worst case."),
            ("number", U, "Resizing the table when it is about 30% full keeps collisions rare."),
            ("opposite", U, "Resizing the table makes collisions more common."),
        ],
    },
    {
        "domain": "essay", "split": "fresh58", "names": "Course book: the French Revolution",
        "evidence": "The storming of the Bastille on 14 July 1789 became the symbol of the revolution. The "
                    "monarchy was abolished in September 1792, and Louis XVI was executed in January 1793.",
        "claims": [
            ("paraphrase", F, "The storming of the Bastille on 14 July 1789 came to symbolise the revolution."),
            ("paraphrase", F, "Louis XVI was executed in January 1793, after the monarchy had been abolished."),
            ("date", U, "The monarchy was abolished in September 1789."),
            ("reversed_order", U, "Louis XVI was executed before the monarchy was abolished."),
            ("misattribution", U, "Louis XIV was executed in January 1793."),
            ("opposite", U, "Louis XVI was pardoned in January 1793."),
        ],
    },
]

"""A fiftieth held-out set for ``benchmarks/verifier.py`` (split ``fresh49``).

Written on 2026-11-26 (session 38) after round 48 (whose rules read ``fresh48``'s errors) and
measured once before any rule reads it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh49", "names": "Teaching notes: trills in Mozart",
        "evidence": "In Mozart, start the trill on the upper note and keep it even rather than fast. "
                    "Finish with a two-note turn, and let the left hand keep strict time while the right "
                    "hand trills.",
        "claims": [
            ("paraphrase", F, "Begin Mozart's trills from the note above."),
            ("paraphrase", F, "An even trill matters more than a fast one in Mozart."),
            ("paraphrase", F, "While the right hand trills, the left hand should stay strictly in time."),
            ("opposite", U, "In Mozart, start the trill on the lower note."),
            ("swapped_roles", U, "Let the right hand keep strict time while the left hand trills."),
            ("number", U, "Finish the trill with a three-note turn."),
        ],
    },
    {
        "domain": "literature", "split": "fresh49", "names": "Study notes on Jane Eyre",
        "evidence": "At Lowood the cruel Mr Brocklehurst humiliates Jane in front of the school, but the "
                    "teacher Miss Temple clears her name. Jane's friend Helen Burns dies of consumption "
                    "during a typhus outbreak.",
        "claims": [
            ("paraphrase", F, "Mr Brocklehurst shames Jane before the whole school at Lowood."),
            ("paraphrase", F, "Miss Temple, a teacher, clears Jane of the charge against her."),
            ("paraphrase", F, "Helen Burns, Jane's friend, dies of consumption while typhus sweeps the school."),
            ("misattribution", U, "Miss Temple humiliates Jane in front of the school."),
            ("substitution", U, "Helen Burns dies of typhus during a consumption outbreak."),
            ("opposite", U, "Mr Brocklehurst clears Jane's name in front of the school."),
        ],
    },
    {
        "domain": "docs", "split": "fresh49", "names": "Backup tool: retention",
        "evidence": "Nightly backups are kept for 14 days and weekly backups for 12 weeks. Deleting a "
                    "backup cannot be undone, so the tool asks for confirmation unless --yes is given.",
        "claims": [
            ("paraphrase", F, "Weekly backups are retained for twelve weeks."),
            ("paraphrase", F, "Without --yes the tool asks you to confirm before it deletes a backup."),
            ("paraphrase", F, "A deleted backup is gone for good."),
            ("number", U, "Nightly backups are kept for 30 days."),
            ("opposite", U, "Deleting a backup can be undone later."),
            ("swapped_roles", U, "Nightly backups are kept for 12 weeks and weekly backups for 14 days."),
        ],
    },
    {
        "domain": "science", "split": "fresh49", "names": "Abstract: noise and wound healing in mice",
        "evidence": "Mice exposed to constant traffic noise healed skin wounds about 30% more slowly than "
                    "mice kept in quiet cages, and their stress hormone levels were higher. Noise did not "
                    "change how much the mice ate.",
        "claims": [
            ("paraphrase", F, "Skin wounds took longer to heal in mice exposed to constant traffic noise."),
            ("paraphrase", F, "Mice living with traffic noise had higher levels of stress hormones than mice "
                              "in quiet cages."),
            ("paraphrase", F, "The amount the mice ate was unaffected by noise."),
            ("opposite", U, "Mice exposed to traffic noise healed faster than mice in quiet cages."),
            ("number", U, "Noisy conditions slowed wound healing by about 60%."),
            ("causal", U, "The noisy mice ate less, which slowed their healing."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh49", "names": "Economics lecture 4: price ceilings",
        "evidence": "A price ceiling set below the market price creates a shortage, because buyers want "
                    "more than sellers will supply at that price. A ceiling above the market price has no "
                    "effect.",
        "claims": [
            ("paraphrase", F, "When a price ceiling is below the market price, there is a shortage."),
            ("paraphrase", F, "At a capped price below the market level, buyers demand more than sellers "
                              "offer."),
            ("paraphrase", F, "A ceiling set higher than the market price changes nothing."),
            ("opposite", U, "A price ceiling set below the market price creates a surplus."),
            ("swapped_roles", U, "Below the market price, sellers will supply more than buyers want."),
            ("negation", U, "A ceiling above the market price also creates a shortage."),
        ],
    },
    {
        "domain": "essay", "split": "fresh49", "names": "Course book: the Suez crisis",
        "evidence": "In 1956 Nasser nationalised the Suez Canal. Britain, France and Israel invaded Egypt, "
                    "but pressure from the United States forced them to withdraw, and the crisis marked "
                    "the decline of British power in the Middle East.",
        "claims": [
            ("paraphrase", F, "Nasser took the Suez Canal into state ownership in 1956."),
            ("paraphrase", F, "American pressure made Britain, France and Israel pull out of Egypt."),
            ("paraphrase", F, "The crisis signalled that British influence in the Middle East was waning."),
            ("misattribution", U, "Pressure from the Soviet Union forced the invaders to withdraw."),
            ("number", U, "In 1965 Nasser nationalised the Suez Canal."),
            ("opposite", U, "The crisis marked the rise of British power in the Middle East."),
        ],
    },
]

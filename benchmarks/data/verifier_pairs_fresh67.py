"""A sixty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh67``).

Written on 2026-11-27 (session 42) after round 66 (whose rules read ``fresh66``'s errors), before
any run of the verifier on it, measured once (78.6% faithful supported / 72.7% unfaithful caught)
and then read by round 67. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh67", "names": "Pedagogy notes: scales and thumb crossing",
        "evidence": "When playing a C major scale with the right hand, pass the thumb under the third finger "
                    "after E and under the fourth finger after B. Keep the wrist level and move the arm "
                    "sideways so the thumb arrives early; a twisting wrist causes uneven accents.",
        "claims": [
            ("paraphrase", F, "In the right-hand C major scale, the thumb goes under the third finger after E."),
            ("paraphrase", F, "Moving the arm sideways lets the thumb get there early."),
            ("paraphrase", F, "If the wrist twists, the accents become uneven."),
            ("number", U, "Pass the thumb under the second finger after E."),
            ("opposite", U, "Let the wrist twist so the thumb can pass under more easily."),
            ("reversed_order", U, "Pass the thumb under the fourth finger after E and under the third after B."),
        ],
    },
    {
        "domain": "literature", "split": "fresh67", "names": "Study guide: Macbeth, Act 1",
        "evidence": "After the witches greet him as future king, Macbeth writes to his wife, and it is Lady "
                    "Macbeth who urges him to murder Duncan while the king is a guest in their castle. "
                    "Macbeth hesitates, but she questions his courage until he agrees.",
        "claims": [
            ("paraphrase", F, "Lady Macbeth pushes her husband to kill Duncan while the king stays at their "
                              "castle."),
            ("paraphrase", F, "Macbeth wavers, but his wife challenges his courage until he consents."),
            ("swapped_roles", U, "Macbeth urges Lady Macbeth to murder Duncan."),
            ("opposite", U, "Macbeth agrees at once, without any hesitation."),
            ("misattribution", U, "Banquo urges Macbeth to murder Duncan while the king is a guest."),
            ("substitution", U, "Lady Macbeth urges him to murder Duncan while the king is at war abroad."),
        ],
    },
    {
        "domain": "docs", "split": "fresh67", "names": "Admin guide: backups",
        "evidence": "Automatic backups run every night at 02:00 UTC and are kept for 30 days. Restoring a "
                    "backup replaces the current database, so export any changes made since the backup "
                    "first. Backups are encrypted at rest; the key is stored separately from the data.",
        "claims": [
            ("paraphrase", F, "Nightly backups run automatically at 2 a.m. UTC."),
            ("paraphrase", F, "A backup is retained for thirty days."),
            ("paraphrase", F, "The encryption key is not kept with the backup data."),
            ("number", U, "Backups are kept for 90 days."),
            ("opposite", U, "Restoring a backup merges it with the current database, so nothing is lost."),
            ("reversed_order", U, "Restore the backup first, then export any changes made since it."),
        ],
    },
    {
        "domain": "science", "split": "fresh67", "names": "Abstract: sleep and memory in adolescents",
        "evidence": "In a randomised trial of 120 adolescents, those allowed nine hours of sleep recalled more "
                    "word pairs the next morning than those restricted to five hours. The effect was smaller "
                    "for pictures, and no difference was found in reaction time.",
        "claims": [
            ("paraphrase", F, "Teenagers given nine hours of sleep remembered more word pairs than those "
                              "limited to five hours."),
            ("paraphrase", F, "Reaction time did not differ between the groups."),
            ("population", U, "In adults, nine hours of sleep improved recall of word pairs."),
            ("opposite", U, "Sleep restriction had a larger effect on pictures than on word pairs."),
            ("number", U, "The trial randomised 210 adolescents."),
            ("causal", U, "Reaction time was slower in the group restricted to five hours of sleep."),
        ],
    },
    {
        "domain": "essay", "split": "fresh67", "names": "Course reader: the printing press",
        "evidence": "Gutenberg's press, developed in Mainz around 1450, used movable metal type. Within fifty "
                    "years printing had spread to more than two hundred cities, and the price of books fell "
                    "sharply, which helped literacy grow among merchants and craftsmen.",
        "claims": [
            ("paraphrase", F, "Gutenberg built his press in Mainz in about 1450, using movable metal type."),
            ("paraphrase", F, "Books became much cheaper as printing spread."),
            ("date", U, "Gutenberg developed his press in Mainz around 1550."),
            ("substitution", U, "Gutenberg's press used movable wooden type."),
            ("opposite", U, "The press made books more expensive, so literacy stayed with the clergy."),
            ("overgeneralisation", U, "Within fifty years printing had spread to every city in Europe."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh67", "names": "Lecture transcript: supply and demand",
        "evidence": "So if the price of coffee rises, people buy less coffee and some switch to tea, which means "
                    "demand for tea goes up. Economists call goods like these substitutes. Butter and bread, on "
                    "the other hand, are complements: when bread gets dearer, people buy less butter too.",
        "claims": [
            ("paraphrase", F, "When coffee gets more expensive, some people switch to tea, so demand for tea "
                              "rises."),
            ("paraphrase", F, "Bread and butter are complements."),
            ("opposite", U, "When the price of coffee rises, demand for tea falls."),
            ("swapped_roles", U, "Coffee and tea are complements, while bread and butter are substitutes."),
            ("opposite", U, "When bread gets dearer, people buy more butter."),
            ("negation", U, "Coffee and tea are not substitutes."),
        ],
    },
]

"""A fifty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh52``).

Written on 2026-11-26 (session 38) after round 51 (whose rules read ``fresh51``'s errors) and
measured once before any rule reads it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh52", "names": "Lesson notes: octave passages",
        "evidence": "For fast octaves, drop from the forearm rather than lifting each octave from the "
                    "fingers, and keep the hand shaped but not rigid. Rest the arm between passages to "
                    "avoid tension building up.",
        "claims": [
            ("paraphrase", F, "Fast octaves should come from a forearm drop, not from lifting each one with "
                              "the fingers."),
            ("paraphrase", F, "Keep the hand in shape without letting it stiffen."),
            ("paraphrase", F, "Resting the arm between passages stops tension from accumulating."),
            ("opposite", U, "For fast octaves, lift each octave from the fingers rather than dropping from "
                            "the forearm."),
            ("opposite", U, "Keep the hand rigid in fast octaves."),
            ("strength", U, "Never rest the arm during an octave piece."),
        ],
    },
    {
        "domain": "literature", "split": "fresh52", "names": "Study notes on Macbeth",
        "evidence": "After the witches foretell that he will be king, Macbeth murders Duncan with Lady "
                    "Macbeth's urging. Haunted by guilt, Lady Macbeth later sleepwalks and tries to wash "
                    "imaginary blood from her hands.",
        "claims": [
            ("paraphrase", F, "Urged on by Lady Macbeth, Macbeth kills Duncan after the witches predict he "
                              "will be king."),
            ("paraphrase", F, "Guilt drives Lady Macbeth to walk in her sleep."),
            ("paraphrase", F, "While sleepwalking, Lady Macbeth tries to wash away blood that is not there."),
            ("misattribution", U, "Banquo murders Duncan with Lady Macbeth's urging."),
            ("reversed_order", U, "Macbeth murders Duncan before the witches foretell that he will be king."),
            ("opposite", U, "Lady Macbeth feels no guilt after the murder."),
        ],
    },
    {
        "domain": "docs", "split": "fresh52", "names": "Search service: index refresh",
        "evidence": "New documents become searchable after the next index refresh, which runs every 30 "
                    "seconds by default. Setting refresh_interval to -1 disables automatic refreshes.",
        "claims": [
            ("paraphrase", F, "By default the index is refreshed every 30 seconds."),
            ("paraphrase", F, "A new document can be found by search only once the index has been refreshed."),
            ("paraphrase", F, "With refresh_interval set to -1, the index is no longer refreshed "
                              "automatically."),
            ("number", U, "By default the index refreshes every 60 seconds."),
            ("opposite", U, "New documents are searchable immediately, before any refresh."),
            ("opposite", U, "Setting refresh_interval to -1 makes the index refresh continuously."),
        ],
    },
    {
        "domain": "science", "split": "fresh52", "names": "Abstract: standing desks and back pain",
        "evidence": "Office workers given standing desks for six months reported less lower-back pain than "
                    "those with ordinary desks, but their productivity scores did not change.",
        "claims": [
            ("paraphrase", F, "After six months with standing desks, office workers reported less pain in "
                              "the lower back than colleagues at ordinary desks."),
            ("paraphrase", F, "Standing desks left productivity scores unchanged."),
            ("opposite", U, "Workers with standing desks reported more lower-back pain."),
            ("opposite", U, "Standing desks raised productivity scores."),
            ("number", U, "Office workers used standing desks for two years."),
            ("population", U, "Factory workers given standing desks reported less back pain."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh52", "names": "Statistics lecture 5: sampling",
        "evidence": "A larger random sample gives a more precise estimate, but it cannot correct a biased "
                    "sampling method. Doubling the sample size shrinks the standard error by about 30%.",
        "claims": [
            ("paraphrase", F, "Estimates get more precise as a random sample grows."),
            ("paraphrase", F, "Taking a bigger sample does not fix a biased way of sampling."),
            ("paraphrase", F, "The standard error falls by roughly 30% when the sample size is doubled."),
            ("opposite", U, "A larger sample corrects a biased sampling method."),
            ("number", U, "Doubling the sample size halves the standard error."),
            ("opposite", U, "A larger random sample gives a less precise estimate."),
        ],
    },
    {
        "domain": "essay", "split": "fresh52", "names": "Course book: the Great Fire of London",
        "evidence": "The Great Fire of London began in a bakery on Pudding Lane in September 1666 and burned "
                    "for four days. It destroyed over 13,000 houses, but the recorded death toll was low.",
        "claims": [
            ("paraphrase", F, "The fire started at a bakery in Pudding Lane in September 1666."),
            ("paraphrase", F, "The Great Fire burned for four days and destroyed more than 13,000 houses."),
            ("paraphrase", F, "Few deaths were recorded in the Great Fire."),
            ("number", U, "The Great Fire of London burned for two weeks."),
            ("substitution", U, "The Great Fire of London began in a church on Pudding Lane."),
            ("opposite", U, "The recorded death toll of the Great Fire was very high."),
        ],
    },
]

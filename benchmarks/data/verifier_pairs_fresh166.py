"""A hundred-and-sixty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh166``).

Written on 2026-11-29 (session 56) after round 117 (which read ``fresh161``-``fresh163``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh166", "names": "Teaching notes: Shostakovich's Preludes and Fugues",
        "evidence": "Shostakovich wrote his 24 Preludes and Fugues in 1950 and 1951, after hearing Bach's music at a "
                    "Leipzig competition. In the fugues, each entry of the subject should be clear, but the "
                    "countersubject must not be played as an accompaniment.",
        "claims": [
            ("paraphrase", F, "Shostakovich composed the 24 Preludes and Fugues in 1950 and 1951."),
            ("paraphrase", F, "Hearing Bach's music at a competition in Leipzig led him to write them."),
            ("paraphrase", F, "Every entry of a fugue's subject should be clear."),
            ("number", U, "Shostakovich wrote 48 Preludes and Fugues."),
            ("opposite", U, "Play the countersubject as a quiet accompaniment."),
            ("misattribution", U, "Shostakovich heard Handel's music at the Leipzig competition."),
        ],
    },
    {
        "domain": "literature", "split": "fresh166", "names": "Study guide: Sister Carrie",
        "evidence": "Carrie Meeber leaves her small town for Chicago, where she becomes the mistress first of Drouet "
                    "and then of Hurstwood. Hurstwood steals from his employer to run away with her, and later sinks "
                    "into poverty while Carrie becomes a famous actress.",
        "claims": [
            ("paraphrase", F, "Carrie Meeber moves from her small town to Chicago."),
            ("paraphrase", F, "Hurstwood takes money from his employer so that he can run off with Carrie."),
            ("paraphrase", F, "Carrie becomes a well-known actress as Hurstwood falls into poverty."),
            ("swapped_roles", U, "Carrie sinks into poverty while Hurstwood becomes a famous actor."),
            ("misattribution", U, "Drouet steals from his employer to run away with Carrie."),
            ("order", U, "Carrie becomes the mistress of Hurstwood first and then of Drouet."),
        ],
    },
    {
        "domain": "docs", "split": "fresh166", "names": "Help centre: signing in with a QR code",
        "evidence": "To sign in on a computer, scan the QR code with the app on a phone where you are already signed "
                    "in. The code refreshes every 60 seconds, and the computer stays signed in for 14 days unless you "
                    "sign out.",
        "claims": [
            ("paraphrase", F, "You scan the QR code with the app on a phone that is already signed in."),
            ("paraphrase", F, "A new code appears every 60 seconds."),
            ("paraphrase", F, "The computer remains signed in for 14 days if you do not sign out."),
            ("number", U, "The code refreshes every 30 seconds."),
            ("opposite", U, "The computer signs out as soon as you close the browser."),
            ("opposite", U, "You scan the code with a phone where you are signed out."),
        ],
    },
    {
        "domain": "science", "split": "fresh166", "names": "Abstract: sunflower heads",
        "evidence": "Young sunflower heads follow the sun from east to west during the day and swing back to face "
                    "east at night. Mature flowers stop moving and face east, which warms them in the morning and "
                    "attracts more bees.",
        "claims": [
            ("paraphrase", F, "Young sunflowers track the sun from east to west over the day."),
            ("paraphrase", F, "At night the young heads turn back to face east."),
            ("paraphrase", F, "East-facing mature flowers warm up in the morning and draw more bees."),
            ("reversed_order", U, "Young sunflower heads follow the sun from west to east during the day."),
            ("opposite", U, "Mature sunflowers keep following the sun."),
            ("opposite", U, "Mature flowers face west."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh166", "names": "Lecture transcript: Stephenson's Rocket",
        "evidence": "At the Rainhill Trials of 1829, George and Robert Stephenson's Rocket won by averaging about "
                    "twelve miles an hour while hauling its load. Its multi-tube boiler made steam much faster than "
                    "earlier designs.",
        "claims": [
            ("paraphrase", F, "The Stephensons' Rocket won the Rainhill Trials in 1829."),
            ("paraphrase", F, "While pulling its load it averaged about twelve miles an hour."),
            ("paraphrase", F, "Its boiler with many tubes produced steam far more quickly than older designs."),
            ("number", U, "Rocket averaged about thirty miles an hour while hauling its load."),
            ("opposite", U, "Rocket lost the Rainhill Trials."),
            ("substitution", U, "Its single-tube boiler made steam much faster than earlier designs."),
        ],
    },
    {
        "domain": "essay", "split": "fresh166", "names": "Essay source: nuclear power",
        "evidence": "Per unit of electricity, nuclear power causes fewer deaths than coal or gas, counting accidents "
                    "and air pollution. New plants, however, have often taken over ten years to build and run far "
                    "over budget.",
        "claims": [
            ("paraphrase", F, "For each unit of electricity, nuclear power leads to fewer deaths than coal or gas."),
            ("paraphrase", F, "That count includes both accidents and air pollution."),
            ("paraphrase", F, "New nuclear plants have frequently gone well over budget."),
            ("opposite", U, "Nuclear power causes more deaths per unit of electricity than coal."),
            ("opposite", U, "New plants are usually built in under five years."),
            ("opposite", U, "New nuclear plants usually come in under budget."),
        ],
    },
]

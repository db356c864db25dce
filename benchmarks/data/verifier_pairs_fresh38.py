"""A thirty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh38``).

Written on 2026-11-26 (session 36) after round 37 (whose rules read ``fresh37``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh38", "names": "Masterclass transcript: trills",
        "evidence": "A trill should start slowly and speed up, not the other way round. Use fingers two and three "
                    "rather than three and four if your fourth finger is weak, and keep the wrist still so the "
                    "motion comes from the fingers alone.",
        "claims": [
            ("paraphrase", F, "Begin a trill slowly and let it get faster."),
            ("paraphrase", F, "With a weak fourth finger, trill with the second and third fingers instead."),
            ("paraphrase", F, "Hold the wrist steady so that only the fingers make the movement."),
            ("reversed_order", U, "A trill should start fast and then slow down."),
            ("opposite", U, "Let the wrist rotate so the motion comes from the arm."),
            ("substitution", U, "If your fourth finger is weak, trill with fingers four and five."),
        ],
    },
    {
        "domain": "literature", "split": "fresh38", "names": "Study notes on Frankenstein",
        "evidence": "Victor Frankenstein abandons the creature the moment it opens its eyes. Left alone, the "
                    "creature teaches itself to speak and read by secretly watching the De Lacey family through "
                    "a gap in the wall of their cottage.",
        "claims": [
            ("paraphrase", F, "As soon as the creature opens its eyes, Victor deserts it."),
            ("paraphrase", F, "The creature learns language on its own by spying on the De Laceys."),
            ("paraphrase", F, "It watches the family through a gap in their cottage wall."),
            ("misattribution", U, "The De Lacey family teach the creature to speak and read."),
            ("opposite", U, "Victor stays with the creature after it opens its eyes."),
            ("opposite", U, "The creature openly lives with the De Lacey family in their cottage."),
        ],
    },
    {
        "domain": "docs", "split": "fresh38", "names": "CLI reference: sync command",
        "evidence": "By default, sync copies only files that are newer at the source and never deletes anything "
                    "at the destination. Pass --delete to remove destination files that no longer exist at the "
                    "source; combine it with --dry-run to see the list first.",
        "claims": [
            ("paraphrase", F, "Without options, sync leaves files at the destination in place and copies only newer files."),
            ("paraphrase", F, "Adding --dry-run to --delete shows which files would be removed before anything is removed."),
            ("opposite", U, "By default, sync deletes destination files that are missing at the source."),
            ("misattribution", U, "Pass --dry-run to remove destination files that no longer exist at the source."),
            ("overgeneralisation", U, "Sync copies every file, whether or not it is newer at the source."),
            ("opposite", U, "The --delete option removes files from the source that are missing at the destination."),
        ],
    },
    {
        "domain": "science", "split": "fresh38", "names": "Abstract: coffee and heart rhythm",
        "evidence": "Among 1,800 adults followed for four years, drinking up to three cups of coffee a day was not "
                    "associated with a higher risk of atrial fibrillation. Participants who drank more than six "
                    "cups a day were too few to draw conclusions.",
        "claims": [
            ("paraphrase", F, "Up to three cups of coffee daily did not raise the risk of atrial fibrillation in "
                              "this study."),
            ("paraphrase", F, "Too few people drank over six cups a day for any conclusion about them."),
            ("opposite", U, "Drinking up to three cups of coffee a day was linked to a higher risk of atrial "
                            "fibrillation."),
            ("number", U, "The adults were followed for ten years."),
            ("overgeneralisation", U, "Drinking any amount of coffee is safe for heart rhythm."),
            ("strength", U, "The study proved that coffee prevents atrial fibrillation."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh38", "names": "Biology lecture 9: enzymes",
        "evidence": "Raising the temperature speeds up an enzyme's reaction only up to its optimum; above that, "
                    "the enzyme's shape changes and the rate drops sharply. Most human enzymes work best near "
                    "37 degrees Celsius.",
        "claims": [
            ("paraphrase", F, "Warming speeds an enzyme's reaction until it reaches its optimum temperature."),
            ("paraphrase", F, "Past the optimum the enzyme changes shape and the reaction rate falls steeply."),
            ("paraphrase", F, "Most enzymes in the human body work best at about 37 degrees Celsius."),
            ("opposite", U, "Above the optimum temperature, an enzyme's reaction rate keeps rising."),
            ("number", U, "Most human enzymes work best near 47 degrees Celsius."),
            ("overgeneralisation", U, "Raising the temperature always speeds up an enzyme's reaction."),
        ],
    },
    {
        "domain": "essay", "split": "fresh38", "names": "Course book: the Marshall Plan",
        "evidence": "Under the Marshall Plan, the United States gave about 13 billion dollars, mostly as grants "
                    "rather than loans, to help rebuild Western European economies between 1948 and 1952.",
        "claims": [
            ("paraphrase", F, "From 1948 to 1952 the Marshall Plan sent roughly 13 billion dollars to help Western "
                              "Europe's economies recover."),
            ("paraphrase", F, "Most Marshall Plan aid took the form of grants, not loans."),
            ("opposite", U, "Most Marshall Plan aid was given as loans rather than grants."),
            ("number", U, "The United States gave about 30 billion dollars under the Marshall Plan."),
            ("substitution", U, "The Marshall Plan helped rebuild Eastern European economies."),
            ("reversed_order", U, "The Marshall Plan ran from 1952 to 1958."),
        ],
    },
]

"""A twenty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh24``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 34) after round 23 (whose rules read ``fresh23``'s errors) and
measured once, before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh24", "names": "Abstract: vitamin D in mice",
        "evidence": "In mice fed a vitamin D-deficient diet for 12 weeks, bone density in the femur fell by 18% "
                    "compared with controls. Supplementation for a further 6 weeks restored bone density to "
                    "normal levels.",
        "claims": [
            ("paraphrase", F, "Twelve weeks on a diet lacking vitamin D lowered femoral bone density in mice by 18% relative to controls."),
            ("paraphrase", F, "Six more weeks of supplements brought the mice's bone density back to normal."),
            ("paraphrase", F, "Compared with control mice, deficient mice lost 18% of femur bone density."),
            ("overgeneralization", U, "A vitamin D-deficient diet reduces bone density in humans by 18%."),
            ("number", U, "After 12 weeks bone density in the femur fell by 28%."),
            ("negation", U, "Supplementation did not restore bone density."),
        ],
    },
    {
        "domain": "literature", "split": "fresh24", "names": "Study notes on Macbeth",
        "evidence": "Spurred on by Lady Macbeth, Macbeth murders King Duncan while he sleeps. Afterwards he is "
                    "haunted by guilt and sees the ghost of Banquo at a feast.",
        "claims": [
            ("paraphrase", F, "Urged on by his wife, Macbeth kills the sleeping King Duncan."),
            ("paraphrase", F, "After the murder, guilt torments Macbeth."),
            ("paraphrase", F, "At a feast, Macbeth sees Banquo's ghost."),
            ("misattribution", U, "Lady Macbeth sees the ghost of Banquo at a feast."),
            ("reversed_order", U, "Macbeth sees Banquo's ghost before he murders Duncan."),
            ("opposite", U, "Lady Macbeth tries to talk Macbeth out of murdering Duncan."),
        ],
    },
    {
        "domain": "docs", "split": "fresh24", "names": "Kubernetes deployment notes",
        "evidence": "Set maxUnavailable to 0 so that no old pod is stopped until its replacement is ready. "
                    "Readiness probes run every 5 seconds, and a pod that fails three probes in a row is removed "
                    "from the service.",
        "claims": [
            ("paraphrase", F, "With maxUnavailable at 0, an old pod keeps running until the pod replacing it is ready."),
            ("paraphrase", F, "The readiness probe fires every five seconds."),
            ("paraphrase", F, "Three consecutive failed probes take a pod out of the service."),
            ("number", U, "A pod is removed after failing five probes in a row."),
            ("opposite", U, "Set maxUnavailable to 0 so that old pods are stopped before their replacements are ready."),
            ("substitution", U, "Liveness probes run every 5 seconds."),
        ],
    },
    {
        "domain": "piano", "split": "fresh24", "names": "Lesson notes: pedalling Chopin",
        "evidence": "In the slow nocturnes, change the pedal with each new bass note so the harmonies do not "
                    "blur. Use half-pedal in the fast passages to keep some resonance without smudging the runs.",
        "claims": [
            ("paraphrase", F, "Change the pedal on every new bass note in the slow nocturnes so the harmonies stay clear."),
            ("paraphrase", F, "In fast passages, half-pedalling keeps a little resonance without smearing the runs."),
            ("opposite", U, "In the slow nocturnes, hold the pedal through the bass changes so the harmonies blend."),
            ("swapped_roles", U, "Use half-pedal in the slow nocturnes and change the pedal with each bass note in the fast passages."),
            ("substitution", U, "In the slow nocturnes, change the pedal with each new melody note."),
        ],
    },
    {
        "domain": "history", "split": "fresh24", "names": "Notes: the Marshall Plan",
        "evidence": "Between 1948 and 1952 the United States gave about 13 billion dollars to help rebuild western "
                    "European economies. Britain received the largest share, followed by France.",
        "claims": [
            ("paraphrase", F, "From 1948 to 1952 the US provided roughly 13 billion dollars to rebuild the economies of western Europe."),
            ("paraphrase", F, "Britain got the biggest share of the aid, and France the second biggest."),
            ("paraphrase", F, "France received less Marshall aid than Britain."),
            ("number", U, "The United States gave about 30 billion dollars."),
            ("swapped_roles", U, "France received the largest share, followed by Britain."),
            ("misattribution", U, "The Soviet Union gave about 13 billion dollars to rebuild western Europe."),
        ],
    },
    {
        "domain": "essay", "split": "fresh24", "names": "Writing guide: counterarguments",
        "evidence": "A strong essay answers the most serious objection to its thesis rather than the weakest one. "
                    "State the objection fairly before explaining why it does not succeed.",
        "claims": [
            ("paraphrase", F, "Deal with the strongest objection to your thesis, not the weakest."),
            ("paraphrase", F, "Put the objection fairly first, and only then explain why it fails."),
            ("opposite", U, "A strong essay answers the weakest objection to its thesis."),
            ("reversed_order", U, "Explain why the objection fails before you state it."),
            ("overgeneralization", U, "Every essay must answer every possible objection to its thesis."),
        ],
    },
    {
        "domain": "science", "split": "fresh24", "names": "Abstract: urban heat",
        "evidence": "Streets with continuous tree canopy were on average 2.5 degrees cooler at midday than streets "
                    "without trees. The effect was smaller at night.",
        "claims": [
            ("paraphrase", F, "At midday, streets under a continuous canopy of trees averaged 2.5 degrees cooler than treeless streets."),
            ("paraphrase", F, "The cooling effect of trees was weaker at night."),
            ("opposite", U, "The effect of tree canopy was larger at night."),
            ("swapped_roles", U, "Streets without trees were on average 2.5 degrees cooler at midday than streets with tree canopy."),
        ],
    },
]

"""A two-hundred-and-twenty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh221``).

Written on 2026-11-29 (session 61) after round 154 (which read ``fresh218``-``fresh220``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh221", "names": "Teaching notes: Chopin's Minute Waltz",
        "evidence": "Chopin's 'Minute' Waltz in D-flat major takes about two minutes in most performances; the "
                    "nickname means 'small', not sixty seconds. The right hand circles rapidly around a few notes "
                    "while the left hand keeps a light waltz accompaniment. The slower middle section should sing, "
                    "and the return of the opening should not be rushed.",
        "claims": [
            ("paraphrase", F, "Most performances of the waltz last roughly two minutes."),
            ("paraphrase", F, "Its nickname refers to its small size, not to a length of sixty seconds."),
            ("paraphrase", F, "The middle section is slower and should be played singingly."),
            ("number", U, "Most performances of the Minute Waltz last about one minute."),
            ("swapped_roles", U, "The left hand circles rapidly around a few notes while the right hand keeps the accompaniment."),
            ("opposite", U, "The return of the opening should be rushed."),
        ],
    },
    {
        "domain": "literature", "split": "fresh221", "names": "Study guide: The Fall of the House of Usher",
        "evidence": "The narrator visits his boyhood friend Roderick Usher, who suffers from acute nervous illness "
                    "and lives with his twin sister Madeline in a decaying mansion. When Madeline apparently dies, "
                    "the two men entomb her in a vault beneath the house. Days later she appears at the door, "
                    "bloodied, and falls upon Roderick, who dies of terror; the narrator flees as the house splits "
                    "and sinks into the tarn.",
        "claims": [
            ("paraphrase", F, "Roderick Usher, a friend from the narrator's childhood, suffers from severe nervous illness."),
            ("paraphrase", F, "After Madeline seems to die, she is placed in a vault under the house."),
            ("paraphrase", F, "As the narrator escapes, the mansion cracks apart and sinks into the tarn."),
            ("swapped_roles", U, "Roderick appears at the door, bloodied, and falls upon Madeline."),
            ("substitution", U, "Madeline is Roderick's older cousin."),
            ("opposite", U, "The narrator stays to watch the house from the tarn's edge until morning."),
        ],
    },
    {
        "domain": "docs", "split": "fresh221", "names": "Printer help: the print queue",
        "evidence": "The print queue lists every job waiting to print. You can pause a job, which holds it in the "
                    "queue until you resume it, or cancel it, which removes it. Jobs print in the order they were "
                    "sent unless you move one to the top. Cancelling a job that has already started may still print a "
                    "partial page.",
        "claims": [
            ("paraphrase", F, "Every job waiting for the printer appears in the print queue."),
            ("paraphrase", F, "A paused job stays in the queue until you resume it."),
            ("paraphrase", F, "If a job has begun printing, cancelling it can still leave a partly printed page."),
            ("opposite", U, "Pausing a job removes it from the queue."),
            ("reversed_order", U, "Jobs print in the reverse of the order they were sent."),
            ("opposite", U, "Cancelling a job that has already started never prints anything more."),
        ],
    },
    {
        "domain": "science", "split": "fresh221", "names": "Lecture notes: the Marangoni effect",
        "evidence": "When the surface tension of a liquid varies from place to place, the surface flows from regions "
                    "of low tension towards regions of high tension, dragging liquid with it. This is why 'tears of "
                    "wine' form: alcohol evaporates faster near the glass wall, raising the surface tension there and "
                    "pulling a film of wine up the glass. Soap dropped onto water sprinkled with pepper lowers the "
                    "tension locally and drives the pepper outwards.",
        "claims": [
            ("paraphrase", F, "Where surface tension differs across a liquid, the surface moves towards the higher tension."),
            ("paraphrase", F, "Faster evaporation of alcohol near the glass raises the tension there and draws wine upwards."),
            ("paraphrase", F, "A drop of soap lowers the tension where it lands, pushing the pepper away."),
            ("reversed_order", U, "The surface flows from regions of high tension towards regions of low tension."),
            ("opposite", U, "Alcohol evaporates more slowly near the glass wall."),
            ("opposite", U, "Soap dropped onto peppered water pulls the pepper inwards."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh221", "names": "Lecture transcript: the endowment effect",
        "evidence": "In a classic experiment, students given a coffee mug asked for about twice as much money to sell "
                    "it as other students were willing to pay to buy one. Simply owning the mug for a few minutes "
                    "raised its value in the owner's eyes. The effect is weaker for goods bought to resell, such as a "
                    "trader's stock.",
        "claims": [
            ("paraphrase", F, "Students who were given a mug wanted roughly double what others would pay for it."),
            ("paraphrase", F, "Owning the mug for only a few minutes made it worth more to its owner."),
            ("paraphrase", F, "For goods meant for resale, like a trader's stock, the effect is smaller."),
            ("swapped_roles", U, "Buyers were willing to pay about twice as much as owners asked to sell the mug."),
            ("opposite", U, "The effect is stronger for goods bought to resell."),
            ("number", U, "Students given a mug asked for about three times as much money to sell it."),
        ],
    },
    {
        "domain": "essay", "split": "fresh221", "names": "Essay: peer assessment",
        "evidence": "In peer assessment, pupils mark each other's work against shared criteria. Studies suggest it "
                    "helps pupils understand what good work looks like, and those who give feedback often improve "
                    "more than those who receive it. But without training, pupils tend to mark friends generously and "
                    "give vague comments.",
        "claims": [
            ("paraphrase", F, "Pupils assess one another's work using common criteria."),
            ("paraphrase", F, "Giving feedback often helps pupils improve more than getting it."),
            ("paraphrase", F, "Untrained pupils usually mark their friends leniently and comment vaguely."),
            ("swapped_roles", U, "Pupils who receive feedback often improve more than those who give it."),
            ("opposite", U, "Without training, pupils tend to mark friends harshly."),
            ("overgeneralisation", U, "Peer assessment always improves pupils' work."),
        ],
    },
]

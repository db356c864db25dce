"""A thirtieth held-out set for ``benchmarks/verifier.py`` (split ``fresh29``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 35) after round 28 (whose rules read ``fresh28``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh29", "names": "Abstract: standing desks and back pain",
        "evidence": "Office workers given standing desks for six months reported less lower-back pain than "
                    "those who kept sitting desks, but their productivity did not change. The benefit faded "
                    "within three months after the desks were removed.",
        "claims": [
            ("paraphrase", F, "After six months with standing desks, office workers reported less lower-back pain than colleagues at sitting desks."),
            ("paraphrase", F, "Standing desks left the workers' productivity unchanged."),
            ("paraphrase", F, "Once the desks were taken away, the benefit disappeared within three months."),
            ("opposite", U, "Standing desks raised the workers' productivity."),
            ("number", U, "The benefit faded within three weeks after the desks were removed."),
            ("overgeneralisation", U, "Standing desks permanently cure lower-back pain."),
        ],
    },
    {
        "domain": "literature", "split": "fresh29", "names": "Study notes on The Great Gatsby",
        "evidence": "Nick Carraway rents a small house beside Gatsby's mansion in West Egg. Daisy, who lives "
                    "across the bay in East Egg, is driving Gatsby's car when it strikes and kills Myrtle, but "
                    "Gatsby lets everyone believe he was at the wheel.",
        "claims": [
            ("paraphrase", F, "Nick rents a modest house next to Gatsby's mansion in West Egg."),
            ("paraphrase", F, "Daisy is at the wheel of Gatsby's car when it hits and kills Myrtle."),
            ("paraphrase", F, "Gatsby allows people to think that he was the one driving."),
            ("misattribution", U, "Gatsby is driving his car when it strikes and kills Myrtle."),
            ("opposite", U, "Daisy lives in West Egg, next to Gatsby."),
            ("misattribution", U, "Nick lets everyone believe he was at the wheel."),
        ],
    },
    {
        "domain": "docs", "split": "fresh29", "names": "Backup tool reference",
        "evidence": "The --keep-last option keeps the newest N snapshots and deletes older ones. Pruning runs "
                    "only after a backup succeeds, so a failed backup never removes existing snapshots.",
        "claims": [
            ("paraphrase", F, "With --keep-last, the newest N snapshots are kept and the older ones are deleted."),
            ("paraphrase", F, "Existing snapshots are never removed by a failed backup, because pruning waits for a successful one."),
            ("opposite", U, "The --keep-last option keeps the oldest N snapshots."),
            ("reversed_order", U, "Pruning runs before the backup starts."),
            ("opposite", U, "A failed backup removes existing snapshots."),
        ],
    },
    {
        "domain": "history", "split": "fresh29", "names": "Lecture notes: the Berlin Wall",
        "evidence": "East German authorities began building the Berlin Wall in August 1961 to stop emigration "
                    "to the West. It stood for 28 years until crowds crossed it freely on 9 November 1989, "
                    "after a confused announcement by the official Günter Schabowski.",
        "claims": [
            ("paraphrase", F, "Construction of the Berlin Wall was started by the East German authorities in August 1961."),
            ("paraphrase", F, "The wall was meant to halt emigration to the West."),
            ("paraphrase", F, "On 9 November 1989 crowds crossed the wall freely, following a muddled announcement by Günter Schabowski."),
            ("misattribution", U, "West German authorities began building the Berlin Wall in August 1961."),
            ("number", U, "The wall stood for 38 years."),
            ("opposite", U, "The wall was built to encourage emigration to the West."),
        ],
    },
    {
        "domain": "music", "split": "fresh29", "names": "Piano pedagogy notes: scales",
        "evidence": "Practise scales hands separately until the thumb passes under smoothly, then hands "
                    "together at a slow tempo. Keep the wrist level; a wrist that rises on the thumb-under "
                    "causes accents on the wrong notes.",
        "claims": [
            ("paraphrase", F, "Play scales one hand at a time until the thumb crosses under smoothly."),
            ("paraphrase", F, "Only after that, put the hands together, slowly."),
            ("paraphrase", F, "If the wrist lifts as the thumb passes under, accents fall on the wrong notes."),
            ("reversed_order", U, "Practise scales hands together before practising them hands separately."),
            ("opposite", U, "Let the wrist rise on the thumb-under to keep the notes even."),
            ("opposite", U, "Practise scales hands together at a fast tempo."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh29", "names": "Statistics lecture 4: sampling",
        "evidence": "A larger sample reduces random error but does nothing about bias: if the sampling frame "
                    "leaves out people without phones, a poll of a million is as skewed as a poll of a thousand.",
        "claims": [
            ("paraphrase", F, "Bigger samples cut random error but do not fix bias."),
            ("paraphrase", F, "A poll that misses people without phones stays skewed however many it asks."),
            ("opposite", U, "A larger sample removes bias from a poll."),
            ("opposite", U, "A larger sample increases random error."),
            ("opposite", U, "A poll of a million is less skewed than a poll of a thousand."),
        ],
    },
]

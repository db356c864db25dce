"""A third held-out set for ``benchmarks/verifier.py`` (split ``fresh2``).

Written on 2026-11-23 before the third round of checks (the one that read the ``fresh`` split's
errors), and only measured after it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh2", "names": "Studio handbook",
        "evidence": "Trills should start slowly and evenly; speed comes from relaxation, not from pressing "
                    "harder. Use the third and fourth fingers only if the second and third tire.",
        "claims": [
            ("quote", F, "Trills should start slowly and evenly."),
            ("paraphrase", F, "A fast trill comes from a relaxed hand rather than from pressing harder."),
            ("opposite", U, "Speed in a trill comes from pressing harder."),
            ("negation", U, "Trills should not start slowly."),
            ("substitution", U, "Use the first and fifth fingers only if the second and third tire."),
            ("overgeneralisation", U, "Trills must always be played with the third and fourth fingers."),
        ],
    },
    {
        "domain": "piano", "split": "fresh2", "names": "Notes on Scarlatti",
        "evidence": "In Scarlatti's sonatas the hands often cross; let the crossing hand travel in an arc "
                    "above the other, and keep the shoulders level.",
        "claims": [
            ("quote", F, "Keep the shoulders level."),
            ("paraphrase", F, "When the hands cross in Scarlatti, the crossing hand should move in an arc over the other one."),
            ("swapped_roles", U, "Let the other hand travel in an arc above the crossing hand."),
            ("substitution", U, "In Mozart's sonatas the hands often cross."),
            ("misattribution", U, "Horowitz advised keeping the shoulders level when the hands cross."),
        ],
    },
    {
        "domain": "essay", "split": "fresh2", "names": "A History of the Railways",
        "evidence": "The Stockton and Darlington Railway opened in 1825 and carried coal; passenger services "
                    "came later and were at first drawn by horses.",
        "claims": [
            ("quote", F, "The Stockton and Darlington Railway opened in 1825 and carried coal."),
            ("paraphrase", F, "Early passenger services on the line were horse-drawn."),
            ("number", U, "The Stockton and Darlington Railway opened in 1830."),
            ("reversed_order", U, "Passenger services came first, and coal was carried later."),
            ("substitution", U, "The Stockton and Darlington Railway opened in 1825 and carried wool."),
            ("negation", U, "Passenger services on the line were never drawn by horses."),
        ],
    },
    {
        "domain": "essay", "split": "fresh2", "names": "Poetry handbook",
        "evidence": "A villanelle has nineteen lines and two refrains, which alternate at the ends of the "
                    "tercets and come together in the final quatrain.",
        "claims": [
            ("quote", F, "A villanelle has nineteen lines and two refrains."),
            ("paraphrase", F, "The two refrains of a villanelle alternate at the ends of its tercets and meet in the closing quatrain."),
            ("number", U, "A villanelle has fourteen lines."),
            ("substitution", U, "The two refrains come together in the final couplet."),
            ("opposite", U, "The refrains come together in the first quatrain."),
        ],
    },
    {
        "domain": "docs", "split": "fresh2", "names": "Cache guide",
        "evidence": "Entries expire after the TTL set in CACHE_TTL (default 600 seconds). A write to a "
                    "source invalidates every entry of its tenant immediately.",
        "claims": [
            ("quote", F, "A write to a source invalidates every entry of its tenant immediately."),
            ("paraphrase", F, "By default cached entries expire after 600 seconds, a value CACHE_TTL sets."),
            ("number", U, "Entries expire after 60 seconds by default."),
            ("opposite", U, "A write to a source invalidates every entry of its tenant after a delay."),
            ("substitution", U, "Entries expire after the TTL set in CACHE_SIZE."),
            ("negation", U, "A write to a source does not invalidate the tenant's entries."),
        ],
    },
    {
        "domain": "docs", "split": "fresh2", "names": "Deploy runbook",
        "evidence": "Scale the workers down to zero before running the migration, then scale them back up "
                    "once the migration job has completed.",
        "claims": [
            ("quote", F, "Scale the workers down to zero before running the migration."),
            ("paraphrase", F, "After the migration job completes, scale the workers back up."),
            ("reversed_order", U, "Run the migration before scaling the workers down to zero."),
            ("opposite", U, "Scale the workers up before running the migration."),
            ("specifics", U, "Scale the workers down to zero with kubectl drain before running the migration."),
        ],
    },
    {
        "domain": "science", "split": "fresh2", "names": "Trial of drug X",
        "evidence": "Among 220 adults with mild asthma, drug X reduced night-time symptoms compared with "
                    "placebo over six months; it had no effect on daytime symptoms.",
        "claims": [
            ("quote", F, "It had no effect on daytime symptoms."),
            ("paraphrase", F, "Over six months, drug X eased night-time asthma symptoms in adults compared with placebo."),
            ("opposite", U, "Drug X reduced daytime symptoms."),
            ("population", U, "In children with mild asthma, drug X reduced night-time symptoms."),
            ("number", U, "Among 500 adults with mild asthma, drug X reduced night-time symptoms."),
            ("strength", U, "Drug X cures asthma."),
        ],
    },
    {
        "domain": "science", "split": "fresh2", "names": "Ecology notes",
        "evidence": "Sea otters eat sea urchins, which graze on kelp; where otters were hunted out, urchins "
                    "multiplied and the kelp forests shrank.",
        "claims": [
            ("quote", F, "Sea otters eat sea urchins, which graze on kelp."),
            ("paraphrase", F, "When otters were hunted out, urchins multiplied and kelp forests shrank."),
            ("swapped_roles", U, "Sea urchins eat sea otters."),
            ("opposite", U, "Where otters were hunted out, the kelp forests grew."),
            ("substitution", U, "Sea otters eat sea urchins, which graze on coral."),
        ],
    },
]

"""A sixty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh65``).

Written on 2026-11-27 (session 40) after round 64 (whose rules read ``fresh64``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh65", "names": "Practice guide: memorising a piece",
        "evidence": "Memorise in short sections, starting from the end of the piece and working backwards, so "
                    "that the final pages become the most familiar rather than the least. Test each section "
                    "away from the piano by writing out the left-hand part.",
        "claims": [
            ("paraphrase", F, "Learn the piece from memory in small sections, beginning with the ending and "
                              "moving towards the start."),
            ("paraphrase", F, "Check a section away from the keyboard by writing the left-hand part down."),
            ("reversed_order", U, "Memorise from the beginning of the piece and work forwards to the end."),
            ("opposite", U, "Memorise the whole piece in one go rather than in sections."),
            ("substitution", U, "Test each section by writing out the right-hand part."),
            ("opposite", U, "Working backwards makes the final pages the least familiar."),
        ],
    },
    {
        "domain": "literature", "split": "fresh65", "names": "Study notes: Frankenstein",
        "evidence": "Victor Frankenstein builds a creature from dead body parts and abandons it the moment it "
                    "comes to life. Rejected by everyone it meets, the creature murders Victor's younger brother, "
                    "William, and frames the servant Justine for the crime.",
        "claims": [
            ("paraphrase", F, "Victor deserts the creature as soon as it comes alive."),
            ("paraphrase", F, "The creature kills William, Victor's younger brother, and makes Justine look "
                              "guilty."),
            ("opposite", U, "Victor cares for the creature after bringing it to life."),
            ("swapped_roles", U, "Justine frames the creature for William's murder."),
            ("misattribution", U, "Victor murders his younger brother William."),
            ("substitution", U, "The creature murders Victor's younger sister."),
        ],
    },
    {
        "domain": "docs", "split": "fresh65", "names": "Deployment guide: health checks",
        "evidence": "The load balancer sends a request to /healthz every 10 seconds. An instance that fails three "
                    "checks in a row is taken out of rotation, and it is added back after two consecutive "
                    "successful checks.",
        "claims": [
            ("paraphrase", F, "Every 10 seconds the load balancer requests /healthz."),
            ("paraphrase", F, "Three consecutive failed checks remove an instance from rotation."),
            ("paraphrase", F, "Two successful checks in a row put an instance back into rotation."),
            ("number", U, "An instance is taken out of rotation after a single failed check."),
            ("swapped_roles", U, "An instance is removed after two failed checks and added back after three "
                                 "successful ones."),
            ("substitution", U, "The load balancer sends a request to /status every 10 seconds."),
        ],
    },
    {
        "domain": "science", "split": "fresh65", "names": "Abstract: standing desks",
        "evidence": "Office workers given sit-stand desks sat for 80 fewer minutes a day after a year than "
                    "colleagues with ordinary desks. Their reported back pain fell slightly, but there was no "
                    "measurable change in weight.",
        "claims": [
            ("paraphrase", F, "After a year, workers with sit-stand desks sat about 80 minutes less each day "
                              "than colleagues at ordinary desks."),
            ("paraphrase", F, "Sit-stand desks made no measurable difference to weight."),
            ("number", U, "Workers with sit-stand desks sat for 30 fewer minutes a day."),
            ("opposite", U, "Workers with sit-stand desks lost a measurable amount of weight."),
            ("strength", U, "Back pain disappeared completely in workers with sit-stand desks."),
            ("swapped_roles", U, "Colleagues with ordinary desks sat for 80 fewer minutes a day."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh65", "names": "Biology lecture 11: vaccines",
        "evidence": "[00:33:02] A vaccine trains the immune system by showing it a harmless piece or copy of a "
                    "pathogen. [00:33:15] Memory cells then let the body respond faster and more strongly if the "
                    "real pathogen appears later.",
        "claims": [
            ("paraphrase", F, "Vaccines train the immune system with a harmless copy or part of a pathogen."),
            ("paraphrase", F, "Thanks to memory cells, the body reacts more quickly and strongly when it later "
                              "meets the real pathogen."),
            ("opposite", U, "A vaccine exposes the body to a dangerous form of the pathogen."),
            ("opposite", U, "Memory cells make the body respond more slowly to the real pathogen."),
            ("substitution", U, "Antibiotics train the immune system by showing it a copy of a pathogen."),
            ("reversed_order", U, "Memory cells form only after the real pathogen has appeared."),
        ],
    },
    {
        "domain": "essay", "split": "fresh65", "names": "Course book: the abolition of the slave trade",
        "evidence": "Britain abolished the slave trade in 1807, but slavery itself remained legal in most of the "
                    "British Empire until the Slavery Abolition Act of 1833. Campaigners such as Olaudah Equiano "
                    "and Thomas Clarkson had gathered evidence and petitions for decades.",
        "claims": [
            ("paraphrase", F, "The slave trade was abolished by Britain in 1807."),
            ("paraphrase", F, "Slavery stayed legal across most of the British Empire until 1833."),
            ("date", U, "Britain abolished the slave trade in 1833."),
            ("opposite", U, "Abolishing the slave trade in 1807 also ended slavery throughout the British "
                            "Empire."),
            ("misattribution", U, "William Wilberforce gathered the petitions alone."),
            ("substitution", U, "Campaigners gathered evidence and petitions for a few months."),
        ],
    },
]

"""A hundred-and-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh106``).

Written on 2026-11-27 (session 47) after round 95, before any run of the verifier on it, on
topics no earlier split uses (checked with grep), and measured once before any rule was read from
it (see ``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh106", "names": "Practice notes: hands separately",
        "evidence": "Practise a difficult passage hands separately until each hand can play it without stopping, "
                    "then put the hands together at a slower tempo than either hand managed alone. Return to "
                    "separate hands whenever one hand keeps making the same mistake.",
        "claims": [
            ("paraphrase", F, "Work on each hand alone until it can play the passage without stopping."),
            ("paraphrase", F, "When you join the hands, use a slower tempo than either hand managed on its own."),
            ("paraphrase", F, "If one hand keeps making the same error, go back to practising it separately."),
            ("reversed_order", U, "Put the hands together first, then practise each hand separately."),
            ("opposite", U, "Put the hands together at a faster tempo than either hand managed alone."),
            ("negation", U, "Never go back to separate hands once the hands are together."),
        ],
    },
    {
        "domain": "literature", "split": "fresh106", "names": "Study guide: The Phantom of the Opera",
        "evidence": "Christine Daaé, a young soprano at the Paris Opera, is secretly coached by a voice she "
                    "believes is the Angel of Music sent by her dead father. The voice belongs to Erik, a "
                    "disfigured man living beneath the opera house, who falls in love with her and kidnaps her "
                    "when she chooses Raoul.",
        "claims": [
            ("paraphrase", F, "Christine believes the voice coaching her is the Angel of Music her late father "
                              "sent."),
            ("paraphrase", F, "Erik, a disfigured man, lives beneath the Paris Opera."),
            ("paraphrase", F, "When Christine chooses Raoul, Erik kidnaps her."),
            ("swapped_roles", U, "Raoul kidnaps Christine when she chooses Erik."),
            ("opposite", U, "Christine knows from the start that the voice is Erik's."),
            ("substitution", U, "Erik lives in the attic of the opera house."),
        ],
    },
    {
        "domain": "docs", "split": "fresh106", "names": "Billing help: invoices",
        "evidence": "Invoices are issued on the first day of each month and are due within 14 days. An unpaid "
                    "invoice does not stop the service at once: the account is suspended only after a further "
                    "7-day grace period, and paying the invoice restores access immediately.",
        "claims": [
            ("paraphrase", F, "Invoices go out on the first of every month and must be paid within 14 days."),
            ("paraphrase", F, "An unpaid invoice does not cut off the service straight away."),
            ("paraphrase", F, "Once the invoice is paid, access comes back immediately."),
            ("opposite", U, "An unpaid invoice stops the service at once."),
            ("number", U, "The grace period before suspension is 30 days."),
            ("opposite", U, "After payment, access is restored at the start of the next month."),
        ],
    },
    {
        "domain": "science", "split": "fresh106", "names": "Abstract: chameleon colour change",
        "evidence": "Chameleons change colour mainly to signal to other chameleons and to regulate body "
                    "temperature, not primarily for camouflage. They do it by adjusting a lattice of nanocrystals "
                    "in their skin cells, which changes how light is reflected.",
        "claims": [
            ("paraphrase", F, "Chameleons mostly change colour to signal to other chameleons and to control their "
                              "temperature."),
            ("paraphrase", F, "Camouflage is not the main reason chameleons change colour."),
            ("paraphrase", F, "They adjust a lattice of nanocrystals in skin cells, changing how light is "
                              "reflected."),
            ("opposite", U, "Chameleons change colour mainly for camouflage."),
            ("substitution", U, "They change colour by releasing pigment into their skin."),
            ("overgeneralisation", U, "All lizards change colour by adjusting nanocrystals."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh106", "names": "Lecture transcript: Magellan's voyage",
        "evidence": "Ferdinand Magellan left Spain in 1519 with five ships to reach the Spice Islands by sailing "
                    "west. He was killed in the Philippines in 1521, and only one ship, the Victoria, commanded by "
                    "Juan Sebastián Elcano, returned to Spain in 1522, completing the first circumnavigation.",
        "claims": [
            ("paraphrase", F, "Magellan set out from Spain in 1519 with five ships, heading west for the Spice "
                              "Islands."),
            ("paraphrase", F, "Magellan died in the Philippines in 1521."),
            ("paraphrase", F, "Under Juan Sebastián Elcano, the Victoria got back to Spain in 1522."),
            ("misattribution", U, "Magellan himself completed the first circumnavigation, returning to Spain in "
                                  "1522."),
            ("number", U, "Magellan left Spain with three ships."),
            ("opposite", U, "All five ships returned to Spain in 1522."),
        ],
    },
    {
        "domain": "essay", "split": "fresh106", "names": "Course reader: Pollyanna",
        "evidence": "After her father dies, eleven-year-old Pollyanna goes to live with her strict Aunt Polly in "
                    "Vermont. She plays the 'glad game', finding something to be glad about in every situation, "
                    "and her cheerfulness gradually changes the town. When she is hit by a car and cannot walk, "
                    "she struggles to play the game herself.",
        "claims": [
            ("paraphrase", F, "Pollyanna, eleven, moves in with her strict Aunt Polly in Vermont after her "
                              "father's death."),
            ("paraphrase", F, "In the glad game she looks for something to be glad about in everything that "
                              "happens."),
            ("paraphrase", F, "After she is struck by a car and cannot walk, she finds it hard to play the game "
                              "herself."),
            ("misattribution", U, "Aunt Polly teaches Pollyanna the glad game."),
            ("opposite", U, "After the accident, Pollyanna finds the game easier than ever."),
            ("opposite", U, "Pollyanna's gloom gradually changes the town."),
        ],
    },
]

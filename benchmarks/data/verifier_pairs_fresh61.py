"""A sixty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh61``).

Written on 2026-11-27 (session 39) after round 60 (whose rules read ``fresh60``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh61", "names": "Lesson notes: hand independence",
        "evidence": "Practise each hand alone until it is secure, then put them together at half tempo. If one "
                    "hand keeps copying the other's accents, tap the rhythm of each hand on the closed lid first.",
        "claims": [
            ("paraphrase", F, "Work on each hand separately until it is secure before combining them at half "
                              "speed."),
            ("paraphrase", F, "When one hand copies the other's accents, first tap each hand's rhythm on the "
                              "closed lid."),
            ("reversed_order", U, "Put the hands together first, then practise each hand alone."),
            ("number", U, "Put the hands together at double tempo."),
            ("opposite", U, "Practise the hands together at full tempo from the start."),
            ("substitution", U, "Tap the rhythm of each hand on your knees first."),
        ],
    },
    {
        "domain": "literature", "split": "fresh61", "names": "Study notes: Nineteen Eighty-Four",
        "evidence": "Winston Smith works at the Ministry of Truth, rewriting old newspaper articles so that the "
                    "past agrees with the Party. He begins a secret affair with Julia, but both are arrested and "
                    "Winston is tortured in Room 101 until he betrays her.",
        "claims": [
            ("paraphrase", F, "Winston's job at the Ministry of Truth is to rewrite old newspaper articles so "
                              "that the past matches the Party's line."),
            ("paraphrase", F, "After being tortured in Room 101, Winston betrays Julia."),
            ("misattribution", U, "Julia works at the Ministry of Truth rewriting old newspaper articles."),
            ("number", U, "Winston is tortured in Room 102."),
            ("opposite", U, "Winston never betrays Julia, even in Room 101."),
            ("swapped_roles", U, "Julia is tortured in Room 101 until she betrays Winston."),
        ],
    },
    {
        "domain": "docs", "split": "fresh61", "names": "API guide: OAuth scopes",
        "evidence": "Tokens with the read scope can list and download files but cannot upload or delete them. "
                    "The write scope includes everything read allows, plus uploading; deleting requires the "
                    "admin scope.",
        "claims": [
            ("paraphrase", F, "A token with the read scope can list and download files, but it cannot upload "
                              "or delete them."),
            ("paraphrase", F, "The write scope allows uploading as well as everything the read scope allows."),
            ("paraphrase", F, "Only the admin scope lets a token delete files."),
            ("opposite", U, "Tokens with the read scope can upload files."),
            ("substitution", U, "Deleting files requires the write scope."),
            ("swapped_roles", U, "The read scope includes everything write allows."),
        ],
    },
    {
        "domain": "science", "split": "fresh61", "names": "Abstract: classroom noise and reading",
        "evidence": "Pupils aged 7 to 9 who were taught in classrooms next to a busy road scored on average 6 "
                    "points lower on reading tests than pupils in quiet classrooms, after accounting for family "
                    "income.",
        "claims": [
            ("paraphrase", F, "After adjusting for family income, 7- to 9-year-olds taught beside a busy road "
                              "scored about 6 points lower in reading than those in quiet rooms."),
            ("paraphrase", F, "Quiet classrooms were linked to higher reading scores among pupils aged 7 to 9."),
            ("number", U, "Pupils next to a busy road scored 16 points lower on reading tests."),
            ("opposite", U, "Pupils in classrooms next to a busy road scored higher on reading tests."),
            ("population", U, "Secondary school pupils taught next to a busy road scored 6 points lower on "
                              "reading tests."),
            ("causal", U, "Road noise causes reading difficulties in every child."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh61", "names": "Geography lecture 8: monsoons",
        "evidence": "In summer the land heats faster than the sea, so low pressure forms over the land and moist "
                    "air flows in from the ocean, bringing heavy rain. In winter the pattern reverses and dry "
                    "winds blow from the land to the sea.",
        "claims": [
            ("paraphrase", F, "Because land warms faster than the sea in summer, low pressure over the land "
                              "draws in moist ocean air that brings heavy rain."),
            ("paraphrase", F, "In winter dry winds blow from the land out to sea."),
            ("paraphrase", F, "The monsoon pattern reverses in winter."),
            ("swapped_roles", U, "In summer the sea heats faster than the land."),
            ("opposite", U, "In summer high pressure forms over the land."),
            ("opposite", U, "In winter moist air flows in from the ocean and brings heavy rain."),
        ],
    },
    {
        "domain": "essay", "split": "fresh61", "names": "Course book: the Great Fire of London",
        "evidence": "The Great Fire of London began in a bakery on Pudding Lane in September 1666 and burned for "
                    "four days. It destroyed about 13,000 houses, but the recorded death toll was low.",
        "claims": [
            ("paraphrase", F, "In September 1666 the Great Fire of London started in a bakery on Pudding Lane."),
            ("paraphrase", F, "The fire burned for four days and destroyed around 13,000 houses."),
            ("number", U, "The fire burned for two weeks."),
            ("substitution", U, "The Great Fire of London began in a church on Pudding Lane."),
            ("opposite", U, "The recorded death toll of the Great Fire was very high."),
            ("date", U, "The Great Fire of London began in September 1766."),
        ],
    },
]

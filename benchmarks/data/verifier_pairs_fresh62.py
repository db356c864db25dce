"""A sixty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh62``).

Written on 2026-11-27 (session 40) after round 61 (whose rules read ``fresh61``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh62", "names": "Masterclass notes: voicing chords",
        "evidence": "When a chord carries the melody in its top note, weight the fifth finger and let the lower "
                    "notes sound lighter, as if they were a quiet choir behind a soloist. Practise by playing the "
                    "top note alone first, then adding the others underneath at a whisper.",
        "claims": [
            ("paraphrase", F, "If the melody sits in the top note of a chord, put weight into the fifth finger and "
                              "keep the lower notes lighter."),
            ("paraphrase", F, "To practise, play the top note on its own before adding the notes beneath it very "
                              "quietly."),
            ("opposite", U, "Let the lower notes of the chord sound heavier than the top note."),
            ("substitution", U, "Weight the thumb when the melody is in the top note of a chord."),
            ("reversed_order", U, "Play the lower notes first, then add the top note on its own."),
            ("overgeneralisation", U, "Every chord should be voiced with the top note loudest."),
        ],
    },
    {
        "domain": "literature", "split": "fresh62", "names": "Study guide: Of Mice and Men",
        "evidence": "George and Lennie are itinerant ranch workers who dream of owning a small farm. Lennie, "
                    "who is strong but has a mild intellectual disability, accidentally kills Curley's wife in "
                    "the barn, and George shoots Lennie before the lynch mob can reach him.",
        "claims": [
            ("paraphrase", F, "George and Lennie travel from ranch to ranch for work and dream of a little farm "
                              "of their own."),
            ("paraphrase", F, "Lennie kills Curley's wife by accident in the barn."),
            ("swapped_roles", U, "Lennie shoots George before the lynch mob can reach him."),
            ("opposite", U, "Lennie deliberately kills Curley's wife."),
            ("substitution", U, "Lennie accidentally kills Curley's wife in the bunkhouse."),
            ("misattribution", U, "Curley shoots Lennie before the lynch mob can reach him."),
        ],
    },
    {
        "domain": "docs", "split": "fresh62", "names": "Operations guide: database backups",
        "evidence": "Full backups run every Sunday at 02:00 and incremental backups run every other night. "
                    "Backups are encrypted before they leave the server, and a restore test runs on the first "
                    "day of each month.",
        "claims": [
            ("paraphrase", F, "A full backup runs each Sunday at 2 a.m., with incremental backups on the other "
                              "nights."),
            ("paraphrase", F, "Backups are encrypted before leaving the server."),
            ("paraphrase", F, "A restore test is run monthly, on the first day of the month."),
            ("swapped_roles", U, "Incremental backups run every Sunday and full backups run on the other nights."),
            ("opposite", U, "Backups are encrypted only after they reach the backup store."),
            ("number", U, "Full backups run every Sunday at 04:00."),
        ],
    },
    {
        "domain": "science", "split": "fresh62", "names": "Abstract: bilingual toddlers and attention",
        "evidence": "Toddlers raised with two languages were faster than monolingual toddlers at switching "
                    "between sorting rules, but the two groups did not differ in vocabulary size when both "
                    "languages were counted together.",
        "claims": [
            ("paraphrase", F, "Bilingual toddlers switched between sorting rules more quickly than toddlers who "
                              "spoke one language."),
            ("paraphrase", F, "Counting both languages, bilingual and monolingual toddlers had similar vocabulary "
                              "sizes."),
            ("opposite", U, "Monolingual toddlers were faster at switching between sorting rules."),
            ("opposite", U, "Bilingual toddlers had smaller vocabularies even when both languages were counted."),
            ("population", U, "Bilingual adults were faster than monolingual adults at switching rules."),
            ("causal", U, "Learning a second language causes faster rule switching in toddlers."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh62", "names": "Economics lecture 4: minimum wages",
        "evidence": "[00:12:05] A minimum wage set below the market wage has no effect, because employers "
                    "already pay more than it. [00:12:19] Set above the market wage, it raises pay for those "
                    "who keep their jobs but can reduce the number of people employed.",
        "claims": [
            ("paraphrase", F, "A minimum wage below the market wage changes nothing, since employers already pay "
                              "more."),
            ("paraphrase", F, "Above the market wage, a minimum wage raises the pay of workers who keep their "
                              "jobs."),
            ("paraphrase", F, "A minimum wage above the market rate can lower employment."),
            ("opposite", U, "A minimum wage set above the market wage always increases employment."),
            ("swapped_roles", U, "A minimum wage set above the market wage has no effect."),
            ("opposite", U, "A minimum wage below the market wage raises pay for everyone."),
        ],
    },
    {
        "domain": "essay", "split": "fresh62", "names": "Course book: the printing press",
        "evidence": "Johannes Gutenberg introduced movable metal type to Europe around 1450 in Mainz. Printed "
                    "books became far cheaper than hand-copied manuscripts, and by 1500 presses were working in "
                    "more than 200 European towns.",
        "claims": [
            ("paraphrase", F, "Around 1450 in Mainz, Gutenberg brought movable metal type to Europe."),
            ("paraphrase", F, "Printed books cost much less than manuscripts copied by hand."),
            ("number", U, "By 1500 presses were working in more than 2,000 European towns."),
            ("substitution", U, "Gutenberg introduced movable wooden type to Europe around 1450."),
            ("opposite", U, "Printed books were far more expensive than hand-copied manuscripts."),
            ("date", U, "Gutenberg introduced movable type to Europe around 1550."),
        ],
    },
]

"""A hundred-and-sixteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh115``).

Written on 2026-11-28 (session 48) after the round that read ``fresh110``-``fresh112``, before
any run of the verifier on it, on topics no earlier split uses (checked with grep), and measured
once before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh115", "names": "Practice notes: tuning intervals against a drone",
        "evidence": "Singing or playing against a held drone on the tonic trains the ear to hear each interval's "
                    "colour. Start with the fifth and the octave, which are easiest to hear as in tune, and add "
                    "the thirds later, since they sound rough against the drone until you listen for the beats.",
        "claims": [
            ("paraphrase", F, "Practising against a sustained tonic drone teaches the ear the colour of each "
                              "interval."),
            ("paraphrase", F, "Begin with the fifth and the octave, the easiest intervals to hear in tune."),
            ("paraphrase", F, "Leave the thirds until later."),
            ("reversed_order", U, "Start with the thirds and add the fifth and octave later."),
            ("opposite", U, "The thirds are the easiest intervals to hear as in tune against a drone."),
            ("substitution", U, "Hold the drone on the dominant rather than the tonic."),
        ],
    },
    {
        "domain": "literature", "split": "fresh115", "names": "Study guide: Cyrano de Bergerac",
        "evidence": "Cyrano, a brilliant poet and swordsman ashamed of his enormous nose, loves his cousin "
                    "Roxane but believes she could never love him. He writes love letters to her in the name of "
                    "the handsome cadet Christian, and Roxane learns the truth only fifteen years later, as "
                    "Cyrano is dying.",
        "claims": [
            ("paraphrase", F, "Cyrano is ashamed of his huge nose."),
            ("paraphrase", F, "He is sure that Roxane, his cousin, could never love him."),
            ("paraphrase", F, "Cyrano writes love letters to Roxane that are signed as if from Christian."),
            ("swapped_roles", U, "Christian writes love letters to Roxane in Cyrano's name."),
            ("opposite", U, "Roxane learns the truth soon after the first letter arrives."),
            ("number", U, "Roxane learns the truth five years later, as Cyrano is dying."),
        ],
    },
    {
        "domain": "docs", "split": "fresh115", "names": "Admin guide: rebuilding the search index",
        "evidence": "Rebuild the search index after restoring a backup, because the restored documents are not "
                    "searchable until they are indexed again. A rebuild runs in the background and search keeps "
                    "working, but results may be incomplete until it finishes, which takes about an hour per "
                    "million documents.",
        "claims": [
            ("paraphrase", F, "After a backup is restored, the search index should be rebuilt."),
            ("paraphrase", F, "Restored documents cannot be found by search until they are indexed again."),
            ("paraphrase", F, "Search still works during a rebuild, though results may be incomplete."),
            ("opposite", U, "Search is unavailable while the index is being rebuilt."),
            ("number", U, "A rebuild takes about ten minutes per million documents."),
            ("reversed_order", U, "Rebuild the search index before restoring a backup."),
        ],
    },
    {
        "domain": "science", "split": "fresh115", "names": "Abstract: the cheetah's sprint",
        "evidence": "Wild cheetahs fitted with tracking collars reached top speeds of about 93 km/h, but most hunts "
                    "were run well below that speed. Success depended more on sudden acceleration and sharp turns "
                    "than on top speed, and hunts rarely lasted longer than a minute.",
        "claims": [
            ("paraphrase", F, "Collared wild cheetahs hit top speeds of around 93 km/h."),
            ("paraphrase", F, "Most of their hunts were run at much lower speeds than that."),
            ("paraphrase", F, "Hunts seldom went on for more than a minute."),
            ("opposite", U, "Hunting success depended mainly on reaching top speed."),
            ("number", U, "Cheetahs reached top speeds of about 130 km/h."),
            ("overgeneralisation", U, "Every hunt was run at the cheetah's top speed."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh115", "names": "Lecture transcript: Florence Nightingale at Scutari",
        "evidence": "Florence Nightingale arrived at the army hospital in Scutari in November 1854 with 38 nurses. "
                    "Deaths there fell sharply in the spring of 1855, after a sanitary commission sent from London "
                    "had the sewers flushed and the ventilation improved. Nightingale later used statistical "
                    "diagrams to argue that sanitation had saved those lives.",
        "claims": [
            ("paraphrase", F, "Nightingale reached the Scutari hospital in November 1854, bringing 38 nurses."),
            ("paraphrase", F, "The death rate dropped steeply in spring 1855."),
            ("paraphrase", F, "She later argued with statistical diagrams that sanitation had saved lives."),
            ("misattribution", U, "Nightingale had the sewers flushed and the ventilation improved."),
            ("reversed_order", U, "Deaths fell before the sanitary commission arrived."),
            ("number", U, "Nightingale arrived at Scutari with 83 nurses."),
        ],
    },
    {
        "domain": "essay", "split": "fresh115", "names": "Course reader: The Gold-Bug",
        "evidence": "William Legrand finds a scrap of parchment on the beach near a gold-coloured beetle, and heat "
                    "from the fire reveals a cipher written on it. He decodes it by counting how often each symbol "
                    "appears, and it leads him, his servant Jupiter and the narrator to Captain Kidd's buried "
                    "treasure.",
        "claims": [
            ("paraphrase", F, "Legrand picks up a piece of parchment on the beach close to a gold-coloured beetle."),
            ("paraphrase", F, "The warmth of the fire brings out a cipher on the parchment."),
            ("paraphrase", F, "He breaks the cipher by counting how frequently each symbol occurs."),
            ("misattribution", U, "The narrator decodes the cipher by counting the symbols."),
            ("causal", U, "Soaking the parchment in water reveals the cipher."),
            ("substitution", U, "The cipher leads them to Blackbeard's buried treasure."),
        ],
    },
]

"""A hundred-and-twelfth held-out set for ``benchmarks/verifier.py`` (split ``fresh111``).

Written on 2026-11-28 (session 48) before any run of the verifier on it, on topics no earlier
split uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh111", "names": "Technique notes: finger independence",
        "evidence": "To build finger independence, hold down a five-note chord silently and lift one finger at a "
                    "time while the others stay relaxed on the keys. Start with the thumb and index finger, which "
                    "move most freely; the fourth finger is the hardest and needs the most patience.",
        "claims": [
            ("paraphrase", F, "Hold a five-note chord down without sounding it and raise one finger at a time."),
            ("paraphrase", F, "The fingers that are not moving should stay relaxed on the keys."),
            ("paraphrase", F, "Of all the fingers, the fourth is the hardest to lift on its own."),
            ("opposite", U, "Press the other fingers firmly into the keys while one finger lifts."),
            ("substitution", U, "Start the exercise with the fourth and fifth fingers."),
            ("swapped_roles", U, "The thumb is the hardest finger to lift, and the fourth moves most freely."),
        ],
    },
    {
        "domain": "literature", "split": "fresh111", "names": "Study guide: Twenty Thousand Leagues Under the Sea",
        "evidence": "Professor Aronnax, his servant Conseil and the harpooner Ned Land are thrown overboard while "
                    "hunting a sea monster and are taken aboard the Nautilus, a submarine commanded by Captain "
                    "Nemo. Nemo treats them as guests but will not let them leave, and Ned Land plans their "
                    "escape throughout the voyage.",
        "claims": [
            ("paraphrase", F, "Aronnax, Conseil and Ned Land end up on the Nautilus after falling overboard."),
            ("paraphrase", F, "Captain Nemo commands the submarine Nautilus."),
            ("paraphrase", F, "Although Nemo treats them as guests, he refuses to let them go."),
            ("misattribution", U, "Professor Aronnax plans their escape throughout the voyage."),
            ("opposite", U, "Nemo lets his guests leave the Nautilus whenever they wish."),
            ("swapped_roles", U, "Conseil is the harpooner and Ned Land is the professor's servant."),
        ],
    },
    {
        "domain": "docs", "split": "fresh111", "names": "Admin guide: importing users from a CSV file",
        "evidence": "The CSV file must have a header row with the columns email, name and role; other columns are "
                    "ignored. Rows with an email address that already exists update that user instead of creating "
                    "a new one. An import stops at the first row with an invalid role, and no rows are saved.",
        "claims": [
            ("paraphrase", F, "The file needs a header row naming the email, name and role columns."),
            ("paraphrase", F, "Extra columns in the file are ignored."),
            ("paraphrase", F, "If a row's email already exists, that user is updated rather than duplicated."),
            ("opposite", U, "Rows before the first invalid role are saved when the import stops."),
            ("opposite", U, "A row with an existing email address creates a second user with that email."),
            ("opposite", U, "Rows with an invalid role are skipped and the import carries on."),
        ],
    },
    {
        "domain": "science", "split": "fresh111", "names": "Abstract: the mantis shrimp's strike",
        "evidence": "The peacock mantis shrimp strikes with a club that accelerates faster than a .22 bullet, "
                    "reaching about 23 metres per second. The strike forms collapsing bubbles that deliver a "
                    "second blow, so a snail's shell is hit twice even when the club misses.",
        "claims": [
            ("paraphrase", F, "The club of the peacock mantis shrimp speeds up faster than a .22 bullet."),
            ("paraphrase", F, "Its strike reaches roughly 23 metres per second."),
            ("paraphrase", F, "Collapsing bubbles from the strike hit the prey a second time."),
            ("number", U, "The mantis shrimp's club reaches about 230 metres per second."),
            ("causal", U, "The collapsing bubbles are what make the club accelerate so quickly."),
            ("opposite", U, "When the club misses, the snail's shell is not hit at all."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh111", "names": "Lecture transcript: the Franklin expedition",
        "evidence": "Sir John Franklin left England in 1845 with two ships, Erebus and Terror, to find the "
                    "Northwest Passage. Both ships became trapped in ice off King William Island, Franklin died in "
                    "1847, and none of the 129 men returned. The wreck of Erebus was found in 2014, Terror's two "
                    "years later.",
        "claims": [
            ("paraphrase", F, "Franklin sailed from England in 1845 with the Erebus and the Terror."),
            ("paraphrase", F, "Both ships were caught in the ice near King William Island."),
            ("paraphrase", F, "Terror's wreck was located in 2016, two years after Erebus."),
            ("date", U, "Franklin died in 1857, ten years after the ships were trapped."),
            ("opposite", U, "Most of the 129 men made it back to England."),
            ("reversed_order", U, "The wreck of Terror was found two years before that of Erebus."),
        ],
    },
    {
        "domain": "essay", "split": "fresh111", "names": "Course reader: The Prisoner of Zenda",
        "evidence": "Rudolf Rassendyll, an English gentleman, looks so like the King of Ruritania that, when the "
                    "king is drugged on the eve of his coronation, Rassendyll is crowned in his place. He falls in "
                    "love with Princess Flavia but gives her up and returns to England once the real king is "
                    "rescued.",
        "claims": [
            ("paraphrase", F, "Rassendyll is an Englishman who closely resembles the King of Ruritania."),
            ("paraphrase", F, "Because the king has been drugged, Rassendyll is crowned instead of him."),
            ("paraphrase", F, "After the real king is saved, Rassendyll goes back to England."),
            ("opposite", U, "Rassendyll marries Princess Flavia and stays in Ruritania."),
            ("causal", U, "The king is drugged because Rassendyll wants to take his crown."),
            ("substitution", U, "The king is kidnapped on the eve of his coronation."),
        ],
    },
]
